"""typename(obj): how PyTorch names a value's type in messages
('torch.FloatTensor' style for tensors, module.qualname otherwise)."""
from yaten._tensor import Tensor

_LEGACY_TENSOR_TYPES = {"float32": "FloatTensor", "float64": "DoubleTensor", "int32": "IntTensor",
                        "int64": "LongTensor", "uint8": "ByteTensor", "bool": "BoolTensor"}


def typename(obj):
    """'yaten.FloatTensor' for a float32 tensor, else 'module.QualName' ('int' for builtins)."""
    if isinstance(obj, Tensor):
        return "yaten." + _LEGACY_TENSOR_TYPES[repr(obj.dtype).split(".")[-1]]
    module = getattr(obj, "__module__", None)
    prefix = module + "." if module not in (None, "builtins") else ""
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None) or type(obj).__name__
    return prefix + name
