"""The gpt main job's training step (examples/train_gpt.py: forward, cross
entropy, backward, clip_grad_norm_, AdamW, OneCycleLR) at its default sizes
(batch 32, 64 characters, width 128, 2 layers), yaten beside torch in one
process, interleaved: the script's own model code, loaded once with
`import yaten` meaning yaten and once meaning torch, on the same weights
and batch (dropout off, so the two compute the same losses).

    /usr/bin/python3 bench/train_gpt.py [--rounds 5] [--min-time 0.5] [--separate]
"""
import importlib.util
import sys
from pathlib import Path

import numpy as np

SCRIPT = Path(__file__).resolve().parents[1] / "examples" / "train_gpt.py"


def load_script(lib):
    """examples/train_gpt.py as a module whose `import yaten` gives lib."""
    saved = sys.modules.get("yaten")
    sys.modules["yaten"] = lib
    try:
        spec = importlib.util.spec_from_file_location(f"train_gpt_{lib.__name__}", SCRIPT)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        if saved is not None:
            sys.modules["yaten"] = saved
    return module


def make_step(lib, weights, x, y, vocab=76, block=64):
    script = load_script(lib)
    lib.manual_seed(0)
    model = script.TinyGPT(vocab, block, dropout=0.0)
    with lib.no_grad():
        for name, p in model.named_parameters():
            p.copy_(lib.tensor(weights[name]))
    opt = lib.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
    schedule = lib.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=10**6)
    xs, ys = lib.tensor(x), lib.tensor(y)
    F = lib.nn.functional

    def step():
        loss = F.cross_entropy(model(xs).flatten(0, 1), ys.flatten())
        opt.zero_grad(set_to_none=True)
        loss.backward()
        lib.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        schedule.step()
        return loss
    return model, step


def main():
    from run import arguments, report
    args = arguments(__doc__, min_time=0.5)
    import torch

    import yaten
    torch.set_num_threads(2)
    rng = np.random.default_rng(0)
    reference = load_script(torch).TinyGPT(76, 64, dropout=0.0)
    weights = {name: rng.uniform(-0.1, 0.1, tuple(p.shape)).astype(np.float32)
               for name, p in reference.named_parameters()}
    x, y = rng.integers(0, 76, (32, 64)), rng.integers(0, 76, (32, 64))
    (_, ours), (_, theirs) = make_step(yaten, weights, x, y), make_step(torch, weights, x, y)
    for _ in range(3):
        a, b = ours(), theirs()
    assert abs(float(a) - float(b)) < 1e-3, f"losses after 3 steps differ: {float(a)} vs {float(b)}"
    report({"gpt training step (b32, 64 chars, width 128, 2 layers)": {"yaten": ours, "torch": theirs}}, args,
           goal=1.0)


if __name__ == "__main__":
    main()
