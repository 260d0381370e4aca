"""yaten.utils.data's datasets and samplers against torch.utils.data's."""
import collections
import math

import numpy as np
import pytest
import torch
import torch.utils.data as tdata

import yaten
import yaten.utils.data as ydata


def as_plain(value):
    """Nested tensors as numpy, for comparing yaten's structures with torch's."""
    if isinstance(value, (yaten.Tensor, torch.Tensor)):
        return ("tensor", str(value.dtype).rsplit(".", 1)[-1], value.detach().numpy().tolist())
    if isinstance(value, dict):
        return {k: as_plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [as_plain(v) for v in value])
    return value


def test_tensor_dataset_rows_and_length_match_torch(rng):
    x, y = rng.standard_normal((7, 3)).astype(np.float32), rng.integers(0, 5, 7)
    ours = ydata.TensorDataset(yaten.tensor(x), yaten.tensor(y))
    theirs = tdata.TensorDataset(torch.tensor(x), torch.tensor(y))
    assert len(ours) == len(theirs) == 7
    for i in (0, 3, -1):
        assert as_plain(ours[i]) == as_plain(theirs[i])


def test_tensor_dataset_refuses_mismatched_sizes():
    with pytest.raises(AssertionError, match="Size mismatch"):
        ydata.TensorDataset(yaten.zeros(3, 2), yaten.zeros(4))


def test_concat_subset_and_add_index_as_torch():
    parts_y = [ydata.TensorDataset(yaten.arange(n)) for n in (3, 4, 2)]
    parts_t = [tdata.TensorDataset(torch.arange(n)) for n in (3, 4, 2)]
    ours, theirs = ydata.ConcatDataset(parts_y), tdata.ConcatDataset(parts_t)
    assert ours.cumulative_sizes == theirs.cumulative_sizes
    assert [as_plain(ours[i]) for i in range(-9, 9)] == [as_plain(theirs[i]) for i in range(-9, 9)]
    with pytest.raises(ValueError):
        ours[-10]
    summed = parts_y[0] + parts_y[1]
    assert isinstance(summed, ydata.ConcatDataset) and len(summed) == 7
    sub = ydata.Subset(ours, [8, 0, 4])
    assert len(sub) == 3 and [int(s[0]) for s in sub] == [1, 0, 1]


def test_concat_refuses_iterable_and_empty():
    class Stream(ydata.IterableDataset):
        def __iter__(self):
            return iter(range(3))
    with pytest.raises(AssertionError):
        ydata.ConcatDataset([Stream()])
    with pytest.raises(AssertionError):
        ydata.ConcatDataset([])


def test_chain_dataset_reads_each_stream_in_turn():
    class Stream(ydata.IterableDataset):
        def __init__(self, n):
            self.n = n

        def __iter__(self):
            return iter(range(self.n))

        def __len__(self):
            return self.n
    chained = Stream(2) + Stream(3)
    assert isinstance(chained, ydata.ChainDataset)
    assert list(chained) == [0, 1, 0, 1, 2] and len(chained) == 5


@pytest.mark.parametrize("lengths", [[3, 7], [0.3, 0.7], [0.5, 0.25, 0.25], [0.33, 0.33, 0.34], [1, 0.0]])
def test_random_split_lengths_match_torch_and_partition(lengths):
    ours = ydata.random_split(range(10), lengths)
    theirs = tdata.random_split(range(10), lengths)
    assert [len(s) for s in ours] == [len(s) for s in theirs]
    assert sorted(i for s in ours for i in s) == list(range(10))


def test_random_split_bad_lengths_raise_value_error_as_torch():
    with pytest.raises(ValueError, match="Sum of input lengths"):
        tdata.random_split(range(10), [3, 3])
    with pytest.raises(ValueError, match="Sum of input lengths"):
        ydata.random_split(range(10), [3, 3])


def test_random_split_is_reproducible_with_a_generator():
    first = ydata.random_split(range(20), [5, 15], generator=torch.Generator().manual_seed(3))
    again = ydata.random_split(range(20), [5, 15], generator=torch.Generator().manual_seed(3))
    assert [list(s) for s in first] == [list(s) for s in again]


def test_sequential_and_batch_samplers_match_torch():
    for batch_size, drop_last in [(3, False), (3, True), (5, False), (10, True)]:
        ours = ydata.BatchSampler(ydata.SequentialSampler(range(10)), batch_size, drop_last)
        theirs = tdata.BatchSampler(tdata.SequentialSampler(range(10)), batch_size, drop_last)
        assert list(ours) == list(theirs) and len(ours) == len(theirs)


@pytest.mark.parametrize("bad", [0, -1, 2.0, True])
def test_batch_sampler_bad_batch_size_raises_value_error(bad):
    with pytest.raises(ValueError):
        tdata.BatchSampler(range(3), bad, False)
    with pytest.raises(ValueError, match="batch_size"):
        ydata.BatchSampler(range(3), bad, False)


