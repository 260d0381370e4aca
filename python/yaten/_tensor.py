"""yaten.Tensor: the Python face of the compiled tensor type. Ops are
methods of the C base class (generated from ops.yaml); what lives here is
what is naturally Python: printing, indexing, iteration, conversions, and
the default __torch_function__ that keeps subclasses' results subclasses.

Each method here starts as PyTorch's do: when self dispatches to
__torch_function__ (a subclass, or an active mode), the call goes there."""

from yaten import (_C, _asarray, _indexing, _legacy, _lu, _named_tensors, _ormqr, _removed, _resize, _tensor_queries,
                   _unique, storage as _storage)

_has_torch_function = _C._has_torch_function_unary
_handle_torch_function = _C._handle_torch_function


def _matrix_transpose(t, name):
    """t with its last two dims swapped, as torch's mT / mH (a 0-d tensor is itself)."""
    if t.dim() == 0:
        return t
    if t.dim() < 2:
        raise RuntimeError(f"tensor.{name} is only supported on matrices or batches of matrices. Got {t.dim()}-D tensor.")
    return t.transpose(-2, -1)


class Tensor(_C.TensorBase):
    """A multi-dimensional array of one dtype, with autograd."""

    __hash__ = object.__hash__
    __array_priority__ = 1000  # numpy defers binary ops to us
    new = _legacy.new
    new_tensor = _legacy.new_tensor
    type = _legacy.type
    # torch.<name>(input) functions that are also methods, and the methods of their kind (_tensor_queries).
    (is_complex, is_signed, is_conj, is_neg, is_nonzero, is_same_size, is_inference, conj, resolve_conj, resolve_neg,
     conj_physical, conj_physical_, get_device, is_distributed, adjoint) = (
        _tensor_queries.as_method(getattr(_tensor_queries, name)) for name in (
            "is_complex", "is_signed", "is_conj", "is_neg", "is_nonzero", "is_same_size", "is_inference", "conj",
            "resolve_conj", "resolve_neg", "conj_physical", "conj_physical_", "get_device", "is_distributed",
            "adjoint"))
    is_pinned, pin_memory, sum_to_size = _tensor_queries.is_pinned, _tensor_queries.pin_memory, _tensor_queries.sum_to_size
    apply_, map_, map2_ = _tensor_queries.apply_, _tensor_queries.map_, _tensor_queries.map2_
    new_empty_strided = _asarray.new_empty_strided
    storage, storage_type, untyped_storage = _storage.storage, _storage.storage_type, _storage.untyped_storage
    resize_, set_, is_set_to = _resize.resize_, _resize.set_, _resize.is_set_to
    # Also torch.<name> functions: the methods are objects of their own, as torch's.
    resize_as_, as_strided_ = _tensor_queries.as_method(_resize.resize_as_), _tensor_queries.as_method(_resize.as_strided_)
    resize, resize_as = _resize.resize, _resize.resize_as
    ormqr = _tensor_queries.as_method(_ormqr.ormqr)
    rename, rename_, refine_names, align_to, align_as, has_names, flatten, unflatten = (
        _named_tensors.rename, _named_tensors.rename_, _named_tensors.refine_names, _named_tensors.align_to,
        _named_tensors.align_as, _named_tensors.has_names, _named_tensors.flatten, _named_tensors.unflatten)

    @property
    def real(self):
        """self itself: the real part of a real tensor."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.real.__get__, (self,), self)
        return _tensor_queries.real(self)

    @real.setter
    def real(self, value):
        self.copy_(value)

    @property
    def imag(self):
        """Refused for real tensors, as in torch."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.imag.__get__, (self,), self)
        return _tensor_queries.imag(self)

    @property
    def layout(self):
        """yaten.strided: every yaten tensor is dense."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.layout.__get__, (self,), self)
        return _C.strided

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        """Runs func with subclass dispatch off and returns its tensors as
        cls, so that ops on a subclass give the subclass; unrelated
        subclasses decline (NotImplemented), as in PyTorch."""
        if kwargs is None:
            kwargs = {}
        if not all(issubclass(cls, t) for t in types):
            return NotImplemented
        with _C.DisableTorchFunctionSubclass():
            ret = func(*args, **kwargs)
            if func in _NO_WRAP:
                return ret
            return _convert(ret, cls)

    @property
    def grad_fn(self):
        """The node that made this tensor (None for leaves)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.grad_fn.__get__, (self,), self)
        return _C._grad_fn(self)

    @property
    def T(self):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.T.__get__, (self,), self)
        if self.dim() not in (0, 2):
            _warn_once_T()
        return self.permute(tuple(range(self.dim() - 1, -1, -1)))

    @property
    def volatile(self):
        """Always False: torch 0.4 removed volatile (no_grad took its place), and says so."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.volatile.__get__, (self,), self)
        import warnings
        warnings.warn("volatile was removed (Variable.volatile is always False)", UserWarning, stacklevel=2)
        return False

    @volatile.setter
    def volatile(self, value):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.volatile.__set__, (self,), self, value)
        import warnings
        warnings.warn(_legacy.VOLATILE_REMOVED, UserWarning, stacklevel=2)

    @property
    def mT(self):
        """The last two dims swapped, a view (yaten has no complex dtype, so mH is the same)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.mT.__get__, (self,), self)
        return _matrix_transpose(self, "mT")

    @property
    def mH(self):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.mH.__get__, (self,), self)
        return _matrix_transpose(self, "mH")

    @property
    def H(self):
        """The transpose of a matrix (2-D only; batches take mH)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.H.__get__, (self,), self)
        if self.dim() not in (0, 2):
            hint = " For batches of matrices, consider using tensor.mH" if self.dim() > 2 else ""
            raise RuntimeError(f"tensor.H is only supported on matrices (2-D tensors). Got {self.dim()}-D tensor.{hint}")
        return self if self.dim() == 0 else self.transpose(0, 1)

    def __repr__(self):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__repr__, (self,), self)
        suffixes = []
        fn = self.grad_fn
        if fn is not None:
            suffixes.append(f"grad_fn=<{fn.name()}>")
        elif self.requires_grad:
            suffixes.append("requires_grad=True")
        if _C._has_names(self):
            suffixes.append(f"names={self.names}")
        text = _C._format(self, suffixes)
        if type(self) is Tensor:
            return text
        return _renamed(text, type(self).__name__)

    def backward(self, gradient=None, retain_graph=None, create_graph=False, inputs=None):
        """Accumulates the gradient of this tensor into the leaves' .grad."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.backward, (self,), self, gradient=gradient, retain_graph=retain_graph,
                                          create_graph=create_graph, inputs=inputs)
        from yaten import autograd
        autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)

    def numpy(self, *, force=False):
        """A numpy array sharing this tensor's memory; force=True detaches
        a tensor that requires grad first (a CPU tensor is never copied)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.numpy, (self,), self, force=force)
        if self.requires_grad and not force:
            raise RuntimeError("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.")
        if self.dtype is _C.bfloat16:
            raise TypeError("Got unsupported ScalarType BFloat16")  # numpy has no bfloat16
        import numpy
        return numpy.asarray(self.detach() if force else self)

    def __array__(self, dtype=None):
        """np.asarray(x, dtype): the shared array, converted when dtype differs."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__array__, (self,), self, dtype=dtype)
        array = self.numpy()
        return array if dtype is None else array.astype(dtype, copy=False)

    def __array_wrap__(self, array):
        """The array a numpy function gave for this tensor (np.exp(x), x @ an ndarray) as a tensor over it,
        as in torch: a bool array as uint8, no graph kept."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__array_wrap__, (self,), self, array=array)
        return _C.from_numpy(array.astype("uint8") if array.dtype == bool else array)

    def __dlpack__(self, stream=None):
        """A DLPack capsule sharing this tensor's memory (the consumer calls this)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__dlpack__, (self,), self, stream=stream)
        if self.requires_grad:
            raise RuntimeError("Can't export tensors that require gradient, use tensor.detach()")
        if stream is not None and stream != -1:
            raise BufferError(f"__dlpack__: stream must be None for a CPU tensor (got {stream!r})")
        return _C._to_dlpack(self)

    def __dlpack_device__(self):
        """(device type, index) as DLPack numbers them: (1, 0) is the CPU."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__dlpack_device__, (self,), self)
        return (1, 0)

    def cuda(self, device=None, non_blocking=False, memory_format=None):
        """Fails as in a CPU-only PyTorch: this build has no CUDA device."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.cuda, (self,), self, device=device, non_blocking=non_blocking,
                                          memory_format=memory_format)
        raise AssertionError("Torch not compiled with CUDA enabled")

    def share_memory_(self):
        """Moves the data to shared memory in place, for worker processes to
        see its changes (yaten.multiprocessing); returns self."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.share_memory_, (self,), self)
        from yaten.multiprocessing import reductions
        return reductions.share_memory_(self)

    def is_shared(self):
        """Whether the data is in shared memory (see share_memory_)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.is_shared, (self,), self)
        from yaten.multiprocessing import reductions
        return reductions.is_shared(self)

    def solve(self, other):
        """Removed from torch (RuntimeError naming torch.linalg.solve), as in torch 1.13."""
        return _removed.solve(self, other)

    def lstsq(self, other):
        """Removed from torch (RuntimeError naming torch.linalg.lstsq), as in torch 1.13."""
        return _removed.lstsq(self, other)

    def eig(self, eigenvectors=False):
        """Removed from torch (RuntimeError naming torch.linalg.eig), as in torch 1.13."""
        return _removed.eig(self, eigenvectors=eigenvectors)

    def get_device(self):
        """The CUDA device index of a CUDA tensor; -1 for a CPU tensor (every yaten tensor)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.get_device, (self,), self)
        return -1

    def is_floating_point(self):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.is_floating_point, (self,), self)
        return self.dtype.is_floating_point

    def __len__(self):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__len__, (self,), self)
        if self.dim() == 0:
            raise TypeError("len() of a 0-d tensor")
        return self.shape[0]

    def __iter__(self):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__iter__, (self,), self)
        if self.dim() == 0:
            raise TypeError("iteration over a 0-d tensor")
        return (self.select(0, i) for i in range(self.shape[0]))

    def allclose(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
        """Whether every element of self is close to other's (a Python bool)."""
        if _has_torch_function(self) or _has_torch_function(other):
            return _handle_torch_function(Tensor.allclose, (self, other), self, other, rtol=rtol, atol=atol,
                                          equal_nan=equal_nan)
        from yaten._torch_level import allclose
        return allclose(self, other, rtol, atol, equal_nan)

    def equal(self, other):
        """Whether self and other have the same size and elements (a Python bool)."""
        if _has_torch_function(self) or _has_torch_function(other):
            return _handle_torch_function(Tensor.equal, (self, other), self, other)
        from yaten._torch_level import equal
        return equal(self, other)

    def __bool__(self):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__bool__, (self,), self)
        if self.numel() != 1:
            raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
        return bool(self.item())

    def __float__(self):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__float__, (self,), self)
        return float(self.item())

    def __int__(self):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__int__, (self,), self)
        return int(self.item())

    def __index__(self):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__index__, (self,), self)
        if self.dtype.is_floating_point or self.numel() != 1:
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return int(self.item())

    def __invert__(self):
        """~self: bitwise NOT (logical NOT for bool); a TypeError on floats, as PyTorch's operator."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__invert__, (self,), self)
        if self.dtype.is_floating_point:
            raise TypeError("~ (operator.invert) is only implemented on integer and Boolean-type tensors")
        return _C.TensorBase.__invert__(self)

    def __format__(self, spec):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__format__, (self,), self, spec)
        if self.dim() == 0:
            return self.item().__format__(spec)
        return object.__format__(self, spec)

    # __getitem__ and __setitem__ are TensorBase's (python/src/tensor_indexing.cpp).

    def nonzero(self, /, *args, **kwargs):
        """The indices of the nonzero elements (see yaten.nonzero)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.nonzero, (self, *args), self, **kwargs)
        return _indexing.nonzero_of(self, args, kwargs)
    nonzero.__signature__ = _indexing.NONZERO_METHOD_SIGNATURE

    def unique(self, sorted=True, return_inverse=False, return_counts=False, dim=None):
        """The distinct elements of self (see yaten.unique)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.unique, (self,), self, sorted=sorted, return_inverse=return_inverse,
                                          return_counts=return_counts, dim=dim)
        return _unique.unique(self, sorted, return_inverse, return_counts, dim)

    def norm(self, /, p="fro", dim=None, keepdim=False, dtype=None):
        """The norm of self (see yaten.norm)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.norm, (self,), self, p=p, dim=dim, keepdim=keepdim, dtype=dtype)
        from yaten._torch_level import norm
        return norm(self, p, dim, keepdim, dtype=dtype)

    def lu(self, pivot=True, get_infos=False):
        """The LU factorisation of each matrix of self (see yaten.lu)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.lu, (self,), self, pivot=pivot, get_infos=get_infos)
        return _lu.lu(self, pivot, get_infos)

    def unique_consecutive(self, return_inverse=False, return_counts=False, dim=None):
        """Collapses runs of equal consecutive elements of self (see yaten.unique_consecutive)."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.unique_consecutive, (self,), self, return_inverse=return_inverse,
                                          return_counts=return_counts, dim=dim)
        return _unique.unique_consecutive(self, return_inverse, return_counts, dim)

    def __deepcopy__(self, memo):
        """A copy with its own memory, requires_grad, .grad and attributes
        (leaves only, as in PyTorch); tensors sharing a storage share the
        copy of that storage."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__deepcopy__, (self,), self, memo)
        if not self.is_leaf:
            raise RuntimeError("Only Tensors created explicitly by the user (graph leaves) support the deepcopy "
                               "protocol at the moment")
        if id(self) in memo:
            return memo[id(self)]
        import copy
        from yaten.serialization import reductions
        # Views of one storage stay views of one copied storage (memo holds it), as in torch.
        new = reductions.deepcopy_data(self, memo)
        if type(self) is not Tensor:
            new = Tensor._make_subclass(type(self), new)
        new.requires_grad_(self.requires_grad)
        memo[id(self)] = new
        if self.grad is not None:
            new.grad = copy.deepcopy(self.grad, memo)
        new.__dict__.update(copy.deepcopy(self.__dict__, memo))
        return new

    def __reduce_ex__(self, protocol):
        """For pickle, copy and multiprocessing: the tensor's storage (by value
        when pickled, shared by copy.copy), offset, sizes, strides and
        requires_grad, as torch's; subclasses keep their type and attributes."""
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__reduce_ex__, (self,), self, protocol)
        from yaten.serialization import reductions
        return reductions.reduce_tensor(self)

    def __contains__(self, element):
        if _has_torch_function(self):
            return _handle_torch_function(Tensor.__contains__, (self,), self, element)
        return bool((self == element).any())


