"""x[index] and x[index] = value, as PyTorch 1.13 reads an index.

The basic part of an index (ints, slices, None, Ellipsis, 0-d integer
tensors) is applied as views, left to right; every other entry (tensors,
lists, numpy arrays, bools) is an advanced index recorded at the dim it sits
on in that view. Advanced indices then go to the index / index_put_ ops
(ops.yaml), which pair them pointwise with NumPy's rules."""
import inspect
import operator

from yaten import _C

_index_op = _C._internal.index
_slice_op = _C._internal.slice
_alias_op = _C._internal.alias
_INT64, _BOOL, _UINT8 = _C.int64, _C.bool, _C.uint8
_nonzero_op = _C._functions.nonzero
_where_op = _C._functions.where
_scalar_tensor_op = _C._functions.scalar_tensor
_is_sequence = _C._is_index_sequence


def _bad_index(item):
    return IndexError("only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid "
                      f"indices (got {type(item).__name__})")


def _as_sequence_of_indices(index):
    """PyTorch's (and old NumPy's) rule: a short sequence holding a sequence,
    slice, Ellipsis, None or tensor is a tuple of indices, not one index."""
    if isinstance(index, tuple):
        return True
    if isinstance(index, _C.TensorBase) or not _is_sequence(index) or len(index) >= 32:
        return False
    for item in index:
        if item is None or item is Ellipsis or isinstance(item, (slice, _C.TensorBase)) or _is_sequence(item):
            return True
    return False


def _tensor_of(item):
    """A list or numpy array as an index tensor: bool and uint8 stay masks, anything else becomes int64."""
    if hasattr(item, "__array_interface__"):
        # Signed ints of any width are indices (as torch); wider unsigned ones it refuses, and so does from_numpy.
        t = _C.from_numpy(item.astype("int64") if item.dtype.kind == "i" else item)
    else:
        t = _C.tensor(item if isinstance(item, (list, tuple)) else list(item))
        if t.numel() == 0:
            return t.to(_INT64)
    return t if t.dtype in (_BOOL, _UINT8, _INT64) else t.to(_INT64)


def _int_of(item):
    """item as an int when PyTorch reads it as one (ints, numpy integers, 0-d integer tensors), else None."""
    if type(item) is int:
        return item
    if isinstance(item, bool):
        return None
    if isinstance(item, _C.TensorBase):
        if item.dim() == 0 and not item.dtype.is_floating_point and item.dtype not in (_BOOL, _UINT8):
            return int(item.item())
        return None
    if isinstance(item, (float, complex, str)) or not hasattr(type(item), "__index__"):
        return None
    if getattr(item, "ndim", 0) != 0:  # a numpy array
        return None
    return operator.index(item)


def _specified_dims(items):
    count = 0
    for item in items:
        if item is None or item is Ellipsis or isinstance(item, bool):
            continue
        if isinstance(item, _C.TensorBase) and item.dtype in (_BOOL, _UINT8):
            count += item.dim()
        else:
            count += 1
    return count


def _refuse_single_index_of_0d(index):
    """torch's words for x[i] or x[a:b] on a 0-dim tensor (loss.data[0], where .item() is meant)."""
    if isinstance(index, slice):
        raise IndexError("slice() cannot be applied to a 0-dim tensor.")
    i = None if isinstance(index, _C.TensorBase) else _int_of(index)
    if i == 0:
        raise IndexError("invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in "
                         "C++ to convert a 0-dim tensor to a number")
    if i is not None:
        raise IndexError(f"index {i} is out of bounds for dimension 0 with size 0")


def translate(t, index):
    """(view, indices): the view of t the basic part of index selects, and the
    advanced indices aligned to its dims (None for a whole dim), or None when
    there are none."""
    items = index if _as_sequence_of_indices(index) else (index,)
    ndim = t.dim()
    if ndim == 0 and items is not index:
        _refuse_single_index_of_0d(index)
    if _specified_dims(items) > ndim:
        raise IndexError(f"too many indices for tensor of dimension {ndim}")
    result, dim, indices = t, 0, None
    for item in items:
        i = _int_of(item)
        if i is not None:
            size = result.shape[dim]
            if not -size <= i < size:
                raise IndexError(f"index {i} is out of bounds for dimension {dim} with size {size}")
            result = result.select(dim, i)
            continue
        if isinstance(item, slice):
            step = 1 if item.step is None else operator.index(item.step)
            if step == 0:
                raise ValueError("slice step cannot be zero")
            if step < 0:
                raise ValueError("step must be greater than zero")
            start = None if item.start is None else operator.index(item.start)
            stop = None if item.stop is None else operator.index(item.stop)
            if not (start is None and stop is None and step == 1):
                result = _slice_op(result, dim, start, stop, step)
            dim += 1
            continue
        if item is None:
            result = result.unsqueeze(dim)
            dim += 1
            continue
        if item is Ellipsis:
            dim += ndim - _specified_dims(items)
            continue
        if isinstance(item, bool) or (isinstance(item, _C.TensorBase) and item.dim() == 0 and item.dtype in (_BOOL, _UINT8)):
            # A bool scalar adds a dim of size 1 and keeps (True) or drops (False) it.
            result = result.unsqueeze(dim)
            item = _C.tensor([0] if bool(item) else [], dtype=_INT64)
        elif not isinstance(item, _C.TensorBase):
            if not _is_sequence(item):
                if isinstance(item, str):
                    raise TypeError(f"new(): invalid data type '{type(item).__name__}'")
                raise _bad_index(item)
            item = _tensor_of(item)
        if indices is None:
            indices = [None] * dim
        elif len(indices) < dim:
            indices.extend([None] * (dim - len(indices)))
        indices.append(item)
        dim += 1
    return result, indices


