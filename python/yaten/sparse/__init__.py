"""torch.sparse's COO layout as graph scripts use it (pygcn's normalised
adjacency, GAT's edge weights): a tensor held as indices (sparse_dim, nnz)
and values (nnz, *dense dims), made by sparse_coo_tensor, the legacy
sparse.FloatTensor(indices, values, size) or Tensor.to_sparse(); it
multiplies dense matrices (spmm, mm, matmul, addmm, sparse.mm), transposes,
coalesces and turns dense again. Gradients flow to the values and to the
dense operand, as torch's do. Other ops refuse a sparse argument with
NotImplementedError naming the op, as torch refuses its unsupported ones.

A COO tensor is a yaten.Tensor subclass over an empty tensor of its dtype:
the shape, layout and the sparse methods are its own; every other call
reaches __torch_function__ and is refused there."""
import copy
import math

import yaten
from yaten import _C

__all__ = ["mm", "addmm", "sum", "FloatTensor", "DoubleTensor", "LongTensor", "IntTensor", "ByteTensor",
           "BoolTensor"]


def _is_sparse(obj):
    return isinstance(obj, SparseCooTensor)


class SparseCooTensor(yaten.Tensor):
    """A COO tensor; see the module's docstring."""

    @staticmethod
    def _make(indices, values, size, coalesced=False):
        self = yaten.Tensor._make_subclass(SparseCooTensor, yaten.empty(0, dtype=values.dtype))
        self._sparse_indices, self._sparse_values = indices, values
        self._sparse_size, self._coalesced = yaten.Size(size), coalesced
        return self

    # What a sparse tensor answers about itself.
    is_sparse = True
    layout = _C.sparse_coo

    @property
    def shape(self):
        return self._sparse_size

    def size(self, dim=None):
        return self._sparse_size if dim is None else self._sparse_size[dim]

    def dim(self):
        return len(self._sparse_size)

    ndimension = dim

    @property
    def ndim(self):
        return len(self._sparse_size)

    def numel(self):
        return math.prod(self._sparse_size)

    @property
    def requires_grad(self):
        return self._sparse_values.requires_grad

    def sparse_dim(self):
        return self._sparse_indices.shape[0]

    def dense_dim(self):
        return self._sparse_values.dim() - 1

    def _nnz(self):
        return self._sparse_indices.shape[1]

    def _indices(self):
        return self._sparse_indices

    def _values(self):
        return self._sparse_values

    def indices(self):
        self._require_coalesced("indices")
        return self._sparse_indices

    def values(self):
        self._require_coalesced("values")
        return self._sparse_values

    def _require_coalesced(self, what):
        if not self._coalesced:
            raise RuntimeError(f"Cannot get {what} on an uncoalesced tensor, please call .coalesce() first")

    def is_coalesced(self):
        return self._coalesced

    def _linear_index(self):
        """Each entry's position in the row-major order of the sparse dims."""
        linear = yaten.zeros(self._nnz(), dtype=yaten.int64)
        for d in range(self.sparse_dim()):
            linear = linear * self._sparse_size[d] + self._sparse_indices[d]
        return linear

    def coalesce(self):
        """Entries sorted by index, duplicates summed (their values' gradients follow)."""
        if self._coalesced:
            return self
        unique, inverse = yaten.unique(self._linear_index(), sorted=True, return_inverse=True)
        values = yaten.zeros((unique.shape[0],) + tuple(self._sparse_values.shape[1:]),
                             dtype=self.dtype).index_add(0, inverse, self._sparse_values)
        rows = []
        for extent in reversed(self._sparse_size[:self.sparse_dim()]):
            rows.append(unique % extent)
            unique = unique.div(extent, rounding_mode="floor")
        indices = yaten.stack(rows[::-1]) if rows else yaten.zeros((0, values.shape[0]), dtype=yaten.int64)
        return SparseCooTensor._make(indices, values, self._sparse_size, coalesced=True)

    def to_dense(self, dtype=None):
        sparse_extent = math.prod(self._sparse_size[:self.sparse_dim()])
        flat = yaten.zeros((sparse_extent,) + tuple(self._sparse_values.shape[1:]), dtype=self.dtype)
        dense = flat.index_add(0, self._linear_index(), self._sparse_values).view(self._sparse_size)
        return dense if dtype is None else dense.to(dtype)

    def transpose(self, dim0, dim1):
        dims = list(range(self.dim()))
        dim0, dim1 = dims[dim0], dims[dim1]
        if max(dim0, dim1) >= self.sparse_dim():
            raise NotImplementedError("transpose: yaten transposes the sparse dims of a COO tensor only")
        order = list(range(self.sparse_dim()))
        order[dim0], order[dim1] = order[dim1], order[dim0]
        size = list(self._sparse_size)
        size[dim0], size[dim1] = size[dim1], size[dim0]
        return SparseCooTensor._make(self._sparse_indices[order], self._sparse_values, size)

    def t(self):
        if self.dim() > 2:
            raise RuntimeError(f"t() expects a tensor with <= 2 dimensions, but self is {self.dim()}D")
        return self if self.dim() < 2 else self.transpose(0, 1)

    @property
    def T(self):
        return self.t()

    def mm(self, mat2):
        return _sparse_dense_mm(self, mat2, "mm")

    def matmul(self, other):
        return _sparse_dense_mm(self, other, "matmul")

    def __matmul__(self, other):
        return _sparse_dense_mm(self, other, "matmul")

    def to(self, *args, **kwargs):
        """Same tensor for the CPU; a dtype casts the values."""
        dtype = kwargs.get("dtype")
        for a in args:
            if isinstance(a, yaten.dtype):
                dtype = a
            elif a is not None and not isinstance(a, (str, yaten.device)):
                raise NotImplementedError("to: yaten's sparse tensors take a device or a dtype only")
            elif a is not None and yaten.device(a).type != "cpu":
                yaten.empty(0).to(a)  # the CPU-only build's refusal
        if dtype is None or dtype == self.dtype:
            return self
        return SparseCooTensor._make(self._sparse_indices, self._sparse_values.to(dtype), self._sparse_size,
                                     self._coalesced)

    def cpu(self):
        return self

    def cuda(self, *args, **kwargs):
        yaten.empty(0).cuda(*args, **kwargs)  # the CPU-only build's refusal

    def float(self):
        return self.to(yaten.float32)

    def double(self):
        return self.to(yaten.float64)

    def detach(self):
        return SparseCooTensor._make(self._sparse_indices, self._sparse_values.detach(), self._sparse_size,
                                     self._coalesced)

    def clone(self):
        return SparseCooTensor._make(self._sparse_indices.clone(), self._sparse_values.clone(), self._sparse_size,
                                     self._coalesced)

    def __repr__(self, *, tensor_contents=None):
        def field(name, t):
            lines = repr(t).split("\n")
            return f"{name}=" + ("\n" + " " * (len(name) + 8)).join(lines)
        size = tuple(self._sparse_size)
        return (f"tensor({field('indices', self._sparse_indices)},\n       {field('values', self._sparse_values)},\n"
                f"       size={size}, nnz={self._nnz()}, layout={self.layout})")

    def __deepcopy__(self, memo):
        return SparseCooTensor._make(copy.deepcopy(self._sparse_indices, memo),
                                     copy.deepcopy(self._sparse_values, memo), self._sparse_size, self._coalesced)

    def __reduce_ex__(self, proto):
        return (_rebuild, (self._sparse_indices, self._sparse_values, tuple(self._sparse_size), self._coalesced))

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        impl = _FUNCTIONS.get(func)
        if impl is not None:
            return impl(*args, **kwargs)
        name = getattr(func, "__name__", str(func))
        if name == "__get__":  # dtype, device, grad_fn, is_leaf, ...: the empty tensor's (values') answers
            with _C.DisableTorchFunctionSubclass():
                return func(*args, **kwargs)
        raise NotImplementedError(f"{name}: yaten's sparse COO tensors support products with dense matrices "
                                  f"(mm, spmm, matmul, addmm), t/transpose, coalesce and to_dense; {name} got a "
                                  f"sparse argument (call .to_dense() first)")


