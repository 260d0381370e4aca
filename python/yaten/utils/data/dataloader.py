"""DataLoader, as torch.utils.data's: batches from a dataset through a
sampler and collate_fn, read in this process (num_workers=0) or by worker
processes whose batches come back through shared memory (see
yaten.multiprocessing), in the sampler's order."""
import itertools
import math
import multiprocessing as python_multiprocessing
import os
import queue
import time
import warnings

import yaten.multiprocessing as multiprocessing
from yaten.multiprocessing.reductions import remove_unreceived
from yaten.utils.data import _random
from yaten.utils.data._collate import default_collate, default_convert
from yaten.utils.data._worker import (SHUTDOWN_WAIT, STATUS_CHECK_INTERVAL, ExceptionWrapper, IterableStopped,
                                      ResumeIteration, make_fetcher, receive, worker_loop)
from yaten.utils.data.dataset import IterableDataset
from yaten.utils.data.sampler import BatchSampler, RandomSampler, Sampler, SequentialSampler


class _InfiniteConstantSampler(Sampler):
    """None forever: an iterable dataset's batches are read, not indexed."""

    def __iter__(self):
        while True:
            yield None


def _check_options(dataset, batch_size, shuffle, sampler, batch_sampler, num_workers, drop_last, timeout,
                   prefetch_factor, persistent_workers):
    if num_workers < 0:
        raise ValueError("num_workers option should be non-negative; use num_workers=0 to disable multiprocessing.")
    if timeout < 0:
        raise ValueError("timeout option should be non-negative")
    if num_workers == 0 and prefetch_factor != 2:
        raise ValueError("prefetch_factor option could only be specified in multiprocessing.let num_workers > 0 "
                         "to enable multiprocessing.")
    if prefetch_factor <= 0:
        raise ValueError(f"prefetch_factor option should be positive, but got {prefetch_factor}")
    if persistent_workers and num_workers == 0:
        raise ValueError("persistent_workers option needs num_workers > 0")
    if isinstance(dataset, IterableDataset):
        for name, value, unset in (("shuffle", shuffle, False), ("sampler", sampler, None),
                                   ("batch_sampler", batch_sampler, None)):
            if value not in (unset, None):
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified {name} option, but got "
                                 f"{name}={value}")
    elif sampler is not None and shuffle:
        raise ValueError("sampler option is mutually exclusive with shuffle")
    if batch_sampler is not None:
        if batch_size != 1 or shuffle or sampler is not None or drop_last:
            raise ValueError("batch_sampler option is mutually exclusive with batch_size, shuffle, sampler, and "
                             "drop_last")
    elif batch_size is None and drop_last:
        raise ValueError("batch_size=None option disables auto-batching and is mutually exclusive with drop_last")


def _warn_if_more_workers_than_cores(num_workers):
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    if cores and num_workers > cores:
        warnings.warn(f"This DataLoader will create {num_workers} worker processes in total. Our suggested max "
                      f"number of worker in current system is {cores}, which is smaller than what this DataLoader "
                      "is going to create. Please be aware that excessive worker creation might get DataLoader "
                      "running slow or even freeze, lower the worker number to avoid potential slowness/freeze if "
                      "necessary.")


