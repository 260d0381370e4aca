"""An in-place op marks the memory it writes while it saves its inputs, so a
tensor sharing it is saved like an output. The mark must end with the op
however the op ends: left behind by a refused or failing in-place op, it made
a later input saved as an output (the leaf itself, or a new tensor allocated
at the freed address), and a double backward through it silently lost the
leaf (the gradient of the gradient came back without history)."""
import pytest
import torch

import yaten


def second_derivative_of_square(lib, x):
    (g,) = lib.autograd.grad((x * x).sum(), x, create_graph=True)
    assert g.requires_grad
    (gg,) = lib.autograd.grad(g.sum(), x)
    return gg


@pytest.mark.parametrize("lib", [yaten, torch], ids=["yaten", "torch"])
def test_a_refused_inplace_update_of_a_leaf_leaves_its_history_alone(lib):
    x = lib.tensor([1.0, -2.0, 3.0], dtype=lib.float64, requires_grad=True)
    with pytest.raises(RuntimeError, match="leaf Variable that requires grad"):
        x.add_(1)
    assert second_derivative_of_square(lib, x).tolist() == [2.0, 2.0, 2.0]


@pytest.mark.parametrize("lib", [yaten, torch], ids=["yaten", "torch"])
def test_an_inplace_op_failing_in_its_kernel_leaves_no_mark_on_reused_memory(lib):
    for _ in range(20):  # the freed memory is handed out again to one of the new tensors
        a = lib.zeros(3, dtype=lib.float64)
        with pytest.raises(RuntimeError):
            a.add_(lib.ones(4, dtype=lib.float64))
        del a
        x = lib.tensor([1.0, 2.0, 3.0], dtype=lib.float64, requires_grad=True)
        assert second_derivative_of_square(lib, x).tolist() == [2.0, 2.0, 2.0]
