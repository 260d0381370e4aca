"""Functions torch has at the top level that no schema of ops.yaml can say:
allclose, equal and is_floating_point return a Python bool; batch_norm, embedding, max_pool1d/2d/3d,
binary_cross_entropy_with_logits and the dropouts take torch's native
argument order (which differs from nn.functional's); selu_, celu_ and
rrelu_ are nn.functional's under their own names. The rest of torch's top-level aliases
are ops.yaml's `aliases:`."""
from yaten import _C
from yaten.nn import functional as _F

_has_torch_function = _C._has_torch_function
_handle_torch_function = _C._handle_torch_function


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """Whether every element of input is close to other's: |input - other| <= atol + rtol * |other|."""
    if _has_torch_function((input, other)):
        return _handle_torch_function(allclose, (input, other), input, other, rtol=rtol, atol=atol, equal_nan=equal_nan)
    return bool(_C._functions.isclose(input, other, rtol, atol, equal_nan).all())


def equal(input, other):
    """Whether input and other have the same size and the same elements."""
    if _has_torch_function((input, other)):
        return _handle_torch_function(equal, (input, other), input, other)
    return tuple(input.shape) == tuple(other.shape) and bool(_C._functions.eq(input, other).all())


def is_floating_point(input):
    """Whether input's dtype is a floating one (torch.is_floating_point; Tensor.is_floating_point)."""
    if _has_torch_function((input,)):
        return _handle_torch_function(is_floating_point, (input,), input)
    if not isinstance(input, _C.TensorBase):
        raise TypeError(f"is_floating_point(): argument 'input' (position 1) must be Tensor, not "
                        f"{type(input).__name__}")
    return input.dtype.is_floating_point


def batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled):
    """torch.batch_norm: nn.functional.batch_norm with torch's native argument order."""
    if _has_torch_function((input, weight, bias, running_mean, running_var)):
        return _handle_torch_function(batch_norm, (input, weight, bias, running_mean, running_var), input, weight, bias,
                                      running_mean, running_var, training, momentum, eps, cudnn_enabled)
    return _F.batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    """torch.embedding: the rows of weight at indices (padding_idx -1 is none)."""
    if _has_torch_function((weight, indices)):
        return _handle_torch_function(embedding, (weight, indices), weight, indices, padding_idx=padding_idx,
                                      scale_grad_by_freq=scale_grad_by_freq, sparse=sparse)
    return _F.embedding(indices, weight, None if padding_idx == -1 else padding_idx,
                        scale_grad_by_freq=scale_grad_by_freq, sparse=sparse)


def _torch_max_pool(name, pool):
    """torch.max_pool1d/2d/3d (no indices) and torch.max_pool1d_with_indices
    (a plain tuple): nn.functional's pool, an empty stride meaning kernel_size."""
    def function(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
        if _has_torch_function((input,)):
            return _handle_torch_function(function, (input,), input, kernel_size, stride=stride, padding=padding,
                                          dilation=dilation, ceil_mode=ceil_mode)
        return pool(input, kernel_size, stride if stride else None, padding, dilation, ceil_mode)
    function.__name__ = function.__qualname__ = name
    return function


max_pool1d = _torch_max_pool("max_pool1d", _F.max_pool1d)
max_pool2d = _torch_max_pool("max_pool2d", _F.max_pool2d)
max_pool3d = _torch_max_pool("max_pool3d", _F.max_pool3d)
max_pool1d_with_indices = _torch_max_pool("max_pool1d_with_indices", _C._nn.max_pool1d_with_indices)


def adaptive_max_pool1d(input, output_size):
    """torch.adaptive_max_pool1d: (output, indices), as a plain tuple."""
    if _has_torch_function((input,)):
        return _handle_torch_function(adaptive_max_pool1d, (input,), input, output_size)
    return _C._nn.adaptive_max_pool1d_with_indices(input, output_size)


_REDUCTIONS = ("none", "mean", "sum")


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction=0):
    """torch.binary_cross_entropy_with_logits: reduction as an int (0 none, 1 mean, 2 sum); torch 1.13
    reads its default as 0."""
    if _has_torch_function((input, target, weight, pos_weight)):
        return _handle_torch_function(binary_cross_entropy_with_logits, (input, target, weight, pos_weight), input,
                                      target, weight=weight, pos_weight=pos_weight, reduction=reduction)
    return _F.binary_cross_entropy_with_logits(input, target, weight, reduction=_REDUCTIONS[reduction],
                                               pos_weight=pos_weight)


