"""Whether the calling thread is inside scripted or traced code: yaten runs
both as plain Python, and is_scripting / is_tracing answer True inside them
so that code choosing a path by them takes the one torch's compiled code
takes."""
import contextlib
import threading

_local = threading.local()


def depth(kind):
    return getattr(_local, kind, 0)


@contextlib.contextmanager
def inside(kind):
    setattr(_local, kind, depth(kind) + 1)
    try:
        yield
    finally:
        setattr(_local, kind, depth(kind) - 1)


def is_scripting():
    """True inside a function or module made by yaten.jit.script, as torch's inside TorchScript."""
    return depth("scripting") > 0


def is_tracing():
    """True inside a function or module made by yaten.jit.trace, as torch's while it traces."""
    return depth("tracing") > 0
