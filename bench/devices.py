"""Device moves and factories with device= (issue 16): yaten and torch
interleaved call by call in one process (bench/run.py's interleaved), as
ratios. Goals: x.to(device) / x.cpu() on a CPU tensor and factory calls
with device="cpu" at most 0.5x torch's time.

    /usr/bin/python3 bench/devices.py [--rounds 5] [--min-time 0.2]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402

import yaten  # noqa: E402
from run import arguments, report  # noqa: E402

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
    args = arguments(__doc__, min_time=0.2)
    report(workloads(), args, goal=GOAL)


if __name__ == "__main__":
    main()
