"""yaten.library: ops defined from Python at run time, without compiling.

    lib = yaten.library.Library("myns")
    lib.define("scale(Tensor x, float a=1.) -> Tensor", doc="Returns a * x.")
    lib.impl("scale", lambda x, a: x * a)
    lib.impl_backward("scale", lambda grad, x, a, result: (grad * a,))
    y = yaten.ops.myns.scale(t, a=2.0)

The schema is parsed by the runtime's own parser (the one the op registry
uses), so it reads like an ops.yaml `func:`. The op then behaves like a
built-in one from Python: it is `yaten.ops.myns.scale` with a real
inspect.signature and docstring, yaten.ops.schema("myns::scale") describes
it, yaten.overrides lists it (with a testing override) and it hands its call
to `__torch_function__` of its tensor arguments and to an active mode.
Autograd: with impl_backward, the implementation runs as a custom
yaten.autograd.Function whose backward is the given function; without it,
gradients flow through the yaten ops the implementation calls.
"""
from __future__ import annotations

import inspect
import keyword
import re

from yaten import _C, ops
from yaten.ops._schema import Argument, Overload, Return, argument_from_parts, op_from_overloads

__all__ = ["Library"]

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _signature(arguments: tuple[Argument, ...]) -> inspect.Signature:
    params = []
    for a in arguments:
        kind = inspect.Parameter.KEYWORD_ONLY if a.kwarg_only else inspect.Parameter.POSITIONAL_OR_KEYWORD
        default = a.default if a.has_default else inspect.Parameter.empty
        params.append(inspect.Parameter(a.name, kind, default=default))
    return inspect.Signature(params)


def _is_tensor_type(type_: str) -> bool:
    return type_.startswith("Tensor")


def tensor_arguments(qualified: str, arguments: tuple[Argument, ...], values) -> list:
    """The values of Tensor arguments (those __torch_function__ dispatch looks
    at); TypeError naming the op for a value that is not tensor-like."""
    from yaten import Tensor

    relevant = []
    for a, v in zip(arguments, values):
        if not _is_tensor_type(a.type):
            continue
        is_list = a.type.endswith("[]") and isinstance(v, (list, tuple))
        items = v if is_list else [v]
        # `Tensor?` may be None, and so may each entry of a `Tensor?[]`.
        none_ok = a.type.endswith("?[]") if is_list else a.type.endswith("?")
        for item in items:
            if item is None and none_ok:
                continue
            if isinstance(item, Tensor) or hasattr(type(item), "__torch_function__"):
                relevant.append(item)
                continue
            raise TypeError(f"{qualified}(): argument '{a.name}' must be {a.type}, not {type(item).__name__}")
    return relevant


class _LibraryOp:
    """One op a Library defined: its schema, implementation and backward."""

    def __init__(self, library: "Library", name: str, parsed: dict, doc: str):
        self.library = library
        self.name = name
        self.qualified = f"{library.ns}::{name}"
        self.schema_text = f"{library.ns}::{parsed['schema']}"
        self.arguments = tuple(argument_from_parts(a) for a in parsed["arguments"])
        self.returns = tuple(Return(r["name"], r["type"]) for r in parsed["returns"])
        self.doc = doc
        self.impl = None
        self.backward = None
        self.function_class = None
        self.signature = _signature(self.arguments)
        self.public = self._make_public()

    def describe(self):
        differentiable = [a.name for a in self.arguments if _is_tensor_type(a.type)] if self.backward else []
        how = f"python: {getattr(self.backward, '__qualname__', repr(self.backward))}"
        overload = Overload(
            name=self.qualified, overload_name="", schema=self.schema_text, arguments=self.arguments,
            returns=self.returns, variants=frozenset({"function"}),
            derivatives=tuple((name, how) for name in differentiable), non_differentiable=(),
            forward=None, forward_expanded=None, derived_schemas=(), kernel="python", overridable=True,
            doc=self.doc, source="yaten.library")
        return op_from_overloads(self.qualified, [overload], f"library:{self.library.ns}",
                                 [f"ops.{self.library.ns}"], [])

    def _make_public(self):
        op = self

        def public(*args, **kwargs):
            return op.call(public, args, kwargs)

        public.__name__ = public.__qualname__ = self.name
        public.__module__ = f"yaten.ops.{self.library.ns}"
        public.__signature__ = self.signature
        public.__doc__ = f"{self.schema_text}\n\n{self.doc}"
        return public

    def call(self, public, args, kwargs):
        try:
            bound = self.signature.bind(*args, **kwargs)
        except TypeError as e:
            raise TypeError(f"{self.qualified}(): {e}; expected {self.signature}") from None
        bound.apply_defaults()
        values = [bound.arguments[a.name] for a in self.arguments]
        relevant = self._tensor_arguments(values)
        if _C._has_torch_function(tuple(relevant)):
            return _C._handle_torch_function(public, tuple(relevant), *args, **kwargs)
        if self.impl is None:
            raise NotImplementedError(f"{self.qualified} has no implementation: call "
                                      f"Library('{self.library.ns}').impl('{self.name}', fn)")
        if self.function_class is not None:
            result = self.function_class.apply(*values)
        else:
            result = self.impl(*values)
        self._check_result(result)
        return result

    def _tensor_arguments(self, values):
        return tensor_arguments(self.qualified, self.arguments, values)

    def _check_result(self, result):
        from yaten import Tensor

        if len(self.returns) == 1 and self.returns[0].type == "Tensor" and not isinstance(result, Tensor):
            raise RuntimeError(f"{self.qualified}: the implementation returned {type(result).__name__}, "
                               "but the schema returns a Tensor")

    def make_function_class(self):
        """A custom Function running impl forward and the user's backward."""
        from yaten.autograd import Function

        op = self
        tensor_positions = [i for i, a in enumerate(self.arguments) if a.type == "Tensor"]

        def forward(ctx, *values):
            ctx.values = values
            result = op.impl(*values)
            ctx.save_for_backward(*[values[i] for i in tensor_positions], result)
            return result

        def backward(ctx, grad):
            saved = ctx.saved_tensors
            values = list(ctx.values)
            for i, tensor in zip(tensor_positions, saved):
                values[i] = tensor
            named = {a.name: v for a, v in zip(op.arguments, values)}
            grads = op.backward(grad=grad, result=saved[-1], **named)
            return op.gradients_per_argument(grads)

        name = f"{self.library.ns}_{self.name}"
        return type(name, (Function,), {"forward": staticmethod(forward), "backward": staticmethod(backward)})

    def gradients_per_argument(self, grads):
        """The user's gradients (a dict by name, a tuple over the Tensor
        arguments in order, or one tensor) as one entry per argument."""
        tensor_names = [a.name for a in self.arguments if a.type == "Tensor"]
        if isinstance(grads, dict):
            unknown = set(grads) - set(tensor_names)
            if unknown:
                raise RuntimeError(f"{self.qualified} backward returned gradients for {sorted(unknown)}, "
                                   f"which are not Tensor arguments ({tensor_names})")
            by_name = grads
        else:
            if not isinstance(grads, (tuple, list)):
                grads = (grads,)
            if len(grads) != len(tensor_names):
                raise RuntimeError(f"{self.qualified} backward returned {len(grads)} gradients, expected "
                                   f"{len(tensor_names)} (one per Tensor argument: {', '.join(tensor_names)})")
            by_name = dict(zip(tensor_names, grads))
        return tuple(by_name.get(a.name) for a in self.arguments)


