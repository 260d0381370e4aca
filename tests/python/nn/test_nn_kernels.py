"""The native nn kernels and their fused backward ops (softmax, log_softmax,
losses, norms, activations) against torch: values, gradients, second
derivatives (gradgradcheck), every dim, non-contiguous and empty inputs."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def both(shape, seed=0, dtype=np.float64, grad=False, scale=1.0):
    a = (np.random.default_rng(seed).standard_normal(shape) * scale).astype(dtype)
    return yaten.tensor(a, requires_grad=grad), torch.tensor(a, requires_grad=grad)


def close(y, t, rtol=1e-5, atol=1e-6):
    assert tuple(y.shape) == tuple(t.shape)
    assert str(y.dtype).split(".")[-1] == str(t.dtype).split(".")[-1]
    np.testing.assert_allclose(y.detach().numpy(), t.detach().numpy(), rtol=rtol, atol=atol)


def values_and_grads(fy, ft, shape, seed=0, dtype=np.float64, tol=1e-6):
    """fy/ft on equal inputs: outputs, and input gradients under a random upstream gradient."""
    xy, xt = both(shape, seed, dtype, grad=True)
    oy, ot = fy(xy), ft(xt)
    close(oy, ot, tol, tol)
    gy, gt = both(tuple(ot.shape), seed + 1, dtype)
    oy.backward(gy)
    ot.backward(gt)
    close(xy.grad, xt.grad, tol, tol)


SOFTMAXES = ["softmax", "log_softmax"]


@pytest.mark.parametrize("op", SOFTMAXES)
@pytest.mark.parametrize("shape,dim", [((7, 33), 1), ((7, 33), 0), ((3, 5, 4), 1), ((3, 5, 4), -1), ((3, 5, 4), 0),
                                        ((5,), 0), ((), 0), ((2, 1000), 1)])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_softmax_values_and_gradients_match_torch(op, shape, dim, dtype):
    tol = 1e-5 if dtype == np.float32 else 1e-10
    values_and_grads(lambda x: getattr(yaten, op)(x, dim), lambda x: getattr(torch, op)(x, dim), shape, dtype=dtype,
                     tol=tol)


@pytest.mark.parametrize("op", SOFTMAXES)
def test_softmax_of_non_contiguous_and_empty_inputs(op):
    xy, xt = both((6, 5))
    close(getattr(yaten, op)(xy.t(), 1), getattr(torch, op)(xt.t(), 1))
    close(getattr(yaten, op)(xy[:, ::2], 0), getattr(torch, op)(xt[:, ::2], 0))
    ey, et = both((0, 4))
    close(getattr(yaten, op)(ey, 1), getattr(torch, op)(et, 1))


@pytest.mark.parametrize("op", SOFTMAXES)
def test_softmax_of_extreme_rows_matches_torch(op):
    rows = [[1e30, -1e30, 0.0], [float("nan"), 1.0, 2.0], [float("-inf"), 0.0, 1.0], [88.0, 89.0, 90.0],
            [-200.0, -100.0, -150.0]]
    for dtype in (np.float32, np.float64):
        a = np.array(rows, dtype=dtype)
        close(getattr(yaten, op)(yaten.tensor(a), 1), getattr(torch, op)(torch.tensor(a), 1), 1e-5, 1e-6)


def test_softmax_with_dtype_argument_gives_that_dtype_and_gradient_of_input_dtype():
    xy, xt = both((3, 4), dtype=np.float32, grad=True)
    oy, ot = yaten.softmax(xy, 1, dtype=yaten.float64), torch.softmax(xt, 1, dtype=torch.float64)
    close(oy, ot)
    (oy * yaten.arange(4.0)).sum().backward()
    (ot * torch.arange(4.0)).sum().backward()
    close(xy.grad, xt.grad)


@pytest.mark.parametrize("op", SOFTMAXES)
@pytest.mark.parametrize("dim", [0, 1, -1])
def test_softmax_second_derivatives(op, dim):
    x = yaten.tensor(np.random.default_rng(3).standard_normal((3, 4, 2)), requires_grad=True)
    f = lambda x: getattr(yaten, op)(x, dim)
    assert yaten.autograd.gradcheck(f, (x,), check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(f, (x,))


ACTIVATIONS = {"gelu": {}, "gelu tanh": {"approximate": "tanh"}, "silu": {}}


def activation(lib, name):
    return lambda x: getattr(lib.nn.functional, name.split()[0])(x, **ACTIVATIONS[name])


@pytest.mark.parametrize("name", ACTIVATIONS)
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_activation_values_and_gradients_match_torch(name, dtype):
    tol = 2e-6 if dtype == np.float32 else 1e-12
    values_and_grads(activation(yaten, name), activation(torch, name), (70, 1031), dtype=dtype, tol=tol)
    values_and_grads(lambda x: activation(yaten, name)(x.t()), lambda x: activation(torch, name)(x.t()), (5, 3),
                     dtype=dtype, tol=tol)
    values_and_grads(activation(yaten, name), activation(torch, name), (0, 3), dtype=dtype, tol=tol)


@pytest.mark.parametrize("name", ACTIVATIONS)
def test_activation_of_special_values_matches_torch(name):
    a = np.array([0.0, -0.0, 1e-30, -1e-30, 1e-3, 0.999, 1.0, 1.001, -1.0, 5.0, -5.0, 10.0, -10.0, 30.0, -30.0, 100.0,
                  -100.0, float("inf"), float("-inf"), float("nan")], dtype=np.float32)
    close(activation(yaten, name)(yaten.tensor(a)), activation(torch, name)(torch.tensor(a)), 1e-6, 1e-7)


@pytest.mark.parametrize("name", ACTIVATIONS)
def test_activation_second_derivatives(name):
    x = yaten.tensor(np.random.default_rng(4).standard_normal((4, 5)) * 2, requires_grad=True)
    assert yaten.autograd.gradcheck(activation(yaten, name), (x,), check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(activation(yaten, name), (x,))


def test_activations_refuse_integer_input_as_torch():
    for name in ACTIVATIONS:
        with pytest.raises(RuntimeError, match="not implemented for 'Long'"):
            activation(yaten, name)(yaten.arange(3))


@pytest.mark.parametrize("shape,normalized", [((6, 37), (37,)), ((2, 3, 4, 5), (4, 5)), ((5,), (5,)), ((3, 1), (1,)),
                                              ((0, 4), (4,))])
@pytest.mark.parametrize("affine", ["none", "weight", "bias", "both"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_layer_norm_values_and_gradients_match_torch(shape, normalized, affine, dtype):
    wy, wt = both(normalized, 1, dtype, grad=True)
    by, bt = both(normalized, 2, dtype, grad=True)
    wy, wt = (wy, wt) if affine in ("weight", "both") else (None, None)
    by, bt = (by, bt) if affine in ("bias", "both") else (None, None)
    tol = 2e-5 if dtype == np.float32 else 1e-10
    values_and_grads(lambda x: yaten.nn.functional.layer_norm(x, normalized, wy, by),
                     lambda x: torch.nn.functional.layer_norm(x, normalized, wt, bt), shape, dtype=dtype, tol=tol)
    for py, pt in ((wy, wt), (by, bt)):
        if py is not None:
            close(py.grad, pt.grad, tol * 10, tol * 10)


def test_layer_norm_of_a_large_offset_and_non_contiguous_input_matches_torch():
    a = np.random.default_rng(0).standard_normal((8, 300)).astype(np.float32) + 1000
    close(yaten.nn.functional.layer_norm(yaten.tensor(a), (300,)),
          torch.nn.functional.layer_norm(torch.tensor(a), (300,)), 1e-3, 1e-3)
    xy, xt = both((7, 5))
    close(yaten.nn.functional.layer_norm(xy.t(), (7,)), torch.nn.functional.layer_norm(xt.t(), (7,)))


@pytest.mark.parametrize("affine", [False, True])
def test_layer_norm_second_derivatives_keep_every_input_in_the_graph(affine):
    rng = np.random.default_rng(5)
    x = yaten.tensor(rng.standard_normal((3, 2, 4)), requires_grad=True)
    params = (yaten.tensor(rng.standard_normal((2, 4)), requires_grad=True),
              yaten.tensor(rng.standard_normal((2, 4)), requires_grad=True)) if affine else ()
    f = lambda x, *p: yaten.nn.functional.layer_norm(x, (2, 4), *p, eps=1e-3)
    assert yaten.autograd.gradcheck(f, (x, *params), check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(f, (x, *params))


def test_layer_norm_weight_and_bias_gradients_have_history_under_create_graph():
    xy, xt = both((4, 6), grad=True)
    wy, wt = both((6,), 1, grad=True)
    by, bt = both((6,), 2, grad=True)
    outs = {}
    for lib, x, w, b in ((yaten, xy, wy, by), (torch, xt, wt, bt)):
        y = lib.nn.functional.layer_norm(x, (6,), w, b)
        gx, gw, gb = lib.autograd.grad((y * y).sum(), (x, w, b), create_graph=True)
        assert gw.requires_grad and gb.requires_grad
        outs[lib] = lib.autograd.grad((gw * gw).sum() + (gb * gx.sum(0)).sum(), (x, w, b))
    for gy, gt in zip(outs[yaten], outs[torch]):
        close(gy, gt, 1e-8, 1e-8)


@pytest.mark.parametrize("needs", [(True, False, False), (False, True, False), (False, False, True),
                                   (False, True, True), (True, True, True)], ids=str)
def test_layer_norm_backward_is_one_node_giving_just_the_gradients_asked_for(needs):
    outs = {}
    for lib in (yaten, torch):
        x, w, b = (lib.tensor(np.random.default_rng(seed).standard_normal(shape), requires_grad=need)
                   for seed, shape, need in zip(range(3), ((5, 3, 8), (8,), (8,)), needs))
        y = lib.nn.functional.layer_norm(x, (8,), w, b)
        assert y.grad_fn.name() == "NativeLayerNormBackward0"
        y.backward(lib.tensor(np.random.default_rng(9).standard_normal((5, 3, 8))))
        outs[lib] = [t.grad for t in (x, w, b)]
    for gy, gt in zip(outs[yaten], outs[torch]):
        assert (gy is None) == (gt is None)
        if gy is not None:
            close(gy, gt, 1e-10, 1e-10)


# Outputs of 8 MiB and more are written with streaming stores (simd/row.h's
# kStreamBytes), rows of any alignment; the backward's rows come in blocks
# whose weight and bias sums are added at the end, on one thread or two.
@pytest.mark.parametrize("shape", [(2100, 1003), (700, 3, 1024)])
@pytest.mark.parametrize("threads", [1, 2])
def test_layer_norm_of_large_inputs_written_past_the_caches_matches_torch(shape, threads):
    outs = {}
    for lib in (yaten, torch):
        rng = np.random.default_rng(7)
        x = lib.tensor((rng.standard_normal(shape) * 2 + 3).astype(np.float32), requires_grad=True)
        w, b = (lib.tensor(rng.standard_normal(shape[-1]).astype(np.float32), requires_grad=True) for _ in range(2))
        before = lib.get_num_threads()
        lib.set_num_threads(threads)
        try:
            y = lib.nn.functional.layer_norm(x, (shape[-1],), w, b)
            y.backward(lib.tensor(rng.standard_normal(shape).astype(np.float32)))
        finally:
            lib.set_num_threads(before)
        outs[lib] = (y, x.grad, w.grad, b.grad)
    # w.grad and b.grad add 2100 float32 terms per column, in another order than torch's.
    for gy, gt in zip(outs[yaten], outs[torch]):
        close(gy, gt, 1e-4, 1e-2)


def test_layer_norm_of_bfloat16_matches_torch_forward_and_backward():
    outs = {}
    for lib in (yaten, torch):
        x, w, b = (lib.tensor(np.random.default_rng(seed).standard_normal(shape), dtype=lib.bfloat16, requires_grad=True)
                   for seed, shape in zip(range(3), ((6, 40), (40,), (40,))))
        y = lib.nn.functional.layer_norm(x, (40,), w, b)
        y.backward(lib.ones_like(y))
        outs[lib] = [t.float() for t in (y, x.grad, w.grad, b.grad)]
    for gy, gt in zip(outs[yaten], outs[torch]):
        close(gy, gt, 2e-2, 5e-2)


CE_CASES = [
    dict(), dict(reduction="sum"), dict(reduction="none"), dict(ignore_index=2), dict(label_smoothing=0.2),
    dict(weight=True), dict(weight=True, ignore_index=1, label_smoothing=0.1), dict(weight=True, reduction="none"),
]


@pytest.mark.parametrize("kwargs", CE_CASES, ids=str)
@pytest.mark.parametrize("shape", [(6, 5), (3, 5, 2, 2), (5,)])
def test_cross_entropy_with_class_indices_matches_torch(kwargs, shape):
    kwargs = dict(kwargs)
    rng = np.random.default_rng(7)
    target = rng.integers(0, 5, (shape[0],) + shape[2:] if len(shape) > 1 else ())
    if "ignore_index" in kwargs and target.ndim:
        target.flat[0] = kwargs["ignore_index"]
    w = rng.uniform(0.5, 2, 5) if kwargs.pop("weight", False) else None
    values_and_grads(
        lambda x: yaten.nn.functional.cross_entropy(x, yaten.tensor(target), None if w is None else yaten.tensor(w), **kwargs),
        lambda x: torch.nn.functional.cross_entropy(x, torch.tensor(target), None if w is None else torch.tensor(w), **kwargs),
        shape, tol=1e-10)


@pytest.mark.parametrize("kwargs", [dict(), dict(label_smoothing=0.3), dict(weight=True), dict(reduction="none")], ids=str)
def test_cross_entropy_with_class_probabilities_matches_torch(kwargs):
    kwargs = dict(kwargs)
    probs = np.random.default_rng(8).dirichlet(np.ones(5), 6)
    w = np.linspace(0.5, 2, 5) if kwargs.pop("weight", False) else None
    values_and_grads(
        lambda x: yaten.nn.functional.cross_entropy(x, yaten.tensor(probs), None if w is None else yaten.tensor(w), **kwargs),
        lambda x: torch.nn.functional.cross_entropy(x, torch.tensor(probs), None if w is None else torch.tensor(w), **kwargs),
        (6, 5), tol=1e-10)


def test_cross_entropy_and_nll_loss_second_derivatives():
    x = yaten.tensor(np.random.default_rng(9).standard_normal((4, 3)), requires_grad=True)
    target = yaten.tensor([0, 2, 1, 2])
    for f in (lambda x: yaten.nn.functional.cross_entropy(x, target, label_smoothing=0.1),
              lambda x: yaten.nn.functional.nll_loss(yaten.log_softmax(x, 1), target, ignore_index=1)):
        assert yaten.autograd.gradcheck(f, (x,), check_forward_ad=True)
        assert yaten.autograd.gradgradcheck(f, (x,))


def test_cross_entropy_on_large_rows_float32_matches_torch():
    x = np.random.default_rng(10).standard_normal((64, 1000)).astype(np.float32) * 5
    target = np.random.default_rng(11).integers(0, 1000, 64)
    values_and_grads(lambda x: yaten.nn.functional.cross_entropy(x, yaten.tensor(target)),
                     lambda x: torch.nn.functional.cross_entropy(x, torch.tensor(target)), x.shape, dtype=np.float32,
                     tol=1e-5)


@pytest.mark.parametrize("shape,groups", [((2, 6, 5), 3), ((3, 4, 2, 3), 2), ((2, 4), 4), ((0, 4, 3), 2)])
@pytest.mark.parametrize("affine", [False, True])
def test_group_norm_values_and_gradients_match_torch(shape, groups, affine):
    wy, wt = both((shape[1],), 1, grad=True) if affine else (None, None)
    by, bt = both((shape[1],), 2, grad=True) if affine else (None, None)
    values_and_grads(lambda x: yaten.nn.functional.group_norm(x, groups, wy, by, eps=1e-4),
                     lambda x: torch.nn.functional.group_norm(x, groups, wt, bt, eps=1e-4), shape, tol=1e-9)
    if affine:
        close(wy.grad, wt.grad, 1e-9, 1e-9)
        close(by.grad, bt.grad, 1e-9, 1e-9)


@pytest.mark.parametrize("shape,groups", [((16, 32, 8, 8), 8), ((4, 1000), 10), ((3, 6, 37), 3), ((2, 8, 5, 0), 4)])
def test_group_norm_float32_blocks_match_torch(shape, groups):
    # float32 through the vector blocks (channel by channel, or one row when
    # every channel has one element), many blocks shared among threads; an
    # empty block's weight gradient is nan, as torch's.
    wy, wt = both((shape[1],), 1, np.float32, grad=True)
    by, bt = both((shape[1],), 2, np.float32, grad=True)
    values_and_grads(lambda x: yaten.nn.functional.group_norm(x, groups, wy, by),
                     lambda x: torch.nn.functional.group_norm(x, groups, wt, bt), shape, dtype=np.float32, tol=1e-4)
    close(wy.grad, wt.grad, 1e-3, 1e-3)
    close(by.grad, bt.grad, 1e-4, 1e-4)


def test_group_norm_strided_input_bfloat16_and_node_match_torch():
    xy, xt = both((6, 4, 3, 5), 3, np.float32, grad=True)
    close(yaten.nn.functional.group_norm(xy.transpose(0, 1), 2), torch.nn.functional.group_norm(xt.transpose(0, 1), 2))
    out = yaten.group_norm(xy, 2)
    assert out.grad_fn.name() == torch.group_norm(xt, 2).grad_fn.name() == "NativeGroupNormBackward0"
    close(yaten.nn.functional.group_norm(xy.detach().to(yaten.bfloat16), 2).float(),
          torch.nn.functional.group_norm(xt.detach().to(torch.bfloat16), 2).float(), 2e-2, 2e-2)


def test_group_norm_gradients_do_not_depend_on_the_thread_count():
    # The weight and bias gradients are summed over fixed runs of blocks, in
    # order: bit for bit the same however many threads share the runs.
    x0 = np.random.default_rng(13).standard_normal((16, 32, 16, 16)).astype(np.float32)
    upstream = yaten.tensor(np.cos(x0))
    saved, results = yaten.get_num_threads(), []
    try:
        for threads in (1, 2, 3):
            yaten.set_num_threads(threads)
            x = yaten.tensor(x0, requires_grad=True)
            w, b = yaten.ones(32, requires_grad=True), yaten.zeros(32, requires_grad=True)
            (yaten.nn.functional.group_norm(x, 8, w, b) * upstream).sum().backward()
            results.append([t.grad.numpy().copy() for t in (x, w, b)])
    finally:
        yaten.set_num_threads(saved)
    for other in results[1:]:
        for a, b in zip(results[0], other):
            np.testing.assert_array_equal(a, b)


def test_group_norm_module_matches_torch_and_trains():
    m_y, m_t = yaten.nn.GroupNorm(4, 8), torch.nn.GroupNorm(4, 8)
    assert repr(m_y) == repr(m_t)
    assert [n for n, _ in m_y.named_parameters()] == [n for n, _ in m_t.named_parameters()]
    xy, xt = both((3, 8, 4, 4), dtype=np.float32, grad=True)
    close(m_y(xy), m_t(xt), 1e-5, 1e-5)
    m_y(xy).square().sum().backward()
    m_t(xt).square().sum().backward()
    close(m_y.weight.grad, m_t.weight.grad, 1e-4, 1e-4)
    close(xy.grad, xt.grad, 1e-4, 1e-4)
    assert not yaten.nn.GroupNorm(2, 6, affine=False).weight
    with pytest.raises(ValueError, match="divisible"):
        yaten.nn.GroupNorm(4, 6)


def test_group_norm_refuses_bad_input_as_torch():
    x = yaten.randn(2, 6, 3)
    with pytest.raises(RuntimeError, match="divisible by num_groups"):
        yaten.nn.functional.group_norm(x, 4)
    with pytest.raises(RuntimeError, match="weight to be a vector of size equal to the number of channels"):
        yaten.nn.functional.group_norm(x, 3, yaten.ones(5))
    with pytest.raises(ValueError, match="more than 1 value per channel"):
        yaten.nn.functional.group_norm(yaten.randn(1, 3), 3)
    with pytest.raises(RuntimeError, match="not implemented for 'Long'"):
        yaten.nn.functional.group_norm(yaten.ones(2, 6, 3, dtype=yaten.int64), 3)
    with pytest.raises(IndexError):
        yaten.nn.functional.group_norm(yaten.randn(3), 1)


def test_group_norm_second_derivatives():
    rng = np.random.default_rng(12)
    args = [yaten.tensor(rng.standard_normal(s), requires_grad=True) for s in ((2, 4, 3), (4,), (4,))]
    f = lambda x, w, b: yaten.nn.functional.group_norm(x, 2, w, b)
    assert yaten.autograd.gradcheck(f, args, check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(f, args)


@pytest.mark.parametrize("shape", [(6, 4), (3, 4, 5), (2, 4, 3, 3), (0, 4, 2)])
@pytest.mark.parametrize("training", [True, False])
@pytest.mark.parametrize("affine", [False, True])
def test_batch_norm_values_gradients_and_running_stats_match_torch(shape, training, affine):
    c = shape[1]
    stats = {lib: (lib.tensor(np.linspace(-1, 1, c)), lib.tensor(np.linspace(0.5, 2, c))) for lib in (yaten, torch)}
    wy, wt = both((c,), 1, grad=True) if affine else (None, None)
    by, bt = both((c,), 2, grad=True) if affine else (None, None)
    values_and_grads(lambda x: yaten.nn.functional.batch_norm(x, *stats[yaten], wy, by, training, 0.2, 1e-4),
                     lambda x: torch.nn.functional.batch_norm(x, *stats[torch], wt, bt, training, 0.2, 1e-4),
                     shape, tol=1e-9)
    for sy, st in zip(stats[yaten], stats[torch]):
        close(sy, st, 1e-9, 1e-9)
    if affine:
        close(wy.grad, wt.grad, 1e-9, 1e-9)
        close(by.grad, bt.grad, 1e-9, 1e-9)


def test_batch_norm_of_non_contiguous_input_and_mixed_dtypes_as_torch():
    with pytest.raises(RuntimeError, match="mixed dtype"):
        yaten.nn.functional.batch_norm(yaten.randn(4, 3, dtype=yaten.float64), yaten.zeros(3), yaten.ones(3))
    with pytest.raises(RuntimeError, match="mixed dtype"):
        yaten.nn.functional.batch_norm(yaten.randn(4, 3), None, None, yaten.ones(3, dtype=yaten.float64), training=True)
    rm_y, rv_y, rm_t, rv_t = (lib.zeros(3, dtype=lib.float64) for lib in (yaten, yaten, torch, torch))
    xy, xt = both((5, 4, 3))
    oy = yaten.nn.functional.batch_norm(xy.transpose(1, 2), rm_y, rv_y, training=True)
    ot = torch.nn.functional.batch_norm(xt.transpose(1, 2), rm_t, rv_t, training=True)
    close(oy, ot)
    close(rm_y, rm_t, 1e-6, 1e-6)
    close(rv_y, rv_t, 1e-6, 1e-6)


@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_of_many_float32_samples_matches_torch_forward_and_backward(training):
    # Rows of channels (no spatial dims) over more samples than one float run of the channel sums.
    outs = {}
    for lib in (yaten, torch):
        rng = np.random.default_rng(4)
        x = lib.tensor((rng.standard_normal((203, 37)) * 3 + 50).astype(np.float32), requires_grad=True)
        w, b = (lib.tensor(rng.standard_normal(37).astype(np.float32), requires_grad=True) for _ in range(2))
        rm, rv = lib.zeros(37), lib.ones(37)
        y = lib.nn.functional.batch_norm(x, rm, rv, w, b, training=training)
        y.backward(lib.tensor(rng.standard_normal((203, 37)).astype(np.float32)))
        outs[lib] = (y, x.grad, w.grad, b.grad, rm, rv)
    for gy, gt in zip(outs[yaten], outs[torch]):
        close(gy, gt, 1e-4, 1e-3)


def batch_norm_forward_backward(lib, shape, dtype, training, seed):
    """batch_norm's output, the gradients of x, weight and bias, and the running statistics."""
    c = shape[1]
    rng = np.random.default_rng(seed)
    x = lib.tensor((rng.standard_normal(shape) * 2 + 7).astype(dtype), requires_grad=True)
    w, b = (lib.tensor(rng.standard_normal(c).astype(dtype), requires_grad=True) for _ in range(2))
    rm, rv = lib.tensor(np.linspace(6, 8, c).astype(dtype)), lib.tensor(np.linspace(1, 5, c).astype(dtype))
    y = lib.nn.functional.batch_norm(x, rm, rv, w, b, training=training)
    y.backward(lib.tensor(rng.standard_normal(shape).astype(dtype)))
    return y, x.grad, w.grad, b.grad, rm, rv


