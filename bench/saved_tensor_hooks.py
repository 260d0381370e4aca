"""What saved-tensor hooks cost, yaten beside torch (interleaved call by
call, as ratios yaten/torch): ops that save tensors for backward (a mul of
two tensors requiring grad, a small matmul + relu) and their backward,
with no hooks (where saving must cost what it did before: one thread-local
read per saved tensor) and under saved_tensors_hooks with identity
pack/unpack (a Python call per saved tensor, each way).

    /usr/bin/python3 bench/saved_tensor_hooks.py [--rounds N] [--min-time S]
"""
import argparse
import contextlib
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import yaten  # noqa: E402
from run import interleaved  # noqa: E402


def workloads():
    ya, yb = (yaten.ones(4, requires_grad=True) for _ in range(2))
    ta, tb = (torch.ones(4, requires_grad=True) for _ in range(2))
    yw, yx = yaten.randn(64, 64, requires_grad=True), yaten.randn(8, 64)
    tw, tx = torch.randn(64, 64, requires_grad=True), torch.randn(8, 64)
    return {
        "mul (saves both)": {"yaten": lambda: ya * yb, "torch": lambda: ta * tb},
        "mul + sum + backward": {"yaten": lambda: (ya * yb).sum().backward(),
                                 "torch": lambda: (ta * tb).sum().backward()},
        "matmul + relu + backward": {"yaten": lambda: (yx @ yw).relu().sum().backward(),
                                     "torch": lambda: (tx @ tw).relu().sum().backward()},
    }


def hooks(lib, on):
    return lib.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: t) if on else contextlib.nullcontext()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--min-time", type=float, default=0.2)
    args = parser.parse_args()
    torch.set_num_threads(1)
    yaten.set_num_threads(1)
    print(f"{'workload':<40}{'yaten':>12}{'torch':>12}{'ratio':>8}")
    for on in (False, True):
        with hooks(yaten, on), hooks(torch, on):
            for name, libs in workloads().items():
                times, ratio = interleaved(libs, args.rounds, args.min_time)
                label = f"{name}, hooks {'on' if on else 'off'}"
                print(f"{label:<40}{min(times['yaten']) * 1e6:>10.2f}us{min(times['torch']) * 1e6:>10.2f}us{ratio:>8.2f}")


if __name__ == "__main__":
    main()
