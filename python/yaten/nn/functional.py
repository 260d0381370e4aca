"""yaten.nn.functional: the ops ops.yaml exposes here, plus the few that
take Python-only arguments (relu's `inplace`, max_pool2d's `return_indices`)."""
from yaten import _C

for _name in dir(_C._nn):
    if not _name.startswith("__"):
        globals()[_name] = getattr(_C._nn, _name)

_dropout = _C._nn.dropout
_silu = _C._nn.silu
_max_pool2d_with_indices = _C._nn.max_pool2d_with_indices


def relu(input, inplace=False):
    """Applies max(x, 0) elementwise; in place when `inplace`."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(relu, (input,), input, inplace=inplace)
    return input.relu_() if inplace else input.relu()


def dropout(input, p=0.5, training=True, inplace=False):
    """Zeroes each element with probability p while training, scaling the
    others by 1 / (1 - p); writes into input when `inplace`."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(dropout, (input,), input, p=p, training=training, inplace=inplace)
    out = _dropout(input, p, training)
    return input.copy_(out) if inplace and out is not input else out


def silu(input, inplace=False):
    """Applies x * sigmoid(x) elementwise; in place when `inplace`."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(silu, (input,), input, inplace=inplace)
    out = _silu(input)
    return input.copy_(out) if inplace else out


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """2-D max pooling; with `return_indices`, also the flat H * W index of each maximum."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(max_pool2d, (input,), input, kernel_size, stride=stride, padding=padding,
                                         dilation=dilation, ceil_mode=ceil_mode, return_indices=return_indices)
    output, indices = _max_pool2d_with_indices(input, kernel_size, stride, padding, dilation, ceil_mode)
    return (output, indices) if return_indices else output


del _name
