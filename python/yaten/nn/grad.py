"""nn.grad, as torch 1.13's: the gradient of conv1d/2d/3d with respect to
its input (of a given size) or its weight (of a given size), for a given
grad_output, without running a forward pass of the caller's own. Each is
one backward pass through the convolution (differentiable in turn when
weight, input or grad_output requires grad)."""
import yaten
from yaten.autograd.grad_mode import enable_grad

__all__ = ["conv1d_input", "conv1d_weight", "conv2d_input", "conv2d_weight", "conv3d_input", "conv3d_weight"]


def _gradient(dims, with_respect_to, size, other, grad_output, stride, padding, dilation, groups):
    """d conv<dims>d / d (the input or the weight, of `size`) against grad_output; `other` is the other operand."""
    conv = getattr(yaten.nn.functional, f"conv{dims}d")  # at call time: this module loads with yaten.nn
    create_graph = yaten.is_grad_enabled() and (other.requires_grad or grad_output.requires_grad)
    with enable_grad():
        leaf = yaten.zeros(tuple(size), dtype=grad_output.dtype, requires_grad=True)
        operands = (leaf, other) if with_respect_to == "input" else (other, leaf)
        out = conv(*operands, None, stride, padding, dilation, groups)
        return yaten.autograd.grad(out, leaf, grad_output, create_graph=create_graph)[0]


def _pair_of_functions(dims):
    def input_gradient(input_size, weight, grad_output, stride=1, padding=0, dilation=1, groups=1):
        return _gradient(dims, "input", input_size, weight, grad_output, stride, padding, dilation, groups)

    def weight_gradient(input, weight_size, grad_output, stride=1, padding=0, dilation=1, groups=1):
        return _gradient(dims, "weight", weight_size, input, grad_output, stride, padding, dilation, groups)

    input_gradient.__name__ = input_gradient.__qualname__ = f"conv{dims}d_input"
    weight_gradient.__name__ = weight_gradient.__qualname__ = f"conv{dims}d_weight"
    input_gradient.__doc__ = f"The gradient of conv{dims}d with respect to its input (of size input_size)."
    weight_gradient.__doc__ = f"The gradient of conv{dims}d with respect to its weight (of size weight_size)."
    return input_gradient, weight_gradient


conv1d_input, conv1d_weight = _pair_of_functions(1)
conv2d_input, conv2d_weight = _pair_of_functions(2)
conv3d_input, conv3d_weight = _pair_of_functions(3)