def _rebuild(indices, values, size, coalesced):
    return SparseCooTensor._make(indices, values, size, coalesced)


def _sparse_dense_mm(sparse, dense, name):
    """sparse (m, n) times dense (n, k) or (n,): each entry's value times its
    column's row of dense, summed into its row; index_select and index_add
    carry the gradients to dense and to the values."""
    if _is_sparse(dense):
        raise NotImplementedError(f"{name}: yaten multiplies a sparse matrix by a dense one only, not two sparse ones")
    if not isinstance(dense, yaten.Tensor):
        raise TypeError(f"{name}(): argument 'mat2' must be Tensor, not {type(dense).__name__}")
    if sparse.dim() != 2 or sparse.sparse_dim() != 2:
        raise NotImplementedError(f"{name}: yaten multiplies 2-D sparse matrices (two sparse dims) only, got "
                                  f"{sparse.dim()}-D with {sparse.sparse_dim()} sparse dims")
    if name == "mm" and dense.dim() != 2:
        raise RuntimeError(f"mm: expected 2-D dense matrix, got {dense.dim()}-D")
    if dense.dim() not in (1, 2):
        raise NotImplementedError(f"{name}: yaten multiplies a sparse matrix by a 1-D or 2-D dense tensor, got "
                                  f"{dense.dim()}-D")
    if dense.shape[0] != sparse.shape[1]:
        raise RuntimeError(f"{name}: mat1 and mat2 shapes cannot be multiplied ({sparse.shape[0]}x{sparse.shape[1]} "
                           f"and {'x'.join(str(s) for s in dense.shape)})")
    if dense.dtype != sparse.dtype:
        raise RuntimeError(f"{name}: expected mat1 and mat2 to have the same dtype, but got: "
                           f"{str(sparse.dtype).split('.')[-1]} != {str(dense.dtype).split('.')[-1]}")
    rows, cols = sparse._sparse_indices
    values = sparse._sparse_values
    picked = dense.index_select(0, cols)
    contributions = picked * (values.unsqueeze(1) if dense.dim() == 2 else values)
    out = yaten.zeros((sparse.shape[0],) + tuple(dense.shape[1:]), dtype=dense.dtype)
    return out.index_add(0, rows, contributions)


