"""torch's module paths for names yaten keeps in other files.

Scripts import from torch's file layout (`from torch.distributions.normal
import Normal`, `from torch.optim.adamw import AdamW`). Where yaten groups
those names differently, a package lists torch's submodules here; each is
made when the package is imported, as a module holding the names, and the
names' __module__ then reads as torch's (`yaten.distributions.normal`).
"""
import sys
from types import ModuleType


def install(package: str, submodules: dict) -> None:
    """Makes `package.<sub>` for each sub of `submodules` (sub -> names taken from the package)."""
    parent = sys.modules[package]
    for sub, names in submodules.items():
        path = f"{package}.{sub}"
        module = ModuleType(path, f"{', '.join(names)}, at torch's module path.")
        module.__all__ = list(names)
        for name in names:
            value = getattr(parent, name)
            setattr(module, name, value)
            if callable(value):  # classes and functions say where they live
                value.__module__ = path
        sys.modules[path] = module
        setattr(parent, sub, module)
