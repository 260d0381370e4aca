"""PyTorch's legacy tensor API: the typed constructors (yaten.FloatTensor,
yaten.LongTensor, ...), which are also isinstance targets by dtype, and the
Tensor methods built on them: new, new_tensor and type.

x.type() answers with PyTorch's spelling ("torch.FloatTensor"): scripts
written for torch compare against exactly that string, and yaten runs them
unchanged; type() accepts both "torch.FloatTensor" and "yaten.FloatTensor"."""
import builtins
import operator

from yaten import _C

_has_torch_function = _C._has_torch_function_unary
_handle_torch_function = _C._handle_torch_function

# torch's words when volatile is asked for (Variable(x, volatile=True), x.volatile = True).
VOLATILE_REMOVED = "volatile was removed and now has no effect. Use `with torch.no_grad():` instead."

# legacy name -> dtype, in the order PyTorch lists them.
_LEGACY_DTYPES = {
    "DoubleTensor": _C.float64,
    "FloatTensor": _C.float32,
    "HalfTensor": _C.float16,
    "BFloat16Tensor": _C.bfloat16,
    "LongTensor": _C.int64,
    "IntTensor": _C.int32,
    "ShortTensor": _C.int16,
    "CharTensor": _C.int8,
    "ByteTensor": _C.uint8,
    "BoolTensor": _C.bool,
}
_NAME_OF_DTYPE = {dtype: name for name, dtype in _LEGACY_DTYPES.items()}


class tensortype(type):
    """The metaclass of the legacy types: calling one constructs a tensor of
    its dtype; isinstance(x, yaten.FloatTensor) is x.dtype == float32.
    yaten.cuda's types (yaten.cuda.FloatTensor, ...) exist as in PyTorch's
    CPU-only build: nothing is an instance of one and calling one raises
    PyTorch's TypeError, so scripts that name them only on a GPU import and
    run unchanged."""

    def __instancecheck__(cls, obj):
        from yaten import Tensor
        return not cls.is_cuda and isinstance(obj, Tensor) and obj.dtype is cls.dtype

    def __call__(cls, *args, **kwargs):
        if cls.is_cuda:
            raise TypeError(f"type torch.cuda.{cls.__name__} not available. Torch not compiled with CUDA enabled.")
        return _legacy_new(cls.dtype, f"{cls.__name__}", args, kwargs)

    def __repr__(cls):
        return f"<class '{cls.__module__}.{cls.__name__}'>"


def _make_legacy_types(module, is_cuda):
    return {name: tensortype(name, (), {"dtype": dtype, "is_cuda": is_cuda, "is_sparse": False, "__module__": module})
            for name, dtype in _LEGACY_DTYPES.items()}


LEGACY_TYPES = _make_legacy_types("yaten", is_cuda=False)
CUDA_LEGACY_TYPES = _make_legacy_types("yaten.cuda", is_cuda=True)


def _legacy_new(dtype, op, args, kwargs):
    """PyTorch's legacy constructor: () an empty 1-D tensor, (sizes...) or
    (Size) an uninitialised tensor of that size, (sequence or array) a copy
    of the data, (Tensor) that tensor itself when its dtype matches."""
    from yaten import Size, Tensor, empty, tensor
    unexpected = set(kwargs) - {"device"}
    if unexpected:
        raise TypeError(f"{op}() got an unexpected keyword argument '{sorted(unexpected)[0]}' (the legacy "
                        f"constructors take only device=; use yaten.tensor(data, dtype=...) instead)")
    _check_cpu(kwargs.get("device"), op)
    if not args:
        return empty(0, dtype=dtype)
    if len(args) == 1 and isinstance(args[0], Tensor):
        other = args[0]
        if other.dtype is not dtype:
            raise TypeError(f"{op}(): expected a tensor of dtype {dtype} (got {other.dtype})")
        return _C._internal.alias(other)
    if len(args) == 1 and isinstance(args[0], Size):
        return empty(tuple(args[0]), dtype=dtype)
    if len(args) == 1 and is_storage(args[0]):
        return tensor_on_storage(args[0], dtype)
    if all(_is_int(a) for a in args):
        sizes = [operator.index(a) for a in args]
        negative = [s for s in sizes if s < 0]
        if negative:
            raise RuntimeError(f"{op}(): Trying to create tensor with negative dimension {negative[0]}: {sizes}")
        return empty(sizes, dtype=dtype)
    if len(args) == 1 and (isinstance(args[0], (list, tuple)) or hasattr(args[0], "__array_interface__")):
        return tensor(args[0], dtype=dtype)
    got = ", ".join(builtins.type(a).__name__ for a in args)
    raise TypeError(f"{op}(): data must be a sequence, a tensor or sizes (got {got})")


