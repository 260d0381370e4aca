"""The recurrent classifiers of third-party tutorials that read MNIST rows as
sequences (aladdinpersson's RNN/GRU/LSTM example: 2 layers of 256 units,
batch_first, 28 steps of 28 inputs, batch 64, every step's output into a
Linear), forward (no_grad) and forward + backward, yaten and torch taking
turns call by call (bench/run.py interleaved), as yaten/torch ratios; both
libraries on one thread and on two (torch 1.13 picks one on this 2-core VM).

    /usr/bin/python3 bench/rnn_tutorials.py [NAME-SUBSTRING]
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import numpy as np  # noqa: E402
import torch  # noqa: E402

import yaten  # noqa: E402
from run import interleaved  # noqa: E402


def classifier_step(lib, kind, backward, hidden=256, steps=28, inputs=28, batch=64, layers=2):
    torch.manual_seed(0)
    reference = [getattr(torch.nn, kind)(inputs, hidden, layers, batch_first=True), torch.nn.Linear(hidden * steps, 10)]
    modules = reference if lib is torch else [getattr(yaten.nn, kind)(inputs, hidden, layers, batch_first=True),
                                              yaten.nn.Linear(hidden * steps, 10)]
    if lib is yaten:
        for theirs, ours in zip(reference, modules):
            ours.load_state_dict({k: yaten.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    layer, fc = modules
    rng = np.random.default_rng(0)
    x = lib.tensor(rng.random((batch, steps, inputs)).astype(np.float32))
    y = lib.tensor(rng.integers(0, 10, batch))

    def forward():
        h0 = lib.zeros(layers, batch, hidden)
        out, _ = layer(x, (h0, h0) if kind == "LSTM" else h0)
        return lib.nn.functional.cross_entropy(fc(out.reshape(batch, -1)), y)

    def step():
        if backward:
            forward().backward()
        else:
            with lib.no_grad():
                forward()
    return step


for threads in (1, 2):
    torch.set_num_threads(threads)
    yaten.set_num_threads(threads)
    for kind in ("LSTM", "GRU"):
        for backward in (False, True):
            name = f"{kind} 2x256 seq28 b64 {'fw+bw' if backward else 'fw'} threads={threads}"
            if len(sys.argv) > 1 and sys.argv[1] not in name:
                continue
            times, ratio = interleaved({"yaten": classifier_step(yaten, kind, backward),
                                        "torch": classifier_step(torch, kind, backward)}, 5, 0.3)
            print(f"{name:40s} yaten {min(times['yaten']) * 1e3:8.2f}ms torch {min(times['torch']) * 1e3:8.2f}ms "
                  f"ratio {ratio:5.2f}", flush=True)
