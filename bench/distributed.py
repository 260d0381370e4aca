"""Collective and DDP speed, yaten beside torch's gloo, 2 processes on
127.0.0.1: all_reduce of 16 MB float32, and one DDP training step (SGD) of
an MLP 784-256-10 at batch 64 per rank.

    /usr/bin/python3 bench/distributed.py [--rounds N]

Each library runs in its own pair of processes (they cannot share a port or
a process group); the two runs alternate for --rounds rounds and the
medians are compared. The machine's other load moves both alike only when
they alternate, so read the ratio, not the times."""
import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(lib_name, iterations):
    import importlib
    lib = importlib.import_module(lib_name)
    dist = importlib.import_module(lib_name + ".distributed")
    nn = lib.nn
    dist.init_process_group("gloo")
    rank = dist.get_rank()

    def timed(step, warmup=3):
        for _ in range(warmup):
            step()
        dist.barrier()
        times = []
        for _ in range(iterations):
            start = time.perf_counter()
            step()
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    data = lib.ones(4 * 1024 * 1024)  # 16 MB of float32
    all_reduce = timed(lambda: dist.all_reduce(data))

    lib.manual_seed(0)
    model = nn.parallel.DistributedDataParallel(nn.Sequential(nn.Linear(784, 256), nn.ReLU(), nn.Linear(256, 10)))
    opt = lib.optim.SGD(model.parameters(), lr=0.01)
    x = lib.randn(64, 784)
    y = lib.randint(0, 10, (64,))

    def ddp_step():
        opt.zero_grad()
        nn.functional.cross_entropy(model(x), y).backward()
        opt.step()
    ddp = timed(ddp_step)
    if rank == 0:
        print("RESULT " + json.dumps({"all_reduce": all_reduce, "ddp_step": ddp}), flush=True)
    dist.destroy_process_group()


def run_pair(lib_name, iterations):
    port = free_port()
    procs = [subprocess.Popen([sys.executable, __file__, "--worker", lib_name, "--iterations", str(iterations)],
                              env=dict(os.environ, MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port), RANK=str(r),
                                       WORLD_SIZE="2", OMP_NUM_THREADS="1"),
                              stdout=subprocess.PIPE, text=True) for r in range(2)]
    outputs = [p.communicate(timeout=600)[0] for p in procs]
    line = next(line for line in outputs[0].splitlines() if line.startswith("RESULT "))
    return json.loads(line[7:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--iterations", type=int, default=20)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(args.worker, args.iterations)
    results = {"yaten": [], "torch": []}
    for _ in range(args.rounds):
        for lib in results:
            results[lib].append(run_pair(lib, args.iterations))
    print(f"{'workload (2 processes, loopback)':40} {'yaten':>10} {'torch':>10} {'ratio':>7}")
    for key, label in [("all_reduce", "all_reduce 16 MB float32"), ("ddp_step", "DDP step MLP 784-256-10, batch 64")]:
        ours = statistics.median(r[key] for r in results["yaten"])
        theirs = statistics.median(r[key] for r in results["torch"])
        print(f"{label:40} {ours * 1e3:8.2f}ms {theirs * 1e3:8.2f}ms {ours / theirs:6.2f}x")


if __name__ == "__main__":
    main()
