"""yaten.jit: torch.jit's API, run as Python.

yaten has no graph compiler. script() and trace() return objects that run
the code they were given, eagerly, with the results torch's compiled code
gives (for traced code whose path does not depend on the data; see
yaten.jit._trace); is_scripting() / is_tracing() answer True inside them.
What only a compiler makes (.code, .graph, TorchScript archives) raises a
RuntimeError saying so. fork runs its function at once and returns a
finished Future, as torch.jit.fork does outside TorchScript."""
from yaten.futures import Future
from yaten.jit import annotations  # noqa: F401
from yaten.jit._isinstance import isinstance  # noqa: A004 - torch.jit.isinstance
from yaten.jit._script import (Attribute, Error, Final, RecursiveScriptModule, ScriptFunction, ScriptModule,  # noqa: F401
                               annotate, export, freeze, ignore, interface, optimize_for_inference, script,
                               script_method, unused)
from yaten.jit._serialization import load, save  # noqa: F401
from yaten.jit._state import is_scripting, is_tracing  # noqa: F401
from yaten.jit._trace import TopLevelTracedModule, TracedModule, TracerWarning, trace, trace_module  # noqa: F401


def fork(func, *args, **kwargs):
    """A Future of func(*args, **kwargs), run now: torch runs forks in parallel only inside TorchScript, and
    outside it (as here, always) an exception leaves fork itself."""
    future = Future()
    future.set_result(func(*args, **kwargs))
    return future


def wait(future):
    """The value of a Future from fork (its exception raised)."""
    return future.wait()
