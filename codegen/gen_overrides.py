"""Environments for the Python-side tables: the testing-override lambdas
and overridable/ignored lists, and the schema strings for introspection."""
from __future__ import annotations

from codegen.api import python
from codegen.model.op import Op

_MODULES = {"yaten": "yaten", "nn.functional": "yaten.nn.functional", "linalg": "yaten.linalg"}


def env(ops: tuple[Op, ...]) -> dict:
    overridable, ignored, methods = {}, [], {}
    for op in ops:
        if "function" in op.variants:
            for ns in op.namespaces:
                target = overridable if op.overridable else None
                key = (_MODULES[ns], op.name)
                if target is None:
                    ignored.append(key)
                elif key not in overridable:
                    overridable[key] = python.lambda_signature(python.python_params(op, False))
        if "method" in op.variants and op.overridable:
            methods.setdefault(op.name, "self, " + python.lambda_signature(python.python_params(op, True)))
    return {
        "functions": sorted((m, n, sig) for (m, n), sig in overridable.items()),
        "ignored": sorted(set(ignored)),
        "methods": sorted(methods.items()),
    }


def schemas_env(ops: tuple[Op, ...]) -> dict:
    rows = []
    for op in ops:
        for entry in op.entries():
            rows.append(repr({
                "schema": str(entry.schema),
                "name": op.name,
                "family": op.family,
                "variants": sorted(op.variants),
                "namespaces": list(op.namespaces),
                "overridable": op.overridable,
                "derived": entry.derived,
                "derivatives": {d.input: d.formula.text for d in op.derivatives},
                "doc": op.doc,
            }))
    return {"rows": rows}
