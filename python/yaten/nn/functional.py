"""yaten.nn.functional: the ops ops.yaml exposes here, plus the few that
take Python-only arguments (relu's `inplace`, max_pool2d's `return_indices`,
adaptive_avg_pool2d's None sizes)."""
import math

import yaten as _yaten

import warnings as _warnings

from yaten import _C
from yaten import ones_like as _ones_like

from yaten._exports import export_ops as _export_ops  # noqa: E402

_export_ops(globals())

_dropout = _C._nn.dropout
_silu = _C._nn.silu
_max_pool2d_with_indices = _C._nn.max_pool2d_with_indices
_adaptive_avg_pool2d = _C._nn.adaptive_avg_pool2d
_adaptive_max_pool2d_with_indices = _C._nn.adaptive_max_pool2d_with_indices


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



def adaptive_avg_pool2d(input, output_size):
    """2-D average pooling into output_size (H_out, W_out); None keeps that
    size of the input."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(adaptive_avg_pool2d, (input,), input, output_size)
    return _adaptive_avg_pool2d(input, _adaptive_size(input, output_size) if isinstance(input, _C.TensorBase)
                                else output_size)



# ---------------------------------------------------------------------------
# Activations, losses, padding and resampling of issue 19 (helper "nn").
# ---------------------------------------------------------------------------
import math
import warnings as _warnings

import yaten as _yaten


def _activation(public, op, input, write_back, *args, **named):
    """op(input, *args), written back into input when `write_back`, after
    handing the call to a __torch_function__ override of `public` if any
    (`named`: public's own arguments but input, passed on to it by name).
    An op with an in-place form (ops.yaml's inplace_function) writes in one
    pass through it; the others compute, then copy."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(public, (input,), input, **named)
    if not write_back:
        return op(input, *args)
    in_place = _IN_PLACE.get(op)
    if in_place is not None:
        return in_place(input, *args)
    # The op's gradient reads its input: it gets a copy of the values input
    # had, so that writing into input leaves the recorded graph valid.
    source = input.clone() if input.requires_grad and _yaten.is_grad_enabled() else input
    return input.copy_(op(source, *args))


_IN_PLACE = {_C._nn.leaky_relu: _C._nn.leaky_relu_, _C._nn.hardtanh: _C._nn.hardtanh_,
             _C._nn.threshold: _C._nn.threshold_, _C._internal.elu: _C._internal.elu_}
# selu and celu are elu with other constants, so their in-place forms are elu_'s one pass.
_SELU_ALPHA, _SELU_SCALE = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946


def leaky_relu(input, negative_slope=0.01, inplace=False):
    """x where x > 0, else negative_slope * x; in place when `inplace`."""
    return _activation(leaky_relu, _C._nn.leaky_relu, input, inplace, negative_slope, negative_slope=negative_slope,
                       inplace=inplace)


def elu(input, alpha=1.0, inplace=False):
    """x where x > 0, else alpha * (exp(x) - 1); in place when `inplace`."""
    return _activation(elu, _C._internal.elu, input, inplace, alpha, alpha=alpha, inplace=inplace)


def elu_(input, alpha=1.0):
    """In-place elu, in one pass."""
    return _activation(elu_, _C._internal.elu, input, True, alpha, alpha=alpha)


def selu(input, inplace=False):
    """scale * elu(x, alpha) with the self-normalising constants; in place when `inplace`."""
    if inplace:
        return _activation(selu, _C._internal.elu, input, True, _SELU_ALPHA, _SELU_SCALE, inplace=inplace)
    return _activation(selu, _yaten.selu, input, False, inplace=inplace)


def selu_(input):
    """In-place selu, in one pass (elu_ with selu's constants)."""
    return _activation(selu_, _C._internal.elu, input, True, _SELU_ALPHA, _SELU_SCALE)


def celu(input, alpha=1.0, inplace=False):
    """x where x > 0, else alpha * (exp(x / alpha) - 1); in place when `inplace`."""
    if inplace:
        return celu_(input, alpha)
    return _activation(celu, _yaten.celu, input, False, alpha, alpha=alpha, inplace=inplace)


def celu_(input, alpha=1.0):
    """In-place celu, in one pass (elu_ with input scale 1 / alpha)."""
    if not _C._has_torch_function_unary(input) and alpha == 0:
        raise RuntimeError("ZeroDivisionError")  # torch's message for celu with alpha 0
    return _activation(celu_, _C._internal.elu, input, True, alpha, 1.0, 1.0 / alpha if alpha else 0.0, alpha=alpha)


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    """Clamps into [min_val, max_val]; in place when `inplace`."""
    return _activation(hardtanh, _C._nn.hardtanh, input, inplace, min_val, max_val, min_val=min_val, max_val=max_val,
                       inplace=inplace)


def relu6(input, inplace=False):
    """min(max(x, 0), 6); in place when `inplace` (hardtanh_'s one pass)."""
    if inplace:
        return _activation(relu6, _C._nn.hardtanh, input, True, 0.0, 6.0, inplace=inplace)
    return _activation(relu6, _C._nn.relu6, input, False, inplace=inplace)


def hardsigmoid(input, inplace=False):
    """clamp(x / 6 + 1 / 2, 0, 1); in place when `inplace`."""
    return _activation(hardsigmoid, _C._nn.hardsigmoid, input, inplace, inplace=inplace)


def hardswish(input, inplace=False):
    """x * clamp(x + 3, 0, 6) / 6; in place when `inplace`."""
    return _activation(hardswish, _C._nn.hardswish, input, inplace, inplace=inplace)


def mish(input, inplace=False):
    """x * tanh(softplus(x)); in place when `inplace`."""
    return _activation(mish, _C._nn.mish, input, inplace, inplace=inplace)


def threshold(input, threshold, value, inplace=False):
    """x where x > threshold, else value; in place when `inplace`."""
    return _activation(_threshold, _C._nn.threshold, input, inplace, threshold, value, threshold=threshold,
                       value=value, inplace=inplace)


_threshold = threshold  # threshold's own name is its argument inside it


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, inplace=False):
    """Leaky relu with a random negative slope in [lower, upper] per element
    while training, (lower + upper) / 2 otherwise; in place when `inplace`
    (leaky_relu_'s one pass when not training)."""
    if inplace and not training:
        return _activation(rrelu, _C._nn.leaky_relu, input, True, (lower + upper) / 2, lower=lower, upper=upper,
                           training=training, inplace=inplace)
    return _activation(rrelu, _yaten.rrelu, input, inplace, lower, upper, training, lower=lower, upper=upper,
                       training=training, inplace=inplace)


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False):
    """In-place rrelu (leaky_relu_'s one pass when not training)."""
    if not training:
        return _activation(rrelu_, _C._nn.leaky_relu, input, True, (lower + upper) / 2, lower=lower, upper=upper,
                           training=training)
    return _activation(rrelu_, _yaten.rrelu, input, True, lower, upper, training, lower=lower, upper=upper,
                       training=training)


