"""einsum, tensordot and chain_matmul in the forms torch's Python layer
accepts (yaten/_contractions.py), against torch: the notation's corners,
the sublist form, tensordot's dims, gradients, and the errors."""
import numpy as np
import pytest

import yaten
from yaten.autograd import gradcheck, gradgradcheck

torch = pytest.importorskip("torch")


def pair(rng, *shapes):
    arrays = [rng.standard_normal(s) for s in shapes]
    return [yaten.tensor(a) for a in arrays], [torch.tensor(a) for a in arrays]


EQUATIONS = [
    ("ij,jk->ik", [(2, 3), (3, 4)]), ("ij,jk", [(2, 3), (3, 4)]), ("ii->i", [(3, 3)]), ("ii", [(3, 3)]),
    ("ij->", [(2, 3)]), ("bhqd,bhkd->bhqk", [(2, 3, 4, 5), (2, 3, 6, 5)]), ("...ij,...jk", [(2, 2, 3), (3, 4)]),
    ("i,j->ij", [(2,), (3,)]), ("ijk,ikl,ilm->ijm", [(2, 3, 4), (2, 4, 5), (2, 5, 3)]), ("iij->ji", [(3, 3, 2)]),
    ("ba,ab", [(3, 2), (2, 3)]), ("...,...", [(2, 3), (3,)]), ("ij,jk,kl->il", [(2, 30), (30, 4), (4, 50)]),
    ("Ab,bA->", [(2, 3), (3, 2)]), ("i...->...", [(2, 3, 4)]), ("a...b,b->a...", [(2, 3, 4), (4,)]),
    ("ij,ij->ij", [(2, 3), (1, 3)]), ("ij,jk->ik", [(2, 1), (3, 4)]), ("", [()]), (",->", [(), ()]),
    ("ab,cd->", [(2, 3), (4, 5)]), ("iji->j", [(2, 3, 2)]), ("i j , j k -> i k", [(2, 3), (3, 4)]),
    ("ab,bc,cd,de->ae", [(3, 4), (4, 5), (5, 6), (6, 2)]), ("zb,Zb->zZ", [(2, 3), (4, 3)]),
    ("...ii->...i", [(2, 3, 3)]), ("ij,jk->", [(2, 0), (0, 3)]),
]


@pytest.mark.parametrize("equation,shapes", EQUATIONS, ids=[e for e, _ in EQUATIONS])
def test_einsum_matches_torch(equation, shapes, rng):
    ours, theirs = pair(rng, *shapes)
    got, want = yaten.einsum(equation, *ours), torch.einsum(equation, *theirs)
    assert tuple(got.shape) == tuple(want.shape)
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-10, atol=1e-12)


def test_einsum_sublist_and_list_forms(rng):
    (a, b), (ta, tb) = pair(rng, (2, 3), (3, 4))
    want = torch.einsum(ta, [0, 1], tb, [1, 2], [0, 2]).numpy()
    np.testing.assert_allclose(yaten.einsum(a, [0, 1], b, [1, 2], [0, 2]).numpy(), want)
    np.testing.assert_allclose(yaten.einsum(a, [Ellipsis, 1], b, [1, 2]).numpy(),
                               torch.einsum(ta, [Ellipsis, 1], tb, [1, 2]).numpy())
    np.testing.assert_allclose(yaten.einsum("ij,jk", [a, b]).numpy(), want)
    np.testing.assert_allclose(yaten.einsum("ij,jk", (a, b)).numpy(), want)


def test_einsum_follows_a_given_path(rng):
    (a, b, c), (ta, tb, tc) = pair(rng, (2, 3), (3, 4), (4, 5))
    want = torch.einsum("ij,jk,kl->il", ta, tb, tc).numpy()
    for path in ([0, 1, 0, 1], [1, 2, 0, 1]):
        np.testing.assert_allclose(yaten.einsum("ij,jk,kl->il", a, b, c, path=path).numpy(), want)


