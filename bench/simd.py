"""Issue 21's elementwise and reduction goals (yaten's Highway + SLEEF rows):
on 4M and 16M float32 elements add, mul, exp, log, tanh, sigmoid, gelu, erf,
sum, mean, max, argmax and var, and each pointwise op on 100 elements (the
per-call cost); yaten and torch taking turns call by call (bench/run.py
interleaved), both with all cores, as yaten/torch ratios. Goals: <= 0.8 at
4M/16M (<= 0.7 for the transcendental ops), <= 0.5 per call at 100.

    /usr/bin/python3 bench/simd.py [--rounds N] [--min-time S] [NAME-SUBSTRING]
"""
import argparse
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import yaten  # noqa: E402
from run import interleaved  # noqa: E402

TRANSCENDENTAL = {"exp", "log", "tanh", "sigmoid", "gelu", "erf"}


def large(n, rng):
    """(name, yaten call, torch call) on n float32 elements."""
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    pos = np.abs(a) + 0.5
    ya, yb, yp = yaten.tensor(a), yaten.tensor(b), yaten.tensor(pos)
    ta, tb, tp = torch.from_numpy(a), torch.from_numpy(b), torch.from_numpy(pos)
    return (
        ("add", lambda: ya + yb, lambda: ta + tb),
        ("mul", lambda: ya * yb, lambda: ta * tb),
        ("exp", lambda: ya.exp(), lambda: ta.exp()),
        ("log", lambda: yp.log(), lambda: tp.log()),
        ("tanh", lambda: ya.tanh(), lambda: ta.tanh()),
        ("sigmoid", lambda: ya.sigmoid(), lambda: ta.sigmoid()),
        ("gelu", lambda: yaten.nn.functional.gelu(ya), lambda: torch.nn.functional.gelu(ta)),
        ("erf", lambda: ya.erf(), lambda: ta.erf()),
        ("sum", lambda: ya.sum(), lambda: ta.sum()),
        ("mean", lambda: ya.mean(), lambda: ta.mean()),
        ("max", lambda: ya.max(), lambda: ta.max()),
        ("argmax", lambda: ya.argmax(), lambda: ta.argmax()),
        ("var", lambda: ya.var(), lambda: ta.var()),
    )


def small(rng):
    """(name, yaten call, torch call) on 100 float32 elements: the per-call cost."""
    a = rng.standard_normal(100).astype(np.float32)
    ya, ta = yaten.tensor(a), torch.from_numpy(a)
    return (
        ("add", lambda: ya + ya, lambda: ta + ta),
        ("mul", lambda: ya * ya, lambda: ta * ta),
        ("exp", lambda: ya.exp(), lambda: ta.exp()),
        ("tanh", lambda: ya.tanh(), lambda: ta.tanh()),
        ("sigmoid", lambda: ya.sigmoid(), lambda: ta.sigmoid()),
        ("erf", lambda: ya.erf(), lambda: ta.erf()),
        ("sum", lambda: ya.sum(), lambda: ta.sum()),
        ("max", lambda: ya.max(), lambda: ta.max()),
    )


def workloads():
    """{label: (goal, yaten call, torch call)}."""
    rng = np.random.default_rng(0)
    out = {}
    for label, n in (("4M", 1 << 22), ("16M", 1 << 24)):
        for name, fy, ft in large(n, rng):
            out[f"{name} {label}"] = (0.7 if name in TRANSCENDENTAL else 0.8, fy, ft)
    for name, fy, ft in small(rng):
        out[f"{name} 100"] = (0.5, fy, ft)
    return out


def main(make_workloads=workloads, description=__doc__):
    """Times each of make_workloads()'s {label: (goal, yaten call, torch call)} interleaved."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--min-time", type=float, default=0.1)
    parser.add_argument("only", nargs="?", default="")
    args = parser.parse_args()
    for label, (goal, fy, ft) in make_workloads().items():
        if args.only not in label:
            continue
        times, ratio = interleaved({"yaten": fy, "torch": ft}, args.rounds, args.min_time)
        print(f"{label:12s} yaten {min(times['yaten']) * 1e6:9.1f} us  torch {min(times['torch']) * 1e6:9.1f} us"
              f"  ratio {ratio:5.2f}  (goal <= {goal})", flush=True)


if __name__ == "__main__":
    main()
