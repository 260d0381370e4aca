"""out= for the ops that return several tensors (sort, max.dim, topk, ...),
the variant codegen derives from `variants: [out]` on an op returning named
tensors: every such op of ops.yaml, on its function samples, against torch."""
import numpy as np
import pytest

import yaten
from op_rows import ENTRY_ROWS as SCHEMAS

from op_samples import SAMPLES
from ops.test_ops_generated import arguments, function_of, make_arrays

torch = pytest.importorskip("torch")

TUPLE_OUT = sorted({row["name"] for row in SCHEMAS if row["derived"] == "out" and len(row["returns"]) > 1})
# The sample wrappers of svd, linalg.svd and linalg.eigh compare |U|, |V| and the eigenvectors' absolute values
# (LAPACKs' signs differ), new tensors: no out identity to check there; test_torch_api_audit.py calls svd(out=)
# and test_linalg_out.py linalg.svd(out=) and linalg.eigh(out=) on both libraries.
SIGN_FREE_WRAPPERS = {"svd", "linalg_svd", "linalg_eigh"}
CASES = [(name, i) for name in TUPLE_OUT if name not in SIGN_FREE_WRAPPERS for i, s in enumerate(SAMPLES[name])
         if not s.method]


def test_the_ops_torch_gives_tuple_out_have_it():
    assert {"sort", "topk", "kthvalue", "median", "nanmedian", "mode", "aminmax", "cummax", "cummin", "max", "min",
            "histogram"} <= set(TUPLE_OUT)


def call(lib, name, sample, arrays, kwarrays, **extra):
    args, kwargs = arguments(lib, sample, arrays, kwarrays)
    # The function as the generated tests call it: linalg_qr is linalg.qr, lu_unpack's input is factored first.
    return function_of(lib, name, False)(*args, **kwargs, **extra)


@pytest.mark.parametrize("name,index", CASES, ids=[f"{n}-{i}" for n, i in CASES])
def test_out_tuple_gets_the_results_as_torchs(name, index, rng):
    sample = SAMPLES[name][index]
    arrays, kwarrays = make_arrays(sample, rng)
    expected = call(torch, name, sample, arrays, kwarrays)
    if not isinstance(expected, tuple):
        pytest.skip(f"{name}: this overload returns one tensor")
    ours_out = tuple(yaten.empty(0, dtype=getattr(yaten, str(t.dtype).split(".")[1])) for t in expected)
    theirs_out = tuple(torch.empty(0, dtype=t.dtype) for t in expected)
    ours = call(yaten, name, sample, arrays, kwarrays, out=ours_out)
    theirs = call(torch, name, sample, arrays, kwarrays, out=theirs_out)
    assert type(ours).__name__ == type(theirs).__name__ == f"{name}_out"
    assert all(o is t for o, t in zip(ours, ours_out))
    fields = next(row["returns"] for row in SCHEMAS if row["name"] == name and row["derived"] == "out"
                  and len(row["returns"]) == len(expected))
    for i, field in enumerate(r["name"] for r in fields):
        assert getattr(ours, field) is ours_out[i] and getattr(theirs, field) is theirs_out[i]
    for o, t in zip(ours_out, theirs_out):
        np.testing.assert_allclose(o.numpy(), t.numpy(), rtol=1e-6, err_msg=name)


def test_out_tuple_of_the_wrong_length_is_a_type_error():
    x = yaten.ones(3)
    with pytest.raises(TypeError, match="expected tuple of 2 elements but got 1"):
        yaten.sort(x, out=(yaten.empty(0),))


def test_out_tuple_of_the_wrong_dtype_is_refused_before_writing():
    x = yaten.tensor([[3.0, 1.0], [2.0, 5.0]])
    values, indices = yaten.full((2,), 7.0), yaten.empty(0)
    with pytest.raises(RuntimeError, match="Expected out tensor to have dtype int64, but got float32 instead"):
        yaten.max(x, 1, out=(values, indices))
    assert values.tolist() == [7.0, 7.0]


def test_out_tuple_refuses_inputs_that_require_grad():
    x = yaten.ones(3, requires_grad=True)
    with pytest.raises(RuntimeError, match="don't support automatic differentiation"):
        yaten.cummax(x, 0, out=(yaten.empty(0), yaten.empty(0, dtype=yaten.int64)))


def test_out_tuple_is_resized_to_the_result():
    x = yaten.tensor([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]])
    values, indices = yaten.empty(5, 5), yaten.empty(1, dtype=yaten.int64)
    yaten.topk(x, 2, out=(values, indices))
    assert values.shape == (2, 2) and indices.tolist() == [[0, 2], [1, 2]]
