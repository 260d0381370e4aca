"""yaten.return_types against torch.return_types: the named tuple each op
returns is named after the op as torch's (linalg.eigh gives linalg_eigh,
max.dim gives max, out= gives sort_out), has its fields, prints as torch's,
pickles, and is the type the namespace holds."""
import pickle
import warnings

import numpy as np
import pytest

import yaten
import yaten.return_types

torch = pytest.importorskip("torch")

X = np.random.default_rng(0).standard_normal((3, 5)).astype(np.float32)
SPD = (X[:, :3].T @ X[:, :3] + 3 * np.eye(3)).astype(np.float32)

CALLS = {
    "max": lambda lib, x, a: lib.max(x, 1), "min": lambda lib, x, a: x.min(1), "sort": lambda lib, x, a: lib.sort(x),
    "topk": lambda lib, x, a: lib.topk(x, 2), "kthvalue": lambda lib, x, a: lib.kthvalue(x, 2),
    "median": lambda lib, x, a: lib.median(x, 1), "nanmedian": lambda lib, x, a: lib.nanmedian(x, 1),
    "mode": lambda lib, x, a: lib.mode(x, 1), "aminmax": lambda lib, x, a: lib.aminmax(x, dim=0),
    "cummax": lambda lib, x, a: lib.cummax(x, 1), "cummin": lambda lib, x, a: lib.cummin(x, 1),
    "histogram": lambda lib, x, a: lib.histogram(x, 3),
    "svd": lambda lib, x, a: lib.svd(a), "qr": lambda lib, x, a: lib.linalg.qr(a),
    "slogdet": lambda lib, x, a: lib.slogdet(a), "linalg_slogdet": lambda lib, x, a: lib.linalg.slogdet(a),
    "linalg_eigh": lambda lib, x, a: lib.linalg.eigh(a), "linalg_svd": lambda lib, x, a: lib.linalg.svd(a),
    "linalg_qr": lambda lib, x, a: lib.linalg.qr(a), "linalg_lu_factor": lambda lib, x, a: lib.linalg.lu_factor(a),
    "linalg_lu_factor_ex": lambda lib, x, a: lib.linalg.lu_factor_ex(a), "linalg_lu": lambda lib, x, a: lib.linalg.lu(a),
    "lu_unpack": lambda lib, x, a: lib.lu_unpack(*lib.linalg.lu_factor(a)),
    "linalg_inv_ex": lambda lib, x, a: lib.linalg.inv_ex(a), "linalg_cholesky_ex": lambda lib, x, a: lib.linalg.cholesky_ex(a),
    "linalg_solve_ex": lambda lib, x, a: lib.linalg.solve_ex(a, a), "linalg_lstsq": lambda lib, x, a: lib.linalg.lstsq(a, a),
    "triangular_solve": lambda lib, x, a: lib.triangular_solve(a, a.triu()),
    "sort_out": lambda lib, x, a: lib.sort(x, out=(lib.empty(0), lib.empty(0, dtype=lib.long))),
}


def results(name):
    call = CALLS[name]
    ours = call(yaten, yaten.tensor(X), yaten.tensor(SPD))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # torch's deprecation warnings for svd, qr, triangular_solve
        theirs = call(torch, torch.tensor(X), torch.tensor(SPD))
    return ours, theirs


@pytest.mark.parametrize("name", sorted(CALLS))
def test_type_is_named_and_fielded_as_torchs(name):
    ours, theirs = results(name)
    assert type(ours).__module__ == "yaten.return_types"
    assert type(ours).__name__ == type(theirs).__name__
    assert [f for f in dir(type(ours)) if not f.startswith("_")] == [f for f in dir(type(theirs)) if not f.startswith("_")]
    assert getattr(yaten.return_types, type(ours).__name__) is type(ours)


@pytest.mark.parametrize("name", ["max", "aminmax", "linalg_slogdet", "sort_out"])
def test_repr_is_torchs_with_yaten_for_torch(name):
    ours, theirs = results(name)
    assert repr(ours) == repr(theirs).replace("torch.", "yaten.")


@pytest.mark.parametrize("name", ["sort", "linalg_svd", "linalg_lu_factor_ex"])
def test_pickles_and_comes_back_as_the_same_type(name):
    ours, _ = results(name)
    back = pickle.loads(pickle.dumps(ours))
    assert type(back) is type(ours)
    for got, want in zip(back, ours):
        assert yaten.equal(got, want)