def hardshrink(input, lambd=0.5):
    """x where |x| > lambd, else 0."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(hardshrink, (input,), input, lambd=lambd)
    return _yaten.hardshrink(input, lambd)


def prelu(input, weight):
    """x where x > 0, else weight * x (weight: one number, or one per channel)."""
    if _C._has_torch_function_variadic(input, weight):
        return _C._handle_torch_function(prelu, (input, weight), input, weight)
    return _yaten.prelu(input, weight)


def gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
    """A sample of the Gumbel-softmax distribution over dim; with `hard`, its
    one-hot argmax whose gradient is the soft sample's (straight through)."""
    if _C._has_torch_function_unary(logits):
        return _C._handle_torch_function(gumbel_softmax, (logits,), logits, tau=tau, hard=hard, eps=eps, dim=dim)
    if eps != 1e-10:
        _warnings.warn("`eps` parameter is deprecated and has no effect.")
    # -log(Exp(1)) is Gumbel(0, 1); Exp(1) as -log of a uniform in (0, 1].
    uniform = 1 - _yaten.empty_like(logits).uniform_(0, 1)
    gumbels = -(-uniform.log()).log()
    y_soft = ((logits + gumbels) / tau).softmax(dim)
    if not hard:
        return y_soft
    index = y_soft.max(dim, keepdim=True)[1]
    y_hard = _yaten.zeros_like(logits).scatter_(dim, index, 1.0)
    return y_hard - y_soft.detach() + y_soft


def sigmoid(input):
    """1 / (1 + exp(-x)) (deprecated here as in torch: use yaten.sigmoid)."""
    _warnings.warn("nn.functional.sigmoid is deprecated. Use torch.sigmoid instead.")
    return input.sigmoid()


def tanh(input):
    """tanh(x) (deprecated here as in torch: use yaten.tanh)."""
    _warnings.warn("nn.functional.tanh is deprecated. Use torch.tanh instead.")
    return input.tanh()



_kl_div = _C._nn.kl_div


def kl_div(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):
    """Kullback-Leibler divergence of target from log-probabilities input;
    'mean' warns, as in torch, that 'batchmean' is the mathematical one."""
    if _C._has_torch_function_variadic(input, target):
        return _C._handle_torch_function(kl_div, (input, target), input, target, size_average=size_average,
                                         reduce=reduce, reduction=reduction, log_target=log_target)
    if size_average is None and reduce is None and reduction == "mean":
        _warnings.warn("reduction: 'mean' divides the total loss by both the batch size and the support size."
                       "'batchmean' divides only by the batch size, and aligns with the KL div math definition."
                       "'mean' will be changed to behave the same as 'batchmean' in the next major release.")
    return _kl_div(input, target, size_average, reduce, reduction, log_target)


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None, margin=1.0, swap=False,
                                      reduction="mean"):
    """max(0, margin + d(anchor, positive) - d(anchor, negative)) for any
    distance function d (pairwise_distance by default)."""
    if _C._has_torch_function_variadic(anchor, positive, negative):
        return _C._handle_torch_function(triplet_margin_with_distance_loss, (anchor, positive, negative), anchor,
                                         positive, negative, distance_function=distance_function, margin=margin,
                                         swap=swap, reduction=reduction)
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if not anchor.dim() == positive.dim() == negative.dim():
        raise RuntimeError(
            "The anchor, positive, and negative tensors are expected to have the same number of dimensions, but got: "
            f"anchor {anchor.dim()}D, positive {positive.dim()}D, and negative {negative.dim()}D inputs")
    distance = pairwise_distance if distance_function is None else distance_function
    to_positive, to_negative = distance(anchor, positive), distance(anchor, negative)
    if swap:
        to_negative = _yaten.minimum(to_negative, distance(positive, negative))
    output = (to_positive - to_negative + margin).clamp(min=0.0)
    return output.mean() if reduction == "mean" else output.sum() if reduction == "sum" else output


_upsample_nearest = _C._internal.upsample_nearest
_upsample_linear = _C._internal.upsample_linear
_upsample_bicubic = _C._internal.upsample_bicubic
# mode -> the number of spatial dims it needs (None: any of 1 to 3)
_INTERPOLATE_DIMS = {"nearest": None, "nearest-exact": None, "area": None, "linear": 1, "bilinear": 2,
                     "trilinear": 3, "bicubic": 2}


