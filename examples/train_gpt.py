"""Trains a small character-level GPT with yaten, written as PyTorch code
(`import yaten as torch`), on the text of the GNU GPL version 3 that every
Debian system carries (/usr/share/common-licenses/GPL-3, from base-files).

A decoder-only transformer: token and position embeddings, a stack of
`nn.TransformerEncoderLayer` under a causal mask, a final LayerNorm and a
linear head. It trains with AdamW and a one-cycle learning-rate schedule,
gradient clipping, and a `DataLoader` with two worker processes, for about a
minute, printing the loss as it falls; then it writes the loss curve and
samples text with `multinomial` over the `topk` most likely characters.

    ./dev train --model gpt                       # about a minute
    /usr/bin/python3 examples/train_gpt.py --max-seconds 10 --out-dir /tmp/gpt
"""
import argparse
import math
import sys
import time
from pathlib import Path

import yaten as torch

nn = torch.nn
F = torch.nn.functional

CORPUS = Path("/usr/share/common-licenses/GPL-3")


class CharWindows(torch.utils.data.Dataset):
    """Every window of block_size characters, as (input ids, the next character's ids)."""

    def __init__(self, ids, block_size):
        self.ids, self.block_size = ids, block_size

    def __len__(self):
        return len(self.ids) - self.block_size

    def __getitem__(self, i):
        chunk = self.ids[i:i + self.block_size + 1]
        return chunk[:-1], chunk[1:]


class TinyGPT(nn.Module):
    def __init__(self, vocab_size, block_size, width=128, heads=4, layers=2, dropout=0.1):
        super().__init__()
        self.block_size = block_size
        self.tokens = nn.Embedding(vocab_size, width)
        self.positions = nn.Embedding(block_size, width)
        layer = nn.TransformerEncoderLayer(width, heads, dim_feedforward=4 * width, dropout=dropout,
                                           activation="gelu", batch_first=True, norm_first=True)
        self.blocks = nn.TransformerEncoder(layer, layers)
        self.norm = nn.LayerNorm(width)
        self.head = nn.Linear(width, vocab_size)
        # Position j sees positions 0..j only: -inf above the diagonal.
        self.register_buffer("causal_mask", torch.triu(torch.full((block_size, block_size), float("-inf")), 1))

    def forward(self, ids):
        length = ids.shape[1]
        x = self.tokens(ids) + self.positions(torch.arange(length))
        x = self.blocks(x, mask=self.causal_mask[:length, :length])
        return self.head(self.norm(x))


def load_corpus(block_size):
    text = CORPUS.read_text(encoding="utf-8")
    chars = sorted(set(text))
    ids = torch.tensor([chars.index(c) for c in text], dtype=torch.int64)
    split = int(0.9 * len(ids))
    return chars, CharWindows(ids[:split], block_size), CharWindows(ids[split:], block_size)


@torch.no_grad()
def validation_loss(model, windows, batches=8, batch_size=64):
    model.eval()
    generator = torch.Generator().manual_seed(0)
    starts = torch.randint(len(windows), (batches * batch_size,), generator=generator)
    total = 0.0
    for b in range(batches):
        pairs = [windows[int(i)] for i in starts[b * batch_size:(b + 1) * batch_size]]
        x, y = torch.stack([p[0] for p in pairs]), torch.stack([p[1] for p in pairs])
        total += float(F.cross_entropy(model(x).flatten(0, 1), y.flatten()))
    model.train()
    return total / batches


@torch.no_grad()
def sample(model, chars, prompt, length, temperature=0.8, top_k=10, seed=0):
    """Continues prompt one character at a time, drawing among the top_k likeliest."""
    model.eval()
    generator = torch.Generator().manual_seed(seed)
    ids = torch.tensor([[chars.index(c) for c in prompt if c in chars]], dtype=torch.int64)
    for _ in range(length):
        logits = model(ids[:, -model.block_size:])[:, -1, :] / temperature
        values, _ = torch.topk(logits, top_k)
        logits = logits.masked_fill(logits < values[:, -1:], float("-inf"))
        next_id = torch.multinomial(F.softmax(logits, dim=-1), 1, generator=generator)
        ids = torch.cat([ids, next_id], dim=1)
    model.train()
    return "".join(chars[int(i)] for i in ids[0])


def plot(steps, losses, validation, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(steps, losses, label="training (batch)")
    if validation:
        ax.plot(*zip(*validation), marker="o", label="validation")
    ax.set(title="character-level GPT on the GPL-3 text", xlabel="step", ylabel="cross entropy (nats)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--max-seconds", type=float, default=60.0, help="stop training after this long (default 60)")
    parser.add_argument("--steps", type=int, default=1500, help="steps of the learning-rate schedule (default 1500)")
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--block-size", type=int, default=64, help="characters of context (default 64)")
    parser.add_argument("--workers", type=int, default=2, help="DataLoader worker processes (default 2)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out-dir", type=Path, default=Path("train_gpt_out"), help="where loss.png goes")
    args = parser.parse_args(argv)
    if args.steps < 1 or args.max_seconds <= 0:
        parser.error("--steps and --max-seconds must be positive")

    torch.manual_seed(args.seed)
    chars, train_windows, val_windows = load_corpus(args.block_size)
    model = TinyGPT(len(chars), args.block_size)
    print(model)
    print(f"{CORPUS}: {len(train_windows) + len(val_windows) + 2 * args.block_size} characters, "
          f"{len(chars)} distinct; {sum(p.numel() for p in model.parameters())} parameters")
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=3e-3, total_steps=args.steps)
    loader = torch.utils.data.DataLoader(train_windows, batch_size=args.batch_size, shuffle=True, drop_last=True,
                                         num_workers=args.workers, persistent_workers=args.workers > 0)
    from tqdm import tqdm
    bar = tqdm(total=args.steps, desc="train", unit="step", file=sys.stdout)
    steps, losses, validation = [], [], []
    started = time.perf_counter()
    step = 0
    while step < args.steps and time.perf_counter() - started < args.max_seconds:
        for x, y in loader:
            loss = F.cross_entropy(model(x).flatten(0, 1), y.flatten())
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            scheduler.step()
            step += 1
            steps.append(step)
            losses.append(float(loss))
            if step % 100 == 0:
                validation.append((step, validation_loss(model, val_windows)))
            bar.update(1)
            bar.set_postfix(loss=f"{losses[-1]:.3f}", lr=f"{scheduler.get_last_lr()[0]:.2e}")
            if step >= args.steps or time.perf_counter() - started >= args.max_seconds:
                break
    bar.close()
    elapsed = time.perf_counter() - started
    final = validation_loss(model, val_windows)
    validation.append((step, final))
    first = sum(losses[:10]) / len(losses[:10])
    last = sum(losses[-10:]) / len(losses[-10:])
    print(f"trained {step} steps in {elapsed:.1f} s: training loss {first:.3f} -> {last:.3f}, "
          f"validation loss {final:.3f} (uniform guessing: {math.log(len(chars)):.3f})")
    args.out_dir.mkdir(parents=True, exist_ok=True)
    plot(steps, losses, validation, args.out_dir / "loss.png")
    print(f"wrote {args.out_dir / 'loss.png'}")
    print("sample:\n" + sample(model, chars, "This License ", 300, seed=args.seed))
    return first, last, final


if __name__ == "__main__":
    main()