def norm(input, p="fro", dim=None, keepdim=False, out=None, dtype=None):
    """torch.norm: for a number p (None is 2) the vector p-norm over dim (all dims when None), in dtype when
    given; for "fro" the Frobenius norm, for "nuc" the nuclear norm, over at most two dims. Deprecated in
    torch for linalg.vector_norm and linalg.matrix_norm."""
    if _has_torch_function((input,)):
        return _handle_torch_function(norm, (input,), input, p=p, dim=dim, keepdim=keepdim, out=out, dtype=dtype)
    into = {} if out is None else {"out": out}
    if not isinstance(input, _C.TensorBase):  # the op's TypeError, where torch's Python raises AttributeError
        return _C._functions.norm(input, p, dim, keepdim, **into)
    dims = [dim] if isinstance(dim, int) else dim
    if isinstance(p, str):
        if p not in ("fro", "nuc"):
            raise RuntimeError(f"only valid string values are 'fro' and 'nuc', found {p}")
        if dtype is not None:
            raise ValueError(f"dtype argument is not supported in {'frobenius' if p == 'fro' else 'nuclear'} norm")
        if p == "nuc":
            return _C._functions.nuclear_norm(input, keepdim=keepdim, **into) if dims is None else \
                _C._functions.nuclear_norm(input, dims, keepdim=keepdim, **into)
        # Without dim, out and dtype torch takes every dim at once (any number of them); else at most two.
        everything = dims is None and out is None
        return _C._functions.frobenius_norm(input, () if everything else list(range(input.dim())) if dims is None
                                            else dims, keepdim=keepdim, **into)
    dims = list(range(input.dim())) if dims is None else dims
    if dtype is None:
        return _C._functions.norm(input, p, dims, keepdim, **into)
    return _C._functions.norm(input, p, dims, keepdim, dtype=dtype, **into)


def broadcast_shapes(*shapes):
    """The shape that tensors of the given shapes broadcast to (a yaten.Size)."""
    result, source = [], []  # sizes from the last dim backwards, and the arg each came from
    for arg, shape in enumerate(shapes):
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        for i, size in enumerate(reversed(shape)):
            if size < 0:
                raise RuntimeError(f"Trying to create tensor with negative dimension {size}: {list(shape)}")
            if i == len(result):
                result.append(size)
                source.append(arg)
            elif result[i] == 1:
                result[i], source[i] = size, arg
            elif size != 1 and size != result[i]:
                raise RuntimeError("Shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is "
                                   f"between arg {source[i]} and arg {arg}.")
    return _C.Size(tuple(reversed(result)))


