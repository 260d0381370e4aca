"""The frozen description of an op that yaten.ops.schema() returns, built
from the runtime's op registry (_C._op_registry_entries: ops.yaml's ops,
recorded by the generator, and extension ops) or from a schema
yaten.library defines (parsed by the same runtime parser)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Argument:
    """One argument as the schema declares it (`self`, not the `input` that
    functions show)."""

    name: str
    type: str  # schema type without alias annotation: Tensor, Scalar?, int[], ...
    has_default: bool
    default: object  # a Python value (tuple for lists); None also when there is none
    kwarg_only: bool
    out: bool  # an out= argument, written to
    default_text: str | None = None  # the default as the schema writes it: "1", "[]", "'mean'"

    def __str__(self) -> str:
        text = f"{self.type} {self.name}"
        return f"{text}={self.default_text}" if self.has_default else text


@dataclass(frozen=True)
class Return:
    name: str | None
    type: str

    def __str__(self) -> str:
        return f"{self.type} {self.name}" if self.name else self.type


@dataclass(frozen=True)
class Overload:
    """One ops.yaml entry: its schema, parsed, and what was declared with it."""

    name: str  # qualified: "add", "max.dim", "myns::myop"
    overload_name: str  # "" when there is none
    schema: str
    arguments: tuple[Argument, ...]
    returns: tuple[Return, ...]
    variants: frozenset[str]
    derivatives: tuple[tuple[str, str], ...]  # (input, backward formula), in ops.yaml order
    non_differentiable: tuple[str, ...]
    forward: str | None  # the `result:` formula as written (auto_element_wise, ...)
    forward_expanded: str | None  # the jvp the generated code computes, over `<input>_t`
    derived_schemas: tuple[str, ...]  # the in-place and out= schemas derived from this one
    kernel: str  # native, composite, or python (yaten.library)
    overridable: bool
    doc: str
    source: str  # "ops.yaml:LINE:COL", or "yaten.library"

    @property
    def positional(self) -> tuple[Argument, ...]:
        return tuple(a for a in self.arguments if not a.kwarg_only)

    @property
    def kwarg_only(self) -> tuple[Argument, ...]:
        return tuple(a for a in self.arguments if a.kwarg_only)

    def derivative(self, input_name: str) -> str | None:
        """The backward formula of one input, None when it has none (a formula
        several inputs share, `input, weight: f(...)`, is each one's)."""
        return next((formula for key, formula in self.derivatives
                     if input_name in (name.strip() for name in key.split(","))), None)


@dataclass(frozen=True)
class OpSchema:
    """Every overload sharing one Python name, and where the name is exposed."""

    name: str
    family: str
    overloads: tuple[Overload, ...]
    namespaces: tuple[str, ...]
    operators: tuple[str, ...]
    variants: frozenset[str]  # of any overload
    overridable: bool  # __torch_function__ may override every overload
    doc: str

    def overload(self, overload_name: str) -> Overload:
        for o in self.overloads:
            if o.overload_name == overload_name:
                return o
        known = ", ".join(repr(o.overload_name) for o in self.overloads)
        raise KeyError(f"op '{self.name}' has no overload '{overload_name}' (it has {known})")

    def __str__(self) -> str:
        return "\n".join(o.schema for o in self.overloads)


def argument_from_parts(part: dict) -> Argument:
    """An argument as the runtime's schema parser gives it (_C._parse_schema,
    _C._op_registry_entries), its default already read as a Python value."""
    return Argument(part["name"], part["type"], part["default"] is not None, part["value"], part["kwarg_only"],
                    part["out"], part["default"])


def overload_from_entry(entry: dict, qualified: str, schema: str, source: str) -> Overload:
    """One entry of the runtime's op registry (_C._op_registry_entries)."""
    return Overload(
        name=qualified,
        overload_name=entry["overload"],
        schema=schema,
        arguments=tuple(argument_from_parts(a) for a in entry["arguments"]),
        returns=tuple(Return(r["name"], r["type"]) for r in entry["returns"]),
        variants=frozenset(entry["variants"]),
        derivatives=tuple(entry["derivatives"]),
        non_differentiable=tuple(entry["non_differentiable"]),
        forward=entry["forward"] or None,
        forward_expanded=entry["forward_expanded"] or None,
        derived_schemas=tuple(text for _, text in entry["derived"]),
        kernel=entry["kernel"],
        overridable=entry["overridable"],
        doc=entry["doc"],
        source=entry["location"] or source,
    )


def op_from_overloads(name: str, overloads: list[Overload], family: str, namespaces, operators) -> OpSchema:
    return OpSchema(
        name=name,
        family=family,
        overloads=tuple(overloads),
        namespaces=tuple(dict.fromkeys(namespaces)),
        operators=tuple(dict.fromkeys(operators)),
        variants=frozenset().union(*(o.variants for o in overloads)),
        overridable=all(o.overridable for o in overloads),
        doc=overloads[0].doc,
    )
