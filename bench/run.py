"""Side-by-side timings: the same workloads on yaten, torch and numpy in one
process, the libraries taking turns call by call (`--separate`: each in its
own loop), reported as yaten/torch ratios (the only numbers that mean
anything on a noisy shared machine).

    ./dev bench            # all workloads
    ./dev bench -k add     # those whose name contains 'add'
"""
import argparse
import statistics
import subprocess
import sys
import time

import numpy as np
import torch

import yaten


def per_call_seconds(fn, min_time):
    """Best mean time of fn over repeated batches lasting about min_time."""
    n = 1
    while True:
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        dt = time.perf_counter() - t0
        if dt > min_time / 5:
            break
        n *= 4
    best = dt / n
    for _ in range(4):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        best = min(best, (time.perf_counter() - t0) / n)
    return best


def batch_size(fn, target=20e-6):
    """How many calls of fn take about target seconds (at least one)."""
    fn()
    n = 1
    while True:
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        if time.perf_counter() - t0 >= target or n >= 1 << 16:
            return n
        n *= 2


def interleaved(libs, rounds, min_time):
    """({library: [seconds per call, one per round]}, median yaten/torch
    ratio), the libraries taking turns call by call: each turn is one call
    (or, for calls under ~20 us, a batch lasting about that long, so the
    clock's own cost stays small), so that what one library leaves behind
    (freed memory, cold caches, busy threads) weighs on the other as it
    would in a program that uses both. Each round lasts about min_time per
    library."""
    batches = {lib: batch_size(fn) for lib, fn in libs.items()}
    times = {lib: [] for lib in libs}
    for _ in range(rounds):
        spent = {lib: 0.0 for lib in libs}
        calls = {lib: 0 for lib in libs}
        while min(spent.values()) < min_time:
            for lib, fn in libs.items():
                n = batches[lib]
                t0 = time.perf_counter()
                for _ in range(n):
                    fn()
                spent[lib] += time.perf_counter() - t0
                calls[lib] += n
        for lib in libs:
            times[lib].append(spent[lib] / calls[lib])
    return times, statistics.median(y / t for y, t in zip(times["yaten"], times["torch"]))


def interleaved_cpu_seconds(fy, ft, rounds=5, min_time=0.1):
    """Process CPU time per call of each, the calls alternating one by one
    (best round of each; one thread, so CPU time is the call's own)."""
    fy(), ft()
    best = {fy: float("inf"), ft: float("inf")}
    for _ in range(rounds):
        spent, calls = {fy: 0.0, ft: 0.0}, 0
        while min(spent.values()) < min_time:
            for f in (fy, ft):
                t0 = time.process_time()
                f()
                spent[f] += time.process_time() - t0
            calls += 1
        for f in best:
            best[f] = min(best[f], spent[f] / calls)
    return best[fy], best[ft]


def take_threads_option(args):
    """Removes `--threads N` from the list args and gives both libraries N
    threads (without it: torch 2, yaten its default, as the interleaved
    figures of bench/README.md are taken)."""
    threads = int(args.pop(args.index("--threads") + 1)) if "--threads" in args else None
    if threads is not None:
        args.remove("--threads")
        yaten.set_num_threads(threads)
    torch.set_num_threads(threads or 2)


def separate_loops(libs, rounds, min_time):
    """As interleaved, but each library runs alone in its own loop within a
    round (best of a few batches): what each costs when nothing else runs."""
    times = {lib: [] for lib in libs}
    for _ in range(rounds):
        for lib, fn in libs.items():
            times[lib].append(per_call_seconds(fn, min_time))
    return times, statistics.median(y / t for y, t in zip(times["yaten"], times["torch"]))


