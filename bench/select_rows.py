"""Issue 21's point 3: lerp (Tensor weight), where, clamp (Scalar bounds;
yaten has no clamp.Tensor yet), masked_fill on contiguous rows, sum/mean on 16M floats, and SGD's
add_(g, alpha) / mul_ on a 784x256 weight; yaten and torch taking turns call
by call (bench/run.py interleaved), both with all cores, as yaten/torch
ratios. Goals: <= 0.8 for the 4M rows and sum/mean, <= 1.0 for add_/mul_.

    /usr/bin/python3 bench/select_rows.py [--rounds N] [--min-time S] [NAME-SUBSTRING]
"""
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import simd  # noqa: E402
import yaten  # noqa: E402


def workloads():
    """{label: (goal, yaten call, torch call)}."""
    rng = np.random.default_rng(0)
    n = 1 << 22
    a, b, w = (rng.standard_normal(n).astype(np.float32) for _ in range(3))
    mask = rng.random(n) < 0.5
    big = rng.standard_normal(1 << 24).astype(np.float32)
    wt, gt = (rng.standard_normal((784, 256)).astype(np.float32) for _ in range(2))
    lib_args = {}
    for lib, make in ((yaten, yaten.tensor), (torch, torch.from_numpy)):
        lib_args[lib] = dict(a=make(a), b=make(b), w=make(w), mask=make(mask), big=make(big),
                             weight=make(wt.copy()), grad=make(gt.copy()))
    calls = {
        "lerp.Tensor 4M": (0.8, lambda L, x: L.lerp(x["a"], x["b"], x["w"])),
        "where 4M": (0.8, lambda L, x: L.where(x["mask"], x["a"], x["b"])),
        "clamp Scalar 4M": (0.8, lambda L, x: L.clamp(x["a"], -0.5, 0.5)),
        "masked_fill 4M": (0.8, lambda L, x: x["a"].masked_fill(x["mask"], 0.25)),
        "sum 16M": (0.8, lambda L, x: x["big"].sum()),
        "mean 16M": (0.8, lambda L, x: x["big"].mean()),
        "w.add_(g, alpha) 784x256": (1.0, lambda L, x: x["weight"].add_(x["grad"], alpha=-1e-6)),
        "g.mul_(0.9999) 784x256": (1.0, lambda L, x: x["grad"].mul_(0.9999)),
    }
    return {name: (goal, (lambda f=f: f(yaten, lib_args[yaten])), (lambda f=f: f(torch, lib_args[torch])))
            for name, (goal, f) in calls.items()}


if __name__ == "__main__":
    simd.main(workloads, __doc__)
