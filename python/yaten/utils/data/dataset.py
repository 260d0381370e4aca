"""Datasets as torch.utils.data's: map-style (__getitem__/__len__) and
iterable-style, with the tensor, concatenation, chaining and subset
wrappers and random_split."""
import bisect
import math
import warnings
from itertools import accumulate

from yaten.utils.data import _random


class Dataset:
    """A map-style dataset: subclasses define __getitem__ (and usually __len__)."""

    def __getitem__(self, index):
        raise NotImplementedError("Subclasses of Dataset should implement __getitem__.")

    def __add__(self, other):
        return ConcatDataset([self, other])


class IterableDataset(Dataset):
    """A dataset read as a stream: subclasses define __iter__."""

    def __iter__(self):
        raise NotImplementedError("Subclasses of IterableDataset should implement __iter__.")

    def __add__(self, other):
        return ChainDataset([self, other])


class TensorDataset(Dataset):
    """Sample i is the tuple of every tensor's row i; the tensors share their first dimension."""

    def __init__(self, *tensors):
        if any(tensors[0].size(0) != tensor.size(0) for tensor in tensors):
            raise AssertionError("Size mismatch between tensors")
        self.tensors = tensors

    def __getitem__(self, index):
        return tuple(tensor[index] for tensor in self.tensors)

    def __len__(self):
        return self.tensors[0].size(0)


class ConcatDataset(Dataset):
    """The datasets one after the other, indexed as one."""

    @staticmethod
    def cumsum(sequence):
        return list(accumulate(len(dataset) for dataset in sequence))

    def __init__(self, datasets):
        self.datasets = list(datasets)
        if len(self.datasets) == 0:
            raise AssertionError("datasets should not be an empty iterable")
        for dataset in self.datasets:
            if isinstance(dataset, IterableDataset):
                raise AssertionError("ConcatDataset does not support IterableDataset")
        self.cumulative_sizes = self.cumsum(self.datasets)

    def __len__(self):
        return self.cumulative_sizes[-1]

    def __getitem__(self, idx):
        if idx < 0:
            if -idx > len(self):
                raise ValueError("absolute value of index should not exceed dataset length")
            idx = len(self) + idx
        dataset_idx = bisect.bisect_right(self.cumulative_sizes, idx)
        start = self.cumulative_sizes[dataset_idx - 1] if dataset_idx > 0 else 0
        return self.datasets[dataset_idx][idx - start]


class ChainDataset(IterableDataset):
    """Iterable datasets read one after the other."""

    def __init__(self, datasets):
        self.datasets = datasets

    def __iter__(self):
        for dataset in self.datasets:
            if not isinstance(dataset, IterableDataset):
                raise AssertionError("ChainDataset only supports IterableDataset")
            yield from dataset

    def __len__(self):
        total = 0
        for dataset in self.datasets:
            if not isinstance(dataset, IterableDataset):
                raise AssertionError("ChainDataset only supports IterableDataset")
            total += len(dataset)
        return total


class Subset(Dataset):
    """dataset restricted to the given indices, in their order."""

    def __init__(self, dataset, indices):
        self.dataset = dataset
        self.indices = indices

    def __getitem__(self, idx):
        if isinstance(idx, list):
            return self.dataset[[self.indices[i] for i in idx]]
        return self.dataset[self.indices[idx]]

    def __len__(self):
        return len(self.indices)


def _lengths_from_fractions(fractions, total):
    lengths = [int(math.floor(total * frac)) for frac in fractions]
    for i in range(total - sum(lengths)):  # the remainder, one each, round robin
        lengths[i % len(lengths)] += 1
    for i, length in enumerate(lengths):
        if length == 0:
            warnings.warn(f"Length of split at index {i} is 0. This might result in an empty dataset.")
    return lengths


def random_split(dataset, lengths, generator=None):
    """Non-overlapping random subsets of the given lengths, or of the given
    fractions of len(dataset) when they sum to 1."""
    lengths = list(lengths)
    if math.isclose(sum(lengths), 1) and sum(lengths) <= 1:
        for i, frac in enumerate(lengths):
            if frac < 0 or frac > 1:
                raise ValueError(f"Fraction at index {i} is not between 0 and 1")
        lengths = _lengths_from_fractions(lengths, len(dataset))
    if sum(lengths) != len(dataset):
        raise ValueError("Sum of input lengths does not equal the length of the input dataset!")
    indices = _random.randperm(sum(lengths), generator)
    return [Subset(dataset, indices[end - length:end]) for end, length in zip(accumulate(lengths), lengths)]
