"""The rows of generated/python/op_schemas.py: each C++ entry point of
ops.yaml (the op's own schema and its derived in-place and out= forms)
with everything yaten.ops.schema() describes, already parsed, so the
package never parses a schema string itself."""
from __future__ import annotations

from codegen.api import python
from codegen.model.derivatives import tangent_name
from codegen.model.op import Entry, Op
from codegen.model.schema import Argument, Return


def _type_text(a: Argument | Return) -> str:
    """The type without its alias annotation: `Tensor(a!)` -> `Tensor`."""
    return str(a.type)


def _argument(a: Argument, kwarg_only: bool) -> dict:
    return {
        "name": a.name,
        "type": _type_text(a),
        "has_default": a.default is not None,
        "default": a.default_value,
        "default_text": a.default,
        "kwarg_only": kwarg_only,
        "out": a.is_write_out(),
    }


def arguments(entry: Entry) -> list[dict]:
    args = entry.schema.arguments
    return [_argument(a, False) for a in args.positional] + [_argument(a, True) for a in args.kwarg_only + args.out]


def returns(entry: Entry) -> list[dict]:
    return [{"name": r.name, "type": _type_text(r)} for r in entry.schema.returns]


def forward_expanded(op: Op) -> str | None:
    """The jvp as the sum the generated code computes: auto_element_wise and
    auto_linear spelled out over the tangents."""
    if op.jvp is None:
        return None
    text = ""
    for term in op.jvp.terms:
        if term.negate:
            text += f" - {term.text}" if text else f"-{term.text}"
        else:
            text += f" + {term.text}" if text else term.text
    return text


def schema_row(op: Op, entry: Entry) -> dict:
    """One entry point, as a plain dict of Python literals."""
    return {
        "schema": str(entry.schema),
        "name": op.name,
        "overload": entry.schema.name.overload_name if entry.derived is None else op.schema.name.overload_name,
        "family": op.family,
        "variants": sorted(op.variants),
        "namespaces": list(op.namespaces),
        # Where Python reaches the function, relative to the package.
        "functions": [("" if ns == "yaten" else ns + ".") + python.function_name(op, ns)
                      for ns in op.namespaces] if "function" in op.variants else [],
        "aliases": list(op.aliases),  # ops.yaml's other names for the op ("clip", "special.expit", "exp_")
        "operators": list(op.operators),
        "kernel": op.kernel,
        "overridable": op.overridable,
        "derived": entry.derived,
        "arguments": arguments(entry),
        "returns": returns(entry),
        "derivatives": {d.input: d.formula.text for d in op.derivatives},
        "non_differentiable": sorted(op.non_differentiable),
        "forward": op.jvp.text if op.jvp else None,
        "forward_expanded": forward_expanded(op),
        "tangents": [tangent_name(a.name) for a in op.differentiable_inputs()] if op.jvp else [],
        "signature": python.parser_signature(op, False),
        "doc": op.doc,
        "location": f"{op.location.line}:{op.location.col}",
        # Only ops on torch's CPU autocast lists carry the key.
        **({"autocast": op.autocast} if op.autocast else {}),
    }
