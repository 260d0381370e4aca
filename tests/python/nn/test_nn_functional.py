"""yaten.nn.functional's layer ops against torch's: values and gradients in
float32 and float64, gradcheck (reverse and forward mode) in float64, and
the errors torch raises for bad arguments."""
import math

import numpy as np
import pytest

import yaten
import yaten.nn.functional as F
from yaten.autograd import gradcheck, gradgradcheck

torch = pytest.importorskip("torch")
TF = torch.nn.functional

TOL = {"float32": dict(rtol=1e-4, atol=1e-5), "float64": dict(rtol=1e-10, atol=1e-12)}


def pair(array, grad=True, dtype="float64"):
    """The same data as a yaten and a torch tensor."""
    a = np.asarray(array).astype(dtype)
    y = yaten.tensor(a.copy())
    t = torch.from_numpy(a.copy())
    if grad and a.dtype.kind == "f":
        y.requires_grad_(True)
        t.requires_grad_(True)
    return y, t


def rand(rng, *shape, low=-1.0, high=1.0):
    return rng.uniform(low, high, shape)


def close(ours, theirs, dtype="float64"):
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), **TOL[dtype])


def check_against_torch(fn_y, fn_t, arrays, dtype="float64", grad=True):
    """Runs both, compares the outputs and the gradients of every float input."""
    ys, ts = zip(*(pair(a, grad, dtype) if isinstance(a, np.ndarray) else (a, a) for a in arrays))
    out_y, out_t = fn_y(*ys), fn_t(*ts)
    close(out_y, out_t, dtype)
    if grad:
        g = np.random.default_rng(7).uniform(-1, 1, tuple(out_t.shape)).astype(dtype)
        out_y.backward(yaten.tensor(g))
        out_t.backward(torch.from_numpy(g))
        for y, t in zip(ys, ts):
            if isinstance(t, torch.Tensor) and t.requires_grad:
                close(y.grad, t.grad, dtype)


def leaves(rng, *shapes):
    return tuple(yaten.tensor(rand(rng, *s), dtype=yaten.float64, requires_grad=True) for s in shapes)


def same_error(fn_y, fn_t):
    """Both raise, yaten the same Python exception type as torch (or a subclass)."""
    with pytest.raises(Exception) as theirs:
        fn_t()
    with pytest.raises(Exception) as ours:
        fn_y()
    assert isinstance(ours.value, type(theirs.value)) or type(theirs.value) is AssertionError, (
        f"yaten raised {type(ours.value).__name__}: {ours.value}; torch {type(theirs.value).__name__}: {theirs.value}")
    assert str(ours.value)
    return ours.value


# ----------------------------------------------------------------------------- conv

CONV2D_CASES = [
    # input shape, weight shape, kwargs
    ((2, 3, 8, 8), (4, 3, 3, 3), {}),
    ((4, 1, 8, 8), (8, 1, 3, 3), dict(padding=1)),
    ((2, 4, 9, 7), (6, 2, 3, 2), dict(stride=(2, 1), padding=(1, 2), dilation=(2, 1), groups=2)),
    ((1, 6, 5, 5), (6, 1, 3, 3), dict(groups=6, padding=1)),
    ((3, 8, 8), (2, 3, 2, 2), dict(stride=3)),
    ((2, 2, 4, 4), (3, 2, 4, 4), dict(dilation=1)),
    ((2, 2, 5, 6), (3, 2, 1, 1), dict(stride=2, padding=(0, 1))),
    # Batches split across threads in several chunks each, and one sample
    # too large for that (its product runs on OpenBLAS's threads).
    ((64, 16, 4, 4), (32, 16, 3, 3), dict(padding=1)),
    ((37, 3, 10, 9), (6, 1, 3, 2), dict(stride=(2, 3), padding=(2, 1), dilation=(1, 2), groups=3)),
    ((3, 16, 24, 24), (32, 16, 3, 3), dict(padding=2, stride=(1, 2))),
    ((5, 2, 3, 3), (4, 2, 2, 2), dict(padding=3, dilation=3)),
]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("case", CONV2D_CASES)
@pytest.mark.parametrize("with_bias", [True, False])
def test_conv2d_matches_torch(dtype, case, with_bias):
    in_shape, w_shape, kw = case
    rng = np.random.default_rng(0)
    arrays = [rand(rng, *in_shape), rand(rng, *w_shape), rand(rng, w_shape[0]) if with_bias else None]
    check_against_torch(lambda x, w, b: F.conv2d(x, w, b, **kw), lambda x, w, b: TF.conv2d(x, w, b, **kw),
                        arrays, dtype)


