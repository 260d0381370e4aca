"""PyTorch's schema language (`add.Tensor(Tensor self, *, Scalar alpha=1) -> Tensor`) as frozen objects.

Each class parses its canonical text and prints it back unchanged, so
str(FunctionSchema.parse(s)) == s. A subset of torchgen/model.py: no
Dimname, Generator, `(a -> *)` or pre-self arguments."""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Union

_IDENT = re.compile(r"[A-Za-z_]\w*")
# Argument names become C++ parameter names: these cannot be one.
CPP_KEYWORDS = frozenset("""
    alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t char32_t class
    compl concept const consteval constexpr constinit const_cast continue co_await co_return co_yield decltype
    default delete do double dynamic_cast else enum explicit export extern false float for friend goto if inline
    int long mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public register
    reinterpret_cast requires return short signed sizeof static static_assert static_cast struct switch template
    this thread_local throw true try typedef typeid typename union unsigned using virtual void volatile wchar_t
    while xor xor_eq""".split())
_INT = re.compile(r"-?\d+")
_FLOAT = re.compile(r"-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?")
# Only these dunders have an in-place twin (`__iadd__`); `__init__` is not `i` + `nit`.
_AUGMENTED = frozenset({
    "add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "pow",
    "lshift", "rshift", "and", "xor", "or",
})


class SchemaError(Exception):
    """A mistake in a schema string; `offset` is the 0-based index of the culprit in it."""

    def __init__(self, message: str, offset: int = 0) -> None:
        super().__init__(f"{message} (at character {offset})")
        self.message = message
        self.offset = offset

    def shifted(self, by: int) -> SchemaError:
        return SchemaError(self.message, self.offset + by)


def _split(text: str, offset: int) -> list[tuple[str, int]]:
    """Splits at top-level commas (not inside (), [] or quotes); each piece stripped, with its offset."""
    pieces, depth, quote, start = [], 0, None, 0
    for i, ch in enumerate(text + ","):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "," and depth == 0:
            raw = text[start:i]
            pieces.append((raw.strip(), offset + start + len(raw) - len(raw.lstrip())))
            start = i + 1
    if len(pieces) == 1 and not pieces[0][0]:
        return []
    for piece, at in pieces:
        if not piece:
            raise SchemaError("empty entry in a comma-separated list", at)
    return pieces


def _matching_parens(text: str) -> dict[int, int]:
    """Open-paren index -> close-paren index; raises on any unbalanced one."""
    stack, pairs, quote = [], {}, None
    for i, ch in enumerate(text):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch == "(":
            stack.append(i)
        elif ch == ")":
            if not stack:
                raise SchemaError("unbalanced parentheses: this ')' closes nothing", i)
            pairs[stack.pop()] = i
    if stack:
        raise SchemaError("unbalanced parentheses: this '(' is never closed", stack[-1])
    return pairs


# ----------------------------------------------------------------------------- names


@dataclass(frozen=True)
class BaseOperatorName:
    base: str  # without the in-place `_`, or a dunder's `__` / `i`
    inplace: bool
    dunder_method: bool

    @classmethod
    def parse(cls, text: str) -> BaseOperatorName:
        if not _IDENT.fullmatch(text):
            raise SchemaError(f"invalid operator name '{text}'")
        if len(text) > 4 and text.startswith("__") and text.endswith("__"):
            base = text[2:-2]
            inplace = base.startswith("i") and base[1:] in _AUGMENTED
            return cls(base[1:] if inplace else base, inplace, True)
        if text.endswith("_") and text != "_":
            return cls(text[:-1], True, False)
        return cls(text, False, False)

    def __str__(self) -> str:
        if self.dunder_method:
            return f"__{'i' if self.inplace else ''}{self.base}__"
        return self.base + ("_" if self.inplace else "")


@dataclass(frozen=True)
class OperatorName:
    name: BaseOperatorName
    overload_name: str  # "" when there is none

    @classmethod
    def parse(cls, text: str) -> OperatorName:
        base, dot, overload = text.partition(".")
        if dot and not _IDENT.fullmatch(overload):
            raise SchemaError(f"invalid overload name '{overload}'", len(base) + 1)
        return cls(BaseOperatorName.parse(base), overload)

    def __str__(self) -> str:
        return f"{self.name}.{self.overload_name}" if self.overload_name else str(self.name)

    def unambiguous_name(self) -> str:
        """A C++ identifier unique per overload: `add.Tensor` -> `add_Tensor`, `add_.Tensor` -> `add__Tensor`."""
        return f"{self.name}_{self.overload_name}" if self.overload_name else str(self.name)


# ----------------------------------------------------------------------------- types


