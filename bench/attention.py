"""Attention at the size of issue 19: one TransformerEncoderLayer (d_model
128, 4 heads, seq 64, batch 16, float32) forward + backward, and
scaled_dot_product_attention alone (torch 1.13 lacks it: its side runs the
same math in torch ops), yaten and torch taking turns call by call
(bench/run.py interleaved), as yaten/torch ratios.

    /usr/bin/python3 bench/attention.py [--threads N] [NAME-SUBSTRING]

--threads N gives both libraries N threads (default: torch 2, yaten its
default), as bench/nn_functional.py's.
"""
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import numpy as np  # noqa: E402
import torch  # noqa: E402

import yaten  # noqa: E402
from run import interleaved, take_threads_option  # noqa: E402

args = sys.argv[1:]
take_threads_option(args)
BATCH, SEQ, D_MODEL, HEADS = 16, 64, 128, 4


def torch_sdpa(q, k, v, is_causal=False):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    if is_causal:
        scores = scores.masked_fill(torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool).triu(1), float("-inf"))
    return scores.softmax(-1) @ v


def sdpa(lib, is_causal, backward):
    g = np.random.default_rng(0)
    q, k, v = (lib.tensor(g.standard_normal((BATCH, HEADS, SEQ, D_MODEL // HEADS)).astype(np.float32),
                          requires_grad=backward) for _ in range(3))
    f = lib.nn.functional.scaled_dot_product_attention if lib is yaten else torch_sdpa
    if backward:
        return lambda: f(q, k, v, is_causal=is_causal).sum().backward()
    return lambda: f(q, k, v, is_causal=is_causal)


def encoder_layer(lib):
    g = np.random.default_rng(1)
    layer = lib.nn.TransformerEncoderLayer(D_MODEL, HEADS, dim_feedforward=4 * D_MODEL, dropout=0.0,
                                           batch_first=True)
    x = lib.tensor(g.standard_normal((BATCH, SEQ, D_MODEL)).astype(np.float32), requires_grad=True)
    mask = lib.nn.Transformer.generate_square_subsequent_mask(SEQ)
    return lambda: layer(x, src_mask=mask).sum().backward()


WORKLOADS = {
    "sdpa (16,4,64,32) forward": (sdpa(yaten, False, False), sdpa(torch, False, False)),
    "sdpa causal forward+backward": (sdpa(yaten, True, True), sdpa(torch, True, True)),
    "TransformerEncoderLayer d128 h4 s64 b16 fw+bw": (encoder_layer(yaten), encoder_layer(torch)),
}

for name, (ours, theirs) in WORKLOADS.items():
    if args and args[0] not in name:
        continue
    times, ratio = interleaved({"yaten": ours, "torch": theirs}, 5, 0.2)
    print(f"{name:48s} yaten {min(times['yaten']) * 1e3:8.2f}ms torch {min(times['torch']) * 1e3:8.2f}ms "
          f"ratio {ratio:5.2f}", flush=True)
