"""The derivatives of yaten.linalg's factorisations where they differ from a
plain formula: every result of svd / eigh / qr has its own forward-mode
tangent (ops.yaml's per-return `result:`), svd with full_matrices=True on
non-square input is differentiable as in torch (the extra singular vectors
get no gradient and a zero tangent), and the results are column-major as
torch's are. Compared with torch's forward and reverse mode."""
import numpy as np
import pytest

import yaten
from yaten.autograd import forward_ad as fwad
from yaten.autograd import gradcheck

torch = pytest.importorskip("torch")


def random(rng, *shape):
    return rng.standard_normal(shape)


def tangents(lib, fwd, fn, primal, tangent):
    with fwd.dual_level():
        outputs = fn(fwd.make_dual(lib.tensor(primal), lib.tensor(tangent)))
        return [(fwd.unpack_dual(o).primal.numpy().copy(), fwd.unpack_dual(o).tangent) for o in outputs]


def aligned(primal, tangent, reference):
    """The tangent of singular / eigen vectors with each column's sign
    flipped as the primal's is against the reference (LAPACKs may differ)."""
    signs = np.sign(np.sum(primal * reference, axis=-2, keepdims=True))
    return tangent * signs


SVD_CASES = [((4, 3), True), ((3, 5), True), ((4, 3), False), ((2, 3, 5), False), ((3, 3), True)]


@pytest.mark.parametrize("shape,full", SVD_CASES, ids=[f"{s}-full{f}" for s, f in SVD_CASES])
def test_svd_tangents_of_each_result_match_torch(shape, full, rng):
    a, t = random(rng, *shape), random(rng, *shape)
    fn = lambda lib: lambda x: lib.linalg.svd(x, full_matrices=full)  # noqa: E731
    ours = tangents(yaten, fwad, fn(yaten), a, t)
    theirs = tangents(torch, torch.autograd.forward_ad, fn(torch), a, t)
    (u, du), (_, ds), (vh, dvh) = ours
    (tu, tdu), (_, tds), (tvh, tdvh) = theirs
    np.testing.assert_allclose(ds.numpy(), tds.numpy(), atol=1e-10)
    np.testing.assert_allclose(aligned(u, du.numpy(), tu), tdu.numpy(), atol=1e-10)
    vh_signs = np.sign(np.sum(vh * tvh, axis=-1, keepdims=True))
    np.testing.assert_allclose(dvh.numpy() * vh_signs, tdvh.numpy(), atol=1e-10)


def test_eigh_tangents_of_both_results_match_torch(rng):
    a = random(rng, 2, 4, 4)
    a = a + np.swapaxes(a, -1, -2)
    t = random(rng, 2, 4, 4)
    t = t + np.swapaxes(t, -1, -2)
    fn = lambda lib: lambda x: lib.linalg.eigh(x)  # noqa: E731
    (_, dl), (v, dv) = tangents(yaten, fwad, fn(yaten), a, t)
    (_, tdl), (tv, tdv) = tangents(torch, torch.autograd.forward_ad, fn(torch), a, t)
    np.testing.assert_allclose(dl.numpy(), tdl.numpy(), atol=1e-10)
    np.testing.assert_allclose(aligned(v, dv.numpy(), tv), tdv.numpy(), atol=1e-10)


@pytest.mark.parametrize("shape,mode", [((4, 3), "reduced"), ((3, 5), "reduced"), ((3, 5), "complete")])
def test_qr_tangents_of_both_results_match_torch(shape, mode, rng):
    a, t = random(rng, *shape), random(rng, *shape)
    fn = lambda lib: lambda x: lib.linalg.qr(x, mode=mode)  # noqa: E731
    ours = tangents(yaten, fwad, fn(yaten), a, t)
    theirs = tangents(torch, torch.autograd.forward_ad, fn(torch), a, t)
    for (_, got), (_, want) in zip(ours, theirs):
        np.testing.assert_allclose(got.numpy(), want.numpy(), atol=1e-10)


