"""What runs inside a DataLoader worker process: its seeding, the loop that
turns index lists into batches, and the wrapper that carries an exception
with its traceback back to the main process."""
import os
import queue
import random
import sys
import traceback
from dataclasses import dataclass
from multiprocessing.reduction import ForkingPickler

import yaten
from yaten.utils.data._collate import collate_rows, default_collate

# How often (seconds) the main process, waiting for a batch, checks that its workers live.
STATUS_CHECK_INTERVAL = 0.1
# How long a stopped worker may take to exit before it is terminated.
SHUTDOWN_WAIT = 2.0
# How often an idle worker checks that its parent lives and has not asked it to stop. The stop
# request can come only through done_event when the loader is collected as part of a reference
# cycle: its queues' feeder threads are closed before its __del__ can send them anything.
WORKER_POLL_INTERVAL = 0.2

_worker_info = None


@dataclass(frozen=True)
class WorkerInfo:
    """id, num_workers, seed and the worker's own copy of the dataset."""
    id: int
    num_workers: int
    seed: int
    dataset: object


def get_worker_info():
    """The WorkerInfo of the current DataLoader worker, or None in the main process."""
    return _worker_info


class ExceptionWrapper:
    """An exception raised in a worker, with its formatted traceback; reraise() raises it again here."""

    def __init__(self, exc_info, where):
        self.exc_type = exc_info[0]
        self.exc_msg = "".join(traceback.format_exception(*exc_info))
        self.where = where

    def reraise(self):
        message = f"Caught {self.exc_type.__name__} {self.where}.\nOriginal {self.exc_msg}"
        if self.exc_type is KeyError:
            message = _KeyErrorMessage(message)
        try:
            exception = self.exc_type(message)
        except TypeError:  # an exception type whose constructor wants other arguments
            raise RuntimeError(message) from None
        raise exception


class _KeyErrorMessage(str):
    """KeyError quotes its argument; this keeps the traceback readable."""

    def __repr__(self):
        return self


@dataclass(frozen=True)
class IterableStopped:
    """Sent by a worker whose iterable dataset is exhausted."""
    worker_id: int


@dataclass(frozen=True)
class ResumeIteration:
    """Sent to persistent workers at a new epoch, and echoed back when done."""


class MapFetcher:
    """Batches from a map-style dataset by index."""

    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        from yaten.utils.data.dataset import TensorDataset
        self.dataset, self.auto_collation, self.collate_fn = dataset, auto_collation, collate_fn
        self._plain_tensor_rows = type(dataset) is TensorDataset and collate_fn is default_collate

    def _rows_at_once(self, indices):
        """Whether the batch can be gathered with index_select: the same
        result as indexing each sample and collating, in one call per tensor."""
        if not self._plain_tensor_rows or not indices:
            return False
        length = len(self.dataset)
        return all(type(i) is int for i in indices) and 0 <= min(indices) and max(indices) < length

    def fetch(self, indices):
        if not self.auto_collation:
            return self.collate_fn(self.dataset[indices])
        if self._rows_at_once(indices):
            return collate_rows(self.dataset.tensors, indices)
        getitems = getattr(self.dataset, "__getitems__", None)
        data = getitems(indices) if getitems else [self.dataset[i] for i in indices]
        return self.collate_fn(data)


class IterableFetcher:
    """Batches read from an iterable dataset's iterator; indices only count."""

    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        self.iterator = iter(dataset)
        self.auto_collation, self.collate_fn, self.drop_last = auto_collation, collate_fn, drop_last
        self.ended = False

    def fetch(self, indices):
        if self.ended:
            raise StopIteration
        if not self.auto_collation:
            return self.collate_fn(next(self.iterator))
        data = []
        for _ in indices:
            try:
                data.append(next(self.iterator))
            except StopIteration:
                self.ended = True
                break
        if not data or (self.drop_last and len(data) < len(indices)):
            raise StopIteration
        return self.collate_fn(data)


