"""yaten.ops.load_library: ops from a C++ extension library, built against
yaten with `python3 -m codegen --namespace NS` (README, "Writing a C++
extension"). _C dlopens the library, reads its ops' facts from the ops.yaml
installed beside it (NS.ops.yaml, with the runtime's yaml-cpp reader), checks
them against the schemas the library was built from and registers them in
the runtime's op registry; here each op becomes yaten.ops.NS.<name>,
described by yaten.ops.schema("NS::name") from that record (schema,
formulas, doc, position in the ops.yaml),
listed in yaten.overrides' tables, dispatching to __torch_function__ like a
built-in op, and calling the extension's generated entry point, whose
autograd comes from the extension's own formulas."""
from __future__ import annotations

import os

from yaten import _C, ops
from yaten.library import _invalidate_overrides, _signature, tensor_arguments
from yaten.ops._schema import op_from_overloads, overload_from_entry

_loaded: dict[str, tuple[str, ...]] = {}  # real path -> the qualified names it registered


def load_library(path) -> tuple[str, ...]:
    """Loads the extension at `path` (once; again is a no-op) and returns the
    qualified names of its ops ("myext::scaled_tanh", ...)."""
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"yaten.ops.load_library(): expected a path, got {type(path).__name__}")
    real = os.path.realpath(path)
    if real in _loaded:
        return _loaded[real]
    if not os.path.isfile(real):
        raise FileNotFoundError(f"yaten.ops.load_library(): no such file: {path}")
    namespace, names = _C._load_extension(real)
    for qualified in names:
        _expose(namespace, qualified, _C._op_registry_find(qualified), real)
    _invalidate_overrides()
    _loaded[real] = tuple(names)
    return _loaded[real]


def _expose(namespace: str, qualified: str, row: dict, path: str) -> None:
    overload = overload_from_entry(row, qualified, f"{namespace}::{row['schema']}", path)
    schema = op_from_overloads(qualified, [overload], row["family"], row["namespaces"], [])
    ops._register_library_op(schema, namespace, row["name"],
                             _public_function(namespace, qualified, row, overload.arguments))


def _public_function(namespace: str, qualified: str, row: dict, arguments):
    signature = _signature(arguments)

    def public(*args, **kwargs):
        try:
            bound = signature.bind(*args, **kwargs)
        except TypeError as e:
            raise TypeError(f"{qualified}(): {e}; expected {signature}") from None
        bound.apply_defaults()
        values = tuple(bound.arguments[a.name] for a in arguments)
        relevant = tuple(tensor_arguments(qualified, arguments, values))
        if _C._has_torch_function(relevant):
            return _C._handle_torch_function(public, relevant, *args, **kwargs)
        return _C._call_extension_op(qualified, values)

    public.__name__ = public.__qualname__ = row["name"]
    public.__module__ = f"yaten.ops.{namespace}"
    public.__signature__ = signature
    public.__doc__ = f"{namespace}::{row['schema']}\n\n{row['doc']}"
    return public