_T_WARNED = []


def _warn_once_T():
    """torch 1.13's TORCH_WARN_ONCE in x.T of a tensor not 2-D (nor 0-D): once per process (or every time
    under set_warn_always)."""
    if not _T_WARNED or _C._get_warn_always():
        _T_WARNED.append(True)
        import warnings
        warnings.warn("The use of `x.T` on tensors of dimension other than 2 to reverse their shape is deprecated "
                      "and it will throw an error in a future release. Consider `x.mT` to transpose batches of "
                      "matrices or `x.permute(*torch.arange(x.ndim - 1, -1, -1))` to reverse the dimensions of a "
                      "tensor.", UserWarning, stacklevel=3)


def _dtype_conversion(name, dtype):
    def convert(self):
        if _has_torch_function(self):
            return _handle_torch_function(getattr(Tensor, name), (self,), self)
        return self.to(dtype)
    convert.__name__ = convert.__qualname__ = name
    convert.__doc__ = f"self.to(yaten.{dtype!r}): self itself when it already has that dtype."
    return convert


# x.float(), x.half(), ...: the conversions PyTorch names after a dtype.
for _name, _dtype in [("float", _C.float32), ("double", _C.float64), ("half", _C.float16),
                      ("bfloat16", _C.bfloat16), ("long", _C.int64), ("int", _C.int32), ("short", _C.int16),
                      ("char", _C.int8), ("byte", _C.uint8), ("bool", _C.bool)]:
    setattr(Tensor, _name, _dtype_conversion(_name, _dtype))
