"""Ops returning several views, their gradients flowing back from every
piece: unbind, chunk, split and split with sizes of a tensor requiring
grad, the pieces summed, then backward. One backward node per call builds
the input's gradient once (a cat or a stack); a node per piece would each
send back a zero tensor of the whole input to be summed, pieces x size. 100
pieces of (100, 128, 512), as an RNN script unbinds its time steps; 3
pieces, as a transformer's qkv.chunk(3, -1). yaten and torch take turns
call by call (bench/run.py interleaved), as yaten/torch ratios; with
--one-thread-interleaved both run one thread and the figures are process
CPU time per call (what a loaded machine changes least).

    /usr/bin/python3 bench/views.py [--one-thread-interleaved] [-k NAME-SUBSTRING] [--rounds N] [--min-time S]
"""
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402
import yaten  # noqa: E402

ONE_THREAD_CPU = "--one-thread-interleaved" in sys.argv
if ONE_THREAD_CPU:
    sys.argv.remove("--one-thread-interleaved")

CASES = {
    "unbind(0) 100 of (100,128,512)": ((100, 128, 512), lambda x: x.unbind(0)),
    "chunk(100) of (100,128,512)": ((100, 128, 512), lambda x: x.chunk(100)),
    "split(1) 100 of (100,128,512)": ((100, 128, 512), lambda x: x.split(1)),
    "split([1]*100) of (100,128,512)": ((100, 128, 512), lambda x: x.split([1] * 100)),
    "unbind(0) 3 of (3,2048,512)": ((3, 2048, 512), lambda x: x.unbind(0)),
    "chunk(3,-1) of (16,128,1536)": ((16, 128, 1536), lambda x: x.chunk(3, -1)),
    "split(512,-1) of (16,128,1536)": ((16, 128, 1536), lambda x: x.split(512, -1)),
}


def pieces_summed_backward(x, cut):
    sum(cut(x)).sum().backward()


def workloads():
    out = {}
    for name, (shape, cut) in CASES.items():
        data = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
        calls = {}
        for lib in (yaten, torch):
            x = lib.tensor(data, requires_grad=True)
            calls[lib.__name__] = (lambda x=x, cut=cut: pieces_summed_backward(x, cut))
        out[name + " summed, backward"] = calls
    return out


def report_cpu(chosen):
    width = max(len(name) for name in chosen) + 2
    print(f"{'workload (CPU time, one thread)':<{width}}{'yaten':>12}{'torch':>12}{'yaten/torch':>13}")
    for name, libs in chosen.items():
        y, t = run.interleaved_cpu_seconds(libs["yaten"], libs["torch"])
        print(f"{name:<{width}}{y * 1e3:10.2f}ms{t * 1e3:10.2f}ms{y / t:>13.2f}", flush=True)


if __name__ == "__main__":
    args = run.arguments(__doc__, min_time=0.2)
    threads = 1 if ONE_THREAD_CPU else 2
    torch.set_num_threads(threads)
    yaten.set_num_threads(threads)
    if ONE_THREAD_CPU:
        report_cpu({name: libs for name, libs in workloads().items() if args.k in name})
    else:
        run.report(workloads(), args)
