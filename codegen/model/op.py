"""What an op is: one ops.yaml entry, parsed, with the C++ entry points
(functional, derived in-place, derived out=) it produces."""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from codegen.errors import Location
from codegen.model.derivatives import Derivative, Formula, Jvp
from codegen.model.pointwise import Pointwise
from codegen.model.schema import (
    Annotation,
    Argument,
    BaseOperatorName,
    BaseTy,
    BaseType,
    FunctionSchema,
    OperatorName,
    Return,
)

# inplace_function: the in-place variant as a function only (in the op's
# namespaces, no Tensor method), as torch's nn.functional.leaky_relu_.
VARIANTS = ("function", "method", "inplace", "out", "internal", "inplace_function")
INPLACE_VARIANTS = frozenset({"inplace", "inplace_function"})
NAMESPACES = ("yaten", "nn.functional", "linalg", "special")
# Where each namespace's functions live: the Python module that exports
# them and the yaten._C submodule the bindings put them in (the one table
# the bindings, yaten's modules, the override tables, stubs and docs read).
PYTHON_MODULES = {"yaten": "yaten", "nn.functional": "yaten.nn.functional", "linalg": "yaten.linalg",
                  "special": "yaten.special"}
C_SUBMODULES = {"yaten": "_functions", "nn.functional": "_nn", "linalg": "_linalg", "special": "_special",
                "_internal": "_internal"}
KERNELS = ("native", "composite")
# What CPU autocast does to an op's floating inputs, in torch's words: cast to
# the autocast dtype, cast to float32, or cast to the widest among them.
AUTOCAST_POLICIES = ("lower_precision_fp", "fp32", "promote")
# Which dtypes an op's out= tensor may have, as torch decides it per op (the
# first is the default): autograd/out_dtype.h's OutDtype, value for value.
OUT_DTYPE_RULES = ("castable", "exact", "any", "from_out")


@dataclass(frozen=True)
class DeprecatedSignature:
    """One of torch's hidden deprecated signatures of an op: the op's arguments it takes by position, in
    its order, each under the name the signature gives it (copy_'s `async` is its non_blocking)."""
    arguments: tuple[str, ...]
    names: tuple[str, ...]


@dataclass(frozen=True)
class ScalarOverload:
    """One of torch's Number overloads of an op (ops.yaml's `scalar_overloads:` item
    "self other without out"): the Tensor arguments it types Number, and whether it keeps out=."""

    args: tuple[str, ...]
    out: bool = True

    def __str__(self) -> str:
        return " ".join(self.args) + ("" if self.out else " without out")


@dataclass(frozen=True)
class GradFnName:
    """ops.yaml's `grad_fn:`: torch's name for the op's backward node where
    yaten's derived one differs (torch's node belongs to another op, or torch
    numbers its overloads in another order). With `given`, an optional
    argument, the name holds for the calls that give it (sum(x, dim):
    SumBackward1) and the derived one for the others (sum(x): SumBackward0)."""
    name: str
    given: str | None = None