del _name, _dtype

def _inplace_view(name):
    """x.unsqueeze_(...) and its kin: x itself takes the geometry of
    x.unsqueeze(...) (same storage), as torch's in-place view ops. On a tensor
    that requires grad torch refuses a leaf and records the view of any other;
    yaten refuses both rather than lose that history."""
    view = getattr(Tensor, name[:-1])

    def reshape_in_place(self, *args, **kwargs):
        if _has_torch_function(self):
            return _handle_torch_function(getattr(Tensor, name), (self,) + args, self, *args, **kwargs)
        result = view(self, *args, **kwargs)
        if self.requires_grad and _C.is_grad_enabled():
            if self.is_leaf:
                raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")
            raise RuntimeError(f"{name}(): yaten cannot record an in-place view op in a tensor's history; "
                               f"write x = x.{name[:-1]}(...) instead")
        self.data = result
        return self
    reshape_in_place.__name__ = reshape_in_place.__qualname__ = name
    reshape_in_place.__doc__ = f"In-place form of Tensor.{name[:-1]}: self, with that view's shape and strides."
    return reshape_in_place


for _name in ("unsqueeze_", "squeeze_", "transpose_", "t_", "swapdims_", "swapaxes_"):
    setattr(Tensor, _name, _inplace_view(_name))
del _name

# Results PyTorch's default __torch_function__ returns as they are.
_NO_WRAP = frozenset({Tensor.grad.__get__})


def _convert(ret, cls):
    """ret with its tensors as cls (PyTorch's _convert)."""
    if cls is Tensor:
        return ret
    if isinstance(ret, Tensor) and not isinstance(ret, cls):
        ret = ret.as_subclass(cls)
    if isinstance(ret, (tuple, list)):
        ret = type(ret)(_convert(r, cls) for r in ret)
    return ret


def _renamed(text, name):
    """'tensor([[1.],\n        [2.]])' printed as 'Name([[1.],\n      [2.]])', as PyTorch prints subclasses."""
    head, *rest = text.split("\n")
    indent = " " * (len(name) + 1)
    strip = len("tensor(")
    lines = [name + head[len("tensor"):]]
    lines += [indent + line[strip:] if line.startswith(" " * strip) else line for line in rest]
    return "\n".join(lines)
