"""`python3 -m codegen --namespace NS --ops my_ops.yaml --out DIR`: the C++
files of an out-of-tree extension (README, "Writing a C++ extension"). The
same templates as yaten's own ops, in C++ namespace NS, one family named NS,
side by side in DIR (a build system's custom target lists them as outputs):

    kernels_NS.h       the kernels the extension defines (NS::kernels)
    ops_NS.{h,cpp}     differentiable entry points (NS::scaled_tanh)
    nodes_NS.{h,cpp}   backward nodes (NS::autograd)
    extension.cpp      yaten_extension_info(): each op's schema + boxed call

Formulas may call every yaten op as well as the extension's own. Extension
ops are functions (no methods, in-place/out= variants or operators) and are
exposed in Python as yaten.ops.NS.<name> by yaten.ops.load_library."""
from __future__ import annotations

import keyword
import re
from dataclasses import dataclass
from pathlib import Path

from codegen import gen_autograd
from codegen.api import cpp
from codegen.errors import OpsYamlError
from codegen.file_manager import FileManager
from codegen.generate import render_family_cpp
from codegen.model.op import Op
from codegen.model.schema import BaseTy, BaseType, ListType, OptionalType, Type

_IDENTIFIER = re.compile(r"[a-z_][a-z0-9_]*")
_BOXED = {BaseTy.Tensor: "Tensor", BaseTy.Scalar: "Scalar", BaseTy.int: "int64_t", BaseTy.float: "double",
          BaseTy.bool: "bool", BaseTy.str: "std::string"}


@dataclass(frozen=True)
class BoxedCall:
    function: str  # the boxed entry, in an anonymous namespace of extension.cpp
    entry: str  # the differentiable entry point it calls
    arguments: tuple[str, ...]  # one unboxing expression per schema argument


def check_namespace(namespace: str) -> None:
    if not _IDENTIFIER.fullmatch(namespace) or keyword.iskeyword(namespace) or namespace in ("yaten", "std", "ops"):
        raise ValueError(f"--namespace: '{namespace}' must be a lower-case identifier other than yaten, std and ops")


def _boxed_type(t: Type) -> str | None:
    if isinstance(t, BaseType):
        return _BOXED.get(t.name)
    if isinstance(t, ListType) and isinstance(t.elem, BaseType):
        return {BaseTy.int: "DimVector", BaseTy.Tensor: "std::vector<Tensor>"}.get(t.elem.name)
    return None


def _unbox(t: Type, i: int) -> str | None:
    value = f"args[{i}]"
    if isinstance(t, OptionalType):
        if t.elem == BaseType(BaseTy.Tensor):
            return f"unbox_optional_tensor({value})"
        inner = _boxed_type(t.elem)
        return inner and f"unbox_optional<{inner}>({value})"
    boxed = _boxed_type(t)
    return boxed and f"unbox<{boxed}>({value})"


def _fail(op: Op, message: str) -> None:
    raise OpsYamlError(op.location, f"{op.schema.name}: {message}")


def boxed_call(op: Op, namespace: str) -> BoxedCall:
    """The boxed entry of an extension op; OpsYamlError for what extensions cannot do."""
    if op.pointwise:
        _fail(op, "'pointwise' generates kernels inside yaten's own build; an extension writes its kernel")
    if op.variants != frozenset({"function"}) or op.operators or op.namespaces != ("yaten",):
        _fail(op, "extension ops are functions in yaten.ops.<namespace>: "
                  "drop 'variants', 'namespaces' and 'operators'")
    if not op.schema.returns:
        _fail(op, "extension ops return a Tensor, a Tensor[] or a tuple of Tensors")
    arguments = []
    for i, a in enumerate(op.schema.arguments.flat_all):
        expr = _unbox(a.type, i)
        if expr is None or a.name == "requires_grad" or a.is_write_out():
            _fail(op, f"argument '{a.name}' has type {a.type}, which extensions do not support "
                      "(Tensor, Tensor?, Tensor[], Scalar, int, float, bool, str, int[], and their optionals)")
        arguments.append(expr)
    return BoxedCall(f"boxed_{op.cpp_name}", f"{namespace}::{op.cpp_name}", tuple(arguments))


def render_extension(ops: tuple[Op, ...], namespace: str, fm: FileManager) -> None:
    calls = [boxed_call(op, namespace) for op in ops]
    render_family_cpp(fm, namespace, list(ops), ops, extension_namespace=namespace)
    fm.write_template("extension.cpp", "extension.cpp.j2", {
        "cpp_namespace": namespace, "include": gen_autograd.family_files(namespace, True),
        "ops": [{"func": cpp.string_literal(str(op.schema)), "call": c} for op, c in zip(ops, calls)]})


def run(ops_path: Path, out: Path, namespace: str, builtin_callables: frozenset[str], check: bool) -> int:
    """Loads ops_path and writes (or, with check, verifies) the extension's files."""
    import sys

    from codegen.model.load import load_ops

    try:
        check_namespace(namespace)
        ops = load_ops(ops_path, builtin_callables)
        fm = FileManager(install_dir=out, template_dir=Path(__file__).parent / "templates", dry_run=check)
        render_extension(ops, namespace, fm)
    except (OpsYamlError, ValueError) as e:
        print(e, file=sys.stderr)
        return 1
    if check:
        stale = fm.check()
        for path in stale:
            print(f"  out of date: {path}", file=sys.stderr)
        return 1 if stale else 0
    fm.commit()
    return 0


