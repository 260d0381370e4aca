"""torch.asarray, torch.frombuffer and torch.empty_strided (with
Tensor.new_empty_strided): tensors that share the memory of what they are
given where torch's share it (tensors, numpy arrays, DLPack capsules,
objects with the buffer protocol), or over a storage of a chosen geometry."""
import sys
import warnings

from yaten import _C

_warned_read_only = []


def _legacy_name(dtype):
    from yaten._legacy import _NAME_OF_DTYPE
    return _NAME_OF_DTYPE[dtype][:-len("Tensor")]


def _buffer_bytes(obj):
    try:
        with memoryview(obj) as view:
            return view.nbytes, view.readonly
    except TypeError:
        raise ValueError("object does not implement Python buffer protocol.") from None


def _over_buffer(obj, dtype, count, offset):
    """A 1-D tensor of dtype over obj's bytes from offset (count elements, -1 for all that fit)."""
    length, read_only = _buffer_bytes(obj)
    item = dtype.itemsize
    if length == 0 or count == 0:
        raise ValueError(f"both buffer length ({length}) and count ({count}) must not be 0")
    if offset < 0 or offset >= length:
        raise ValueError(f"offset ({offset} bytes) must be non-negative and no greater than buffer length ({length} "
                         "bytes) minus 1")
    if count < 0:
        if (length - offset) % item:
            raise ValueError(f"buffer length ({length - offset} bytes) after offset ({offset} bytes) must be a "
                             f"multiple of element size ({item})")
        count = (length - offset) // item
    elif offset + count * item > length:
        raise ValueError(f"requested buffer length ({count} * {item} bytes) after offset ({offset} bytes) must not "
                         f"be greater than actual buffer length ({length} bytes)")
    if read_only and (not _warned_read_only or _C._get_warn_always()):
        _warned_read_only.append(True)
        warnings.warn("The given buffer is not writable, but tensors always are: writing through this tensor "
                      "changes the supposedly read-only buffer. Copy the buffer (or make it writable) first to "
                      "keep its data safe.", UserWarning, stacklevel=3)
    return _C._tensor_over_buffer(obj, dtype, offset, count, writable=not read_only)


def frombuffer(buffer, *, dtype, count=-1, offset=0, requires_grad=False):
    """A 1-D tensor sharing the memory of an object with the buffer protocol
    (bytearray, array.array, mmap, memoryview, ...): count elements of dtype
    from byte offset (count -1: as many as the rest holds, which must be a
    whole number of them)."""
    result = _over_buffer(buffer, dtype, count, offset)
    return result.requires_grad_() if requires_grad else result


def _is_numpy_array(obj):
    """An ndarray or a subclass (memmap, matrix): read with its dtype, never as bytes of the default dtype."""
    numpy = sys.modules.get("numpy")
    return numpy is not None and isinstance(obj, numpy.ndarray)


def _from_tensor(obj, dtype, copy, requires_grad):
    from yaten.autograd.grad_mode import set_grad_enabled
    converts = dtype is not None and dtype != obj.dtype
    if copy is False and converts:
        raise ValueError(f"can't alias tensor with dtype '{_legacy_name(obj.dtype)}' into dtype "
                         f"'{_legacy_name(dtype)}'.")
    if converts or copy:
        # The copy records history only when the result is to require grad, as torch's.
        with set_grad_enabled(requires_grad and _C.is_grad_enabled()):
            result = obj.to(dtype) if converts else obj.clone()
        return result.requires_grad_() if requires_grad and result.is_leaf else result
    if requires_grad:
        return obj.requires_grad_() if obj.is_leaf else obj
    # As torch: the very tensor, its requires_grad switched off when it is a leaf; a non-leaf's data cut loose.
    return obj.requires_grad_(False) if obj.is_leaf else obj.detach()


def asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=False):
    """obj as a tensor, sharing its memory where it can and copy is not True
    (copy=False refuses what would need a copy): a tensor (converted when
    dtype differs), a numpy array, an object with __dlpack__, an object with
    the buffer protocol (its bytes read as dtype, by default the default
    dtype, as torch's), else a number or nested sequence (copied)."""
    from yaten import Tensor, from_dlpack, from_numpy, get_default_dtype, tensor
    from yaten._device import check_available
    if isinstance(obj, Tensor):
        return _on_cpu(_from_tensor(obj, dtype, copy, requires_grad), device)
    if _is_numpy_array(obj) or hasattr(obj, "__dlpack__"):
        shared = from_numpy(obj) if _is_numpy_array(obj) else from_dlpack(obj)
        result = _from_tensor(shared, dtype, copy, False)
    elif _has_buffer(obj):
        shared = _over_buffer(obj, dtype or get_default_dtype(), -1, 0)
        result = shared.clone() if copy else shared
    else:
        if copy is False:
            raise ValueError("can't alias arbitrary sequence into a tensor.")
        result = tensor(obj, dtype=dtype, requires_grad=requires_grad)
        if device is not None:
            check_available(device)  # a sequence's data is read first, as torch's
        return result
    result = _on_cpu(result, device)
    return result.requires_grad_() if requires_grad else result


def _on_cpu(result, device):
    """result, which the CPU holds, when device names the CPU; torch's refusal of other devices."""
    from yaten import device as Device
    kind = None if device is None else Device(device).type
    if kind not in (None, "cpu"):
        raise RuntimeError(f"yaten is not linked with support for {kind} devices")
    return result


def _has_buffer(obj):
    try:
        memoryview(obj).release()
        return True
    except TypeError:
        return False


def _storage_elements(size, stride):
    """How many elements a storage needs for a tensor of this size and stride."""
    if any(s == 0 for s in size):
        return 0
    return 1 + sum((s - 1) * st for s, st in zip(size, stride))


def empty_strided(size, stride, *, dtype=None, layout=None, device=None, requires_grad=False, pin_memory=False):
    """An uninitialised tensor of this size and stride over a storage just big enough for it."""
    from yaten import empty
    size, stride = tuple(size), tuple(stride)
    if len(size) != len(stride):
        raise RuntimeError(f"dimensionality of sizes ({len(size)}) must match dimensionality of strides "
                           f"({len(stride)})")
    if any(s < 0 for s in size):
        negative = next(s for s in size if s < 0)
        raise RuntimeError(f"Trying to create tensor with negative dimension {negative}: {list(size)}")
    if any(st < 0 for st in stride):
        raise RuntimeError(f"Storage size calculation overflowed with sizes={list(size)} and strides={list(stride)}")
    storage = empty(_storage_elements(size, stride), dtype=dtype, layout=layout, device=device, pin_memory=pin_memory)
    result = _C._view_of_storage(storage, list(size), list(stride), 0)
    return result.requires_grad_() if requires_grad else result


def new_empty_strided(self, size, stride, *, dtype=None, layout=None, device=None, requires_grad=False,
                      pin_memory=False):
    """empty_strided with self's dtype unless dtype is given (Tensor.new_empty_strided)."""
    if _C._has_torch_function((self,)):
        return _C._handle_torch_function(new_empty_strided, (self,), self, size, stride, dtype=dtype, layout=layout,
                                         device=device, requires_grad=requires_grad, pin_memory=pin_memory)
    return empty_strided(size, stride, dtype=self.dtype if dtype is None else dtype, layout=layout, device=device,
                         requires_grad=requires_grad, pin_memory=pin_memory)
