"""Backward nodes carry torch's names (codegen/gen_autograd.py's
node_class_names): each word of the op's name title-cased, a letter after a
digit too (Log1P, AvgPool2D), numbered among the overloads that have a node;
batch_norm's kernel is torch's native_batch_norm in training and evaluation."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def leaf(lib, *shape, low=-2.0, high=2.0):
    a = np.random.default_rng(0).uniform(low, high, shape)
    return lib.tensor(a, requires_grad=True)


CALLS = {
    "batch_norm training": lambda lib: lib.nn.functional.batch_norm(leaf(lib, 4, 3), lib.zeros(3, dtype=lib.float64),
                                                                    lib.ones(3, dtype=lib.float64), training=True),
    "batch_norm evaluation": lambda lib: lib.nn.functional.batch_norm(leaf(lib, 4, 3), lib.zeros(3, dtype=lib.float64),
                                                                      lib.ones(3, dtype=lib.float64)),
    "log1p": lambda lib: leaf(lib, 3, low=0.1).log1p(),
    "deg2rad": lambda lib: leaf(lib, 3).deg2rad(),
    "rad2deg": lambda lib: leaf(lib, 3).rad2deg(),
    "special.i0e": lambda lib: lib.special.i0e(leaf(lib, 3)),
    "special.i1e": lambda lib: lib.special.i1e(leaf(lib, 3)),
    "avg_pool2d": lambda lib: lib.nn.functional.avg_pool2d(leaf(lib, 1, 1, 4, 4), 2),
    "max_pool2d with indices": lambda lib: lib.nn.functional.max_pool2d(leaf(lib, 1, 1, 4, 4), 2, return_indices=True)[0],
    "view": lambda lib: leaf(lib, 2, 3).view(6),
    "normal(Tensor, float)": lambda lib: lib.normal(leaf(lib, 3), 1.0),
    "normal(float, Tensor)": lambda lib: lib.normal(0.0, leaf(lib, 3, low=0.5)),
    "normal(Tensor, Tensor)": lambda lib: lib.normal(leaf(lib, 3), leaf(lib, 3, low=0.5)),
    "sum": lambda lib: leaf(lib, 2, 3).sum(),
    "mul": lambda lib: leaf(lib, 3) * 2,
    # ops.yaml's grad_fn: torch's name where its node belongs to another op or
    # its overloads are numbered in another order.
    "sum over a dim": lambda lib: leaf(lib, 2, 3).sum(1),
    "sum over no dims": lambda lib: leaf(lib, 2, 3).sum(dim=()),
    "mean": lambda lib: leaf(lib, 2, 3).mean(),
    "mean over a dim": lambda lib: leaf(lib, 2, 3).mean(1, keepdim=True),
    "prod over a dim": lambda lib: leaf(lib, 2, 3).prod(0),
    "max": lambda lib: leaf(lib, 2, 3).max(),
    "max over a dim": lambda lib: leaf(lib, 2, 3).max(1)[0],
    "max of two": lambda lib: leaf(lib, 2, 3).max(leaf(lib, 2, 3)),
    "min": lambda lib: leaf(lib, 2, 3).min(),
    "min over a dim": lambda lib: leaf(lib, 2, 3).min(1).values,
    "min of two": lambda lib: lib.min(leaf(lib, 2, 3), leaf(lib, 3)),
    "squeeze": lambda lib: leaf(lib, 1, 3).squeeze(),
    "squeeze a dim": lambda lib: leaf(lib, 1, 3).squeeze(0),
    "norm": lambda lib: leaf(lib, 2, 3).norm(),
    "norm over a dim": lambda lib: leaf(lib, 2, 3).norm(dim=1),
    "lerp by a number": lambda lib: leaf(lib, 3).lerp(leaf(lib, 3), 0.5),
    "lerp by a tensor": lambda lib: leaf(lib, 3).lerp(leaf(lib, 3), leaf(lib, 3)),
    "square": lambda lib: leaf(lib, 3).square(),
    "to a dtype": lambda lib: leaf(lib, 3).to(lib.float32),
    "float": lambda lib: leaf(lib, 3).float(),
    "pad": lambda lib: lib.nn.functional.pad(leaf(lib, 2, 3), (1, 1)),
    "mse_loss": lambda lib: lib.nn.functional.mse_loss(leaf(lib, 2, 3), leaf(lib, 2, 3)),
    "mse_loss sum": lambda lib: lib.nn.MSELoss(reduction="sum")(leaf(lib, 2, 3), leaf(lib, 2, 3)),
    "smooth_l1_loss": lambda lib: lib.nn.functional.smooth_l1_loss(leaf(lib, 2, 3), leaf(lib, 2, 3), beta=0.5),
    "smooth_l1_loss beta 0": lambda lib: lib.nn.SmoothL1Loss(beta=0.0)(leaf(lib, 2, 3), leaf(lib, 3)),
    "huber_loss": lambda lib: lib.nn.HuberLoss(reduction="sum", delta=0.5)(leaf(lib, 2, 3), leaf(lib, 2, 3)),
    "binary_cross_entropy": lambda lib: lib.nn.BCELoss()(leaf(lib, 2, 3, low=0.1, high=0.9), leaf(lib, 2, 3, low=0.0, high=1.0)),
    "binary_cross_entropy_with_logits": lambda lib: lib.nn.BCEWithLogitsLoss(pos_weight=lib.ones(3, dtype=lib.float64))(
        leaf(lib, 2, 3), leaf(lib, 2, 3, low=0.0, high=1.0)),
    "mse_loss none, broadcast": lambda lib: lib.nn.functional.mse_loss(leaf(lib, 2, 3), leaf(lib, 3), reduction="none"),
}


@pytest.mark.parametrize("call", sorted(CALLS))
def test_grad_fn_name_is_torchs(call):
    ours, theirs = CALLS[call](yaten), CALLS[call](torch)
    assert ours.grad_fn.name() == theirs.grad_fn.name()
    assert repr(ours.grad_fn).startswith(f"<{theirs.grad_fn.name()} object")


@pytest.mark.parametrize("call", sorted(CALLS))
def test_grad_fn_type_is_named_as_torchs(call):
    ours, theirs = CALLS[call](yaten), CALLS[call](torch)
    assert type(ours.grad_fn).__name__ == type(theirs.grad_fn).__name__
    assert repr(type(ours.grad_fn)) == repr(type(theirs.grad_fn))
    assert type(ours.grad_fn).__module__ == type(theirs.grad_fn).__module__


def graph_types(lib):
    """Every node's type name, walking next_functions from a small model's loss."""
    x = leaf(lib, 4, 3)
    loss = lib.nn.functional.softmax(x @ x.t(), dim=1).log().mean()
    seen, todo = [], [loss.grad_fn]
    while todo:
        node = todo.pop()
        if node is None:
            continue
        seen.append(type(node).__name__)
        todo.extend(fn for fn, _ in node.next_functions)
    return seen


def test_graph_walk_sees_torchs_types():
    assert graph_types(yaten) == graph_types(torch)


def test_node_type_is_kept_while_alive_and_named_again_after():
    y = leaf(yaten, 3).exp()
    first = y.grad_fn
    assert y.grad_fn is first and type(first).__name__ == "ExpBackward0"
    del first
    assert type(y.grad_fn).__name__ == "ExpBackward0"
    assert type(y.grad_fn) is type(leaf(yaten, 2).exp().grad_fn)


def test_missing_attribute_message_names_the_node_type():
    for lib in (yaten, torch):
        with pytest.raises(AttributeError, match="'ExpBackward0' object has no attribute 'nothing'"):
            leaf(lib, 3).exp().grad_fn.nothing  # noqa: B018


def first_input_chain(lib):
    """The names met following next_functions[0][0] from a loss, as the
    "Neural Networks" tutorial prints them (MSELoss, then Linear, then ...)."""
    gen = np.random.default_rng(1)
    weights = [lib.tensor(gen.standard_normal(shape), requires_grad=True) for shape in ((5, 4), (5,), (3, 5), (3,))]
    x, target = lib.tensor(gen.standard_normal((2, 4))), lib.tensor(gen.standard_normal((2, 3)))
    hidden = lib.nn.functional.relu(lib.nn.functional.linear(x, weights[0], weights[1]))
    loss = lib.nn.MSELoss()(lib.nn.functional.linear(hidden, weights[2], weights[3]), target)
    names, node = [], loss.grad_fn
    while node is not None:
        names.append(type(node).__name__)
        node = node.next_functions[0][0] if node.next_functions else None
    return names, sorted(n for n in dir(loss.grad_fn) if n.startswith("_saved_"))


def test_loss_graph_reads_as_torchs():
    assert first_input_chain(yaten) == first_input_chain(torch)

