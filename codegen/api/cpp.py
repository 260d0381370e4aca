"""Schema types and signatures as C++ (see docs/cpp_conventions.md)."""
from __future__ import annotations

from codegen.model.op import Entry
from codegen.model.schema import Argument, BaseTy, BaseType, FunctionSchema, ListType, OptionalType, Type

_BASE = {
    BaseTy.Tensor: "const Tensor&",
    BaseTy.Scalar: "const Scalar&",
    BaseTy.int: "int64_t",
    BaseTy.float: "double",
    BaseTy.bool: "bool",
    BaseTy.str: "std::string_view",
    BaseTy.ScalarType: "ScalarType",
}
# Value types, for members of autograd nodes that keep an argument.
_VALUE = {**_BASE, BaseTy.Tensor: "Tensor", BaseTy.Scalar: "Scalar", BaseTy.str: "std::string"}


def _strip_ref(t: str) -> str:
    return t.removeprefix("const ").removesuffix("&")


def argument_type(t: Type) -> str:
    if isinstance(t, BaseType):
        return _BASE[t.name]
    if isinstance(t, OptionalType):
        if isinstance(t.elem, BaseType) and t.elem.name == BaseTy.Tensor:
            return "const Tensor&"  # an undefined Tensor is None
        inner = _strip_ref(argument_type(t.elem))
        by_ref = inner in ("Scalar", "DimVector")
        return f"const std::optional<{inner}>&" if by_ref else f"std::optional<{inner}>"
    if isinstance(t, ListType):
        if isinstance(t.elem, BaseType) and t.elem.name == BaseTy.int:
            return "const DimVector&"
        # Tensor[] and Tensor?[] alike: a None entry of Tensor?[] is an
        # undefined Tensor, as a None Tensor? argument is.
        if t.elem.is_tensor_like():
            return "const std::vector<Tensor>&"
        if isinstance(t.elem, OptionalType):
            return f"const std::vector<{argument_type(t.elem)}>&"
    raise ValueError(f"no C++ type for {t}")


def value_type(t: Type) -> str:
    """The type a node member uses to keep a copy of the argument."""
    if isinstance(t, BaseType):
        return _VALUE[t.name]
    cpp = argument_type(t)
    if cpp == "const Tensor&":
        return "Tensor"
    return _strip_ref(cpp).replace("std::string_view", "std::string")


def return_type(schema: FunctionSchema) -> str:
    rets = schema.returns
    if not rets:
        return "void"
    if len(rets) == 1:
        return "std::vector<Tensor>" if isinstance(rets[0].type, ListType) else "Tensor"
    return "std::tuple<" + ", ".join("Tensor" for _ in rets) + ">"


def kernel_arguments(schema: FunctionSchema) -> list[Argument]:
    """The arguments a kernel takes: all but a factory's requires_grad."""
    return [a for a in schema.arguments.flat_all if a.name != "requires_grad"]


def params(args: list[Argument]) -> str:
    return ", ".join(f"{argument_type(a.type)} {a.name}" for a in args)


def entry_declaration(entry: Entry) -> str:
    args = list(entry.schema.arguments.flat_all)
    return f"{return_type(entry.schema)} {entry.cpp_name}({params(args)})"


def kernel_declaration(entry: Entry) -> str:
    into = ", const Tensor& into" if entry.op.writes_into else ""
    return f"{return_type(entry.schema)} {entry.cpp_name}({params(kernel_arguments(entry.schema))}{into})"


def string_literal(text: str) -> str:
    """A C++ string literal holding text, escaped for a plain ASCII source file."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif 32 <= ord(ch) < 127:
            out.append(ch)
        else:
            out.append("".join(f"\\x{b:02x}" for b in ch.encode()) + '""')
    return '"' + "".join(out) + '"'


# One declaration header per op (all its overloads and derived variants), so
# that adding an op writes a new header and changes none that others include.
def op_header(op_name: str) -> str:
    """The header declaring an op's differentiable entry points (namespace yaten)."""
    return f"generated/autograd/ops/{op_name}.h"


def kernel_header(op_name: str) -> str:
    """The header declaring an op's kernels (namespace yaten::kernels)."""
    return f"generated/runtime/kernels/{op_name}.h"


def headers_of_calls(calls, all_ops) -> list[str]:
    """The op headers that declare the called C++ names; other names (formula
    helpers, tensor_operators.h's overloads) need none of their own."""
    op_of = {e.cpp_name: op.name for op in all_ops for e in op.entries()}
    return sorted({op_header(op_of[c]) for c in calls if c in op_of})
