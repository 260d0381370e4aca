"""svd_lowrank and pca_lowrank (yaten/_lowrank.py): random, so compared with
torch by what they must give: shapes, orthonormal factors, the leading
singular values of a matrix of low rank, its reconstruction, and torch's
refusals."""
import pytest

import yaten

torch = pytest.importorskip("torch")


def low_rank(lib, m, n, rank, batch=()):
    g = torch.Generator().manual_seed(m * 100 + n)
    a = torch.randn(*batch, m, rank, generator=g, dtype=torch.float64)
    b = torch.randn(*batch, rank, n, generator=g, dtype=torch.float64)
    return lib.tensor((a @ b).tolist(), dtype=lib.float64)


@pytest.mark.parametrize("m, n, q, batch", [(20, 10, 5, ()), (8, 30, 4, ()), (12, 12, 3, (2,)), (6, 4, 4, ())])
def test_svd_lowrank_recovers_a_low_rank_matrix_as_torch(m, n, q, batch):
    rank = min(3, q)
    out = {}
    for lib in (yaten, torch):
        A = low_rank(lib, m, n, rank, batch)
        U, S, V = lib.svd_lowrank(A, q=q)
        assert tuple(U.shape) == (*batch, m, q) and tuple(S.shape) == (*batch, q) and tuple(V.shape) == (*batch, n, q)
        eye = lib.eye(q, dtype=lib.float64)
        assert lib.allclose(U.mT @ U, eye, atol=1e-8) and lib.allclose(V.mT @ V, eye, atol=1e-8)
        assert lib.allclose(U @ lib.diag_embed(S) @ V.mT, A, atol=1e-8)
        out[lib.__name__] = S[..., :rank].flatten().tolist()
    assert out["yaten"] == pytest.approx(out["torch"], rel=1e-9)


def test_svd_lowrank_of_a_difference_with_m():
    A, M = low_rank(yaten, 10, 6, 2), yaten.ones(1, 6, dtype=yaten.float64)
    U, S, V = yaten.svd_lowrank(A + M, q=4, M=M)
    assert yaten.allclose(U @ yaten.diag(S) @ V.T, A, atol=1e-8)


def test_pca_lowrank_centers_the_rows_as_torch():
    out = {}
    for lib in (yaten, torch):
        A = low_rank(lib, 15, 5, 2) + 3.0
        U, S, V = lib.pca_lowrank(A, q=3)
        centered = A - A.mean(dim=0, keepdim=True)
        assert lib.allclose(U @ lib.diag(S) @ V.T, centered, atol=1e-8)
        out[lib.__name__] = (tuple(U.shape), S[:2].tolist(), tuple(lib.pca_lowrank(A, center=False)[1].shape))
    assert out["yaten"][0] == out["torch"][0] and out["yaten"][2] == out["torch"][2]
    assert out["yaten"][1] == pytest.approx(out["torch"][1], rel=1e-9)


def test_gradients_flow_through_svd_lowrank():
    A = low_rank(yaten, 6, 4, 2).requires_grad_()
    U, S, V = yaten.svd_lowrank(A, q=2)
    S.sum().backward()
    assert A.grad is not None and A.grad.shape == (6, 4)


def test_a_q_beyond_the_matrix_is_refused_as_torch():
    for lib in (yaten, torch):
        with pytest.raises(AssertionError):
            lib.svd_lowrank(lib.ones(3, 4), q=5)