class DataLoader:
    """Iterates over dataset in batches; see torch.utils.data.DataLoader for the options."""

    _frozen = ("batch_size", "batch_sampler", "sampler", "drop_last", "dataset", "persistent_workers")

    def __init__(self, dataset, batch_size=1, shuffle=None, sampler=None, batch_sampler=None, num_workers=0,
                 collate_fn=None, pin_memory=False, drop_last=False, timeout=0, worker_init_fn=None,
                 multiprocessing_context=None, generator=None, *, prefetch_factor=2, persistent_workers=False,
                 pin_memory_device=""):
        _check_options(dataset, batch_size, shuffle, sampler, batch_sampler, num_workers, drop_last, timeout,
                       prefetch_factor, persistent_workers)
        if sampler is None:
            if isinstance(dataset, IterableDataset):
                sampler = _InfiniteConstantSampler()
            elif shuffle:
                sampler = RandomSampler(dataset, generator=generator)
            else:
                sampler = SequentialSampler(dataset)
        if batch_sampler is not None:
            batch_size, drop_last = None, False
        elif batch_size is not None:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)
        self.dataset = dataset
        self.num_workers = num_workers
        self.prefetch_factor = prefetch_factor
        self.pin_memory = pin_memory  # no device memory to pin for: accepted, as torch on a CPU-only build
        self.pin_memory_device = pin_memory_device
        self.timeout = timeout
        self.worker_init_fn = worker_init_fn
        self.multiprocessing_context = multiprocessing_context
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.sampler = sampler
        self.batch_sampler = batch_sampler
        self.generator = generator
        self.collate_fn = collate_fn or (default_collate if batch_sampler is not None else default_convert)
        self.persistent_workers = persistent_workers
        self._iterator = None
        self._initialized = True

    def __setattr__(self, name, value):
        if getattr(self, "_initialized", False) and name in self._frozen:
            raise ValueError(f"{name} attribute should not be set after {type(self).__name__} is initialized")
        super().__setattr__(name, value)

    @property
    def multiprocessing_context(self):
        return self._multiprocessing_context

    @multiprocessing_context.setter
    def multiprocessing_context(self, context):
        if context is not None and self.num_workers == 0:
            raise ValueError(f"multiprocessing_context can only be used with multi-process loading "
                             f"(num_workers > 0), but got num_workers={self.num_workers}")
        if isinstance(context, str):
            valid = python_multiprocessing.get_all_start_methods()
            if context not in valid:
                raise ValueError(f"multiprocessing_context option should specify a valid start method in "
                                 f"{valid!r}, but got multiprocessing_context={context!r}")
            context = multiprocessing.get_context(context)
        elif context is not None and not isinstance(context, python_multiprocessing.context.BaseContext):
            raise TypeError(f"multiprocessing_context option should be a valid context object or a string "
                            f"specifying the start method, but got multiprocessing_context={context}")
        self._multiprocessing_context = context

    @property
    def _auto_collation(self):
        return self.batch_sampler is not None

    @property
    def _index_sampler(self):
        return self.batch_sampler if self._auto_collation else self.sampler

    def __iter__(self):
        if self.num_workers > 0:
            _warn_if_more_workers_than_cores(self.num_workers)
        if self.num_workers == 0:
            return _SingleProcessDataLoaderIter(self)
        if not self.persistent_workers:
            return _MultiProcessingDataLoaderIter(self)
        if self._iterator is None:
            self._iterator = _MultiProcessingDataLoaderIter(self)
        else:
            self._iterator._reset(self)
        return self._iterator

    def __len__(self):
        if isinstance(self.dataset, IterableDataset):
            length = len(self.dataset)
            if self.batch_size is not None:
                length = length // self.batch_size if self.drop_last else -(-length // self.batch_size)
            return length
        return len(self._index_sampler)


class _BaseDataLoaderIter:
    def __init__(self, loader):
        self._dataset = loader.dataset
        self._auto_collation = loader._auto_collation
        self._drop_last = loader.drop_last
        self._index_sampler = loader._index_sampler
        self._collate_fn = loader.collate_fn
        self._timeout = loader.timeout
        self._sampler_iter = iter(self._index_sampler)
        self._base_seed = _random.new_seed(loader.generator)
        self._num_yielded = 0

    def __iter__(self):
        return self

    def __len__(self):
        return len(self._index_sampler)

    def __next__(self):
        data = self._next_data()
        self._num_yielded += 1
        return data


class _SingleProcessDataLoaderIter(_BaseDataLoaderIter):
    def __init__(self, loader):
        super().__init__(loader)
        self._fetcher = make_fetcher(self._dataset, self._auto_collation, self._collate_fn, self._drop_last)

    def _next_data(self):
        return self._fetcher.fetch(next(self._sampler_iter))


