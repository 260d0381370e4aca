"""Trains a classifier on scikit-learn's bundled 8x8 digits (1797 images, no
download) with yaten, written as PyTorch code (`import yaten as torch`).

Its first layer is the extending guide's custom Module over a custom
autograd.Function (examples/extending_linear.py); it uses an optimizer
with a learning-rate schedule, a tqdm progress bar, a loss/accuracy plot, and a checkpoint written with
yaten.save that is read back into a fresh model and evaluated again.

    ./dev train                        # MLP, 30 epochs
    ./dev train --model cnn            # a small CNN (Conv2d, MaxPool2d)
    ./dev train --nproc 2              # data-parallel on 2 processes (DistributedDataParallel over Gloo)
    /usr/bin/python3 examples/train_digits.py --epochs 5 --out-dir /tmp/digits
"""
import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import yaten as torch
import yaten.nn as nn
import yaten.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parent))
import extending_linear as guide  # noqa: E402  (the extending guide's Linear example)


class MLP(nn.Module):
    """64 -> hidden -> hidden -> 10; the first layer is the guide's Linear."""

    def __init__(self, hidden=128):
        super().__init__()
        self.fc1 = guide.Linear(64, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, 10)

    def forward(self, x):
        x = F.relu(self.fc1(x.flatten(1)))
        x = F.relu(self.fc2(x))
        return self.out(x)


def make_cnn():
    """Two conv/pool stages and the guide's Linear as the head."""
    return nn.Sequential(
        nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
        nn.Flatten(), guide.Linear(32 * 2 * 2, 10))


MODELS = {"mlp": MLP, "cnn": make_cnn}


def load_data(seed):
    """(x_train, y_train, x_test, y_test): pixels scaled to [0, 1], shaped
    (N, 1, 8, 8); a stratified 75/25 split fixed by seed."""
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split
    digits = load_digits()
    images = (digits.images / 16.0).astype("float32")[:, None, :, :]
    x_train, x_test, y_train, y_test = train_test_split(images, digits.target, test_size=0.25, random_state=seed,
                                                        stratify=digits.target)
    return (torch.tensor(x_train), torch.tensor(y_train, dtype=torch.int64),
            torch.tensor(x_test), torch.tensor(y_test, dtype=torch.int64))


def accuracy(model, x, y):
    model.eval()
    with torch.no_grad():
        predicted = model(x).argmax(1)
    model.train()
    return float((predicted == y).float().mean())


def rank_and_world_size():
    """(rank, world size): this process's place among the workers yaten.distributed.run started, or (0, 1)."""
    return int(os.environ.get("RANK", 0)), int(os.environ.get("WORLD_SIZE", 1))


def train(model, data, epochs, seed, batch_size=32):
    """Adam with cosine annealing and label smoothing (which keeps test
    accuracy >= 97% across seeds); returns the per-epoch history. Among
    several processes, every one draws the same order and takes its share of
    each global batch of batch_size; DistributedDataParallel averages the
    gradients, so a step sees the whole batch's gradient as one process would."""
    rank, world = rank_and_world_size()
    x_train, y_train, x_test, y_test = data
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=epochs)
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)
    shuffler = random.Random(seed)
    order = list(range(x_train.shape[0]))
    history = {"loss": [], "train_acc": [], "test_acc": []}
    from tqdm import tqdm
    bar = tqdm(range(1, epochs + 1), desc="train", unit="epoch", file=sys.stdout, disable=rank != 0)
    for epoch in bar:
        shuffler.shuffle(order)
        total, seen = 0.0, 0
        for start in range(0, len(order), batch_size):
            batch = order[start:start + batch_size]
            if len(batch) < world:
                break  # a process with no sample would have no gradient to share
            index = torch.tensor(batch[rank::world])
            xb, yb = x_train.index_select(0, index), y_train.index_select(0, index)
            optimizer.zero_grad()
            loss = loss_fn(model(xb), yb)
            loss.backward()
            optimizer.step()
            total += float(loss) * len(index)
            seen += len(index)
        scheduler.step()
        if world > 1:
            sums = torch.tensor([total, float(seen)], dtype=torch.float64)
            torch.distributed.all_reduce(sums)
            total, seen = float(sums[0]), float(sums[1])
        history["loss"].append(total / seen)
        history["train_acc"].append(accuracy(model, x_train, y_train))
        history["test_acc"].append(accuracy(model, x_test, y_test))
        bar.set_postfix({"epoch": epoch, "loss": f"{history['loss'][-1]:.4f}",
                         "test acc": f"{history['test_acc'][-1]:.4f}"})
    bar.close()
    return history


