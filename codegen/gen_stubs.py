"""Type stubs (.pyi) for every op function and Tensor method, staged beside
the package (yaten/__init__.pyi, yaten/_C.pyi, yaten/nn/functional.pyi) so
editors and type checkers know them. The parameters are the bindings' own
(codegen.api.python), so a stub and inspect.signature cannot disagree; an
overloaded name gets one @overload per ops.yaml entry."""
from __future__ import annotations

import keyword
from dataclasses import dataclass

from codegen.api import python
from codegen.model.op import PYTHON_MODULES, Op

# Where each namespace's functions are staged, and the module they live in.
STUB_FILES = {"yaten": "stubs/__init__.pyi", "nn.functional": "stubs/nn/functional.pyi", "linalg": "stubs/linalg.pyi",
              "special": "stubs/special.pyi"}

_BASE = {
    "Tensor": "Tensor | Number",  # a Python number stands for a Tensor (a wrapped number)
    "Scalar": "Number",
    "int": "int",
    "float": "float",
    "bool": "bool",
    "str": "str",
    "ScalarType": "dtype",
    "Device": "device | str | int",
    "Layout": "layout",
    "MemoryFormat": "memory_format",
    "Generator": "Generator",
}


def annotation(type_text: str) -> str:
    """The Python type a parameter of parser type `type_text` accepts."""
    if type_text.endswith("?"):
        return f"{annotation(type_text[:-1])} | None"
    if type_text.endswith("]"):
        elem, _, size = type_text[:-1].partition("[")
        if elem.rstrip("?") == "Tensor":
            # List entries are tensors proper; Tensor?[] entries may be None.
            return "Sequence[Tensor | None]" if elem.endswith("?") else "Sequence[Tensor]"
        # `int[2] stride=1`: one int stands for all of them.
        return f"int | Sequence[{_BASE[elem]}]" if size else f"Sequence[{_BASE[elem]}]"
    return _BASE[type_text]


def return_annotation(op: Op) -> str:
    rets = op.schema.returns
    if not rets:
        return "None"
    if len(rets) == 1:
        return "list[Tensor]" if str(rets[0].type).endswith("[]") else "Tensor"
    return "tuple[" + ", ".join("Tensor" for _ in rets) + "]"


def _params(params: list[python.PyParam], method: bool) -> str:
    parts, star = (["self"] if method else []), False
    for p in params:
        if p.kw_only and not star:
            parts.append("*")
            star = True
        name = p.name + "_" if keyword.iskeyword(p.name) else p.name
        # The merged `out` has no source argument: an optional Tensor (a tuple of them for several results).
        type_ = ("Tensor | None" if p.type == "Tensor?" else "tuple[Tensor, ...] | None") if p.source is None \
            else annotation(p.type)
        # A constant default (yaten.contiguous_format) is imported into the stub under its own name.
        default = p.default.removeprefix("yaten.") if p.default is not None else None
        parts.append(f"{name}: {type_}" + (f" = {default}" if default is not None else ""))
    return ", ".join(parts)


@dataclass(frozen=True)
class StubFunction:
    name: str
    overloads: tuple[tuple[str, str, str], ...]  # (parameters, return annotation, docstring literal)


def _spread_params(params: list[python.PyParam], method: bool) -> str | None:
    """`zeros(2, 3)`, `x.view(2, 3)`: the parser spreads an int list that is the
    only positional parameter over the positional arguments; as a stub, `*size: int`."""
    positional = [p for p in params if not p.kw_only]
    if len(positional) != 1 or not positional[0].type.startswith("int[") or positional[0].type.endswith("?"):
        return None
    rest = _params([p for p in params if p.kw_only], False)
    parts = (["self"] if method else []) + [f"*{positional[0].name}: int"] + ([rest] if rest else [])
    return ", ".join(parts).replace(", *, ", ", ")


def _stub(name: str, ops: list[Op], method: bool) -> StubFunction:
    rows = []
    for op in ops:
        params = python.python_params(op, method)
        rows.append((_params(params, method), return_annotation(op), repr(op.doc)))
        spread = _spread_params(params, method)
        if spread is not None:
            rows.append((spread, return_annotation(op), repr(op.doc)))
    return StubFunction(name, tuple(dict.fromkeys(rows)))


def env(ops: tuple[Op, ...]) -> dict[str, dict]:
    """One environment per stub file: rel_path -> template environment."""
    names = python.python_names(ops)
    out: dict[str, dict] = {}
    for ns, path in STUB_FILES.items():
        functions = [_stub(name, [op for op, _ in group], False)
                     for (space, name), group in names.functions.items() if space == ns]
        if functions or ns not in ("linalg", "special"):
            out[path] = {"module": PYTHON_MODULES[ns], "functions": functions}
    methods = [_stub(name, [op for op, _ in group], True) for name, group in names.methods.items()]
    dunders: dict[str, list[Op]] = {}
    for dunder, op, _, _ in names.operators:
        dunders.setdefault(dunder, []).append(op)
    methods += [_stub(dunder, group, True) for dunder, group in dunders.items()]
    out["stubs/_C.pyi"] = {"methods": methods}
    return out
