"""The nn kernels every transformer and CNN runs (issue 21's goals): softmax,
log_softmax, cross_entropy, layer_norm, batch_norm, group_norm, gelu (both
forms) and silu on (4096, 1000) and (64, 256, 768) float32, forward alone
and forward + backward; conv2d forward + backward at batch 64; SGD's
add_/mul_ on a 784x256 weight; the MLP and CNN training steps. yaten and
torch take turns call by call (bench/run.py's interleaved); prints yaten/torch.
With --one-thread-cpu, each library runs on one thread (OpenBLAS's too) and
the ratio is of process CPU time: what each spends per call, which a
machine loaded by other work changes far less than it changes wall time.
--one-thread-cpu each library runs its own loop; --one-thread-interleaved
times the same way with the calls alternating as in the default mode, so
that what one library leaves in the caches (the other's output, dirty in
L3) weighs on the next call of the other.

With --threads N, both libraries run N threads (OpenBLAS too), timed as in
the default mode (interleaved wall time): --threads 1 is each kernel's
per-thread speed, without the two pools contending for the cores.

With --torch-alone, torch's calls only, no yaten call between them (wall
time, two threads): what torch costs by itself. --torch-wait passive sets
OMP_WAIT_POLICY=PASSIVE before torch loads (its OpenMP workers then sleep
at once after a parallel region instead of spinning, which holds a core
while yaten's next call runs); comparing torch alone with and without it
says whether the policy changes torch's own times at a size.

    /usr/bin/python3 bench/nn_kernels.py [--one-thread-cpu | --one-thread-interleaved | --threads N | --torch-alone] [--torch-wait passive] [NAME-SUBSTRING ...]
"""
import os
import sys
import time
from pathlib import Path

OPTIONS = ("--one-thread-cpu", "--one-thread-interleaved", "--torch-alone", "--torch-wait", "passive")
INTERLEAVED_CPU = "--one-thread-interleaved" in sys.argv
ONE_THREAD = "--one-thread-cpu" in sys.argv or INTERLEAVED_CPU
TORCH_ALONE = "--torch-alone" in sys.argv
THREADS = int(sys.argv[sys.argv.index("--threads") + 1]) if "--threads" in sys.argv else 2
if ONE_THREAD:
    THREADS = 1
if THREADS != 2:  # before either library loads OpenBLAS
    os.environ["OPENBLAS_NUM_THREADS"] = os.environ["OMP_NUM_THREADS"] = str(THREADS)
if "--torch-wait" in sys.argv:  # before torch loads libgomp, which reads it once
    os.environ["OMP_WAIT_POLICY"] = sys.argv[sys.argv.index("--torch-wait") + 1].upper()

sys.path.insert(0, str(Path(__file__).resolve().parent))
import numpy as np
import torch
import yaten
from run import interleaved, interleaved_cpu_seconds, per_call_seconds
import train_step

torch.set_num_threads(THREADS)
yaten.set_num_threads(THREADS)
SHAPES = {"(4096,1000)": (4096, 1000), "(64,256,768)": (64, 256, 768)}


def data(lib, shape, seed, grad=False, scale=1.0):
    a = (np.random.default_rng(seed).standard_normal(shape) * scale).astype(np.float32)
    return lib.tensor(a, requires_grad=grad)


def row_ops(lib, shape):
    """name -> (forward on x, parameters needing grad or ()), for one library."""
    F = lib.nn.functional
    c = shape[-1]
    w, b = data(lib, (c,), 1, True), data(lib, (c,), 2, True)
    ch = shape[1]
    cw, cb = data(lib, (ch,), 3, True), data(lib, (ch,), 4, True)
    rm, rv = lib.zeros(ch), lib.ones(ch)
    target = lib.tensor(np.random.default_rng(5).integers(0, c, int(np.prod(shape[:-1]))))
    groups = 10 if ch == 1000 else 32
    return {
        "softmax": (lambda x: F.softmax(x, -1), ()),
        "log_softmax": (lambda x: F.log_softmax(x, -1), ()),
        "cross_entropy": (lambda x: F.cross_entropy(x.reshape(-1, c), target), ()),
        "layer_norm": (lambda x: F.layer_norm(x, (c,), w, b), (w, b)),
        "batch_norm train": (lambda x: F.batch_norm(x, rm, rv, cw, cb, training=True), (cw, cb)),
        "batch_norm eval": (lambda x: F.batch_norm(x, rm, rv, cw, cb, training=False), (cw, cb)),
        "group_norm": (lambda x: F.group_norm(x, groups, cw, cb), (cw, cb)),
        "gelu": (lambda x: F.gelu(x), ()),
        "gelu tanh": (lambda x: F.gelu(x, approximate="tanh"), ()),
        "silu": (lambda x: F.silu(x), ()),
    }