def test_conv2d_reads_strided_inputs():
    rng = np.random.default_rng(1)
    x = rand(rng, 2, 8, 3, 9)
    w = rand(rng, 4, 3, 2, 2)
    ours = F.conv2d(yaten.tensor(x).transpose(1, 2), yaten.tensor(w)[:, :, :, :])
    theirs = TF.conv2d(torch.from_numpy(x).transpose(1, 2), torch.from_numpy(w))
    close(ours, theirs)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("kw", [{}, dict(stride=2, padding=1), dict(dilation=2, groups=2)])
def test_conv1d_matches_torch(dtype, kw):
    rng = np.random.default_rng(2)
    arrays = [rand(rng, 3, 4, 11), rand(rng, 6, 4 // kw.get("groups", 1), 3), rand(rng, 6)]
    check_against_torch(lambda x, w, b: F.conv1d(x, w, b, **kw), lambda x, w, b: TF.conv1d(x, w, b, **kw),
                        arrays, dtype)


@pytest.mark.parametrize("case", CONV2D_CASES[:4])
def test_conv2d_gradcheck(case):
    in_shape, w_shape, kw = case
    small = in_shape[:-2] + tuple(min(s, 6) for s in in_shape[-2:])
    x, w, b = leaves(np.random.default_rng(3), small, w_shape, (w_shape[0],))
    fn = lambda x, w, b: F.conv2d(x, w, b, **kw)  # noqa: E731
    assert gradcheck(fn, (x, w, b), check_forward_ad=True)
    assert gradgradcheck(fn, (x, w, b))


def test_conv1d_gradcheck():
    x, w, b = leaves(np.random.default_rng(4), (2, 2, 6), (3, 2, 2), (3,))
    assert gradcheck(lambda x, w, b: F.conv1d(x, w, b, stride=2, padding=1), (x, w, b), check_forward_ad=True)


CONV_ERRORS = [
    ((2, 3), (4, 3, 3, 3), {}),                       # input dims
    ((1, 2, 5, 5), (4, 3, 3, 3), {}),                 # channels vs weight
    ((1, 3, 2, 2), (4, 3, 3, 3), {}),                 # kernel larger than the input
    ((1, 3, 5, 5), (4, 3, 3, 3), dict(padding=-1)),
    ((1, 3, 5, 5), (4, 3, 3, 3), dict(stride=0)),
    ((1, 3, 5, 5), (4, 3, 3, 3), dict(dilation=0)),
    ((1, 4, 5, 5), (3, 2, 3, 3), dict(groups=2)),     # out channels not divisible by groups
    ((1, 3, 5, 5), (4, 3, 3, 3), dict(groups=0)),
    ((1, 3, 5, 5), (4, 3, 3), {}),                    # weight dims
    ((1, 3, 5, 5), (4, 3, 3, 3), dict(stride=(1, 1, 1))),
]


@pytest.mark.parametrize("case", CONV_ERRORS)
def test_conv2d_errors_match_torch(case):
    in_shape, w_shape, kw = case
    x, w = np.zeros(in_shape), np.zeros(w_shape)
    err = same_error(lambda: F.conv2d(yaten.tensor(x), yaten.tensor(w), **kw),
                     lambda: TF.conv2d(torch.from_numpy(x), torch.from_numpy(w), **kw))
    assert "conv2d" in str(err)


def test_conv2d_bias_and_dtype_errors():
    x, w = np.zeros((1, 3, 5, 5)), np.zeros((4, 3, 3, 3))
    same_error(lambda: F.conv2d(yaten.tensor(x), yaten.tensor(w), yaten.zeros(3, dtype=yaten.float64)),
               lambda: TF.conv2d(torch.from_numpy(x), torch.from_numpy(w), torch.zeros(3, dtype=torch.float64)))
    same_error(lambda: F.conv2d(yaten.tensor(x), yaten.tensor(w).float()),
               lambda: TF.conv2d(torch.from_numpy(x), torch.from_numpy(w).float()))
    # torch computes integer convolutions; yaten refuses them.
    with pytest.raises(RuntimeError, match="not implemented for 'Long'"):
        F.conv2d(yaten.tensor(x).long(), yaten.tensor(w).long())
    with pytest.raises(RuntimeError, match="conv2d"):
        F.conv2d(yaten.zeros(1, 1, 4, 4), yaten.zeros(1, 1, 2, 2), padding=2**62)


# ----------------------------------------------------------------------------- pooling

POOL_CASES = [
    ((2, 3, 8, 8), dict(kernel_size=2)),
    ((2, 3, 7, 9), dict(kernel_size=3, stride=2, padding=1)),
    ((3, 7, 5), dict(kernel_size=(3, 2), stride=(2, 1), padding=(1, 1), ceil_mode=True)),
    ((1, 2, 9, 9), dict(kernel_size=3, stride=(2, 3), padding=1, ceil_mode=True)),
]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("case", POOL_CASES + [((1, 2, 9, 9), dict(kernel_size=4, dilation=2, padding=2))])
def test_max_pool2d_matches_torch(dtype, case):
    shape, kw = case
    arrays = [rand(np.random.default_rng(5), *shape)]
    check_against_torch(lambda x: F.max_pool2d(x, **kw), lambda x: TF.max_pool2d(x, **kw), arrays, dtype)
    x = yaten.tensor(arrays[0])
    out, idx = F.max_pool2d(x, return_indices=True, **kw)
    t_out, t_idx = TF.max_pool2d(torch.from_numpy(arrays[0]), return_indices=True, **kw)
    np.testing.assert_array_equal(idx.numpy(), t_idx.numpy())
    assert idx.dtype == yaten.int64


@pytest.mark.parametrize("stride", [1, 2])  # 2: MaxPool2d(2)'s unrolled path
def test_max_pool2d_nan_and_ties_as_torch(stride):
    a = np.array([[[[1.0, 1.0, 0.0], [np.nan, 2.0, 2.0], [3.0, 3.0, -np.inf]]]])
    # Ties, NaNs (one, two, first, last in a window), -inf only, an odd edge.
    b = np.array([[[[5.0, 5.0, np.nan, 1.0, -np.inf, -np.inf, 7.0],
                    [5.0, 5.0, 2.0, np.nan, -np.inf, -np.inf, 8.0],
                    [np.nan, np.nan, 0.0, 0.0, 1.0, 2.0, 9.0],
                    [np.nan, 1.0, 0.0, np.nan, 3.0, 3.0, 9.0],
                    [4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0]]]])
    for arr in (a, b):
        ours, idx = F.max_pool2d(yaten.tensor(arr), 2, stride, return_indices=True)
        theirs, t_idx = TF.max_pool2d(torch.from_numpy(arr), 2, stride, return_indices=True)
        np.testing.assert_array_equal(ours.numpy(), theirs.numpy())
        np.testing.assert_array_equal(idx.numpy(), t_idx.numpy())
    ours, idx = F.max_pool2d(yaten.tensor(a), 2, stride, return_indices=True)
    theirs, t_idx = TF.max_pool2d(torch.from_numpy(a), 2, stride, return_indices=True)
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())
    np.testing.assert_array_equal(idx.numpy(), t_idx.numpy())


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("case", POOL_CASES)
@pytest.mark.parametrize("count_include_pad", [True, False])
def test_avg_pool2d_matches_torch(dtype, case, count_include_pad):
    shape, kw = case
    arrays = [rand(np.random.default_rng(6), *shape)]
    check_against_torch(lambda x: F.avg_pool2d(x, count_include_pad=count_include_pad, **kw),
                        lambda x: TF.avg_pool2d(x, count_include_pad=count_include_pad, **kw), arrays, dtype)


def test_avg_pool2d_divisor_override():
    arrays = [rand(np.random.default_rng(6), 2, 3, 6, 6)]
    check_against_torch(lambda x: F.avg_pool2d(x, 3, 2, 1, divisor_override=4),
                        lambda x: TF.avg_pool2d(x, 3, 2, 1, divisor_override=4), arrays)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("shape,size", [((2, 3, 8, 8), 1), ((2, 3, 7, 5), (3, 2)), ((3, 5, 7), (5, 3)),
                                         ((1, 2, 4, 4), (6, 7))])
def test_adaptive_avg_pool2d_matches_torch(dtype, shape, size):
    arrays = [rand(np.random.default_rng(8), *shape)]
    check_against_torch(lambda x: F.adaptive_avg_pool2d(x, size), lambda x: TF.adaptive_avg_pool2d(x, size),
                        arrays, dtype)


def test_pooling_gradcheck():
    (x,) = leaves(np.random.default_rng(9), (2, 2, 5, 6))
    for fn in (lambda x: F.max_pool2d(x, 3, 2, 1), lambda x: F.avg_pool2d(x, 3, 2, 1, ceil_mode=True),
               lambda x: F.avg_pool2d(x, 2, count_include_pad=False, padding=1),
               lambda x: F.adaptive_avg_pool2d(x, (3, 4))):
        assert gradcheck(fn, (x,), check_forward_ad=True)
        assert gradgradcheck(fn, (x,))


POOL_ERRORS = [
    ((1, 1, 2, 2), dict(kernel_size=3)),
    ((1, 1, 5, 5), dict(kernel_size=2, padding=2)),
    ((1, 1, 5, 5), dict(kernel_size=0)),
    ((1, 1, 5, 5), dict(kernel_size=2, stride=0)),
    ((1, 1, 5, 5), dict(kernel_size=2, padding=-1)),
    ((1, 1, 5, 5), dict(kernel_size=(2, 2, 2))),
]


@pytest.mark.parametrize("op", ["max_pool2d", "avg_pool2d"])
@pytest.mark.parametrize("case", POOL_ERRORS)
def test_pooling_errors_match_torch(op, case):
    shape, kw = case
    x = np.zeros(shape)
    same_error(lambda: getattr(F, op)(yaten.tensor(x), **kw), lambda: getattr(TF, op)(torch.from_numpy(x), **kw))


def test_adaptive_avg_pool2d_errors_match_torch():
    for shape, size in [((2, 3), 2), ((1, 2, 0, 3), 2), ((1, 2, 3, 3), (1, 2, 3))]:
        x = np.zeros(shape)
        same_error(lambda: F.adaptive_avg_pool2d(yaten.tensor(x), size),
                   lambda: TF.adaptive_avg_pool2d(torch.from_numpy(x), size))


# ----------------------------------------------------------------------------- activations

@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("approximate", ["none", "tanh"])
def test_gelu_matches_torch(dtype, approximate):
    arrays = [rand(np.random.default_rng(10), 4, 5, low=-6, high=6)]
    check_against_torch(lambda x: F.gelu(x, approximate=approximate),
                        lambda x: TF.gelu(x, approximate=approximate), arrays, dtype)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_silu_matches_torch(dtype):
    arrays = [rand(np.random.default_rng(11), 4, 5, low=-30, high=30)]
    check_against_torch(F.silu, TF.silu, arrays, dtype)


def test_activation_gradcheck_and_errors():
    (x,) = leaves(np.random.default_rng(12), (3, 4))
    for fn in (F.gelu, lambda x: F.gelu(x, approximate="tanh"), F.silu):
        assert gradcheck(fn, (x,), check_forward_ad=True)
        assert gradgradcheck(fn, (x,))
    same_error(lambda: F.gelu(yaten.zeros(2), approximate="fast"), lambda: TF.gelu(torch.zeros(2), approximate="fast"))
    same_error(lambda: F.gelu(yaten.zeros(2, dtype=yaten.int64)), lambda: TF.gelu(torch.zeros(2, dtype=torch.int64)))


def test_silu_inplace():
    a = np.linspace(-2, 2, 6)
    x, t = yaten.tensor(a), torch.from_numpy(a.copy())
    assert F.silu(x, inplace=True) is x
    TF.silu(t, inplace=True)
    np.testing.assert_allclose(x.numpy(), t.numpy())


# ----------------------------------------------------------------------------- dropout

def test_dropout_statistics_and_scaling():
    yaten.manual_seed(0)
    x = yaten.ones(200, 100)
    out = F.dropout(x, 0.3)
    kept = out.numpy() != 0
    assert abs(kept.mean() - 0.7) < 0.02
    np.testing.assert_allclose(out.numpy()[kept], 1 / 0.7, rtol=1e-6)
    yaten.manual_seed(0)
    np.testing.assert_array_equal(F.dropout(x, 0.3).numpy(), out.numpy())


def test_dropout_gradient_follows_the_mask():
    yaten.manual_seed(1)
    x = yaten.ones(50, 20, requires_grad=True)
    out = F.dropout(x, 0.5)
    out.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), out.detach().numpy())


