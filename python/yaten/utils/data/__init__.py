"""yaten.utils.data, as torch.utils.data: datasets, samplers, collation and DataLoader."""
from yaten.utils.data._collate import default_collate, default_convert
from yaten.utils.data._worker import get_worker_info
from yaten.utils.data.dataloader import DataLoader
from yaten.utils.data.dataset import (ChainDataset, ConcatDataset, Dataset, IterableDataset, Subset, TensorDataset,
                                      random_split)
from yaten.utils.data.distributed import DistributedSampler
from yaten.utils.data.sampler import (BatchSampler, RandomSampler, Sampler, SequentialSampler, SubsetRandomSampler,
                                      WeightedRandomSampler)

__all__ = ["BatchSampler", "ChainDataset", "ConcatDataset", "DataLoader", "Dataset", "DistributedSampler",
           "IterableDataset", "RandomSampler", "Sampler", "SequentialSampler", "Subset", "SubsetRandomSampler",
           "TensorDataset", "WeightedRandomSampler", "default_collate", "default_convert", "get_worker_info",
           "random_split"]
