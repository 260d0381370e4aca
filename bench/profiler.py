"""What yaten.profiler costs the ops, yaten beside torch (interleaved call by
call, as ratios yaten/torch): a small op (add of two 4-element tensors) and
a small matmul, before any profiler ran, after a profile() session opened
and closed (the profiler must leave the op path as it found it: no mode is
pushed while nothing records), and while each library's profiler records
(informational: what recording one event costs).

    /usr/bin/python3 bench/profiler.py [--rounds N] [--min-time S]
"""
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import yaten  # noqa: E402
from run import arguments, report  # noqa: E402


def workloads():
    ya, yb, ym = yaten.ones(4), yaten.ones(4), yaten.ones(8, 8)
    ta, tb, tm = torch.ones(4), torch.ones(4), torch.ones(8, 8)
    return {"add 4": {"yaten": lambda: ya + yb, "torch": lambda: ta + tb},
            "mm 8x8": {"yaten": lambda: ym @ ym, "torch": lambda: tm @ tm}}


def main():
    args = arguments(__doc__, min_time=0.2)
    torch.set_num_threads(1)
    yaten.set_num_threads(1)
    print("before any profiler:")
    report(workloads(), args)
    for lib in (yaten, torch):
        with lib.profiler.profile() as prof:
            lib.ones(2) + 1
        prof.key_averages()
    print("after a profile() session ended:")
    report(workloads(), args)
    print("while both profilers record:")
    with yaten.profiler.profile(), torch.profiler.profile():
        report(workloads(), args)


if __name__ == "__main__":
    main()