def test_dropout_eval_p0_p1_and_inplace():
    x = yaten.tensor(np.arange(6.0))
    assert F.dropout(x, 0.5, training=False) is x
    assert F.dropout(x, 0.0) is x
    np.testing.assert_array_equal(F.dropout(x, 1.0).numpy(), np.zeros(6))
    y = yaten.ones(100)
    assert F.dropout(y, 0.5, inplace=True) is y
    assert set(np.unique(y.numpy())) <= {0.0, 2.0}


@pytest.mark.parametrize("p", [-0.1, 1.5, math.nan])
def test_dropout_probability_errors_match_torch(p):
    same_error(lambda: F.dropout(yaten.ones(3), p), lambda: TF.dropout(torch.ones(3), p))


def test_dropout_gradcheck_in_eval_mode():
    (x,) = leaves(np.random.default_rng(13), (3, 4))
    assert gradcheck(lambda x: F.dropout(x, 0.4, training=False), (x,), check_forward_ad=True)


# ----------------------------------------------------------------------------- normalization

@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("shape", [(8, 3), (4, 3, 5, 5)])
@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_matches_torch(dtype, shape, training):
    rng = np.random.default_rng(14)
    c = shape[1]
    rm, rv = rand(rng, c), rand(rng, c, low=0.5, high=2.0)
    stats_y = [yaten.tensor(rm.astype(dtype)), yaten.tensor(rv.astype(dtype))]
    stats_t = [torch.from_numpy(rm.astype(dtype)), torch.from_numpy(rv.astype(dtype))]
    arrays = [rand(rng, *shape), rand(rng, c, low=0.5, high=1.5), rand(rng, c)]
    check_against_torch(lambda x, w, b: F.batch_norm(x, *stats_y, w, b, training, 0.2, 1e-4),
                        lambda x, w, b: TF.batch_norm(x, *stats_t, w, b, training, 0.2, 1e-4), arrays, dtype)
    for ours, theirs in zip(stats_y, stats_t):
        close(ours, theirs, dtype)