@pytest.mark.parametrize("fn,shape", [
    (lambda x: yaten.linalg.svd(x, full_matrices=False), (4, 3)),
    # The singular vectors past min(m, n) are not unique: only the first ones are checked.
    (lambda x: (lambda u, s, vh: (u, s, vh[:3]))(*yaten.linalg.svd(x, full_matrices=True)), (3, 5)),
    (lambda x: yaten.linalg.qr(x), (4, 3)),
    (lambda x: yaten.linalg.eigh(x + x.transpose(-2, -1)), (3, 3)),
], ids=["svd", "svd_full", "qr", "eigh"])
def test_forward_mode_gradcheck_of_every_result(fn, shape, rng):
    a = yaten.tensor(random(rng, *shape), requires_grad=True)

    def squared(x):
        # Squares are blind to the sign LAPACK picks for each vector, so the finite differences are smooth.
        return tuple(o * o for o in fn(x))
    assert gradcheck(squared, (a,), check_forward_ad=True)


@pytest.mark.parametrize("shape", [(4, 3), (3, 5), (2, 5, 3)])
def test_svd_full_matrices_gradient_of_non_square_matches_torch(shape, rng):
    a = random(rng, *shape)
    weights = [random(rng, *shape[:-2], shape[-2], shape[-2]), random(rng, *shape[:-2], min(shape[-2:])),
               random(rng, *shape[:-2], shape[-1], shape[-1])]

    def grad(lib):
        x = lib.tensor(a, requires_grad=True)
        u, s, vh = lib.linalg.svd(x, full_matrices=True)
        k = s.shape[-1]
        # Sign-invariant in each singular pair, and touching only the thin part.
        loss = ((u[..., :k] * u[..., :k]) * lib.tensor(weights[0])[..., :k]).sum() + (s * lib.tensor(weights[1])).sum()
        loss = loss + ((vh[..., :k, :] * vh[..., :k, :]) * lib.tensor(weights[2])[..., :k, :]).sum()
        loss.backward()
        return x.grad.numpy()
    np.testing.assert_allclose(grad(yaten), grad(torch), atol=1e-10)


@pytest.mark.parametrize("call", [
    lambda lib, a: lib.linalg.svd(a), lambda lib, a: lib.linalg.svd(a, full_matrices=False),
    lambda lib, a: lib.linalg.qr(a), lambda lib, a: lib.linalg.qr(a, mode="complete"),
    lambda lib, a: lib.linalg.eigh(a[..., :3, :3]),
], ids=["svd", "svd_thin", "qr", "qr_complete", "eigh"])
def test_results_are_column_major_as_torchs(call, rng):
    a = random(rng, 2, 4, 3)
    ours, theirs = call(yaten, yaten.tensor(a)), call(torch, torch.tensor(a))
    assert [o.stride() for o in ours] == [t.stride() for t in theirs]


RANK_TWO = np.array([[1.0, 2, 3], [2, 4, 6], [1, 0, 1]])


def det_gradients(lib, data):
    x = lib.tensor(data, requires_grad=True)
    (first,) = lib.autograd.grad(lib.linalg.det(x).sum(), x, create_graph=True)
    (second,) = lib.autograd.grad(first.sum(), x)
    return first.detach().numpy(), second.numpy()


@pytest.mark.parametrize("data", [RANK_TWO, np.zeros((3, 3)), np.stack([RANK_TWO, np.eye(3) * 2, np.ones((3, 3))])],
                         ids=["rank_two", "zero", "mixed_batch"])
def test_det_gradients_at_singular_matrices_are_torchs_cofactors(data):
    # The cofactor matrix, finite where det A^-T is 0 * inf; its own derivative too (NaN for the zero matrix, as torch).
    for ours, theirs in zip(det_gradients(yaten, data), det_gradients(torch, data)):
        np.testing.assert_allclose(ours, theirs, atol=1e-12, equal_nan=True)


