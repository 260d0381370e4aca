"""yaten.ops: what each op is, as ops.yaml declares it.

    >>> import yaten
    >>> s = yaten.ops.schema("add")
    >>> s.overloads[0].arguments[2]
    Argument(name='alpha', type='Scalar', has_default=True, default=1, kwarg_only=True, out=False, default_text='1')
    >>> s.overloads[0].derivative("other")
    'grad * alpha'

The descriptions are frozen and come from the runtime's op registry (the
records codegen generates from ops.yaml, read through _C on first use),
plus the ops yaten.library defines at run time (named "namespace::name")
and the C++ extensions load_library(path) loads. `python3 -m yaten.ops` prints them.
Library and extension ops are also callable here: yaten.ops.myns.myop(x).
"""
from __future__ import annotations

import difflib
import threading

from yaten.ops._schema import Argument, OpSchema, Overload, Return, op_from_overloads, overload_from_entry

__all__ = ["Argument", "OpSchema", "Overload", "Return", "load_library", "names", "schema", "schemas"]

_lock = threading.Lock()
_builtin: dict[str, OpSchema] | None = None
_aliases: dict[str, str] = {}  # "max.dim", "add_", "add.out" -> the op's name
_library: dict[str, OpSchema] = {}  # "myns::myop" -> schema, in definition order
_library_namespaces: dict[str, object] = {}  # "myns" -> the namespace object of its callables


def _builtin_schemas() -> dict[str, OpSchema]:
    global _builtin
    if _builtin is None:
        with _lock:
            if _builtin is None:
                _builtin = _index_builtin()
    return _builtin


def _index_builtin() -> dict[str, OpSchema]:
    from yaten import _C

    overloads: dict[str, list[Overload]] = {}
    meta: dict[str, tuple[str, list, list]] = {}
    for entry in _C._op_registry_entries():
        if entry["op_namespace"]:  # an extension's: load_library describes it
            continue
        qualified = entry["name"] + (f".{entry['overload']}" if entry["overload"] else "")
        overloads.setdefault(entry["name"], []).append(
            overload_from_entry(entry, qualified, entry["schema"], "ops.yaml"))
        family, namespaces, operators = meta.setdefault(entry["name"], (entry["family"], [], []))
        namespaces += entry["namespaces"]
        operators += entry["operators"]
        _aliases[qualified] = entry["name"]
        for _, text in entry["derived"]:
            _aliases[text.partition("(")[0]] = entry["name"]
    return {name: op_from_overloads(name, ovs, *meta[name]) for name, ovs in overloads.items()}


def names() -> tuple[str, ...]:
    """Every op: ops.yaml's in file order, then yaten.library's as "namespace::name"."""
    return tuple(_builtin_schemas()) + tuple(_library)


def schemas() -> tuple[OpSchema, ...]:
    return tuple(_builtin_schemas().values()) + tuple(_library.values())


def schema(name: str) -> OpSchema:
    """The description of op `name`: "add" (every overload), "max.dim" (that
    overload alone), a derived name ("add_", "add.out": the op it derives
    from) or a library op "myns::myop". KeyError, with close names, otherwise."""
    if not isinstance(name, str):
        raise TypeError(f"yaten.ops.schema(): expected an op name (str), got {type(name).__name__}")
    builtin = _builtin_schemas()
    if name in builtin:
        return builtin[name]
    if name in _library:
        return _library[name]
    base, dot, overload = name.partition(".")
    if dot and base in builtin and any(o.overload_name == overload for o in builtin[base].overloads):
        op = builtin[base]
        chosen = op.overload(overload)
        return op_from_overloads(op.name, [chosen], op.family, op.namespaces, op.operators)
    if name in _aliases:
        return builtin[_aliases[name]]
    close = difflib.get_close_matches(name, list(builtin) + list(_library), n=3)
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    raise KeyError(f"yaten.ops.schema(): no op named '{name}'{hint}")


def load_library(path):
    """Loads a C++ extension library (README, "Writing a C++ extension"); its
    ops become yaten.ops.<namespace>.<name>. Returns their qualified names."""
    from yaten.ops._extension import load_library as load

    return load(path)


def _register_library_op(op: OpSchema, namespace: str, short_name: str, fn) -> None:
    """yaten.library's entry: `op` becomes visible here, and `fn` callable as
    yaten.ops.<namespace>.<short_name>."""
    from types import ModuleType

    with _lock:
        if op.name in _library:
            raise RuntimeError(f"yaten.library: '{op.name}' is already defined")
        _library[op.name] = op
        # A module object: hashable and listable, as yaten.overrides needs its namespaces.
        ns = _library_namespaces.setdefault(namespace, ModuleType(f"yaten.ops.{namespace}",
                                                                  f"Ops yaten.library defined in '{namespace}'."))
        setattr(ns, short_name, fn)


def _unregister_library_op(name: str, namespace: str, short_name: str) -> None:
    with _lock:
        _library.pop(name, None)
        ns = _library_namespaces.get(namespace)
        if ns is not None and hasattr(ns, short_name):
            delattr(ns, short_name)


def __getattr__(name: str):
    if name in _library_namespaces:
        return _library_namespaces[name]
    raise AttributeError(f"module 'yaten.ops' has no attribute '{name}' (library namespaces: "
                         f"{', '.join(sorted(_library_namespaces)) or 'none defined'})")
