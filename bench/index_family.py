"""The indexing-family ops (issue 17), yaten beside torch, interleaved call
by call in one process: per-call time and the median yaten/torch ratio.
Large workloads are 4M float32 elements (both cores); small ones 100
elements, where the per-call overhead decides.

    /usr/bin/python3 bench/index_family.py [-k NAME] [--rounds N] [--min-time S]
"""
import os
import sys

import numpy as np
import torch

import yaten

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run import arguments, report  # noqa: E402

N = 1 << 22  # 4M


def workloads():
    """name -> {"yaten": f, "torch": f}, built on equal data."""
    rng = np.random.default_rng(0)
    out = {}

    def both(*arrays):
        return [yaten.tensor(a) for a in arrays], [torch.from_numpy(a.copy()) for a in arrays]

    rows, cols = 2048, N // 2048
    (yx, ysrc, yidx), (tx, tsrc, tidx) = both(np.zeros((rows, cols), np.float32),
                                              rng.standard_normal((rows, cols)).astype(np.float32),
                                              rng.integers(0, cols, (rows, cols)))
    out["scatter_add_ 4M (2048 rows, random columns)"] = {
        "yaten": lambda: yx.scatter_add_(1, yidx, ysrc), "torch": lambda: tx.scatter_add_(1, tidx, tsrc)}
    out["gather 4M"] = {"yaten": lambda: ysrc.gather(1, yidx), "torch": lambda: tsrc.gather(1, tidx)}
    out["scatter_reduce_ amax 4M"] = {
        "yaten": lambda: yx.scatter_reduce_(1, yidx, ysrc, "amax"), "torch": lambda: tx.scatter_reduce_(1, tidx, tsrc, "amax")}

    (yv, yw, ym), (tv, tw, tm) = both(rng.standard_normal(N).astype(np.float32), rng.standard_normal(N).astype(np.float32),
                                      rng.random(N) > 0.5)
    out["masked_select 4M (x[mask])"] = {"yaten": lambda: yv.masked_select(ym), "torch": lambda: tv.masked_select(tm)}
    out["masked_scatter_ 4M"] = {"yaten": lambda: yv.masked_scatter_(ym, yw), "torch": lambda: tv.masked_scatter_(tm, tw)}
    (yt,), (tt,) = both(rng.integers(0, N, N))
    out["take 4M"] = {"yaten": lambda: yv.take(yt), "torch": lambda: tv.take(tt)}

    (sx, ssrc, sidx, smask), (ux, usrc, uidx, umask) = both(
        np.zeros(100, np.float32), rng.standard_normal(100).astype(np.float32), rng.integers(0, 100, 100),
        rng.random(100) > 0.5)
    small = {
        "scatter_add_ 100": (lambda: sx.scatter_add_(0, sidx, ssrc), lambda: ux.scatter_add_(0, uidx, usrc)),
        "scatter_ 100": (lambda: sx.scatter_(0, sidx, ssrc), lambda: ux.scatter_(0, uidx, usrc)),
        "gather 100": (lambda: ssrc.gather(0, sidx), lambda: usrc.gather(0, uidx)),
        "masked_select 100": (lambda: ssrc.masked_select(smask), lambda: usrc.masked_select(umask)),
        "masked_fill_ 100": (lambda: sx.masked_fill_(smask, 0.0), lambda: ux.masked_fill_(umask, 0.0)),
        "index_fill_ 100": (lambda: sx.index_fill_(0, sidx, 1.0), lambda: ux.index_fill_(0, uidx, 1.0)),
        "index_copy_ 100": (lambda: sx.index_copy_(0, sidx, ssrc), lambda: ux.index_copy_(0, uidx, usrc)),
        "index_add_ 100": (lambda: sx.index_add_(0, sidx, ssrc), lambda: ux.index_add_(0, uidx, usrc)),
        "take 100": (lambda: ssrc.take(sidx), lambda: usrc.take(uidx)),
        "put_ 100": (lambda: sx.put_(sidx, ssrc), lambda: ux.put_(uidx, usrc)),
        "scatter_reduce_ sum 100": (lambda: sx.scatter_reduce_(0, sidx, ssrc, "sum"),
                                    lambda: ux.scatter_reduce_(0, uidx, usrc, "sum")),
    }
    for name, (y, t) in small.items():
        out[name] = {"yaten": y, "torch": t}
    return out


def main():
    args = arguments(__doc__, min_time=0.2)
    print(f"threads: yaten {yaten.get_num_threads()}, torch {torch.get_num_threads()}")
    report(workloads(), args)


if __name__ == "__main__":
    main()
