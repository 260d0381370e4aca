"""How a tensor is pickled and copied outside yaten.save: pickle and
multiprocessing get the bytes of its storage with its offset, sizes and
strides (torch's Tensor.__reduce_ex__), copy.copy gets a tensor sharing
its memory, and copy.deepcopy copies each storage once per memo, so views
of one base stay views of one copied base."""
import ctypes

from yaten import _C
from yaten.serialization import dtypes


class TensorStorage:
    """A tensor's whole storage as a 1-D tensor: passed as it is to
    copy.copy's rebuild (the copy shares memory), pickled as its bytes."""

    def __init__(self, base):
        self.base = base

    def __reduce__(self):
        nbytes = self.base.numel() * self.base.element_size()
        return storage_from_bytes, (dtypes.BY_DTYPE[self.base.dtype].name, ctypes.string_at(self.base.data_ptr(),
                                                                                             nbytes))


def whole_storage(t):
    """A 1-D tensor over all of t's storage, from its first byte."""
    _, nbytes, _ = _C._storage_info(t)
    return _C._view_of_storage(t, [nbytes // t.element_size()], [1], 0)


def storage_from_bytes(dtype_name, data):
    row = dtypes.BY_NAME[dtype_name]
    if len(data) % row.itemsize:
        raise ValueError(f"storage_from_bytes: {len(data)} bytes are not a whole number of {dtype_name} elements")
    base = _C._functions.empty([len(data) // row.itemsize], dtype=row.dtype)
    ctypes.memmove(base.data_ptr(), data, len(data))
    return TensorStorage(base)


def rebuild_tensor(storage, offset, size, stride, requires_grad):
    t = _C._view_of_storage(storage.base, list(size), list(stride), offset)
    return t.requires_grad_(True) if requires_grad else t


def rebuild_subclass(cls, args, state):
    """A Tensor subclass: the tensor, made an instance of cls, with its attributes."""
    from yaten._tensor import Tensor
    t = Tensor._make_subclass(cls, rebuild_tensor(*args), args[-1])
    t.__dict__.update(state)
    return t


def rebuild_parameter(data, requires_grad):
    from yaten.nn.parameter import Parameter
    return Parameter(data, requires_grad)


def check_no_names(t):
    """torch refuses to save or pickle a named tensor, with this error."""
    if _C._has_names(t):
        raise RuntimeError("NYI: Named tensors don't support serialization. Please drop names via "
                           "`tensor = tensor.rename(None)` before serialization.")


def reduce_tensor(t):
    """Tensor.__reduce_ex__'s answer."""
    check_no_names(t)
    from yaten._tensor import Tensor
    args = (TensorStorage(whole_storage(t)), t.storage_offset(), tuple(t.shape), tuple(t.stride()),
            t.requires_grad)
    if type(t) is Tensor:
        return rebuild_tensor, args
    return rebuild_subclass, (type(t), args, dict(t.__dict__))


def deepcopy_data(t, memo):
    """A detached copy of t's values with t's layout, whose storage is the
    copy of t's storage made once for this deepcopy (kept in memo)."""
    key = ("yaten.storage", _C._storage_info(t)[0])
    copied = memo.get(key)
    if copied is None:
        copied = memo[key] = whole_storage(t).clone()
        # The source storage must outlive the deepcopy so its identity is not reused.
        memo.setdefault(id(memo), []).append(t)
    return _C._view_of_storage(copied, list(t.shape), list(t.stride()), t.storage_offset())
