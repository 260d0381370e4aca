"""DataLoader against torch's: options, batches, and the worker processes
(shared memory, seeding, sharding, errors, a killed worker, interrupt,
shutdown) without hangs or orphan processes."""
import gc
import multiprocessing
import os
import signal
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest
import torch
import torch.utils.data as tdata

import yaten
import yaten.utils.data as ydata
from test_data_datasets import as_plain
from yaten.multiprocessing import is_shared

BUILD_PYTHON = os.path.dirname(os.path.dirname(yaten.__file__))


def no_children_left():
    deadline = time.time() + 10
    while multiprocessing.active_children() and time.time() < deadline:
        time.sleep(0.05)
    return not multiprocessing.active_children()


def yaten_shm_names():
    return {name for name in os.listdir("/dev/shm") if name.startswith("yaten_")}


_names_before = set()


@pytest.fixture(autouse=True)
def shm_names_before_the_test():
    # Names a process killed before this test left behind (another run, a sanitizer run) are not this test's.
    global _names_before
    _names_before = yaten_shm_names()


def leftover_shm_names():
    """Names made during this test by processes that no longer exist (other live processes' are theirs to remove)."""
    names = yaten_shm_names() - _names_before
    return [name for name in names if not os.path.exists(f"/proc/{name.split('_')[1]}")]


@pytest.fixture
def tensor_data(rng):
    return rng.standard_normal((23, 4)).astype(np.float32), rng.integers(0, 3, 23)


@pytest.mark.parametrize("options", [dict(batch_size=5), dict(batch_size=5, drop_last=True), dict(batch_size=None),
                                     dict(batch_size=1), dict(batch_size=30)])
def test_sequential_batches_match_torch(tensor_data, options):
    x, y = tensor_data
    ours = ydata.DataLoader(ydata.TensorDataset(yaten.tensor(x), yaten.tensor(y)), **options)
    theirs = tdata.DataLoader(tdata.TensorDataset(torch.tensor(x), torch.tensor(y)), **options)
    assert len(ours) == len(theirs)
    assert [as_plain(b) for b in ours] == [as_plain(b) for b in theirs]


def test_batch_sampler_and_collate_fn_are_used_as_given():
    ours = ydata.DataLoader(range(10), batch_sampler=[[0, 1], [5, 2, 9]], collate_fn=lambda b: sum(b))
    theirs = tdata.DataLoader(range(10), batch_sampler=[[0, 1], [5, 2, 9]], collate_fn=lambda b: sum(b))
    assert list(ours) == list(theirs) == [1, 16]


@pytest.mark.parametrize("options", [
    dict(num_workers=-1), dict(timeout=-1), dict(prefetch_factor=3), dict(persistent_workers=True),
    dict(shuffle=True, sampler=[0, 1]), dict(batch_sampler=[[0]], batch_size=2), dict(batch_size=None, drop_last=True),
    dict(multiprocessing_context="fork")])
def test_bad_options_raise_value_error_as_torch(options):
    with pytest.raises(ValueError):
        tdata.DataLoader(range(4), **options)
    with pytest.raises(ValueError):
        ydata.DataLoader(range(4), **options)


class Stream(ydata.IterableDataset):
    """range(n), each worker reading its own share."""

    def __init__(self, n):
        self.n = n

    def __iter__(self):
        info = ydata.get_worker_info()
        if info is None:
            return iter(range(self.n))
        return iter(range(info.id, self.n, info.num_workers))

    def __len__(self):
        return self.n


def test_iterable_dataset_refuses_shuffle_and_sampler():
    for options in (dict(shuffle=True), dict(sampler=[0])):
        with pytest.raises(ValueError, match="IterableDataset"):
            ydata.DataLoader(Stream(3), **options)


def test_frozen_attributes_cannot_be_set():
    loader = ydata.DataLoader(range(4))
    with pytest.raises(ValueError, match="batch_size attribute should not be set"):
        loader.batch_size = 2


@pytest.mark.parametrize("num_workers", [1, 3])
def test_workers_give_the_single_process_batches_in_order(tensor_data, num_workers):
    dataset = ydata.TensorDataset(yaten.tensor(tensor_data[0]), yaten.tensor(tensor_data[1]))
    expected = [as_plain(b) for b in ydata.DataLoader(dataset, batch_size=4)]
    batches = list(ydata.DataLoader(dataset, batch_size=4, num_workers=num_workers))
    assert [as_plain(b) for b in batches] == expected
    assert all(is_shared(t) for batch in batches for t in batch)
    assert no_children_left() and not leftover_shm_names()


class Noisy(ydata.Dataset):
    """Sample i: (i, a yaten random number, the worker's seed and id) as drawn in the worker."""

    def __getitem__(self, i):
        info = ydata.get_worker_info()
        return i, yaten.rand(1), info.seed if info else -1, info.id if info else -1

    def __len__(self):
        return 12


