"""yaten.linalg on LAPACK against torch.linalg: LinAlgError and the *_ex
infos for singular and non-definite input, torch's errors for bad shapes and
dtypes (raised before anything is computed), batches with broadcasting, and
the factorisations' identities. Values and gradients of every op are in the
generated tests (op_samples.py)."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def both(array):
    return yaten.tensor(array), torch.tensor(array)


SINGULAR = np.array([[1.0, 0, 0], [0, 0, 0], [0, 0, 0]])
BATCH = np.stack([np.eye(3), SINGULAR])


def outcome(lib, call):
    try:
        call(lib)
    except Exception as e:  # noqa: BLE001 - compared with torch's below
        return e
    return None


@pytest.mark.parametrize("call", [
    lambda lib, a: lib.linalg.inv(a), lambda lib, a: lib.inverse(a),
    lambda lib, a: lib.linalg.solve(a, lib.ones(a.shape[:-1], dtype=a.dtype)),
    lambda lib, a: lib.linalg.cholesky(-a), lambda lib, a: lib.linalg.lu_factor(a),
], ids=["inv", "inverse", "solve", "cholesky", "lu_factor"])
@pytest.mark.parametrize("data", [SINGULAR, BATCH], ids=["matrix", "batch"])
def test_singular_input_raises_torchs_error_and_message(call, data):
    ours, theirs = both(data)
    got = outcome(yaten, lambda lib: call(lib, ours))
    want = outcome(torch, lambda lib: call(lib, theirs))
    assert got is not None and want is not None
    assert isinstance(got, RuntimeError)
    assert isinstance(got, yaten.linalg.LinAlgError) == isinstance(want, torch.linalg.LinAlgError)
    assert str(got) == str(want)


def test_lin_alg_error_is_a_runtime_error():
    assert issubclass(yaten.linalg.LinAlgError, RuntimeError)


def test_ex_forms_report_info_instead_of_raising():
    ours, theirs = both(BATCH)
    for name in ("inv_ex", "lu_factor_ex"):
        got, want = getattr(yaten.linalg, name)(ours), getattr(torch.linalg, name)(theirs)
        assert got.info.tolist() == want.info.tolist() and got.info.dtype == yaten.int32
    assert yaten.linalg.cholesky_ex(-ours).info.tolist() == torch.linalg.cholesky_ex(-theirs).info.tolist()
    assert yaten.linalg.solve_ex(ours, yaten.ones(2, 3, dtype=yaten.float64)).info.tolist() == [0, 2]
    with pytest.raises(yaten.linalg.LinAlgError, match=r"\(Batch element 1\)"):
        yaten.linalg.inv_ex(ours, check_errors=True)
    with pytest.raises(RuntimeError, match=r"U\[2,2\] is zero"):
        yaten.linalg.lu_factor_ex(ours, check_errors=True)


BAD = {
    "non-square inv": lambda lib: lib.linalg.inv(lib.ones(2, 3)),
    "1-D inv": lambda lib: lib.linalg.inv(lib.ones(3)),
    "integer inv": lambda lib: lib.linalg.inv(lib.ones(2, 2, dtype=lib.int64)),
    "non-square det": lambda lib: lib.linalg.det(lib.ones(2, 3)),
    "non-square eigh": lambda lib: lib.linalg.eigh(lib.ones(2, 3)),
    "eigh UPLO": lambda lib: lib.linalg.eigh(lib.eye(2), UPLO="X"),
    "qr mode": lambda lib: lib.linalg.qr(lib.ones(3, 3), mode="bad"),
    "1-D svd": lambda lib: lib.linalg.svd(lib.ones(3)),
    "solve shapes": lambda lib: lib.linalg.solve(lib.eye(3), lib.ones(2)),
    "solve dtypes": lambda lib: lib.linalg.solve(lib.eye(3), lib.ones(3, dtype=lib.float64)),
    "solve_triangular shapes": lambda lib: lib.linalg.solve_triangular(lib.eye(3), lib.ones(2, 3), upper=True),
    "matrix_norm order": lambda lib: lib.linalg.matrix_norm(lib.ones(3, 3), 3),
    "norm 3-D with ord": lambda lib: lib.linalg.norm(lib.ones(2, 3, 3), 2),
    "lstsq driver": lambda lib: lib.linalg.lstsq(lib.ones(3, 2), lib.ones(3, 1), driver="bad"),
    "householder shapes": lambda lib: lib.linalg.householder_product(lib.ones(2, 3), lib.ones(1)),
    "multi_dot 3-D": lambda lib: lib.linalg.multi_dot([lib.ones(2, 2, 2), lib.ones(2, 2)]),
}


@pytest.mark.parametrize("case", BAD)
def test_bad_input_gets_torchs_exception_type(case):
    got, want = outcome(yaten, BAD[case]), outcome(torch, BAD[case])
    assert want is not None, "torch accepts it"
    assert got is not None and type(got).__name__ == type(want).__name__, (got, want)


def test_refused_input_is_left_unchanged():
    a = yaten.ones(2, 3)
    with pytest.raises(RuntimeError):
        yaten.linalg.inv(a)
    assert a.tolist() == [[1.0] * 3] * 2


def test_factorisations_reconstruct_batched_broadcast_input(rng):
    a = yaten.tensor(rng.standard_normal((2, 3, 4, 4)))
    p, lower, upper = yaten.linalg.lu(a)
    np.testing.assert_allclose((p @ lower @ upper).numpy(), a.numpy(), atol=1e-12)
    q, r = yaten.linalg.qr(a)
    np.testing.assert_allclose((q @ r).numpy(), a.numpy(), atol=1e-12)
    u, s, vh = yaten.linalg.svd(a, full_matrices=False)
    np.testing.assert_allclose((u * s.unsqueeze(-2) @ vh).numpy(), a.numpy(), atol=1e-12)
    sym = a + a.transpose(-2, -1)
    values, vectors = yaten.linalg.eigh(sym)
    np.testing.assert_allclose((vectors * values.unsqueeze(-2) @ vectors.transpose(-2, -1)).numpy(), sym.numpy(), atol=1e-12)
    b = yaten.tensor(rng.standard_normal((4, 2)))  # broadcast over a's batch
    np.testing.assert_allclose((a @ yaten.linalg.solve(a, b)).numpy(), np.broadcast_to(b.numpy(), (2, 3, 4, 2)), atol=1e-10)


def test_empty_matrices_match_torch():
    for name, call in {"det": lambda lib, x: lib.linalg.det(x), "inv": lambda lib, x: lib.linalg.inv(x),
                       "svdvals": lambda lib, x: lib.linalg.svdvals(x), "eigvalsh": lambda lib, x: lib.linalg.eigvalsh(x),
                       "cholesky": lambda lib, x: lib.linalg.cholesky(x)}.items():
        got, want = call(yaten, yaten.ones(2, 0, 0)), call(torch, torch.ones(2, 0, 0))
        assert tuple(got.shape) == tuple(want.shape), name
        np.testing.assert_allclose(got.numpy(), want.numpy(), err_msg=name)


def test_float32_runs_in_float32(rng):
    a = rng.standard_normal((3, 3)).astype(np.float32) + 3 * np.eye(3, dtype=np.float32)
    ours, theirs = both(a)
    for name in ("inv", "det", "svdvals", "cholesky", "eigvalsh"):
        x = ours @ ours.T if name in ("cholesky", "eigvalsh") else ours
        tx = theirs @ theirs.T if name in ("cholesky", "eigvalsh") else theirs
        got, want = getattr(yaten.linalg, name)(x), getattr(torch.linalg, name)(tx)
        assert got.dtype == yaten.float32
        np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-4, atol=1e-5, err_msg=name)


def test_torch_lu_returns_infos_only_when_asked(rng):
    a = rng.standard_normal((2, 3, 3))
    ours, theirs = both(a)
    with pytest.warns(UserWarning, match="torch.lu is deprecated"):
        got = yaten.lu(ours)
    want = torch.lu(theirs)
    assert len(got) == 2
    for g, w in zip(got, want):
        np.testing.assert_allclose(g.numpy(), w.numpy())
    lu_data, pivots, infos = ours.lu(get_infos=True)
    assert infos.tolist() == [0, 0] and pivots.dtype == yaten.int32
    out = (yaten.empty(2, 3, 3, dtype=yaten.float64), yaten.empty(2, 3, dtype=yaten.int32))
    assert yaten.lu(ours, out=out) == out
    np.testing.assert_allclose(out[0].numpy(), want[0].numpy())
