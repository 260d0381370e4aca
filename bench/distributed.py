"""Collective and DDP speed, yaten beside torch's gloo, 2 processes on
127.0.0.1: all_reduce of 16 MB float32, and one DDP training step (SGD) of
an MLP 784-256-10 at batch 64 per rank.

    /usr/bin/python3 bench/distributed.py [--rounds N] [--iterations N]

Both libraries run in the same pair of processes, each with its own process
group (its own port), and take turns of --iterations calls, so the
machine's other load weighs on both alike (run in separate processes one
after the other, the ratio swung from 0.7x to 2.8x between runs on the
loaded machine). Prints the median time of each and the median of the
per-round ratios."""
import argparse
import importlib
import os
import socket
import statistics
import subprocess
import sys
import time

LIBRARIES = ("yaten", "torch")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def worker(iterations, rounds):
    rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    ports = [int(p) for p in os.environ["BENCH_PORTS"].split(",")]
    steps = {}
    for lib_name, port in zip(LIBRARIES, ports):
        lib = importlib.import_module(lib_name)
        dist = importlib.import_module(lib_name + ".distributed")
        nn = lib.nn
        dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world)
        data = lib.ones(4 * 1024 * 1024)  # 16 MB of float32
        lib.manual_seed(0)
        model = nn.parallel.DistributedDataParallel(nn.Sequential(nn.Linear(784, 256), nn.ReLU(), nn.Linear(256, 10)))
        opt = lib.optim.SGD(model.parameters(), lr=0.01)
        x, y = lib.randn(64, 784), lib.randint(0, 10, (64,))

        def ddp_step(lib=lib, model=model, opt=opt, x=x, y=y):
            opt.zero_grad()
            lib.nn.functional.cross_entropy(model(x), y).backward()
            opt.step()
        steps[lib_name] = {"all_reduce": lambda dist=dist, data=data: dist.all_reduce(data), "ddp_step": ddp_step,
                           "barrier": dist.barrier}
    results = {}
    for key in ("all_reduce", "ddp_step"):
        for lib_name in LIBRARIES:
            for _ in range(3):  # warm up
                steps[lib_name][key]()
        times = {lib_name: [[] for _ in range(rounds)] for lib_name in LIBRARIES}
        for r in range(rounds):
            for lib_name in LIBRARIES:
                # A pause between the libraries' turns: yaten's communication
                # thread polls for 100 ms after its last op (then sleeps), which
                # would otherwise take CPU from torch's turn.
                time.sleep(0.15)
                steps[lib_name]["barrier"]()
                for _ in range(iterations):
                    start = time.perf_counter()
                    steps[lib_name][key]()
                    times[lib_name][r].append(time.perf_counter() - start)
        results[key] = times
    if rank == 0:
        print(f"{'workload (2 processes, loopback)':40} {'yaten':>10} {'torch':>10} {'ratio':>7}")
        for key, label in [("all_reduce", "all_reduce 16 MB float32"),
                           ("ddp_step", "DDP step MLP 784-256-10, batch 64")]:
            medians = {lib: [statistics.median(t) for t in results[key][lib]] for lib in LIBRARIES}
            ratio = statistics.median(o / t for o, t in zip(medians["yaten"], medians["torch"]))
            ours, theirs = statistics.median(medians["yaten"]), statistics.median(medians["torch"])
            print(f"{label:40} {ours * 1e3:8.2f}ms {theirs * 1e3:8.2f}ms {ratio:6.2f}x", flush=True)
    for lib_name in LIBRARIES:
        importlib.import_module(lib_name + ".distributed").destroy_process_group()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=10, help="calls per library per turn")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(args.iterations, args.rounds)
    ports = ",".join(str(free_port()) for _ in LIBRARIES)
    procs = [subprocess.Popen([sys.executable, __file__, "--worker", "--iterations", str(args.iterations),
                               "--rounds", str(args.rounds)],
                              env=dict(os.environ, RANK=str(r), WORLD_SIZE="2", BENCH_PORTS=ports,
                                       OMP_NUM_THREADS="1")) for r in range(2)]
    for p in procs:
        p.wait(timeout=600)


if __name__ == "__main__":
    main()
