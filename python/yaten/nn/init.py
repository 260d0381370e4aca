"""yaten.nn.init: fills parameters in place with torch 1.13's schemes,
without recording history (each runs under no_grad)."""
import math
import warnings

import yaten  # used at call time only: yaten imports this module
from yaten import _C
from yaten.autograd.grad_mode import no_grad

_LINEAR_GAINS = ("linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
                 "conv_transpose3d", "sigmoid")


def calculate_gain(nonlinearity, param=None):
    """The recommended gain for a nonlinearity (torch's table)."""
    if nonlinearity in _LINEAR_GAINS:
        return 1
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        if param is None:
            negative_slope = 0.01
        elif not isinstance(param, bool) and isinstance(param, (int, float)):
            negative_slope = param
        else:
            raise ValueError(f"negative_slope {param} not a valid number")
        return math.sqrt(2.0 / (1 + negative_slope ** 2))
    if nonlinearity == "selu":
        return 3.0 / 4
    raise ValueError(f"Unsupported nonlinearity {nonlinearity}")


def _torch_function(fn, tensor, **kwargs):
    """The __torch_function__ result for tensor, or NotImplemented when it has none."""
    if _C._has_torch_function_unary(tensor):
        return _C._handle_torch_function(fn, (tensor,), tensor=tensor, **kwargs)
    return NotImplemented


def uniform_(tensor, a=0.0, b=1.0):
    """Fills tensor with values drawn uniformly from [a, b)."""
    result = _torch_function(uniform_, tensor, a=a, b=b)
    if result is not NotImplemented:
        return result
    with no_grad():
        return tensor.uniform_(a, b)


def normal_(tensor, mean=0.0, std=1.0):
    """Fills tensor with values drawn from N(mean, std^2)."""
    result = _torch_function(normal_, tensor, mean=mean, std=std)
    if result is not NotImplemented:
        return result
    with no_grad():
        return tensor.normal_(mean, std)


def constant_(tensor, val):
    """Fills tensor with val."""
    result = _torch_function(constant_, tensor, val=val)
    if result is not NotImplemented:
        return result
    with no_grad():
        return tensor.fill_(val)


def ones_(tensor):
    with no_grad():
        return tensor.fill_(1.0)


def zeros_(tensor):
    with no_grad():
        return tensor.zero_()


def _calculate_fan_in_and_fan_out(tensor):
    """(fan_in, fan_out) of a weight shaped (out, in, *kernel)."""
    dimensions = tensor.dim()
    if dimensions < 2:
        raise ValueError("Fan in and fan out can not be computed for tensor with fewer than 2 dimensions")
    receptive_field_size = 1
    for size in tensor.shape[2:]:
        receptive_field_size *= size
    return tensor.size(1) * receptive_field_size, tensor.size(0) * receptive_field_size


def _calculate_correct_fan(tensor, mode):
    mode = mode.lower()
    valid_modes = ["fan_in", "fan_out"]
    if mode not in valid_modes:
        raise ValueError(f"Mode {mode} not supported, please use one of {valid_modes}")
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    return fan_in if mode == "fan_in" else fan_out


def xavier_uniform_(tensor, gain=1.0):
    """Glorot uniform: U(-a, a) with a = gain * sqrt(6 / (fan_in + fan_out))."""
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    std = gain * math.sqrt(2.0 / float(fan_in + fan_out))
    a = math.sqrt(3.0) * std
    return uniform_(tensor, -a, a)


def xavier_normal_(tensor, gain=1.0):
    """Glorot normal: N(0, std^2) with std = gain * sqrt(2 / (fan_in + fan_out))."""
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    std = gain * math.sqrt(2.0 / float(fan_in + fan_out))
    return normal_(tensor, 0.0, std)


def _kaiming_std(tensor, a, mode, nonlinearity):
    fan = _calculate_correct_fan(tensor, mode)
    return calculate_gain(nonlinearity, a) / math.sqrt(fan)


def kaiming_uniform_(tensor, a=0, mode="fan_in", nonlinearity="leaky_relu"):
    """He uniform: U(-bound, bound) with bound = gain * sqrt(3 / fan)."""
    result = _torch_function(kaiming_uniform_, tensor, a=a, mode=mode, nonlinearity=nonlinearity)
    if result is not NotImplemented:
        return result
    if 0 in tensor.shape:
        warnings.warn("Initializing zero-element tensors is a no-op")
        return tensor
    bound = math.sqrt(3.0) * _kaiming_std(tensor, a, mode, nonlinearity)
    with no_grad():
        return tensor.uniform_(-bound, bound)