# The shapes batch_norm's loops take apart (runtime/kernels/normalization/
# batch_norm_rows.h): (N, C) rows of columns with a partial last vector; small
# planes walked as N rows of C * S columns; planes of 64 and more walked as
# planes, with and without a partial last vector; more rows than a float run.
@pytest.mark.parametrize("shape", [(150, 70), (67, 3), (9, 70, 3), (4, 5, 63), (3, 5, 64), (3, 7, 100), (2, 3, 10, 13)])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_loop_shapes_match_torch_forward_and_backward(shape, dtype, training):
    tol = 1e-4 if dtype == np.float32 else 1e-10
    for gy, gt in zip(*(batch_norm_forward_backward(lib, shape, dtype, training, 5) for lib in (yaten, torch))):
        close(gy, gt, tol, tol)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_batch_norm_evaluation_of_empty_planes_matches_torch_forward_and_backward(dtype):
    # (N, C, 0): rows of no columns in the pass that sums and writes at once.
    for gy, gt in zip(*(batch_norm_forward_backward(lib, (4, 3, 0), dtype, False, 5) for lib in (yaten, torch))):
        close(gy, gt)


# Outputs of 8 MiB and more are written with streaming stores
# (runtime/simd/row.h's kStreamBytes), in chunks that
# start and end anywhere in a row: rows wider and narrower than a vector.
@pytest.mark.parametrize("shape, dtype", [((21001, 103), np.float32), ((400003, 3, 2), np.float32),
                                          ((150001, 7), np.float64)])
