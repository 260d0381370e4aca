"""Checkpoint save and load of a 100 MB state dict in 50 float32 tensors
(2 MB each), yaten beside torch 1.13 in one process, interleaved round by
round, as yaten/torch ratios; files go to a temporary directory (the page
cache, so this measures the libraries, not the disk). Then yaten.load with
mmap=True (torch 1.13 has no mmap option), in milliseconds.

    /usr/bin/python3 bench/serialization.py [--rounds 5] [--min-time 0.5]
"""
import argparse
import sys
import tempfile
from collections import OrderedDict
from pathlib import Path

import numpy as np
import torch

import yaten

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import interleaved, per_call_seconds  # noqa: E402

TENSORS, ELEMENTS = 50, 500_000  # 50 x 2 MB of float32


def state_dicts():
    rng = np.random.default_rng(0)
    arrays = [rng.standard_normal(ELEMENTS).astype(np.float32).reshape(500, 1000) for _ in range(TENSORS)]
    return (OrderedDict((f"layer{i}.weight", yaten.tensor(a)) for i, a in enumerate(arrays)),
            OrderedDict((f"layer{i}.weight", torch.from_numpy(a.copy())) for i, a in enumerate(arrays)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--min-time", type=float, default=0.5)
    args = parser.parse_args()
    ours, theirs = state_dicts()
    with tempfile.TemporaryDirectory() as tmp:
        y_path, t_path = Path(tmp) / "yaten.pt", Path(tmp) / "torch.pt"
        yaten.save(ours, y_path)
        torch.save(theirs, t_path)
        rows = [
            ("save 100 MB / 50 tensors", lambda: yaten.save(ours, y_path), lambda: torch.save(theirs, t_path)),
            ("load (yaten weights-only vs torch default)", lambda: yaten.load(y_path), lambda: torch.load(t_path)),
            ("load (both weights-only)", lambda: yaten.load(y_path),
             lambda: torch.load(t_path, weights_only=True)),
        ]
        print(f"{'workload':46} {'yaten ms':>9} {'torch ms':>9} {'yaten/torch':>12}")
        for name, mine, other in rows:
            times, ratio = interleaved({"yaten": mine, "torch": other}, args.rounds, args.min_time)
            print(f"{name:46} {min(times['yaten']) * 1e3:9.2f} {min(times['torch']) * 1e3:9.2f} {ratio:12.2f}")
        mapped = per_call_seconds(lambda: yaten.load(y_path, mmap=True), args.min_time)
        print(f"{'yaten.load(mmap=True)':46} {mapped * 1e3:9.2f}")


if __name__ == "__main__":
    main()
