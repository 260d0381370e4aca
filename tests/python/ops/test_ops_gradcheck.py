"""Every differentiable op of ops.yaml (the schema table generated from it),
on the float64 samples of op_samples.py: gradcheck, gradgradcheck, the
forward-mode check, and second derivatives against torch's."""
import numpy as np
import pytest

import yaten
from yaten.autograd import gradcheck, gradgradcheck

from op_samples import SAMPLES, T
from test_ops_generated import GRAD_CASES, PUBLIC, ROWS, call, function_of, make_arrays, outputs

# Ops that cut the graph: their output never requires grad, so gradcheck
# finds a nonzero numerical Jacobian and fails, as torch's does.
GRAPH_CUTTING = {"detach"}

# Ops whose second derivative yaten does not give, each with the reason
# (skipped by gradgradcheck). None at present: every op's formula is made of
# differentiable ops, so every op with a differentiable output must pass.
NOT_TWICE_DIFFERENTIABLE = {
    # yaten's are gradgradchecked in tests/python/test_shape_views_and_products.py.
    "cdist": "torch 1.13 has no derivative for _cdist_backward",
    "pdist": "torch 1.13 has no derivative for _pdist_backward",
    "hardsigmoid": "torch 1.13 has no derivative for hardsigmoid_backward",
    "multi_margin_loss": "torch 1.13 has no derivative for multi_margin_loss_backward",
    "multilabel_margin_loss": "torch 1.13 has no derivative for multilabel_margin_loss_backward",
}


def leaf_positions(sample):
    """(arg index, list index or None) of every input that gets a gradient."""
    flat = [(i, None) for i, a in enumerate(sample.args) if isinstance(a, T) and a.grad]
    flat += [(i, j) for i, a in enumerate(sample.args) if isinstance(a, list)
             for j, x in enumerate(a) if isinstance(x, T) and x.grad]
    return flat


def op_function(name, sample, rng):
    """(f, leaves): f(*leaves) calls the op with the leaves in place of the
    sample's differentiable inputs and returns its floating outputs."""
    arrays, kwarrays = make_arrays(sample, rng)
    _, args = call(yaten, name, sample, arrays, kwarrays, True)
    positions = leaf_positions(sample)
    leaves = [args[i] if j is None else args[i][j] for i, j in positions]

    def f(*xs):
        new_args = [list(a) if isinstance(a, list) else a for a in args]
        for (i, j), x in zip(positions, xs):
            if j is None:
                new_args[i] = x
            else:
                new_args[i][j] = x
        kwargs = {k: yaten.tensor(v.copy()) if isinstance(v, np.ndarray) else v for k, v in kwarrays.items()}
        result = function_of(yaten, name, sample.method)(*new_args, **kwargs)
        return tuple(o for o in outputs(result) if o.dtype.is_floating_point)
    return f, leaves


CASES = list(GRAD_CASES)
TWICE_CASES = [(n, i) for n, i in CASES if n not in GRAPH_CUTTING]


def test_every_op_with_derivatives_is_checked():
    """An op of ops.yaml with backward formulas (other than the in-place
    fills, and the random ops, whose draws finite differences cannot follow:
    test_random_ops.py checks their zero gradients) has a sample these checks run on."""
    checked = {name for name, _ in CASES}
    random = {name for name in PUBLIC if not any(s.values for s in SAMPLES.get(name, ()))}
    missing = [name for name in PUBLIC
               if ROWS[name]["derivatives"] and not name.endswith("_") and name not in checked | random]
    assert not missing, f"ops with derivatives but no differentiable sample in op_samples.py: {missing}"


@pytest.mark.parametrize("name,index", CASES, ids=[f"{n}-{i}" for n, i in CASES])
def test_gradcheck(name, index, rng):
    sample = SAMPLES[name][index]
    f, leaves = op_function(name, sample, rng)
    if name in GRAPH_CUTTING:
        with pytest.raises(yaten.autograd.GradcheckError, match="Numerical gradient for function expected to be zero"):
            gradcheck(f, tuple(leaves))
        return
    assert gradcheck(f, tuple(leaves))


@pytest.mark.parametrize("name,index", TWICE_CASES, ids=[f"{n}-{i}" for n, i in TWICE_CASES])
def test_gradgradcheck(name, index, rng):
    sample = SAMPLES[name][index]
    if name in NOT_TWICE_DIFFERENTIABLE:
        pytest.skip(NOT_TWICE_DIFFERENTIABLE[name])
    f, leaves = op_function(name, sample, rng)
    if not any(o.requires_grad for o in f(*leaves)):
        pytest.skip(f"{name}: no differentiable output (gradcheck checks its zero Jacobian)")
    yaten.manual_seed(index)
    assert gradgradcheck(f, tuple(leaves))


