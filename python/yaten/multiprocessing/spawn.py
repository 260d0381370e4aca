"""spawn / start_processes, as torch.multiprocessing's: run fn(i, *args) in
nprocs processes; when one fails, stop the others and raise in the parent,
with the child's traceback when it raised (the usual launch of a
DistributedDataParallel script: mp.spawn(main, args=(world,), nprocs=world))."""
import ctypes
import multiprocessing
import multiprocessing.connection
import signal
import sys
import traceback
import warnings

_PR_SET_PDEATHSIG = 1


class ProcessException(Exception):
    """A spawned process failed: which one (error_index) and its pid."""

    def __init__(self, msg: str, error_index: int, pid: int):
        super().__init__(msg)
        self.msg = msg
        self.error_index = error_index
        self.pid = pid

    def __reduce__(self):
        return type(self), (self.msg, self.error_index, self.pid)


class ProcessRaisedException(ProcessException):
    """A spawned process's fn raised; the message holds its traceback."""

    def __init__(self, msg: str, error_index: int, error_pid: int):
        super().__init__(msg, error_index, error_pid)


class ProcessExitedException(ProcessException):
    """A spawned process ended by a signal or a non-zero exit code without raising."""

    def __init__(self, msg: str, error_index: int, error_pid: int, exit_code: int, signal_name=None):
        super().__init__(msg, error_index, error_pid)
        self.exit_code = exit_code
        self.signal_name = signal_name

    def __reduce__(self):
        return type(self), (self.msg, self.error_index, self.pid, self.exit_code, self.signal_name)


def _end_with_parent():
    """Asks Linux to interrupt this process when its parent dies, so no child outlives a killed launcher."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, int(signal.SIGINT), 0, 0, 0)
    except (OSError, AttributeError):
        pass  # not Linux: children end when they finish


def _run_child(fn, index, args, error_queue):
    _end_with_parent()
    try:
        fn(index, *args)
    except KeyboardInterrupt:
        pass  # the parent stopped us after another process failed
    except Exception:
        error_queue.put(traceback.format_exc())
        sys.exit(1)


class ProcessContext:
    """The processes start_processes made, and join, which reports the first failure."""

    def __init__(self, processes, error_queues):
        self.processes = processes
        self.error_queues = error_queues
        self.sentinels = {process.sentinel: index for index, process in enumerate(processes)}

    def pids(self):
        return [int(process.pid) for process in self.processes]

    def join(self, timeout=None):
        """Waits up to timeout for processes to end. True when all have ended
        well, False while some still run; when one failed, the others are
        stopped and its failure is raised (ProcessRaisedException or
        ProcessExitedException)."""
        if not self.sentinels:
            return True
        failed = None
        for sentinel in multiprocessing.connection.wait(list(self.sentinels), timeout=timeout):
            index = self.sentinels.pop(sentinel)
            self.processes[index].join()
            if self.processes[index].exitcode != 0:
                failed = index
                break
        if failed is None:
            return not self.sentinels
        for process in self.processes:
            if process.is_alive():
                process.terminate()
            process.join()
        self._raise_failure(failed)

    def _raise_failure(self, index):
        process = self.processes[index]
        if not self.error_queues[index].empty():
            message = f"\n\n-- Process {index} terminated with the following error:\n" + self.error_queues[index].get()
            raise ProcessRaisedException(message, index, process.pid)
        code = process.exitcode
        if code < 0:
            name = signal.Signals(-code).name
            raise ProcessExitedException(f"process {index} terminated with signal {name}", error_index=index,
                                         error_pid=process.pid, exit_code=code, signal_name=name)
        raise ProcessExitedException(f"process {index} terminated with exit code {code}", error_index=index,
                                     error_pid=process.pid, exit_code=code)


class SpawnContext(ProcessContext):
    """ProcessContext's name before torch 1.4."""

    def __init__(self, processes, error_queues):
        warnings.warn("SpawnContext is renamed to ProcessContext since 1.4 release.")
        super().__init__(processes, error_queues)


def start_processes(fn, args=(), nprocs=1, join=True, daemon=False, start_method="spawn"):
    """Runs fn(i, *args) for i in range(nprocs), each in a process of start_method;
    waits for them all when join (None), else returns their ProcessContext."""
    context = multiprocessing.get_context(start_method)
    processes, error_queues = [], []
    for index in range(nprocs):
        error_queue = context.SimpleQueue()
        process = context.Process(target=_run_child, args=(fn, index, args, error_queue), daemon=daemon)
        process.start()
        processes.append(process)
        error_queues.append(error_queue)
    started = ProcessContext(processes, error_queues)
    if not join:
        return started
    while not started.join():
        pass
    return None


def spawn(fn, args=(), nprocs=1, join=True, daemon=False, start_method="spawn"):
    """start_processes with the 'spawn' start method (another start_method warns and is not used)."""
    if start_method != "spawn":
        warnings.warn(f"This method only supports start_method=spawn (got: {start_method}).\n"
                      "To use a different start_method use:\n\t\t torch.multiprocessing.start_processes(...)")
    return start_processes(fn, args, nprocs, join, daemon, start_method="spawn")