def _only_tensors(index, cls):
    """The index entries when index is one tensor or a tuple of tensors with
    dims, which go to the op as they are (the translation would not change them)."""
    if type(index) is cls:
        return [index] if index.dim() > 0 else None
    if type(index) is not tuple:
        return None
    for item in index:
        if type(item) is not cls or item.dim() == 0:
            return None
    return list(index)


def getitem(t, index):
    indices = _only_tensors(index, type(t))
    if indices is not None:
        return _index_op(t, indices)
    view, indices = translate(t, index)
    if indices is None:
        return _alias_op(view) if view is t else view
    return _index_op(view, indices)


def _checked_value(view, value):
    """value as index_put_ / copy_ take it: a tensor with leading size-1 dims
    dropped (as PyTorch does before broadcasting), or a Python number."""
    if isinstance(value, _C.TensorBase):
        while value.dim() > view.dim() and value.shape[0] == 1:
            value = value.squeeze(0)
        return value
    if isinstance(value, _NUMBERS):
        return value
    from yaten._typename import typename
    raise TypeError(f"can't assign a {type(value).__name__} to a {typename(view)}")


_NUMBERS = (int, float, bool)


def setitem(t, index, value):
    # x[idx] = number and x[mask] = number, the most frequent forms, first.
    # A number is written as the 0-d tensor of t's dtype torch makes of it
    # (index_put_ itself takes tensors only, as torch's).
    if type(index) is type(t) and type(value) in _NUMBERS and index.dim() > 0:
        t.index_put_([index], _scalar_tensor_op(value, dtype=t.dtype))
        return
    if index is False:
        return  # PyTorch writes nothing and leaves the version alone
    indices = _only_tensors(index, type(t))
    if indices is not None:
        view = t
    else:
        view, indices = translate(t, index)
    value = _checked_value(view, value)
    if indices is not None:
        view.index_put_(indices, value if isinstance(value, _C.TensorBase) else _scalar_tensor_op(value, dtype=view.dtype))
    elif isinstance(value, _C.TensorBase):
        view.copy_(value)
    else:
        view.fill_(value)


# torch binds nonzero by hand, as_tuple changing what it returns: its signatures, which the
# generated bindings' parser reads, so that calls are taken and refused with torch's messages.
_NONZERO_ARGS = _C._ArgParser(["nonzero(Tensor input, *, bool as_tuple=False, Tensor? out=None)"])
_NONZERO_METHOD_ARGS = _C._ArgParser(["nonzero()", "nonzero(*, bool as_tuple)"])


def nonzero(*args, **kwargs):
    """The indices of input's nonzero elements: one row of coordinates each,
    or with as_tuple one 1-D tensor per dim (a 0-d input counts as 1-D)."""
    _, (input, as_tuple, out, *_) = _NONZERO_ARGS.parse(*args, **kwargs)
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(nonzero, args, input, **kwargs)
    if as_tuple:
        if out is not None:
            raise RuntimeError("nonzero does not support the out kwarg when as_tuple is True")
        return tuple(_where_op(input))
    return _nonzero_op(input) if out is None else _nonzero_op(input, out=out)


# What inspect shows: the parameters the parser takes (Tensor.nonzero's, with as_tuple's default).
nonzero.__signature__ = inspect.signature(lambda input, *, as_tuple=False, out=None: None)
NONZERO_METHOD_SIGNATURE = inspect.signature(lambda self, /, *, as_tuple=False: None)


def nonzero_of(self, args, kwargs):
    """Tensor.nonzero(*args, **kwargs) (see nonzero), torch's two method signatures."""
    taken, (as_tuple, *_) = _NONZERO_METHOD_ARGS.parse(*args, **kwargs)
    return tuple(_where_op(self)) if taken == 1 and as_tuple else _nonzero_op(self)
