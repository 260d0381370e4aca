"""yaten.nn.init: fills parameters in place with torch 1.13's schemes,
without recording history (each runs under no_grad)."""
import math
import warnings

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