def _refuse_dense_sparse(name):
    # torch 1.13 has no dense @ sparse either
    raise NotImplementedError(f"{name}: a dense matrix times a sparse one is not supported (as in torch); "
                              f"write (sparse.t() @ dense.t()).t()")


def mm(mat1, mat2):
    """sparse @ dense as a dense tensor."""
    if _is_sparse(mat1):
        return _sparse_dense_mm(mat1, mat2, "mm")
    if _is_sparse(mat2):
        _refuse_dense_sparse("mm")
    return yaten.mm(mat1, mat2)


def _matmul(input, other):
    if _is_sparse(input):
        return _sparse_dense_mm(input, other, "matmul")
    _refuse_dense_sparse("matmul")


def spmm(input, mat2):
    """torch.spmm: mm with a sparse (or dense) first matrix."""
    if _C._has_torch_function((input, mat2)):
        return _C._handle_torch_function(spmm, (input, mat2), input, mat2)
    return mm(input, mat2)


def addmm(input, mat1, mat2, *, beta=1, alpha=1):
    """beta * input + alpha * (mat1 @ mat2) with a sparse mat1."""
    if _is_sparse(input):
        raise NotImplementedError("addmm: yaten takes a dense input to add to")
    return input * beta + mm(mat1, mat2) * alpha


def sum(input, dim=None, dtype=None):
    """The sum of a sparse tensor's entries (dense result), or over dims."""
    dense = input.to_dense() if _is_sparse(input) else input
    if dim is None:
        return dense.sum(dtype=dtype)
    return dense.sum(dim, dtype=dtype)


