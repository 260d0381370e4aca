"""yaten.finfo and yaten.iinfo: the numeric limits of a dtype, with
PyTorch's fields and repr. Floating limits follow from each format's
mantissa and exponent widths; integer limits from width and signedness."""
import math

from yaten import _C

# dtype name -> (explicit mantissa bits, exponent bits) of its IEEE-style format.
_FLOAT_FORMATS = {"float16": (10, 5), "bfloat16": (7, 8), "float32": (23, 8), "float64": (52, 11)}


def _dtype_of(argument, who):
    """The dtype argument stands for (Python's float, int and bool pass, as in torch)."""
    dtype = _C._dtype_from_argument(argument)
    if dtype is None:
        raise TypeError(f"{who}(): argument 'type' (position 1) must be yaten.dtype, not {type(argument).__name__}")
    return dtype


def _dtype_name(dtype):
    return repr(dtype).split(".")[-1]


class finfo:
    """Machine limits of a floating dtype (the default float dtype when none is given)."""

    def __init__(self, type=None):
        name = _dtype_name(_dtype_of(_C.get_default_dtype() if type is None else type, "finfo"))
        if name not in _FLOAT_FORMATS:
            raise TypeError("torch.finfo() requires a floating point input type. Use torch.iinfo to handle "
                            "'torch.finfo'")
        mantissa, exponent = _FLOAT_FORMATS[name]
        max_exponent = 2 ** (exponent - 1) - 1
        self.bits = 1 + exponent + mantissa
        self.eps = 2.0 ** -mantissa
        self.max = math.ldexp(2.0 - self.eps, max_exponent)
        self.min = -self.max
        self.tiny = self.smallest_normal = 2.0 ** (1 - max_exponent)
        self.resolution = 10.0 ** -math.floor(mantissa * math.log10(2))
        self.dtype = name

    def __eq__(self, other):
        return isinstance(other, finfo) and self.dtype == other.dtype

    __hash__ = None

    def __repr__(self):
        return (f"finfo(resolution={self.resolution:g}, min={self.min:g}, max={self.max:g}, eps={self.eps:g}, "
                f"smallest_normal={self.smallest_normal:g}, tiny={self.tiny:g}, dtype={self.dtype})")


class iinfo:
    """Machine limits of an integer dtype."""

    def __init__(self, type):
        type = _dtype_of(type, "iinfo")
        name = _dtype_name(type)
        if name == "bool":
            raise TypeError("torch.bool is not supported by torch.iinfo")
        if type.is_floating_point:
            raise TypeError("torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'")
        self.bits = type.itemsize * 8
        self.min = -(2 ** (self.bits - 1)) if type.is_signed else 0
        self.max = 2 ** (self.bits - 1) - 1 if type.is_signed else 2 ** self.bits - 1
        self.dtype = name

    def __eq__(self, other):
        return isinstance(other, iinfo) and self.dtype == other.dtype

    __hash__ = None

    def __repr__(self):
        return f"iinfo(min={self.min:g}, max={self.max:g}, dtype={self.dtype})"