def test_random_sampler_permutes_and_follows_the_global_seed():
    yaten.manual_seed(1)
    first = list(ydata.RandomSampler(range(50)))
    yaten.manual_seed(1)
    again = list(ydata.RandomSampler(range(50)))
    assert first == again and sorted(first) == list(range(50)) and first != list(range(50))


def test_random_sampler_num_samples_and_replacement_as_torch():
    longer = list(ydata.RandomSampler(range(4), num_samples=10))
    assert len(longer) == 10 and sorted(longer[:4]) == sorted(longer[4:8]) == [0, 1, 2, 3]
    drawn = list(ydata.RandomSampler(range(5), replacement=True, num_samples=1000))
    assert len(drawn) == 1000 and set(drawn) == set(range(5))
    with pytest.raises(TypeError):
        ydata.RandomSampler(range(3), replacement=1)
    with pytest.raises(ValueError):
        ydata.RandomSampler(range(3), num_samples=0)


def test_random_sampler_with_replacement_streams_an_endless_num_samples_as_torch():
    # An "infinite" loader's sampler (replacement=True, num_samples=int(1e10)):
    # torch draws its indices a few at a time, so the first batch comes at once.
    data = range(31)
    for module in (tdata, ydata):
        stream = iter(module.RandomSampler(data, replacement=True, num_samples=int(1e10)))
        first = [next(stream) for _ in range(100)]
        assert all(0 <= i < 31 for i in first) and len(set(first)) > 1
        assert len(module.RandomSampler(data, replacement=True, num_samples=int(1e10))) == int(1e10)


def test_samplers_accept_a_generator_and_reproduce_with_its_seed():
    def draw(seed):
        g = torch.Generator().manual_seed(seed)
        return (list(ydata.RandomSampler(range(30), generator=g)),
                list(ydata.SubsetRandomSampler([5, 6, 7, 8], generator=g)))
    assert draw(4) == draw(4) and draw(4) != draw(5)
    # A yaten.Generator too: its own stream, repeated by its seed.
    own = [list(ydata.RandomSampler(range(30), generator=yaten.Generator().manual_seed(s))) for s in (4, 4, 5)]
    assert own[0] == own[1] != own[2] and sorted(own[0]) == list(range(30))


def test_weighted_random_sampler_follows_the_weights():
    yaten.manual_seed(0)
    drawn = list(ydata.WeightedRandomSampler([0.1, 0.0, 0.9], 4000))
    counts = collections.Counter(drawn)
    assert counts[1] == 0 and 0.85 < counts[2] / 4000 < 0.95
    distinct = list(ydata.WeightedRandomSampler(yaten.tensor([1.0, 5.0, 1.0, 0.5]), 4, replacement=False))
    assert sorted(distinct) == [0, 1, 2, 3]
    with pytest.raises(RuntimeError):
        ydata.WeightedRandomSampler([1.0, 0.0], 2, replacement=False)
    with pytest.raises(ValueError):
        ydata.WeightedRandomSampler([1.0], 0)


@pytest.mark.parametrize("drop_last", [False, True])
@pytest.mark.parametrize("n,replicas", [(10, 3), (9, 3), (2, 4)])
def test_distributed_sampler_shares_like_torch_without_shuffle(n, replicas, drop_last):
    for rank in range(replicas):
        ours = ydata.DistributedSampler(range(n), replicas, rank, shuffle=False, drop_last=drop_last)
        theirs = tdata.DistributedSampler(range(n), replicas, rank, shuffle=False, drop_last=drop_last)
        assert list(ours) == list(theirs) and len(ours) == len(theirs)


def test_distributed_sampler_shuffles_the_same_in_every_rank_per_epoch():
    def epoch_indices(epoch):
        parts = []
        for rank in range(3):
            sampler = ydata.DistributedSampler(range(12), num_replicas=3, rank=rank, seed=7)
            sampler.set_epoch(epoch)
            parts.append(list(sampler))
        return parts
    first = epoch_indices(0)
    assert sorted(sum(first, [])) == list(range(12))
    assert epoch_indices(0) == first and epoch_indices(1) != first
    with pytest.raises(ValueError):
        ydata.DistributedSampler(range(3), num_replicas=2, rank=2)


def test_distributed_sampler_reads_the_process_groups_world(tmp_path):
    # DistributedSampler(dataset) after init_process_group, as torchrun scripts write it; before it, torch's error.
    import yaten.distributed as dist
    with pytest.raises(RuntimeError) as ours:
        ydata.DistributedSampler(range(3))
    with pytest.raises(RuntimeError) as theirs:
        tdata.DistributedSampler(range(3))
    assert str(ours.value) == str(theirs.value)
    dist.init_process_group("gloo", init_method=f"file://{tmp_path / 'store'}", rank=0, world_size=1)
    try:
        sampler = ydata.DistributedSampler(range(7), shuffle=False)
        assert (sampler.num_replicas, sampler.rank) == (1, 0) and list(sampler) == list(range(7))
        assert list(ydata.DistributedSampler(range(7), num_replicas=2, shuffle=False)) == [0, 2, 4, 6]
    finally:
        dist.destroy_process_group()
