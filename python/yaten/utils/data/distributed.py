"""DistributedSampler: each of num_replicas processes reads its own share of
the indices; num_replicas and rank default to the default process group's
world size and rank (yaten.distributed), as torch's."""
import math

from yaten.utils.data import _random
from yaten.utils.data.sampler import Sampler


class DistributedSampler(Sampler):
    """Indices i with i % num_replicas == rank of the (shuffled with seed +
    epoch) index list, padded by repeating its start, or truncated when
    drop_last, so every replica gets the same count."""

    def __init__(self, dataset, num_replicas=None, rank=None, shuffle=True, seed=0, drop_last=False):
        if num_replicas is None or rank is None:
            from yaten import distributed as dist
            if not dist.is_available():
                raise RuntimeError("Requires distributed package to be available")
            # Before init_process_group this is torch's "Default process group has not been initialized".
            num_replicas = dist.get_world_size() if num_replicas is None else num_replicas
            rank = dist.get_rank() if rank is None else rank
        if rank >= num_replicas or rank < 0:
            raise ValueError(f"Invalid rank {rank}, rank should be in the interval [0, {num_replicas - 1}]")
        self.dataset = dataset
        self.num_replicas = num_replicas
        self.rank = rank
        self.epoch = 0
        self.drop_last = drop_last
        if self.drop_last and len(dataset) % num_replicas != 0:
            self.num_samples = math.ceil((len(dataset) - num_replicas) / num_replicas)
        else:
            self.num_samples = math.ceil(len(dataset) / num_replicas)
        self.total_size = self.num_samples * num_replicas
        self.shuffle = shuffle
        self.seed = seed

    def __iter__(self):
        if self.shuffle:
            generator = _random.Generator()
            generator.manual_seed(self.seed + self.epoch)
            indices = _random.randperm(len(self.dataset), generator)
        else:
            indices = list(range(len(self.dataset)))
        if not self.drop_last:
            padding = self.total_size - len(indices)
            if padding <= len(indices):
                indices += indices[:padding]
            else:
                indices += (indices * math.ceil(padding / len(indices)))[:padding]
        else:
            indices = indices[:self.total_size]
        return iter(indices[self.rank:self.total_size:self.num_replicas])

    def __len__(self):
        return self.num_samples

    def set_epoch(self, epoch):
        """Reshuffles differently for each epoch (the same way in every replica)."""
        self.epoch = epoch
