"""Tensor methods that change a tensor's geometry or storage in place, as
torch's: resize_ / resize_as_ (the storage grows to fit, never shrinks),
set_ (onto another tensor's or a storage's memory, or a new empty one),
is_set_to, as_strided_, and the deprecated out-of-place resize / resize_as.
The geometry changes in C++ (runtime/resize.h); what is checked here is
what torch checks first: autograd's refusals and the argument forms."""
import operator
import warnings

from yaten import _C

_has_torch_function = _C._has_torch_function_unary
_handle_torch_function = _C._handle_torch_function


def _sizes(name, args):
    """resize_(2, 3), resize_((2, 3)), resize_([2, 3]) and resize_(yaten.Size(...)) as a list of ints."""
    if len(args) == 1 and isinstance(args[0], (tuple, list)):
        args = args[0]
    try:
        return [operator.index(s) for s in args]
    except TypeError:
        raise TypeError(f"{name}(): argument 'size' must be tuple of ints, but found element of type "
                        f"{type(next(s for s in args if not hasattr(s, '__index__'))).__name__}") from None


def _refuse_grad_leaf(self, name):
    if self.requires_grad and self.is_leaf and _C.is_grad_enabled():
        raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")


def resize_(self, *sizes, memory_format=None):
    """Gives self the sizes (row-major strides, or memory_format's), growing its storage when it is too small;
    sizes equal to the current ones keep everything."""
    if _has_torch_function(self):
        return _handle_torch_function(resize_, (self,), self, *sizes, memory_format=memory_format)
    if self.requires_grad:
        raise RuntimeError("cannot resize variables that require grad")
    from yaten import preserve_format
    if memory_format is preserve_format:
        raise RuntimeError("Unsupported memory formatPreserve")
    _C._resize_(self, _sizes("resize_", sizes), memory_format)
    return self


def resize_as_(self, the_template, memory_format=None):
    """resize_ to the_template's sizes."""
    if _C._has_torch_function((self, the_template)):
        return _handle_torch_function(resize_as_, (self, the_template), self, the_template,
                                      memory_format=memory_format)
    return resize_(self, the_template.shape, memory_format=memory_format)


def _set_from_storage(self, storage, offset, size, stride):
    from yaten.storage import TypedStorage, UntypedStorage
    if isinstance(storage, TypedStorage) and storage.dtype != self.dtype:
        raise RuntimeError(f"Expected a Storage of type {self.dtype} or an UntypedStorage, but got type "
                           f"{storage.dtype} for argument 1 'storage'")
    if not isinstance(storage, (TypedStorage, UntypedStorage)):
        raise TypeError(f"set_(): argument 'source' must be Tensor or Storage, not {type(storage).__name__}")
    if size is None:
        size, stride = [storage.nbytes() // self.element_size()], [1]
    size = _sizes("set_", (size,))
    if stride is None:
        stride = _row_major(size)
    _C._set_storage_(self, storage._flat, offset, size, _sizes("set_", (stride,)))


def _row_major(size):
    """Row-major strides for size."""
    strides, step = [], 1
    for s in reversed(size):
        strides.append(step)
        step *= max(s, 1)
    return strides[::-1]


def set_(self, source=None, storage_offset=0, size=None, stride=None):
    """set_(): self over a new empty storage; set_(tensor): self shares tensor's memory, sizes, strides and offset;
    set_(storage[, storage_offset, size, stride]): self over the storage (all of it when no size is given),
    which grows when the view reaches past its end."""
    args = (self,) if not isinstance(source, _C.TensorBase) else (self, source)
    if _C._has_torch_function(args):
        return _handle_torch_function(set_, args, self, source, storage_offset, size, stride)
    _refuse_grad_leaf(self, "set_")
    if source is None:
        from yaten import empty
        _C._set_storage_(self, empty(0, dtype=self.dtype), 0, [0], [1])
    elif isinstance(source, _C.TensorBase):
        if source.dtype != self.dtype:
            raise RuntimeError(f"set_(): expected a source of dtype {self.dtype}, but got {source.dtype}")
        _C._set_storage_(self, source, source.storage_offset(), list(source.shape), list(source.stride()))
    else:
        _set_from_storage(self, source, operator.index(storage_offset), size, stride)
    return self


def is_set_to(self, tensor):
    """Whether self and tensor are the same view of the same memory: storage, offset, sizes and strides."""
    if _C._has_torch_function((self, tensor)):
        return _handle_torch_function(is_set_to, (self, tensor), self, tensor)
    return (_C._storage_info(self)[0] == _C._storage_info(tensor)[0] and self.dtype == tensor.dtype
            and self.storage_offset() == tensor.storage_offset() and self.shape == tensor.shape
            and self.stride() == tensor.stride())


def as_strided_(self, size, stride, storage_offset=None):
    """Makes self the given view of its own storage (which must hold it), in place."""
    if _has_torch_function(self):
        return _handle_torch_function(as_strided_, (self,), self, size, stride, storage_offset)
    _refuse_grad_leaf(self, "as_strided_")
    if self.requires_grad and _C.is_grad_enabled():
        raise RuntimeError("as_strided_: yaten does not record an in-place as_strided on a tensor that requires "
                           "grad; use as_strided (out of place)")
    offset = self.storage_offset() if storage_offset is None else operator.index(storage_offset)
    view = self.as_strided(size, stride, offset)  # checks the view fits the storage, as torch's
    _C._set_storage_(self, view, offset, list(view.shape), list(view.stride()))
    return self


def _resize_out_of_place(self, sizes, name):
    warnings.warn(f"non-inplace {name} is deprecated")
    from yaten import Size
    numel = 1
    for s in sizes:
        numel *= s
    if numel != self.numel():
        raise RuntimeError(f"requested resize to {'x'.join(map(str, sizes))} ({numel} elements in total), but the "
                           f"given tensor has a size of {'x'.join(map(str, self.shape))} ({self.numel()} elements). "
                           "autograd's resize can only change the shape of a given tensor, while preserving the "
                           "number of elements. ")
    return self.contiguous().view(Size(sizes))


def resize(self, *sizes):
    """Deprecated: self reshaped to sizes (same number of elements), with autograd."""
    if _has_torch_function(self):
        return _handle_torch_function(resize, (self,), self, *sizes)
    return _resize_out_of_place(self, _sizes("resize", sizes), "resize")


def resize_as(self, tensor):
    """Deprecated: resize to tensor's sizes."""
    if _C._has_torch_function((self, tensor)):
        return _handle_torch_function(resize_as, (self, tensor), self, tensor)
    return _resize_out_of_place(self, list(tensor.shape), "resize_as")
