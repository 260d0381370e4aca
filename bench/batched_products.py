"""bmm over many small matrices, as PyTorch's benchmark recipe computes a
batched dot (a (B,1,n) @ (B,n,1) bmm) and as attention over short heads
does, against BLAS-sized ones; yaten and torch taking turns call by call
(bench/run.py interleaved), as yaten/torch ratios.

    /usr/bin/python3 bench/batched_products.py [-k NAME-SUBSTRING] [--rounds N] [--min-time S]
"""
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402
import yaten  # noqa: E402

SHAPES = {
    "batched dot (10000,1,64)@(10000,64,1)": ((10000, 1, 64), (10000, 64, 1)),
    "batched dot (1024,1,1024)@(1024,1024,1)": ((1024, 1, 1024), (1024, 1024, 1)),
    "(4096,4,16)@(4096,16,4)": ((4096, 4, 16), (4096, 16, 4)),
    "(64,64,64)@(64,64,64)": ((64, 64, 64), (64, 64, 64)),
}


def workloads():
    rng = np.random.default_rng(0)
    out = {}
    for name, (sa, sb) in SHAPES.items():
        a, b = rng.standard_normal(sa).astype(np.float32), rng.standard_normal(sb).astype(np.float32)
        ya, yb, ta, tb = yaten.tensor(a), yaten.tensor(b), torch.tensor(a), torch.tensor(b)
        out[name] = {"yaten": lambda ya=ya, yb=yb: yaten.bmm(ya, yb), "torch": lambda ta=ta, tb=tb: torch.bmm(ta, tb)}
    return out


if __name__ == "__main__":
    args = run.arguments(__doc__)
    torch.set_num_threads(2)
    run.report(workloads(), args)