def tensor_on_storage(storage, dtype):
    """A 1-D tensor of dtype over the whole of storage, sharing its memory (the
    legacy constructors given a storage): a typed storage must hold dtype, an
    untyped one is read as dtype."""
    from yaten.storage import TypedStorage
    flat = storage._flat
    if isinstance(storage, TypedStorage):
        if flat.dtype is not dtype:
            expected, got = (_NAME_OF_DTYPE[d][:-len("Tensor")] for d in (dtype, flat.dtype))
            raise RuntimeError(f"Expected a Storage of type {expected} or an UntypedStorage, but got type {got} "
                               f"for argument 1 'storage'")
        return _C._internal.alias(flat)
    return flat.view(dtype)


def _is_int(obj):
    from yaten import Tensor
    if isinstance(obj, (bool, float)) or isinstance(obj, Tensor):
        return False
    try:
        operator.index(obj)
    except TypeError:
        return False
    return True


def _check_cpu(device, op):
    if device is None:
        return
    kind = device if isinstance(device, str) else getattr(device, "type", str(device))
    if not str(kind).startswith("cpu"):
        raise RuntimeError(f"{op}(): legacy constructor expects device type: cpu but device type: {kind} was passed")


def _refuse_cuda_type(name):
    raise RuntimeError(f"type(): cannot convert to '{name}': yaten is built without CUDA")


def _dtype_of_type_name(name):
    """'torch.FloatTensor' or 'yaten.FloatTensor' -> float32."""
    module, _, short = name.rpartition(".")
    if module in ("torch.cuda", "yaten.cuda"):
        _refuse_cuda_type(name)
    if module in ("torch", "yaten") and short == "Tensor":
        return _C.get_default_dtype()
    if module not in ("torch", "yaten") or short not in _LEGACY_DTYPES:
        raise ValueError(f"invalid type: '{name}'")
    return _LEGACY_DTYPES[short]


# Tensor.new, Tensor.new_tensor and Tensor.type (bound in yaten.Tensor's class body).

def new(self, *args, **kwargs):
    """A tensor of self's dtype, made as the legacy constructors make one."""
    if _has_torch_function(self):
        return _handle_torch_function(new, (self,), self, *args, **kwargs)
    return _legacy_new(self.dtype, "new", args, kwargs)


def new_tensor(self, data, dtype=None, requires_grad=False):
    """A copy of data as a tensor of self's dtype (or dtype when given)."""
    if _has_torch_function(self):
        return _handle_torch_function(new_tensor, (self,), self, data, dtype=dtype, requires_grad=requires_grad)
    from yaten import Tensor, tensor
    if isinstance(data, Tensor):
        import warnings
        warnings.warn("To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach() "
                      "or sourceTensor.clone().detach().requires_grad_(True), rather than "
                      "tensor.new_tensor(sourceTensor).", UserWarning, stacklevel=2)
        # A copy made here: tensor(a_tensor) would warn again, in its own words.
        copy = data.detach().to(self.dtype if dtype is None else dtype, copy=True)
        return copy.requires_grad_(True) if requires_grad else copy
    return tensor(data, dtype=self.dtype if dtype is None else dtype, requires_grad=requires_grad)


def type(self, dtype=None, non_blocking=False, **kwargs):  # noqa: A001 - Tensor.type, as PyTorch names it
    """With no argument, the legacy type name ("torch.FloatTensor", as
    PyTorch spells it); else self converted to dtype, a legacy type or its
    name (self itself when nothing changes)."""
    if _has_torch_function(self):
        return _handle_torch_function(type, (self,), self, dtype, non_blocking, **kwargs)
    if dtype is None:
        return "torch." + _NAME_OF_DTYPE[self.dtype]
    if isinstance(dtype, str):
        dtype = _dtype_of_type_name(dtype)
    elif isinstance(dtype, tensortype):
        if dtype.is_cuda:
            _refuse_cuda_type(f"torch.cuda.{dtype.__name__}")
        dtype = dtype.dtype
    elif isinstance(dtype, builtins.type):
        # x.type(torch.Tensor): the default dtype, as torch; another class is refused by its name.
        from yaten import Tensor
        if dtype is not Tensor:
            raise ValueError(f"invalid type: '{dtype.__name__}'")
        dtype = _C.get_default_dtype()
    elif not isinstance(dtype, _C.dtype):
        raise TypeError(f"type(): expected a dtype, a legacy tensor type or its name (got {builtins.type(dtype).__name__})")
    return self if self.dtype is dtype else self.to(dtype)


def is_tensor(obj):
    """Whether obj is a yaten tensor (a subclass's instance counts)."""
    from yaten import Tensor
    return isinstance(obj, Tensor)


def is_storage(obj):
    """Whether obj is a storage object (yaten.storage's TypedStorage or UntypedStorage)."""
    from yaten.storage import TypedStorage, UntypedStorage
    return isinstance(obj, (TypedStorage, UntypedStorage))


def numel(input):
    """The number of elements of input."""
    if _has_torch_function(input):
        return _handle_torch_function(numel, (input,), input)
    return input.numel()
