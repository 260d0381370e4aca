"""One SGD training step (zero_grad, forward, cross entropy, backward,
step) of an MLP 784-256-10 at batch 64 and of a small CNN on 8x8 images
(the digits main job's), yaten beside torch in one process,
interleaved round by round, as a yaten/torch ratio; then memory, each
library alone in a fresh subprocess that imports only it: peak RSS
(VmHWM) after the import, after building the model and after 200 steps
(tracemalloc cannot see C++ allocations).

    /usr/bin/python3 bench/train_step.py [--rounds 5] [--min-time 0.2]
"""
import argparse
import json
import subprocess
import sys

import importlib
import resource

import numpy as np

BATCH, CLASSES = 64, 10


def mlp(lib):
    return (64, 784), lib.nn.Sequential(lib.nn.Linear(784, 256), lib.nn.ReLU(), lib.nn.Linear(256, CLASSES))


def cnn(lib):
    nn = lib.nn
    return (64, 1, 8, 8), nn.Sequential(
        nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        nn.Flatten(), nn.Linear(32 * 2 * 2, CLASSES))


MODELS = {"SGD step MLP 784-256-10 b64": mlp, "SGD step CNN 8x8 b64": cnn}


def make_step(lib, model_fn=mlp, seed=0):
    """A zero-argument training step on fixed data, same weights in both libraries."""
    rng = np.random.default_rng(seed)
    shape, model = model_fn(lib)
    x = lib.tensor(rng.standard_normal(shape).astype(np.float32))
    y = lib.tensor(rng.integers(0, CLASSES, BATCH))
    with lib.no_grad():
        for p in model.parameters():
            p.copy_(lib.tensor(rng.uniform(-0.05, 0.05, tuple(p.shape)).astype(np.float32)))
    opt = lib.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    loss_fn = lib.nn.CrossEntropyLoss()

    def step():
        opt.zero_grad()
        loss = loss_fn(model(x), y)
        loss.backward()
        opt.step()
        return loss
    return step


def maxrss_kib():
    """Peak resident memory of this process. Linux's VmHWM belongs to the
    address space exec made; ru_maxrss can carry the parent's peak over fork."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def memory_child(lib_name, steps=200):
    """Child-process body: prints maxrss (KiB) at each stage as JSON."""
    lib = importlib.import_module(lib_name)
    if lib_name == "torch":
        lib.set_num_threads(2)
    stages = {"import": maxrss_kib()}
    step = make_step(lib)
    step()
    stages["setup"] = maxrss_kib()
    for _ in range(steps):
        step()
    stages["steps"] = maxrss_kib()
    print(json.dumps(stages))


def measure_memory(lib_name):
    out = subprocess.check_output([sys.executable, __file__, "--memory-child", lib_name], text=True)
    return json.loads(out.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--min-time", type=float, default=0.2)
    parser.add_argument("--memory-child", choices=["yaten", "torch"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.memory_child:
        return memory_child(args.memory_child)
    import torch

    import yaten
    from run import interleaved
    torch.set_num_threads(2)
    print(f"{'workload':<30}{'yaten':>12}{'torch':>12}{'yaten/torch':>13}")
    for name, model_fn in MODELS.items():
        ours, theirs = make_step(yaten, model_fn), make_step(torch, model_fn)
        for _ in range(3):
            a, b = ours(), theirs()
        assert abs(float(a) - float(b)) < 1e-4, f"{name}: losses after 3 steps differ: {float(a)} vs {float(b)}"
        times, ratio = interleaved({"yaten": ours, "torch": theirs}, args.rounds, args.min_time)
        cells = "".join(f"{min(times[lib]) * 1e6:10.1f}us" for lib in ("yaten", "torch"))
        print(f"{name:<30}{cells}{ratio:>13.2f}")
    memory = {lib: measure_memory(lib) for lib in ("yaten", "torch")}
    print(f"{'peak RSS (KiB), MLP':<28}{'yaten':>12}{'torch':>12}{'yaten/torch':>13}")
    # The goal is the peak (the last two rows); the stages show where it
    # comes from. The "more steps" line is the heap settling after step 1 (glibc
    # raises its mmap threshold once a big block is freed), flat after step 3.
    rows = [("after import", lambda m: m["import"]), ("model built, 1 step: +", lambda m: m["setup"] - m["import"]),
            ("200 more steps: +", lambda m: m["steps"] - m["setup"]),
            ("training (peak - import)", lambda m: m["steps"] - m["import"]), ("peak", lambda m: m["steps"])]
    for label, value in rows:
        y, t = value(memory["yaten"]), value(memory["torch"])
        print(f"{label:<28}{y:>12}{t:>12}{(y / t if t else float('nan')):>13.2f}")


if __name__ == "__main__":
    main()
