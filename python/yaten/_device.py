"""Device arguments as PyTorch's Python functions take them, in one place:
what "not compiled with CUDA" means and how Tensor.to reads its arguments
(yaten.load's map_location is read in yaten/serialization)."""
from __future__ import annotations

import numbers

from yaten import _C

NO_CUDA = "Torch not compiled with CUDA enabled"


def require_cuda():
    """Raises what a CPU-only PyTorch raises where CUDA is needed."""
    raise AssertionError(NO_CUDA)


def check_available(device):
    """Raises what Tensor.to raises for a device this CPU-only build lacks (AssertionError for CUDA)."""
    _C._functions.empty(0).to(device)


def parse_to(*args, **kwargs):
    """(device, dtype, non_blocking, memory_format) of a Module.to call, read
    as PyTorch reads it: to(device, dtype, non_blocking), to(dtype,
    non_blocking), to(tensor, non_blocking), and the same as keywords."""
    from yaten._tensor import Tensor

    if "copy" in kwargs:
        raise RuntimeError(".to() does not accept copy argument")
    unknown = set(kwargs) - {"device", "dtype", "non_blocking", "memory_format"}
    rest = list(args)
    device = dtype = None
    if rest and isinstance(rest[0], Tensor):
        other = rest.pop(0)
        device, dtype = other.device, other.dtype
    elif rest and isinstance(rest[0], _C.dtype):
        dtype = rest.pop(0)
    elif rest and (isinstance(rest[0], bool) or (isinstance(rest[0], numbers.Real) and
                                                 not isinstance(rest[0], numbers.Integral))):
        # A number stands for the tensor it makes, as in torch: to(2.5) is to(float64).
        dtype = _C._functions.empty(0).to(rest.pop(0)).dtype
    elif rest and (rest[0] is None or isinstance(rest[0], (str, _C.device)) or type(rest[0]) is int):
        given = rest.pop(0)
        device = None if given is None else _C.device(given)
        if rest and isinstance(rest[0], _C.dtype):
            dtype = rest.pop(0)
    non_blocking = rest.pop(0) if rest else kwargs.get("non_blocking", False)
    if "device" in kwargs and kwargs["device"] is not None:
        device = _C.device(kwargs["device"])
    dtype = kwargs.get("dtype", dtype)
    memory_format = kwargs.get("memory_format")
    if rest or unknown or not isinstance(non_blocking, bool) or not (dtype is None or isinstance(dtype, _C.dtype)):
        got = [type(a).__name__ for a in args] + [f"{k}={type(v).__name__}" for k, v in kwargs.items()]
        raise TypeError(f"to() received an invalid combination of arguments - got ({', '.join(got)}), but expected "
                        "one of:\n * (device device, dtype dtype, bool non_blocking)\n"
                        " * (dtype dtype, bool non_blocking)\n * (Tensor tensor, bool non_blocking)")
    return device, dtype, non_blocking, memory_format