def broadcast_tensors(*tensors):
    """Views of the tensors expanded to their common broadcast shape."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    if _has_torch_function(tensors):
        return _handle_torch_function(broadcast_tensors, tensors, *tensors)
    shape = broadcast_shapes(*(t.shape for t in tensors))
    return tuple(t.expand(shape) for t in tensors)


def meshgrid(*tensors, indexing=None):
    """Coordinate grids from 1-D tensors: "ij" indexing (torch's default, with a
    warning when not given) or "xy" (the first two dims swapped)."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    if _has_torch_function(tensors):
        return _handle_torch_function(meshgrid, tensors, *tensors, indexing=indexing)
    if indexing is None:
        import warnings
        warnings.warn("torch.meshgrid: in an upcoming release, it will be required to pass the indexing argument.",
                      UserWarning, stacklevel=2)
        indexing = "ij"
    if indexing not in ("ij", "xy"):
        raise RuntimeError(f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}')
    for t in tensors:
        if t.dim() > 1:
            raise RuntimeError(f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: {t}")
    columns = [t.reshape(-1) for t in tensors]
    swap = indexing == "xy" and len(columns) >= 2
    if swap:
        columns[0], columns[1] = columns[1], columns[0]
    shape = [c.shape[0] for c in columns]
    grids = []
    for i, c in enumerate(columns):
        view = [1] * len(columns)
        view[i] = shape[i]
        grids.append(c.reshape(view).expand(shape))
    if swap:  # the grids of (y, x, ...) in "ij" order are those of (x, y, ...) in "xy" order
        grids[0], grids[1] = grids[1], grids[0]
    return tuple(grids)


def _spread_tensor_list(name, kernel, one_as_is=False):
    """torch.<name>(*tensors): torch's Python front passes its positional
    tensors to the one-list op of ops.yaml; `one_as_is`: a single argument
    goes alone (a tensor gives a tensor, a list or tuple a tuple), as torch's
    atleast_1d passes it."""
    def spread(*tensors):
        if _has_torch_function(tensors):
            return _handle_torch_function(spread, tensors, *tensors)
        return kernel(tensors[0] if one_as_is and len(tensors) == 1 else tensors)
    spread.__name__ = spread.__qualname__ = name
    spread.__doc__ = kernel.__doc__
    return spread


cartesian_prod = _spread_tensor_list("cartesian_prod", _C._functions.cartesian_prod)
block_diag = _spread_tensor_list("block_diag", _C._functions.block_diag)
atleast_1d = _spread_tensor_list("atleast_1d", _C._functions.atleast_1d, one_as_is=True)
atleast_2d = _spread_tensor_list("atleast_2d", _C._functions.atleast_2d, one_as_is=True)
atleast_3d = _spread_tensor_list("atleast_3d", _C._functions.atleast_3d, one_as_is=True)


def selu_(input):
    """nn.functional.selu_: selu written into input."""
    if _has_torch_function((input,)):
        return _handle_torch_function(selu_, (input,), input)
    return _F.selu_(input)


def celu_(input, alpha=1.0):
    """nn.functional.celu_: celu written into input."""
    if _has_torch_function((input,)):
        return _handle_torch_function(celu_, (input,), input, alpha=alpha)
    return _F.celu_(input, alpha)


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False):
    """nn.functional.rrelu_: rrelu written into input."""
    if _has_torch_function((input,)):
        return _handle_torch_function(rrelu_, (input,), input, lower=lower, upper=upper, training=training)
    return _F.rrelu_(input, lower, upper, training)


def _native_dropout(name, feature, alpha, inplace):
    """torch.<name>(input, p, train): nn.functional's dropouts with torch's
    native argument order (`feature`: whole channels, dims 0 and 1 kept)."""
    def dropout(input, p, train):
        if _has_torch_function((input,)):
            return _handle_torch_function(dropout, (input,), input, p, train)
        if not 0.0 <= p <= 1.0:  # RuntimeError here, where nn.functional's raise ValueError
            raise RuntimeError(f"dropout probability has to be between 0 and 1, but got {p}")
        return _F._dropout_impl(input, p, train, inplace, feature, alpha)
    dropout.__name__ = dropout.__qualname__ = name
    kind = ("alpha dropout" if alpha else "dropout") + (" of whole channels" if feature else "")
    dropout.__doc__ = f"{kind.capitalize()} of input with probability p when train{', in place' if inplace else ''}."
    return dropout


dropout = _native_dropout("dropout", feature=False, alpha=False, inplace=False)
dropout_ = _native_dropout("dropout_", feature=False, alpha=False, inplace=True)
alpha_dropout = _native_dropout("alpha_dropout", feature=False, alpha=True, inplace=False)
alpha_dropout_ = _native_dropout("alpha_dropout_", feature=False, alpha=True, inplace=True)
feature_dropout = _native_dropout("feature_dropout", feature=True, alpha=False, inplace=False)
feature_dropout_ = _native_dropout("feature_dropout_", feature=True, alpha=False, inplace=True)
feature_alpha_dropout = _native_dropout("feature_alpha_dropout", feature=True, alpha=True, inplace=False)
feature_alpha_dropout_ = _native_dropout("feature_alpha_dropout_", feature=True, alpha=True, inplace=True)