def _interpolate_sizes(input, size, scale_factor, recompute_scale_factor, mode):
    """(output size, the scales the kernels use or None) as torch's interpolate computes them."""
    dim = input.dim() - 2
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    if size is not None:
        if isinstance(size, (list, tuple)):
            if len(size) != dim:
                raise ValueError(
                    "Input and output must have the same number of spatial dimensions, but got input with spatial "
                    f"dimensions of {list(input.shape[2:])} and output size of {size}. Please provide input tensor "
                    "in (N, C, d1, d2, ...,dK) format and output size in (o1, o2, ...,oK) format.")
            return [int(s) for s in size], None
        return [int(size)] * dim, None
    if scale_factor is None:
        raise ValueError("either size or scale_factor should be defined")
    if isinstance(scale_factor, (list, tuple)):
        if len(scale_factor) != dim:
            raise ValueError(
                "Input and scale_factor must have the same number of spatial dimensions, but got input with spatial "
                f"dimensions of {list(input.shape[2:])} and scale_factor of shape {scale_factor}. Please provide "
                "input tensor in (N, C, d1, d2, ...,dK) format and scale_factor in (s1, s2, ...,sK) format.")
        scales = [float(s) for s in scale_factor]
    else:
        scales = [float(scale_factor)] * dim
    if recompute_scale_factor or mode == "area":
        return [int(math.floor(float(input.shape[i + 2]) * scales[i])) for i in range(dim)], None
    # As torch's kernels: the size truncated, and the factor itself kept for the source positions.
    return [int(input.shape[i + 2] * scales[i]) for i in range(dim)], scales


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None, recompute_scale_factor=None,
                antialias=False):
    """Resamples the spatial dims of an (N, C, ...) input to `size`, or by
    `scale_factor`: nearest, nearest-exact, area, linear, bilinear, trilinear
    or bicubic, as torch's interpolate."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(interpolate, (input,), input, size=size, scale_factor=scale_factor, mode=mode,
                                         align_corners=align_corners, recompute_scale_factor=recompute_scale_factor,
                                         antialias=antialias)
    if mode in ("nearest", "area", "nearest-exact"):
        if align_corners is not None:
            raise ValueError("align_corners option can only be set with the interpolating modes: "
                             "linear | bilinear | bicubic | trilinear")
    elif align_corners is None:
        align_corners = False
    if recompute_scale_factor and size is not None:
        raise ValueError("recompute_scale_factor is not meaningful with an explicit size.")
    output_size, scales = _interpolate_sizes(input, size, scale_factor, recompute_scale_factor, mode)
    if antialias:
        if not (mode in ("bilinear", "bicubic") and input.dim() == 4):
            raise ValueError("Anti-alias option is only supported for bilinear and bicubic modes")
        raise NotImplementedError("interpolate: antialias=True is not supported by yaten yet")
    spatial = input.dim() - 2
    needed = _INTERPOLATE_DIMS.get(mode, -1)
    if needed == -1 or not 1 <= spatial <= 3 or (needed is not None and needed != spatial):
        if needed not in (None, -1) and 1 <= spatial <= 3:
            raise NotImplementedError(f"Got {input.dim()}D input, but {mode} mode needs {needed + 2}D input")
        raise NotImplementedError(
            f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {input.dim()}D) for the modes: "
            f"nearest | linear | bilinear | bicubic | trilinear | area | nearest-exact (got {mode})")
    per_dim = [None] * (3 - spatial) + (scales or [None] * spatial)
    if mode in ("nearest", "nearest-exact"):
        return _upsample_nearest(input, output_size, *per_dim, mode == "nearest-exact")
    if mode == "area":
        if spatial == 2:
            return adaptive_avg_pool2d(input, output_size)
        if spatial == 1:
            return adaptive_avg_pool2d(input.unsqueeze(2), [1, output_size[0]]).squeeze(2)
        pool3d = globals().get("adaptive_avg_pool3d")
        if pool3d is None:
            raise NotImplementedError("interpolate: mode 'area' on 3 spatial dims needs adaptive_avg_pool3d")
        return pool3d(input, output_size)
    if mode == "bicubic":
        return _upsample_bicubic(input, output_size, align_corners, *per_dim)
    return _upsample_linear(input, output_size, align_corners, *per_dim)


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    """Deprecated alias of interpolate (with torch's warning)."""
    _warnings.warn("nn.functional.upsample is deprecated. Use nn.functional.interpolate instead.")
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input, size=None, scale_factor=None):
    """Deprecated: interpolate(..., mode='nearest')."""
    _warnings.warn("nn.functional.upsample_nearest is deprecated. Use nn.functional.interpolate instead.")
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):
    """Deprecated: interpolate(..., mode='bilinear', align_corners=True)."""
    _warnings.warn("nn.functional.upsample_bilinear is deprecated. Use nn.functional.interpolate instead.")
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


def _dropout_impl(input, p, training, inplace, feature, alpha):
    """torch's _dropout_impl: a keep-mask per element (per channel when
    `feature`), scaled by 1 / (1 - p), or for alpha dropout the affine map
    that keeps a selu network's mean and variance."""
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if p == 0 or not training or input.numel() == 0:
        return input
    if feature and input.dim() < 2:
        raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
    if p == 1:
        return input.mul_(0.0) if inplace else input * 0.0
    shape = list(input.shape[:2]) + [1] * (input.dim() - 2) if feature else list(input.shape)
    noise = (_yaten.rand(shape, dtype=input.dtype) < 1 - p).to(input.dtype)
    if not alpha:
        noise = noise / (1 - p)
        return input.mul_(noise) if inplace else input * noise
    scale = 1.0 / math.sqrt((_ALPHA * _ALPHA * p + 1) * (1 - p))
    shift = (noise - 1) * (_ALPHA * scale) + _ALPHA * scale * p
    noise = noise * scale
    return input.mul_(noise).add_(shift) if inplace else input * noise + shift


