"""The losses torch gives one backward node (MseLossBackward0,
SmoothL1LossBackward0, HuberLossBackward0, BinaryCrossEntropyBackward0,
BinaryCrossEntropyWithLogitsBackward0): the node's name and saved values,
and values and gradients against torch for every reduction, with and
without weights, at the kinks of the piecewise losses, with target
requiring grad too."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

REDUCTIONS = ["mean", "sum", "none"]


def saved_values(node):
    """The node's saved non-tensor values (its saved tensors are compared through the gradients)."""
    return {n: getattr(node, n) for n in dir(node) if n.startswith("_saved_")
            and not hasattr(getattr(node, n), "shape")}


def node_outcome(lib, call):
    out, leaves = call(lib)
    node = out.grad_fn
    facts = (type(node).__name__, sorted(n for n in dir(node) if n.startswith("_saved_")), saved_values(node))
    out.sum().backward()
    return facts, [out.detach().double().numpy()] + [x.grad.double().numpy() for x in leaves]


def assert_same_as_torch(call, rtol=1e-12):
    (our_facts, ours), (their_facts, theirs) = node_outcome(yaten, call), node_outcome(torch, call)
    assert our_facts == their_facts
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=rtol, atol=rtol)


@pytest.mark.parametrize("loss", ["mse_loss", "smooth_l1_loss", "huber_loss"])
@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_difference_losses(loss, reduction):
    def call(lib):
        # differences of exactly 0 and of exactly beta / delta: the kinks
        x = lib.tensor([[0.0, 0.5, -0.5, 2.0], [1.0, -3.0, 0.25, 0.0]], dtype=lib.float64, requires_grad=True)
        t = lib.tensor([0.0, 0.0, 0.0, 1.0], dtype=lib.float64, requires_grad=True)
        extra = {"smooth_l1_loss": {"beta": 0.5}, "huber_loss": {"delta": 0.5}}.get(loss, {})
        return getattr(lib.nn.functional, loss)(x, t, reduction=reduction, **extra), (x, t)
    assert_same_as_torch(call)


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_binary_cross_entropy(reduction, weighted, dtype):
    def call(lib):
        gen = np.random.default_rng(0)
        # probabilities at 0 and 1 too: the logs clamped at -100
        probs = np.concatenate([[0.0, 1.0], gen.uniform(0.02, 0.98, 10)]).reshape(3, 4)
        x = lib.tensor(probs, dtype=getattr(lib, dtype), requires_grad=True)
        t = lib.tensor(gen.uniform(0, 1, (3, 4)), dtype=getattr(lib, dtype), requires_grad=True)
        weight = lib.tensor(gen.uniform(0.5, 2, 4), dtype=getattr(lib, dtype)) if weighted else None
        return lib.nn.BCELoss(weight=weight, reduction=reduction)(x, t), (x, t)
    assert_same_as_torch(call, rtol=1e-12 if dtype == "float64" else 2e-5)


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("positives_weighted", [False, True])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_binary_cross_entropy_with_logits(reduction, weighted, positives_weighted, dtype):
    def call(lib):
        gen = np.random.default_rng(1)
        x = lib.tensor(gen.normal(0, 30, (3, 4)), dtype=getattr(lib, dtype), requires_grad=True)  # far logits
        t = lib.tensor(gen.uniform(0, 1, (3, 4)), dtype=getattr(lib, dtype), requires_grad=True)
        weight = lib.tensor(gen.uniform(0.5, 2, (3, 1)), dtype=getattr(lib, dtype)) if weighted else None
        pos_weight = lib.tensor(gen.uniform(0.5, 3, 4), dtype=getattr(lib, dtype)) if positives_weighted else None
        loss = lib.nn.BCEWithLogitsLoss(weight=weight, pos_weight=pos_weight, reduction=reduction)
        return loss(x, t), (x, t)
    assert_same_as_torch(call, rtol=1e-12 if dtype == "float64" else 2e-5)


@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.binary_cross_entropy(lib.tensor([0.5, 1.5]), lib.tensor([0.5, 0.5])),
    lambda lib: lib.nn.functional.binary_cross_entropy(lib.tensor([0.5], dtype=lib.float16), lib.tensor([0.5], dtype=lib.float16)),
    lambda lib: lib.nn.functional.binary_cross_entropy_with_logits(lib.ones(2, dtype=lib.float16), lib.ones(2, dtype=lib.float16)),
    lambda lib: lib.nn.functional.mse_loss(lib.ones(2, dtype=lib.int64), lib.ones(2, dtype=lib.int64), reduction="none"),
])
def test_refusals_are_torchs(call):
    with pytest.raises(RuntimeError) as theirs:
        call(torch)
    with pytest.raises(RuntimeError) as ours:
        call(yaten)
    assert str(theirs.value).endswith(str(ours.value).split(": ", 1)[-1])


def test_the_tutorials_graph_walk():
    """The "Neural Networks" tutorial prints loss.grad_fn, then follows
    next_functions[0][0] twice: MseLossBackward0, AddmmBackward0, AccumulateGrad."""
    def chain(lib):
        net = lib.nn.Linear(4, 3)
        loss = lib.nn.MSELoss()(net(lib.ones(2, 4)), lib.zeros(2, 3))
        names, node = [], loss.grad_fn
        while node is not None:
            names.append(type(node).__name__)
            node = node.next_functions[0][0] if node.next_functions else None
        return names
    assert chain(yaten) == chain(torch)
