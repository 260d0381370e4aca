"""Fills yaten, yaten.nn.functional, yaten.linalg and yaten.special with their op functions,
as the generated table yaten._generated.exports lists them (from ops.yaml's
`namespaces:`)."""
from yaten import _C
from yaten._generated.exports import EXPORTS


def export_ops(module_globals: dict) -> None:
    submodule, names = EXPORTS[module_globals["__name__"]]
    functions = getattr(_C, submodule)
    module_globals.update((name, getattr(functions, name)) for name in names)
