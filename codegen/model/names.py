"""ops.yaml's `names:`: how an op's result gets its dimension names from its
inputs' (torch 1.13's name inference for named tensors, runtime/names.h).

Each rule is one function of runtime/names.h over some of the op's
arguments. An op without a rule refuses inputs with names, with torch's
"aten::NAME is not yet supported with named tensors" (a `pointwise:` op
unifies its inputs' names without saying so). A composite op's names come
from the ops it is made of, unless it has a rule: then its hand-written
function is yaten::composite::NAME, which a generated yaten::NAME runs with
name inference off before naming the result."""
from __future__ import annotations

from dataclasses import dataclass

from codegen.errors import Location, OpsYamlError
from codegen.model.schema import FunctionSchema, ListType


@dataclass(frozen=True)
class NameRule:
    function: str  # in yaten::names
    # The arguments it reads, in order: a name, or NAME=DEFAULT where the op may lack it.
    # TENSORS stands for every tensor input, SECOND for the second one.
    reads: tuple[str, ...]
    doc: str


TENSORS, SECOND = "TENSORS", "SECOND"

RULES = {
    "unify": NameRule("unify", (TENSORS,), "the inputs broadcast together: names unified from the right"),
    "keep": NameRule("keep", ("self",), "the result has self's dims and names"),
    "reduce": NameRule("reduce", ("self", "dim=std::optional<DimVector>()", "keepdim=false"),
                       "dims `dim` (all when absent) removed unless keepdim"),
    "remove_dim": NameRule("remove_dim", ("self", "dim"), "the dim `dim` is gone"),
    "squeeze": NameRule("squeeze", ("self", "dim=std::nullopt"), "the size-1 dims (or dim) are gone"),
    "transpose": NameRule("transpose", ("self", "dim0", "dim1"), "dims dim0 and dim1 swap"),
    "t": NameRule("t", ("self",), "a matrix's two dims swap"),
    "matmul": NameRule("matmul", ("self", SECOND), "the contracted dims are gone, batch dims unified"),
    "expand": NameRule("expand", ("self", "size.size()"), "self's names right-aligned, new leading dims unnamed"),
    "cat": NameRule("unify", ("tensors",), "the tensors' names unified"),
    "linear": NameRule("linear", ("input", "weight", "bias"), "input's, its last dim the weight's first"),
    # A composite op whose body would drop names (plain views): torch's refusal, as a native op without a rule.
    "refuse": NameRule("", (), "inputs with names are refused"),
}


def check_rule(rule: str, schema: FunctionSchema, loc: Location, composite: bool) -> None:
    """ops.yaml:LINE:COL: error unless `rule` is known and the op has the arguments it reads."""
    if rule not in RULES:
        raise OpsYamlError(loc, f"unknown names rule '{rule}' (expected one of {', '.join(RULES)})")
    if rule == "refuse" and not composite:
        raise OpsYamlError(loc, "'names: refuse' is for a composite op: a native op without a rule refuses names")
    args = {a.name for a in schema.arguments.flat_all}
    tensors = _tensor_inputs(schema)
    for read in RULES[rule].reads:
        name = read.split("=")[0].split(".")[0]
        if read == SECOND and len(tensors) < 2:
            raise OpsYamlError(loc, f"names rule '{rule}' reads a second tensor: {schema.name} has {len(tensors)}")
        if read not in (TENSORS, SECOND) and "=" not in read and name not in args:
            raise OpsYamlError(loc, f"names rule '{rule}' reads '{name}', which is no argument of {schema.name}")


def _tensor_inputs(schema: FunctionSchema) -> list[str]:
    return [a.name for a in schema.arguments.flat_all
            if a.type.is_tensor_like() and not (a.annotation and a.annotation.is_write and a.name != "self")]


def infer_call(rule: str, schema: FunctionSchema) -> str:
    """The C++ expression giving the result's names (runtime/names.h); "" for refuse."""
    if not RULES[rule].function:
        return ""
    args = {a.name for a in schema.arguments.flat_all}
    tensors = _tensor_inputs(schema)
    parts = []
    for read in RULES[rule].reads:
        name, _, default = read.partition("=")
        if read == TENSORS:
            parts += tensors
        elif read == SECOND:
            parts.append(tensors[1])
        else:
            parts.append(name if name.split(".")[0] in args else default)
    return f"names::{RULES[rule].function}({', '.join(parts)})"


def name_inputs(schema: FunctionSchema) -> list[str]:
    """The inputs whose names an entry looks at (every tensor input but out=)."""
    return _tensor_inputs(schema)


def refusal_name(schema: FunctionSchema, inplace: bool) -> str:
    """torch's name of the op in its refusal: aten::permute, aten::where.self, aten::add_.Tensor."""
    name = schema.name.name.base + ("_" if inplace or schema.name.name.inplace else "")
    return f"aten::{name}" + (f".{schema.name.overload_name}" if schema.name.overload_name else "")


def returns_list(schema: FunctionSchema) -> bool:
    return any(isinstance(r.type, ListType) for r in schema.returns)