def test_shuffled_worker_runs_repeat_under_the_same_seed():
    def run(seed):
        yaten.manual_seed(seed)
        return [as_plain(b) for b in ydata.DataLoader(Noisy(), batch_size=3, shuffle=True, num_workers=2)]
    first = run(0)
    assert run(0) == first and run(1) != first
    seeds = {}
    for batch in first:
        for seed, worker_id in zip(batch[1][2][2], batch[1][3][2]):
            seeds.setdefault(worker_id, set()).add(seed)
    assert sorted(seeds) == [0, 1] and all(len(s) == 1 for s in seeds.values())
    assert seeds[1].pop() - seeds[0].pop() == 1  # base_seed + worker_id


def test_more_workers_than_cores_warns_as_torch():
    workers = len(os.sched_getaffinity(0)) + 1
    with pytest.warns(UserWarning, match=f"will create {workers} worker processes"):
        assert sorted(int(b) for b in ydata.DataLoader(range(4), num_workers=workers)) == [0, 1, 2, 3]
    with pytest.warns(UserWarning, match=f"will create {workers} worker processes"):
        list(tdata.DataLoader(range(4), num_workers=workers))
    assert no_children_left()


def test_iterable_dataset_sharded_by_worker_info():
    batches = list(ydata.DataLoader(Stream(17), batch_size=4, num_workers=3))
    assert sorted(int(v) for batch in batches for v in batch) == list(range(17))
    assert len(batches) == 6  # shards of 6, 6 and 5 samples: two batches each, as torch
    single = ydata.DataLoader(Stream(17), batch_size=4)
    assert len(list(single)) == len(single) == 5


def test_worker_init_fn_runs_in_each_worker():
    def record(worker_id):
        ydata.get_worker_info().dataset.tag = worker_id

    class Tagged(ydata.Dataset):
        tag = None

        def __getitem__(self, i):
            return self.tag

        def __len__(self):
            return 8
    tags = {int(t) for b in ydata.DataLoader(Tagged(), batch_size=2, num_workers=2, worker_init_fn=record) for t in b}
    assert tags == {0, 1}


class Faulty(ydata.Dataset):
    def __getitem__(self, i):
        if i == 5:
            raise ValueError("sample 5 is broken")
        if i == 6:
            raise KeyError("missing")
        return i

    def __len__(self):
        return 8


@pytest.mark.parametrize("index,error", [(5, ValueError), (6, KeyError)])
def test_worker_exception_reraised_with_its_traceback(index, error):
    loader = ydata.DataLoader(Faulty(), sampler=[0, index], num_workers=2)
    with pytest.raises(error) as raised:
        list(loader)
    message = str(raised.value)
    assert f"Caught {error.__name__} in DataLoader worker process" in message
    assert "Original Traceback" in message and "test_data_loader.py" in message
    del raised  # its traceback holds the iterator, which (as torch's) stops its workers when collected
    gc.collect()
    assert no_children_left()


class Dying(ydata.Dataset):
    def __getitem__(self, i):
        if i == 3:
            os.kill(os.getpid(), signal.SIGKILL)
        return i

    def __len__(self):
        return 8


def test_killed_worker_raises_runtime_error_without_hanging():
    started = time.time()
    with pytest.raises(RuntimeError, match="exited unexpectedly"):
        list(ydata.DataLoader(Dying(), num_workers=2))
    assert time.time() - started < 30
    assert no_children_left()


class Slow(ydata.Dataset):
    def __getitem__(self, i):
        time.sleep(0.6)
        return i

    def __len__(self):
        return 4


def test_timeout_raises_runtime_error():
    with pytest.raises(RuntimeError, match="timed out after 0.2 seconds"):
        next(iter(ydata.DataLoader(Slow(), num_workers=1, timeout=0.2)))
    assert no_children_left()


def test_abandoned_iterator_stops_its_workers():
    iterator = iter(ydata.DataLoader(range(100), batch_size=2, num_workers=2))
    next(iterator)
    del iterator
    assert no_children_left() and not leftover_shm_names()


def test_persistent_workers_serve_every_epoch():
    class Pids(ydata.Dataset):
        def __getitem__(self, i):
            return os.getpid()

        def __len__(self):
            return 6
    loader = ydata.DataLoader(Pids(), batch_size=2, num_workers=2, persistent_workers=True)
    epochs = [sorted({int(p) for b in loader for p in b}) for _ in range(3)]
    assert epochs[0] == epochs[1] == epochs[2] and len(epochs[0]) == 2
    partial = iter(loader)
    next(partial)
    assert len([b for b in loader]) == 3  # a new epoch after a broken-off one
    del loader, partial
    assert no_children_left()