def workloads():
    """name -> {library: zero-argument callable}, built on equal data."""
    out = {}
    rng = np.random.default_rng(0)

    def pair(shape, dtype=np.float32):
        a, b = rng.standard_normal(shape).astype(dtype), rng.standard_normal(shape).astype(dtype)
        return (yaten.tensor(a), yaten.tensor(b)), (torch.from_numpy(a.copy()), torch.from_numpy(b.copy())), (a, b)

    (ya, yb), (ta, tb), (na, nb) = pair(100)
    out["add 100"] = {"yaten": lambda: yaten.add(ya, yb), "torch": lambda: torch.add(ta, tb), "numpy": lambda: np.add(na, nb)}
    out["a + b 100"] = {"yaten": lambda: ya + yb, "torch": lambda: ta + tb, "numpy": lambda: na + nb}
    out["relu 100"] = {"yaten": lambda: yaten.relu(ya), "torch": lambda: torch.relu(ta), "numpy": lambda: np.maximum(na, 0)}
    out["sum 100"] = {"yaten": lambda: ya.sum(), "torch": lambda: ta.sum(), "numpy": lambda: na.sum()}
    (yo, yo2), (to, to2), _ = pair(1)
    out["add 1 (no override)"] = {"yaten": lambda: yaten.add(yo, yo2), "torch": lambda: torch.add(to, to2)}
    ys_, ts_ = scalar_tensor(yaten)(2, 2), scalar_tensor(torch)(2, 2)
    out["__torch_function__"] = {"yaten": lambda: yaten.add(ys_, ys_), "torch": lambda: torch.add(ts_, ts_)}
    (ym, _), (tm, _), (nm, _) = pair((4, 4))
    out["mm 4x4"] = {"yaten": lambda: yaten.mm(ym, ym), "torch": lambda: torch.mm(tm, tm), "numpy": lambda: nm @ nm}
    out["zeros(10)"] = {"yaten": lambda: yaten.zeros(10), "torch": lambda: torch.zeros(10), "numpy": lambda: np.zeros(10, np.float32)}
    (y4, y4b), (t4, t4b), (n4, n4b) = pair(1 << 22)
    out["add 4M"] = {"yaten": lambda: y4 + y4b, "torch": lambda: t4 + t4b, "numpy": lambda: n4 + n4b}
    (yl, ylb), (tl, tlb), (nl, nlb) = pair(1 << 24)
    out["add 16M"] = {"yaten": lambda: yl + ylb, "torch": lambda: tl + tlb, "numpy": lambda: nl + nlb}
    out["mul 16M"] = {"yaten": lambda: yl * ylb, "torch": lambda: tl * tlb, "numpy": lambda: nl * nlb}
    out["exp 16M"] = {"yaten": lambda: yl.exp(), "torch": lambda: tl.exp(), "numpy": lambda: np.exp(nl)}
    out["sum 16M"] = {"yaten": lambda: yl.sum(), "torch": lambda: tl.sum(), "numpy": lambda: nl.sum()}
    # SGD's update of a 784x256 weight, in place (the momentum step is a mul_).
    (yw, yg), (tw, tg), (nw, ng) = pair((784, 256))
    out["w.add_(g, alpha) 784x256"] = {"yaten": lambda: yw.add_(yg, alpha=-0.01),
                                       "torch": lambda: tw.add_(tg, alpha=-0.01),
                                       "numpy": lambda: np.add(nw, ng * -0.01, out=nw)}
    out["w.mul_(-1) 784x256"] = {"yaten": lambda: yw.mul_(-1.0), "torch": lambda: tw.mul_(-1.0),
                                 "numpy": lambda: np.multiply(nw, -1.0, out=nw)}
    for n in (512, 1024):
        (y1, y2), (t1, t2), (n1, n2) = pair((n, n))
        out[f"matmul {n}"] = {"yaten": lambda y1=y1, y2=y2: y1 @ y2, "torch": lambda t1=t1, t2=t2: t1 @ t2,
                              "numpy": lambda n1=n1, n2=n2: n1 @ n2}

    ys = yaten.randn(100, requires_grad=True)
    ts = torch.randn(100, requires_grad=True)

    def chain(lib, x):
        y = x
        for _ in range(5):
            y = (y * 1.01).tanh()
        y.sum().backward()

    out["backward 10 ops"] = {"yaten": lambda: chain(yaten, ys), "torch": lambda: chain(torch, ts)}

    def custom_function(lib, x):
        class MulConstant(lib.autograd.Function):
            @staticmethod
            def forward(ctx, tensor, constant):
                ctx.constant = constant
                ctx.save_for_backward(tensor)
                return tensor * constant

            @staticmethod
            def backward(ctx, grad_output):
                ctx.saved_tensors
                return grad_output * ctx.constant, None

        grad = lib.ones(100)
        return lambda: MulConstant.apply(x, 2.0).backward(grad)

    out["Function apply+bw"] = {"yaten": custom_function(yaten, ys), "torch": custom_function(torch, ts)}

    # A small CNN layer: batch 64, 1 -> 8 channels, 3x3 kernel on 8x8 images.
    def conv_step(lib):
        x = lib.tensor(rng_conv.standard_normal((64, 1, 8, 8)).astype(np.float32), requires_grad=True)
        w = lib.tensor(rng_conv.standard_normal((8, 1, 3, 3)).astype(np.float32), requires_grad=True)
        b = lib.tensor(rng_conv.standard_normal(8).astype(np.float32), requires_grad=True)
        conv2d = lib.nn.functional.conv2d

        def step():
            conv2d(x, w, b, padding=1).sum().backward()
        return step

    rng_conv = np.random.default_rng(1)
    out["conv2d fw+bw"] = {"yaten": conv_step(yaten), "torch": conv_step(torch)}
    return out


