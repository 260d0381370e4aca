"""yaten.overrides: the tables of what __torch_function__ may override,
generated from ops.yaml (the protocol itself comes with its own issue)."""
import yaten
from yaten._generated import overrides_table


def _resolve(module_name, name):
    module = yaten
    for part in module_name.split(".")[1:]:
        module = getattr(module, part)
    return getattr(module, name)


def get_testing_overrides():
    """For every overridable function, a lambda of the same signature returning -1."""
    out = {_resolve(m, n): fn for m, n, fn in overrides_table.TESTING_SIGNATURES}
    for name, fn in overrides_table.METHOD_SIGNATURES:
        out[getattr(yaten.Tensor, name)] = fn
    return out


def get_overridable_functions():
    """Namespace -> the overridable functions in it."""
    out = {}
    for m, n, _ in overrides_table.TESTING_SIGNATURES:
        out.setdefault(m, []).append(_resolve(m, n))
    return out


def get_ignored_functions():
    """The functions ops.yaml marks `overridable: false`."""
    return {_resolve(m, n) for m, n in overrides_table.IGNORED}
