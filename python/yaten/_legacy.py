"""PyTorch's legacy tensor API: the typed constructors (yaten.FloatTensor,
yaten.LongTensor, ...), which are also isinstance targets by dtype, and the
Tensor methods built on them: new, new_tensor and type.

x.type() answers with PyTorch's spelling ("torch.FloatTensor"): scripts
written for torch compare against exactly that string, and yaten runs them
unchanged; type() accepts both "torch.FloatTensor" and "yaten.FloatTensor"."""
import builtins

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
        return _C._legacy_new(cls.dtype, False, args, kwargs)

    def __repr__(cls):
        return f"<class '{cls.__module__}.{cls.__name__}'>"


def _make_legacy_types(module, is_cuda):
    return {name: tensortype(name, (), {"dtype": dtype, "is_cuda": is_cuda, "is_sparse": False, "__module__": module})
            for name, dtype in _LEGACY_DTYPES.items()}


LEGACY_TYPES = _make_legacy_types("yaten", is_cuda=False)
CUDA_LEGACY_TYPES = _make_legacy_types("yaten.cuda", is_cuda=True)


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
    return _C._legacy_new(self.dtype, True, args, kwargs)


# torch binds new_tensor by hand: its signature, read by the generated bindings' parser, so that calls
# are taken and refused with torch's messages (dtype keyword-only, no layout=).
_NEW_TENSOR_ARGS = _C._ArgParser(["new_tensor(PyObject* data, *, ScalarType? dtype=None, Device? device=None, "
                                  "bool requires_grad=False)"])


def new_tensor(self, *args, **kwargs):
    """A copy of data as a tensor of self's dtype (or dtype when given)."""
    if _has_torch_function(self):
        return _handle_torch_function(new_tensor, (self,), self, *args, **kwargs)
    _, (data, dtype, device, requires_grad, *_) = _NEW_TENSOR_ARGS.parse(*args, **kwargs)
    if device is not None:
        from yaten._device import check_available
        check_available(device)
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
