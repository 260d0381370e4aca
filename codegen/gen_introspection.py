"""What yaten.ops describes of an op beyond its schema and formulas, as the
C++ op registry records it (generated/runtime/registry.cpp): the entry
points derived from it, where Python reaches it, the jvp spelled out, and
where ops.yaml declares it."""
from __future__ import annotations

from codegen.api import python
from codegen.model.op import Op


def _labelled(jvp, text: str) -> str:
    return f"{jvp.output_name}: {text}" if jvp.output_name else text


def forward_text(op: Op) -> str | None:
    """The `result:` formula as written; per named return `name: formula`,
    joined by '; '."""
    if not op.jvps:
        return None
    return "; ".join(_labelled(j, j.text) for j in op.jvps)


def forward_expanded(op: Op) -> str | None:
    """The jvp as the sum the generated code computes: auto_element_wise and
    auto_linear spelled out over the tangents."""
    if not op.jvps:
        return None
    parts = []
    for jvp in op.jvps:
        text = ""
        for term in jvp.terms:
            if term.negate:
                text += f" - {term.text}" if text else f"-{term.text}"
            else:
                text += f" + {term.text}" if text else term.text
        parts.append(_labelled(jvp, text))
    return "; ".join(parts)


def derived_schemas(op: Op) -> list[tuple[str, str]]:
    """("inplace" or "out", schema text) of each entry point derived from the op."""
    return [(e.derived, str(e.schema)) for e in op.entries() if e.derived is not None]


def functions(op: Op) -> list[str]:
    """Where Python reaches the op's function, relative to the package
    ("add", "nn.functional.relu", "linalg.vector_norm")."""
    if "function" not in op.variants:
        return []
    return [("" if ns == "yaten" else ns + ".") + python.function_name(op, ns) for ns in op.namespaces]


def location(op: Op) -> str:
    return f"ops.yaml:{op.location.line}:{op.location.col}"
