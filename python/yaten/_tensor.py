"""yaten.Tensor: the Python face of the compiled tensor type. Ops are
methods of the C base class (generated from ops.yaml); what lives here is
what is naturally Python: printing, indexing, iteration, conversions."""
import operator

from yaten import _C


class Tensor(_C.TensorBase):
    """A multi-dimensional array of one dtype, with autograd."""

    __hash__ = object.__hash__
    __array_priority__ = 1000  # numpy defers binary ops to us

    @property
    def grad_fn(self):
        """The node that made this tensor (None for leaves)."""
        return _C._grad_fn(self)

    @property
    def T(self):
        return self.permute(tuple(range(self.dim() - 1, -1, -1)))

    def __repr__(self):
        suffixes = []
        fn = self.grad_fn
        if fn is not None:
            suffixes.append(f"grad_fn=<{fn.name()}>")
        elif self.requires_grad:
            suffixes.append("requires_grad=True")
        return _C._format(self, suffixes)

    def backward(self, gradient=None, retain_graph=None, create_graph=False, inputs=None):
        """Accumulates the gradient of this tensor into the leaves' .grad."""
        from yaten import autograd
        autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)

    def numpy(self):
        """A numpy array sharing this tensor's memory."""
        if self.requires_grad:
            raise RuntimeError("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.")
        import numpy
        return numpy.asarray(self)

    def float(self):
        return self.to(_C.float32)

    def double(self):
        return self.to(_C.float64)

    def long(self):
        return self.to(_C.int64)

    def int(self):
        return self.to(_C.int32)

    def bool(self):
        return self.to(_C.bool)

    def is_floating_point(self):
        return self.dtype.is_floating_point

    def __len__(self):
        if self.dim() == 0:
            raise TypeError("len() of a 0-d tensor")
        return self.shape[0]

    def __iter__(self):
        if self.dim() == 0:
            raise TypeError("iteration over a 0-d tensor")
        return (self.select(0, i) for i in range(self.shape[0]))

    def __bool__(self):
        if self.numel() != 1:
            raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
        return bool(self.item())

    def __float__(self):
        return float(self.item())

    def __int__(self):
        return int(self.item())

    def __index__(self):
        if self.dtype.is_floating_point or self.numel() != 1:
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return int(self.item())

    def __format__(self, spec):
        if self.dim() == 0:
            return self.item().__format__(spec)
        return object.__format__(self, spec)

    def __getitem__(self, index):
        return _index(self, index)

    def __setitem__(self, index, value):
        target = _index(self, index)
        if isinstance(value, Tensor):
            target.copy_(value)
        else:
            target.fill_(value)

    def __contains__(self, element):
        return bool((self == element).any())


def _index(t, index):
    """Basic indexing: ints, slices, None, Ellipsis, and 1-D integer tensors or lists."""
    if not isinstance(index, tuple):
        index = (index,)
    consumed = sum(1 for i in index if i is not None and i is not Ellipsis)
    if consumed > t.dim():
        raise IndexError(f"too many indices for tensor of dimension {t.dim()}")
    if sum(1 for i in index if i is Ellipsis) > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    result, dim = t, 0
    for item in index:
        if item is None:
            result = result.unsqueeze(dim)
            dim += 1
        elif item is Ellipsis:
            dim += t.dim() - consumed
        elif isinstance(item, slice):
            step = 1 if item.step is None else operator.index(item.step)
            if step <= 0:
                raise ValueError("step must be greater than zero")
            start = None if item.start is None else operator.index(item.start)
            stop = None if item.stop is None else operator.index(item.stop)
            result = _C._internal.slice(result, dim, start, stop, step)
            dim += 1
        elif isinstance(item, (list, Tensor)):
            idx = item if isinstance(item, Tensor) else _C.tensor(item)
            if idx.dtype is _C.bool or idx.dim() != 1:
                raise IndexError("only 1-D integer tensors and lists are supported as tensor indices")
            result = result.index_select(dim, idx)
            dim += 1
        else:
            try:
                i = operator.index(item)
            except TypeError:
                raise IndexError(
                    "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid indices "
                    f"(got {type(item).__name__})") from None
            result = result.select(dim, i)
    return result
