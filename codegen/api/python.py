"""Schemas as Python signatures: for the argument parser, for inspect, and
for the testing-override lambdas. Functions name `self` `input`, as PyTorch's
do; methods drop it."""
from __future__ import annotations

from dataclasses import dataclass

from codegen.model.op import Op
from codegen.model.schema import Argument


@dataclass(frozen=True)
class PyParam:
    name: str
    type: str  # the parser's type name: Tensor, Tensor?, Scalar, int[], ...
    default: str | None  # Python source text, or None when required
    kw_only: bool
    source: Argument | None  # None for the merged `out`


def _default_text(a: Argument) -> str | None:
    if a.default is None:
        return None
    v = a.default_value
    if isinstance(v, tuple):
        return "(" + "".join(f"{x}, " for x in v).rstrip(" ") + ")" if len(v) != 1 else f"({v[0]},)"
    return repr(v)


def python_params(op: Op, method: bool) -> list[PyParam]:
    args = op.schema.arguments
    params = []
    for a in args.positional:
        if method and a.name == "self":
            continue
        name = "input" if a.name == "self" else a.name
        params.append(PyParam(name, str(a.type).replace("(a)", "").replace("(a!)", ""), _default_text(a), False, a))
    for a in args.kwarg_only:
        params.append(PyParam(a.name, str(a.type).replace("(a!)", ""), _default_text(a), True, a))
    if "out" in op.variants and not method:
        params.append(PyParam("out", "Tensor?", "None", True, None))
    return params


def parser_signature(op: Op, method: bool, name: str | None = None) -> str:
    """`add(Tensor input, Tensor other, *, Scalar alpha=1, Tensor? out=None)`."""
    parts, star = [], False
    for p in python_params(op, method):
        if p.kw_only and not star:
            parts.append("*")
            star = True
        parts.append(f"{p.type} {p.name}" + (f"={p.default}" if p.default is not None else ""))
    return f"{name or op.name}({', '.join(parts)})"


def lambda_signature(params: list[PyParam]) -> str:
    """`input, other, *, alpha=1, out=None` for `lambda <this>: -1`."""
    parts, star = [], False
    for p in params:
        if p.kw_only and not star:
            parts.append("*")
            star = True
        parts.append(p.name + (f"={p.default}" if p.default is not None else ""))
    return ", ".join(parts)
