"""out= tensors of another dtype or shape than the result's, on every op of
ops.yaml with an out= form and the samples of op_samples.py, against torch:
each op refuses (the same exception type) or writes (the same dtype, shape
and values) as torch does. Which dtypes an op's out may have is torch's rule
for that op, declared in ops.yaml (`out_dtype:`, autograd/out_dtype.h).

An out that overlaps the input is test_ops_inplace_out's "first input"
case; ops returning several tensors are ops/test_out_tuples.py's."""
import warnings

import numpy as np
import pytest

import yaten
from op_samples import SAMPLES
from test_ops_generated import as_numpy, make_arrays
from test_ops_inplace_out import OUT, out_call

torch = pytest.importorskip("torch")

DTYPES = ("float32", "float64", "float16", "bfloat16", "int64", "int32", "int16", "int8", "uint8", "bool")
# An out of each other dtype than the result's, one with elements of another
# shape (resized, with torch's warning), and an empty one.
OUTS = DTYPES + ("other shape", "empty")

# Where the outcomes still differ, by case id, with why (they xfail, and fail
# once they match, to be taken off).
_STD_ALL = ("torch's std/var over all dims (dim=None) copies its float result into an integer out, "
            "while over a dim they refuse integer outs (yaten refuses both)")
_COPY_INTO = ("torch 1.13's *_copy out= copies into out as copy_ does (broadcasting, never resizing), so an out of "
              "another shape is refused or broadcast into; yaten resizes it as every other out= does")
KNOWN_DIFFERENCES = {
    **{f"{name}-{i}-{kind}": _COPY_INTO for name, i in OUT if name.endswith("_copy") and name not in ("index_copy", "narrow_copy")
       for kind in ("other shape", "empty") if f"{name}-{i}-{kind}" != "diagonal_copy-2-empty"},  # its result is empty
    **{f"pow-1-{d}": "torch's pow with exponent 2 takes its optimised kernel, which wants out in the result's "
                     "dtype; its other exponents cast (yaten casts for all)" for d in ("float32", "float16", "bfloat16")},
    **{f"{name}-{i}-{d}": _STD_ALL for name in ("std", "var") for i in (0, 4)
       for d in ("int64", "int32", "int16", "int8", "uint8", "bool")},
}


def cases():
    return [pytest.param(name, index, kind, id=f"{name}-{index}-{kind}") for name, index in OUT for kind in OUTS]


def make_out(lib, kind, expected):
    if kind == "other shape":
        return lib.full((7,), 7, dtype=expected.dtype)
    if kind == "empty":
        return lib.empty((0,), dtype=expected.dtype)
    if str(expected.dtype).endswith("." + kind):
        return None
    return lib.full(tuple(expected.shape), 7, dtype=getattr(lib, kind))


def outcome(lib, name, index, kind):
    """What the call with an out of this kind did: ("skip", why), the type of
    its exception and its message, or ("wrote", dtype, shape, values)."""
    sample = SAMPLES[name][index]
    arrays, kwarrays = make_arrays(sample, np.random.default_rng(0))
    function, args, kwargs = out_call(lib, name, sample, arrays, kwarrays)
    try:
        expected = function(*args, **kwargs)
    except Exception as e:  # noqa: BLE001 - a sample both refuse is compared elsewhere
        return "skip", f"the sample itself fails: {type(e).__name__}"
    if isinstance(expected, tuple):
        return "skip", "several results: ops/test_out_tuples.py"
    out = make_out(lib, kind, expected)
    if out is None:
        return "skip", "the result's own dtype"
    try:
        assert function(*args, **kwargs, out=out) is out
    except (RuntimeError, TypeError, ValueError) as e:
        return type(e).__name__, str(e)
    wide = out.float() if out.dtype in (lib.float16, lib.bfloat16) else out
    return "wrote", str(out.dtype).split(".")[-1], tuple(out.shape), as_numpy(wide).astype(np.float64)


def yaten_computes_a_dtype_torch_lacks(ours, theirs):
    """torch refuses a dtype its CPU kernel lacks ("cumsum_out_cpu" not
    implemented for 'Half'); yaten has every dtype on every op."""
    return ours[0] == "wrote" and theirs[0] == "RuntimeError" and "not implemented for '" in theirs[1]


def same(ours, theirs):
    if ours[0] != theirs[0]:
        return False
    if ours[0] != "wrote":
        return True  # the same exception type: messages are the kernels' (test_arg_errors_ops)
    if ours[1:3] != theirs[1:3]:
        return False
    return np.allclose(ours[3], theirs[3], rtol=1e-2, atol=1e-2, equal_nan=True)


@pytest.mark.parametrize("name, index, kind", cases())
def test_out_of_another_dtype_or_shape_as_in_torch(name, index, kind, request):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the resize warning: both give it (test_ops_inplace_out)
        theirs = outcome(torch, name, index, kind)
        if theirs[0] == "skip":
            pytest.skip(theirs[1])
        ours = outcome(yaten, name, index, kind)
    case = request.node.callspec.id
    if yaten_computes_a_dtype_torch_lacks(ours, theirs):
        return
    if case in KNOWN_DIFFERENCES:
        assert not same(ours, theirs), f"{case} now matches torch: take it off KNOWN_DIFFERENCES"
        pytest.xfail(KNOWN_DIFFERENCES[case])
    assert same(ours, theirs), f"{case}: yaten {ours[:3]}, torch {theirs[:3]}"