@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_of_large_inputs_written_past_the_caches_matches_torch(shape, dtype, training):
    # w.grad and b.grad add 21001 float32 terms per channel, in another order than torch's.
    rtol, atol = (1e-4, 1e-2) if dtype == np.float32 else (1e-10, 1e-10)
    for gy, gt in zip(*(batch_norm_forward_backward(lib, shape, dtype, training, 6) for lib in (yaten, torch))):
        close(gy, gt, rtol, atol)


def test_batch_norm_module_trains_and_evaluates_as_torch():
    m_y, m_t = yaten.nn.BatchNorm2d(3), torch.nn.BatchNorm2d(3)
    xy, xt = both((4, 3, 5, 5), dtype=np.float32, grad=True)
    for _ in range(2):
        close(m_y(xy), m_t(xt), 1e-5, 1e-5)
    close(m_y.running_var, m_t.running_var, 1e-6, 1e-6)
    m_y.eval(), m_t.eval()
    oy, ot = m_y(xy), m_t(xt)
    close(oy, ot, 1e-5, 1e-5)
    oy.square().sum().backward()
    ot.square().sum().backward()
    close(xy.grad, xt.grad, 1e-4, 1e-4)
    close(m_y.weight.grad, m_t.weight.grad, 1e-3, 1e-3)


@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_second_derivatives_and_weight_history(training):
    rng = np.random.default_rng(13)
    args = [yaten.tensor(rng.standard_normal(s), requires_grad=True) for s in ((4, 3, 2), (3,), (3,))]
    rm, rv = yaten.zeros(3, dtype=yaten.float64), yaten.ones(3, dtype=yaten.float64)
    f = lambda x, w, b: yaten.nn.functional.batch_norm(x, rm.clone(), rv.clone(), w, b, training, eps=1e-3)
    assert yaten.autograd.gradcheck(f, args, check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(f, args)
    gx, gw, gb = yaten.autograd.grad(f(*args).square().sum(), args, create_graph=True)
    assert gw.requires_grad and gb.requires_grad