_ALPHA = 1.7580993408473766  # selu's alpha * scale: where alpha dropout sends dropped units


def dropout1d(input, p=0.5, training=True, inplace=False):
    """Zeroes whole channels of an (N, C, L) or (C, L) input with probability p."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(dropout1d, (input,), input, p=p, training=training, inplace=inplace)
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if input.dim() not in (2, 3):
        raise RuntimeError(f"dropout1d: Expected 2D or 3D input, but received a {input.dim()}D input. Note that "
                           "dropout1d exists to provide channel-wise dropout on inputs with 1 spatial dimension, a "
                           "channel dimension, and an optional batch dimension (i.e. 2D or 3D inputs).")
    if input.dim() == 3:
        return _dropout_impl(input, p, training, inplace, True, False)
    return _dropout_impl(input.unsqueeze(0), p, training, False, True, False).squeeze(0) if not inplace else \
        input.copy_(_dropout_impl(input.unsqueeze(0), p, training, False, True, False).squeeze(0))


def dropout2d(input, p=0.5, training=True, inplace=False):
    """Zeroes whole channels of an (N, C, H, W) input with probability p
    (torch's warnings for other ranks; a 3-D input is taken as (N, C, L))."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(dropout2d, (input,), input, p=p, training=training, inplace=inplace)
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if input.dim() not in (3, 4):
        _warnings.warn(f"dropout2d: Received a {input.dim()}-D input to dropout2d, which is deprecated and will "
                       "result in an error in a future release. To retain the behavior and silence this warning, "
                       "please use dropout instead. Note that dropout2d exists to provide channel-wise dropout on "
                       "inputs with 2 spatial dimensions, a channel dimension, and an optional batch dimension "
                       "(i.e. 3D or 4D inputs).")
    if input.dim() == 3:
        _warnings.warn("dropout2d: Received a 3D input to dropout2d and assuming that channel-wise 1D dropout "
                       "behavior is desired - input is interpreted as shape (N, C, L), where C is the channel dim. "
                       "This behavior will change in a future release to interpret the input as one without a "
                       "batch dimension, i.e. shape (C, H, W). To maintain the 1D channel-wise dropout behavior, "
                       "please switch to using dropout1d instead.")
    return _dropout_impl(input, p, training, inplace, True, False)


def dropout3d(input, p=0.5, training=True, inplace=False):
    """Zeroes whole channels of an (N, C, D, H, W) or (C, D, H, W) input with probability p."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(dropout3d, (input,), input, p=p, training=training, inplace=inplace)
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if input.dim() not in (4, 5):
        _warnings.warn(f"dropout3d: Received a {input.dim()}-D input to dropout3d, which is deprecated and will "
                       "result in an error in a future release. To retain the behavior and silence this warning, "
                       "please use dropout instead. Note that dropout3d exists to provide channel-wise dropout on "
                       "inputs with 3 spatial dimensions, a channel dimension, and an optional batch dimension "
                       "(i.e. 4D or 5D inputs).")
    if input.dim() == 4:
        out = _dropout_impl(input.unsqueeze(0), p, training, False, True, False).squeeze(0)
        return input.copy_(out) if inplace else out
    return _dropout_impl(input, p, training, inplace, True, False)


def alpha_dropout(input, p=0.5, training=False, inplace=False):
    """Dropout for selu networks: dropped units go to selu's negative
    saturation value, then an affine map restores mean and variance."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(alpha_dropout, (input,), input, p=p, training=training, inplace=inplace)
    return _dropout_impl(input, p, training, inplace, False, True)


def feature_alpha_dropout(input, p=0.5, training=False, inplace=False):
    """alpha_dropout of whole channels."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(feature_alpha_dropout, (input,), input, p=p, training=training,
                                         inplace=inplace)
    return _dropout_impl(input, p, training, inplace, True, True)


def normalize(input, p=2.0, dim=1, eps=1e-12, out=None):
    """input divided by its p-norm along dim, the norm held at eps or above."""
    if _C._has_torch_function_variadic(input, out):
        return _C._handle_torch_function(normalize, (input, out), input, p=p, dim=dim, eps=eps, out=out)
    denominator = input.norm(p, dim, keepdim=True).clamp(min=eps).expand_as(input)
    return input / denominator if out is None else _yaten.div(input, denominator, out=out)


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode="mean",
                  sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    """The sum, mean or max of each bag of embedding rows: the rows of a 2-D
    input, or of a 1-D input cut at offsets; per_sample_weights scale the
    rows (mode 'sum'), padding_idx entries are left out of their bag."""
    if _C._has_torch_function_variadic(input, weight, offsets, per_sample_weights):
        return _C._handle_torch_function(
            embedding_bag, (input, weight, offsets, per_sample_weights), input, weight, offsets=offsets,
            max_norm=max_norm, norm_type=norm_type, scale_grad_by_freq=scale_grad_by_freq, mode=mode, sparse=sparse,
            per_sample_weights=per_sample_weights, include_last_offset=include_last_offset, padding_idx=padding_idx)
    if weight.dtype == _yaten.int64 and input.is_floating_point():
        _warnings.warn("Argument order of nn.functional.embedding_bag was changed. Usage `embedding_bag(weight, "
                       "input, ...)` is deprecated, and should now be `embedding_bag(input, weight, ...)`.")
        weight, input = input, weight
    if per_sample_weights is not None and input.size() != per_sample_weights.size():
        raise ValueError(f"embedding_bag: If per_sample_weights ({per_sample_weights.shape}) is not None, then it "
                         f"must have the same shape as the input ({input.shape})")
    if input.dim() == 2:
        if offsets is not None:
            raise ValueError("if input is 2D, then offsets has to be None, as input is treated is a mini-batch of "
                             f"fixed length sequences. However, found offsets of type {type(offsets)}")
        offsets = _yaten.arange(0, input.numel(), input.size(1), dtype=input.dtype)
        input = input.reshape(-1)
        per_sample_weights = None if per_sample_weights is None else per_sample_weights.reshape(-1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:
            raise ValueError("offsets has to be a 1D Tensor")
    else:
        raise ValueError(f"input has to be 1D or 2D Tensor, but got Tensor of dimension {input.dim()}")
    modes = {"sum": 0, "mean": 1, "max": 2}
    if mode not in modes:
        raise ValueError("mode has to be one of sum, mean or max")
    if mode == "max" and scale_grad_by_freq:
        raise ValueError("max mode does not support scaling the gradient by the frequency")
    if mode == "max" and sparse:
        raise ValueError("max mode does not support sparse weights")
    if max_norm is not None:
        with _yaten.no_grad():
            _yaten.embedding_renorm_(weight, input, max_norm, norm_type)
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError("embedding_bag: per_sample_weights was not None. per_sample_weights is only "
                                  f"supported for mode='sum' (got mode='{mode}'). Please open a feature request on "
                                  "GitHub.")
    return _yaten.embedding_bag(weight, input, offsets, scale_grad_by_freq, modes[mode], sparse, per_sample_weights,
                                include_last_offset, padding_idx)[0]


def _pair_of(value):
    return tuple(value) if isinstance(value, (tuple, list)) else (value, value)


def _sliding_blocks(spatial, kernel, dilation, padding, stride):
    """The number of block positions along each of the 2 dims, as torch's im2col checks it."""
    blocks = tuple((spatial[d] + 2 * padding[d] - dilation[d] * (kernel[d] - 1) - 1) // stride[d] + 1 for d in range(2))
    if min(blocks) < 1:
        raise RuntimeError(f"Given input with spatial size {tuple(spatial)}, kernel_size={kernel}, dilation={dilation}, "
                           f"padding={padding}, calculated shape of the array of sliding blocks as {blocks}, but its "
                           "components must be at least one.")
    return blocks


def _block_slices(i, j, blocks, dilation, stride):
    """The (H, W) slices of a padded image that kernel position (i, j) reads over all blocks."""
    return (slice(i * dilation[0], i * dilation[0] + stride[0] * (blocks[0] - 1) + 1, stride[0]),
            slice(j * dilation[1], j * dilation[1] + stride[1] * (blocks[1] - 1) + 1, stride[1]))


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """im2col: the sliding kernel_size blocks of an (N, C, H, W) or (C, H, W)
    input as columns, (N, C * kH * kW, L)."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(unfold, (input,), input, kernel_size, dilation=dilation, padding=padding,
                                         stride=stride)
    kernel, dilation, padding, stride = map(_pair_of, (kernel_size, dilation, padding, stride))
    if input.dim() not in (3, 4):
        raise RuntimeError(f"Expected 3D or 4D (batch mode) tensor for input with possibly 0 batch size and "
                           f"non-zero dimensions for input, but got: {list(input.shape)}")
    batched = input if input.dim() == 4 else input.unsqueeze(0)
    n, c = batched.shape[0], batched.shape[1]
    blocks = _sliding_blocks(batched.shape[2:], kernel, dilation, padding, stride)
    padded = pad(batched, (padding[1], padding[1], padding[0], padding[0]))
    columns = [padded[:, :, rows, cols] for i in range(kernel[0]) for j in range(kernel[1])
               for rows, cols in [_block_slices(i, j, blocks, dilation, stride)]]
    out = _yaten.stack(columns, 2).reshape(n, c * kernel[0] * kernel[1], blocks[0] * blocks[1])
    return out if input.dim() == 4 else out.squeeze(0)


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """col2im: sums the columns of an (N, C * kH * kW, L) or (C * kH * kW, L)
    input back into an (N, C, H, W) image, where blocks overlap."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(fold, (input,), input, output_size, kernel_size, dilation=dilation,
                                         padding=padding, stride=stride)
    size, kernel, dilation, padding, stride = map(_pair_of, (output_size, kernel_size, dilation, padding, stride))
    if input.dim() not in (2, 3):
        raise RuntimeError(f"Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and "
                           f"non-zero dimensions for input, but got: {list(input.shape)}")
    batched = input if input.dim() == 3 else input.unsqueeze(0)
    per_block = kernel[0] * kernel[1]
    if batched.shape[1] % per_block != 0:
        raise RuntimeError("Expected size of input's dimension 1 to be divisible by the product of kernel_size, but "
                           f"got input.size(1)={batched.shape[1]} and kernel_size={kernel}.")
    blocks = _sliding_blocks(size, kernel, dilation, padding, stride)
    if batched.shape[2] != blocks[0] * blocks[1]:
        raise RuntimeError(f"Given output_size={size}, kernel_size={kernel}, dilation={dilation}, padding={padding}, "
                           f"stride={stride}, expected size of input's dimension 2 to match the calculated number of "
                           f"sliding blocks {blocks[0]} * {blocks[1]} = {blocks[0] * blocks[1]}, but got "
                           f"input.size(2)={batched.shape[2]}.")
    n, c = batched.shape[0], batched.shape[1] // per_block
    columns = batched.reshape(n, c, per_block, blocks[0], blocks[1])
    image = _yaten.zeros(n, c, size[0] + 2 * padding[0], size[1] + 2 * padding[1], dtype=input.dtype)
    for i in range(kernel[0]):
        for j in range(kernel[1]):
            rows, cols = _block_slices(i, j, blocks, dilation, stride)
            image[:, :, rows, cols] += columns[:, :, i * kernel[1] + j]
    out = image[:, :, padding[0]:padding[0] + size[0], padding[1]:padding[1] + size[1]]
    return out if input.dim() == 3 else out.squeeze(0)




# ----------------------------------------------------------------------------- attention (helper nnmodels)

def _append_zero_column(mask):
    """mask with one more key position (last dim), which nothing masks."""
    return _yaten.cat([mask, mask.new_zeros(tuple(mask.shape[:-1]) + (1,))], -1)


def _in_projection_packed(q, k, v, w, b):
    """q, k, v projected by the three row blocks of w (and b); one matmul
    when they are the same tensor, as torch does."""
    if k is v and q is k:
        return linear(q, w, b).chunk(3, dim=-1)
    w_q, w_k, w_v = w.chunk(3)
    b_q, b_k, b_v = (None, None, None) if b is None else b.chunk(3)
    if k is v:
        kv = linear(k, _yaten.cat([w_k, w_v]), None if b is None else _yaten.cat([b_k, b_v])).chunk(2, dim=-1)
        return (linear(q, w_q, b_q),) + tuple(kv)
    return linear(q, w_q, b_q), linear(k, w_k, b_k), linear(v, w_v, b_v)


def _mha_check_shapes(query, key, value, key_padding_mask, attn_mask, num_heads):
    """Whether the call is batched (3-D query); AssertionError on other dims, as torch."""
    dims = query.dim()
    if dims not in (2, 3):
        raise AssertionError(f"query should be unbatched 2D or batched 3D tensor but received {dims}-D query tensor")
    kind = "batched (3-D)" if dims == 3 else "unbatched (2-D)"
    assert key.dim() == dims and value.dim() == dims, (
        f"For {kind} `query`, expected `key` and `value` to be {dims}-D but found "
        f"{key.dim()}-D and {value.dim()}-D tensors respectively")
    assert key_padding_mask is None or key_padding_mask.dim() == dims - 1, (
        f"For {kind} `query`, expected `key_padding_mask` to be `None` or {dims - 1}-D but found "
        f"{key_padding_mask.dim()}-D tensor instead")
    assert attn_mask is None or attn_mask.dim() in (2, 3), (
        f"For {kind} `query`, expected `attn_mask` to be `None`, 2-D or 3-D but found "
        f"{attn_mask.dim()}-D tensor instead")
    if dims == 2 and attn_mask is not None and attn_mask.dim() == 3:
        expected = (num_heads, query.shape[0], key.shape[0])
        assert tuple(attn_mask.shape) == expected, (
            f"Expected `attn_mask` shape to be {expected} but got {tuple(attn_mask.shape)}")
    return dims == 3


def _mha_attention_mask(attn_mask, tgt_len, src_len, batch_heads):
    """attn_mask as (1 or B*heads, L, S), bool or float; RuntimeError on a wrong size."""
    if attn_mask is None:
        return None
    if attn_mask.dtype == _yaten.uint8:
        import warnings
        warnings.warn("Byte tensor for attn_mask in nn.MultiheadAttention is deprecated. Use bool tensor instead.")
        attn_mask = attn_mask.to(_yaten.bool)
    assert attn_mask.is_floating_point() or attn_mask.dtype == _yaten.bool, (
        f"Only float, byte, and bool types are supported for attn_mask, not {attn_mask.dtype}")
    if attn_mask.dim() == 2:
        if tuple(attn_mask.shape) != (tgt_len, src_len):
            raise RuntimeError(f"The shape of the 2D attn_mask is {attn_mask.shape}, but should be "
                               f"{(tgt_len, src_len)}.")
        return attn_mask.unsqueeze(0)
    if attn_mask.dim() == 3:
        if tuple(attn_mask.shape) != (batch_heads, tgt_len, src_len):
            raise RuntimeError(f"The shape of the 3D attn_mask is {attn_mask.shape}, but should be "
                               f"{(batch_heads, tgt_len, src_len)}.")
        return attn_mask
    raise RuntimeError(f"attn_mask's dimension {attn_mask.dim()} is not supported")


def _heads_first(x, length, batch_heads, head_dim):
    """(S, N, E) -> (N * heads, S, head_dim)."""
    return x.reshape(length, batch_heads, head_dim).transpose(0, 1)


def multi_head_attention_forward(query, key, value, embed_dim_to_check, num_heads, in_proj_weight, in_proj_bias,
                                 bias_k, bias_v, add_zero_attn, dropout_p, out_proj_weight, out_proj_bias,
                                 training=True, key_padding_mask=None, need_weights=True, attn_mask=None,
                                 use_separate_proj_weight=False, q_proj_weight=None, k_proj_weight=None,
                                 v_proj_weight=None, static_k=None, static_v=None, average_attn_weights=True):
    """Multi-head attention of query (L, N, E) over key (S, N, Ek) and value
    (S, N, Ev) (or unbatched (L, E), ...), as torch 1.13's: returns the
    output (L, N, E) and, with need_weights, the attention weights (N, L, S)
    averaged over heads (or (N, heads, L, S))."""
    tensors = (query, key, value, in_proj_weight, in_proj_bias, bias_k, bias_v, out_proj_weight, out_proj_bias)
    if _C._has_torch_function(tensors):
        return _C._handle_torch_function(
            multi_head_attention_forward, tensors, query, key, value, embed_dim_to_check, num_heads,
            in_proj_weight, in_proj_bias, bias_k, bias_v, add_zero_attn, dropout_p, out_proj_weight, out_proj_bias,
            training=training, key_padding_mask=key_padding_mask, need_weights=need_weights, attn_mask=attn_mask,
            use_separate_proj_weight=use_separate_proj_weight, q_proj_weight=q_proj_weight,
            k_proj_weight=k_proj_weight, v_proj_weight=v_proj_weight, static_k=static_k, static_v=static_v,
            average_attn_weights=average_attn_weights)
    batched = _mha_check_shapes(query, key, value, key_padding_mask, attn_mask, num_heads)
    if not batched:
        query, key, value = query.unsqueeze(1), key.unsqueeze(1), value.unsqueeze(1)
        if key_padding_mask is not None:
            key_padding_mask = key_padding_mask.unsqueeze(0)
    tgt_len, bsz, embed_dim = query.shape
    src_len = key.shape[0]
    if key_padding_mask is not None and key_padding_mask.dtype != _yaten.bool and not key_padding_mask.is_floating_point():
        raise AssertionError("only bool and floating types of key_padding_mask are supported")
    assert embed_dim == embed_dim_to_check, \
        f"was expecting embedding dimension of {embed_dim_to_check}, but got {embed_dim}"
    head_dim = embed_dim // num_heads
    assert head_dim * num_heads == embed_dim, f"embed_dim {embed_dim} not divisible by num_heads {num_heads}"
    if use_separate_proj_weight:
        assert key.shape[:2] == value.shape[:2], \
            f"key's sequence and batch dims {key.shape[:2]} do not match value's {value.shape[:2]}"
        assert q_proj_weight is not None, "use_separate_proj_weight is True but q_proj_weight is None"
        assert k_proj_weight is not None, "use_separate_proj_weight is True but k_proj_weight is None"
        assert v_proj_weight is not None, "use_separate_proj_weight is True but v_proj_weight is None"
        b_q, b_k, b_v = (None, None, None) if in_proj_bias is None else in_proj_bias.chunk(3)
        q, k, v = linear(query, q_proj_weight, b_q), linear(key, k_proj_weight, b_k), linear(value, v_proj_weight, b_v)
    else:
        assert key.shape == value.shape, f"key shape {key.shape} does not match value shape {value.shape}"
        assert in_proj_weight is not None, "use_separate_proj_weight is False but in_proj_weight is None"
        q, k, v = _in_projection_packed(query, key, value, in_proj_weight, in_proj_bias)
    batch_heads = bsz * num_heads
    attn_mask = _mha_attention_mask(attn_mask, tgt_len, src_len, batch_heads)

    if bias_k is not None and bias_v is not None:
        assert static_k is None, "bias cannot be added to static key."
        assert static_v is None, "bias cannot be added to static value."
        k = _yaten.cat([k, bias_k.repeat(1, bsz, 1)])
        v = _yaten.cat([v, bias_v.repeat(1, bsz, 1)])
        attn_mask = None if attn_mask is None else _append_zero_column(attn_mask)
        key_padding_mask = None if key_padding_mask is None else _append_zero_column(key_padding_mask)
    else:
        assert bias_k is None
        assert bias_v is None

    q = _heads_first(q, tgt_len, batch_heads, head_dim)
    for name, static, projected in (("k", static_k, k), ("v", static_v, v)):
        if static is not None:
            assert static.size(0) == batch_heads, \
                f"expecting static_{name}.size(0) of {batch_heads}, but got {static.size(0)}"
            assert static.size(2) == head_dim, f"expecting static_{name}.size(2) of {head_dim}, but got {static.size(2)}"
    k = static_k if static_k is not None else _heads_first(k, k.shape[0], batch_heads, head_dim)
    v = static_v if static_v is not None else _heads_first(v, v.shape[0], batch_heads, head_dim)
    if add_zero_attn:
        k = _yaten.cat([k, k.new_zeros((batch_heads, 1, head_dim))], 1)
        v = _yaten.cat([v, v.new_zeros((batch_heads, 1, head_dim))], 1)
        attn_mask = None if attn_mask is None else _append_zero_column(attn_mask)
        key_padding_mask = None if key_padding_mask is None else _append_zero_column(key_padding_mask)
    src_len = k.shape[1]

    if key_padding_mask is not None:
        assert tuple(key_padding_mask.shape) == (bsz, src_len), \
            f"expecting key_padding_mask shape of {(bsz, src_len)}, but got {key_padding_mask.shape}"
        key_padding_mask = key_padding_mask.reshape(bsz, 1, 1, src_len).expand(-1, num_heads, -1, -1) \
            .reshape(batch_heads, 1, src_len)
        if attn_mask is None:
            attn_mask = key_padding_mask
        elif attn_mask.dtype == _yaten.bool:
            attn_mask = attn_mask.logical_or(key_padding_mask)
        else:
            attn_mask = _yaten.where(key_padding_mask, float("-inf"), attn_mask)
    if attn_mask is not None and attn_mask.dtype == _yaten.bool:
        # True means "masked out" here (torch 1.13's convention), the opposite of scaled_dot_product_attention's.
        attn_mask = _yaten.where(attn_mask, float("-inf"), q.new_zeros(()))
    if not training:
        dropout_p = 0.0

    if need_weights:
        scores = _yaten.bmm(q * (1.0 / math.sqrt(head_dim)), k.transpose(-2, -1))
        weights = softmax(scores if attn_mask is None else scores + attn_mask, -1)
        if dropout_p > 0.0:
            weights = dropout(weights, p=dropout_p)
        attn_output = _yaten.bmm(weights, v)
    else:
        attn_output = scaled_dot_product_attention(q, k, v, attn_mask, dropout_p)
    attn_output = linear(attn_output.transpose(0, 1).reshape(tgt_len * bsz, embed_dim), out_proj_weight,
                         out_proj_bias).reshape(tgt_len, bsz, -1)
    if not batched:
        attn_output = attn_output.squeeze(1)
    if not need_weights:
        return attn_output, None
    weights = weights.reshape(bsz, num_heads, tgt_len, src_len)
    if average_attn_weights:
        weights = weights.sum(dim=1) / num_heads
    return attn_output, (weights if batched else weights.squeeze(0))


# ----------------------------------------------------------------------------- 1-D and 3-D pools

# The 1-D and 3-D pools, lp pools, max_unpool and local_response_norm are
# ops.yaml ops (exported above); these wrappers add what torch's Python adds:
# return_indices, and None in adaptive output sizes for "the input's size".

def _adaptive_size(input, output_size):
    """output_size with None standing for the input's own size (2-D; 3-D in _adaptive_triple)."""
    if isinstance(output_size, (tuple, list)) and len(output_size) == 2 and any(s is None for s in output_size):
        return tuple(input.shape[i - 2] if s is None else s for i, s in enumerate(output_size))
    return output_size


def _adaptive_triple(input, output_size):
    if isinstance(output_size, (tuple, list)) and any(s is None for s in output_size):
        return tuple(input.shape[input.dim() - len(output_size) + i] if s is None else s
                     for i, s in enumerate(output_size))
    return output_size


def _max_pool_function(name, pool, doc):
    """F.max_pool1d / max_pool3d: the ops.yaml op `pool` returns (output, indices)."""
    def function(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
        if _C._has_torch_function_unary(input):
            return _C._handle_torch_function(function, (input,), input, kernel_size, stride=stride, padding=padding,
                                             dilation=dilation, ceil_mode=ceil_mode, return_indices=return_indices)
        output, indices = pool(input, kernel_size, stride, padding, dilation, ceil_mode)
        return (output, indices) if return_indices else output
    function.__name__ = function.__qualname__ = name
    function.__doc__ = doc
    return function


def _adaptive_max_pool_function(name, pool, doc, resize):
    """F.adaptive_max_pool1d/2d/3d: the ops.yaml op `pool` returns (output, indices)."""
    def function(input, output_size, return_indices=False):
        if _C._has_torch_function_unary(input):
            return _C._handle_torch_function(function, (input,), input, output_size, return_indices=return_indices)
        output, indices = pool(input, resize(input, output_size))
        return (output, indices) if return_indices else output
    function.__name__ = function.__qualname__ = name
    function.__doc__ = doc
    return function


max_pool2d = _max_pool_function("max_pool2d", _max_pool2d_with_indices,
                                "2-D max pooling; with `return_indices`, also the flat H * W index of each maximum.")
max_pool1d = _max_pool_function("max_pool1d", _C._nn.max_pool1d_with_indices,
                                "1-D max pooling of input (N, C, L) or (C, L); with `return_indices`, also the index "
                                "of each maximum.")
max_pool3d = _max_pool_function("max_pool3d", _C._nn.max_pool3d_with_indices,
                                "3-D max pooling of input (N, C, D, H, W) or (C, D, H, W); with `return_indices`, "
                                "also the flat D * H * W index of each maximum.")
adaptive_max_pool1d = _adaptive_max_pool_function(
    "adaptive_max_pool1d", _C._nn.adaptive_max_pool1d_with_indices,
    "1-D max pooling of input (N, C, L) or (C, L) into output_size bins; with `return_indices`, also the index of "
    "each maximum.", lambda input, size: size)
adaptive_max_pool2d = _adaptive_max_pool_function(
    "adaptive_max_pool2d", _adaptive_max_pool2d_with_indices,
    "2-D max pooling into output_size (H_out, W_out) bins (None keeps that size of the input); with "
    "`return_indices`, also the flat H * W index of each maximum.", _adaptive_size)
adaptive_max_pool3d = _adaptive_max_pool_function(
    "adaptive_max_pool3d", _C._nn.adaptive_max_pool3d_with_indices,
    "3-D max pooling of input (N, C, D, H, W) or (C, D, H, W) into output_size (D, H, W) bins (None keeps that size "
    "of the input); with `return_indices`, also the flat D * H * W index of each maximum.", _adaptive_triple)


def adaptive_max_pool2d_with_indices(input, output_size, return_indices=False):
    """2-D max pooling into output_size bins, with the flat H * W index of each maximum."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(adaptive_max_pool2d_with_indices, (input,), input, output_size,
                                         return_indices=return_indices)
    return _adaptive_max_pool2d_with_indices(input, _adaptive_size(input, output_size))


def adaptive_avg_pool3d(input, output_size):
    """3-D average pooling of input (N, C, D, H, W) or (C, D, H, W) into output_size (D, H, W) bins (None keeps
    that size of the input)."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(adaptive_avg_pool3d, (input,), input, output_size)
    return _C._nn.adaptive_avg_pool3d(input, _adaptive_triple(input, output_size))


# softmax, log_softmax and softmin accept dim=None, as torch's do: a
# deprecation warning and torch's legacy choice of dim. torch counts
# _stacklevel from a helper that function calls, so the warning names the
# same frame (the caller's line) one level sooner here.
def _softmax_like(name, compute, doc):
    def function(input, dim=None, _stacklevel=3, dtype=None):
        if _C._has_torch_function_unary(input):
            return _C._handle_torch_function(function, (input,), input, dim=dim, _stacklevel=_stacklevel, dtype=dtype)
        # (Not a tensor: the op's own TypeError, where torch's Python raises AttributeError.)
        if dim is None and isinstance(input, _C.TensorBase):
            _warnings.warn(f"Implicit dimension choice for {name} has been deprecated. "
                           "Change the call to include dim=X as an argument.", stacklevel=_stacklevel - 1)
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

from yaten.nn._vision import affine_grid, grid_sample  # noqa: E402,F401
from yaten.nn._fractional_pool import (fractional_max_pool2d, fractional_max_pool2d_with_indices,  # noqa: E402,F401
                                       fractional_max_pool3d, fractional_max_pool3d_with_indices)
from yaten.nn import grad  # noqa: E402,F401 (torch.nn.functional.grad is torch.nn.grad)
