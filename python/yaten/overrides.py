"""yaten.overrides: the Python side of the __torch_function__ protocol, as
PyTorch's torch.overrides.

The lists of what may be overridden come from ops.yaml (through the
generated table) and from the package itself: a public callable is
overridable unless ops.yaml marks it `overridable: false` or it is one of
the few helpers below that never dispatch. Testing overrides of ops are
generated from their schemas; those of Python-level functions and
hand-written methods are made from their own signatures.

Beyond PyTorch: `implements` checks a handler's signature when it is
registered, and `coverage` reports what a handler table leaves out.
"""
import collections
import functools
import inspect
import warnings

import yaten
from yaten import _C
from yaten._generated import overrides_table

__all__ = [
    "BaseTorchFunctionMode", "TorchFunctionMode", "coverage", "get_ignored_functions", "get_overridable_functions",
    "get_testing_overrides", "handle_torch_function", "has_torch_function", "has_torch_function_unary",
    "has_torch_function_variadic", "implements", "is_tensor_like", "is_tensor_method_or_property", "resolve_name",
    "wrap_torch_function",
]

has_torch_function = _C._has_torch_function
has_torch_function_unary = _C._has_torch_function_unary
has_torch_function_variadic = _C._has_torch_function_variadic
# handle_torch_function(public_api, relevant_args, *args, **kwargs)
handle_torch_function = _C._handle_torch_function

# Public callables that never dispatch: they make tensors from Python data,
# read or set process state, or are the protocol's own machinery.
_IGNORED_HELPERS = (
    ("yaten", "tensor"), ("yaten", "as_tensor"), ("yaten", "from_numpy"), ("yaten", "set_default_dtype"),
    ("yaten", "get_default_dtype"), ("yaten", "is_grad_enabled"), ("yaten", "is_tensor"),
    ("yaten", "load"), ("yaten", "save"), ("yaten", "typename"), ("yaten", "get_num_threads"),
    ("yaten", "set_num_threads"), ("yaten", "is_autocast_enabled"), ("yaten", "is_autocast_cpu_enabled"),
    ("yaten", "get_autocast_cpu_dtype"), ("yaten", "set_autocast_cpu_enabled"), ("yaten", "set_autocast_cpu_dtype"),
    ("yaten", "promote_types"), ("yaten", "init_num_threads"), ("yaten", "get_device"),
    ("yaten", "from_dlpack"), ("yaten", "is_storage"), ("yaten", "set_printoptions"),
    ("yaten", "is_inference_mode_enabled"), ("yaten", "is_anomaly_enabled"), ("yaten", "set_anomaly_enabled"),
    ("yaten", "is_anomaly_check_nan_enabled"),
    # Deprecated aliases that call the Tensor method, which dispatches (as torch's).
    ("yaten.nn.functional", "sigmoid"), ("yaten.nn.functional", "tanh"), ("yaten.nn.functional", "upsample"),
    ("yaten.nn.functional", "upsample_nearest"), ("yaten.nn.functional", "upsample_bilinear"),

    # The default generator's seed and state, which torch lists as ignored too.
    ("yaten", "manual_seed"), ("yaten", "seed"), ("yaten", "initial_seed"), ("yaten", "get_rng_state"),
    ("yaten", "set_rng_state"),

    # What torch 1.13 removed but still names, to refuse (yaten/_removed.py); torch ignores the methods.
    ("yaten", "solve"), ("yaten", "lstsq"), ("yaten", "eig"), ("yaten", "matrix_rank"), ("yaten.Tensor", "solve"),
    ("yaten.Tensor", "lstsq"), ("yaten.Tensor", "eig"),

    ("yaten", "is_anomaly_check_nan_enabled"), ("yaten", "broadcast_shapes"),
    # Process settings and dtype questions, and tensors made from Python objects or a geometry (as torch's).
    *(("yaten", name) for name in (
        "set_float32_matmul_precision", "get_float32_matmul_precision", "use_deterministic_algorithms",
        "are_deterministic_algorithms_enabled", "is_deterministic_algorithms_warn_only_enabled",
        "set_deterministic_debug_mode", "get_deterministic_debug_mode", "set_num_interop_threads",
        "get_num_interop_threads", "set_warn_always", "is_warn_always_enabled", "set_flush_denormal",
        "set_default_tensor_type", "result_type", "can_cast", "asarray", "frombuffer", "empty_strided")),
    ("yaten.Tensor", "new_empty_strided"),
    ("yaten.Tensor", "as_subclass"), ("yaten.Tensor", "__torch_function__"), ("yaten.Tensor", "__new__"),
    # Refused for every tensor, as torch's (which lists it as ignored).
    ("yaten.Tensor", "__delitem__"),
)
# Class attributes that are not the Tensor's API.
_TENSOR_SKIPPED = {"__dict__", "__weakref__", "__module__", "__doc__", "__hash__", "__array_priority__"}


