"""Every op of ops.yaml on the dtypes torch calls reduced (float16,
bfloat16) and small (int8, int16): the samples of op_samples.py with their
floating (or integer) tensors cast to that dtype, run on yaten and torch.
Where torch refuses the dtype ("not implemented for 'Half'"), yaten must
refuse it with the same exception type; otherwise shapes, dtypes and values
agree within torch.testing's tolerance for the dtype."""
import re

import numpy as np
import pytest

import yaten

from op_samples import SAMPLES
from test_ops_generated import arguments, function_of, make_arrays, outputs

torch = pytest.importorskip("torch")

# torch.testing's default (rtol, atol) per dtype; the absolute part is widened
# to rtol for the 16-bit floats because torch rounds some intermediate results
# to the 16-bit type where yaten keeps them in float32 (one unit in the last
# place of an operand, which for values near 0 exceeds torch's atol). Where
# the two still differ, yaten must be at least as close as torch to the op
# computed in float64 on the same 16-bit inputs (torch's bfloat16 addmm and
# layer_norm round in between and land further off).
TOLERANCES = {"float16": (1e-3, 1e-3), "bfloat16": (1.6e-2, 1.6e-2), "int8": (0, 0), "int16": (0, 0)}
FLOATING = ("float16", "bfloat16")
FLOAT32 = (1.3e-6, 1e-5)

# Ops whose samples make no sense in a narrow dtype: values that overflow
# int8 in torch and yaten alike but differently (both wrap; torch's
# accumulation order decides where).
SKIP = {("int8", "cumprod"), ("int8", "prod"), ("int8", "lcm"),
        # torch 1.13's bfloat16 transposed convolution takes another path that
        # misreads grouped and 1-d weights (channel errors, a (1, 2, 1, 1)
        # result where float32 gives (1, 2, 10, 9)): torch's bug, not a reference.
        ("bfloat16", "conv_transpose1d"), ("bfloat16", "conv_transpose2d"), ("bfloat16", "conv_transpose3d"),
        # torch 1.13's bfloat16 baddbmm with beta=0 now and then returns NaN
        # (it reads memory it should not): no reference.
        ("bfloat16", "baddbmm"),
        # torch 1.13's bfloat16 matrix_exp returns infinities and NaNs (yaten computes it in float32).
        ("bfloat16", "linalg_matrix_exp"), ("bfloat16", "matrix_exp")}


def cast(lib, value, dtype):
    """value (as arguments() built it) with its tensors of the kind `dtype`
    replaces (floating for a 16-bit float, int32/int64 for int8/int16) cast."""
    if isinstance(value, (list, tuple)):
        return type(value)(cast(lib, v, dtype) for v in value)
    if not isinstance(value, (yaten.Tensor, torch.Tensor)):
        return value
    if dtype in FLOATING + ("float64",):
        hit = value.is_floating_point()
    else:
        hit = str(value.dtype).split(".")[1] in ("int32", "int64")
    return value.to(getattr(lib, dtype)) if hit else value


def cases():
    out = []
    for dtype in ("float16", "bfloat16", "int8", "int16"):
        for name in sorted(SAMPLES):
            if (dtype, name) in SKIP or name == "manual_seed":
                continue
            out += [(dtype, name, i) for i in range(len(SAMPLES[name]))]
    return out


CASES = cases()


def run(lib, name, sample, arrays, kwarrays, dtype, then=None):
    args, kwargs = arguments(lib, sample, arrays, kwarrays)
    args, kwargs = cast(lib, args, dtype), {k: cast(lib, v, dtype) for k, v in kwargs.items()}
    if then is not None:
        args, kwargs = cast(lib, args, then), {k: cast(lib, v, then) for k, v in kwargs.items()}
    touched = any(isinstance(a, (yaten.Tensor, torch.Tensor)) and str(a.dtype).endswith(dtype)
                  for a in list(args) + [x for a in args if isinstance(a, (list, tuple)) for x in a])
    try:
        return touched, function_of(lib, name, sample.method)(*args, **kwargs), None
    except Exception as e:  # noqa: BLE001: the exception itself is compared
        return touched, None, e


def as_float64(t):
    return np.asarray(t.detach().to(t.dtype if not t.is_floating_point() else (torch.float64 if isinstance(
        t, torch.Tensor) else yaten.float64)).tolist(), dtype=np.float64)