def test_batch_norm_without_running_stats_and_gradcheck():
    rng = np.random.default_rng(15)
    arrays = [rand(rng, 5, 2, 3)]
    check_against_torch(lambda x: F.batch_norm(x, None, None, training=True),
                        lambda x: TF.batch_norm(x, None, None, training=True), arrays)
    x, w, b = leaves(rng, (4, 3, 2, 2), (3,), (3,))
    rm, rv = yaten.zeros(3, dtype=yaten.float64), yaten.ones(3, dtype=yaten.float64)
    for training in (True, False):
        fn = lambda x, w, b: F.batch_norm(x, rm, rv, w, b, training)  # noqa: E731
        assert gradcheck(fn, (x, w, b), check_forward_ad=True)
        assert gradgradcheck(fn, (x, w, b))


def test_batch_norm_errors_match_torch():
    same_error(lambda: F.batch_norm(yaten.ones(1, 3), None, None, training=True),
               lambda: TF.batch_norm(torch.ones(1, 3), None, None, training=True))
    same_error(lambda: F.batch_norm(yaten.ones(4, 3), yaten.zeros(4), yaten.ones(4)),
               lambda: TF.batch_norm(torch.ones(4, 3), torch.zeros(4), torch.ones(4)))
    same_error(lambda: F.batch_norm(yaten.ones(4, 3), yaten.zeros(3), yaten.ones(3), yaten.ones(2)),
               lambda: TF.batch_norm(torch.ones(4, 3), torch.zeros(3), torch.ones(3), torch.ones(2)))
    rm = yaten.zeros(3)
    with pytest.raises(RuntimeError):
        F.batch_norm(yaten.ones(4, 3), rm, yaten.ones(2), training=True)
    assert rm.numpy().tolist() == [0, 0, 0]  # a failed call leaves the running stats as they were


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("shape,normalized", [((4, 5), (5,)), ((2, 3, 4), (3, 4)), ((2, 3, 4), (4,))])
def test_layer_norm_matches_torch(dtype, shape, normalized):
    rng = np.random.default_rng(16)
    arrays = [rand(rng, *shape), rand(rng, *normalized), rand(rng, *normalized)]
    check_against_torch(lambda x, w, b: F.layer_norm(x, normalized, w, b),
                        lambda x, w, b: TF.layer_norm(x, normalized, w, b), arrays, dtype)
    check_against_torch(lambda x: F.layer_norm(x, normalized, eps=1e-3),
                        lambda x: TF.layer_norm(x, normalized, eps=1e-3), arrays[:1], dtype)


