"""driver= (refused on the CPU, as torch) and out= on the linalg functions torch 1.13 gives it (inv_ex, solve_ex, cholesky_ex, lu_factor(_ex), lu_solve,
slogdet, svd, svdvals, eigh, eigvalsh, vector_norm; torch.slogdet, outer/ger): the results land in the tensors
passed, in a named tuple of torch's type name where there are several, with torch's values. Most are also
compared on every sample by ops/test_out_tuples.py; svd's and eigh's vectors are compared here up to sign."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

RNG = np.random.default_rng(7)
MATRIX = RNG.standard_normal((3, 3)) + 3 * np.eye(3)
SYMMETRIC = MATRIX @ MATRIX.T
RHS = RNG.standard_normal((3, 2))
VECTOR = RNG.standard_normal(3)

CALLS = {
    "linalg.inv_ex": lambda lib, **o: lib.linalg.inv_ex(lib.tensor(MATRIX), **o),
    "linalg.solve_ex": lambda lib, **o: lib.linalg.solve_ex(lib.tensor(MATRIX), lib.tensor(RHS), **o),
    "linalg.cholesky_ex": lambda lib, **o: lib.linalg.cholesky_ex(lib.tensor(SYMMETRIC), **o),
    "linalg.lu_factor": lambda lib, **o: lib.linalg.lu_factor(lib.tensor(MATRIX), **o),
    "linalg.lu_factor_ex": lambda lib, **o: lib.linalg.lu_factor_ex(lib.tensor(MATRIX), **o),
    "linalg.lu_solve": lambda lib, **o: lib.linalg.lu_solve(*lib.linalg.lu_factor(lib.tensor(MATRIX)), lib.tensor(RHS),
                                                            **o),
    "linalg.slogdet": lambda lib, **o: lib.linalg.slogdet(lib.tensor(MATRIX), **o),
    "slogdet": lambda lib, **o: lib.slogdet(lib.tensor(MATRIX), **o),
    "linalg.svdvals": lambda lib, **o: lib.linalg.svdvals(lib.tensor(MATRIX), **o),
    "linalg.eigvalsh": lambda lib, **o: lib.linalg.eigvalsh(lib.tensor(SYMMETRIC), **o),
    "linalg.vector_norm": lambda lib, **o: lib.linalg.vector_norm(lib.tensor(MATRIX), 3, **o),
    "outer": lambda lib, **o: lib.outer(lib.tensor(VECTOR), lib.tensor(VECTOR), **o),
    "ger": lambda lib, **o: lib.ger(lib.tensor(VECTOR), lib.tensor(VECTOR), **o),
    "linalg.svd": lambda lib, **o: lib.linalg.svd(lib.tensor(MATRIX), **o),
    "linalg.eigh": lambda lib, **o: lib.linalg.eigh(lib.tensor(SYMMETRIC), **o),
}
# Columns of U and Vh's rows, and eigenvectors, are unique up to sign only.
UP_TO_SIGN = {"linalg.svd": (0, 2), "linalg.eigh": (1,)}


def empty_like(lib, result):
    make = lambda t: lib.empty(0, dtype=getattr(lib, str(t.dtype).split(".")[1]))
    return tuple(make(t) for t in result) if isinstance(result, tuple) else make(result)


@pytest.mark.parametrize("name", CALLS)
def test_out_receives_torchs_results(name):
    expected = CALLS[name](torch)
    theirs_out, ours_out = empty_like(torch, expected), empty_like(yaten, expected)
    theirs, ours = CALLS[name](torch, out=theirs_out), CALLS[name](yaten, out=ours_out)
    if isinstance(expected, tuple):
        assert type(ours).__name__ == type(theirs).__name__
        assert all(o is t for o, t in zip(ours, ours_out))
    else:
        assert ours is ours_out
    pairs = zip(ours_out, theirs_out) if isinstance(expected, tuple) else [(ours_out, theirs_out)]
    for i, (o, t) in enumerate(pairs):
        o, t = o.numpy(), t.numpy()
        if i in UP_TO_SIGN.get(name, ()):
            o, t = np.abs(o), np.abs(t)
        assert o.dtype == t.dtype
        np.testing.assert_allclose(o, t, rtol=1e-5, atol=1e-6, err_msg=name)


def test_out_of_another_dtype_is_refused_before_writing():
    out = (yaten.zeros(3, 3, dtype=yaten.float64), yaten.zeros((), dtype=yaten.int32))
    with pytest.raises(RuntimeError):
        yaten.linalg.inv_ex(yaten.tensor(MATRIX, dtype=yaten.float32), out=out)
    assert out[0].abs().sum().item() == 0


@pytest.mark.parametrize("call", [lambda lib, a: lib.linalg.svd(a, driver="gesvd"),
                                  lambda lib, a: lib.linalg.svdvals(a, driver="gesvdj")])
def test_svd_driver_is_refused_on_the_cpu_as_in_torch(call):
    # torch's driver= names a cuSOLVER routine; None is accepted.
    for lib in (torch, yaten):
        with pytest.raises(RuntimeError, match="driver="):
            call(lib, lib.tensor(MATRIX))
    np.testing.assert_allclose(yaten.linalg.svdvals(yaten.tensor(MATRIX), driver=None).numpy(),
                               torch.linalg.svdvals(torch.tensor(MATRIX), driver=None).numpy(), rtol=1e-10)