def test_det_is_checked_at_a_singular_matrix_in_all_modes():
    x = yaten.tensor(np.stack([RANK_TWO, RANK_TWO + np.eye(3)]), requires_grad=True)
    assert gradcheck(yaten.linalg.det, (x,), check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(yaten.linalg.det, (x,))


def test_slogdet_gradient_at_a_singular_matrix_is_torchs():
    def grad(lib):
        x = lib.tensor(RANK_TWO, requires_grad=True)
        sign, logabsdet = lib.linalg.slogdet(x)
        return sign.item(), logabsdet.item(), lib.autograd.grad(logabsdet, x)[0].numpy()
    (s, l, g), (ts, tl, tg) = grad(yaten), grad(torch)
    assert (s, l) == (ts, tl)
    np.testing.assert_allclose(g, tg, atol=1e-12)


def test_slogdet_tangent_is_the_logabsdets_and_the_signs_is_zero(rng):
    a, t = random(rng, 2, 3, 3), random(rng, 2, 3, 3)
    fn = lambda lib: lambda x: lib.linalg.slogdet(x)  # noqa: E731
    (_, dsign), (_, dlog) = tangents(yaten, fwad, fn(yaten), a, t)
    (_, tdsign), (_, tdlog) = tangents(torch, torch.autograd.forward_ad, fn(torch), a, t)
    # torch gives the piecewise-constant sign a zero tangent, not none.
    assert tdsign is not None and dsign is not None
    np.testing.assert_array_equal(dsign.numpy(), tdsign.numpy())
    np.testing.assert_allclose(dlog.numpy(), tdlog.numpy(), atol=1e-12)


MULTI_OUTPUT = {
    "lu_factor_ex": lambda lib, a: lib.linalg.lu_factor_ex(a), "inv_ex": lambda lib, a: lib.linalg.inv_ex(a),
    "cholesky_ex": lambda lib, a: lib.linalg.cholesky_ex(a @ a.transpose(-2, -1)), "lu": lambda lib, a: lib.linalg.lu(a),
    "solve_ex": lambda lib, a: lib.linalg.solve_ex(a, a), "eigh": lambda lib, a: lib.linalg.eigh(a + a.transpose(-2, -1)),
    "qr": lambda lib, a: lib.linalg.qr(a), "svd": lambda lib, a: lib.linalg.svd(a),
    "lstsq": lambda lib, a: lib.linalg.lstsq(a, a, driver="gelsd"), "slogdet": lambda lib, a: lib.linalg.slogdet(a),
}


@pytest.mark.parametrize("op", MULTI_OUTPUT)
def test_which_outputs_get_a_tangent_and_a_history_is_torchs(op, rng):
    # Integer, pivot, permutation and info outputs: no tangent, no grad_fn; as torch, output by output.
    a, t = random(rng, 3, 3), random(rng, 3, 3)

    def describe(lib, fw):
        with fw.dual_level():
            outs = MULTI_OUTPUT[op](lib, fw.make_dual(lib.tensor(a), lib.tensor(t)))
            has_tangent = [fw.unpack_dual(o).tangent is not None for o in outs]
        outs = MULTI_OUTPUT[op](lib, lib.tensor(a, requires_grad=True))
        return has_tangent, [o.requires_grad for o in outs]
    assert describe(yaten, fwad) == describe(torch, torch.autograd.forward_ad)


def test_det_matches_torch_to_the_last_bit_on_a_near_singular_matrix():
    # Both factor a row-major A as A^T, so the rounding is the same.
    data = RANK_TWO + np.diag([1e-4, 0, 0])
    assert yaten.linalg.det(yaten.tensor(data)).item() == torch.linalg.det(torch.tensor(data)).item()


LU_SHAPES = [(5, 3), (3, 5), (2, 4, 2), (4, 4)]


@pytest.mark.parametrize("shape", LU_SHAPES, ids=[str(s) for s in LU_SHAPES])
def test_lu_factor_gradients_of_tall_and_wide_matrices_match_torch(shape, rng):
    a = random(rng, *shape)
    weights = random(rng, *shape)

    def grad(lib):
        x = lib.tensor(a, requires_grad=True)
        lu, _ = lib.linalg.lu_factor(x)
        p, l, u = lib.linalg.lu(x)
        loss = (lu * lib.tensor(weights)).sum() + (l * l).sum() + (u * u).sum()
        return lib.autograd.grad(loss, x)[0].numpy()
    np.testing.assert_allclose(grad(yaten), grad(torch), atol=1e-10)


@pytest.mark.parametrize("shape", LU_SHAPES, ids=[str(s) for s in LU_SHAPES])
def test_lu_factor_of_tall_and_wide_matrices_passes_gradcheck_in_all_modes(shape, rng):
    x = yaten.tensor(random(rng, *shape), requires_grad=True)
    assert gradcheck(lambda t: yaten.linalg.lu_factor(t)[0], (x,), check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(lambda t: yaten.linalg.lu(t)[1:], (x,))


@pytest.mark.parametrize("shape", [(5, 3), (3, 5)])
def test_lu_factor_tangent_of_tall_and_wide_matrices_matches_torch(shape, rng):
    a, t = random(rng, *shape), random(rng, *shape)
    fn = lambda lib: lambda x: lib.linalg.lu_factor(x)[:1]  # noqa: E731
    ((_, ours),) = tangents(yaten, fwad, fn(yaten), a, t)
    ((_, theirs),) = tangents(torch, torch.autograd.forward_ad, fn(torch), a, t)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), atol=1e-10)


