"""The kernels under bench/nn_kernels.py's rows, each called alone: yaten's
internal ops (yaten._C._internal) beside the torch.ops.aten ops in the same
role, on (4096, 1000) float32, so a change to one pass shows without the
rest of the forward and backward around it. With --one-thread-cpu (the
default) both libraries run on one thread and the figure is process CPU
time per call, taken call by call in turns (each call in its own clock
reading, the quartile of 60 rounds): what the machine's load moves least.
With --threads 2, wall time the same way.

    /usr/bin/python3 bench/nn_kernel_parts.py [--threads 2] [NAME-SUBSTRING ...]
"""
import sys
import time

import numpy as np
import torch
import yaten

THREADS = int(sys.argv[sys.argv.index("--threads") + 1]) if "--threads" in sys.argv else 1
ROUNDS = 60
SHAPE = (4096, 1000)


def operands(lib):
    rng = np.random.default_rng(0)
    x, g = (lib.tensor(rng.standard_normal(SHAPE).astype(np.float32)) for _ in range(2))
    c = SHAPE[1]
    return x, g, lib.zeros(c), lib.ones(c), lib.ones(c)


def workloads():
    xy, gy, my, vy, wy = operands(yaten)
    xt, gt, mt, vt, wt = operands(torch)
    internal, aten = yaten._C._internal, torch.ops.aten
    sy, st = yaten.softmax(xy, -1), torch.softmax(xt, -1)
    ly, lt = yaten.log_softmax(xy, -1), torch.log_softmax(xt, -1)
    c = SHAPE[1]
    _, mean_y, rstd_y = internal.native_layer_norm(xy, [c], wy, wy, 1e-5)
    _, mean_t, rstd_t = aten.native_layer_norm(xt, [c], wt, wt, 1e-5)
    return {
        # torch's evaluation-mode forward is its normalisation pass alone.
        "batch_norm normalisation": (lambda: internal.native_batch_norm(xy, my, vy, wy, wy, True, 1e-5),
                                     lambda: aten.native_batch_norm(xt, wt, wt, mt, vt, False, 0.1, 1e-5)),
        "batch_norm backward, training": (
            lambda: internal.native_batch_norm_backward(gy, xy, my, vy, wy, True, 1e-5, True, True, True),
            lambda: aten.native_batch_norm_backward(gt, xt, wt, mt, vt, mt, vt, True, 1e-5, [True, True, True])),
        "batch_norm backward, channel sums only": (
            lambda: internal.native_batch_norm_backward(gy, xy, my, vy, wy, True, 1e-5, False, True, True),
            lambda: aten.native_batch_norm_backward(gt, xt, wt, mt, vt, mt, vt, True, 1e-5, [False, True, True])),
        "batch_norm backward, evaluation": (
            lambda: internal.native_batch_norm_backward(gy, xy, my, vy, wy, False, 1e-5, True, True, True),
            lambda: aten.native_batch_norm_backward(gt, xt, wt, mt, vt, mt, vt, False, 1e-5, [True, True, True])),
        "batch_norm statistics": (lambda: internal.batch_norm_stats(xy),
                                  lambda: torch.batch_norm_update_stats(xt, None, None, 0.1)),
        "layer_norm": (lambda: internal.native_layer_norm(xy, [c], wy, wy, 1e-5),
                       lambda: aten.native_layer_norm(xt, [c], wt, wt, 1e-5)),
        "layer_norm backward": (
            lambda: internal.native_layer_norm_backward(gy, xy, [c], mean_y, rstd_y, wy, 1e-5, True, True, True),
            lambda: aten.native_layer_norm_backward(gt, xt, [c], mean_t, rstd_t, wt, wt, [True, True, True])),
        "softmax": (lambda: yaten.softmax(xy, -1), lambda: torch.softmax(xt, -1)),
        "log_softmax": (lambda: yaten.log_softmax(xy, -1), lambda: torch.log_softmax(xt, -1)),
        "softmax_backward": (lambda: internal.softmax_backward(gy, sy, -1),
                             lambda: aten._softmax_backward_data(gt, st, 1, torch.float32)),
        "log_softmax_backward": (lambda: internal.log_softmax_backward(gy, ly, -1),
                                 lambda: aten._log_softmax_backward_data(gt, lt, 1, torch.float32)),
        "silu": (lambda: yaten.nn.functional.silu(xy), lambda: torch.nn.functional.silu(xt)),
        "silu_backward": (lambda: internal.silu_backward(gy, xy), lambda: aten.silu_backward(gt, xt)),
        "mul (two inputs, one output)": (lambda: xy * gy, lambda: xt * gt),
    }


def main():
    yaten.set_num_threads(THREADS)
    torch.set_num_threads(THREADS)
    clock = time.process_time if THREADS == 1 else time.perf_counter
    wanted = [a for a in sys.argv[1:] if a not in ("--threads", str(THREADS))]
    for name, (fy, ft) in workloads().items():
        if wanted and not any(w in name for w in wanted):
            continue
        times = {"yaten": [], "torch": []}
        fy(), ft()
        for _ in range(ROUNDS):
            for lib, fn in (("yaten", fy), ("torch", ft)):
                t0 = clock()
                fn()
                times[lib].append(clock() - t0)
        y, t = (sorted(times[lib])[ROUNDS // 4] for lib in ("yaten", "torch"))
        what = "one thread, CPU time" if THREADS == 1 else f"{THREADS} threads, wall time"
        print(f"{name:40s} yaten {y*1e6:8.0f}us torch {t*1e6:8.0f}us ratio {y/t:5.2f} ({what})", flush=True)


if __name__ == "__main__":
    main()
