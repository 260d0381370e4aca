"""typename(obj): how PyTorch names a value's type in messages
('torch.FloatTensor' style for tensors, module.qualname otherwise)."""
from yaten._legacy import _NAME_OF_DTYPE
from yaten._tensor import Tensor


def typename(obj):
    """'yaten.FloatTensor' for a float32 tensor, else 'module.QualName' ('int' for builtins)."""
    if isinstance(obj, Tensor):
        return "yaten." + _NAME_OF_DTYPE[obj.dtype]
    module = getattr(obj, "__module__", None)
    prefix = module + "." if module not in (None, "builtins") else ""
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None) or type(obj).__name__
    return prefix + name
