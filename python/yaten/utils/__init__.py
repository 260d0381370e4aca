"""yaten.utils: helpers shared by the package (torch.utils' counterparts).
The heavier submodules load on first use, so `import yaten` stays light
while `yaten.utils.data.DataLoader` works as after `import torch`."""
import importlib

from yaten.utils import dlpack, hooks

_LAZY = ("data", "checkpoint", "_pytree", "safetensors")


def __getattr__(name):
    if name in _LAZY:
        return importlib.import_module(f"yaten.utils.{name}")
    raise AttributeError(f"module 'yaten.utils' has no attribute {name!r}")
