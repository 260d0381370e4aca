"""yaten.nn.functional: the ops ops.yaml exposes here, plus the few that
take Python-only arguments (relu's `inplace`, max_pool2d's `return_indices`,
adaptive_avg_pool2d's None sizes)."""
import math

import yaten as _yaten
from yaten import _C
from yaten import ones_like as _ones_like

for _name in dir(_C._nn):
    if not _name.startswith("__"):
        globals()[_name] = getattr(_C._nn, _name)

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
    return _adaptive_avg_pool2d(input, _adaptive_size(input, output_size) if isinstance(input, _C.TensorBase)
                                else output_size)


del _name


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


# ----------------------------------------------------------------------------- more pooling, normalization (helper nnmodels)

def _one(value, name, op):
    """An int from an int or a 1-element sequence (the 1-d pools' arguments)."""
    if isinstance(value, (tuple, list)):
        if len(value) != 1:
            raise RuntimeError(f"{op}: {name} must be an int or a tuple of one int, got {tuple(value)}")
        return value[0]
    return value


def _pool1d_input(input, op):
    if not isinstance(input, _C.TensorBase) or input.dim() not in (2, 3):
        shape = tuple(input.shape) if isinstance(input, _C.TensorBase) else type(input).__name__
        raise RuntimeError(f"{op}: Expected 2D or 3D (batch mode) tensor with optional 0 dim batch size for input, "
                           f"but got: {shape}")
    return input.unsqueeze(-2)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
    """1-D average pooling of input (N, C, L) or (C, L): avg_pool2d over a height-1 image."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(avg_pool1d, (input,), input, kernel_size, stride, padding, ceil_mode,
                                         count_include_pad)
    k = _one(kernel_size, "kernel_size", "avg_pool1d")
    s = k if stride is None or stride == () or stride == [] else _one(stride, "stride", "avg_pool1d")
    out = avg_pool2d(_pool1d_input(input, "avg_pool1d"), (1, k), (1, s), (0, _one(padding, "padding", "avg_pool1d")),
                     ceil_mode, count_include_pad)
    return out.squeeze(-2)


def _max_pool1d(input, kernel_size, stride, padding, dilation, ceil_mode):
    k = _one(kernel_size, "kernel_size", "max_pool1d")
    s = k if stride is None or stride == () or stride == [] else _one(stride, "stride", "max_pool1d")
    # On a height-1 image the flat H * W index of a maximum is its index along L.
    output, indices = _max_pool2d_with_indices(_pool1d_input(input, "max_pool1d"), (1, k), (1, s),
                                               (0, _one(padding, "padding", "max_pool1d")),
                                               (1, _one(dilation, "dilation", "max_pool1d")), ceil_mode)
    return output.squeeze(-2), indices.squeeze(-2)


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """1-D max pooling of input (N, C, L) or (C, L); with `return_indices`, also the index of each maximum."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(max_pool1d, (input,), input, kernel_size, stride=stride, padding=padding,
                                         dilation=dilation, ceil_mode=ceil_mode, return_indices=return_indices)
    output, indices = _max_pool1d(input, kernel_size, stride, padding, dilation, ceil_mode)
    return (output, indices) if return_indices else output


def max_pool1d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
                            return_indices=False):
    """max_pool1d returning (output, indices)."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(max_pool1d_with_indices, (input,), input, kernel_size, stride=stride,
                                         padding=padding, dilation=dilation, ceil_mode=ceil_mode,
                                         return_indices=return_indices)
    return _max_pool1d(input, kernel_size, stride, padding, dilation, ceil_mode)


def _adaptive_size(input, output_size):
    """output_size (H_out, W_out) with None standing for the input's own size."""
    if isinstance(output_size, (tuple, list)) and len(output_size) == 2 and any(s is None for s in output_size):
        return tuple(input.shape[i - 2] if s is None else s for i, s in enumerate(output_size))
    return output_size


def adaptive_max_pool2d_with_indices(input, output_size, return_indices=False):
    """2-D max pooling into output_size bins, with the flat H * W index of each maximum."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(adaptive_max_pool2d_with_indices, (input,), input, output_size,
                                         return_indices=return_indices)
    return _adaptive_max_pool2d_with_indices(input, _adaptive_size(input, output_size))


def adaptive_max_pool2d(input, output_size, return_indices=False):
    """2-D max pooling into output_size (H_out, W_out) bins (None keeps that size of the input); with
    `return_indices`, also the flat H * W index of each maximum."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(adaptive_max_pool2d, (input,), input, output_size,
                                         return_indices=return_indices)
    output, indices = _adaptive_max_pool2d_with_indices(input, _adaptive_size(input, output_size))
    return (output, indices) if return_indices else output


