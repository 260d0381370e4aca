"""yaten.jit.trace and trace_module, run as Python.

torch records the ops one example call runs and replays that record;
yaten has no graph compiler, so a traced function or module runs its Python
code on each call (with is_tracing() True, as torch's tracing run saw it).
Both give the same results wherever the code takes the same path for every
input; code whose control flow depends on the data (torch warns about it
while tracing) follows each input's path here, where torch replays the
example's."""
import warnings

from yaten import nn
from yaten._tensor import Tensor
from yaten.jit import _state
from yaten.jit._script import ScriptFunction, ScriptModule, _CopiedModule, _scripted_copy


class TracerWarning(Warning):
    """torch.jit.TracerWarning: the category of tracing's warnings."""


class TracedModule(_CopiedModule):
    """A module made by trace: its calls run with is_tracing() True."""

    _jit_kind = "tracing"


class TopLevelTracedModule(TracedModule):
    """What trace(module) returns."""


def _traceable(value):
    if isinstance(value, Tensor):
        return True
    if isinstance(value, (list, tuple)):
        return all(_traceable(v) for v in value)
    if isinstance(value, dict):
        return all(_traceable(v) for v in value.values())
    return False


def _as_tuple(example_inputs):
    return example_inputs if isinstance(example_inputs, tuple) else (example_inputs,)


def _check_inputs(inputs):
    if not _traceable(inputs):
        kinds = ", ".join(type(v).__name__ for v in inputs)
        raise RuntimeError(f"Type 'Tuple[{kinds}]' cannot be traced. Only Tensors and (possibly nested) Lists, "
                           "Dicts, and Tuples of Tensors can be traced")


def _check_output(output):
    if not _traceable(output):
        raise RuntimeError("Tracer cannot infer type of output: only tensors and (possibly nested) tuples, lists or "
                           f"dicts of them can be outputs of traced functions, but got a {type(output).__name__}")


def _run_example(call, inputs):
    _check_inputs(inputs)
    with _state.inside("tracing"):
        _check_output(call(*inputs))


def trace(func, example_inputs, optimize=None, check_trace=True, check_inputs=None, check_tolerance=1e-5,
          strict=True, _force_outplace=False, _module_class=None, _compilation_unit=None):
    """func traced on example_inputs (a tensor or a tuple of them): the example call runs once, as torch's does,
    and the result runs func's Python on each call (see the module's doc)."""
    if isinstance(func, (ScriptModule, ScriptFunction)):
        warnings.warn("The input to trace is already a ScriptModule, tracing it is a no-op. Returning the object as "
                      "is.")
        return func
    if isinstance(func, nn.Module):
        return trace_module(func, {"forward": example_inputs})
    if isinstance(getattr(func, "__self__", None), nn.Module) and func.__name__ == "forward":
        return trace_module(func.__self__, {"forward": example_inputs})
    _run_example(func, _as_tuple(example_inputs))
    return ScriptFunction(func, "tracing")


def trace_module(mod, inputs, optimize=None, check_trace=True, check_inputs=None, check_tolerance=1e-5, strict=True,
                 _force_outplace=False, _module_class=None, _compilation_unit=None):
    """mod traced on each method named in inputs ({method name: example inputs}), as trace."""
    if not isinstance(mod, nn.Module):
        raise AttributeError("expected torch.nn.Module as the first argument")
    if not isinstance(inputs, dict):
        raise AttributeError("expected a dictionary of (method_name, input) pairs")
    traced = _scripted_copy(mod, TopLevelTracedModule)
    for name, example in inputs.items():
        _run_example(traced if name == "forward" else getattr(traced, name), _as_tuple(example))
    return traced
