"""yaten.jit.script and the objects it makes, run as Python.

yaten has no graph compiler: a scripted function or module runs its Python
code, eagerly, with the same results as torch's TorchScript run of that
code; is_scripting() answers True inside it, so code that picks a path by
it takes the path torch compiles. What only a compiler has (the TorchScript
source in .code, the graph in .graph, a TorchScript archive for torch's
jit.load) raises a RuntimeError that says so, never a stand-in."""
import functools
import typing
from collections import OrderedDict

from yaten import nn
from yaten.jit import _state


class Error(RuntimeError):
    """torch.jit.Error: what running a function marked @unused raises (and TorchScript's raise statements)."""


def _no_compiler(what):
    return RuntimeError(f"{what}: yaten runs scripted and traced code as Python, with no graph compiler, so there "
                        "is no TorchScript code or graph to show")


class _CompiledFace:
    """The attributes of torch's compiled objects that only a compiler can fill."""

    @property
    def code(self):
        raise _no_compiler("code")

    @property
    def graph(self):
        raise _no_compiler("graph")

    @property
    def inlined_graph(self):
        raise _no_compiler("inlined_graph")

    @property
    def code_with_constants(self):
        raise _no_compiler("code_with_constants")

    def save(self, f, _extra_files=None):
        """yaten.jit.save(self, f): see there for what the file holds."""
        from yaten.jit._serialization import save
        save(self, f, _extra_files=_extra_files)


class ScriptFunction(_CompiledFace):
    """A function made by yaten.jit.script or yaten.jit.trace: calls run the Python function."""

    def __init__(self, fn, kind="scripting"):
        functools.update_wrapper(self, fn)
        self._fn, self._kind = fn, kind

    def __call__(self, *args, **kwargs):
        with _state.inside(self._kind):
            return self._fn(*args, **kwargs)

    @property
    def name(self):
        return self._fn.__name__

    @property
    def qualified_name(self):
        return f"{self._fn.__module__}.{self._fn.__qualname__}"

    @property
    def schema(self):
        raise _no_compiler("schema")

    def __reduce__(self):
        # The function pickles by reference, as torch.save pickles functions: its module must be importable.
        return ScriptFunction, (self._fn, self._kind)

    def __repr__(self):
        return f"<yaten.jit.ScriptFunction object {self.qualified_name}>"


class Attribute(typing.NamedTuple):
    """torch.jit.Attribute(value, type): declares an attribute's type for the
    compiler; a ScriptModule stores the value."""
    value: typing.Any
    type: typing.Any


class ScriptModule(_CompiledFace, nn.Module):
    """The base of scripted and traced modules (and of modules written
    against torch's older ScriptModule API with @script_method): a Module whose
    calls run with is_scripting() (or is_tracing()) True."""

    _jit_kind = "scripting"

    def __setattr__(self, name, value):
        super().__setattr__(name, value.value if isinstance(value, Attribute) else value)

    def __call__(self, *args, **kwargs):
        with _state.inside(self._jit_kind):
            return super().__call__(*args, **kwargs)

    def define(self, src):
        raise _no_compiler("define")


class _CopiedModule(ScriptModule):
    """A scripted or traced copy of a module: the module's class, its methods
    and submodules (copied in turn) over the same parameters and buffers."""

    @property
    def original_name(self):
        return self._original_class.__name__

    def _get_name(self):
        return type(self).__bases__[0].__name__

    def __reduce__(self):
        # Pickled as the original module and copied again on loading, so files name only importable classes.
        plain = object.__new__(self._original_class)
        plain.__dict__.update(self.__dict__)
        return _script_again, (plain, type(self).__bases__[0])


class RecursiveScriptModule(_CopiedModule):
    """What script(module) returns."""


def _script_again(module, base):
    return _scripted_copy(module, base)


@functools.lru_cache(None)
def _scripted_class(original, base):
    """base over the module's own class; methods marked @unused raise when scripted code calls them, as the
    stubs torch compiles in their place do (a call from Python runs them, as there)."""
    namespace = {"__module__": "yaten.jit", "_original_class": original, "__qualname__": base.__name__}
    for klass in reversed(original.__mro__):
        for name, attr in vars(klass).items():
            if getattr(attr, "_yaten_jit_unused", False) and callable(attr):
                namespace[name] = _unused_in_scripted_code(name, attr)
            elif name == "forward" and klass is not nn.Module or getattr(attr, "_yaten_jit_export", False):
                namespace[name] = _entry_point(attr, base._jit_kind)
    return type(base.__name__, (base, original), namespace)


