"""python3 -m yaten.distributed.run: torchrun's static launcher. Starts
--nproc-per-node workers on this node with RANK, LOCAL_RANK, WORLD_SIZE,
LOCAL_WORLD_SIZE, GROUP_RANK, MASTER_ADDR, MASTER_PORT set (and one intra-op
thread each unless OMP_NUM_THREADS says otherwise). When a worker fails, the
others are stopped and the launcher exits with that worker's exit code;
Ctrl-C or SIGTERM stops them all."""
import argparse
import os
import signal
import subprocess
import sys
import time

_POLL_SECONDS = 0.1
_GRACE_SECONDS = 5.0


def _both_spellings(parser, name, **kwargs):
    # torchrun accepts --nproc-per-node and --nproc_per_node alike.
    parser.add_argument(f"--{name}", f"--{name.replace('-', '_')}", **kwargs)


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="python3 -m yaten.distributed.run", allow_abbrev=False,  # the script's own --nproc is not ours
        description="Start N worker processes per node for yaten.distributed (torchrun's options, static "
                    "rendezvous).")
    _both_spellings(parser, "nproc-per-node", type=int, default=1, help="workers on this node")
    parser.add_argument("--nnodes", default="1", help="number of nodes (N, or N:N; elastic ranges are refused)")
    _both_spellings(parser, "node-rank", type=int, default=0, help="this node's rank, 0 .. nnodes-1")
    _both_spellings(parser, "master-addr", default="127.0.0.1", help="address of node 0")
    _both_spellings(parser, "master-port", type=int, default=29500, help="free port on node 0")
    _both_spellings(parser, "rdzv-endpoint", default="", help="host:port of node 0 (overrides --master-addr/port)")
    _both_spellings(parser, "rdzv-backend", default="static", help="static (c10d is read as static)")
    parser.add_argument("--standalone", action="store_true", help="one node, a free port chosen here")
    parser.add_argument("-m", "--module", action="store_true", help="run the script as a module (python -m)")
    _both_spellings(parser, "no-python", action="store_true", help="run the script as a program, not with python")
    parser.add_argument("script", help="the training script (or module, or program)")
    parser.add_argument("script_args", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    low, _, high = args.nnodes.partition(":")
    if high and high != low:
        parser.error(f"--nnodes {args.nnodes}: only a fixed number of nodes is supported (static rendezvous)")
    args.nnodes = int(low)
    if args.nproc_per_node < 1 or args.nnodes < 1:
        parser.error("--nproc-per-node and --nnodes must be at least 1")
    if not 0 <= args.node_rank < args.nnodes:
        parser.error(f"--node-rank {args.node_rank} is out of range for --nnodes {args.nnodes}")
    if args.rdzv_endpoint:
        host, _, port = args.rdzv_endpoint.rpartition(":")
        if not host or not port.isdigit():
            parser.error(f"--rdzv-endpoint {args.rdzv_endpoint!r}: expected host:port")
        args.master_addr, args.master_port = host, int(port)
    if args.standalone:
        import socket
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            args.master_addr, args.master_port = "127.0.0.1", s.getsockname()[1]
    return args


def worker_command(args):
    if args.no_python:
        return [args.script, *args.script_args]
    if args.module:
        return [sys.executable, "-u", "-m", args.script, *args.script_args]
    return [sys.executable, "-u", args.script, *args.script_args]


def worker_env(args, local_rank):
    env = dict(os.environ)
    env.update(RANK=str(args.node_rank * args.nproc_per_node + local_rank), LOCAL_RANK=str(local_rank),
               WORLD_SIZE=str(args.nnodes * args.nproc_per_node), LOCAL_WORLD_SIZE=str(args.nproc_per_node),
               GROUP_RANK=str(args.node_rank), MASTER_ADDR=args.master_addr, MASTER_PORT=str(args.master_port))
    # Several workers on one machine would oversubscribe its cores otherwise.
    env.setdefault("OMP_NUM_THREADS", "1")
    return env


def stop(workers):
    """SIGTERM to every worker still running, SIGKILL after a grace period."""
    for w in workers:
        if w.poll() is None:
            w.terminate()
    deadline = time.monotonic() + _GRACE_SECONDS
    for w in workers:
        try:
            w.wait(max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            w.kill()
            w.wait()


def supervise(workers, first_rank):
    """Waits for the workers; returns 0, or the exit code of the first to fail."""
    while True:
        running = False
        for local_rank, w in enumerate(workers):
            code = w.poll()
            if code is None:
                running = True
            elif code != 0:
                reason = f"signal {-code}" if code < 0 else f"exit code {code}"
                print(f"yaten.distributed.run: worker rank {first_rank + local_rank} (local rank {local_rank}) "
                      f"failed with {reason}; stopping the other workers", file=sys.stderr, flush=True)
                stop(workers)
                return code if code > 0 else 128 - code
        if not running:
            return 0
        time.sleep(_POLL_SECONDS)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    command = worker_command(args)
    workers = []

    def on_signal(signum, frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, on_signal)
    try:
        for local_rank in range(args.nproc_per_node):
            workers.append(subprocess.Popen(command, env=worker_env(args, local_rank)))
        return supervise(workers, args.node_rank * args.nproc_per_node)
    except KeyboardInterrupt:
        print("yaten.distributed.run: interrupted; stopping the workers", file=sys.stderr, flush=True)
        stop(workers)
        return 130


if __name__ == "__main__":
    sys.exit(main())
