"""yaten.sparse's COO tensors against torch's, as graph scripts use them:
built from indices and values (pygcn's sparse.FloatTensor of a scipy
matrix, GAT's sparse_coo_tensor inside an autograd.Function), multiplied
with dense matrices with gradients to both, coalesced, transposed,
densified, saved; other ops refused."""
import io

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

INDICES = [[0, 1, 1, 2, 0, 3], [2, 0, 2, 1, 2, 3]]  # (0, 2) twice: uncoalesced
VALUES = [3., 4., 5., 6., 1., -2.]


def both(values=VALUES, size=(4, 4), **kwargs):
    return (yaten.sparse_coo_tensor(yaten.tensor(INDICES), yaten.tensor(values), size, **kwargs),
            torch.sparse_coo_tensor(torch.tensor(INDICES), torch.tensor(values), size, **kwargs))


def same(mine, theirs):
    np.testing.assert_allclose(mine.detach().numpy(), theirs.detach().numpy(), rtol=1e-6, atol=1e-6)


def test_attributes_as_torch():
    mine, theirs = both()
    assert tuple(mine.shape) == tuple(theirs.shape) and tuple(mine.size()) == tuple(theirs.size())
    assert (mine.is_sparse, mine.dim(), mine._nnz(), mine.sparse_dim(), mine.dense_dim(), mine.is_coalesced()) == \
        (theirs.is_sparse, theirs.dim(), theirs._nnz(), theirs.sparse_dim(), theirs.dense_dim(), theirs.is_coalesced())
    assert str(mine.layout).split(".")[-1] == str(theirs.layout).split(".")[-1] == "sparse_coo"
    assert mine.dtype is yaten.float32 and isinstance(mine, yaten.Tensor)
    assert repr(mine).replace("yaten.", "torch.") == repr(theirs)


def test_size_inferred_from_the_largest_index_as_torch():
    mine = yaten.sparse_coo_tensor(yaten.tensor(INDICES), yaten.tensor(VALUES))
    theirs = torch.sparse_coo_tensor(torch.tensor(INDICES), torch.tensor(VALUES))
    assert tuple(mine.shape) == tuple(theirs.shape)


def test_coalesce_and_to_dense_as_torch():
    mine, theirs = both()
    same(mine.to_dense(), theirs.to_dense())
    mc, tc = mine.coalesce(), theirs.coalesce()
    assert mc.indices().tolist() == tc.indices().tolist()
    same(mc.values(), tc.values())
    with pytest.raises(RuntimeError, match="uncoalesced"):
        mine.values()
    same(mine.t().to_dense(), theirs.t().to_dense())
    same(mine.transpose(0, 1).to_dense(), theirs.transpose(0, 1).to_dense())


@pytest.mark.parametrize("product", ["spmm", "mm", "matmul", "operator", "method", "sparse.mm", "addmm"])
def test_sparse_times_dense_and_its_gradients_as_torch(product):
    calls = {"spmm": lambda lib, s, d: lib.spmm(s, d), "mm": lambda lib, s, d: lib.mm(s, d),
             "matmul": lambda lib, s, d: lib.matmul(s, d), "operator": lambda lib, s, d: s @ d,
             "method": lambda lib, s, d: s.mm(d), "sparse.mm": lambda lib, s, d: lib.sparse.mm(s, d),
             "addmm": lambda lib, s, d: lib.sparse.addmm(lib.ones(4, 3), s, d, beta=0.5, alpha=2.0)}
    dense = np.random.RandomState(0).randn(4, 3).astype(np.float32)
    results = []
    values_grad = product == "sparse.mm"  # torch's other products refuse a gradient to the sparse side
    for lib in (yaten, torch):
        values = lib.tensor(VALUES, requires_grad=values_grad)
        s = lib.sparse_coo_tensor(lib.tensor(INDICES), values, (4, 4))
        d = lib.tensor(dense, requires_grad=True)
        out = calls[product](lib, s, d)
        (out * lib.arange(12.).view(4, 3)).sum().backward()
        results.append((out, d.grad) + ((values.grad,) if values_grad else ()))
    for mine, theirs in zip(*results):
        same(mine, theirs)


def test_sparse_times_vector_as_torch():
    mine, theirs = both()
    same(yaten.matmul(mine, yaten.arange(4.)), torch.matmul(theirs, torch.arange(4.)))