def forward_and_backward(lib, f, x, params):
    grad = None

    def step():
        nonlocal grad
        x.grad = None
        for p in params:
            p.grad = None
        y = f(x)
        if grad is None:
            grad = lib.ones_like(y) if y.dim() == 0 else data(lib, tuple(y.shape), 9)
        y.backward(grad)
    return step


def workloads():
    out = {}
    for shape_name, shape in SHAPES.items():
        ops = {lib: row_ops(lib, shape) for lib in (yaten, torch)}
        xs = {lib: data(lib, shape, 0) for lib in (yaten, torch)}
        xg = {lib: data(lib, shape, 0, True) for lib in (yaten, torch)}
        for name in ops[yaten]:
            fy, ft = ops[yaten][name][0], ops[torch][name][0]
            out[f"{name} {shape_name} fw"] = (lambda f=fy, x=xs[yaten]: f(x), lambda f=ft, x=xs[torch]: f(x))
            out[f"{name} {shape_name} fw+bw"] = tuple(
                forward_and_backward(lib, ops[lib][name][0], xg[lib], ops[lib][name][1]) for lib in (yaten, torch))
    for cin, cout, hw in ((1, 16, 28), (16, 32, 28), (3, 64, 32)):
        def conv(lib, cin=cin, cout=cout, hw=hw):
            x = data(lib, (64, cin, hw, hw), 10, True)
            w = data(lib, (cout, cin, 3, 3), 11, True, 0.1)
            b = data(lib, (cout,), 12, True)
            return forward_and_backward(lib, lambda x: lib.nn.functional.conv2d(x, w, b, padding=1), x, (w, b))
        out[f"conv2d {cin}->{cout} {hw}x{hw} b64 fw+bw"] = (conv(yaten), conv(torch))
    wy, gy, wt, gt = data(yaten, (784, 256), 13), data(yaten, (784, 256), 14), data(torch, (784, 256), 13), data(torch, (784, 256), 14)
    out["w.add_(g, alpha) 784x256"] = (lambda: wy.add_(gy, alpha=-1e-6), lambda: wt.add_(gt, alpha=-1e-6))
    out["g.mul_(0.9) 784x256"] = (lambda: gy.mul_(0.9999), lambda: gt.mul_(0.9999))
    for name, model_fn in train_step.MODELS.items():
        out[name] = (train_step.make_step(yaten, model_fn), train_step.make_step(torch, model_fn))
    return out


def cpu_seconds_per_call(fn, rounds=5, min_time=0.05):
    """Best of a few batches, in process CPU time per call."""
    fn()
    n, best = 1, float("inf")
    while True:
        t0 = time.process_time()
        for _ in range(n):
            fn()
        if time.process_time() - t0 >= min_time:
            break
        n *= 2
    for _ in range(rounds):
        t0 = time.process_time()
        for _ in range(n):
            fn()
        best = min(best, (time.process_time() - t0) / n)
    return best


def main():
    args = sys.argv[1:]
    if "--threads" in args:
        del args[args.index("--threads"):args.index("--threads") + 2]
    wanted = [a for a in args if a not in OPTIONS]
    for name, (fy, ft) in workloads().items():
        if wanted and not any(w in name for w in wanted):
            continue
        if TORCH_ALONE:
            best = min(per_call_seconds(ft, 0.1) for _ in range(5))
            print(f"{name:40s} torch alone {best*1e6:9.1f}us (OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY', 'default')})",
                  flush=True)
            continue
        if ONE_THREAD:
            ty, tt = interleaved_cpu_seconds(fy, ft) if INTERLEAVED_CPU else (cpu_seconds_per_call(fy), cpu_seconds_per_call(ft))
            how = "interleaved" if INTERLEAVED_CPU else "own loops"
            print(f"{name:40s} yaten {ty*1e6:9.1f}us torch {tt*1e6:9.1f}us ratio {ty/tt:5.2f} (one thread, CPU time, {how})",
                  flush=True)
            continue
        times, ratio = interleaved({"yaten": fy, "torch": ft}, 5, 0.1)
        print(f"{name:40s} yaten {min(times['yaten'])*1e6:9.1f}us torch {min(times['torch'])*1e6:9.1f}us "
              f"ratio {ratio:5.2f}", flush=True)


if __name__ == "__main__":
    main()
