"""Indexing, yaten beside torch: x[idx], x[mask], x[idx] = v, x[mask] = 0 and
x[i, j] per call on 100 elements, and x[mask], x[idx], index_put_(accumulate=True)
on 4M float32 elements, and one step of a two-layer network trained by hand
whose ReLU backward zeroes the gradient by mask (`grad_h[h < 0] = 0`, the
PyTorch tutorials' idiom); interleaved call by call, as ratios yaten/torch.

    /usr/bin/python3 bench/indexing.py [--rounds N] [--min-time S]
"""
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import yaten  # noqa: E402
from run import arguments, both, report  # noqa: E402



def workloads():
    rng = np.random.default_rng(0)
    out = {}
    for n in (100, 4_000_000):
        (yx, tx) = both(rng.standard_normal(n).astype(np.float32))
        (yi, ti) = both(rng.integers(0, n, n // 2))
        (ym, tm) = both(rng.random(n) > 0.5)
        (yv, tv) = both(rng.standard_normal(n // 2).astype(np.float32))
        label = "100" if n == 100 else "4M"
        out[f"x[idx] {label}"] = {"yaten": lambda yx=yx, yi=yi: yx[yi], "torch": lambda tx=tx, ti=ti: tx[ti]}
        out[f"x[mask] {label}"] = {"yaten": lambda yx=yx, ym=ym: yx[ym], "torch": lambda tx=tx, tm=tm: tx[tm]}
        if n == 100:
            out["x[idx] = v 100"] = {"yaten": lambda yx=yx, yi=yi, yv=yv: yx.__setitem__(yi, yv),
                                     "torch": lambda tx=tx, ti=ti, tv=tv: tx.__setitem__(ti, tv)}
            out["x[mask] = 0 100"] = {"yaten": lambda yx=yx, ym=ym: yx.__setitem__(ym, 0),
                                      "torch": lambda tx=tx, tm=tm: tx.__setitem__(tm, 0)}
            (y2, t2) = both(rng.standard_normal((10, 10)).astype(np.float32))
            (yr, tr) = both(rng.integers(0, 10, 10))
            (yc, tc) = both(rng.integers(0, 10, 10))
            out["x[i, j] 100"] = {"yaten": lambda: y2[yr, yc], "torch": lambda: t2[tr, tc]}
        else:
            out["index_put_ accumulate 4M"] = {
                "yaten": lambda yx=yx, yi=yi, yv=yv: yx.index_put_((yi,), yv, accumulate=True),
                "torch": lambda tx=tx, ti=ti, tv=tv: tx.index_put_((ti,), tv, accumulate=True)}
    out["relu-backward-by-mask training step"] = manual_relu_net_steps(rng)
    return out


def manual_relu_net_steps(rng, batch=64, d_in=1000, hidden=100, d_out=10, lr=1e-6):
    """{library: one training step} of a two-layer ReLU network with its
    gradients written out by hand; the weights are each library's own."""
    data = [rng.standard_normal(shape).astype(np.float32)
            for shape in ((batch, d_in), (batch, d_out), (d_in, hidden), (hidden, d_out))]
    steps = {}
    for name, make in (("yaten", yaten.tensor), ("torch", torch.tensor)):
        x, y, w1, w2 = (make(a) for a in data)

        def step(x=x, y=y, w1=w1, w2=w2):
            h = x.mm(w1)
            h_relu = h.clamp(min=0)
            y_pred = h_relu.mm(w2)
            grad_y_pred = 2.0 * (y_pred - y)
            grad_w2 = h_relu.t().mm(grad_y_pred)
            grad_h = grad_y_pred.mm(w2.t())
            grad_h[h < 0] = 0
            grad_w1 = x.t().mm(grad_h)
            w1 -= lr * grad_w1
            w2 -= lr * grad_w2
        steps[name] = step
    return steps


def main():
    args = arguments(__doc__, min_time=0.2)
    report(workloads(), args)


if __name__ == "__main__":
    main()
