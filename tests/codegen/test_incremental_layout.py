"""Adding an op recompiles only its family: the generated C++ it changes is
the family's own files, the op registry and the op's new headers, and no C++
in the tree includes a header that every op change touches. Each op's
hand-written code is in its family's place (codegen/layout.py) and includes
the per-op headers of what it defines and calls."""
import re
from pathlib import Path

import pytest

from codegen import layout
from codegen.api import cpp
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


# The hand-written side: where codegen/layout.py says an op's code lives, and
# the per-op headers those files include.

def hand_written_sources() -> dict[str, str]:
    return {p.relative_to(ROOT).as_posix(): p.read_text()
            for folder in (layout.KERNELS, layout.COMPOSITES) for p in sorted((ROOT / folder).rglob("*.cpp"))}


def defined_functions(text: str, entries) -> set[str]:
    """The entries whose definition (return type and name starting a line, as
    the generated declaration spells them) the text holds."""
    found = set()
    for entry, declaration in entries:
        prefix = declaration.split("(", 1)[0]
        if re.search(r"^" + re.escape(prefix) + r"\(", text, re.M):
            found.add(entry)
    return found


@pytest.fixture(scope="module")
def tree_ops():
    return load_ops(ROOT / "ops.yaml", formula_helper_names(ROOT / "autograd" / "formula_helpers.h"))


def test_every_op_is_defined_once_in_its_familys_place(tree_ops):
    sources = hand_written_sources()
    kernels = [(op, cpp.kernel_declaration(op.entries()[0])) for op in tree_ops
               if op.kernel == "native" and op.pointwise is None]
    # A copy variant's entry point is generated (ops.yaml copy_variant), not hand-written.
    composites = [(op, cpp.entry_declaration(op.entries()[0])) for op in tree_ops
                  if op.kernel == "composite" and op.copy_of is None]
    # A pointwise op's kernel is generated around its functor, which lives in its family's functors-inl.h.
    for op in tree_ops:
        if op.pointwise is None:
            continue
        functors = layout.kernel_folder(op.family) + "functors-inl.h"
        text = (ROOT / functors).read_text() if (ROOT / functors).is_file() else ""
        # Written out, or by one of the file's macros (YATEN_MATH_FUNCTOR(Exp, std::exp)).
        assert re.search(rf"^(struct {op.pointwise.functor} \{{|YATEN_[A-Z_]+\({op.pointwise.functor},)", text,
                         flags=re.M), (
            f"{op.schema.name}'s functor {op.pointwise.functor} is not defined in {functors}")
    where: dict[object, list[str]] = {}
    for path, text in sources.items():
        candidates = kernels if path.startswith(layout.KERNELS + "/") else composites
        for op in defined_functions(text, candidates):
            where.setdefault(op, []).append(path)
    for op, _ in kernels + composites:
        files = where.get(op, [])
        assert len(files) == 1, f"{op.schema.name} ({op.kernel}) is defined in {files or 'no file'}"
        assert layout.family_of(files[0]) == op.family, (
            f"{op.schema.name} of family '{op.family}' is defined in {files[0]}; "
            f"it belongs in {layout.kernel_folder(op.family) if op.kernel == 'native' else layout.composite_places(op.family)}")


def test_hand_written_files_include_the_headers_of_what_they_define_and_call(tree_ops):
    """A kernel file includes the per-op header of each kernel it defines (or
    its family's kernels_<family>.h) and of the kernels it calls, and no
    header it does not use; composite files the same with autograd headers
    (generated/autograd/ops/<name>.h, ops_<family>.h)."""
    ops_by_name: dict[str, list] = {}
    for op in tree_ops:
        ops_by_name.setdefault(op.name, []).append(op)
    for path, text in hand_written_sources().items():
        native = path.startswith(layout.KERNELS + "/")
        header_of = cpp.kernel_header if native else cpp.op_header
        included = includes(text)
        family = layout.family_of(path)
        family_header = f"generated/runtime/kernels_{family}.h" if native else f"generated/autograd/ops_{family}.h"
        for header in included:
            other_family = re.fullmatch(r"generated/(?:runtime/kernels|autograd/(?:ops|nodes))_(\w+)\.h", header)
            assert other_family is None or header == family_header, f"{path} includes another family's {header}"
        for name, group in ops_by_name.items():
            if native:
                entries = [(op, cpp.kernel_declaration(op.entries()[0])) for op in group if op.kernel == "native"]
            else:
                entries = [(e, cpp.entry_declaration(e)) for op in group for e in op.entries()]
            names = {d.split("(", 1)[0].split()[-1] for _, d in entries}
            defined = defined_functions(text, entries)
            used = any(re.search(r"\b" + re.escape(n) + r"\(", text) for n in names)
            header = header_of(name)
            if defined:
                assert header in included or family_header in included, \
                    f"{path} defines {name} without including {header}"
            elif header in included:
                assert used, f"{path} includes {header} but neither defines nor calls {name}"


def test_includes_are_spelled_from_the_repository_root():
    """`#include "runtime/tensor.h"`, never `"tensor.h"` or `"../tensor.h"`:
    one spelling per header, whichever file includes it (meson.build says so)."""
    for folder in ("runtime", "autograd", "python/src", "tests/cpp"):
        for p in (ROOT / folder).rglob("*"):
            if p.suffix not in CPP_SUFFIXES + (".inc",):
                continue
            for header in includes(p.read_text()):
                assert (ROOT / header).is_file() or header.startswith("generated/"), \
                    f"{p.relative_to(ROOT)} includes \"{header}\": spell it from the repository root"