def adaptive_max_pool1d(input, output_size, return_indices=False):
    """1-D max pooling of input (N, C, L) or (C, L) into output_size bins; with `return_indices`, also the
    index of each maximum."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(adaptive_max_pool1d, (input,), input, output_size,
                                         return_indices=return_indices)
    output, indices = _adaptive_max_pool2d_with_indices(
        _pool1d_input(input, "adaptive_max_pool1d"), (1, _one(output_size, "output_size", "adaptive_max_pool1d")))
    output, indices = output.squeeze(-2), indices.squeeze(-2)
    return (output, indices) if return_indices else output


def adaptive_avg_pool1d(input, output_size):
    """1-D average pooling of input (N, C, L) or (C, L) into output_size positions."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(adaptive_avg_pool1d, (input,), input, output_size)
    size = _one(output_size, "output_size", "adaptive_avg_pool1d")
    return _adaptive_avg_pool2d(_pool1d_input(input, "adaptive_avg_pool1d"), (1, size)).squeeze(-2)


def lp_pool2d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    """Power-average pooling: (sum over each window of x^p)^(1/p), as torch's (windows from avg_pool2d)."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(lp_pool2d, (input,), input, norm_type, kernel_size, stride=stride,
                                         ceil_mode=ceil_mode)
    kh, kw = (kernel_size, kernel_size) if isinstance(kernel_size, int) else kernel_size
    out = avg_pool2d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    return (out.sign() * relu(out.abs())).mul(kh * kw).pow(1.0 / norm_type)


def lp_pool1d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    """1-D power-average pooling: (sum over each window of x^p)^(1/p)."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(lp_pool1d, (input,), input, norm_type, kernel_size, stride=stride,
                                         ceil_mode=ceil_mode)
    out = avg_pool1d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    return (out.sign() * relu(out.abs())).mul(_one(kernel_size, "kernel_size", "lp_pool1d")).pow(1.0 / norm_type)


def _unpool_size(input, kernel_size, stride, padding, output_size, spatial, op):
    """The spatial output size of max_unpool: output_size (optionally with N, C) or the default."""
    kernel = [kernel_size] * spatial if isinstance(kernel_size, int) else list(kernel_size)
    stride = kernel if stride is None else ([stride] * spatial if isinstance(stride, int) else list(stride))
    padding = [padding] * spatial if isinstance(padding, int) else list(padding)
    default = [(input.size(input.dim() - spatial + d) - 1) * stride[d] - 2 * padding[d] + kernel[d]
               for d in range(spatial)]
    if output_size is None:
        return default
    output_size = list(output_size)
    if len(output_size) == spatial + 2:
        output_size = output_size[2:]
    if len(output_size) != spatial:
        raise ValueError(f"output_size should be a sequence containing {spatial} or {spatial + 2} elements, but it "
                         f"has a length of '{len(output_size)}'")
    for d in range(spatial):
        low, high = default[d] - stride[d], default[d] + stride[d]
        if not low < output_size[d] < high:
            raise ValueError(f'invalid output_size "{output_size}" (dim {d} must be between {low} and {high})')
    return output_size


