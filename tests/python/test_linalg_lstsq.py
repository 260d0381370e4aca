"""linalg.lstsq on LAPACK's four drivers against torch.linalg.lstsq: which of
solution, residuals, rank and singular_values each driver fills (shapes,
dtypes, values), rank-deficient and broadcast batches, rcond, torch's
errors, and gradients where torch 1.13's own backward fails (a vector b)."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

DRIVERS = ["gels", "gelsy", "gelsd", "gelss", None]
FIELDS = ["solution", "residuals", "rank", "singular_values"]


def rank_deficient_batch(rng):
    a = rng.standard_normal((2, 5, 3))
    a[1] = 1.0  # rank 1
    return a


SHAPES = {
    "tall": lambda rng: (rng.standard_normal((5, 3)), rng.standard_normal((5, 2))),
    "wide": lambda rng: (rng.standard_normal((3, 5)), rng.standard_normal((3, 2))),
    "square": lambda rng: (rng.standard_normal((4, 4)), rng.standard_normal((4, 3))),
    "vector b": lambda rng: (rng.standard_normal((2, 5, 3)), rng.standard_normal((2, 5))),
    "A broadcast": lambda rng: (rng.standard_normal((1, 5, 3)), rng.standard_normal((3, 5, 2))),
    "b broadcast": lambda rng: (rng.standard_normal((3, 5, 3)), rng.standard_normal((1, 5, 2))),
    "rank deficient": lambda rng: (rank_deficient_batch(rng), rng.standard_normal((2, 5, 2))),
    "empty batch": lambda rng: (np.zeros((0, 5, 3)), np.zeros((0, 5, 2))),
    "no rows": lambda rng: (np.zeros((0, 3)), np.zeros((0, 2))),
}


def run(lib, a, b, **kwargs):
    try:
        return lib.linalg.lstsq(lib.tensor(a), lib.tensor(b), **kwargs)
    except Exception as e:  # noqa: BLE001 - compared with torch's below
        return e


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("shape", SHAPES)
def test_each_driver_fills_torchs_fields(driver, shape, rng):
    a, b = SHAPES[shape](rng)
    theirs, ours = run(torch, a, b, driver=driver), run(yaten, a, b, driver=driver)
    if isinstance(theirs, Exception):
        # gels refuses rank-deficient input, with torch's LinAlgError.
        assert type(ours).__name__ == type(theirs).__name__ and str(ours) == str(theirs)
        return
    assert not isinstance(ours, Exception), ours
    for field in FIELDS:
        got, want = getattr(ours, field), getattr(theirs, field)
        assert tuple(got.shape) == tuple(want.shape), field
        assert str(got.dtype) == str(want.dtype).replace("torch", "yaten"), field
        np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-7, atol=1e-9, err_msg=field)


@pytest.mark.parametrize("driver", ["gelsy", "gelsd", "gelss"])
def test_rcond_sets_the_rank(driver):
    a, b = np.array([[1.0, 0], [0, 1e-3], [0, 0]]), np.ones((3, 1))
    for rcond in (1e-2, 1e-5, None):
        ours, theirs = run(yaten, a, b, rcond=rcond, driver=driver), run(torch, a, b, rcond=rcond, driver=driver)
        assert int(ours.rank) == int(theirs.rank)
        np.testing.assert_allclose(ours.solution.numpy(), theirs.solution.numpy(), rtol=1e-9)


def test_float32_stays_float32(rng):
    a, b = rng.standard_normal((6, 3)).astype(np.float32), rng.standard_normal((6, 2)).astype(np.float32)
    ours, theirs = run(yaten, a, b, driver="gelsd"), run(torch, a, b, driver="gelsd")
    assert ours.solution.dtype == yaten.float32 and ours.singular_values.dtype == yaten.float32
    np.testing.assert_allclose(ours.solution.numpy(), theirs.solution.numpy(), rtol=1e-4, atol=1e-5)


BAD = {
    "driver": lambda lib: lib.linalg.lstsq(lib.ones(3, 2), lib.ones(3, 1), driver="bad"),
    "1-D input": lambda lib: lib.linalg.lstsq(lib.ones(5), lib.ones(5)),
    "dtypes": lambda lib: lib.linalg.lstsq(lib.ones(5, 3), lib.ones(5, 2, dtype=lib.float64)),
    "integers": lambda lib: lib.linalg.lstsq(lib.ones(5, 3, dtype=lib.int64), lib.ones(5, 2, dtype=lib.int64)),
    "dims": lambda lib: lib.linalg.lstsq(lib.ones(5, 3), lib.ones(2, 5, 2)),
    "rows": lambda lib: lib.linalg.lstsq(lib.ones(5, 3), lib.ones(4, 2)),
    "vector rows": lambda lib: lib.linalg.lstsq(lib.ones(2, 5, 3), lib.ones(2, 4)),
    "gels rank deficient": lambda lib: lib.linalg.lstsq(lib.tensor([[1.0, 0], [2, 0], [3, 0]]), lib.ones(3, 2), driver="gels"),
}


@pytest.mark.parametrize("case", BAD)
def test_bad_input_gets_torchs_error(case):
    def outcome(lib):
        try:
            BAD[case](lib)
        except Exception as e:  # noqa: BLE001
            return e
        return None
    got, want = outcome(yaten), outcome(torch)
    assert want is not None and got is not None
    assert type(got).__name__ == type(want).__name__ and str(got) == str(want)


def test_where_torch_fails_yaten_answers_sanely(rng):
    a = rng.standard_normal((5, 3))
    # torch 1.13 crashes (gelss) or asserts (gelsd) on a b without columns.
    for driver in ("gelsd", "gelss"):
        result = yaten.linalg.lstsq(yaten.tensor(a), yaten.zeros(5, 0, dtype=yaten.float64), driver=driver)
        assert tuple(result.solution.shape) == (3, 0) and int(result.rank) == 3
        np.testing.assert_allclose(result.singular_values.numpy(), np.linalg.svd(a, compute_uv=False))
    # LAPACK's gelsd refuses a NaN norm (torch: an internal assert); a RuntimeError here.
    with pytest.raises(RuntimeError, match="gelsd"):
        yaten.linalg.lstsq(yaten.tensor([[float("nan"), 1.0], [1, 2], [3, 4]]), yaten.ones(3, 1), driver="gelsd")


@pytest.mark.parametrize("shapes", [((5, 3), (5,)), ((2, 5, 3), (2, 5)), ((3, 5), (3,)), ((1, 5, 3), (3, 5, 2))])
def test_gradients_of_the_solution_check(shapes, rng):
    # torch 1.13's backward fails on a vector b; yaten's is checked by finite differences, both modes.
    a = yaten.tensor(rng.standard_normal(shapes[0]), requires_grad=True)
    b = yaten.tensor(rng.standard_normal(shapes[1]), requires_grad=True)
    solve = lambda a, b: yaten.linalg.lstsq(a, b).solution  # noqa: E731
    assert yaten.autograd.gradcheck(solve, (a, b), check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(solve, (a, b))


def test_only_the_solution_is_differentiable(rng):
    a = yaten.tensor(rng.standard_normal((5, 3)), requires_grad=True)
    result = yaten.linalg.lstsq(a, yaten.ones(5, 2, dtype=yaten.float64), driver="gelsd")
    assert [getattr(result, f).requires_grad for f in FIELDS] == [True, False, False, False]
