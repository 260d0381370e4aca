"""Which files generated/ holds and what each is rendered from."""
from __future__ import annotations

from pathlib import Path, PurePosixPath

from codegen import gen_autograd, gen_bindings, gen_overrides, gen_pointwise, gen_stubs, layout, source_lists
from codegen.api import cpp
from codegen.file_manager import FileManager
from codegen.model.load import formula_helper_names

from codegen.model.op import Op

# The tree whose hand-written files generated/meson.build lists.
ROOT = Path(__file__).resolve().parent.parent


def families(ops: tuple[Op, ...]) -> list[tuple[str, list[Op]]]:
    order = list(dict.fromkeys(op.family for op in ops))
    by_family = {f: [op for op in ops if op.family == f] for f in order}
    return list(by_family.items())


def by_name(ops: list[Op]) -> list[tuple[str, list[Op]]]:
    """The ops grouped by Python name (all overloads of `max`), in file order."""
    order = list(dict.fromkeys(op.name for op in ops))
    return [(name, [op for op in ops if op.name == name]) for name in order]


def headers_by_folder(fm: FileManager) -> list[tuple[str, list[str]]]:
    """The C++ headers written so far, by folder (for extensions to include)."""
    out: dict[str, list[str]] = {}
    for rel in fm.files:
        path = PurePosixPath(rel)
        if path.suffix == ".h" and path.parts[0] in ("runtime", "autograd"):
            out.setdefault(path.parent.as_posix(), []).append(rel)
    return sorted((folder, sorted(files)) for folder, files in out.items())


def render_all(ops: tuple[Op, ...], fm: FileManager) -> None:
    fams = families(ops)
    # A formula helper of an op's name (zeros_like, whose zero of a wrapped number stays one) is what
    # a short call means: that op's entry points take no C++ defaults, which would make it ambiguous.
    helpers = formula_helper_names(ROOT / "autograd" / "formula_helpers.h")
    for name, overloads in by_name(list(ops)):
        in_tree = {"name": name, "cpp_namespace": "yaten", "extension": False}
        fm.write_template(cpp.op_header(name).removeprefix("generated/"), "op.h.j2", {
            **in_tree, "declarations": [cpp.entry_declaration(e, "memory_format" if e.cpp_name in helpers else "schema")
                                        for op in overloads for e in op.entries()],
            "out_dtypes": composite_out_dtypes(overloads),
            # A composite op with a names rule: its hand-written body, which the generated entry names.
            "composite_declarations": [cpp.entry_declaration(op.entries()[0]) for op in overloads
                                       if op.kernel == "composite" and op.names]})
        kernels = [cpp.kernel_declaration(op.entries()[0], defaults=True) for op in overloads if op.kernel == "native"]
        if kernels:
            fm.write_template(cpp.kernel_header(name).removeprefix("generated/"), "kernel.h.j2", {**in_tree, "declarations": kernels})
    for family, members in fams:
        names = [name for name, _ in by_name(members)]
        fm.write_template(f"runtime/kernels_{family}.h", "umbrella.h.j2", {
            "purpose": f"The kernels of the '{family}' ops: the files of {layout.kernel_folder(family)} define them.",
            "headers": [cpp.kernel_header(n) for n, group in by_name(members) if any(op.kernel == "native" for op in group)]})
        fm.write_template(f"autograd/ops_{family}.h", "umbrella.h.j2", {
            "purpose": f"The differentiable entry points of the '{family}' ops (namespace yaten).",
            "headers": [cpp.op_header(n) for n in names]})
        env = gen_autograd.family_env(family, members, ops)
        fm.write_template(f"autograd/ops_{family}.cpp", "ops_family.cpp.j2", env)
        fm.write_template(f"autograd/nodes_{family}.h", "nodes_family.h.j2", env)
        fm.write_template(f"autograd/nodes_{family}.cpp", "nodes_family.cpp.j2", env)
        fm.write_template(f"python/bindings_{family}.cpp", "bindings_family.cpp.j2", gen_bindings.family_env(family, members))
        pointwise = [op for op in members if op.pointwise]
        if pointwise:
            pointwise_env = gen_pointwise.family_env(family, pointwise)
            fm.write_template(gen_pointwise.pointwise_source(family).removeprefix("generated/"), "pointwise_family.cpp.j2",
                              pointwise_env)
            fm.write_template(f"runtime/pointwise_rows_{family}.h", "pointwise_rows.h.j2", pointwise_env)
    names = [f for f, _ in fams]
    # Catch-alls for code outside the tree (extensions); the tree itself
    # includes per-op headers, so that adding an op recompiles only its family.
    fm.write_template("runtime/kernels.h", "umbrella.h.j2", {
        "purpose": "Every kernel the runtime must define, by op family.",
        "headers": [f"generated/runtime/kernels_{f}.h" for f in names]})
    fm.write_template("autograd/ops.h", "umbrella.h.j2", {
        "purpose": "Every differentiable entry point (namespace yaten), by op family.",
        "headers": [f"generated/autograd/ops_{f}.h" for f in names]})
    fm.write_template("python/bindings.h", "bindings.h.j2", {"families": names})
    fm.write_template("runtime/registry.cpp", "registry.cpp.j2", gen_autograd.registry_env(ops))
    fm.write_template("python/overrides_table.py", "overrides_table.py.j2", gen_overrides.env(ops))
    fm.write_template("python/exports.py", "exports.py.j2", gen_bindings.exports_env(ops))
    fm.write_template("python/return_types.py", "return_types.py.j2", gen_bindings.return_types_env(ops))
    fm.write_template("meson.build", "meson.build.j2", {
        "families": names, "headers": headers_by_folder(fm), "lists": source_lists.env(ROOT),
        "pointwise_families": gen_pointwise.pointwise_families(ops)})
    for path, stub_env in gen_stubs.env(ops).items():
        template = "stub_C.pyi.j2" if path == "stubs/_C.pyi" else "stub_module.pyi.j2"
        fm.write(f"python/{path}", fm.render(template, stub_env), template=template, comment_style="#")


def composite_out_dtypes(ops) -> list[tuple[str, str]]:
    """(overload, out_dtype rule) of each composite op with an out= form: its
    hand-written out= entry reads the rule from the op's header."""
    return [(op.cpp_name, op.out_dtype) for op in ops if op.kernel == "composite" and "out" in op.variants]


def render_family_cpp(fm: FileManager, family: str, members: list[Op], all_ops: tuple[Op, ...],
                      extension_namespace: str) -> None:
    """An extension's kernel declarations, entry points and backward nodes
    (codegen --namespace): one family, one header of each kind."""
    env = gen_autograd.family_env(family, members, all_ops, extension_namespace)
    files = gen_autograd.family_files(family, True)
    kernels = [cpp.kernel_declaration(op.entries()[0]) for op in members if op.kernel == "native"]
    header = {"name": family, "cpp_namespace": extension_namespace, "extension": True}
    fm.write_template(files["kernels_h"], "kernel.h.j2", {**header, "declarations": kernels})
    fm.write_template(files["ops_h"], "op.h.j2", {**header, "declarations": [e.declaration for e in env["entries"]],
                                                  "out_dtypes": composite_out_dtypes(members),
                                                  "composite_declarations": []})
    templates = {"ops_cpp": "ops_family.cpp.j2", "nodes_h": "nodes_family.h.j2", "nodes_cpp": "nodes_family.cpp.j2"}
    for key, template in templates.items():
        fm.write_template(files[key], template, env)