def test_keyboard_interrupt_stops_the_workers():
    script = textwrap.dedent("""
        import os, signal, sys, time
        import yaten.utils.data as data

        class Endless(data.Dataset):
            def __getitem__(self, i):
                os.write(1, b"%d\\n" % os.getpid())  # one write: lines from the two workers never mix
                time.sleep(0.01)
                return i
            def __len__(self):
                return 10 ** 6

        try:
            for i, batch in enumerate(data.DataLoader(Endless(), num_workers=2)):
                if i == 20:
                    os.kill(os.getpid(), signal.SIGINT)
        except KeyboardInterrupt:
            print("interrupted", flush=True)
            sys.exit(3)
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                            env={**os.environ, "PYTHONPATH": BUILD_PYTHON})
    assert result.returncode == 3, result.stderr
    lines = result.stdout.split()
    assert lines[-1] == "interrupted"
    worker_pids = {int(p) for p in lines[:-1]}
    assert len(worker_pids) == 2
    time.sleep(0.5)
    for pid in worker_pids:
        assert not os.path.exists(f"/proc/{pid}") or "zombie" in open(f"/proc/{pid}/status").read()
        assert not [n for n in leftover_shm_names() if n.startswith(f"yaten_{pid}_")]


def test_spawned_workers_receive_the_dataset_through_shared_memory(tensor_data):
    dataset = ydata.TensorDataset(yaten.tensor(tensor_data[0]), yaten.tensor(tensor_data[1]))
    expected = [as_plain(b) for b in ydata.DataLoader(dataset, batch_size=6)]
    loader = ydata.DataLoader(dataset, batch_size=6, num_workers=1, multiprocessing_context="spawn")
    assert [as_plain(b) for b in loader] == expected
    assert no_children_left()


def test_worker_init_fn_error_is_reraised_in_the_main_process():
    def broken(worker_id):
        raise ValueError(f"cannot start worker {worker_id}")
    with pytest.raises(ValueError, match="Caught ValueError in DataLoader worker process") as raised:
        list(ydata.DataLoader(range(4), num_workers=1, worker_init_fn=broken))
    assert "cannot start worker 0" in str(raised.value)
    del raised
    gc.collect()
    assert no_children_left()


def test_loader_generator_makes_worker_runs_repeat():
    def run(seed):
        generator = torch.Generator().manual_seed(seed)
        loader = ydata.DataLoader(Noisy(), batch_size=4, shuffle=True, num_workers=2, generator=generator)
        return [as_plain(b) for b in loader]
    assert run(5) == run(5) and run(5) != run(6)


def test_custom_collate_and_unbatched_reading_in_workers():
    pairs = list(ydata.DataLoader(range(6), batch_size=2, num_workers=2, collate_fn=lambda b: tuple(b)))
    assert pairs == [(0, 1), (2, 3), (4, 5)]
    single = list(ydata.DataLoader([np.arange(2) + i for i in range(3)], batch_size=None, num_workers=2))
    assert [s.tolist() for s in single] == [[0, 1], [1, 2], [2, 3]] and all(is_shared(s) for s in single)


def test_workers_exit_when_the_main_process_is_killed():
    script = textwrap.dedent("""
        import os, signal, time
        import yaten.utils.data as data

        class Pids(data.Dataset):
            def __getitem__(self, i):
                return os.getpid()
            def __len__(self):
                return 10 ** 6

        pids = set()
        for batch in data.DataLoader(Pids(), batch_size=2, num_workers=2):
            pids.update(int(p) for p in batch)
            if len(pids) == 2:
                print(*pids, flush=True)
                os.kill(os.getpid(), signal.SIGKILL)
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                            env={**os.environ, "PYTHONPATH": BUILD_PYTHON})
    assert result.returncode == -signal.SIGKILL, result.stderr
    worker_pids = [int(p) for p in result.stdout.split()]
    assert len(worker_pids) == 2
    deadline = time.time() + 10
    while time.time() < deadline and any(os.path.exists(f"/proc/{pid}") for pid in worker_pids):
        time.sleep(0.05)
    assert not any(os.path.exists(f"/proc/{pid}") for pid in worker_pids)
    owners = {name.split("_")[1] for name in os.listdir("/dev/shm") if name.startswith("yaten_")}
    assert not owners & {str(pid) for pid in worker_pids}  # an orphaned worker removes what it sent


def test_batch_that_cannot_be_pickled_raises_instead_of_hanging():
    loader = ydata.DataLoader(range(4), batch_size=2, num_workers=1, collate_fn=lambda b: (lambda: b))
    with pytest.raises(Exception, match="Caught .* in DataLoader worker process 0") as raised:
        next(iter(loader))
    assert "pickle" in str(raised.value).lower()
    del raised
    gc.collect()
    assert no_children_left()


def test_iterators_are_named_as_torchs():
    # Libraries test isinstance against torch.utils.data.dataloader's names.
    from yaten.utils.data import dataloader
    assert isinstance(iter(yaten.utils.data.DataLoader([1, 2])), dataloader._SingleProcessDataLoaderIter)
    assert issubclass(dataloader._MultiProcessingDataLoaderIter, dataloader._BaseDataLoaderIter)
