"""The environment of yaten.overrides' table: the testing-override lambdas
and the overridable/ignored lists."""
from __future__ import annotations

from codegen.api import python
from codegen.model.op import PYTHON_MODULES, Op


def env(ops: tuple[Op, ...]) -> dict:
    names = python.python_names(ops)
    functions, ignored = [], []
    for (ns, name), overloads in names.functions.items():
        if ns == "_internal":
            continue
        group = [op for op, _ in overloads]
        if all(op.overridable for op in group):
            functions.append((PYTHON_MODULES[ns], name, python.lambda_signature(python.merged_params(group, False))))
        else:
            ignored.append((PYTHON_MODULES[ns], name))
    methods, ignored_methods = [], []
    groups = [(name, [op for op, _ in overloads]) for name, overloads in names.methods.items()]
    groups += [(dunder, [op]) for dunder, op, _, _ in names.operators]
    for name, group in groups:
        if all(op.overridable for op in group):
            methods.append((name, _method_lambda(python.merged_params(group, True))))
        else:
            ignored_methods.append(name)
    return {
        "functions": sorted(functions),
        "ignored": sorted(ignored),
        "methods": sorted(methods),
        "ignored_methods": sorted(ignored_methods),
    }


def _method_lambda(params: list[python.PyParam]) -> str:
    # self is positional-only, as inspect reads it from the bindings' `$self`.
    rest = python.lambda_signature(params)
    return "self, /, " + rest if rest else "self, /"

