"""The hand-written files meson compiles or installs, found in the tree when
codegen runs and listed in generated/meson.build: a file added to a family
folder (runtime/kernels/<family>/, autograd/composite/), a header or a C++
test is built after `python3 -m codegen`, with no meson.build to edit. The
build's staleness check (and tests/codegen/test_generated_up_to_date.py)
fails while the list misses a file."""
from __future__ import annotations

from pathlib import Path

from codegen import layout

# Relative to generated/, where the list is read.
_UP = "../"


def _found(root: Path, pattern: str, under: str) -> list[str]:
    return sorted(_UP + p.relative_to(root).as_posix() for p in (root / under).glob(pattern)
                  if p.is_file() and "__pycache__" not in p.parts)


def _headers_by_folder(root: Path, *folders: str) -> list[tuple[str, list[str]]]:
    out: dict[str, list[str]] = {}
    for folder in folders:
        for p in sorted((root / folder).rglob("*.h")):
            out.setdefault(p.parent.relative_to(root).as_posix(), []).append(_UP + p.relative_to(root).as_posix())
    return sorted(out.items())


def env(root: Path) -> dict:
    return {
        "codegen_sources": [_UP + "ops.yaml", _UP + "autograd/formula_helpers.h"]
                           + _found(root, "**/*.py", "codegen") + _found(root, "*.j2", "codegen/templates"),
        "kernel_sources": _found(root, "**/*.cpp", layout.KERNELS),
        "composite_sources": _found(root, "**/*.cpp", layout.COMPOSITES),
        "hand_written_headers": _headers_by_folder(root, "runtime", "autograd"),
        "cpp_tests": [(layer, _found(root, "**/*_test.cpp", f"tests/cpp/{layer}")) for layer in ("runtime", "autograd")],
    }
