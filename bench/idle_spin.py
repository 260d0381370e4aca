"""What each library's idle worker threads burn after a parallel call: the
process CPU time spent while the caller sleeps right after one two-thread
softmax on (4096, 1000) float32, yaten's and torch's. A worker that spins
holds a core the other library's next call (and every other program) could
use; in bench/nn_kernels.py's default mode every yaten call starts inside
torch's spin, so its worker shares a core with torch's spinning one.

    /usr/bin/python3 bench/idle_spin.py [--calls N] [--sleep-ms MS]
"""
import argparse
import statistics
import time

import numpy as np
import torch
import yaten


def cpu_while_sleeping(call, calls, sleep_s):
    """Process CPU seconds spent during a sleep of sleep_s after each call."""
    call()
    spent = []
    for _ in range(calls):
        call()
        t0 = time.process_time()
        time.sleep(sleep_s)
        spent.append(time.process_time() - t0)
    return spent


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=20)
    parser.add_argument("--sleep-ms", type=float, default=30.0)
    args = parser.parse_args()
    torch.set_num_threads(2)
    yaten.set_num_threads(2)
    a = np.random.default_rng(0).standard_normal((4096, 1000)).astype(np.float32)
    calls = {"yaten": lambda x=yaten.tensor(a): yaten.softmax(x, -1), "torch": lambda x=torch.tensor(a): torch.softmax(x, -1)}
    for name, call in calls.items():
        spent = cpu_while_sleeping(call, args.calls, args.sleep_ms / 1e3)
        print(f"{name}: CPU during a {args.sleep_ms:.0f} ms sleep after a call: median {statistics.median(spent) * 1e3:6.2f} ms, "
              f"max {max(spent) * 1e3:6.2f} ms ({args.calls} calls)", flush=True)


if __name__ == "__main__":
    main()