def test_layer_norm_gradcheck_and_errors():
    x, w, b = leaves(np.random.default_rng(17), (3, 4), (4,), (4,))
    fn = lambda x, w, b: F.layer_norm(x, (4,), w, b)  # noqa: E731
    assert gradcheck(fn, (x, w, b), check_forward_ad=True)
    assert gradgradcheck(fn, (x, w, b))
    same_error(lambda: F.layer_norm(yaten.ones(2, 3), (4,)), lambda: TF.layer_norm(torch.ones(2, 3), (4,)))
    same_error(lambda: F.layer_norm(yaten.ones(2, 3), (3,), yaten.ones(4)),
               lambda: TF.layer_norm(torch.ones(2, 3), (3,), torch.ones(4)))


# ----------------------------------------------------------------------------- embedding, bilinear

@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("kw", [{}, dict(padding_idx=2), dict(padding_idx=-1), dict(scale_grad_by_freq=True),
                                dict(padding_idx=0, scale_grad_by_freq=True)])
def test_embedding_matches_torch(dtype, kw):
    rng = np.random.default_rng(18)
    idx = rng.integers(0, 5, (3, 4))
    idx_y, idx_t = yaten.tensor(idx), torch.from_numpy(idx)
    check_against_torch(lambda w: F.embedding(idx_y, w, **kw), lambda w: TF.embedding(idx_t, w, **kw),
                        [rand(rng, 5, 3)], dtype)


