"""The 16-bit floats, yaten beside torch: float32 -> float16 / bfloat16
conversion and back, add, mul, sum, matmul and linear in float16 and
bfloat16 (matmul and linear in bfloat16 only: torch 1.13 has no float16
matmul on the CPU), on 4M elements (matmul 256x256); interleaved call by
call, as ratios yaten/torch.

    /usr/bin/python3 bench/dtypes.py [--rounds N] [--min-time S] [-k NAME] [--threads N]

--threads sets both libraries' intra-op threads alike (by default each keeps
its own: torch takes one per physical core, yaten one per CPU the process
may run on), so a ratio measures the kernels rather than the thread counts.
"""
import argparse
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import yaten  # noqa: E402
from run import interleaved  # noqa: E402

N = 4_000_000


def both(array, dtype):
    return yaten.tensor(array).to(getattr(yaten, dtype)), torch.from_numpy(array.copy()).to(getattr(torch, dtype))


def workloads():
    rng = np.random.default_rng(0)
    x32 = rng.standard_normal(N).astype(np.float32)
    y32, t32 = yaten.tensor(x32), torch.from_numpy(x32.copy())
    out = {}
    for dtype in ("float16", "bfloat16"):
        ya, ta = both(x32, dtype)
        yb, tb = both(rng.standard_normal(N).astype(np.float32), dtype)
        yd, td = getattr(yaten, dtype), getattr(torch, dtype)
        out[f"float32 -> {dtype} 4M"] = {"yaten": lambda yd=yd: y32.to(yd), "torch": lambda td=td: t32.to(td)}
        out[f"{dtype} -> float32 4M"] = {"yaten": lambda ya=ya: ya.float(), "torch": lambda ta=ta: ta.float()}
        out[f"add {dtype} 4M"] = {"yaten": lambda ya=ya, yb=yb: ya + yb, "torch": lambda ta=ta, tb=tb: ta + tb}
        out[f"mul {dtype} 4M"] = {"yaten": lambda ya=ya, yb=yb: ya * yb, "torch": lambda ta=ta, tb=tb: ta * tb}
        out[f"sum {dtype} 4M"] = {"yaten": lambda ya=ya: ya.sum(), "torch": lambda ta=ta: ta.sum()}
    ym, tm = both(rng.standard_normal((256, 256)).astype(np.float32), "bfloat16")
    out["matmul bfloat16 256x256"] = {"yaten": lambda: ym @ ym, "torch": lambda: tm @ tm}
    yx, tx = both(rng.standard_normal((64, 512)).astype(np.float32), "bfloat16")
    yw, tw = both(rng.standard_normal((256, 512)).astype(np.float32), "bfloat16")
    yb, tb = both(rng.standard_normal(256).astype(np.float32), "bfloat16")
    out["linear bfloat16 64x512 -> 256"] = {"yaten": lambda: yaten.nn.functional.linear(yx, yw, yb),
                                            "torch": lambda: torch.nn.functional.linear(tx, tw, tb)}
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--min-time", type=float, default=0.2)
    parser.add_argument("-k", default="", help="only workloads whose name contains this")
    parser.add_argument("--threads", type=int, default=0, help="intra-op threads for both libraries (0: defaults)")
    args = parser.parse_args()
    if args.threads:
        yaten.set_num_threads(args.threads)
        torch.set_num_threads(args.threads)
    print(f"{'workload':<32}{'yaten':>12}{'torch':>12}{'ratio':>8}")
    for name, libs in workloads().items():
        if args.k not in name:
            continue
        times, ratio = interleaved(libs, args.rounds, args.min_time)
        print(f"{name:<32}{min(times['yaten']) * 1e6:>10.1f}us{min(times['torch']) * 1e6:>10.1f}us{ratio:>8.2f}")


if __name__ == "__main__":
    main()