def test_einsum_gradients_through_diagonals_broadcasts_and_three_operands(rng):
    (a, b, c), _ = pair(rng, (3, 3, 2), (2, 4), (1, 4))
    for x in (a, b, c):
        x.requires_grad_(True)
    f = lambda a, b, c: yaten.einsum("iij,jk,lk->ikl", a, b, c)  # noqa: E731
    assert gradcheck(f, (a, b, c))
    assert gradgradcheck(f, (a, b, c))


BAD = [("ij,jk", [(2, 3), (4, 4)]), ("ij", [(2, 3, 4)]), ("ij,jk->iq", [(2, 3), (3, 4)]), ("ij,jk", [(2, 3)]),
       ("i", [(2,), (2,)]), ("i.j", [(2, 2)]), ("ii", [(2, 3)]), ("ij->ii", [(2, 3)]), ("i#", [(2, 2)]),
       ("...ij,...ij", [(2, 2, 2), (3, 2, 2)])]


@pytest.mark.parametrize("equation,shapes", BAD, ids=[e for e, _ in BAD])
def test_einsum_refuses_what_torch_refuses_with_its_message(equation, shapes, rng):
    ours, theirs = pair(rng, *shapes)
    with pytest.raises(RuntimeError) as want:
        torch.einsum(equation, *theirs)
    with pytest.raises(RuntimeError) as got:
        yaten.einsum(equation, *ours)
    words = str(want.value).split(" ")[:3]
    assert str(got.value).split(" ")[:3] == words


def test_einsum_without_operands_is_a_value_error():
    with pytest.raises(ValueError, match="einsum"):
        yaten.einsum("ij")


TENSORDOT = [((2, 3, 4), (3, 4, 5), {}), ((2, 3, 4), (4, 3, 2), {"dims": ([1, 2], [1, 0])}),
             ((3, 4), (4, 5), {"dims": 1}), ((2, 3), (3, 2), {"dims": 0}), ((2, 3), (3, 2), {"dims": [[1], [0]]})]


@pytest.mark.parametrize("a,b,kwargs", TENSORDOT)
def test_tensordot_matches_torch(a, b, kwargs, rng):
    (x, y), (tx, ty) = pair(rng, a, b)
    np.testing.assert_allclose(yaten.tensordot(x, y, **kwargs).numpy(), torch.tensordot(tx, ty, **kwargs).numpy())


def test_tensordot_dims_tensor_out_and_gradients(rng):
    (x, y), (tx, ty) = pair(rng, (2, 3, 4), (3, 4, 5))
    want = torch.tensordot(tx, ty, dims=torch.tensor(2)).numpy()
    np.testing.assert_allclose(yaten.tensordot(x, y, dims=yaten.tensor(2)).numpy(), want)
    out = yaten.empty(2, 5, dtype=yaten.float64)
    assert yaten.tensordot(x, y, out=out) is out
    np.testing.assert_allclose(out.numpy(), want)
    x.requires_grad_(True)
    y.requires_grad_(True)
    assert gradcheck(lambda a, b: yaten.tensordot(a, b, dims=([1], [0])), (x, y))


def test_tensordot_refuses_bad_dims(rng):
    (x, y), _ = pair(rng, (2, 3), (4, 2))
    with pytest.raises(RuntimeError, match="contracted dimensions need to match"):
        yaten.tensordot(x, y, dims=1)
    with pytest.raises(RuntimeError, match="dims >= 0"):
        yaten.tensordot(x, y, dims=-1)
    with pytest.raises(RuntimeError, match="both dimension lists should have same length"):
        yaten.tensordot(x, y, dims=([0, 1], [1]))


def test_chain_matmul_and_multi_dot_match_torch_and_refuse_bad_shapes(rng):
    mats, tmats = pair(rng, (3, 50), (50, 2), (2, 40), (40, 4))
    with pytest.warns(UserWarning, match="chain_matmul is deprecated"):
        got = yaten.chain_matmul(*mats)
    np.testing.assert_allclose(got.numpy(), torch.linalg.multi_dot(tmats).numpy())
    np.testing.assert_allclose(yaten.linalg.multi_dot(mats).numpy(), torch.linalg.multi_dot(tmats).numpy())
    with pytest.raises(RuntimeError, match="multi_dot"):
        yaten.linalg.multi_dot([mats[0]])
    with pytest.raises(RuntimeError, match="multi_dot"):
        yaten.linalg.multi_dot([mats[0], mats[0]])
    with pytest.raises(RuntimeError, match="must be 2D"):
        yaten.linalg.multi_dot([mats[0], yaten.ones(50, dtype=yaten.float64), mats[1]])


