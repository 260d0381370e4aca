"""torch.ormqr (yaten/_ormqr.py) and geqrf's compact QR against torch: the
product with Q from either side, transposed or not, batched; out=; torch's
refusals; and the gradient yaten gives (torch 1.13 has none)."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def data(lib, *shape, seed=0):
    g = torch.Generator().manual_seed(seed + sum(shape))
    return lib.tensor(torch.randn(*shape, generator=g, dtype=torch.float64).tolist(), dtype=lib.float64)


@pytest.mark.parametrize("left", [True, False])
@pytest.mark.parametrize("transpose", [False, True])
@pytest.mark.parametrize("a_shape, other_shape", [((5, 3), (5, 2)), ((4, 4), (4, 3)), ((2, 4, 2), (2, 4, 4))])
def test_ormqr_matches_torch(left, transpose, a_shape, other_shape):
    def run(lib):
        a, tau = lib.geqrf(data(lib, *a_shape))
        other = data(lib, *other_shape, seed=1)
        if not left:
            other = other.mT.contiguous()
        return lib.ormqr(a, tau, other, left=left, transpose=transpose).tolist()
    np.testing.assert_allclose(run(yaten), run(torch), rtol=1e-10, atol=1e-12)


def test_method_and_out():
    for lib in (yaten, torch):
        a, tau = data(lib, 4, 3).geqrf()
        other = data(lib, 4, 2, seed=1)
        out = lib.empty(4, 2, dtype=lib.float64)
        r = lib.ormqr(a, tau, other, out=out)
        assert r is out and lib.allclose(a.ormqr(tau, other), out)


def test_q_from_ormqr_is_orthogonal_and_rebuilds_the_input():
    x = data(yaten, 5, 3)
    a, tau = yaten.geqrf(x)
    q = yaten.ormqr(a, tau, yaten.eye(5, dtype=yaten.float64))
    assert yaten.allclose(q.mT @ q, yaten.eye(5, dtype=yaten.float64), atol=1e-12)
    r = a.triu()[:3]
    assert yaten.allclose(q[:, :3] @ r, x, atol=1e-12)


def test_bad_shapes_are_refused_as_torch():
    for lib in (yaten, torch):
        a, tau = lib.geqrf(data(lib, 4, 3))
        with pytest.raises(RuntimeError):
            lib.ormqr(a, tau, data(lib, 3, 2))
        with pytest.raises(RuntimeError):
            lib.ormqr(a, tau, data(lib, 3))
        with pytest.raises(RuntimeError):
            lib.geqrf(lib.ones(3))
        with pytest.raises(RuntimeError, match="not implemented for 'Long'"):
            lib.geqrf(lib.ones(3, 3, dtype=lib.int64))


def test_yaten_differentiates_ormqr_through_householder_product():
    a, tau = yaten.geqrf(data(yaten, 4, 3))
    a.requires_grad_()
    other = data(yaten, 4, 2, seed=1).requires_grad_()
    assert yaten.autograd.gradcheck(lambda a, c: yaten.ormqr(a, tau, c), (a, other))
