"""nn.utils.skip_init, as torch 1.13's: a module whose parameters and
buffers are left uninitialized (memory allocated, values unspecified), for
code that fills them itself."""
import inspect

from yaten.nn.modules.module import Module

__all__ = ["skip_init"]


def skip_init(module_cls, *args, **kwargs):
    """module_cls(*args, **kwargs) with its tensors' values left unspecified.
    The class must take a `device` argument, as torch requires."""
    if not (isinstance(module_cls, type) and issubclass(module_cls, Module)):
        raise RuntimeError(f"Expected a Module; got {module_cls}")
    if "device" not in inspect.signature(module_cls).parameters:
        raise RuntimeError("Module must support a 'device' arg to skip initialization")
    device = kwargs.pop("device", "cpu")
    # yaten has no meta device: the module is built, then given fresh, unfilled storage.
    return module_cls(*args, **kwargs).to_empty(device=device)