@pytest.mark.parametrize("dtype,name,index", CASES, ids=[f"{d}-{n}-{i}" for d, n, i in CASES])
def test_op_matches_torch_on_dtype(dtype, name, index, rng):
    sample = SAMPLES[name][index]
    arrays, kwarrays = make_arrays(sample, rng)
    touched, theirs, their_error = run(torch, name, sample, arrays, kwarrays, dtype)
    if not touched:
        pytest.skip(f"{name}: no {dtype} input in this sample")
    _, ours, our_error = run(yaten, name, sample, arrays, kwarrays, dtype)
    if their_error is not None:
        assert our_error is not None, f"{name}: torch raised {their_error!r} on {dtype}, yaten did not"
        assert isinstance(our_error, type(their_error)) or isinstance(their_error, type(our_error)), (
            f"{name} on {dtype}: yaten raised {our_error!r}, torch {their_error!r}")
        return
    assert our_error is None, f"{name} on {dtype}: yaten raised {our_error!r}, torch did not"
    ours, theirs = outputs(ours), outputs(theirs)
    assert len(ours) == len(theirs)
    exact = None
    for k, (o, t) in enumerate(zip(ours, theirs)):
        if not isinstance(t, torch.Tensor):
            assert o == t, name
            continue
        # An integer input with a float result (erfc of int8) computes in float32.
        rtol, atol = TOLERANCES[dtype] if not (dtype.startswith("int") and t.is_floating_point()) else FLOAT32
        assert tuple(o.shape) == tuple(t.shape), f"{name}: shape {tuple(o.shape)} != torch's {tuple(t.shape)}"
        assert str(o.dtype).split(".")[1] == str(t.dtype).split(".")[1], f"{name}: dtype {o.dtype} != {t.dtype}"
        if not sample.values:
            continue
        o, t = as_float64(o), as_float64(t)
        if np.allclose(o, t, rtol=rtol, atol=atol, equal_nan=True) or dtype not in FLOATING:
            np.testing.assert_allclose(o, t, rtol=rtol, atol=atol, err_msg=f"{name} {dtype}")
            continue
        if exact is None:
            exact = outputs(run(torch, name, sample, arrays, kwarrays, dtype, then="float64")[1])
        reference = as_float64(exact[k])
        assert (np.abs(o - reference) <= np.abs(t - reference) + atol).all(), (
            f"{name} {dtype}: yaten {o} is further than torch {t} from the float64 result {reference}")


# Rows long enough for the vector form (float16 / bfloat16 loaded as float32
# vectors, rounded back when stored) and a ragged tail, contiguous and with a
# broadcast number: exactly rounded float32 arithmetic rounds once more to
# the 16-bit type, so the bits are torch's; exp and tanh within one unit.
@pytest.mark.parametrize("dtype", FLOATING)
@pytest.mark.parametrize("op", ["add", "sub", "mul", "div", "maximum", "exp", "tanh", "neg", "abs"])
def test_long_16_bit_rows_match_torch(dtype, op):
    rng = np.random.default_rng(1)
    a, b = (rng.standard_normal(1027).astype(np.float32) * 300 for _ in range(2))
    a[:6] = [0.0, -0.0, np.inf, -np.inf, np.nan, 7e4]
    if op in ("exp", "tanh"):
        a /= 300
    ya, ta = (lib.from_numpy(a.copy()).to(getattr(lib, dtype)) for lib in (yaten, torch))
    yb, tb = (lib.from_numpy(b.copy()).to(getattr(lib, dtype)) for lib in (yaten, torch))
    unary = op in ("exp", "tanh", "neg", "abs")
    cases = [((ya,), (ta,))] if unary else [((ya, yb), (ta, tb)), ((ya, yb[5]), (ta, tb[5])), ((ya[3], yb), (ta[3], tb))]
    for ours_args, theirs_args in cases:
        try:
            theirs = getattr(torch, op)(*theirs_args).float().numpy()
        except RuntimeError:  # torch 1.13 has no float16 exp or tanh on the CPU
            with pytest.raises(RuntimeError, match="not implemented for 'Half'"):
                getattr(yaten, op)(*ours_args)
            continue
        ours = getattr(yaten, op)(*ours_args).float().numpy()
        if op in ("exp", "tanh"):
            np.testing.assert_allclose(ours, theirs, rtol=2 * float(torch.finfo(getattr(torch, dtype)).eps), atol=0)
        else:
            same = (ours.view(np.uint32) == theirs.view(np.uint32)) | (np.isnan(ours) & np.isnan(theirs))
            assert same.all(), (np.nonzero(~same)[0][:5], ours[~same][:5], theirs[~same][:5])