def _namespaces():
    """Public name -> namespace object, for every namespace with overridable functions."""
    out = {}
    for name in sorted({module for module, _, _ in overrides_table.TESTING_SIGNATURES} | {"yaten"}):
        obj = yaten
        for part in name.split(".")[1:]:
            obj = getattr(obj, part, None)
        if obj is not None:
            out[name] = obj
    out["yaten.Tensor"] = yaten.Tensor
    # Namespaces of ops defined from Python (yaten.library): yaten.ops.<ns>.
    for ns, namespace in yaten.ops._library_namespaces.items():
        out[f"yaten.ops.{ns}"] = namespace
    return out


def _public_names(namespace_name, namespace):
    """(name, object) of a namespace's public callables; properties as their __get__."""
    if namespace_name == "yaten.Tensor":
        own = {}
        for cls in reversed(namespace.__mro__[:-1]):
            own.update(vars(cls))
        names = [n for n in own if n not in _TENSOR_SKIPPED and (n.startswith("__") or not n.startswith("_"))]
    else:
        names = [n for n in dir(namespace) if not n.startswith("_")]
    for name in sorted(names):
        obj = getattr(namespace, name)
        if isinstance(obj, type) or inspect.ismodule(obj):
            continue
        if not callable(obj) and hasattr(obj, "__get__") and namespace_name == "yaten.Tensor":
            yield name, obj.__get__
        elif callable(obj):
            yield name, obj


@functools.lru_cache(None)
def _index():
    """(overridable by namespace object, ignored set, name of every function)."""
    ignored = set()
    for module, name in overrides_table.IGNORED + _IGNORED_HELPERS:
        target = _namespaces().get(module)
        if target is not None and hasattr(target, name):
            ignored.add(getattr(target, name))
    ignored.update(getattr(yaten.Tensor, name) for name in overrides_table.IGNORED_METHODS)
    overridable = collections.defaultdict(list)
    names = {}
    for namespace_name, namespace in _namespaces().items():
        for name, func in _public_names(namespace_name, namespace):
            names[func] = f"{namespace_name}.{name}" + (".__get__" if getattr(func, "__name__", "") == "__get__" else "")
            if func not in ignored:
                overridable[namespace].append(func)
    return dict(overridable), frozenset(ignored), names


def get_overridable_functions():
    """Namespace (yaten, yaten.nn.functional, yaten.Tensor, ...) -> the
    functions in it that __torch_function__ may override, by name."""
    return {ns: list(funcs) for ns, funcs in _index()[0].items()}


def get_ignored_functions():
    """The public callables __torch_function__ cannot override: those ops.yaml
    marks `overridable: false`, and the helpers that never dispatch."""
    return set(_index()[1])


def resolve_name(f):
    """The public name of a function passed to __torch_function__ ('yaten.add',
    'yaten.Tensor.shape.__get__'), or None."""
    return _index()[2].get(f)


def _like(func):
    """A function returning -1 whose inspect.signature is func's own."""
    if getattr(func, "__name__", "") == "__get__":
        return lambda self: -1
    signature = inspect.signature(func)

    def override(*args, **kwargs):
        return -1

    override.__signature__ = signature
    override.__name__ = getattr(func, "__name__", "override")
    return override


@functools.lru_cache(None)
def _testing_overrides():
    generated = {}
    namespaces = _namespaces()
    for module, name, fn in overrides_table.TESTING_SIGNATURES:
        if module in namespaces:
            generated[getattr(namespaces[module], name)] = fn
    for name, fn in overrides_table.METHOD_SIGNATURES:
        generated[getattr(yaten.Tensor, name)] = fn
    out = {}
    for funcs in _index()[0].values():
        for func in funcs:
            # A Python function that replaced a generated one (nn.functional.relu) has its own signature.
            out[func] = generated[func] if func in generated and not inspect.isfunction(func) else _like(func)
    return out


def get_testing_overrides():
    """For every overridable function, a function of the same signature
    (names, defaults, keyword-only, out) that returns -1."""
    return dict(_testing_overrides())


@functools.lru_cache(None)
def _tensor_methods():
    return frozenset(_index()[0][yaten.Tensor])


def is_tensor_method_or_property(func):
    """Whether func, as passed to __torch_function__, is a Tensor method or a
    property's __get__ (whose first argument is then a tensor)."""
    return func in _tensor_methods() or getattr(func, "__name__", None) == "__get__"


def is_tensor_like(inp):
    """True for tensors and for anything whose type defines __torch_function__."""
    return type(inp) is yaten.Tensor or hasattr(type(inp), "__torch_function__")