def kaiming_normal_(tensor, a=0, mode="fan_in", nonlinearity="leaky_relu"):
    """He normal: N(0, std^2) with std = gain / sqrt(fan)."""
    if 0 in tensor.shape:
        warnings.warn("Initializing zero-element tensors is a no-op")
        return tensor
    std = _kaiming_std(tensor, a, mode, nonlinearity)
    with no_grad():
        return tensor.normal_(0, std)


def trunc_normal_(tensor, mean=0.0, std=1.0, a=-2.0, b=2.0):
    """Fills tensor from N(mean, std^2) truncated to [a, b], by the inverse CDF
    of a uniform draw between the CDF's values at a and b."""
    if mean < a - 2 * std or mean > b + 2 * std:
        warnings.warn("mean is more than 2 std from [a, b] in nn.init.trunc_normal_. The distribution of values may "
                      "be incorrect.", stacklevel=2)

    def cdf(x):  # of the standard normal
        return (1.0 + math.erf(x / math.sqrt(2.0))) / 2.0

    with no_grad():
        low, high = cdf((a - mean) / std), cdf((b - mean) / std)
        tensor.uniform_(2 * low - 1, 2 * high - 1)
        tensor.erfinv_()
        tensor.mul_(std * math.sqrt(2.0)).add_(mean)
        return tensor.clamp_(min=a, max=b)


def orthogonal_(tensor, gain=1):
    """Fills tensor (2-D or more, flattened past dim 0) with a (semi-)orthogonal
    matrix: the Q of a Gaussian matrix's QR decomposition, signs fixed so
    that R's diagonal is positive, times gain."""
    if tensor.dim() < 2:
        raise ValueError("Only tensors with 2 or more dimensions are supported")
    if tensor.numel() == 0:
        return tensor
    rows = tensor.size(0)
    cols = tensor.numel() // rows
    gaussian = tensor.new_empty(rows, cols).normal_(0, 1)
    if rows < cols:
        gaussian = gaussian.transpose(0, 1)
    q, r = yaten.linalg.qr(gaussian)
    q = q * r.diagonal().sign()
    if rows < cols:
        q = q.transpose(0, 1)
    with no_grad():
        tensor.view_as(q).copy_(q)
        return tensor.mul_(gain)


def eye_(tensor):
    """Fills a 2-D tensor with the identity (ones on the diagonal)."""
    if tensor.dim() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    with no_grad():
        tensor.zero_()
        tensor.diagonal().fill_(1)
        return tensor


def dirac_(tensor, groups=1):
    """Fills a 3-, 4- or 5-D convolution weight with the Dirac delta: each of
    `groups` groups of output channels passes its input channels through."""
    dims = tensor.dim()
    if dims not in (3, 4, 5):
        raise ValueError("Only tensors with 3, 4, or 5 dimensions are supported")
    sizes = tensor.shape
    if sizes[0] % groups != 0:
        raise ValueError("dim 0 must be divisible by groups")
    per_group = sizes[0] // groups
    centre = tuple(size // 2 for size in sizes[2:])
    with no_grad():
        tensor.zero_()
        for g in range(groups):
            for d in range(min(per_group, sizes[1])):
                tensor[(g * per_group + d, d) + centre] = 1
    return tensor


def sparse_(tensor, sparsity, std=0.01):
    """Fills a 2-D tensor from N(0, std^2), then zeroes ceil(sparsity * rows)
    random entries of each column."""
    if tensor.dim() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    rows, cols = tensor.shape
    zeros_per_column = int(math.ceil(sparsity * rows))
    with no_grad():
        tensor.normal_(0, std)
        for col in range(cols):
            tensor[yaten.randperm(rows)[:zeros_per_column], col] = 0
    return tensor


def _deprecated(new):
    """torch's old name of an initializer (new without its trailing _): warns, then calls it."""
    old = new.__name__[:-1]

    def deprecated_init(*args, **kwargs):
        warnings.warn(f"nn.init.{old} is now deprecated in favor of nn.init.{new.__name__}.", stacklevel=2)
        return new(*args, **kwargs)

    deprecated_init.__name__ = deprecated_init.__qualname__ = old
    deprecated_init.__doc__ = f"Deprecated: nn.init.{new.__name__}."
    return deprecated_init


for _old in ("uniform", "normal", "constant", "eye", "dirac", "xavier_uniform", "xavier_normal", "kaiming_uniform",
             "kaiming_normal", "orthogonal", "sparse"):
    globals()[_old] = _deprecated(globals()[_old + "_"])
