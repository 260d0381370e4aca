"""torch's native entry points of the normalizations and dropout, which
return the statistics (or mask) their backward keeps beside the result:
native_batch_norm -> (output, save_mean, save_invstd), native_layer_norm
and native_group_norm -> (output, mean, rstd), native_dropout -> (output,
mask). The output is the F form's (same kernels, same running-stat
updates); the statistics are computed from the input without history."""
from yaten import _C

_has_torch_function = _C._has_torch_function
_handle_torch_function = _C._handle_torch_function


def _inverse_std(var, eps):
    return (var + eps).rsqrt()


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
        invstd = _inverse_std(input.var(dims, unbiased=False), eps)
    return out, mean, invstd


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """Layer norm over the trailing normalized_shape dims, with the mean and 1/sqrt(var + eps) of each
    normalized slice (kept as size-1 dims)."""
    if _has_torch_function((input, weight, bias)):
        return _handle_torch_function(native_layer_norm, (input, weight, bias), input, normalized_shape, weight,
                                      bias, eps)
    import yaten
    from yaten.nn import functional as F
    out = F.layer_norm(input, list(normalized_shape), weight, bias, eps)
    dims = list(range(input.dim() - len(normalized_shape), input.dim()))
    with yaten.no_grad():
        mean = input.mean(dims, keepdim=True)
        rstd = _inverse_std(input.var(dims, unbiased=False, keepdim=True), eps)
    return out, mean, rstd


def native_group_norm(input, weight, bias, N, C, HxW, group, eps):
    """Group norm of input (N, C, *) in `group` groups, with each (sample, group)'s mean and
    1/sqrt(var + eps) as (N, group) tensors."""
    if _has_torch_function((input, weight, bias)):
        return _handle_torch_function(native_group_norm, (input, weight, bias), input, weight, bias, N, C, HxW,
                                      group, eps)
    import yaten
    from yaten.nn import functional as F
    if input.numel() != N * C * HxW:
        raise RuntimeError(f"Expected input to have {N * C * HxW} elements (N={N}, C={C}, HxW={HxW}), but got "
                           f"{input.numel()}")
    out = F.group_norm(input, group, weight, bias, eps)
    with yaten.no_grad():
        rows = input.reshape(N, group, -1)
        mean = rows.mean(-1)
        rstd = _inverse_std(rows.var(-1, unbiased=False), eps)
    return out, mean, rstd


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