@pytest.mark.parametrize("name,index", TWICE_CASES, ids=[f"{n}-{i}" for n, i in TWICE_CASES])
def test_forward_mode_check(name, index, rng):
    pytest.importorskip("yaten.autograd.forward_ad")
    sample = SAMPLES[name][index]
    f, leaves = op_function(name, sample, rng)
    assert gradcheck(f, tuple(leaves), check_forward_ad=True, check_backward_ad=False)


# In this test process torch 1.13 differentiates sgn to sign(x) instead of 0
# (see TORCH_GRAD_UNRELIABLE in test_ops_generated.py); the second
# derivatives of ops whose backward calls sgn are checked by gradgradcheck only.
TORCH_SECOND_DERIVATIVE_UNRELIABLE = {"sgn", "abs", "norm", "l1_loss", "linalg_vector_norm", "pairwise_distance",
                                      "triplet_margin_loss", "yaten_triplet_margin_loss", "dist", "linalg_matrix_norm",
                                      "linalg_norm"}
# torch 1.13 has no derivative for these ops' backward ("derivative for
# aten::grid_sampler_2d_backward is not implemented"); yaten's second
# derivatives are checked by gradgradcheck.
TORCH_NOT_TWICE_DIFFERENTIABLE = {"grid_sampler"}
# The same for some samples only: torch 1.13 has no derivative for
# _embedding_bag_backward when per_sample_weights (argument 6) is given.
TORCH_NOT_TWICE_DIFFERENTIABLE_SAMPLES = {
    "embedding_bag": lambda sample: len(sample.args) > 6 and sample.args[6] is not None,
}

# Composite ops that add a bias with plain yaten ops: bias's gradient is grad
# summed, without history, where torch's native backward gives it one (whose
# derivative is zero), or the other way round (conv_tbc, whose torch backward
# gives bias a gradient without history). The second derivatives are
# compared; the flags are not.
GRAPH_FLAGS_DIFFER = {"batch_norm", "layer_norm", "instance_norm", "conv_transpose1d", "conv_transpose2d",
                      "conv_transpose3d", "conv_tbc",
                      # pad's non-constant modes are index_selects, whose gradient does not read the
                      # input; torch's reflection/replication backward keeps the input's graph.
                      "pad",
                      # native_group_norm_backward's bias gradient comes out of its node with the
                      # others' history; torch leaves that output without one.
                      "group_norm", "yaten_group_norm"}


@pytest.mark.parametrize("name,index", TWICE_CASES, ids=[f"{n}-{i}" for n, i in TWICE_CASES])
def test_second_derivatives_match_torch(name, index, rng):
    """d/dx <v, d<w, f(x)>/dx> with create_graph=True, on yaten and torch;
    a gradient without history counts as a zero second derivative, but
    the gradients that have one must be the same as torch's (a user may
    call backward on them)."""
    torch = pytest.importorskip("torch")
    if name in NOT_TWICE_DIFFERENTIABLE:
        pytest.skip(NOT_TWICE_DIFFERENTIABLE[name])
    if name in TORCH_SECOND_DERIVATIVE_UNRELIABLE:
        pytest.skip("torch's in-process derivative of sgn is unreliable")
    if name in TORCH_NOT_TWICE_DIFFERENTIABLE or TORCH_NOT_TWICE_DIFFERENTIABLE_SAMPLES.get(name, lambda _: False)(
            SAMPLES[name][index]):
        pytest.skip(f"torch 1.13 cannot differentiate {name}'s backward")
    sample = SAMPLES[name][index]
    arrays, kwarrays = make_arrays(sample, rng)
    results, has_graph = [], []
    for lib in (yaten, torch):
        out, args = call(lib, name, sample, arrays, kwarrays, True)
        positions = leaf_positions(sample)
        leaves = [args[i] if j is None else args[i][j] for i, j in positions]
        outs = [o for o in outputs(out) if o.dtype.is_floating_point and o.requires_grad]
        if not outs:
            pytest.skip(f"{name}: no differentiable output")
        w_rng = np.random.default_rng(1)
        ws = [lib.tensor(w_rng.standard_normal(tuple(o.shape))) for o in outs]
        grads = lib.autograd.grad(outs, leaves, ws, create_graph=True, allow_unused=True)
        has_graph.append([g is not None and g.requires_grad for g in grads])
        vs = [None if g is None else lib.tensor(w_rng.standard_normal(tuple(g.shape))) for g in grads]
        pairs = [(g, v) for g, v in zip(grads, vs) if g is not None and g.requires_grad]
        second = [None] * len(leaves)
        if pairs:
            total = sum((g * v).sum() for g, v in pairs)
            second = lib.autograd.grad(total, leaves, allow_unused=True)
        results.append([np.zeros(tuple(x.shape)) if s is None else s.detach().numpy() for s, x in zip(second, leaves)])
    for o, t in zip(*results):
        np.testing.assert_allclose(o, t, rtol=1e-6, atol=1e-8, err_msg=name)
    if name not in GRAPH_FLAGS_DIFFER:
        assert has_graph[0] == has_graph[1], f"{name}: which gradients have a graph (yaten, torch): {has_graph}"
