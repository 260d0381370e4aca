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
    BaseTy.MemoryFormat: "MemoryFormat",
    BaseTy.Generator: "const Generator&",
}
# Value types, for members of autograd nodes that keep an argument.
_VALUE = {**_BASE, BaseTy.Tensor: "Tensor", BaseTy.Scalar: "Scalar", BaseTy.str: "std::string", BaseTy.Generator: "Generator"}


def _strip_ref(t: str) -> str:
    return t.removeprefix("const ").removesuffix("&")


def argument_type(t: Type) -> str:
    if isinstance(t, BaseType):
        return _BASE[t.name]
    if isinstance(t, OptionalType):
        if isinstance(t.elem, BaseType) and t.elem.name == BaseTy.Tensor:
            return "const Tensor&"  # an undefined Tensor is None
        if isinstance(t.elem, BaseType) and t.elem.name == BaseTy.Generator:
            return "const Generator&"  # an undefined Generator is None: the default one
        inner = _strip_ref(argument_type(t.elem))
        by_ref = inner in ("Scalar", "DimVector", "std::vector<double>", "std::vector<Scalar>")
        return f"const std::optional<{inner}>&" if by_ref else f"std::optional<{inner}>"
    if isinstance(t, ListType):
        if isinstance(t.elem, BaseType) and t.elem.name == BaseTy.int:
            return "const DimVector&"
        if isinstance(t.elem, BaseType) and t.elem.name == BaseTy.float:
            return "const std::vector<double>&"
        if isinstance(t.elem, BaseType) and t.elem.name == BaseTy.Scalar:
            return "const std::vector<Scalar>&"
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


def cpp_arguments(schema: FunctionSchema) -> list[Argument]:
    """The arguments of an op's C++ entry: all but the tensor options (Argument.is_tensor_option)."""
    return [a for a in schema.arguments.flat_all if not a.is_tensor_option]


def kernel_arguments(schema: FunctionSchema) -> list[Argument]:
    """The arguments a kernel takes: the entry's, but a factory's requires_grad."""
    return [a for a in cpp_arguments(schema) if a.name != "requires_grad"]


def default_expression(a: Argument) -> str:
    """The C++ spelling of a's schema default (which it must have), as its
    parameter's default: `false`, `-1`, `1e-05`, `"mean"`, `DimVector{1, 1}`,
    `std::nullopt`, `Tensor()`; a Scalar's by its kind (`Scalar(int64_t{1})`)."""
    return _value_expression(a.type, a.default_value)


def _value_expression(t: Type, value: object) -> str:
    if isinstance(t, OptionalType):
        if value is None:
            base = t.elem.name if isinstance(t.elem, BaseType) else None
            return {BaseTy.Tensor: "Tensor()", BaseTy.Generator: "Generator()"}.get(base, "std::nullopt")
        return _value_expression(t.elem, value)
    if isinstance(t, ListType):
        items = ", ".join(_value_expression(t.elem, v) for v in value)
        return f"{_strip_ref(argument_type(t))}{{{items}}}"
    ty = t.name
    if ty == BaseTy.bool:
        return "true" if value else "false"
    if ty == BaseTy.int:
        return _int_literal(value)
    if ty == BaseTy.float:
        return _float_literal(value)
    if ty == BaseTy.str:
        return string_literal(value)
    if ty == BaseTy.Scalar:
        if isinstance(value, bool):
            return f"Scalar({'true' if value else 'false'})"
        return f"Scalar(int64_t{{{_int_literal(value)}}})" if isinstance(value, int) else f"Scalar({_float_literal(value)})"
    raise ValueError(f"no C++ default for {t} = {value!r}")


def _int_literal(value: int) -> str:
    # -2**63 has no literal: 9223372036854775808 does not fit an int64_t before its minus applies.
    return "(-9223372036854775807 - 1)" if value == -2**63 else str(value)


def _float_literal(value: float) -> str:
    text = repr(float(value))  # a schema float is finite: its default parser reads digits only
    return text if any(c in text for c in ".e") else text + ".0"


def _defaults_nullopt(a: Argument) -> bool:
    """A `MemoryFormat? memory_format=None`: C++ callers may leave it out, so that giving an
    existing op torch's memory_format= keeps every C++ call of it unchanged."""
    return a.default == "None" and a.type == OptionalType(BaseType(BaseTy.MemoryFormat))


def params(args: list[Argument], defaults: str | None = None) -> str:
    """The C++ parameter list. With defaults="schema" (an op's own header, where its entry points are
    declared first), the trailing run of defaulted arguments takes their schema defaults, as torch's
    C++ API gives them, so that an op gaining one of torch's trailing arguments (copy_'s
    non_blocking) keeps every C++ call of it unchanged. With defaults="memory_format" only trailing
    memory formats default (to std::nullopt): kernels are called by the generated entry points with
    every argument, as torch's native functions are, which take no defaults."""
    defaulted = len(args)
    takes_default = (lambda a: a.default is not None) if defaults == "schema" else _defaults_nullopt
    while defaults and defaulted and takes_default(args[defaulted - 1]):
        defaulted -= 1
    return ", ".join(f"{argument_type(a.type)} {a.name}" + (f" = {default_expression(a)}" if i >= defaulted else "")
                     for i, a in enumerate(args))


def entry_declaration(entry: Entry, defaults: str | None = None) -> str:
    """An entry point's declaration; `defaults` as params takes it."""
    args = cpp_arguments(entry.schema)
    return f"{return_type(entry.schema)} {entry.cpp_name}({params(args, defaults)})"


def kernel_declaration(entry: Entry, defaults: bool = False) -> str:
    if entry.op.writes_into:
        return f"{return_type(entry.schema)} {entry.cpp_name}({params(kernel_arguments(entry.schema))}, const Tensor& into)"
    kernel_defaults = "memory_format" if defaults else None
    return f"{return_type(entry.schema)} {entry.cpp_name}({params(kernel_arguments(entry.schema), kernel_defaults)})"


_PLAIN_ESCAPES = str.maketrans({'"': '\\"', "\\": "\\\\", "\n": "\\n"})


def string_literal(text: str) -> str:
    """A C++ string literal holding text, escaped for a plain ASCII source file."""
    if text.isascii() and text.replace("\n", "").isprintable():
        return '"' + text.translate(_PLAIN_ESCAPES) + '"'  # the common case, in one pass
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
    op_of = _op_of_entry(all_ops)
    return sorted({op_header(op_of[c]) for c in calls if c in op_of})


_OP_OF_ENTRY: list = [None, None]  # (the ops it was made from, the mapping): every family asks with the same ops


def _op_of_entry(all_ops) -> dict[str, str]:
    if _OP_OF_ENTRY[0] is not all_ops:
        _OP_OF_ENTRY[:] = [all_ops, {e.cpp_name: op.name for op in all_ops for e in op.entries()}]
    return _OP_OF_ENTRY[1]