class Library:
    """A namespace of ops defined from Python: yaten.ops.<ns>.<name>."""

    def __init__(self, ns: str, kind: str = "DEF"):
        if not isinstance(ns, str) or not _IDENTIFIER.fullmatch(ns) or keyword.iskeyword(ns):
            raise ValueError(f"yaten.library.Library: namespace must be an identifier, got {ns!r}")
        if kind not in ("DEF", "FRAGMENT"):
            raise ValueError(f"yaten.library.Library: kind must be 'DEF' or 'FRAGMENT', got {kind!r}")
        self.ns = ns
        self.kind = kind
        self._ops: dict[str, _LibraryOp] = {}

    def __repr__(self):
        return f"Library(ns={self.ns!r}, ops={sorted(self._ops)})"

    def define(self, schema: str, *, doc: str | None = None) -> str:
        """Declares an op; returns its qualified name "ns::name". ValueError
        for a malformed schema (the runtime parser's message), an overload
        name, an argument written to (no in-place or out= ops here), or a
        name already defined."""
        if not isinstance(schema, str):
            raise TypeError(f"Library.define(): expected a schema string, got {type(schema).__name__}")
        parsed = _C._parse_schema(schema)
        name = parsed["name"]
        if parsed["overload"]:
            raise ValueError(f"Library.define(): '{name}.{parsed['overload']}': overloads are not supported here")
        if name.endswith("_") or any(a["write"] for a in parsed["arguments"]):
            raise ValueError(f"Library.define(): '{name}' writes to an argument; define functional ops only")
        qualified = f"{self.ns}::{name}"
        if name in self._ops or qualified in ops.names():
            raise ValueError(f"Library.define(): '{qualified}' is already defined")
        op = _LibraryOp(self, name, parsed, doc or f"{name}, defined from Python by yaten.library.")
        self._ops[name] = op
        ops._register_library_op(op.describe(), self.ns, name, op.public)
        _invalidate_overrides()
        return qualified

    def impl(self, name: str, fn, dispatch_key: str = "") -> None:
        """Implements op `name` with fn, called with every argument in schema order."""
        op = self._op(name)
        if not callable(fn):
            raise TypeError(f"Library.impl(): the implementation of {op.qualified} must be callable")
        if dispatch_key not in ("", "CPU", "CompositeImplicitAutograd"):
            raise ValueError(f"Library.impl(): unsupported dispatch key {dispatch_key!r}")
        op.impl = fn
        if op.backward is not None:
            op.function_class = op.make_function_class()

    def impl_backward(self, name: str, backward) -> None:
        """Gives op `name` a backward: backward(grad=, result=, <arguments by
        name>) returns one gradient per Tensor argument (a tuple in order or a
        dict by name; None for no gradient)."""
        op = self._op(name)
        if not callable(backward):
            raise TypeError(f"Library.impl_backward(): the backward of {op.qualified} must be callable")
        op.backward = backward
        if op.impl is not None:
            op.function_class = op.make_function_class()
        ops._unregister_library_op(op.qualified, self.ns, name)
        ops._register_library_op(op.describe(), self.ns, name, op.public)

    def close(self) -> None:
        """Removes every op this library defined (from yaten.ops and the override tables)."""
        for name, op in self._ops.items():
            ops._unregister_library_op(op.qualified, self.ns, name)
        self._ops.clear()
        _invalidate_overrides()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _op(self, name: str) -> _LibraryOp:
        if name not in self._ops:
            raise KeyError(f"Library('{self.ns}') has not defined '{name}' (defined: {sorted(self._ops) or 'none'})")
        return self._ops[name]


def _invalidate_overrides():
    """yaten.overrides caches its tables; library ops change them."""
    import sys

    overrides = sys.modules.get("yaten.overrides")
    if overrides is None:
        return
    for name in ("_index", "_testing_overrides", "_tensor_methods"):
        cached = getattr(overrides, name, None)
        if hasattr(cached, "cache_clear"):
            cached.cache_clear()
