"""torch's native entry points of the normalizations and dropout, which
return the statistics (or mask) their backward keeps beside the result:
native_batch_norm -> (output, save_mean, save_invstd), native_layer_norm
and native_group_norm -> (output, mean, rstd), native_dropout -> (output,
mask). layer_norm and group_norm are the internal ops F's forms call, whose
kernels give the statistics with the output; batch_norm's output is F's
(same kernels, same running-stat updates), its statistics computed from the
input without history."""
from yaten import _C

_has_torch_function = _C._has_torch_function
_handle_torch_function = _C._handle_torch_function


def native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    """Batch norm over every dim but 1; in training also the batch's mean and 1/sqrt(biased var + eps),
    in evaluation empty tensors in their place."""
    if _has_torch_function((input, weight, bias, running_mean, running_var)):
        return _handle_torch_function(native_batch_norm, (input, weight, bias, running_mean, running_var), input,
                                      weight, bias, running_mean, running_var, training, momentum, eps)
    import yaten
    from yaten.nn import functional as F
    out = F.batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)
    if not training:
        return out, input.new_empty(0), input.new_empty(0)
    dims = [d for d in range(input.dim()) if d != 1]
    with yaten.no_grad():
        mean = input.mean(dims)
        invstd = (input.var(dims, unbiased=False) + eps).rsqrt()
    return out, mean, invstd


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """Layer norm over the trailing normalized_shape dims, with the mean and 1/sqrt(var + eps) of each
    normalized slice (kept as size-1 dims)."""
    if _has_torch_function((input, weight, bias)):
        return _handle_torch_function(native_layer_norm, (input, weight, bias), input, normalized_shape, weight,
                                      bias, eps)
    out, mean, rstd = _C._internal.native_layer_norm(input, list(normalized_shape), weight, bias, eps)
    # torch's layer_norm statistics are not differentiable outputs (its group_norm's are)
    return out, mean.detach(), rstd.detach()


def native_group_norm(input, weight, bias, N, C, HxW, group, eps):
    """Group norm of input (N, C, *) in `group` groups, with each (sample, group)'s mean and
    1/sqrt(var + eps) as (N, group) tensors."""
    if _has_torch_function((input, weight, bias)):
        return _handle_torch_function(native_group_norm, (input, weight, bias), input, weight, bias, N, C, HxW,
                                      group, eps)
    if input.numel() != N * C * HxW:
        raise RuntimeError(f"Expected input to have {N * C * HxW} elements (N={N}, C={C}, HxW={HxW}), but got "
                           f"{input.numel()}")
    return _C._internal.native_group_norm(input, weight, bias, group, eps)


def native_dropout(input, p, train):
    """(input with each element zeroed with probability p and the rest scaled by 1/(1-p), the bool mask of
    the kept ones); train False: (a copy of input, all True). train None counts as True, as torch's."""
    if _has_torch_function((input,)):
        return _handle_torch_function(native_dropout, (input,), input, p, train)
    import yaten
    if train is not None and not train:
        return input.clone(), yaten.ones_like(input, dtype=yaten.bool)
    if not 0 <= p <= 1:
        raise RuntimeError(f"dropout probability has to be between 0 and 1, but got {p}")
    mask = yaten.empty_like(input).bernoulli_(1 - p).to(yaten.bool)
    scale = 0.0 if p == 1 else 1.0 / (1 - p)
    return input * mask * scale, mask
