"""Device moves and factories with device= (issue 16): yaten and torch
interleaved call by call in one process (bench/run.py's interleaved), as
ratios. Goals: x.to(device) / x.cpu() on a CPU tensor and factory calls
with device="cpu" at most 0.5x torch's time.

    /usr/bin/python3 bench/devices.py [--rounds 5] [--min-time 0.2]
"""
import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402

import yaten  # noqa: E402
from run import interleaved  # noqa: E402

GOAL = 0.5  # for every workload here


def workloads():
    x, t = yaten.ones(16), torch.ones(16)
    yd, td = yaten.device("cpu"), torch.device("cpu")
    return {
        "x.to(device)": {"yaten": lambda: x.to(yd), "torch": lambda: t.to(td)},
        "x.to('cpu')": {"yaten": lambda: x.to("cpu"), "torch": lambda: t.to("cpu")},
        "x.cpu()": {"yaten": lambda: x.cpu(), "torch": lambda: t.cpu()},
        "zeros(16, device='cpu')": {"yaten": lambda: yaten.zeros(16, device="cpu"),
                                    "torch": lambda: torch.zeros(16, device="cpu")},
        "ones(4, 4, device=device)": {"yaten": lambda: yaten.ones(4, 4, device=yd),
                                      "torch": lambda: torch.ones(4, 4, device=td)},
        "arange(16, device='cpu')": {"yaten": lambda: yaten.arange(16, device="cpu"),
                                     "torch": lambda: torch.arange(16, device="cpu")},
        "zeros_like(x, device='cpu')": {"yaten": lambda: yaten.zeros_like(x, device="cpu"),
                                        "torch": lambda: torch.zeros_like(t, device="cpu")},
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--min-time", type=float, default=0.2)
    args = parser.parse_args()
    print(f"{'workload':32s} {'yaten ns':>9s} {'torch ns':>9s} {'ratio':>6s}  goal <= {GOAL}")
    for name, libs in workloads().items():
        times, ratio = interleaved(libs, args.rounds, args.min_time)
        y, t = (statistics.median(times[lib]) * 1e9 for lib in ("yaten", "torch"))
        print(f"{name:32s} {y:9.0f} {t:9.0f} {ratio:6.2f}  {'ok' if ratio <= GOAL else 'MISSED'}")


if __name__ == "__main__":
    main()