def test_legacy_float_tensor_of_a_scipy_matrix_as_pygcn_builds_it():
    sp = pytest.importorskip("scipy.sparse")
    matrix = sp.random(5, 5, density=0.4, random_state=0, dtype=np.float32).tocoo()
    built = []
    for lib in (yaten, torch):
        indices = lib.from_numpy(np.vstack((matrix.row, matrix.col)).astype(np.int64))
        built.append(lib.sparse.FloatTensor(indices, lib.from_numpy(matrix.data), lib.Size(matrix.shape)))
    same(built[0].to_dense(), built[1].to_dense())
    same(yaten.spmm(built[0], yaten.ones(5, 2)), torch.spmm(built[1], torch.ones(5, 2)))


def test_to_sparse_of_a_dense_tensor_as_torch():
    dense = [[0., 2., 0.], [3., 0., 4.]]
    mine, theirs = yaten.tensor(dense).to_sparse(), torch.tensor(dense).to_sparse()
    assert mine.indices().tolist() == theirs.indices().tolist() and mine.values().tolist() == theirs.values().tolist()


class _Spmm:
    """GAT's SpecialSpmmFunction: the sparse matrix made in forward, saved,
    and read back (its _indices) in backward."""

    @staticmethod
    def make(lib):
        class Spmm(lib.autograd.Function):
            @staticmethod
            def forward(ctx, indices, values, shape, b):
                a = lib.sparse_coo_tensor(indices, values, shape)
                ctx.save_for_backward(a, b)
                ctx.N = shape[0]
                return lib.matmul(a, b)

            @staticmethod
            def backward(ctx, grad_output):
                a, b = ctx.saved_tensors
                grad_a_dense = grad_output.matmul(b.t())
                edge_idx = a._indices()[0, :] * ctx.N + a._indices()[1, :]
                return None, grad_a_dense.view(-1)[edge_idx], None, a.t().matmul(grad_output)
        return Spmm


def test_a_sparse_tensor_saved_in_a_function_comes_back_sparse():
    results = []
    for lib in (yaten, torch):
        values = lib.tensor(VALUES, requires_grad=True)
        b = lib.arange(12.).view(4, 3).requires_grad_()
        out = _Spmm.make(lib).apply(lib.tensor(INDICES), values, lib.Size([4, 4]), b)
        out.pow(2).sum().backward()
        results.append((out, values.grad, b.grad))
    for mine, theirs in zip(*results):
        same(mine, theirs)


def test_save_and_load_both_ways_with_torch(tmp_path):
    mine, theirs = both()
    yaten.save({"adj": mine}, tmp_path / "mine.pt")
    same(torch.load(tmp_path / "mine.pt")["adj"].to_dense(), theirs.to_dense())
    torch.save({"adj": theirs}, tmp_path / "theirs.pt")
    same(yaten.load(tmp_path / "theirs.pt")["adj"].to_dense(), theirs.to_dense())


@pytest.mark.parametrize("call", [
    "lib.sparse_coo_tensor(lib.tensor([[0, 1]]), lib.tensor([1., 2., 3.]), (2,))",
    "lib.sparse_coo_tensor(lib.tensor([[0, 5]]), lib.tensor([1., 2.]), (3,))",
    "lib.sparse_coo_tensor(lib.tensor([[0, -1]]), lib.tensor([1., 2.]), (3,))",
    "lib.mm(lib.ones(2, 4), lib.sparse_coo_tensor(lib.tensor(INDICES), lib.tensor(VALUES), (4, 4)))",
    "lib.mm(lib.sparse_coo_tensor(lib.tensor(INDICES), lib.tensor(VALUES), (4, 4)), lib.ones(3, 2))",
    "lib.exp(lib.sparse_coo_tensor(lib.tensor(INDICES), lib.tensor(VALUES), (4, 4)))"])
def test_refused_where_torch_refuses(call):
    with pytest.raises(Exception) as theirs:
        eval(call, {"lib": torch, "INDICES": INDICES, "VALUES": VALUES})
    with pytest.raises(Exception) as mine:
        eval(call, {"lib": yaten, "INDICES": INDICES, "VALUES": VALUES})
    assert type(mine.value) is type(theirs.value) or isinstance(mine.value, NotImplementedError)


def test_a_factory_with_the_sparse_layout_is_refused_by_name():
    with pytest.raises(NotImplementedError, match="zeros.*sparse_coo_tensor"):
        yaten.zeros(2, layout=yaten.sparse_coo)