class BaseTy(Enum):
    Tensor = "Tensor"
    Scalar = "Scalar"
    int = "int"
    float = "float"
    bool = "bool"
    str = "str"
    ScalarType = "ScalarType"
    Device = "Device"
    Layout = "Layout"
    MemoryFormat = "MemoryFormat"
    Generator = "Generator"


# The constants a Layout or MemoryFormat default may name (yaten.strided, ...).
NAMED_CONSTANTS = {
    BaseTy.Layout: ("strided",),
    BaseTy.MemoryFormat: ("contiguous_format", "preserve_format", "channels_last", "channels_last_3d"),
}


@dataclass(frozen=True)
class NamedConstant:
    """A default that names a module constant (`contiguous_format`), which Python spells yaten.<name>."""
    name: str

    def __repr__(self) -> str:
        return f"yaten.{self.name}"


@dataclass(frozen=True)
class BaseType:
    name: BaseTy

    def __str__(self) -> str:
        return self.name.value

    def is_tensor_like(self) -> bool:
        return self.name == BaseTy.Tensor

    def is_list_like(self) -> bool:
        return False

    def is_nullable(self) -> bool:
        return False


@dataclass(frozen=True)
class OptionalType:
    elem: Type

    def __str__(self) -> str:
        return f"{self.elem}?"

    def is_tensor_like(self) -> bool:
        return self.elem.is_tensor_like()

    def is_list_like(self) -> bool:
        return self.elem.is_list_like()

    def is_nullable(self) -> bool:
        return True


@dataclass(frozen=True)
class ListType:
    elem: Type
    size: int | None  # `int[2]` is a list of 2, though one int may stand for all of them

    def __str__(self) -> str:
        return f"{self.elem}[{'' if self.size is None else self.size}]"

    def is_tensor_like(self) -> bool:
        return self.elem.is_tensor_like()

    def is_list_like(self) -> bool:
        return True

    def is_nullable(self) -> bool:
        return False


Type = Union[BaseType, OptionalType, ListType]


def parse_type(text: str) -> Type:
    if text.endswith("?"):
        return OptionalType(parse_type(text[:-1]))
    m = re.fullmatch(r"(.+)\[(\d*)\]", text)
    if m:
        return ListType(parse_type(m.group(1)), int(m.group(2)) if m.group(2) else None)
    try:
        return BaseType(BaseTy(text))
    except ValueError:
        raise SchemaError(f"unknown type '{text}'") from None


# ----------------------------------------------------------------------------- arguments


@dataclass(frozen=True)
class Annotation:
    alias_set: tuple[str, ...]
    is_write: bool

    @classmethod
    def parse(cls, text: str) -> Annotation:
        m = re.fullmatch(r"([a-z]\w*(?:\|[a-z]\w*)*)(!?)", text)
        if not m:
            raise SchemaError(f"unsupported alias annotation '({text})'")
        return cls(tuple(m.group(1).split("|")), m.group(2) == "!")

    def __str__(self) -> str:
        return "|".join(self.alias_set) + ("!" if self.is_write else "")


def _parse_annotated_type(text: str) -> tuple[Type, Annotation | None]:
    """`Tensor(a!)?` -> (Tensor?, a!); the annotation sits right after the base type's name."""
    m = re.fullmatch(r"(\w+)\((.*)\)(.*)", text)
    if not m:
        return parse_type(text), None
    type_ = parse_type(m.group(1) + m.group(3))
    try:
        annotation = Annotation.parse(m.group(2))
    except SchemaError as e:
        raise e.shifted(len(m.group(1))) from None
    if not type_.is_tensor_like():
        raise SchemaError(f"alias annotation on '{type_}', which is not a Tensor type", len(m.group(1)))
    return type_, annotation


def _annotated_str(type_: Type, annotation: Annotation | None) -> str:
    text = str(type_)
    if annotation is None:
        return text
    base = _IDENT.match(text).group(0)
    return f"{base}({annotation}){text[len(base):]}"


class _BadDefault(ValueError):
    pass


def _int64(text: str) -> int:
    """An int default is a C++ int64_t; raises _BadDefault beyond its range."""
    value = int(text)
    if not -2**63 <= value < 2**63:
        raise _BadDefault
    return value