def test_add_products_broadcast_self_and_ignore_it_when_beta_is_zero(rng):
    (s, b1, b2), (ts, tb1, tb2) = pair(rng, (5,), (2, 3, 4), (2, 4, 5))
    np.testing.assert_allclose(yaten.addbmm(s, b1, b2, beta=0.5).numpy(), torch.addbmm(ts, tb1, tb2, beta=0.5).numpy())
    nan = yaten.full((3, 5), float("nan"), dtype=yaten.float64)
    assert not yaten.addbmm(nan, b1, b2, beta=0).isnan().any()
    with pytest.raises(RuntimeError):
        yaten.addmv(yaten.ones(3), yaten.ones(3, 4), yaten.ones(3))
    with pytest.raises(RuntimeError, match="batch1 must be a 3D tensor"):
        yaten.baddbmm(yaten.ones(3), yaten.ones(3, 4), yaten.ones(2, 4, 3))


BMM_SHAPES = [((10000, 1, 64), (10000, 64, 1)), ((7, 3, 5), (7, 5, 2)), ((3, 8, 8), (3, 8, 8)), ((3, 16, 16), (3, 16, 8)),
              ((2, 40, 30), (2, 30, 20)), ((4, 0, 3), (4, 3, 2)), ((4, 2, 0), (4, 0, 3)), ((0, 2, 3), (0, 3, 4)),
              ((80, 70, 70), (80, 70, 70))]  # BLAS-sized products, the batch split across threads


@pytest.mark.parametrize("a_shape,b_shape", BMM_SHAPES, ids=str)
@pytest.mark.parametrize("dtype", ["float32", "float64", "int64", "bfloat16"])
def test_bmm_small_and_large_matrices_match_torch(a_shape, b_shape, dtype, rng):
    # Many tiny products (a batched dot as the benchmark recipe writes it) and ones big enough for BLAS.
    a = rng.integers(-3, 4, a_shape).astype(np.float64)
    b = rng.integers(-3, 4, b_shape).astype(np.float64)
    got = yaten.bmm(yaten.tensor(a).to(getattr(yaten, dtype)), yaten.tensor(b).to(getattr(yaten, dtype)))
    want = torch.bmm(torch.tensor(a).to(getattr(torch, dtype)), torch.tensor(b).to(getattr(torch, dtype)))
    assert tuple(got.shape) == tuple(want.shape) and str(got.dtype)[6:] == str(want.dtype)[6:]
    np.testing.assert_array_equal(got.double().numpy(), want.double().numpy())


def test_bmm_of_strided_and_expanded_small_operands(rng):
    a, b = rng.standard_normal((5, 4, 3)), rng.standard_normal((3, 2))
    ys, ts = yaten.tensor(a), torch.tensor(a)
    pairs = [(lambda L, t: (t.transpose(1, 2), t[:, :, ::2])),
             (lambda L, t: (t, L.tensor(b).expand(5, 3, 2))),
             (lambda L, t: (t[::2], t[::2].transpose(1, 2)))]
    for make in pairs:
        got = yaten.bmm(*make(yaten, ys))
        want = torch.bmm(*make(torch, ts))
        np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-12, atol=1e-12)


def test_batched_dot_through_bmm_and_its_gradients(rng):
    x = rng.standard_normal((50, 8))
    for lib in (yaten, torch):
        t = lib.tensor(x, requires_grad=True)
        by_bmm = lib.bmm(t.reshape(-1, 1, t.shape[-1]), t.reshape(-1, t.shape[-1], 1)).flatten(-3)
        assert by_bmm.allclose(t.mul(t).sum(-1))
    a = yaten.tensor(rng.standard_normal((6, 2, 3)), requires_grad=True)
    b = yaten.tensor(rng.standard_normal((6, 3, 4)), requires_grad=True)
    assert gradcheck(yaten.bmm, (a, b)) and gradgradcheck(yaten.bmm, (a, b))