@dataclass(frozen=True)
class Op:
    schema: FunctionSchema
    family: str
    variants: frozenset[str]
    namespaces: tuple[str, ...]
    operators: tuple[str, ...]
    kernel: str
    derivatives: tuple[Derivative, ...]
    jvps: tuple[Jvp, ...]  # the forward-mode formulas (`result:`), one per differentiable return
    non_differentiable: frozenset[str]
    overridable: bool
    writes_into: bool  # the kernel takes `into`: see ops.yaml's header
    pointwise: Pointwise | None  # the kernel is generated around a functor: see model/pointwise.py
    autocast: str | None  # one of AUTOCAST_POLICIES, or None: autocast leaves it alone
    doc: str
    location: Location
    # Other Python names for the op, from ops.yaml's `aliases:` (see its header).
    aliases: tuple[str, ...] = ()
    # The UserWarning torch gives on the op's first call in a process (TORCH_WARN_ONCE: a deprecation, a beta API).
    warn_once: str | None = None
    # The Tensor arguments a Python number may stand for (as a wrapped number): where torch takes
    # numbers as tensors (add, sub, mul, div). None elsewhere; torch's Number overloads are scalar_overloads.
    python_numbers: frozenset[str] = frozenset()
    # The int arguments torch also takes as dimension names, in a named-tensor overload of the same
    # arguments (sum(Tensor input, Dimname[1] dim, ...)): the Python parser lists that overload as
    # torch does, and a call that takes it raises torch's "Name 'a' not found" (no named tensors here).
    dimnames: tuple[str, ...] = ()
    # torch declares that overload but refuses any name ("You passed a dimname (string) to this op ...").
    dimnames_refused: bool = False
    # torch's named-tensor overload has the op's out= (sum.DimnameList_out), or lacks it (index_add.dimname).
    dimnames_out: bool = True
    # torch's overloads of the op that take a Number for some of its Tensor arguments (eq(Tensor input,
    # Number other, *, Tensor out), pow(Number self, Tensor exponent)): the parser matches and lists them
    # as torch does, and routes a call they take to the op's own kernel with the number as a wrapped number.
    scalar_overloads: tuple["ScalarOverload", ...] = ()
    # torch's hidden deprecated signatures of the op (add(Tensor input, Number alpha, Tensor other)): the
    # arguments each takes by position, in its order; the others keep their defaults. The parser matches
    # them after the others, with torch's deprecation warning, and never lists them.
    deprecated_signatures: tuple["DeprecatedSignature", ...] = ()
    # torch's signatures of the op's Python name where its overloads differ from yaten's entries (sum:
    # no dim / int[1] dim / Dimname[1] dim), as argument lists: "(Tensor self, *, ScalarType? dtype=None)".
    # TypeErrors list and count these instead of the entries' own, which still match the calls.
    torch_signatures: tuple[str, ...] = ()
    # The view op this op copies (ops.yaml's `copy_variant: true` on the view op makes `<name>_copy`, torch's
    # functionalization form): a composite whose entry point codegen writes, a contiguous clone of the view.
    copy_of: str | None = None
    # torch's rule for the dtype of the op's out= tensor (OUT_DTYPE_RULES; autograd/out_dtype.h says each).
    out_dtype: str = "castable"
    # torch's name for the op's backward node, when it is not the derived one.
    grad_fn: GradFnName | None = None
    # How the result's dimension names follow from the inputs' (model/names.py's RULES), or None:
    # inputs with names are refused. `pointwise:` implies unify.
    names: str | None = None

    @cached_property
    def name(self) -> str:
        """The Python name: `add`, `max` (all overloads share it), `fill_`."""
        base = self.schema.name.name
        return base.base + ("_" if base.inplace else "")

    @property
    def jvp(self) -> Jvp | None:
        """The forward-mode formula of the first return that has one."""
        return self.jvps[0] if self.jvps else None

    @property
    def cpp_name(self) -> str:
        return self.schema.name.unambiguous_name()

    def backward_calls(self) -> frozenset[str]:
        """The functions (ops, formula helpers) its backward formulas call."""
        return frozenset(name for d in self.derivatives for name in d.formula.calls())

    def jvp_calls(self) -> frozenset[str]:
        """The functions its forward-mode (`result:`) terms call."""
        return frozenset(name for jvp in self.jvps for t in jvp.terms for name in Formula.parse(t.text).calls())

    def derivative_formulas(self) -> tuple[tuple[str, str], ...]:
        """(key, formula text) as ops.yaml writes them: a shared formula once."""
        out: dict[str, str] = {}
        for d in self.derivatives:
            out.setdefault(d.key, d.formula.text)
        return tuple(out.items())

    def derivative_for(self, arg: str) -> Derivative | None:
        return next((d for d in self.derivatives if d.input == arg), None)

    def differentiable_inputs(self) -> tuple[Argument, ...]:
        """Tensor inputs that get a gradient edge, in schema order."""
        return tuple(
            a for a in self.schema.arguments.flat_all
            if a.type.is_tensor_like() and not a.is_write_out() and a.name not in self.non_differentiable
        )

    def entries(self) -> tuple["Entry", ...]:
        """The C++ entry points this op produces, its own schema first."""
        return self._entries

    @cached_property
    def _entries(self) -> tuple["Entry", ...]:
        # Made once per op: every generator asks for them, thousands of times in all.
        out = [Entry(self, self.schema, derived=None)]
        if INPLACE_VARIANTS & self.variants:
            out.append(Entry(self, inplace_schema(self.schema), derived="inplace"))
        if "out" in self.variants:
            out.append(Entry(self, out_schema(self.schema), derived="out"))
        return tuple(out)


@dataclass(frozen=True)
class Entry:
    """One C++ entry point (generated/autograd/ops/<name>.h) and, for native functional ones, one kernel."""

    op: Op
    schema: FunctionSchema
    derived: str | None  # None, "inplace" or "out"

    @property
    def cpp_name(self) -> str:
        return self.schema.name.unambiguous_name()

    @property
    def kind(self) -> str:
        return self.schema.kind()


def inplace_schema(schema: FunctionSchema) -> FunctionSchema:
    """`add(Tensor self, ...) -> Tensor` becomes `add_(Tensor(a!) self, ...) -> Tensor(a!)`."""
    write = Annotation(alias_set=("a",), is_write=True)
    args = schema.arguments
    positional = tuple(replace(a, annotation=write) if a.name == "self" else a for a in args.positional)
    name = OperatorName(
        name=BaseOperatorName(base=schema.name.name.base, inplace=True, dunder_method=False),
        overload_name=schema.name.overload_name,
    )
    return FunctionSchema(
        name=name,
        arguments=replace(args, positional=positional),
        returns=(Return(name=None, type=BaseType(BaseTy.Tensor), annotation=write),),
    )


def out_schema(schema: FunctionSchema) -> FunctionSchema:
    """`add(...) -> Tensor` becomes `add.out(..., *, Tensor(a!) out) -> Tensor(a!)`; an op returning named
    tensors writes each into an out argument of its name, as torch's:
    `sort(...) -> (Tensor values, Tensor indices)` becomes
    `sort.out(..., *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)`."""
    overload = schema.name.overload_name
    name = replace(schema.name, overload_name=f"{overload}_out" if overload else "out")
    if len(schema.returns) == 1:
        write = Annotation(alias_set=("a",), is_write=True)
        out_args = (Argument(name="out", type=BaseType(BaseTy.Tensor), default=None, annotation=write),)
        returns = (Return(name=None, type=BaseType(BaseTy.Tensor), annotation=write),)
    else:
        writes = [Annotation(alias_set=(chr(ord("a") + i),), is_write=True) for i in range(len(schema.returns))]
        out_args = tuple(Argument(name=r.name, type=BaseType(BaseTy.Tensor), default=None, annotation=w)
                         for r, w in zip(schema.returns, writes))
        returns = tuple(Return(name=r.name, type=BaseType(BaseTy.Tensor), annotation=w)
                        for r, w in zip(schema.returns, writes))
    return FunctionSchema(name=name, arguments=replace(schema.arguments, out=out_args), returns=returns)


def out_names(op: "Op") -> tuple[str, ...]:
    """The out= arguments of an op's derived out variant: `out`, or one per named result."""
    rets = op.schema.returns
    return ("out",) if len(rets) == 1 else tuple(r.name for r in rets)
