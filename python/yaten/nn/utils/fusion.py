"""nn.utils.fuse_conv_bn_eval / fuse_conv_bn_weights (and the Linear forms),
as torch 1.13's: an eval-mode batch norm folded into the preceding layer's
weight and bias, so inference runs one layer instead of two."""
import copy

import yaten
from yaten.nn.parameter import Parameter

__all__ = ["fuse_conv_bn_eval", "fuse_conv_bn_weights", "fuse_linear_bn_eval", "fuse_linear_bn_weights"]


def fuse_conv_bn_eval(conv, bn, transpose=False):
    """A copy of conv computing bn(conv(x)) of eval mode (transpose: conv is a transposed convolution)."""
    assert not (conv.training or bn.training), "Fusion only for eval!"
    fused = copy.deepcopy(conv)
    fused.weight, fused.bias = fuse_conv_bn_weights(fused.weight, fused.bias, bn.running_mean, bn.running_var,
                                                    bn.eps, bn.weight, bn.bias, transpose)
    return fused


def fuse_conv_bn_weights(conv_w, conv_b, bn_rm, bn_rv, bn_eps, bn_w, bn_b, transpose=False):
    """(weight, bias) Parameters of the convolution followed by the batch norm of these statistics."""
    conv_b = yaten.zeros_like(bn_rm) if conv_b is None else conv_b
    bn_w = yaten.ones_like(bn_rm) if bn_w is None else bn_w
    bn_b = yaten.zeros_like(bn_rm) if bn_b is None else bn_b
    scale = bn_w * yaten.rsqrt(bn_rv + bn_eps)
    # The output channels: dim 0 of a convolution's weight, dim 1 of a transposed one's.
    shape = ([1, -1] if transpose else [-1, 1]) + [1] * (conv_w.dim() - 2)
    return Parameter(conv_w * scale.reshape(shape)), Parameter((conv_b - bn_rm) * scale + bn_b)


def fuse_linear_bn_eval(linear, bn):
    """A copy of linear computing bn(linear(x)) of eval mode."""
    assert not (linear.training or bn.training), "Fusion only for eval!"
    fused = copy.deepcopy(linear)
    fused.weight, fused.bias = fuse_linear_bn_weights(fused.weight, fused.bias, bn.running_mean, bn.running_var,
                                                      bn.eps, bn.weight, bn.bias)
    return fused


def fuse_linear_bn_weights(linear_w, linear_b, bn_rm, bn_rv, bn_eps, bn_w, bn_b):
    """(weight, bias) Parameters of the linear layer followed by the batch norm of these statistics."""
    linear_b = yaten.zeros_like(bn_rm) if linear_b is None else linear_b
    scale = bn_w * yaten.rsqrt(bn_rv + bn_eps)
    return Parameter(linear_w * scale.unsqueeze(-1)), Parameter((linear_b - bn_rm) * scale + bn_b)