def sparse_coo_tensor(indices, values, size=None, *, dtype=None, device=None, requires_grad=False,
                      check_invariants=None):
    """A COO tensor of values at indices (sparse_dim, nnz); size inferred from
    the largest index when not given."""
    if _C._has_torch_function((indices, values)):
        return _C._handle_torch_function(sparse_coo_tensor, (indices, values), indices, values, size, dtype=dtype,
                                         device=device, requires_grad=requires_grad,
                                         check_invariants=check_invariants)
    if device is not None and yaten.device(device).type != "cpu":
        yaten.empty(0, device=device)  # the CPU-only build's refusal
    indices = yaten.as_tensor(indices)
    values = yaten.as_tensor(values, dtype=dtype)
    if values.dim() == 0:
        raise RuntimeError("sparse_coo_tensor: values must have at least one dimension (nnz), got a 0-d tensor")
    if indices.dtype != yaten.int64:
        if indices.is_floating_point() or indices.dtype == yaten.bool:
            raise RuntimeError("indices must be an int64 tensor")
        indices = indices.to(yaten.int64)
    if indices.dim() != 2:
        raise RuntimeError(f"indices must be sparse_dim x nnz, but got: {list(indices.shape)}")
    if indices.shape[1] != values.shape[0]:
        raise RuntimeError(f"indices and values must have same nnz, but got nnz from indices: {indices.shape[1]}, "
                           f"nnz from values: {values.shape[0]}")
    sparse_dim = indices.shape[0]
    if indices.numel() and bool((indices < 0).any()):
        raise RuntimeError(f"found negative index {int(indices.min())} for dim {int((indices < 0).any(1).int().argmax())}")
    if size is None:
        extents = indices.amax(1).add(1).tolist() if indices.shape[1] else [0] * sparse_dim
        size = list(extents) + list(values.shape[1:])
    size = list(size)
    if len(size) != sparse_dim + values.dim() - 1:
        raise RuntimeError(f"number of dimensions must be sparse_dim ({sparse_dim}) + dense_dim ({values.dim() - 1}), "
                           f"but got {len(size)}")
    if list(values.shape[1:]) != size[sparse_dim:]:
        raise RuntimeError(f"values has incorrect size, expected {[values.shape[0]] + size[sparse_dim:]}, got "
                           f"{list(values.shape)}")
    if indices.shape[1]:
        largest = indices.amax(1).tolist()
        for d, (top, extent) in enumerate(zip(largest, size)):
            if top >= extent:
                raise RuntimeError(f"size is inconsistent with indices: for dim {d}, size is {extent} but found "
                                   f"index {top}")
    if requires_grad:
        values = values.detach().requires_grad_()
    return SparseCooTensor._make(indices, values, size)


def _to_sparse(self, sparse_dim=None):
    """Tensor.to_sparse(): the nonzero entries of a dense tensor, coalesced."""
    if _C._has_torch_function_unary(self):
        return _C._handle_torch_function(_to_sparse, (self,), self, sparse_dim)
    if sparse_dim is not None and sparse_dim != self.dim():
        raise NotImplementedError("to_sparse: yaten makes every dim sparse (sparse_dim=None)")
    indices = self.nonzero().t()
    values = self[tuple(indices)] if self.dim() else self.reshape(1)
    return SparseCooTensor._make(indices, values, self.shape, coalesced=True)


def _legacy_type(dtype):
    def new(cls, *args, size=None):
        """sparse.<Type>Tensor(indices, values[, size]) or (*size) for an empty one."""
        if len(args) >= 2 and isinstance(args[0], yaten.Tensor):
            return sparse_coo_tensor(args[0], args[1], args[2] if len(args) > 2 else size, dtype=dtype)
        shape = args[0] if len(args) == 1 and isinstance(args[0], (tuple, list, yaten.Size)) else args
        return sparse_coo_tensor(yaten.zeros((len(shape), 0), dtype=yaten.int64), yaten.zeros(0, dtype=dtype),
                                 list(shape))
    name = {yaten.float32: "FloatTensor", yaten.float64: "DoubleTensor", yaten.int64: "LongTensor",
            yaten.int32: "IntTensor", yaten.uint8: "ByteTensor", yaten.bool: "BoolTensor"}[dtype]
    return type(name, (), {"__new__": new, "__module__": "yaten.sparse", "dtype": dtype, "is_sparse": True})


FloatTensor = _legacy_type(yaten.float32)
DoubleTensor = _legacy_type(yaten.float64)
LongTensor = _legacy_type(yaten.int64)
IntTensor = _legacy_type(yaten.int32)
ByteTensor = _legacy_type(yaten.uint8)
BoolTensor = _legacy_type(yaten.bool)

_FUNCTIONS = {
    yaten.mm: mm, spmm: mm, mm: mm, yaten.Tensor.mm: mm,
    yaten.matmul: _matmul, yaten.Tensor.matmul: _matmul, yaten.Tensor.__matmul__: _matmul,
    yaten.Tensor.__rmatmul__: lambda self, other: _matmul(other, self),
    yaten.addmm: addmm, addmm: addmm, yaten.Tensor.addmm: addmm,
    yaten.t: SparseCooTensor.t, yaten.transpose: SparseCooTensor.transpose,
    yaten.Tensor.__repr__: SparseCooTensor.__repr__,
    _to_sparse: lambda self, sparse_dim=None: self,
}
