"""make_tensor, as torch.testing's: a tensor of a given shape and dtype
filled with random values in [low, high) (torch's defaults: -9 to 9 for
floating types, -9 to 10 for integers, 0 to 10 for uint8), drawn from
yaten's global generator."""
import math

import yaten

_FLOATING = ("float16", "bfloat16", "float32", "float64")


def _dtype_name(dtype):
    return str(dtype).rsplit(".", 1)[-1]


def make_tensor(*shape, dtype, device=None, low=None, high=None, requires_grad=False, noncontiguous=False,
                exclude_zero=False, memory_format=None):
    """A random tensor; noncontiguous gives one whose last dimension is strided."""
    if len(shape) == 1 and isinstance(shape[0], (list, tuple, yaten.Size)):
        shape = tuple(shape[0])
    name = _dtype_name(dtype)
    if name == "bool":
        result = yaten.randint(0, 2, list(shape)).to(dtype)
    elif name in _FLOATING:
        low = -9.0 if low is None else float(low)
        high = 9.0 if high is None else float(high)
        _check_range(low, high)
        result = (yaten.rand(list(shape), dtype=yaten.float64) * (high - low) + low).to(dtype)
    else:
        low = (0 if name == "uint8" else -9) if low is None else math.ceil(low)
        high = 10 if high is None else math.ceil(high)
        _check_range(low, high)
        result = yaten.randint(int(low), int(high) if high > low else int(low) + 1, list(shape), dtype=dtype)
    if exclude_zero:
        replacement = 1 if name not in _FLOATING else yaten.finfo(dtype).tiny if hasattr(yaten, "finfo") else 1e-30
        result = yaten.where(result == 0, yaten.full_like(result, replacement), result)
    if noncontiguous and result.numel() > 1:
        wide = yaten.stack([result, result], -1)
        result = wide.select(-1, 0)
    if requires_grad:
        result.requires_grad_(True)
    return result


def _check_range(low, high):
    if math.isnan(low) or math.isnan(high):
        raise ValueError(f"`low` and `high` cannot be NaN, but got low={low} and high={high}")
    if low > high:
        raise ValueError(f"`low` must be weakly less than `high`, but got {low} >= {high}")