def both(array):
    """The same numpy data as a yaten tensor and a torch tensor, each with its own memory."""
    return yaten.tensor(array.copy()), torch.from_numpy(array.copy())


def scalar_tensor(lib):
    """The extending guide's ScalarTensor with a handler for lib.add: measures dispatch."""
    handled = {}

    class ScalarTensor:
        def __init__(self, n, value):
            self._n, self._value = n, value

        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            if func not in handled:
                return NotImplemented
            return handled[func](*args, **(kwargs or {}))

    handled[lib.add] = lambda a, b: ScalarTensor(a._n, a._value + b._value)
    return ScalarTensor


def import_time(module):
    code = f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
    runs = [float(subprocess.check_output([sys.executable, "-c", code])) for _ in range(5)]
    return min(runs)


def arguments(description, min_time=0.05):
    """The options every bench script takes (-k, --rounds, --min-time, --separate), parsed."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-k", default="", help="only workloads whose name contains this")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--min-time", type=float, default=min_time)
    parser.add_argument("--separate", action="store_true",
                        help="time each library in its own loop instead of taking turns call by call")
    return parser.parse_args()


def report(workloads, args, goal=None):
    """Times each workload ({name: {library: fn}}) whose name contains args.k
    and prints one line per workload: each library's best per-call time and
    the median yaten/torch ratio (and whether it meets `goal`, when given)."""
    chosen = {name: libs for name, libs in workloads.items() if args.k in name}
    libraries = list(dict.fromkeys(lib for libs in chosen.values() for lib in libs))
    width = max([len(name) for name in chosen] + [len("workload")]) + 2
    header = f"{'workload':<{width}}" + "".join(f"{lib:>12}" for lib in libraries) + f"{'yaten/torch':>13}"
    print(header + (f"  goal <= {goal}" if goal is not None else ""))
    for name, libs in chosen.items():
        times, ratio = (separate_loops if args.separate else interleaved)(libs, args.rounds, args.min_time)
        cells = "".join(f"{min(times[lib]) * 1e6:10.2f}us" if lib in times else f"{'-':>12}" for lib in libraries)
        verdict = ("  ok" if ratio <= goal else "  MISSED") if goal is not None else ""
        print(f"{name:<{width}}{cells}{ratio:>13.2f}{verdict}", flush=True)
    return width, libraries


def main():
    args = arguments(__doc__)
    torch.set_num_threads(2)
    print(f"torch {torch.__version__} threads={torch.get_num_threads()}, numpy {np.__version__}")
    width, libraries = report(workloads(), args)
    if not args.k or "import" in args.k:
        times = {"yaten": import_time("yaten"), "torch": import_time("torch")}
        cells = "".join(f"{times[lib] * 1e6:10.0f}us" if lib in times else f"{'-':>12}" for lib in libraries)
        print(f"{'import':<{width}}{cells}{times['yaten'] / times['torch']:>13.2f}")


if __name__ == "__main__":
    main()
