"""`python3 -m codegen.link_errors < build.log`: turns the linker's (or the
dynamic loader's) "undefined reference" to a yaten kernel or composite op
into the mistake a person made: an op declared in ops.yaml whose kernel (or
composite definition) nobody wrote, reported as `ops.yaml:LINE:COL: ...`
with the exact function to write and where (codegen/layout.py). Exit status 1
when it found one, 0 otherwise (the build log then speaks for itself)."""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from codegen import layout
from codegen.api import cpp
from codegen.model.load import formula_helper_names, load_ops
from codegen.model.op import Op

ROOT = Path(__file__).resolve().parent.parent

# `undefined reference to `yaten::kernels::hypot(yaten::Tensor const&, ...)'` (ld)
_DEMANGLED = re.compile(r"undefined reference to [`'\"]yaten::kernels::(\w+)\(")
# `undefined symbol: _ZN5yaten7kernels5hypotERKNS_6TensorES3_` (dlopen of _C)
_MANGLED = re.compile(r"undefined symbol: _ZN5yaten7kernels(\d+)(\w+)")
# the same for a composite op, `yaten::dropout(...)`, not `yaten::kernels::` nor `yaten::autograd::`
_DEMANGLED_COMPOSITE = re.compile(r"undefined reference to [`'\"]yaten::(\w+)\(")
_MANGLED_COMPOSITE = re.compile(r"undefined symbol: _ZN5yaten(\d+)(\w+)")


def _undefined(log: str, demangled: re.Pattern, mangled: re.Pattern) -> list[str]:
    names = [m.group(1) for m in demangled.finditer(log)]
    for m in mangled.finditer(log):
        names.append(m.group(2)[:int(m.group(1))])
    return list(dict.fromkeys(names))


def missing_kernel_names(log: str) -> list[str]:
    """Kernel names the log says are undefined, in order of first mention."""
    return _undefined(log, _DEMANGLED, _MANGLED)


def missing_composite_names(log: str) -> list[str]:
    """Functions of namespace yaten (not of a nested one) the log says are undefined."""
    return [n for n in _undefined(log, _DEMANGLED_COMPOSITE, _MANGLED_COMPOSITE) if n not in ("kernels", "autograd")]


def explain(log: str, ops: tuple[Op, ...]) -> list[str]:
    """One `ops.yaml:LINE:COL: ...` line per op whose kernel or composite definition the log misses."""
    out = []
    for names, kernel in ((missing_kernel_names(log), "native"), (missing_composite_names(log), "composite")):
        by_name = {op.entries()[0].cpp_name: op for op in ops if op.kernel == kernel}
        out += [_advice(by_name[name]) for name in names if name in by_name]
    return out


def _advice(op: Op) -> str:
    entry = op.entries()[0]
    if op.kernel == "native":
        return (f"{op.location}: op '{op.schema.name}' has no kernel: define `{cpp.kernel_declaration(entry)}` "
                f"in namespace yaten::kernels, in a file of {layout.kernel_folder(op.family)} "
                f"(declared in {cpp.kernel_header(op.name)})")
    return (f"{op.location}: composite op '{op.schema.name}' is not defined: define `{cpp.entry_declaration(entry)}` "
            f"in namespace yaten, in {layout.composite_places(op.family)} (declared in {cpp.op_header(op.name)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m codegen.link_errors", description=__doc__)
    parser.add_argument("--ops", type=Path, default=ROOT / "ops.yaml")
    args = parser.parse_args(argv)
    ops = load_ops(args.ops, formula_helper_names(ROOT / "autograd" / "formula_helpers.h"))
    lines = explain(sys.stdin.read(), ops)
    for line in lines:
        print(line, file=sys.stderr)
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