# Long float16 / bfloat16 reductions widen each contiguous run to float32
# vectors and sum in float32 blocks: the result is the exact sum of the
# 16-bit inputs rounded once to the dtype, within a unit, and never further
# off than torch's (torch 1.13's float16 mean and norm, and its bfloat16
# norm across rows, accumulate in the 16-bit type and land far off).
@pytest.mark.parametrize("dtype", FLOATING)
@pytest.mark.parametrize("op", ["sum", "mean", "norm"])
@pytest.mark.parametrize("shape,dim", [((100_003,), None), ((37, 1000), 1), ((1000, 37), 0), ((3, 5, 700), (0, 2))])
def test_long_16_bit_reductions_match_torch(dtype, op, shape, dim):
    values = np.random.default_rng(2).standard_normal(shape).astype(np.float32) + 0.25
    ours_in, theirs_in = (lib.from_numpy(values.copy()).to(getattr(lib, dtype)) for lib in (yaten, torch))
    args = () if dim is None else ((2, dim) if op == "norm" else (dim,))
    ours = getattr(yaten, op)(ours_in, *args)
    theirs = getattr(torch, op)(theirs_in, *args)
    assert ours.dtype == ours_in.dtype and tuple(ours.shape) == tuple(theirs.shape)
    exact = getattr(torch, op)(theirs_in.double(), *args)
    unit = 2 * float(torch.finfo(getattr(torch, dtype)).eps)
    np.testing.assert_allclose(ours.double().numpy(), exact.numpy(), rtol=unit, atol=0)
    assert (np.abs(ours.double().numpy() - exact.numpy()) <= np.abs(theirs.double().numpy() - exact.numpy())
            + unit * np.abs(exact.numpy())).all()


# bfloat16 products large enough for the AVX512-BF16 kernel's tiles and k
# blocks (runtime/kernels/bfloat16_gemm.h), with transposed operands as the
# backward passes them: the float32 sums rounded once, as torch's oneDNN
# product rounds them, so within a unit of bfloat16 of torch's result.
@pytest.mark.parametrize("op", ["mm", "mm_transposed", "bmm", "addmm", "linear", "linear_backward"])
def test_large_bfloat16_products_match_torch(op):
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal((70, 301)).astype(np.float32), rng.standard_normal((301, 45)).astype(np.float32)
    bias = rng.standard_normal(45).astype(np.float32)

    def run(lib):
        ta, tb, tbias = (lib.from_numpy(v.copy()).to(lib.bfloat16) for v in (a, b, bias))
        if op == "mm":
            return [lib.mm(ta, tb)]
        if op == "mm_transposed":
            return [lib.mm(tb.t(), ta.t())]
        if op == "bmm":
            return [lib.bmm(ta.reshape(7, 10, 301), tb.expand(7, 301, 45))]
        if op == "addmm":
            return [lib.addmm(tbias, ta, tb, beta=0.5, alpha=2)]
        weight = tb.t().contiguous().requires_grad_(op == "linear_backward")
        x = ta.requires_grad_(op == "linear_backward")
        y = lib.nn.functional.linear(x, weight, tbias)
        if op == "linear":
            return [y]
        y.backward(lib.from_numpy(rng.standard_normal((70, 45)).astype(np.float32)).to(lib.bfloat16))
        return [x.grad, weight.grad]

    state = rng.bit_generator.state
    ours = run(yaten)
    rng.bit_generator.state = state
    for o, t in zip(ours, run(torch)):
        assert o.dtype == yaten.bfloat16 and tuple(o.shape) == tuple(t.shape)
        np.testing.assert_allclose(o.float().numpy(), t.float().numpy(), rtol=1.6e-2, atol=1.6e-2)


# torch 1.13 has no float16 product on the CPU: yaten refuses it alike,
# naming the kernel torch names.
@pytest.mark.parametrize("op", ["mm", "matmul", "addmm", "bmm", "mv", "dot", "linear"])
def test_float16_products_are_refused_as_torch_refuses_them(op):
    def run(lib):
        a, b = lib.ones(2, 3, dtype=lib.float16), lib.ones(3, 2, dtype=lib.float16)
        calls = {"mm": lambda: lib.mm(a, b), "matmul": lambda: a @ b,
                 "addmm": lambda: lib.addmm(lib.ones(2, 2, dtype=lib.float16), a, b),
                 "bmm": lambda: lib.bmm(a[None], b[None]), "mv": lambda: lib.mv(a, b[:, 0]),
                 "dot": lambda: lib.dot(a[0], a[0]), "linear": lambda: lib.nn.functional.linear(a, b.t())}
        calls[op]()

    with pytest.raises(RuntimeError) as theirs:
        run(torch)
    with pytest.raises(RuntimeError, match=f"^{re.escape(str(theirs.value))}$"):
        run(yaten)
