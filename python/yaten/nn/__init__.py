"""yaten.nn: layers (Module and its subclasses), Parameter, init and the
functional namespace, as torch.nn."""
from yaten.nn import functional, grad, init, utils
from yaten.nn.modules import *  # noqa: F401,F403 (the layer classes)
from yaten.nn.modules import __all__ as _modules_all
from yaten.nn.parameter import Parameter, UninitializedBuffer, UninitializedParameter
from yaten.nn._lazy_parallel import __getattr__  # noqa: F401 (nn.parallel, nn.SyncBatchNorm on first use)

__all__ = ["Parameter", "UninitializedParameter", "UninitializedBuffer", "functional", "init", *_modules_all]