def test_namespace_names_types_of_torchs_names_with_torchs_fields():
    import torch.return_types as theirs
    shared = set(yaten.return_types.__all__) & set(theirs.__all__)
    assert {"max", "sort_out", "linalg_eigh", "linalg_svd", "slogdet", "topk", "aminmax", "lu_unpack"} <= shared
    for name in shared:
        assert getattr(yaten.return_types, name).n_fields == getattr(theirs, name).n_fields, name


# Ops whose returns torch leaves unnamed give a plain tuple, whichever name reaches them.
PLAIN_TUPLES = {
    "F.max_pool1d_with_indices": lambda lib: lib.nn.functional.max_pool1d_with_indices(lib.ones(1, 2, 8), 2),
    "F.max_pool2d_with_indices": lambda lib: lib.nn.functional.max_pool2d_with_indices(lib.ones(1, 2, 8, 8), 2),
    "F.max_pool3d_with_indices": lambda lib: lib.nn.functional.max_pool3d_with_indices(lib.ones(1, 2, 4, 4, 4), 2),
    "F.max_pool2d(return_indices)": lambda lib: lib.nn.functional.max_pool2d(lib.ones(1, 2, 8, 8), 2,
                                                                             return_indices=True),
    "F.adaptive_max_pool1d_with_indices": lambda lib: lib.nn.functional.adaptive_max_pool1d_with_indices(
        lib.ones(1, 2, 8), 3),
    "F.adaptive_max_pool2d_with_indices": lambda lib: lib.nn.functional.adaptive_max_pool2d_with_indices(
        lib.ones(1, 2, 8, 8), 3),
    "F.adaptive_max_pool3d_with_indices": lambda lib: lib.nn.functional.adaptive_max_pool3d_with_indices(
        lib.ones(1, 2, 4, 4, 4), 3),
    "F.fractional_max_pool2d_with_indices": lambda lib: lib.nn.functional.fractional_max_pool2d_with_indices(
        lib.ones(1, 2, 8, 8), 2, output_size=3),
    "F.fractional_max_pool3d(return_indices)": lambda lib: lib.nn.functional.fractional_max_pool3d(
        lib.ones(1, 2, 6, 6, 6), 2, output_size=3, return_indices=True),
    "nn.FractionalMaxPool2d": lambda lib: lib.nn.FractionalMaxPool2d(2, output_size=3, return_indices=True)(
        lib.ones(1, 2, 8, 8)),
    "nn.AdaptiveMaxPool3d": lambda lib: lib.nn.AdaptiveMaxPool3d(2, return_indices=True)(lib.ones(1, 2, 4, 4, 4)),
    "max_pool2d_with_indices (_C._nn)": lambda lib: lib._C._nn.max_pool2d_with_indices(lib.ones(1, 2, 8, 8), 2),
    "max_pool1d_with_indices": lambda lib: lib.max_pool1d_with_indices(lib.ones(1, 2, 8), 2),
    "adaptive_max_pool1d": lambda lib: lib.adaptive_max_pool1d(lib.ones(1, 2, 8), 3),
}


@pytest.mark.parametrize("name", PLAIN_TUPLES)
def test_unnamed_returns_are_a_plain_tuple_as_torchs(name):
    ours, theirs = PLAIN_TUPLES[name](yaten), PLAIN_TUPLES[name](torch)
    assert type(theirs) is tuple and type(ours) is tuple
    assert [tuple(t.shape) for t in ours] == [tuple(t.shape) for t in theirs]
    assert [str(t.dtype) for t in ours] == [str(t.dtype).replace("torch", "yaten") for t in theirs]


@pytest.mark.parametrize("name", ["max_pool1d", "max_pool2d", "max_pool3d"])
def test_torch_level_max_pools_take_an_empty_stride_as_torch(name):
    shape = {"max_pool1d": (1, 2, 9), "max_pool2d": (1, 2, 9, 9), "max_pool3d": (1, 2, 5, 5, 5)}[name]
    x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    ours = getattr(yaten, name)(yaten.tensor(x), 2, (), 1, 1, True)
    theirs = getattr(torch, name)(torch.tensor(x), 2, (), 1, 1, True)
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())
