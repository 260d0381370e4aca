"""Per-call cost of the everyday operators and numbers of issue 16, yaten
beside torch, interleaved call by call in one process (run.py's method):
bitwise and shift operators, floor division, numpy scalars as operands,
the legacy constructors, and DLPack / numpy exchange.

    /usr/bin/python3 bench/operators_interop.py [-k NAME]
"""
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run import arguments, report  # noqa: E402

import yaten  # noqa: E402


def workloads():
    out = {}
    for lib in (yaten, torch):
        i = lib.arange(100)
        j = lib.arange(100) % 7
        f = lib.arange(100.0)
        b = i > 50
        n = np.arange(100.0)
        for name, fn in {
            "i & j 100": lambda i=i, j=j: i & j,
            "i << 2 100": lambda i=i: i << 2,
            "~b 100": lambda b=b: ~b,
            "i // 3 100": lambda i=i: i // 3,
            "f // 2.5 100": lambda f=f: f // 2.5,
            "f * np.float32 100": lambda f=f: f * np.float32(2),
            "np.int64 * f 100": lambda f=f: np.int64(2) * f,
            "LongTensor([..])": lambda lib=lib: lib.LongTensor([1, 2, 3]),
            "x.type()": lambda f=f: f.type(),
            "from_dlpack(np)": lambda lib=lib, n=n: lib.from_dlpack(n),
            "from_numpy 100": lambda lib=lib, n=n: lib.from_numpy(n),
        }.items():
            out.setdefault(name, {})["yaten" if lib is yaten else "torch"] = fn
    return out


def main():
    args = arguments(__doc__, min_time=0.05)
    torch.set_num_threads(2)
    report(workloads(), args)


if __name__ == "__main__":
    main()
