"""Which files generated/ holds and what each is rendered from."""
from __future__ import annotations


from codegen import gen_autograd, gen_bindings, gen_overrides, gen_stubs
from codegen.api import cpp
from codegen.file_manager import FileManager

from codegen.model.op import Op


def families(ops: tuple[Op, ...]) -> list[tuple[str, list[Op]]]:
    order = list(dict.fromkeys(op.family for op in ops))
    by_family = {f: [op for op in ops if op.family == f] for f in order}
    return list(by_family.items())


def render_all(ops: tuple[Op, ...], fm: FileManager) -> None:
    fams = families(ops)
    for family, members in fams:
        render_family_cpp(fm, family, members, ops)
        fm.write_template(f"python/bindings_{family}.cpp", "bindings_family.cpp.j2", gen_bindings.family_env(family, members))
    names = [f for f, _ in fams]
    fm.write_template("runtime/kernels.h", "umbrella.h.j2", {
        "purpose": "Every kernel the runtime must define, by op family.",
        "headers": [f"generated/runtime/kernels_{f}.h" for f in names]})
    fm.write_template("autograd/ops.h", "umbrella.h.j2", {
        "purpose": "Every differentiable entry point (namespace yaten), by op family.",
        "headers": [f"generated/autograd/ops_{f}.h" for f in names]})
    fm.write_template("python/bindings.h", "bindings.h.j2", {"families": names})
    fm.write_template("runtime/registry.cpp", "registry.cpp.j2", gen_autograd.registry_env(ops))
    fm.write_template("python/overrides_table.py", "overrides_table.py.j2", gen_overrides.env(ops))
    fm.write_template("python/op_schemas.py", "op_schemas.py.j2", gen_overrides.schemas_env(ops))
    fm.write_template("meson.build", "meson.build.j2", {"families": names})
    for path, stub_env in gen_stubs.env(ops).items():
        template = "stub_C.pyi.j2" if path == "stubs/_C.pyi" else "stub_module.pyi.j2"
        fm.write(f"python/{path}", fm.render(template, stub_env), template=template, comment_style="#")


def render_family_cpp(fm: FileManager, family: str, members: list[Op], all_ops: tuple[Op, ...],
                      extension_namespace: str | None = None) -> None:
    """The family's kernel declarations, entry points and backward nodes (an
    extension's too: codegen --namespace)."""
    env = gen_autograd.family_env(family, members, all_ops, extension_namespace)
    files = gen_autograd.family_files(family, extension_namespace is not None)
    kernels = [cpp.kernel_declaration(op.entries()[0]) for op in members if op.kernel == "native"]
    fm.write_template(files["kernels_h"], "kernels_family.h.j2", {**env, "declarations": kernels})
    templates = {"ops_h": "ops_family.h.j2", "ops_cpp": "ops_family.cpp.j2", "nodes_h": "nodes_family.h.j2",
                 "nodes_cpp": "nodes_family.cpp.j2"}
    for key, template in templates.items():
        fm.write_template(files[key], template, env)
