"""Backward and forward formulas: what they name, and what a node must save.

A formula is a C++ expression over `grad` / `grads[i]`, the op's arguments,
`result` (or the named returns), yaten ops and the formula helpers. Parsing
it once here gives the templates everything ready: the rewritten text and
the values to save, and only those ("what a formula uses is saved, and
nothing more").
"""
from __future__ import annotations

import re
from dataclasses import dataclass

# `x.sizes()` and friends save only the metadata, never the tensor itself.
METADATA_METHODS = {"sizes": "DimVector", "dim": "int64_t", "dtype": "ScalarType", "numel": "int64_t"}
CPP_WORDS = frozenset({"true", "false", "std", "nullopt", "vector", "int64_t", "double"})

_TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class NameUse:
    """One identifier in a formula, with its character offset."""

    name: str
    offset: int
    is_call: bool
    metadata: str | None  # "sizes" for `name.sizes()`, else None


@dataclass(frozen=True)
class Formula:
    text: str
    uses: tuple[NameUse, ...]

    @staticmethod
    def parse(text: str) -> "Formula":
        uses = []
        for m in _TOKEN.finditer(text):
            start, end = m.span()
            if start > 0 and (text[start - 1].isdigit() or text[start - 1] in ".:"):
                continue  # a method name, a numeric suffix (1e-5) or std::x
            rest = text[end:]
            is_call = rest.lstrip().startswith("(")
            meta = None
            mm = re.match(r"\.(\w+)\(\)", rest)
            if mm and mm.group(1) in METADATA_METHODS:
                meta = mm.group(1)
            uses.append(NameUse(m.group(0), start, is_call, meta))
        return Formula(text, tuple(uses))

    def names(self) -> set[str]:
        return {u.name for u in self.uses if not u.is_call}

    def calls(self) -> set[str]:
        return {u.name for u in self.uses if u.is_call}

    def rewritten(self) -> str:
        """`self.sizes()` becomes the saved `self_sizes`; the rest is kept."""
        out = self.text
        for name, method in sorted(self.metadata_uses(), reverse=True):
            out = out.replace(f"{name}.{method}()", f"{name}_{method}")
        return out

    def metadata_uses(self) -> set[tuple[str, str]]:
        return {(u.name, u.metadata) for u in self.uses if u.metadata}

    def plain_uses(self) -> set[str]:
        """Names used as values (not only for their metadata)."""
        return {u.name for u in self.uses if not u.is_call and not u.metadata}


@dataclass(frozen=True)
class Derivative:
    """The backward formula of one differentiable input."""

    input: str
    formula: Formula
    offset_location: object  # errors.Location of the formula's first character