def plot(history, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    epochs = range(1, len(history["loss"]) + 1)
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    left.plot(epochs, history["loss"], marker="o")
    left.set(title="training loss", xlabel="epoch", ylabel="cross entropy (label smoothing 0.1)")
    right.plot(epochs, history["train_acc"], marker="o", label="train")
    right.plot(epochs, history["test_acc"], marker="o", label="test")
    right.set(title="accuracy", xlabel="epoch", ylabel="accuracy")
    right.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--epochs", type=int, default=30, help="passes over the training set (default 30)")
    parser.add_argument("--model", choices=sorted(MODELS), default="mlp", help="network to train (default mlp; ./dev train --model gpt trains examples/train_gpt.py)")
    parser.add_argument("--seed", type=int, default=0, help="seeds the split, the weights and the shuffling")
    parser.add_argument("--out-dir", type=Path, default=Path("train_digits_out"),
                        help="where curves.png and checkpoint.yt go (default ./train_digits_out)")
    parser.add_argument("--nproc", type=int, default=1,
                        help="train on N processes of this machine with DistributedDataParallel (default 1)")
    args = parser.parse_args(argv)
    if args.epochs < 1:
        parser.error("--epochs must be at least 1")
    if args.nproc < 1:
        parser.error("--nproc must be at least 1")
    if args.nproc > 1 and "WORLD_SIZE" not in os.environ:
        # Started by hand: start the workers, each of which runs this script again.
        launcher = [sys.executable, "-m", "yaten.distributed.run", "--standalone", "--nproc-per-node",
                    str(args.nproc), __file__]
        code = subprocess.call(launcher + list(sys.argv[1:] if argv is None else argv))
        if code:
            sys.exit(f"train_digits: a worker failed (exit code {code})")
        return None

    rank, world = rank_and_world_size()
    if world > 1:
        torch.distributed.init_process_group("gloo")
    torch.manual_seed(args.seed)  # the same first weights in every process
    data = load_data(args.seed)
    model = MODELS[args.model]()
    if rank == 0:
        print(model if world == 1 else f"{model}\non {world} processes (DistributedDataParallel, gloo)")
    if world > 1:
        model = nn.parallel.DistributedDataParallel(model)
    started = time.perf_counter()
    history = train(model, data, args.epochs, args.seed)
    elapsed = time.perf_counter() - started
    if world > 1:
        model = model.module
        torch.distributed.destroy_process_group()
        if rank != 0:
            return None
    test_acc = accuracy(model, data[2], data[3])
    print(f"trained {args.epochs} epochs in {elapsed:.1f} s: test accuracy {test_acc:.4f}")

    args.out_dir.mkdir(parents=True, exist_ok=True)
    plot(history, args.out_dir / "curves.png")
    checkpoint = args.out_dir / "checkpoint.yt"
    torch.save({"model": args.model, "epochs": args.epochs, "state_dict": model.state_dict(), "history": history},
               checkpoint)

    saved = torch.load(checkpoint)
    torch.manual_seed(args.seed + 1)  # the fresh model starts from other weights
    fresh = MODELS[saved["model"]]()
    fresh.load_state_dict(saved["state_dict"])
    reloaded_acc = accuracy(fresh, data[2], data[3])
    print(f"test accuracy after training:          {test_acc:.4f}")
    print(f"test accuracy of the reloaded checkpoint: {reloaded_acc:.4f}")
    print(f"wrote {args.out_dir / 'curves.png'} and {checkpoint}")
    if reloaded_acc != test_acc:
        sys.exit("train_digits: the reloaded model's accuracy differs from the trained model's")
    return test_acc


if __name__ == "__main__":
    main()
