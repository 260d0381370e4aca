"""record_function: a named range of the program that the profiler shows as
an event of its own, with the op calls inside it as its children."""
import contextlib

from yaten.profiler import _recorder


class record_function(contextlib.ContextDecorator):  # noqa: N801 - torch's name
    """with record_function("forward"): ... (or as a decorator). Free when no profiler records."""

    def __init__(self, name, args=None):
        self.name, self.args = name, args
        self._event = self._session = None

    def __enter__(self):
        self._session = _recorder.current()
        if self._session is not None:
            self._event = self._session.begin(self.name, kind="user_annotation")
        return self

    def __exit__(self, *exc):
        if self._event is not None:
            self._session.end(self._event)
            self._event = self._session = None
        return False