def wrap_torch_function(dispatcher):
    """Makes a Python function dispatch on the arguments dispatcher(*args,
    **kwargs) returns, as the generated ones do on their tensors."""
    def inner(func):
        @functools.wraps(func)
        def wrapped(*args, **kwargs):
            relevant = dispatcher(*args, **kwargs)
            if has_torch_function(relevant):
                return handle_torch_function(wrapped, relevant, *args, **kwargs)
            return func(*args, **kwargs)
        return wrapped
    return inner


class TorchFunctionMode:
    """While active (`with Mode():`), its __torch_function__ sees every call of
    an overridable function, before any argument's. Calls it makes go to
    the next mode out, so `func(*args, **kwargs)` runs the function."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        raise NotImplementedError()

    def __enter__(self):
        _C._push_torch_function_mode(self)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        _C._pop_torch_function_mode()


class BaseTorchFunctionMode(TorchFunctionMode):
    """A mode that runs every function as is: a base for modes that watch."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        return func(*args, **(kwargs or {}))


# --- beyond PyTorch: checked registration and coverage reports ---

def _name_of(func):
    return resolve_name(func) or getattr(func, "__qualname__", repr(func))


def _incompatibilities(reference, handler):
    """What a call `reference` accepts would fail on `handler`."""
    params = list(handler.parameters.values())
    var_pos = any(p.kind is p.VAR_POSITIONAL for p in params)
    var_kw = any(p.kind is p.VAR_KEYWORD for p in params)
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    by_keyword = {p.name for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}
    problems = []
    ref_params = list(reference.parameters.values())
    ref_positional = [p for p in ref_params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    if len(ref_positional) > len(positional) and not var_pos:
        missing = [p.name for p in ref_positional[len(positional):]]
        problems.append(f"{len(ref_positional)} positional arguments (takes {len(positional)}: missing {', '.join(missing)})")
    for p in ref_params:
        if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) and p.name not in by_keyword and not var_kw:
            problems.append(f"keyword argument '{p.name}'")
    ref_names = {p.name for p in ref_params}
    for i, p in enumerate(params):
        if p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        by_position = i < len(ref_positional) and ref_positional[i].default is p.empty
        by_name = p.name in ref_names and reference.parameters[p.name].default is p.empty
        if not (by_position or by_name):
            problems.append(f"calls without '{p.name}' (the handler requires it; the function does not)")
    return problems


def implements(func, table, *, strict=True):
    """Decorator registering a handler for func in table (a dict like the
    HANDLED_FUNCTIONS of the extending guide), after checking once, now,
    that the handler accepts every argument func accepts. strict=False
    turns a mismatch into a warning. Costs nothing per call."""
    reference = get_testing_overrides().get(func)
    if reference is None:
        raise TypeError(f"implements(): {_name_of(func)} is not overridable by __torch_function__")

    def register(handler):
        problems = _incompatibilities(inspect.signature(reference), inspect.signature(handler))
        if problems:
            message = (f"handler {handler.__qualname__}{inspect.signature(handler)} for {_name_of(func)}"
                       f"{inspect.signature(reference)} does not accept: " + "; ".join(problems))
            if strict:
                raise TypeError(message)
            warnings.warn(message, stacklevel=2)
        table[func] = handler
        return handler
    return register


class Coverage:
    """Which overridable functions a handler table covers, per namespace."""

    def __init__(self, handled, unhandled):
        self.handled = handled  # namespace name -> sorted names
        self.unhandled = unhandled

    def __repr__(self):
        lines = []
        for ns in sorted(set(self.handled) | set(self.unhandled)):
            done, todo = self.handled.get(ns, []), self.unhandled.get(ns, [])
            lines.append(f"{ns}: {len(done)}/{len(done) + len(todo)} handled")
            if todo:
                lines.append("  not handled: " + ", ".join(todo))
        return "\n".join(lines)


def coverage(handled):
    """Reports which overridable functions `handled` covers: a dict keyed by
    functions (HANDLED_FUNCTIONS), or a type, whose dict-valued class
    attributes keyed by functions and whose own methods overriding Tensor's count."""
    if isinstance(handled, type):
        cls, found = handled, set()
        for klass in cls.__mro__:
            if klass in (yaten.Tensor, _C.TensorBase, object):
                continue
            for attr, value in vars(klass).items():
                if isinstance(value, dict):
                    found.update(k for k in value if callable(k))
                elif callable(value) and hasattr(yaten.Tensor, attr) and attr != "__torch_function__":
                    found.add(getattr(yaten.Tensor, attr))
        handled = found
    done, todo = {}, {}
    for namespace_name, namespace in _namespaces().items():
        for func in _index()[0].get(namespace, []):
            name = _index()[2][func][len(namespace_name) + 1:]
            (done if func in handled else todo).setdefault(namespace_name, []).append(name)
    return Coverage(done, todo)
