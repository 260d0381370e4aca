"""no_grad, enable_grad, set_grad_enabled: context managers and decorators."""
import functools

from yaten import _C


class _GradModeGuard:
    """Sets grad mode on entry, restores it on exit; also works as a decorator."""

    enabled = None

    def __enter__(self):
        self._previous = _C.is_grad_enabled()
        _C._set_grad_enabled(self.enabled)

    def __exit__(self, *exc):
        _C._set_grad_enabled(self._previous)
        return False

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with self.__class__():
                return fn(*args, **kwargs)
        return wrapper


class no_grad(_GradModeGuard):
    """Disables recording of history inside the block or the decorated function."""

    enabled = False


class enable_grad(_GradModeGuard):
    """Enables recording of history inside the block or the decorated function."""

    enabled = True


class set_grad_enabled(_GradModeGuard):
    """Sets grad mode to `mode`: immediately, and back on leaving a `with` block."""

    def __init__(self, mode):
        self.enabled = bool(mode)
        self._previous = _C.is_grad_enabled()
        _C._set_grad_enabled(self.enabled)

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        _C._set_grad_enabled(self._previous)
        return False

    def __call__(self, fn):
        _C._set_grad_enabled(self._previous)
        mode = self.enabled

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with set_grad_enabled(mode):
                return fn(*args, **kwargs)
        return wrapper