def _max_unpool(input, indices, kernel_size, stride, padding, output_size, spatial, op):
    size = _unpool_size(input, kernel_size, stride, padding, output_size, spatial, op)
    if input.dim() not in (spatial + 1, spatial + 2):
        raise RuntimeError(f"{op}: Expected {spatial + 1}D or {spatial + 2}D input, got {input.dim()}D")
    if tuple(indices.shape) != tuple(input.shape):
        raise RuntimeError(f"{op}: Expected shape of indices to be same as that of the input tensor "
                           f"({tuple(input.shape)}) but got indices tensor with shape: {tuple(indices.shape)}")
    lead = tuple(input.shape[:-spatial])
    flat_size = 1
    for s in size:
        flat_size *= s
    if indices.numel() and (int(indices.min()) < 0 or int(indices.max()) >= flat_size):
        raise RuntimeError(f"{op}: Found an invalid max index: {int(indices.max())} (output volumes are of size "
                           f"{'x'.join(str(s) for s in size)})")
    out = input.new_zeros(lead + (flat_size,)).scatter(-1, indices.flatten(-spatial), input.flatten(-spatial))
    return out.reshape(lead + tuple(size))


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    """The inverse of max_pool2d: each value of input written at its index, zeros elsewhere."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(max_unpool2d, (input,), input, indices, kernel_size, stride, padding,
                                         output_size)
    return _max_unpool(input, indices, kernel_size, stride, padding, output_size, 2, "max_unpool2d")


def max_unpool1d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    """The inverse of max_pool1d: each value of input written at its index, zeros elsewhere."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(max_unpool1d, (input,), input, indices, kernel_size, stride, padding,
                                         output_size)
    return _max_unpool(input, indices, kernel_size, stride, padding, output_size, 1, "max_unpool1d")


def local_response_norm(input, size, alpha=1e-4, beta=0.75, k=1.0):
    """Divides each element by (k + alpha * mean of x^2 over `size` neighbouring channels)^beta, the
    window zero-padded at the ends (size // 2 channels before, (size - 1) // 2 after)."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(local_response_norm, (input,), input, size, alpha=alpha, beta=beta, k=k)
    if input.dim() < 3:
        raise ValueError(f"Expected 3D or higher dimensionality input (got {input.dim()} dimensions)")
    if input.numel() == 0:
        return input
    batch, channels = input.shape[0], input.shape[1]
    squares = input.mul(input).reshape(batch, 1, channels, -1)
    rest = squares.shape[-1]
    before, after = squares.new_zeros((batch, 1, size // 2, rest)), squares.new_zeros((batch, 1, (size - 1) // 2, rest))
    window_mean = avg_pool2d(_yaten.cat([before, squares, after], 2), (size, 1), stride=1)
    return input / window_mean.reshape(input.shape).mul(alpha).add(k).pow(beta)


def _triple_of(value, name, op):
    if isinstance(value, (tuple, list)):
        if len(value) not in (1, 3):
            raise RuntimeError(f"{op}: {name} must either be a single int, or a tuple of three ints")
        return tuple(value) * (3 // len(value))
    return (value,) * 3


def _pool3d_planes(input, op):
    """input as (planes, D, H, W), and the leading sizes to restore: (N, C) or (C,)."""
    if not isinstance(input, _C.TensorBase) or input.dim() not in (4, 5):
        shape = tuple(input.shape) if isinstance(input, _C.TensorBase) else type(input).__name__
        raise RuntimeError(f"{op}: Expected 4D or 5D (batch mode) tensor with optional 0 dim batch size for input, "
                           f"but got: {shape}")
    lead = tuple(input.shape[:-3])
    return input.reshape((-1,) + tuple(input.shape[-3:])), lead


# The 3-D pools are separable: pooling each depth's (H, W) plane, then along
# D over the pooled planes, takes the same windows (a box is the product of
# its sides; averages divide by the product of the per-dim counts; maxima
# keep the first, or last NaN, in (d, h, w) order), so they run on the 2-D
# kernels twice.

def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None):
    """3-D average pooling of input (N, C, D, H, W) or (C, D, H, W)."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(avg_pool3d, (input,), input, kernel_size, stride, padding, ceil_mode,
                                         count_include_pad, divisor_override)
    op = "avg_pool3d"
    k = _triple_of(kernel_size, "kernel_size", op)
    s = k if stride is None or stride == () or stride == [] else _triple_of(stride, "stride", op)
    p = _triple_of(padding, "padding", op)
    if divisor_override is not None and divisor_override == 0:
        raise RuntimeError(f"{op}: divisor must be not zero")
    x, lead = _pool3d_planes(input, op)
    divisor = None if divisor_override is None else 1  # sums per stage, divided once at the end
    planes = avg_pool2d(x, k[1:], s[1:], p[1:], ceil_mode, count_include_pad, divisor)
    rows = planes.reshape(planes.shape[0], 1, planes.shape[1], -1)
    out = avg_pool2d(rows, (k[0], 1), (s[0], 1), (p[0], 0), ceil_mode, count_include_pad, divisor)
    out = out.reshape(lead + (out.shape[2],) + tuple(planes.shape[2:]))
    return out if divisor_override is None else out / divisor_override


