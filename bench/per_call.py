"""Issue 21's per-call goal (<= 0.5x torch) on what a training script calls
every step, on tensors small enough that the call, not the kernel, is the
time: operators and methods on 100 float32 elements, a (10, 10) tensor's
indexing (reads and writes) and views, and the shape queries (whose
time is mostly the Python call itself: about 30 ns of a lambda's call
either way, so their ratios stay near 0.6-0.8). yaten and torch interleaved call
by call (run.py's method), as yaten/torch ratios.

    /usr/bin/python3 bench/per_call.py [-k NAME] [--rounds 5] [--min-time 0.05]
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run import arguments, report  # noqa: E402

import yaten  # noqa: E402


def workloads():
    libs = {"yaten": yaten, "torch": torch}
    x = {name: lib.randn(100) for name, lib in libs.items()}
    m = {name: lib.randn(10, 10) for name, lib in libs.items()}
    w = {name: lib.randn(100, requires_grad=True) for name, lib in libs.items()}
    forms = {
        "x + y": lambda lib, x, m, w: lambda: x + x,
        "x * y": lambda lib, x, m, w: lambda: x * x,
        "x * 2.0": lambda lib, x, m, w: lambda: x * 2.0,
        "torch.add(x, y)": lambda lib, x, m, w: lambda: lib.add(x, x),
        "x.add_(y)": lambda lib, x, m, w: lambda: x.add_(x),
        "x.exp()": lambda lib, x, m, w: lambda: x.exp(),
        "x.sum()": lambda lib, x, m, w: lambda: x.sum(),
        "x.sum(0)": lambda lib, x, m, w: lambda: m.sum(0),
        "w * x (requires_grad)": lambda lib, x, m, w: lambda: w * x,
        "m[0]": lambda lib, x, m, w: lambda: m[0],
        "m[0, 1]": lambda lib, x, m, w: lambda: m[0, 1],
        "m[:, 1:5]": lambda lib, x, m, w: lambda: m[:, 1:5],
        "m[None]": lambda lib, x, m, w: lambda: m[None],
        "m[..., 0]": lambda lib, x, m, w: lambda: m[..., 0],
        "m[0] = 1.0": lambda lib, x, m, w: lambda: m.__setitem__(0, 1.0),
        "m[0] = v": lambda lib, x, m, w: (lambda v: lambda: m.__setitem__(0, v))(lib.ones(10)),
        "m[:, 0] = 0": lambda lib, x, m, w: lambda: m.__setitem__((slice(None), 0), 0.0),
        "x.view(10, 10)": lambda lib, x, m, w: lambda: x.view(10, 10),
        "x.view(-1)": lambda lib, x, m, w: lambda: x.view(-1),
        "m.t()": lambda lib, x, m, w: lambda: m.t(),
        "m.size(0)": lambda lib, x, m, w: lambda: m.size(0),
        "m.size()": lambda lib, x, m, w: lambda: m.size(),
        "m.shape": lambda lib, x, m, w: lambda: m.shape,
        "m.dim()": lambda lib, x, m, w: lambda: m.dim(),
        "m.numel()": lambda lib, x, m, w: lambda: m.numel(),
        "x.item() of x.sum()": lambda lib, x, m, w: (lambda s: lambda: s.item())(x.sum()),
    }
    return {name: {lib_name: make(lib, x[lib_name], m[lib_name], w[lib_name]) for lib_name, lib in libs.items()}
            for name, make in forms.items()}


def main():
    args = arguments(__doc__)
    torch.set_num_threads(2)
    report(workloads(), args, goal=0.5)


if __name__ == "__main__":
    main()
