"""The `pointwise:` key of an ops.yaml entry: an elementwise op computed by a
functor, with the dtype policy the generated kernel enforces (see ops.yaml's
header and generated/runtime/pointwise_<family>.cpp)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from codegen.errors import Location, OpsYamlError
from codegen.model.schema import BaseTy, BaseType, FunctionSchema

# Which dtypes an op computes in: each names the X-macro list of that dtype
# category in runtime/dtype.h (the one place categories are written), without
# and with float16. bfloat16 joins every category with floats, as torch 1.13
# runs every pointwise op on it on CPU; float16 only the ops `half: true`
# marks (torch runs about a third of them on it).
DTYPES = {
    "all": ("YATEN_TYPES_ALL_AND_BFLOAT16", "YATEN_TYPES_ALL"),
    "numeric": ("YATEN_TYPES_NUMERIC_AND_BFLOAT16", "YATEN_TYPES_NUMERIC_AND_REDUCED"),
    "integral": ("YATEN_TYPES_INTEGRAL", None),
    "integral_and_bool": ("YATEN_TYPES_INTEGRAL_AND_BOOL", None),
    "floating": ("YATEN_TYPES_FLOATING_AND_BFLOAT16", "YATEN_TYPES_FLOATING_AND_REDUCED"),
}
# How the inputs' promoted dtype becomes the computed one (runtime/kernels/pointwise.h's Promote).
PROMOTIONS = {
    "none": "None",
    "integers_to_float": "IntegersToFloat",
    "bool_to_int64": "BoolToInt64",
}
OUTPUTS = ("computed", "bool")
KEYS = ("functor", "dtypes", "half", "promote", "output", "check", "torch_kernel", "scalars_as")
# The type a Scalar argument is read as (and checked against, as torch's
# Scalar::to<T>): the element dtype, or the type the op computes in.
SCALARS_AS = ("element", "compute")
# An op of 1, 2 or 3 Tensor operands: its row loop is <arity>_row
# (runtime/simd/rows-inl.h), its walk pointwise_<arity> (runtime/kernels/pointwise.h).
ARITIES = ("unary", "binary", "ternary")
# The variants a pointwise op has unless its entry lists others.
DEFAULT_VARIANTS = ("function", "method", "inplace", "out")
_FUNCTOR = re.compile(r"[A-Z][A-Za-z0-9]*$")
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*$")


@dataclass(frozen=True)
class Pointwise:
    functor: str  # a class template in runtime/kernels/<family>/functors-inl.h
    dtypes: str  # a key of DTYPES
    half: bool  # float16 too
    promote: str  # a key of PROMOTIONS
    output: str  # "computed": the result has the computed dtype; "bool": it is bool
    check: str | None  # a hand-written precondition taking the kernel's arguments but `into`
    torch_kernel: str  # the name PyTorch's "not implemented for" message gives
    tensor_inputs: tuple[str, ...]  # the functor's operands, in order
    numbers: tuple[str, ...]  # Scalar arguments handed to the functor's constructor, in order
    scalars_as: str  # a value of SCALARS_AS
    location: Location

    @property
    def dtype_list(self) -> str:
        return DTYPES[self.dtypes][self.half]

    @property
    def arity(self) -> str:
        return ARITIES[len(self.tensor_inputs) - 1]

    @property
    def promotion(self) -> str:
        return PROMOTIONS[self.promote]


def parse_pointwise(table, loc: Location, schema: FunctionSchema) -> Pointwise:
    """The key's mapping, checked against the op's schema."""
    if not isinstance(table, dict):
        raise OpsYamlError(loc, "'pointwise' must be a mapping: {functor: Name, dtypes: ...}")
    for key in table:
        if key not in KEYS:
            raise OpsYamlError(table.key_locations[key], f"unknown pointwise key '{key}' (expected one of {', '.join(KEYS)})")
    if "functor" not in table:
        raise OpsYamlError(loc, "'pointwise' needs a 'functor' (a class template in runtime/kernels/<family>/functors-inl.h)")
    functor = table["functor"]
    if not isinstance(functor, str) or not _FUNCTOR.match(functor):
        raise OpsYamlError(table.value_locations["functor"], "the functor must be a PascalCase C++ name")
    dtypes = _choice(table, "dtypes", None, tuple(DTYPES), loc)
    half = table.get("half", False)
    if not isinstance(half, bool):
        raise OpsYamlError(table.value_locations["half"], "'half' must be true or false")
    if half and DTYPES[dtypes][True] is None:
        raise OpsYamlError(table.value_locations["half"], f"'half' needs floating dtypes; '{dtypes}' has none")
    promote = _choice(table, "promote", "none", tuple(PROMOTIONS), loc)
    output = _choice(table, "output", "computed", OUTPUTS, loc)
    check = table.get("check")
    if check is not None and (not isinstance(check, str) or not _IDENTIFIER.match(check)):
        raise OpsYamlError(table.value_locations["check"], "'check' must name a C++ function")
    torch_kernel = table.get("torch_kernel", f"{schema.name.name.base}_cpu")
    if not isinstance(torch_kernel, str) or not _IDENTIFIER.match(torch_kernel):
        raise OpsYamlError(table.value_locations["torch_kernel"], "'torch_kernel' must be a name, as in PyTorch's message")
    scalars_as = _choice(table, "scalars_as", "element", SCALARS_AS, loc)
    tensors, numbers = _operands(schema, loc)
    return Pointwise(functor=functor, dtypes=dtypes, half=half, promote=promote, output=output, check=check,
                     torch_kernel=torch_kernel, tensor_inputs=tensors, numbers=numbers, scalars_as=scalars_as,
                     location=loc)


def _choice(table, key: str, default: str | None, allowed: tuple[str, ...], loc: Location) -> str:
    if key not in table:
        if default is None:
            raise OpsYamlError(loc, f"'pointwise' needs '{key}': one of {', '.join(allowed)}")
        return default
    value = table[key]
    if value not in allowed:
        raise OpsYamlError(table.value_locations[key], f"unknown pointwise {key} '{value}' (expected one of {', '.join(allowed)})")
    return value


def _operands(schema: FunctionSchema, loc: Location) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """One to three Tensor arguments, then only Scalar ones; one Tensor returned."""
    tensors, numbers = [], []
    for a in schema.arguments.flat_all:
        if a.type == BaseType(BaseTy.Tensor) and not numbers:
            tensors.append(a.name)
        elif a.type == BaseType(BaseTy.Scalar):
            numbers.append(a.name)
        else:
            raise OpsYamlError(loc, f"a pointwise op takes one to three Tensors, then Scalars; '{a.name}' is {a.type}")
    if not 1 <= len(tensors) <= len(ARITIES):
        raise OpsYamlError(loc, f"a pointwise op takes one to three Tensors, not {len(tensors)}")
    if len(schema.returns) != 1 or schema.returns[0].type != BaseType(BaseTy.Tensor) or schema.kind() != "functional":
        raise OpsYamlError(loc, "a pointwise op returns one new Tensor")
    return tuple(tensors), tuple(numbers)
