"""The in-place arithmetic of optimizer steps (torch's Adam and RMSprop call
addcmul_ and addcdiv_ on every parameter under no_grad) and a whole Adam
step over 20 (512, 512) float32 parameters, yaten and torch taking turns
call by call (bench/run.py interleaved), as yaten/torch ratios; one thread.

    /usr/bin/python3 bench/optimizer_steps.py [NAME-SUBSTRING]
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import numpy as np  # noqa: E402
import torch  # noqa: E402

import yaten  # noqa: E402
from run import interleaved  # noqa: E402

torch.set_num_threads(1)
yaten.set_num_threads(1)


def in_place_ops(lib, n=1 << 20):
    rng = np.random.default_rng(0)
    a, b = (lib.tensor(rng.random(n).astype(np.float32)) for _ in range(2))
    c = lib.tensor(rng.random(n).astype(np.float32) + 1)
    return {"addcmul_ 1M": lambda: a.addcmul_(b, b, value=1e-3),
            "addcdiv_ 1M": lambda: a.addcdiv_(b, c, value=-1e-4)}


def adam_step(lib):
    rng = np.random.default_rng(0)
    params = [lib.tensor(rng.standard_normal((512, 512)).astype(np.float32), requires_grad=True) for _ in range(20)]
    for p in params:
        p.grad = lib.tensor(rng.standard_normal((512, 512)).astype(np.float32))
    return {"Adam step 20x(512,512)": lib.optim.Adam(params, lr=1e-4).step}


ours, theirs = {**in_place_ops(yaten), **adam_step(yaten)}, {**in_place_ops(torch), **adam_step(torch)}
for name in ours:
    if len(sys.argv) > 1 and sys.argv[1] not in name:
        continue
    times, ratio = interleaved({"yaten": ours[name], "torch": theirs[name]}, 5, 0.3)
    print(f"{name:28s} yaten {min(times['yaten']) * 1e3:8.3f}ms torch {min(times['torch']) * 1e3:8.3f}ms "
          f"ratio {ratio:5.2f}", flush=True)
