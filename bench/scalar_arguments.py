"""The per-call cost of ops that read a Python number as their element type
(checked as torch's Scalar::to<T> checks it: once per call, never per
element), on 100 float32 and int8 elements: add with alpha, clamp,
hardtanh, leaky_relu, threshold, lerp, fill_, masked_fill, where and pow
with a number; yaten and torch taking turns call by call (bench/run.py
interleaved), as yaten/torch ratios. Goal: <= 0.5, as bench/simd.py's
100-element rows.

    /usr/bin/python3 bench/scalar_arguments.py [--rounds N] [--min-time S] [NAME-SUBSTRING]
"""
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import yaten  # noqa: E402
from simd import main  # noqa: E402


def calls(lib, x, i):
    """(name, call) on lib's 100-element float32 x and int8 i."""
    F = lib.nn.functional
    return (
        ("add alpha", lambda: x.add(x, alpha=2)),
        ("clamp", lambda: x.clamp(-0.5, 0.5)),
        ("hardtanh", lambda: F.hardtanh(x, -0.5, 0.5)),
        ("leaky_relu", lambda: F.leaky_relu(x, 0.1)),
        ("threshold", lambda: F.threshold(x, 0.1, 2.0)),
        ("lerp", lambda: x.lerp(x, 0.3)),
        ("fill_ int8", lambda: i.fill_(7)),
        ("masked_fill int8", lambda: i.masked_fill(i > 0, 7)),
        ("where int8", lambda: lib.where(i > 0, i, 7)),
        ("pow int8", lambda: i.pow(2)),
    )


def workloads():
    """{label: (goal, yaten call, torch call)}."""
    rng = np.random.default_rng(0)
    a = rng.standard_normal(100).astype(np.float32)
    b = rng.integers(-5, 5, 100).astype(np.int8)
    ours = calls(yaten, yaten.tensor(a), yaten.tensor(b))
    theirs = calls(torch, torch.from_numpy(a.copy()), torch.from_numpy(b.copy()))
    return {f"{name} 100": (0.5, fy, ft) for (name, fy), (_, ft) in zip(ours, theirs)}


if __name__ == "__main__":
    main(workloads, __doc__)