# svdvals and eigvalsh compute no vectors (LAPACK's jobz 'N') unless a gradient may be asked for.

def test_values_only_kernels_return_empty_vectors_as_torch(rng):
    a = random(rng, 2, 4, 3)
    s = a[..., :3, :] + np.swapaxes(a[..., :3, :], -1, -2)
    for name, args, vector_slots in (("_linalg_svd", (a, False, False), (0, 2)), ("_linalg_eigh", (s, "L", False), (1,))):
        ours = getattr(yaten._C._internal, name)(yaten.tensor(args[0]), *args[1:])
        theirs = getattr(torch, name)(torch.tensor(args[0]), *args[1:])
        for slot in vector_slots:
            assert tuple(ours[slot].shape) == tuple(theirs[slot].shape) == (0,)
        values = 1 if name == "_linalg_svd" else 0
        np.testing.assert_allclose(ours[values].numpy(), theirs[values].numpy(), rtol=1e-12)


@pytest.mark.parametrize("name", ["svdvals", "eigvalsh"])
@pytest.mark.parametrize("shape", [(4, 4), (3, 5, 5)])
def test_values_alone_match_torch_with_and_without_gradients(name, shape, rng):
    a = random(rng, *shape)
    a = a + np.swapaxes(a, -1, -2)
    weights = random(rng, *shape[:-1])
    fn = lambda lib, x: getattr(lib.linalg, name)(x)  # noqa: E731
    got = fn(yaten, yaten.tensor(a))
    want = fn(torch, torch.tensor(a))
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-12)
    grads = []
    for lib in (yaten, torch):
        x = lib.tensor(a, requires_grad=True)
        (fn(lib, x) * lib.tensor(weights)).sum().backward()
        grads.append(x.grad.numpy())
    np.testing.assert_allclose(grads[0], grads[1], rtol=1e-9, atol=1e-12)
    x = yaten.tensor(a, requires_grad=True)
    assert gradcheck(lambda t: fn(yaten, t + t.mT), (x,))  # eigvalsh reads one triangle


@pytest.mark.parametrize("name", ["svdvals", "eigvalsh"])
def test_values_alone_have_torchs_tangent(name, rng):
    a, t = random(rng, 4, 4), random(rng, 4, 4)
    a, t = a + a.T, t + t.T
    fn = lambda lib: lambda x: [getattr(lib.linalg, name)(x)]  # noqa: E731
    (ours_primal, ours), = tangents(yaten, fwad, fn(yaten), a, t)
    (theirs_primal, theirs), = tangents(torch, torch.autograd.forward_ad, fn(torch), a, t)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("call", [
    lambda x: yaten._C._internal._linalg_svd(x, False, False)[1],
    lambda x: yaten._C._internal._linalg_eigh(x, "L", False)[0],
], ids=["svd", "eigh"])
def test_values_computed_without_vectors_refuse_a_gradient(call, rng):
    x = yaten.tensor(random(rng, 3, 3), requires_grad=True)
    with pytest.raises(RuntimeError, match="vectors, which were not computed"):
        call(x).sum().backward()


def test_norms_rank_and_cond_through_values_match_torch(rng):
    a = random(rng, 3, 5, 4)
    calls = [lambda lib, x: lib.linalg.matrix_norm(x, ord=2), lambda lib, x: lib.linalg.matrix_norm(x, ord="nuc"),
             lambda lib, x: lib.linalg.matrix_norm(x, ord=-2), lambda lib, x: lib.linalg.cond(x),
             lambda lib, x: lib.linalg.matrix_rank(x), lambda lib, x: lib.linalg.matrix_rank(x @ x.mT, hermitian=True)]
    for call in calls:
        np.testing.assert_allclose(call(yaten, yaten.tensor(a)).numpy(), call(torch, torch.tensor(a)).numpy(), rtol=1e-10)
        grads = []
        for lib in (yaten, torch):
            x = lib.tensor(a, requires_grad=True)
            out = call(lib, x)
            if out.dtype == lib.int64:
                continue
            out.sum().backward()
            grads.append(x.grad.numpy())
        if grads:
            np.testing.assert_allclose(grads[0], grads[1], rtol=1e-8, atol=1e-12)
