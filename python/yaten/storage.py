"""yaten.storage: TypedStorage and UntypedStorage, torch.storage's, as far as
scripts use them: the memory block under tensors, seen from x.storage()
(data_ptr, size, nbytes, element_size, tolist, indexing that reads and
writes the block, untyped() for its bytes), the legacy FloatStorage...
classes (constructors, isinstance by dtype) and Tensor.storage_type().
Two tensors share memory exactly when their storages' data_ptr() agree.
Each storage object is a view: it keeps the block alive, and writes through
it reach every tensor over the block."""
import builtins

from yaten import _C

__all__ = ["TypedStorage", "UntypedStorage"]


def _whole_block(tensor):
    """A 1-D tensor of tensor's dtype over its storage's whole block."""
    _, nbytes, _ = _C._storage_info(tensor)
    return _C._view_of_storage(tensor, [nbytes // tensor.element_size()], [1], 0)


class _StorageView:
    """What both storages share: a 1-D tensor over the whole block (`_flat`)."""

    def __init__(self, flat):
        self._flat = flat

    @property
    def device(self):
        return self._flat.device

    @property
    def is_cuda(self):
        return False

    def data_ptr(self):
        return _C._storage_info(self._flat)[2]

    def nbytes(self):
        return _C._storage_info(self._flat)[1]

    def size(self):
        return self._flat.shape[0]

    def __len__(self):
        return self.size()

    def element_size(self):
        return self._flat.element_size()

    def tolist(self):
        return self._flat.tolist()

    def __iter__(self):
        return iter(self.tolist())

    def __getitem__(self, index):
        if isinstance(index, builtins.slice):
            if not isinstance(self, UntypedStorage):
                raise RuntimeError("slices are only supported in UntypedStorage.__getitem__")
            return UntypedStorage(_flat=self._flat[index])  # the same bytes, as torch's slice
        return self._flat[index].item()

    def __setitem__(self, index, value):
        self._flat[index] = value

    def fill_(self, value):
        self._flat.fill_(value)
        return self

    def cpu(self):
        return self

    def is_shared(self):
        return self._flat.is_shared()

    def __sizeof__(self):
        return super().__sizeof__() + self.nbytes()


class UntypedStorage(_StorageView):
    """The bytes of a block: UntypedStorage(n) is n new bytes (uninitialised, as torch's)."""

    def __init__(self, *args, device=None, _flat=None):
        if _flat is None:
            from yaten import empty, tensor, uint8
            if len(args) == 1 and isinstance(args[0], int):
                _flat = empty(args[0], dtype=uint8, device=device)
            else:
                _flat = tensor(list(args[0]) if args else [], dtype=uint8)
        super().__init__(_flat)

    @classmethod
    def _of(cls, tensor):
        from yaten import uint8
        block = _whole_block(tensor)
        return cls(_flat=block if block.dtype == uint8 else block.view(uint8))

    def __repr__(self):
        return f"{self._flat.tolist()!r}\n[yaten.storage.UntypedStorage(device=cpu) of size {self.size()}]"


class _TypedStorageType(type):
    """isinstance(s, yaten.FloatStorage) is s.dtype == float32, as torch's legacy storage types."""

    def __instancecheck__(cls, obj):
        if cls.__dict__.get("_legacy_dtype") is None:
            return type.__instancecheck__(cls, obj)
        return type.__instancecheck__(TypedStorage, obj) and obj.dtype == cls._legacy_dtype


class TypedStorage(_StorageView, metaclass=_TypedStorageType):
    """A block seen as elements of a dtype: x.storage(), or TypedStorage(n, dtype=...) / FloatStorage(n) /
    FloatStorage(sequence) for a new one."""

    _legacy_dtype = None

    def __init__(self, *args, dtype=None, device=None, wrap_storage=None, _flat=None):
        if _flat is None:
            from yaten import empty, get_default_dtype, tensor
            dtype = dtype or self._legacy_dtype or get_default_dtype()
            if wrap_storage is not None:
                _flat = wrap_storage._flat.view(dtype)
            elif len(args) == 1 and isinstance(args[0], int):
                _flat = empty(args[0], dtype=dtype, device=device)
            else:
                _flat = tensor(list(args[0]) if args else [], dtype=dtype)
        super().__init__(_flat)

    @classmethod
    def _of(cls, tensor):
        return TypedStorage(_flat=_whole_block(tensor))

    @property
    def dtype(self):
        return self._flat.dtype

    def untyped(self):
        """The same block as bytes."""
        return UntypedStorage._of(self._flat)

    @property
    def _untyped_storage(self):
        return self.untyped()

    def __repr__(self):
        body = "\n".join(f" {v}" for v in self.tolist())
        return f"{body}\n[yaten.storage.TypedStorage(dtype={self.dtype}, device=cpu) of size {self.size()}]"


def _legacy_storage_types():
    from yaten._legacy import _LEGACY_DTYPES
    out = {}
    for tensor_name, dtype in _LEGACY_DTYPES.items():
        name = tensor_name[:-len("Tensor")] + "Storage"
        out[name] = _TypedStorageType(name, (TypedStorage,), {"_legacy_dtype": dtype, "__module__": "yaten"})
    return out


LEGACY_STORAGE_TYPES = _legacy_storage_types()


def storage(self):
    """The block under this tensor, as a TypedStorage of its dtype."""
    if _C._has_torch_function((self,)):
        return _C._handle_torch_function(storage, (self,), self)
    return TypedStorage._of(self)


def untyped_storage(self):
    """The block under this tensor, as bytes (torch 2's Tensor.untyped_storage)."""
    if _C._has_torch_function((self,)):
        return _C._handle_torch_function(untyped_storage, (self,), self)
    return UntypedStorage._of(self)


def storage_type(self):
    """The legacy storage class of this tensor's dtype (yaten.FloatStorage, ...)."""
    if _C._has_torch_function((self,)):
        return _C._handle_torch_function(storage_type, (self,), self)
    from yaten._legacy import _NAME_OF_DTYPE
    return LEGACY_STORAGE_TYPES[_NAME_OF_DTYPE[self.dtype][:-len("Tensor")] + "Storage"]