def _default_value(type_: Type, text: str) -> object:
    """The Python value of a default written for type_; raises _BadDefault."""
    if isinstance(type_, OptionalType):
        return None if text == "None" else _default_value(type_.elem, text)
    if isinstance(type_, ListType):
        if text.startswith("[") and text.endswith("]"):
            inner = text[1:-1].strip()
            # The size is a hint, not a check: PyTorch writes `int[1] dim=[]`.
            return tuple(_default_value(type_.elem, s.strip()) for s in inner.split(",")) if inner else ()
        if type_.elem.is_tensor_like():
            raise _BadDefault
        # Like PyTorch, `int[2] stride=1` means (1, 1).
        if type_.elem == BaseType(BaseTy.int) and _INT.fullmatch(text):
            return (_int64(text),) * (type_.size or 1)
        raise _BadDefault
    ty = type_.name
    if ty in (BaseTy.bool, BaseTy.Scalar) and text in ("True", "False"):
        return text == "True"
    if ty in (BaseTy.int, BaseTy.Scalar) and _INT.fullmatch(text):
        return _int64(text)
    if ty == BaseTy.float and _FLOAT.fullmatch(text):
        return float(text)
    if ty == BaseTy.Scalar and _FLOAT.fullmatch(text):
        return float(text)
    if text in NAMED_CONSTANTS.get(ty, ()):
        return NamedConstant(text)
    if ty == BaseTy.str and len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"" and text[0] not in text[1:-1]:
        return text[1:-1]
    raise _BadDefault


@dataclass(frozen=True)
class Argument:
    name: str
    type: Type
    default: str | None  # the text as written, for printing back
    annotation: Annotation | None
    # The default read once, at parse time, for its type: int, float, bool, str,
    # None, a tuple or a NamedConstant; None also when there is none.
    default_value: object = None

    @classmethod
    def parse(cls, text: str) -> Argument:
        return cls._parse(text)[0]

    @classmethod
    def _parse(cls, text: str) -> tuple[Argument, int]:
        """The argument and the offset of its name, for later errors about it."""
        decl, eq, default = text.partition("=")
        default_offset = len(decl) + 1 + len(default) - len(default.lstrip())
        decl, default = decl.rstrip(), default.strip()
        type_text, _, name = decl.rpartition(" ")
        if not type_text:
            type_text, name = name, ""
        if " " in re.sub(r"\([^)]*\)", "", type_text):
            raise SchemaError(f"expected a type and a name, got '{decl}'")
        type_, annotation = _parse_annotated_type(type_text)
        name_offset = len(decl) - len(name)
        if not name:
            raise SchemaError(f"argument of type '{type_text}' has no name", len(decl))
        if not _IDENT.fullmatch(name):
            raise SchemaError(f"invalid argument name '{name}'", name_offset)
        if eq and not default:
            raise SchemaError(f"argument '{name}' has '=' but no default", default_offset)
        value = None
        if eq:
            try:
                value = _default_value(type_, default)
            except _BadDefault:
                raise SchemaError(f"default '{default}' is not a valid {type_} for argument '{name}'", default_offset) from None
        return cls(name, type_, default if eq else None, annotation, value), name_offset

    def __str__(self) -> str:
        text = f"{_annotated_str(self.type, self.annotation)} {self.name}"
        return text if self.default is None else f"{text}={self.default}"

    @property
    def is_write(self) -> bool:
        return self.annotation is not None and self.annotation.is_write

    @property
    def is_tensor_option(self) -> bool:
        """device=, layout= and pin_memory=: yaten has one device (the CPU),
        one layout (strided) and no pinned memory, so the Python binding checks
        these (raising PyTorch's errors for anything else) and C++ never sees them."""
        base = self.type.elem if isinstance(self.type, OptionalType) else self.type
        return (isinstance(base, BaseType) and base.name in (BaseTy.Device, BaseTy.Layout)) or self.name == "pin_memory"

    def is_write_out(self) -> bool:
        """Written to but not an input: an out= argument, as opposed to the `self` an in-place op mutates (and reads)."""
        return self.is_write and self.name != "self"


@dataclass(frozen=True)
class Arguments:
    positional: tuple[Argument, ...]
    kwarg_only: tuple[Argument, ...]  # after `*`, not written to
    out: tuple[Argument, ...]  # after `*` and kwarg_only, written to

    @classmethod
    def parse(cls, text: str) -> Arguments:
        positional: list[Argument] = []
        kwarg_only: list[Argument] = []
        out: list[Argument] = []
        seen: set[str] = set()
        star_at = None
        for piece, at in _split(text, 0):
            if piece == "*":
                if star_at is not None:
                    raise SchemaError("keyword-only marker '*' appears twice", at)
                star_at = at
                continue
            try:
                arg, name_offset = Argument._parse(piece)
            except SchemaError as e:
                raise e.shifted(at) from None
            name_at = at + name_offset
            if arg.name in seen:
                raise SchemaError(f"duplicate argument name '{arg.name}'", name_at)
            if arg.name in CPP_KEYWORDS:
                raise SchemaError(f"argument name '{arg.name}' is a C++ keyword (the generated C++ would not compile)",
                                  name_at)
            seen.add(arg.name)
            if star_at is None:
                if arg.default is None and positional and positional[-1].default is not None:
                    raise SchemaError(f"positional argument '{arg.name}' without a default follows one with a default", name_at)
                positional.append(arg)
            elif arg.is_write:
                out.append(arg)
            elif out:
                # Printing puts out= arguments last, so anything else there could not round-trip.
                raise SchemaError(f"keyword-only argument '{arg.name}' follows an out argument", name_at)
            else:
                kwarg_only.append(arg)
        if star_at is not None and not kwarg_only and not out:
            raise SchemaError("'*' is not followed by any keyword-only argument", star_at)
        return cls(tuple(positional), tuple(kwarg_only), tuple(out))

    @property
    def flat_all(self) -> tuple[Argument, ...]:
        return self.positional + self.kwarg_only + self.out

    def __str__(self) -> str:
        parts = [str(a) for a in self.positional]
        if self.kwarg_only or self.out:
            parts.append("*")
            parts.extend(str(a) for a in self.kwarg_only + self.out)
        return ", ".join(parts)