class _MultiProcessingDataLoaderIter(_BaseDataLoaderIter):
    """Workers each with an index queue, one result queue; up to
    prefetch_factor batches per worker in flight, handed out in order."""

    def __init__(self, loader):
        super().__init__(loader)
        self._num_workers = loader.num_workers
        self._prefetch_factor = loader.prefetch_factor
        self._persistent_workers = loader.persistent_workers
        self._shutdown = True  # until the workers exist
        context = loader.multiprocessing_context or multiprocessing
        self._data_queue = context.Queue()
        self._workers_done_event = context.Event()
        self._index_queues, self._workers = [], []
        try:
            for worker_id in range(self._num_workers):
                index_queue = context.Queue()
                index_queue.cancel_join_thread()
                worker = context.Process(
                    target=worker_loop, daemon=True,
                    args=(self._dataset, index_queue, self._data_queue, self._workers_done_event,
                          self._auto_collation, self._collate_fn, self._drop_last, self._base_seed,
                          loader.worker_init_fn, worker_id, self._num_workers, os.getpid()))
                worker.start()
                self._index_queues.append(index_queue)
                self._workers.append(worker)
        finally:
            self._shutdown = False
        self._reset(loader, first_iter=True)

    def _reset(self, loader, first_iter=False):
        self._sampler_iter = iter(self._index_sampler)
        self._num_yielded = 0
        self._send_idx = 0
        self._rcvd_idx = 0
        self._task_info = {}  # task index -> (worker id,) while pending, (worker id, data) once arrived early
        self._tasks_outstanding = 0
        self._workers_status = [True] * self._num_workers
        self._worker_cycle = itertools.cycle(range(self._num_workers))
        if not first_iter:
            for index_queue in self._index_queues:
                index_queue.put(ResumeIteration())
            waiting = self._num_workers
            while waiting > 0:
                return_idx, _ = self._get_data()
                if isinstance(return_idx, ResumeIteration):
                    waiting -= 1
        for _ in range(self._prefetch_factor * self._num_workers):
            self._try_put_index()

    def _try_put_index(self):
        try:
            index = next(self._sampler_iter)
        except StopIteration:
            return
        for _ in range(self._num_workers):
            worker_id = next(self._worker_cycle)
            if self._workers_status[worker_id]:
                break
        else:
            return  # every worker has finished its iterable dataset
        self._index_queues[worker_id].put((self._send_idx, index))
        self._task_info[self._send_idx] = (worker_id,)
        self._tasks_outstanding += 1
        self._send_idx += 1

    def _try_get_data(self, timeout):
        try:
            return True, receive(self._data_queue, timeout)
        except Exception as error:
            failed = [w for worker_id, w in enumerate(self._workers)
                      if w.exitcode is not None and (w.exitcode != 0 or self._workers_status[worker_id])]
            if failed:
                pids = ", ".join(str(w.pid) for w in failed)
                codes = ", ".join(str(w.exitcode) for w in failed)
                self._shutdown_workers()
                raise RuntimeError(f"DataLoader worker (pid(s) {pids}) exited unexpectedly (exit code(s) "
                                   f"{codes})") from error
            if isinstance(error, queue.Empty):
                return False, None
            raise

    def _get_data(self):
        """The next (task index, data) from any worker, checking every
        STATUS_CHECK_INTERVAL that none has died, until the loader's timeout."""
        deadline = time.monotonic() + self._timeout if self._timeout > 0 else math.inf
        while True:
            success, data = self._try_get_data(min(STATUS_CHECK_INTERVAL, max(deadline - time.monotonic(), 0)))
            if success:
                return data
            if time.monotonic() >= deadline:
                raise RuntimeError(f"DataLoader timed out after {self._timeout} seconds")

    def _next_data(self):
        while True:
            while self._rcvd_idx < self._send_idx:
                info = self._task_info[self._rcvd_idx]
                if len(info) == 2 or self._workers_status[info[0]]:
                    break
                del self._task_info[self._rcvd_idx]  # its worker's iterable ended before it
                self._rcvd_idx += 1
            else:
                if not self._persistent_workers:
                    self._shutdown_workers()
                raise StopIteration
            if len(self._task_info[self._rcvd_idx]) == 2:
                return self._process_data(self._task_info.pop(self._rcvd_idx)[1])
            idx, data = self._get_data()
            self._tasks_outstanding -= 1
            if isinstance(data, IterableStopped):
                if self._persistent_workers:
                    self._workers_status[data.worker_id] = False
                else:
                    self._mark_worker_unavailable(data.worker_id)
                self._try_put_index()
            elif idx != self._rcvd_idx:
                self._task_info[idx] += (data,)
            else:
                del self._task_info[idx]
                return self._process_data(data)

    def _process_data(self, data):
        self._rcvd_idx += 1
        self._try_put_index()
        if isinstance(data, ExceptionWrapper):
            data.reraise()
        return data

    def _mark_worker_unavailable(self, worker_id):
        self._index_queues[worker_id].put(None)
        self._workers_status[worker_id] = False

    def _shutdown_workers(self):
        """Tells every worker to stop, waits briefly, terminates the ones that do not."""
        if self._shutdown:
            return
        self._shutdown = True
        try:
            self._workers_done_event.set()
            for worker_id, worker in enumerate(self._workers):
                if worker.is_alive():
                    self._index_queues[worker_id].put(None)
            for worker in self._workers:
                worker.join(timeout=SHUTDOWN_WAIT)
                if worker.is_alive():
                    worker.terminate()
                    worker.join()
                remove_unreceived(worker.pid)  # batches it sent that will never be read
            for index_queue in self._index_queues:
                index_queue.cancel_join_thread()
                index_queue.close()
        finally:
            self._data_queue.cancel_join_thread()
            self._data_queue.close()

    def __del__(self):
        self._shutdown_workers()
