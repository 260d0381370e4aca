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
METADATA_METHODS = {"sizes": "DimVector", "strides": "DimVector", "dim": "int64_t", "dtype": "ScalarType", "numel": "int64_t"}
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
    """The backward formula of one differentiable input.

    Several inputs may share one formula (`input, weight, bias: f(...)` in
    ops.yaml, as torch's derivatives.yaml writes a fused backward): it then
    returns a tuple, one gradient per input of `group` in that order, and
    may read `grad_input_mask`, which of them the engine needs."""

    input: str
    formula: Formula
    offset_location: object  # errors.Location of the formula's first character
    group: tuple[str, ...] = ()  # the inputs sharing the formula, or () for one alone

    @property
    def key(self) -> str:
        """The derivatives key as ops.yaml writes it."""
        return ", ".join(self.group) if self.group else self.input


# ----------------------------------------------------------------------------- forward mode

# `result: auto_element_wise`: the jvp is derived from the backward formulas,
# each input's formula with `grad` replaced by that input's tangent, summed.
# That is the jvp exactly when the op is elementwise (output element k
# depends only on element k of each input, after broadcasting) and each
# formula is `grad` times an elementwise function of the primals: then the
# Jacobian of each input is diagonal, so its transpose (what backward
# applies) is itself, and a tangent of the input's shape broadcasts as the
# input did. It is wrong for reductions, shape changes, matrix products and
# anything whose backward sums over broadcast dims itself (sum_to): those
# write `result:` by hand. The loader checks what it can: one Tensor
# returned, a formula in `grad` for every differentiable input, and
# calls only to elementwise functions (ELEMENTWISE_CALLS and the ops that
# are themselves auto_element_wise).
AUTO_ELEMENT_WISE = "auto_element_wise"
# `result: auto_linear`: the op is linear in its differentiable inputs taken
# together (views, sum, cat, index_select, ...), so the jvp is the op itself
# applied to the tangents, undefined tangents as zeros.
AUTO_LINEAR = "auto_linear"
ELEMENTWISE_CALLS = frozenset({
    "eq", "ne", "lt", "le", "gt", "ge", "zeros_like", "ones_like",
    "pow_backward_self", "pow_backward_exponent", "clamp_backward",
    "clamp_backward_self", "clamp_backward_min", "clamp_backward_max",
})


@dataclass(frozen=True)
class JvpTerm:
    """One summand of a jvp: linear in the tangents of `inputs`, computed when
    any of them is defined (the undefined ones read as zeros)."""

    inputs: tuple[str, ...]
    text: str  # a C++ expression over the primals, returns and `<input>_t`
    negate: bool


@dataclass(frozen=True)
class Jvp:
    """The forward-mode formula of an op, as the sum of its terms."""

    source: str  # AUTO_ELEMENT_WISE, AUTO_LINEAR or "formula"
    terms: tuple[JvpTerm, ...]
    text: str  # as written in ops.yaml
    location: object  # errors.Location of the text's first character
    # The return it gives the tangent of: the first, unless `result:` maps
    # named returns to formulas (then `output_name` is the name written).
    output: int = 0
    output_name: str = ""

    def names(self) -> set[str]:
        """Identifiers the terms use as values (arguments, tangents, returns)."""
        out: set[str] = set()
        for term in self.terms:
            out |= Formula.parse(term.text).names()
        return out

    def zero_filled(self) -> set[str]:
        """Inputs whose undefined tangent a term must read as zeros."""
        return {name for term in self.terms if len(term.inputs) > 1 for name in term.inputs}


def tangent_name(input_name: str) -> str:
    return f"{input_name}_t"


def split_terms(text: str) -> list[tuple[int, int, bool]]:
    """The top-level summands of a C++ expression as (start, end, negated).

    Splits at `+` and `-` outside brackets that are binary (after an operand,
    not the exponent of 1e-5); a leading unary minus negates its term. A
    ternary, comparison or logical operator at the top level keeps the whole
    text one term."""
    depth, top_level = 0, []
    for ch in text:
        depth += ch in "(["
        depth -= ch in ")]"
        top_level.append(depth == 0 and ch not in ")]")
    if any(top and ch in "?<>=&|" for ch, top in zip(text, top_level)):
        return [(0, len(text), False)]
    terms: list[tuple[int, int, bool]] = []
    start, negate, operand = 0, False, False
    for i, (ch, top) in enumerate(zip(text, top_level)):
        if not top or ch not in "+-":
            operand = operand or not ch.isspace()
            continue
        if not operand:  # a sign in front of the term
            negate ^= ch == "-"
            start = i + 1
            continue
        before = text[:i].rstrip()
        if before[-1] in "*/%" or re.search(r"\d[eE]$", before):
            continue  # a sign inside the term, or an exponent's
        terms.append((start, i, negate))
        start, negate, operand = i + 1, ch == "-", False
    terms.append((start, len(text), negate))
    return terms