# ----------------------------------------------------------------------------- returns and schemas


@dataclass(frozen=True)
class Return:
    name: str | None
    type: Type
    annotation: Annotation | None

    @classmethod
    def parse(cls, text: str) -> Return:
        type_text, _, name = text.rpartition(" ")
        if not type_text:
            type_text, name = name, ""
        if " " in re.sub(r"\([^)]*\)", "", type_text):
            raise SchemaError(f"expected a type and maybe a name, got '{text}'")
        type_, annotation = _parse_annotated_type(type_text)
        if name and not _IDENT.fullmatch(name):
            raise SchemaError(f"invalid return name '{name}'", len(type_text) + 1)
        return cls(name or None, type_, annotation)

    def __str__(self) -> str:
        text = _annotated_str(self.type, self.annotation)
        return f"{text} {self.name}" if self.name else text

    @property
    def is_write(self) -> bool:
        return self.annotation is not None and self.annotation.is_write


def _parse_returns(text: str, offset: int) -> tuple[Return, ...]:
    if not text:
        raise SchemaError("missing return type after '->'", offset)
    if text.startswith("("):
        if not text.endswith(")"):
            raise SchemaError("a parenthesised return list must end the schema", offset)
        pieces = _split(text[1:-1], offset + 1)
    else:
        pieces = [(text, offset)]
    returns = []
    for piece, at in pieces:
        try:
            returns.append(Return.parse(piece))
        except SchemaError as e:
            raise e.shifted(at) from None
    return tuple(returns)


@dataclass(frozen=True)
class FunctionSchema:
    name: OperatorName
    arguments: Arguments
    returns: tuple[Return, ...]

    @classmethod
    def parse(cls, text: str) -> FunctionSchema:
        pairs = _matching_parens(text)
        lp = text.find("(")
        if lp < 0:
            raise SchemaError("expected '(' and the arguments after the operator name", len(text))
        name = OperatorName.parse(text[:lp])
        rp = pairs[lp]
        try:
            arguments = Arguments.parse(text[lp + 1 : rp])
        except SchemaError as e:
            raise e.shifted(lp + 1) from None
        rest = text[rp + 1 :]
        arrow = re.match(r"\s*->\s*", rest)
        if not arrow:
            raise SchemaError("expected '->' and the returns after the arguments", rp + 1)
        returns = _parse_returns(rest[arrow.end() :].rstrip(), rp + 1 + arrow.end())
        return cls(name, arguments, returns)

    def formula_return_names(self) -> dict[str, int]:
        """The names formulas give the returns, with their positions: each
        named one's name, `result` for a lone return, and `result<i>` for an
        unnamed one of several (torch's derivatives.yaml spelling)."""
        names = {r.name: i for i, r in enumerate(self.returns) if r.name}
        if len(self.returns) == 1:
            names["result"] = 0
        else:
            names.update((f"result{i}", i) for i, r in enumerate(self.returns) if not r.name)
        return names

    def __str__(self) -> str:
        rets = self.returns
        if len(rets) == 1 and rets[0].name is None:
            returns = str(rets[0])
        else:
            returns = "(" + ", ".join(str(r) for r in rets) + ")"
        return f"{self.name}({self.arguments}) -> {returns}"

    def is_out_fn(self) -> bool:
        return bool(self.arguments.out)

    def returns_list(self) -> bool:
        """The op returns one Tensor[] (split, unbind): as many outputs as it makes."""
        return len(self.returns) == 1 and isinstance(self.returns[0].type, ListType)

    def kind(self) -> str:
        """'out', 'inplace' or 'functional', as in torchgen's SchemaKind."""
        if self.is_out_fn():
            return "out"
        return "inplace" if self.name.name.inplace else "functional"

    @property
    def self_arg(self) -> Argument | None:
        return next((a for a in self.arguments.flat_all if a.name == "self"), None)
