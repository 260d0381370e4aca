"""Adding an op recompiles only its family: the generated C++ it changes is
the family's own files, the op registry and the op's new headers, and no C++
in the tree includes a header that every op change touches."""
import re
from pathlib import Path

import pytest

from codegen.file_manager import FileManager
from codegen.generate import render_all
from codegen.model.load import formula_helper_names, load_ops

ROOT = Path(__file__).resolve().parents[2]
ADDED = """  - func: incremental_probe(Tensor self) -> Tensor
    variants: [function, method, inplace, out]
    derivatives:
      self: grad * cos(self) + exp(self)
    result: auto_element_wise
    doc: An op added by a test.
"""
CPP_SUFFIXES = (".h", ".cpp")


def render(ops_yaml: Path) -> dict[str, str]:
    ops = load_ops(ops_yaml, formula_helper_names(ROOT / "autograd" / "formula_helpers.h"))
    fm = FileManager(ROOT / "generated", ROOT / "codegen" / "templates", dry_run=True)
    render_all(ops, fm)
    return fm.files


def with_op_added(tmp_path: Path, family: str) -> Path:
    """ops.yaml with ADDED appended to `family`'s entries."""
    lines = (ROOT / "ops.yaml").read_text().splitlines(keepends=True)
    start = lines.index(f"{family}:\n")
    end = next((i for i in range(start + 1, len(lines)) if re.match(r"^\w+:\s*$", lines[i])), len(lines))
    while not lines[end - 1].strip():
        end -= 1
    path = tmp_path / "ops.yaml"
    path.write_text("".join(lines[:end] + [ADDED] + lines[end:]))
    return path


@pytest.mark.parametrize("family", ["unary", "binary", "reduce", "shape"])
def test_adding_an_op_changes_only_its_familys_cpp(tmp_path, family):
    before = render(ROOT / "ops.yaml")
    after = render(with_op_added(tmp_path, family))
    changed = {p for p in after if before.get(p) != after[p]}
    assert not set(before) - set(after)
    cpp_changed = {p for p in changed if p.endswith(CPP_SUFFIXES)}
    assert cpp_changed == {
        "autograd/ops/incremental_probe.h", "runtime/kernels/incremental_probe.h",
        f"autograd/ops_{family}.h", f"autograd/ops_{family}.cpp", f"autograd/nodes_{family}.h",
        f"autograd/nodes_{family}.cpp", f"runtime/kernels_{family}.h", f"python/bindings_{family}.cpp",
        "runtime/registry.cpp",
    }


def includes(text: str) -> set[str]:
    return set(re.findall(r'^#include "([^"]+)"', text, re.M))


def test_generated_files_include_only_what_they_use():
    """Family files include their own family's headers and per-op headers;
    only the catch-alls (for code outside the tree) include other families'."""
    umbrellas = {"autograd/ops.h", "runtime/kernels.h"}
    for path, text in render(ROOT / "ops.yaml").items():
        if not path.endswith(CPP_SUFFIXES) or path in umbrellas:
            continue
        family = re.search(r"_(\w+)\.(?:h|cpp)$", path)
        for header in includes(text):
            other_family = re.fullmatch(r"generated/(?:autograd/(?:ops|nodes)|runtime/kernels)_(\w+)\.h", header)
            assert header not in {f"generated/{u}" for u in umbrellas}, (path, header)
            assert other_family is None or (family and other_family.group(1) == family.group(1)), (path, header)


def test_the_tree_includes_no_catch_all_header():
    sources = [p for folder in ("runtime", "autograd", "python/src", "tests/cpp")
               for p in (ROOT / folder).rglob("*") if p.suffix in CPP_SUFFIXES]
    assert sources
    for p in sources:
        found = includes(p.read_text()) & {"generated/autograd/ops.h", "generated/runtime/kernels.h"}
        assert not found, f"{p.relative_to(ROOT)} includes {found}; include the per-op headers it uses"


def test_generated_meson_build_lists_every_generated_header(tmp_path):
    # The SDK installs the headers meson.build lists; an op's new headers are
    # listed, so the build reconfigures by itself and installs them.
    files = render(with_op_added(tmp_path, "unary"))
    listed = set(re.findall(r"'((?:runtime|autograd)/[^']+\.h)'", files["meson.build"]))
    written = {p for p in files if p.endswith(".h") and p.split("/")[0] in ("runtime", "autograd")}
    assert listed == written
    assert {"autograd/ops/incremental_probe.h", "runtime/kernels/incremental_probe.h"} <= listed
