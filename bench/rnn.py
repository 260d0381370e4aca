"""Recurrent layers, forward + backward, yaten and torch taking turns call
by call (bench/run.py interleaved), as yaten/torch ratios: the LSTM of
PyTorch's word-language-model example (2 layers, hidden 200, seq 35, batch
20, issue 19's goal), a larger one (2 layers, hidden 256, seq 50, batch
32), and a GRU of the first size. float32.

    /usr/bin/python3 bench/rnn.py [NAME-SUBSTRING]
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import numpy as np  # noqa: E402
import torch  # noqa: E402

import yaten  # noqa: E402
from run import interleaved  # noqa: E402

torch.set_num_threads(2)


def layer_step(lib, kind, hidden, seq, batch, layers=2):
    """forward and backward of one layer stack, weights as torch's init seeded alike."""
    torch.manual_seed(0)
    reference = getattr(torch.nn, kind)(hidden, hidden, layers)
    module = getattr(lib.nn, kind)(hidden, hidden, layers)
    if lib is yaten:
        module.load_state_dict({k: yaten.tensor(v.numpy()) for k, v in reference.state_dict().items()})
    x = lib.tensor(np.random.default_rng(0).standard_normal((seq, batch, hidden)).astype(np.float32),
                   requires_grad=True)

    def step():
        output, _ = module(x)
        output.sum().backward()
    return step


WORKLOADS = {
    "LSTM 2x200 seq35 b20 fw+bw": ("LSTM", 200, 35, 20),
    "LSTM 2x256 seq50 b32 fw+bw": ("LSTM", 256, 50, 32),
    "GRU 2x200 seq35 b20 fw+bw": ("GRU", 200, 35, 20),
}

for name, args in WORKLOADS.items():
    if len(sys.argv) > 1 and sys.argv[1] not in name:
        continue
    times, ratio = interleaved({"yaten": layer_step(yaten, *args), "torch": layer_step(torch, *args)}, 5, 0.3)
    print(f"{name:32s} yaten {min(times['yaten']) * 1e3:8.2f}ms torch {min(times['torch']) * 1e3:8.2f}ms "
          f"ratio {ratio:5.2f}", flush=True)
