"""docs/ops.md, the op reference: every op of ops.yaml by family, with its
schemas, how Python calls it, its doc and its derivative formulas."""
from __future__ import annotations

from dataclasses import dataclass

from codegen.api import python
from codegen.gen_introspection import forward_expanded, forward_text
from codegen.model.op import PYTHON_MODULES, Op

_PREFIX = {ns: module + "." for ns, module in PYTHON_MODULES.items()}


@dataclass(frozen=True)
class OpDoc:
    anchor: str
    schema: str
    derived: tuple[str, ...]
    calls: tuple[str, ...]  # Python spellings: yaten.add(...), Tensor.add(...), operators
    doc: str
    derivatives: tuple[tuple[str, str], ...]
    non_differentiable: tuple[str, ...]
    forward: str | None
    forward_expanded: str | None
    overridable: bool
    kernel: str


def _calls(op: Op) -> tuple[str, ...]:
    calls = []
    if "function" in op.variants:
        calls += [PYTHON_MODULES[ns] + "." + python.parser_signature(op, False) for ns in op.namespaces]
    if "internal" in op.variants:
        calls.append("yaten._C._internal." + python.parser_signature(op, False))
    if "method" in op.variants:
        calls.append("Tensor." + python.parser_signature(op, True))
    if "inplace" in op.variants:
        calls.append("Tensor." + python.parser_signature(op, True, op.name + "_"))
    if "inplace_function" in op.variants:
        modules = ["yaten._C._internal"] if "internal" in op.variants else [PYTHON_MODULES[ns] for ns in op.namespaces]
        calls += [module + "." + python.parser_signature(op, False, op.name + "_") for module in modules]
    calls += [f"Tensor.{dunder}" for dunder in op.operators]
    calls += [f"{_PREFIX[alias.rpartition('.')[0] or 'yaten']}{alias.rpartition('.')[2]} (alias)" for alias in op.aliases]
    return tuple(calls)


def _escape(text: str) -> str:
    """Markdown table cells: a `|` would end the cell."""
    return text.replace("|", "\\|")


def op_doc(op: Op) -> OpDoc:
    expanded, forward = forward_expanded(op), forward_text(op)
    return OpDoc(
        anchor=op.cpp_name.lower(),
        schema=str(op.schema),
        derived=tuple(str(e.schema) for e in op.entries()[1:]),
        calls=_calls(op),
        doc=op.doc,
        derivatives=tuple((key, _escape(text)) for key, text in op.derivative_formulas()),
        non_differentiable=tuple(sorted(op.non_differentiable)),
        forward=forward,
        forward_expanded=expanded if forward and expanded != forward else None,
        overridable=op.overridable,
        kernel=op.kernel,
    )


def env(ops: tuple[Op, ...]) -> dict:
    families: dict[str, list[OpDoc]] = {}
    for op in ops:
        families.setdefault(op.family, []).append(op_doc(op))
    return {"families": list(families.items()), "count": len(ops)}