def test_embedding_max_norm_renormalises_weight_as_torch():
    rng = np.random.default_rng(19)
    w = rand(rng, 6, 4, low=-3, high=3)
    idx = np.array([[0, 2], [2, 5]])
    wy, wt = yaten.tensor(w.copy()), torch.from_numpy(w.copy())
    close(F.embedding(yaten.tensor(idx), wy, max_norm=1.5), TF.embedding(torch.from_numpy(idx), wt, max_norm=1.5))
    np.testing.assert_allclose(wy.numpy(), wt.numpy(), rtol=1e-12)


def test_embedding_gradcheck_and_errors():
    (w,) = leaves(np.random.default_rng(20), (5, 3))
    idx = yaten.tensor([[0, 1, 1], [4, 1, 2]])
    assert gradcheck(lambda w: F.embedding(idx, w), (w,), check_forward_ad=True)
    # padding_idx: the row's gradient is zero though its value is used.
    w2 = w.detach().clone().requires_grad_(True)
    F.embedding(idx, w2, padding_idx=1).sum().backward()
    assert w2.grad.numpy()[1].tolist() == [0, 0, 0] and w2.grad.numpy()[0].tolist() == [1, 1, 1]
    same_error(lambda: F.embedding(yaten.tensor([5]), yaten.ones(5, 3)),
               lambda: TF.embedding(torch.tensor([5]), torch.ones(5, 3)))
    same_error(lambda: F.embedding(yaten.tensor([0.0]), yaten.ones(5, 3)),
               lambda: TF.embedding(torch.tensor([0.0]), torch.ones(5, 3)))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("batch", [(4,), (2, 3), ()])
def test_bilinear_matches_torch(dtype, batch):
    rng = np.random.default_rng(21)
    arrays = [rand(rng, *batch, 3), rand(rng, *batch, 2), rand(rng, 5, 3, 2), rand(rng, 5)]
    check_against_torch(F.bilinear, TF.bilinear, arrays, dtype)
    check_against_torch(F.bilinear, TF.bilinear, arrays[:3], dtype)


def test_bilinear_gradcheck_and_errors():
    x1, x2, w, b = leaves(np.random.default_rng(22), (3, 2), (3, 4), (2, 2, 4), (2,))
    assert gradcheck(F.bilinear, (x1, x2, w, b), check_forward_ad=True)
    assert gradgradcheck(F.bilinear, (x1, x2, w, b))
    same_error(lambda: F.bilinear(yaten.ones(3, 2), yaten.ones(3, 3), yaten.ones(2, 2, 4)),
               lambda: TF.bilinear(torch.ones(3, 2), torch.ones(3, 3), torch.ones(2, 2, 4)))
    same_error(lambda: F.bilinear(yaten.ones(3, 2), yaten.ones(2, 4), yaten.ones(2, 2, 4)),
               lambda: TF.bilinear(torch.ones(3, 2), torch.ones(2, 4), torch.ones(2, 2, 4)))


# ----------------------------------------------------------------------------- losses

@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_l1_and_bce_losses_match_torch(dtype, reduction):
    rng = np.random.default_rng(23)
    x, t, w = rand(rng, 4, 3), rand(rng, 4, 3, low=0, high=1), rand(rng, 3, low=0.5, high=2)
    p = rand(rng, 4, 3, low=0.02, high=0.98)
    check_against_torch(lambda a, b: F.l1_loss(a, b, reduction=reduction),
                        lambda a, b: TF.l1_loss(a, b, reduction=reduction), [x, t], dtype)
    wy, wt = pair(w, grad=False, dtype=dtype)
    check_against_torch(lambda a, b: F.binary_cross_entropy(a, b, wy, reduction=reduction),
                        lambda a, b: TF.binary_cross_entropy(a, b, wt, reduction=reduction), [p, t], dtype)
    py, pt = pair(rand(rng, 3, low=0.5, high=3), grad=False, dtype=dtype)
    check_against_torch(lambda a, b: F.binary_cross_entropy_with_logits(a, b, wy, reduction=reduction, pos_weight=py),
                        lambda a, b: TF.binary_cross_entropy_with_logits(a, b, wt, reduction=reduction, pos_weight=pt),
                        [x * 40, t], dtype)
    check_against_torch(lambda a, b: F.binary_cross_entropy_with_logits(a, b, reduction=reduction),
                        lambda a, b: TF.binary_cross_entropy_with_logits(a, b, reduction=reduction), [x, t], dtype)


def test_bce_clamps_log_at_minus_100_as_torch():
    p, t = np.array([0.0, 1.0, 0.5]), np.array([1.0, 0.0, 1.0])
    close(F.binary_cross_entropy(yaten.tensor(p), yaten.tensor(t), reduction="none"),
          TF.binary_cross_entropy(torch.from_numpy(p), torch.from_numpy(t), reduction="none"))


