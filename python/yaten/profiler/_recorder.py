"""The recording behind yaten.profiler and yaten.autograd.profiler: while a
profiler records, a TorchFunctionMode (the dispatch layer every op function,
Tensor method and operator goes through) times each call, with its input
shapes and the bytes it allocates; record_function opens named ranges that
the calls inside nest under. With no profiler recording, no mode is pushed
and ops run exactly as before: the profiler costs them nothing.

Calls that an op makes itself (a Python function such as
nn.functional.multi_head_attention_forward calling others) run under the
mode's own call and are not recorded apart: each event is a call the
program made, as its own Python code made it."""
import threading
import time

from yaten import _C, overrides
from yaten.profiler._events import EventList, FunctionEvent

# Tensor methods that read metadata rather than compute: torch's profiler
# shows no aten op for them either.
_METADATA = frozenset({"dim", "size", "stride", "numel", "nelement", "ndimension", "is_contiguous", "data_ptr",
                       "storage_offset", "element_size", "is_floating_point", "is_complex", "is_signed",
                       "get_device", "__len__", "__repr__", "__format__", "__iter__", "__hash__",
                       "__dlpack_device__", "__reduce_ex__", "__deepcopy__", "type"})
# Operators under the name of the op they run.
_OPERATORS = {"add": "add", "sub": "sub", "mul": "mul", "truediv": "div", "div": "div", "floordiv": "floor_divide",
              "matmul": "matmul", "pow": "pow", "mod": "remainder", "and": "bitwise_and", "or": "bitwise_or",
              "xor": "bitwise_xor", "lshift": "bitwise_left_shift", "rshift": "bitwise_right_shift", "neg": "neg",
              "abs": "abs", "invert": "bitwise_not", "eq": "eq", "ne": "ne", "lt": "lt", "le": "le", "gt": "gt",
              "ge": "ge", "getitem": "index", "setitem": "index_put_", "pos": "positive"}


_names = {}


def op_name(func):
    """torch's event name of func ('aten::add'), or None for what records no event (property reads, metadata)."""
    try:
        return _names[func]
    except (KeyError, TypeError):
        pass
    name = _event_name(func)
    try:
        _names[func] = name
    except TypeError:  # an unhashable callable: named anew each call
        pass
    return name


def _event_name(func):
    name = overrides.resolve_name(func) or getattr(func, "__name__", None)
    if name is None or name.endswith(".__get__"):
        return None
    short = name.rsplit(".", 1)[-1]
    if short in _METADATA:
        return None
    if short.startswith("__") and short.endswith("__"):
        bare = short[2:-2]
        if bare in _OPERATORS:
            return "aten::" + _OPERATORS[bare]
        if bare[:1] in ("r", "i") and bare[1:] in _OPERATORS:
            return "aten::" + _OPERATORS[bare[1:]] + ("_" if bare[0] == "i" else "")
        return None
    return "aten::" + short


def _shapes(args):
    return [list(a.shape) if isinstance(a, _C.TensorBase) else
            [len(a)] if isinstance(a, (list, tuple)) and a and isinstance(a[0], _C.TensorBase) else [] for a in args]


class Session:
    """One recording: its events and the ranges open on each thread."""

    def __init__(self, record_shapes=False, profile_memory=False):
        self.record_shapes, self.profile_memory = record_shapes, profile_memory
        self.events = []
        self._open = threading.local()
        self._lock = threading.Lock()
        self._next_id = 0

    def _stack(self):
        if not hasattr(self._open, "stack"):
            self._open.stack = []
        return self._open.stack

    def begin(self, name, shapes=(), kind="cpu_op"):
        with self._lock:
            self._next_id += 1
            event = FunctionEvent(self._next_id, name, threading.get_ident(), time.perf_counter_ns(), shapes, kind)
            self.events.append(event)
        stack = self._stack()
        if stack:
            event.cpu_parent = stack[-1]
            stack[-1].cpu_children.append(event)
        stack.append(event)
        if self.profile_memory:
            event.cpu_memory_usage = -_C._memory_stats()["allocated_bytes"]
        return event

    def end(self, event):
        event.end_ns = time.perf_counter_ns()
        if self.profile_memory:
            event.cpu_memory_usage += _C._memory_stats()["allocated_bytes"]
        stack = self._stack()
        if stack and stack[-1] is event:
            stack.pop()

    def event_list(self):
        return EventList(self.events, profile_memory=self.profile_memory, with_shapes=False)


class _RecordingMode(overrides.TorchFunctionMode):
    def __init__(self, session):
        self.session = session

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = op_name(func)
        if name is None:
            return func(*args, **kwargs)
        event = self.session.begin(name, _shapes(args) if self.session.record_shapes else ())
        try:
            return func(*args, **kwargs)
        finally:
            self.session.end(event)


_active = []  # the recording sessions, innermost last (record_function writes to the innermost)


def start(session):
    overrides.resolve_name(_C.TensorBase.add)  # builds the name table now, not inside the first event
    mode = _RecordingMode(session)
    mode.__enter__()
    _active.append((session, mode))


def stop(session):
    for index, (open_session, mode) in enumerate(_active):
        if open_session is session:
            mode.__exit__(None, None, None)
            del _active[index]
            return


def current():
    return _active[-1][0] if _active else None
