"""What releasing the GIL costs and gives (issue 22): the longest pause a
ticking Python thread sees while one long op runs (yaten beside torch), and
the per-call yaten/torch ratio of small ops, which keep the GIL.

    /usr/bin/python3 bench/gil_release.py
"""
import argparse
import os
import sys
import threading
import time

import torch

import yaten

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run import interleaved  # noqa: E402


def pause_during(work):
    """The longest gap (s) between 1 ms ticks of another Python thread while work() runs."""
    ticks, stop = [], threading.Event()

    def ticker():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    thread = threading.Thread(target=ticker)
    thread.start()
    time.sleep(0.01)
    start = time.perf_counter()
    work()
    end = time.perf_counter()
    stop.set()
    thread.join()
    inside = [start] + [t for t in ticks if start <= t <= end] + [end]
    return max(b - a for a, b in zip(inside, inside[1:]))


def longest_pause(work, repeats=3):
    """Median over repeats of pause_during(work), in ms."""
    return sorted(pause_during(work) for _ in range(repeats))[repeats // 2] * 1e3


def long_ops(lib):
    a, b = lib.rand(2048, 2048), lib.rand(2048, 2048)
    x = lib.rand(50_000_000)
    w, v = lib.rand(1024, 1024, requires_grad=True), lib.rand(1024, 1024)

    def backward():
        (v.mm(w).exp() * 1e-3).sum().backward()
    return {"mm 2048x2048": lambda: lib.mm(a, b), "exp 50M": lambda: x.exp(),
            "cumsum 50M": lambda: x.cumsum(0), "mm, exp, sum and their backward 1024": backward}


def small_ops():
    ya, yb = yaten.rand(100), yaten.rand(100)
    ta, tb = torch.rand(100), torch.rand(100)
    ym, tm = yaten.rand(64, 64), torch.rand(64, 64)
    return {"add 100": {"yaten": lambda: yaten.add(ya, yb), "torch": lambda: torch.add(ta, tb)},
            "exp 100": {"yaten": lambda: ya.exp(), "torch": lambda: ta.exp()},
            "mm 64x64": {"yaten": lambda: ym.mm(ym), "torch": lambda: tm.mm(tm)},
            "sum 64x64": {"yaten": lambda: ym.sum(), "torch": lambda: tm.sum()}}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--min-time", type=float, default=0.05)
    args = parser.parse_args()
    print("longest pause of another thread (ms, median of 3)   yaten    torch")
    ours, theirs = long_ops(yaten), long_ops(torch)
    for name in ours:
        print(f"  {name:<50} {longest_pause(ours[name]):7.1f}  {longest_pause(theirs[name]):7.1f}")
    print("small ops, per call (they keep the GIL)            yaten/torch")
    for name, libs in small_ops().items():
        times, ratio = interleaved(libs, args.rounds, args.min_time)
        print(f"  {name:<50} {ratio:6.2f}x  ({min(times['yaten']) * 1e6:.2f} us vs {min(times['torch']) * 1e6:.2f} us)")


if __name__ == "__main__":
    main()