def test_loss_gradcheck():
    rng = np.random.default_rng(24)
    x, t = leaves(rng, (3, 4), (3, 4))
    p = yaten.tensor(rand(rng, 3, 4, low=0.1, high=0.9), requires_grad=True)
    tgt = yaten.tensor(rand(rng, 3, 4, low=0, high=1))
    assert gradcheck(lambda a, b: F.l1_loss(a, b), (x, t), check_forward_ad=True)
    assert gradcheck(lambda a: F.binary_cross_entropy(a, tgt), (p,), check_forward_ad=True)
    assert gradcheck(lambda a, b: F.binary_cross_entropy_with_logits(a, b), (x, t), check_forward_ad=True)


def test_loss_errors_match_torch():
    same_error(lambda: F.binary_cross_entropy(yaten.ones(3) * 1.5, yaten.ones(3)),
               lambda: TF.binary_cross_entropy(torch.ones(3) * 1.5, torch.ones(3)))
    same_error(lambda: F.binary_cross_entropy(yaten.ones(3) * 0.5, yaten.ones(2, 3)),
               lambda: TF.binary_cross_entropy(torch.ones(3) * 0.5, torch.ones(2, 3)))
    same_error(lambda: F.binary_cross_entropy_with_logits(yaten.ones(3), yaten.ones(2, 3)),
               lambda: TF.binary_cross_entropy_with_logits(torch.ones(3), torch.ones(2, 3)))
    same_error(lambda: F.l1_loss(yaten.ones(3), yaten.ones(3), reduction="avg"),
               lambda: TF.l1_loss(torch.ones(3), torch.ones(3), reduction="avg"))


@pytest.mark.parametrize("kw", [dict(ignore_index=1, label_smoothing=0.2),
                                dict(ignore_index=0, label_smoothing=0.3, reduction="sum"),
                                dict(ignore_index=2, label_smoothing=0.1, reduction="none"),
                                dict(ignore_index=1, label_smoothing=0.25, weight=True),
                                dict(ignore_index=1, label_smoothing=0.25, weight=True, reduction="sum")])
def test_cross_entropy_label_smoothing_with_ignore_index_matches_torch(kw):
    rng = np.random.default_rng(25)
    target = np.array([0, 1, 2, 1, 3, 1])
    kw = dict(kw)
    wy = wt = None
    if kw.pop("weight", False):
        w = rand(rng, 4, low=0.5, high=2)
        wy, wt = yaten.tensor(w), torch.from_numpy(w)
    check_against_torch(lambda x: F.cross_entropy(x, yaten.tensor(target), wy, **kw),
                        lambda x: TF.cross_entropy(x, torch.from_numpy(target), wt, **kw), [rand(rng, 6, 4)])


# ----------------------------------------------------------------------------- __torch_function__