def _entry_point(method, kind):
    """forward and the @export methods, which Python may call directly on a compiled module: their code runs as
    compiled code (is_scripting() or is_tracing() True)."""
    @functools.wraps(method)
    def entry(self, *args, **kwargs):
        with _state.inside(kind):
            return method(self, *args, **kwargs)
    return entry


def _unused_in_scripted_code(name, method):
    @functools.wraps(method)
    def unused(self, *args, **kwargs):
        if _state.is_scripting():
            raise Error(f"This Python function ({name}) is annotated to be ignored and cannot be run")
        return method(self, *args, **kwargs)
    return unused


def _copy_structure(module, class_of):
    """A new module of class class_of(module) with module's state shallow-copied (the same parameter and buffer
    tensors, as torch's scripted module shares them) and its submodules copied alike."""
    copy = object.__new__(class_of(module))
    state = {name: (value.copy() if isinstance(value, (dict, set)) else value)
             for name, value in module.__dict__.items()}
    state["_modules"] = OrderedDict((name, None if sub is None else _copy_structure(sub, class_of))
                                    for name, sub in module._modules.items())
    copy.__dict__.update(state)
    return copy


def _scripted_copy(module, base):
    """module as a scripted module of kind base (its submodules too), unless it is one."""
    if isinstance(module, ScriptModule):
        return module
    return _copy_structure(module, lambda m: type(m) if isinstance(m, ScriptModule) else
                           _scripted_class(type(m), base))


def script(obj, optimize=None, _frameworks_id=None, example_inputs=None, _rcb=None):
    """obj as torch.jit.script makes it, run as Python (see the module's doc):
    a module gives a RecursiveScriptModule over its parameters, a function a
    ScriptFunction; a class is returned as is."""
    if isinstance(obj, (ScriptModule, ScriptFunction)):
        return obj
    if isinstance(obj, nn.Module):
        return _scripted_copy(obj, RecursiveScriptModule)
    if isinstance(obj, type):
        if issubclass(obj, nn.Module):
            raise RuntimeError(f"Type '{obj}' cannot be compiled since it inherits from nn.Module, pass an "
                               "instance instead")
        return obj
    if callable(obj):
        return ScriptFunction(obj)
    raise RuntimeError(f"Type '{type(obj).__name__}' cannot be compiled")


def script_method(fn):
    """torch's older ScriptModule API: marks a method to compile; here it runs as written."""
    return fn


def ignore(drop=False, **kwargs):
    """@ignore or @ignore(drop=True): leave a function to Python (it always is, here)."""
    if callable(drop):
        drop._yaten_jit_ignore = True
        return drop

    def decorate(fn):
        fn._yaten_jit_ignore = True
        return fn
    return decorate


def unused(fn):
    """Marks a method the compiler skips: a scripted module's copy raises when it is called, as torch's."""
    if isinstance(fn, property):
        fn.fget._yaten_jit_unused = True
        return fn
    fn._yaten_jit_unused = True
    return fn


def export(fn):
    """Marks a method as an entry point of the scripted module; every method already is one here."""
    fn._yaten_jit_export = True
    return fn


def interface(obj):
    """Declares an interface type for the compiler; the class itself here."""
    return obj


def annotate(the_type, the_value):
    """the_value: the type is for the compiler."""
    return the_value


Final = typing.Final


def _constants(module):
    """module's parameters made plain attributes cut from autograd (sharing memory), in it and its submodules:
    a frozen module's weights are constants, as in torch's."""
    for sub in module.modules():
        for name, param in list(sub._parameters.items()):
            del sub._parameters[name]
            object.__setattr__(sub, name, None if param is None else param.detach())
    return module


def freeze(mod, preserved_attrs=None, optimize_numerics=True):
    """A copy of a scripted module in eval mode whose weights are constants (no parameters, no gradients), as
    torch's; torch also compiles them into its graph, which yaten lacks, so the copy runs the same Python."""
    if not isinstance(mod, ScriptModule):
        raise RuntimeError("Freezing expects a ScriptModule as input. Please use torch.jit.script or "
                           "torch.jit.trace to script your 'nn.Module'.")
    if mod.training:
        raise RuntimeError("Freezing is currently only implemented for modules in eval mode. Please call .eval() "
                           "on your module before freezing.")
    return _constants(_copy_structure(mod, type))


def optimize_for_inference(mod, other_methods=None):
    """freeze(mod) in eval mode: the inference-only copy torch makes (without its graph rewrites)."""
    if not isinstance(mod, ScriptModule):
        raise RuntimeError("optimize_for_inference expects a ScriptModule as input. Please use torch.jit.script "
                           "or torch.jit.trace to script your 'nn.Module'.")
    return freeze(mod.eval()) if mod.training else freeze(mod)
