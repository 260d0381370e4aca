"""DataLoader throughput, yaten beside torch in one process, interleaved:
a TensorDataset of 60000 x 784 float32 images and int64 labels, batch 64,
num_workers 0 and 2; reports batches per second and the torch/yaten time
ratio (above 1: yaten is faster).

    PYTHONPATH=build/python /usr/bin/python3 bench/data_loader.py [--rounds N] [--batches N]
"""
import argparse
import statistics
import time

import numpy as np
import torch
import torch.utils.data as torch_data

import yaten
import yaten.utils.data as yaten_data


def epoch_seconds(lib, data, dataset, num_workers, batches):
    """Seconds to read `batches` batches (worker start-up included, as a user's epoch pays it)."""
    loader = data.DataLoader(dataset, batch_size=64, shuffle=True, num_workers=num_workers)
    lib.manual_seed(0)
    t0 = time.perf_counter()
    for i, (x, y) in enumerate(loader):
        if i + 1 == batches:
            break
    return time.perf_counter() - t0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--batches", type=int, default=938, help="batches per timed run (938 = one epoch)")
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    images = rng.standard_normal((60000, 784)).astype(np.float32)
    labels = rng.integers(0, 10, 60000)
    datasets = {"yaten": (yaten, yaten_data, yaten_data.TensorDataset(yaten.tensor(images), yaten.tensor(labels))),
                "torch": (torch, torch_data, torch_data.TensorDataset(torch.tensor(images), torch.tensor(labels)))}
    for num_workers in (0, 2):
        times = {name: [] for name in datasets}
        for _ in range(args.rounds):
            for name, (lib, data, dataset) in datasets.items():
                times[name].append(epoch_seconds(lib, data, dataset, num_workers, args.batches))
        best = {name: min(t) for name, t in times.items()}
        ratio = statistics.median(t / y for t, y in zip(times["torch"], times["yaten"]))
        print(f"num_workers={num_workers}: yaten {args.batches / best['yaten']:8.0f} batches/s, "
              f"torch {args.batches / best['torch']:8.0f} batches/s, torch/yaten time {ratio:.2f}")


if __name__ == "__main__":
    main()
