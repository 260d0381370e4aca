"""yaten.nn.functional: the ops ops.yaml exposes here, plus the few that
take Python-only arguments (relu's `inplace`, max_pool2d's `return_indices`,
adaptive_avg_pool2d's None sizes)."""
import warnings as _warnings

from yaten import _C
from yaten import ones_like as _ones_like

for _name in dir(_C._nn):
    if not _name.startswith("__"):
        globals()[_name] = getattr(_C._nn, _name)

_dropout = _C._nn.dropout
_silu = _C._nn.silu
_max_pool2d_with_indices = _C._nn.max_pool2d_with_indices
_adaptive_avg_pool2d = _C._nn.adaptive_avg_pool2d


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
    if not inplace:
        return _dropout(input, p, training)
    # The scaled keep-mask, multiplied in place: mul_ needs only the mask for
    # its gradient, so input's history stays usable, as torch's dropout_.
    mask = _dropout(_ones_like(input), p, training)
    return input if not training or p == 0 else input.mul_(mask)


def silu(input, inplace=False):
    """Applies x * sigmoid(x) elementwise; in place when `inplace`."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(silu, (input,), input, inplace=inplace)
    if not inplace:
        return _silu(input)
    # silu of a copy: the gradient reads the values input had before the write.
    return input.copy_(_silu(input.clone()))


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """2-D max pooling; with `return_indices`, also the flat H * W index of each maximum."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(max_pool2d, (input,), input, kernel_size, stride=stride, padding=padding,
                                         dilation=dilation, ceil_mode=ceil_mode, return_indices=return_indices)
    output, indices = _max_pool2d_with_indices(input, kernel_size, stride, padding, dilation, ceil_mode)
    return (output, indices) if return_indices else output



def adaptive_avg_pool2d(input, output_size):
    """2-D average pooling into output_size (H_out, W_out); None keeps that
    size of the input."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(adaptive_avg_pool2d, (input,), input, output_size)
    if (isinstance(input, _C.TensorBase) and isinstance(output_size, (tuple, list)) and len(output_size) == 2
            and any(s is None for s in output_size)):
        output_size = tuple(input.shape[i - 2] if s is None else s for i, s in enumerate(output_size))
    return _adaptive_avg_pool2d(input, output_size)


del _name


# softmax, log_softmax and softmin accept dim=None, as torch's do: a
# deprecation warning and torch's legacy choice of dim.
def _softmax_like(name, compute, doc):
    def function(input, dim=None, _stacklevel=3, dtype=None):
        if _C._has_torch_function_unary(input):
            return _C._handle_torch_function(function, (input,), input, dim=dim, _stacklevel=_stacklevel, dtype=dtype)
        if dim is None:
            _warnings.warn(f"Implicit dimension choice for {name} has been deprecated. "
                           "Change the call to include dim=X as an argument.", stacklevel=_stacklevel)
            dim = 0 if input.dim() in (0, 1, 3) else 1
        return compute(input, dim, dtype)
    function.__name__ = function.__qualname__ = name
    function.__doc__ = doc
    return function


softmax = _softmax_like("softmax", _C._nn.softmax,
                        "exp(input) normalised to sum to 1 along dim (computed in dtype when given).")
log_softmax = _softmax_like("log_softmax", _C._nn.log_softmax, "The logarithm of softmax(input, dim), computed stably.")
softmin = _softmax_like("softmin", lambda input, dim, dtype: _C._nn.softmax(-input, dim, dtype),
                        "softmax(-input, dim): weights that favour the smallest entries.")
