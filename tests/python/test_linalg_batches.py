"""Batches of small matrices in yaten.linalg: each LAPACK call runs with
OpenBLAS's threads off, and a batch with enough work (here 300 32x32
matrices) is split across yaten's threads
(runtime/kernels/linalg/lapack_batches.h). The results match torch and do not
depend on the thread count, a failing matrix is named by its place in the
batch whichever thread factored it, and OpenBLAS's thread count is what it
was before."""
import ctypes
import ctypes.util

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

BATCH = 300  # of 32x32 matrices: several shares on two threads


@pytest.fixture
def threads():
    before = yaten.get_num_threads()
    yield
    yaten.set_num_threads(before)


def batch_of(rng, n, spd=False):
    a = rng.standard_normal((BATCH, n, n))
    return a @ np.swapaxes(a, -1, -2) + n * np.eye(n) if spd else a


CALLS = {
    "solve": lambda lib, a, s, b: lib.linalg.solve(a, b),
    "solve_left_false": lambda lib, a, s, b: lib.linalg.solve(a, b.mT, left=False),
    "inv": lambda lib, a, s, b: lib.linalg.inv(a),
    "det": lambda lib, a, s, b: lib.linalg.det(a),
    "lu_factor": lambda lib, a, s, b: lib.linalg.lu_factor(a).LU,
    "cholesky": lambda lib, a, s, b: lib.linalg.cholesky(s),
    "solve_triangular": lambda lib, a, s, b: lib.linalg.solve_triangular(lib.linalg.cholesky(s), b, upper=False),
    "eigvalsh": lambda lib, a, s, b: lib.linalg.eigh(s).eigenvalues,
    "svdvals": lambda lib, a, s, b: lib.linalg.svd(a).S,
    "qr_R_abs": lambda lib, a, s, b: lib.linalg.qr(a).R.abs(),
    "geqrf_abs": lambda lib, a, s, b: lib.geqrf(a)[0].abs(),
    "lstsq": lambda lib, a, s, b: lib.linalg.lstsq(a, b).solution,
}


@pytest.mark.parametrize("name", CALLS)
@pytest.mark.parametrize("n", [3, 32])
def test_split_batch_matches_torch(rng, threads, name, n):
    yaten.set_num_threads(2)
    a, s, b = batch_of(rng, n), batch_of(rng, n, spd=True), rng.standard_normal((BATCH, n, 2))
    got = CALLS[name](yaten, *(yaten.tensor(x) for x in (a, s, b)))
    want = CALLS[name](torch, *(torch.tensor(x) for x in (a, s, b)))
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-7, atol=1e-9)


@pytest.mark.parametrize("name", CALLS)
def test_results_do_not_depend_on_the_thread_count(rng, threads, name):
    a, s, b = (yaten.tensor(x) for x in (batch_of(rng, 32), batch_of(rng, 32, spd=True), rng.standard_normal((BATCH, 32, 2))))
    yaten.set_num_threads(1)
    one = CALLS[name](yaten, a, s, b)
    yaten.set_num_threads(2)
    two = CALLS[name](yaten, a, s, b)
    assert np.array_equal(one.numpy(), two.numpy())


def test_svd_and_eigh_reconstruct_each_matrix(rng, threads):
    yaten.set_num_threads(2)
    a, s = yaten.tensor(batch_of(rng, 32)), yaten.tensor(batch_of(rng, 32, spd=True))
    u, values, vh = yaten.linalg.svd(a)
    assert yaten.allclose(u @ yaten.diag_embed(values) @ vh, a, atol=1e-10)
    w, v = yaten.linalg.eigh(s)
    assert yaten.allclose(v @ yaten.diag_embed(w) @ v.mT, s, atol=1e-9)


def test_singular_matrix_deep_in_a_split_batch_is_named(rng, threads):
    yaten.set_num_threads(2)
    data = batch_of(rng, 32)
    data[217] = 0.0
    ours, theirs = yaten.tensor(data), torch.tensor(data)
    with pytest.raises(yaten.linalg.LinAlgError) as got:
        yaten.linalg.inv(ours)
    with pytest.raises(torch.linalg.LinAlgError) as want:
        torch.linalg.inv(theirs)
    assert str(got.value) == str(want.value)
    assert yaten.linalg.solve_ex(ours, yaten.ones(BATCH, 32, dtype=yaten.float64)).info.nonzero().tolist() == [[217]]


def test_lstsq_of_a_broadcast_matrix_gives_its_rank_and_values_once(rng, threads):
    yaten.set_num_threads(2)
    a = rng.standard_normal((3, 1, 6, 4))
    a[1, 0, :, 3] = a[1, 0, :, 2]  # rank 3
    b = rng.standard_normal((3, 2000, 6, 2))
    got = yaten.linalg.lstsq(yaten.tensor(a), yaten.tensor(b), driver="gelsd")
    want = torch.linalg.lstsq(torch.tensor(a), torch.tensor(b), driver="gelsd")
    assert got.rank.tolist() == want.rank.tolist() == [[4], [3], [4]]
    np.testing.assert_allclose(got.singular_values.numpy(), want.singular_values.numpy(), rtol=1e-10)
    np.testing.assert_allclose(got.solution.numpy(), want.solution.numpy(), rtol=1e-7, atol=1e-9)


def test_openblas_thread_count_is_restored(rng, threads):
    name = ctypes.util.find_library("openblas") or "libopenblas.so.0"
    openblas = ctypes.CDLL(name)
    before = openblas.openblas_get_num_threads()
    yaten.set_num_threads(2)
    a = yaten.tensor(batch_of(rng, 8))
    yaten.linalg.inv(a)
    yaten.linalg.svd(a)
    assert openblas.openblas_get_num_threads() == before