def _max_pool3d(input, kernel_size, stride, padding, dilation, ceil_mode, op):
    k = _triple_of(kernel_size, "kernel_size", op)
    s = k if stride is None or stride == () or stride == [] else _triple_of(stride, "stride", op)
    p, d = _triple_of(padding, "padding", op), _triple_of(dilation, "dilation", op)
    x, lead = _pool3d_planes(input, op)
    height, width = x.shape[-2:]
    planes, plane_index = _max_pool2d_with_indices(x, k[1:], s[1:], p[1:], d[1:], ceil_mode)
    return _max_over_depth(planes, plane_index, lead, height * width,
                           lambda rows: _max_pool2d_with_indices(rows, (k[0], 1), (s[0], 1), (p[0], 0), (d[0], 1),
                                                                 ceil_mode))


def _max_over_depth(planes, plane_index, lead, plane_size, pool_rows):
    """The second stage of a separable 3-D max pool: the maxima of the pooled
    planes (planes, D, H', W') along D, and each one's flat D * H * W index."""
    count, _, out_h, out_w = planes.shape
    values, depth_index = pool_rows(planes.reshape(count, 1, planes.shape[1], out_h * out_w))
    # depth_index is flat over (D, H' * W'): the chosen depth, and the position it was chosen at.
    chosen_depth = depth_index // (out_h * out_w)
    within_plane = plane_index.reshape(count, 1, -1).gather(2, depth_index.reshape(count, 1, -1))
    index = chosen_depth.reshape(count, 1, -1) * plane_size + within_plane
    shape = lead + (values.shape[2], out_h, out_w)
    return values.reshape(shape), index.reshape(shape)


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """3-D max pooling of input (N, C, D, H, W) or (C, D, H, W); with `return_indices`, also the flat
    D * H * W index of each maximum."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(max_pool3d, (input,), input, kernel_size, stride=stride, padding=padding,
                                         dilation=dilation, ceil_mode=ceil_mode, return_indices=return_indices)
    output, indices = _max_pool3d(input, kernel_size, stride, padding, dilation, ceil_mode, "max_pool3d")
    return (output, indices) if return_indices else output


def max_pool3d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
                            return_indices=False):
    """max_pool3d returning (output, indices)."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(max_pool3d_with_indices, (input,), input, kernel_size, stride=stride,
                                         padding=padding, dilation=dilation, ceil_mode=ceil_mode,
                                         return_indices=return_indices)
    return _max_pool3d(input, kernel_size, stride, padding, dilation, ceil_mode, "max_pool3d_with_indices")


def _adaptive_triple(input, output_size, op):
    size = _triple_of(output_size, "output_size", op)
    return tuple(input.shape[input.dim() - 3 + i] if s is None else s for i, s in enumerate(size))


def adaptive_avg_pool3d(input, output_size):
    """3-D average pooling of input (N, C, D, H, W) or (C, D, H, W) into output_size (D, H, W) bins."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(adaptive_avg_pool3d, (input,), input, output_size)
    x, lead = _pool3d_planes(input, "adaptive_avg_pool3d")
    size = _adaptive_triple(input, output_size, "adaptive_avg_pool3d")
    planes = _adaptive_avg_pool2d(x, size[1:])
    rows = _adaptive_avg_pool2d(planes.reshape(planes.shape[0], 1, planes.shape[1], -1),
                                (size[0], size[1] * size[2]))
    return rows.reshape(lead + size)


def adaptive_max_pool3d(input, output_size, return_indices=False):
    """3-D max pooling of input (N, C, D, H, W) or (C, D, H, W) into output_size (D, H, W) bins; with
    `return_indices`, also the flat D * H * W index of each maximum."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(adaptive_max_pool3d, (input,), input, output_size,
                                         return_indices=return_indices)
    x, lead = _pool3d_planes(input, "adaptive_max_pool3d")
    size = _adaptive_triple(input, output_size, "adaptive_max_pool3d")
    planes, plane_index = _adaptive_max_pool2d_with_indices(x, size[1:])
    output, indices = _max_over_depth(
        planes, plane_index, lead, x.shape[-2] * x.shape[-1],
        lambda rows: _adaptive_max_pool2d_with_indices(rows, (size[0], rows.shape[-1])))
    return (output, indices) if return_indices else output