def test_python_wrappers_dispatch_torch_function():
    seen = []

    class Logged(yaten.Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            seen.append(func)
            return "handled"

    x = yaten.ones(1, 1, 4, 4).as_subclass(Logged)
    assert F.max_pool2d(x, 2) == "handled"
    assert F.dropout(x) == "handled"
    assert F.silu(x) == "handled"
    assert F.conv2d(x, yaten.ones(1, 1, 2, 2)) == "handled"
    assert seen == [F.max_pool2d, F.dropout, F.silu, F.conv2d]


@pytest.mark.parametrize("name", ["l1_loss", "mse_loss", "binary_cross_entropy", "binary_cross_entropy_with_logits"])
@pytest.mark.parametrize("size_average,reduce", [(None, False), (False, None), (True, True), (False, True)])
def test_deprecated_size_average_and_reduce_as_torch(name, size_average, reduce):
    rng = np.random.default_rng(26)
    x, t = rand(rng, 3, 4, low=0.1, high=0.9), rand(rng, 3, 4, low=0, high=1)
    with pytest.warns(None):
        theirs = getattr(TF, name)(torch.from_numpy(x), torch.from_numpy(t), size_average=size_average, reduce=reduce)
    ours = getattr(F, name)(yaten.tensor(x), yaten.tensor(t), size_average=size_average, reduce=reduce)
    close(ours, theirs)
    # positionally, as torch's signatures order them
    if name in ("l1_loss", "mse_loss"):
        close(getattr(F, name)(yaten.tensor(x), yaten.tensor(t), size_average, reduce, "mean"),
              getattr(TF, name)(torch.from_numpy(x), torch.from_numpy(t), size_average, reduce, "mean"))


@pytest.mark.parametrize("padding", ["same", "valid"])
@pytest.mark.parametrize("case", [((2, 3, 7, 6), (4, 3, 3, 3), {}), ((2, 2, 6, 8), (3, 2, 2, 4), dict(dilation=(1, 2))),
                                  ((3, 5, 5), (2, 3, 4, 1), {})])
def test_conv2d_string_padding_matches_torch(padding, case):
    in_shape, w_shape, kw = case
    rng = np.random.default_rng(27)
    arrays = [rand(rng, *in_shape), rand(rng, *w_shape), rand(rng, w_shape[0])]
    check_against_torch(lambda x, w, b: F.conv2d(x, w, b, padding=padding, **kw),
                        lambda x, w, b: TF.conv2d(x, w, b, padding=padding, **kw), arrays)


@pytest.mark.parametrize("padding", ["same", "valid"])
def test_conv1d_string_padding_matches_torch(padding):
    rng = np.random.default_rng(28)
    arrays = [rand(rng, 2, 3, 9), rand(rng, 4, 3, 4)]
    check_against_torch(lambda x, w: F.conv1d(x, w, padding=padding, dilation=2),
                        lambda x, w: TF.conv1d(x, w, padding=padding, dilation=2), arrays)


def test_string_padding_errors_match_torch():
    x, w = np.zeros((1, 2, 5, 5)), np.zeros((3, 2, 3, 3))
    for kw in (dict(padding="same", stride=2), dict(padding="full")):
        err = same_error(lambda: F.conv2d(yaten.tensor(x), yaten.tensor(w), **kw),
                         lambda: TF.conv2d(torch.from_numpy(x), torch.from_numpy(w), **kw))
        assert "conv2d" in str(err)


def test_inplace_dropout_and_silu_keep_history_as_torch():
    for lib, fn in ((yaten, F), (torch, TF)):
        lib.manual_seed(0)
    x0y, x0t = yaten.ones(6, requires_grad=True), torch.ones(6, requires_grad=True)
    for x0, lib, fn in ((x0y, yaten, F), (x0t, torch, TF)):
        x = x0 * 1
        y = fn.dropout(x, 0.5, inplace=True)
        assert y is x
        y.sum().backward()
    np.testing.assert_array_equal(x0y.grad.numpy(), np.where(x0y.grad.numpy() != 0, 2.0, 0.0))
    a = np.linspace(-2, 2, 5)
    grads = []
    for lib, fn in ((yaten, F), (torch, TF)):
        x0 = lib.tensor(a.copy(), requires_grad=True)
        x = x0 * 1
        fn.silu(x, inplace=True).sum().backward()
        grads.append(x0.grad.numpy())
    np.testing.assert_allclose(grads[0], grads[1])
    with pytest.raises(RuntimeError, match="leaf"):
        F.dropout(yaten.ones(3, requires_grad=True), 0.5, inplace=True)


def test_adaptive_avg_pool2d_none_keeps_the_input_size():
    a = rand(np.random.default_rng(29), 2, 3, 7, 5)
    for size in [(None, 3), (4, None), [None, None]]:
        close(F.adaptive_avg_pool2d(yaten.tensor(a), size), TF.adaptive_avg_pool2d(torch.from_numpy(a), size))


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_cross_entropy_smoothing_on_probabilities_and_extra_dims_matches_torch(reduction):
    rng = np.random.default_rng(30)
    probs = rng.dirichlet(np.ones(4), size=5)
    w = rand(rng, 4, low=0.5, high=2)
    wy, wt = pair(w, grad=False)
    check_against_torch(lambda x: F.cross_entropy(x, yaten.tensor(probs), wy, reduction=reduction, label_smoothing=0.2),
                        lambda x: TF.cross_entropy(x, torch.from_numpy(probs), wt, reduction=reduction,
                                                   label_smoothing=0.2), [rand(rng, 5, 4)])
    target = rng.integers(0, 4, (3, 2, 2))
    check_against_torch(lambda x: F.cross_entropy(x, yaten.tensor(target), wy, ignore_index=2, reduction=reduction,
                                                  label_smoothing=0.15),
                        lambda x: TF.cross_entropy(x, torch.from_numpy(target), wt, ignore_index=2,
                                                   reduction=reduction, label_smoothing=0.15), [rand(rng, 3, 4, 2, 2)])


# ----------------------------------------------------------------------------- relu

def test_relu_gradient_is_one_pass_threshold_backward_as_torchs():
    # At NaN the gradient passes (NaN <= 0 is false); under create_graph it
    # has a graph, and the second derivative is zero.
    data = [-1.0, 0.0, 2.0, float("nan")]
    grads = []
    for lib in (yaten, torch):
        x = lib.tensor(data, dtype=lib.float64, requires_grad=True)
        g, = lib.autograd.grad(lib.relu(x), x, lib.arange(1.0, 5.0, dtype=lib.float64), create_graph=True)
        gg, = lib.autograd.grad(g.sum(), x, allow_unused=True)
        grads.append((g.detach().tolist(), g.requires_grad, gg.tolist()))
    assert grads[0] == grads[1]
