"""Environment for generated/runtime/pointwise_<family>.cpp: the kernels of a
family's `pointwise:` ops, each a dtype policy around row functions compiled
once per CPU target from the family's functors."""
from __future__ import annotations

from codegen.api import cpp
from codegen.model.op import Op


def family_env(family: str, members: list[Op]) -> dict:
    ops = []
    for op in members:
        pw = op.pointwise
        entry = op.entries()[0]
        args = cpp.kernel_arguments(entry.schema)
        ops.append({
            "cpp_name": op.cpp_name,
            "name": op.name,
            "row": f"row_{op.cpp_name}",
            "loop": f"{pw.arity}_row",
            "arity": pw.arity,
            "functor": pw.functor,
            "dtype_list": pw.dtype_list,
            "promotion": pw.promotion,
            "bool_output": pw.output == "bool",
            "torch_kernel": pw.torch_kernel,
            "definition": cpp.kernel_declaration(entry),
            "tensors": list(pw.tensor_inputs),
            "numbers": list(pw.numbers),
            "scalar_type": "compute_t<T>" if pw.scalars_as == "compute" else "T",
            "check": pw.check,
            "check_declaration": f"void {pw.check}({cpp.params(args)})" if pw.check else None,
            "check_arguments": ", ".join(a.name for a in args),
            "into": "into" if op.writes_into else "Tensor()",
        })
    return {
        "family": family,
        "path": pointwise_source(family),
        "ops": ops,
        "headers": sorted({cpp.kernel_header(op.name) for op in members}),
    }


def pointwise_source(family: str) -> str:
    return f"generated/runtime/pointwise_{family}.cpp"


def pointwise_families(ops: tuple[Op, ...]) -> list[str]:
    return list(dict.fromkeys(op.family for op in ops if op.pointwise))
