"""What anomaly mode costs, yaten beside torch (interleaved call by call, as
ratios yaten/torch): a small op that records a node (mul of two 4-element
tensors requiring grad) and its backward, with anomaly mode off (where it
must cost nothing: one flag read per node) and on (each node records the
Python stack of its forward call, as torch's does).

    /usr/bin/python3 bench/anomaly_mode.py [--rounds N] [--min-time S]
"""
import argparse
import sys
import warnings
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import yaten  # noqa: E402
from run import interleaved  # noqa: E402


def workloads():
    ya, yb = (yaten.ones(4, requires_grad=True) for _ in range(2))
    ta, tb = (torch.ones(4, requires_grad=True) for _ in range(2))
    return {
        "mul (records a node)": {"yaten": lambda: ya * yb, "torch": lambda: ta * tb},
        "mul + sum + backward": {"yaten": lambda: (ya * yb).sum().backward(),
                                 "torch": lambda: (ta * tb).sum().backward()},
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--min-time", type=float, default=0.2)
    args = parser.parse_args()
    print(f"{'workload':<36}{'yaten':>12}{'torch':>12}{'ratio':>8}")
    for mode in (False, True):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yaten.autograd.set_detect_anomaly(mode)
            torch.autograd.set_detect_anomaly(mode)
        for name, libs in workloads().items():
            times, ratio = interleaved(libs, args.rounds, args.min_time)
            label = f"{name}, anomaly {'on' if mode else 'off'}"
            print(f"{label:<36}{min(times['yaten']) * 1e6:>10.2f}us{min(times['torch']) * 1e6:>10.2f}us{ratio:>8.2f}")


if __name__ == "__main__":
    main()
