"""yaten.futures: torch.futures' Future, the value of a computation that
may finish later (yaten.jit.fork's result, then() chains), and collect_all /
wait_all over several."""
import threading

__all__ = ["Future", "collect_all", "wait_all"]


class Future:
    """A value set once (set_result, or set_exception) and waited for; then()
    and add_done_callback run callbacks when it is set."""

    def __init__(self, *, devices=None):
        self._done = threading.Event()
        self._lock = threading.Lock()
        self._value = None
        self._exception = None
        self._callbacks = []

    def done(self):
        return self._done.is_set()

    def wait(self):
        """Blocks until the value is set; returns it (raises the exception set instead)."""
        self._done.wait()
        return self.value()

    def value(self):
        """The value of a finished future (raises its exception)."""
        if not self.done():
            raise RuntimeError("Future.value(): the value is not set yet; call wait()")
        if self._exception is not None:
            raise self._exception
        return self._value

    def _finish(self, value, exception):
        with self._lock:
            if self.done():
                raise RuntimeError("Future can only be marked completed once")
            self._value, self._exception = value, exception
            self._done.set()
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback(self)

    def set_result(self, result):
        self._finish(result, None)

    def set_exception(self, result):
        if not isinstance(result, BaseException):
            raise TypeError(f"{result} is of type {type(result)}, not an Exception.")
        self._finish(None, result)

    def add_done_callback(self, callback):
        """Runs callback(self) once the value is set (now, if it is)."""
        with self._lock:
            if not self.done():
                self._callbacks.append(callback)
                return
        callback(self)

    def then(self, callback):
        """A Future of callback(self), set when this one is."""
        chained = Future()

        def run(finished):
            try:
                chained.set_result(callback(finished))
            except Exception as e:  # noqa: BLE001 - handed to the chained future, as torch's
                chained.set_exception(e)
        self.add_done_callback(run)
        return chained


def collect_all(futures):
    """A Future of the list of futures, set when all of them are."""
    together = Future()
    remaining = [len(futures)]
    lock = threading.Lock()

    def one_done(_):
        with lock:
            remaining[0] -= 1
            last = remaining[0] == 0
        if last:
            together.set_result(list(futures))
    if not futures:
        together.set_result([])
    for future in futures:
        future.add_done_callback(one_done)
    return together


def wait_all(futures):
    """The values of the futures, waiting for each (the first exception raised)."""
    return [future.wait() for future in futures]
