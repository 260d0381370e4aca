"""`python3 -m codegen.link_errors < build.log`: turns the linker's (or the
dynamic loader's) "undefined reference" to a yaten kernel into the mistake a
person made: an op declared in ops.yaml whose kernel nobody wrote, reported
as `ops.yaml:LINE:COL: ...` with the exact function to write. Exit status 1
when it found one, 0 otherwise (the build log then speaks for itself)."""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from codegen.api import cpp
from codegen.model.load import formula_helper_names, load_ops
from codegen.model.op import Op

ROOT = Path(__file__).resolve().parent.parent

# `undefined reference to `yaten::kernels::hypot(yaten::Tensor const&, ...)'` (ld)
_DEMANGLED = re.compile(r"undefined reference to [`'\"]yaten::kernels::(\w+)\(")
# `undefined symbol: _ZN5yaten7kernels5hypotERKNS_6TensorES3_` (dlopen of _C)
_MANGLED = re.compile(r"undefined symbol: _ZN5yaten7kernels(\d+)(\w+)")


def missing_kernel_names(log: str) -> list[str]:
    """Kernel names the log says are undefined, in order of first mention."""
    names = [m.group(1) for m in _DEMANGLED.finditer(log)]
    for m in _MANGLED.finditer(log):
        length = int(m.group(1))
        names.append(m.group(2)[:length])
    return list(dict.fromkeys(names))


def explain(log: str, ops: tuple[Op, ...]) -> list[str]:
    """One `ops.yaml:LINE:COL: ...` line per op whose kernel the log misses."""
    by_kernel = {op.entries()[0].cpp_name: op for op in ops if op.kernel == "native"}
    out = []
    for name in missing_kernel_names(log):
        op = by_kernel.get(name)
        if op is None:
            continue
        declaration = cpp.kernel_declaration(op.entries()[0])
        out.append(
            f"{op.location}: op '{op.schema.name}' has no kernel: define `{declaration}` in namespace "
            f"yaten::kernels, in runtime/kernels/{op.family}.cpp (declared in generated/runtime/kernels_{op.family}.h)")
    return out


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