def make_fetcher(dataset, auto_collation, collate_fn, drop_last):
    from yaten.utils.data.dataset import IterableDataset
    kind = IterableFetcher if isinstance(dataset, IterableDataset) else MapFetcher
    return kind(dataset, auto_collation, collate_fn, drop_last)


def seed_worker(seed):
    """Seeds Python's, yaten's and (when imported) numpy's generators in this process."""
    random.seed(seed)
    yaten.manual_seed(seed)
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        numpy.random.seed(numpy.random.SeedSequence([seed & 0xFFFFFFFF, seed >> 32 & 0xFFFFFFFF]).generate_state(4))


def _send(data_queue, idx, data, worker_id):
    """Puts (idx, data) on data_queue pickled here rather than in the
    queue's feeder thread, where a failure would be printed and the batch
    silently lost (the main process would wait for it for ever): a batch that
    cannot be pickled is sent as the error instead."""
    try:
        message = ForkingPickler.dumps((idx, data))
    except Exception:
        error = ExceptionWrapper(sys.exc_info(), f"in DataLoader worker process {worker_id}")
        message = ForkingPickler.dumps((idx, error))
    data_queue.put(bytes(message))  # dumps gives a memoryview, which the queue could not pickle


def receive(data_queue, timeout):
    """The (task index, data) a worker sent with _send."""
    return ForkingPickler.loads(data_queue.get(timeout=timeout))


def worker_loop(dataset, index_queue, data_queue, done_event, auto_collation, collate_fn, drop_last, base_seed,
                init_fn, worker_id, num_workers, parent_pid):
    """Reads (task index, indices) from index_queue and puts (task index,
    batch or ExceptionWrapper) on data_queue until told to stop (None) or
    the parent dies; persistent workers restart on ResumeIteration."""
    global _worker_info
    try:
        yaten.set_num_threads(1)  # num_workers processes already share the cores
        seed = base_seed + worker_id
        seed_worker(seed)
        _worker_info = WorkerInfo(id=worker_id, num_workers=num_workers, seed=seed, dataset=dataset)
        init_error = None
        try:
            if init_fn is not None:
                init_fn(worker_id)
            fetcher = make_fetcher(dataset, auto_collation, collate_fn, drop_last)
        except Exception:
            init_error = ExceptionWrapper(sys.exc_info(), f"in DataLoader worker process {worker_id}")
        iteration_ended = False
        while True:
            try:
                task = index_queue.get(timeout=WORKER_POLL_INTERVAL)
            except queue.Empty:
                if os.getppid() != parent_pid or done_event.is_set():
                    break
                continue
            if task is None:
                break
            if isinstance(task, ResumeIteration):
                _send(data_queue, task, None, worker_id)
                iteration_ended = False
                fetcher = make_fetcher(dataset, auto_collation, collate_fn, drop_last)
                continue
            if done_event.is_set() or iteration_ended:
                continue
            idx, indices = task
            if init_error is not None:
                data, init_error = init_error, None
            else:
                try:
                    data = fetcher.fetch(indices)
                except StopIteration:
                    if isinstance(fetcher, IterableFetcher):
                        data = IterableStopped(worker_id)
                        iteration_ended = True
                    else:
                        data = ExceptionWrapper(sys.exc_info(), f"in DataLoader worker process {worker_id}")
                except Exception:
                    data = ExceptionWrapper(sys.exc_info(), f"in DataLoader worker process {worker_id}")
            _send(data_queue, idx, data, worker_id)
            del data
    except KeyboardInterrupt:
        pass  # the main process sees the interrupt too and raises it there
    if os.getppid() != parent_pid:
        # Orphaned: what this worker sent will never be read, and no loader is left to clean up after it.
        from yaten.multiprocessing.reductions import remove_unreceived
        remove_unreceived(os.getpid())
        data_queue.cancel_join_thread()
    elif done_event.is_set():
        data_queue.cancel_join_thread()
        data_queue.close()
