"""torch's Node API on yaten's grad_fn objects, against torch: metadata (a
dict living as long as the node), the saved values as _saved_<name>
(tensors, sizes, ints, bools, scalars, None; the backward-twice error
after release), AccumulateGrad.variable, and the AttributeError for the rest."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def test_metadata_is_a_dict_kept_with_the_node():
    for lib in (yaten, torch):
        x = lib.ones(2, requires_grad=True)
        y = (x * 2).sum()
        y.grad_fn.metadata["step"] = 3
        # A fresh grad_fn access sees the same dict.
        assert y.grad_fn.metadata == {"step": 3}
        assert y.grad_fn.next_functions[0][0].metadata == {}


def test_custom_function_nodes_have_metadata_too():
    double = type("Double", (yaten.autograd.Function,), {"forward": staticmethod(lambda ctx, x: x * 2),
                                                         "backward": staticmethod(lambda ctx, g: g * 2)})
    y = double.apply(yaten.ones(2, requires_grad=True))
    y.grad_fn.metadata["k"] = "v"
    assert y.grad_fn.metadata == {"k": "v"}


SAVED = {
    "mul": (lambda lib, x: x * x.detach().neg().requires_grad_(), ["_saved_other", "_saved_self"]),
    "exp": (lambda lib, x: x.exp(), ["_saved_result"]),
    "add_alpha": (lambda lib, x: x.add(x, alpha=2), []),
    "sum_dim": (lambda lib, x: x.sum(1, keepdim=True), []),
    "pow_scalar": (lambda lib, x: x.pow(3), ["_saved_self"]),
    "clamp": (lambda lib, x: x.clamp(min=0.5), ["_saved_self"]),
    "softmax": (lambda lib, x: x.softmax(1), ["_saved_result"]),
}


def saved_values(node, names):
    return {n: getattr(node, n) for n in names}


@pytest.mark.parametrize("name", SAVED)
def test_saved_tensors_read_as_torchs(name):
    make, tensors = SAVED[name]
    x_y = yaten.arange(6.0).reshape(2, 3).requires_grad_()
    x_t = torch.arange(6.0).reshape(2, 3).requires_grad_()
    ours, theirs = make(yaten, x_y).grad_fn, make(torch, x_t).grad_fn
    for attr in tensors:
        np.testing.assert_allclose(getattr(ours, attr).detach().numpy(), getattr(theirs, attr).detach().numpy(), rtol=1e-6)
        assert attr in dir(ours)


def test_saved_non_tensors_read_as_torchs():
    for lib in (yaten, torch):
        x = lib.ones(2, 3, requires_grad=True)
        assert x.add(x, alpha=2).grad_fn._saved_alpha == 2
        s = x.sum(1, keepdim=True).grad_fn
        assert (s._saved_dim, s._saved_keepdim) == ((1,), True)
        assert x.pow(3).grad_fn._saved_exponent == 3
        c = x.clamp(min=0.5).grad_fn
        assert (c._saved_min, c._saved_max) == (0.5, None)
        conv = lib.nn.functional.conv2d(x[None, None], lib.ones(1, 1, 1, 2), stride=(1, 2)).grad_fn
        assert (conv._saved_stride, conv._saved_padding, conv._saved_groups) == ((1, 2), (0, 0), 1)


def test_saved_output_after_backward_raises_as_torch():
    for lib in (yaten, torch):
        y = lib.ones(2, requires_grad=True).exp()
        y.sum().backward()
        with pytest.raises(RuntimeError, match="Trying to backward through the graph a second time"):
            y.grad_fn._saved_result


def test_unknown_attribute_raises_attribute_error():
    y = yaten.ones(2, requires_grad=True).exp()
    with pytest.raises(AttributeError, match="'ExpBackward0' object has no attribute '_saved_other'"):
        y.grad_fn._saved_other
    assert not hasattr(y.grad_fn, "nothing")


def test_accumulate_grad_holds_its_leaf():
    for lib in (yaten, torch):
        x = lib.ones(2, requires_grad=True)
        acc = (x * 2).grad_fn.next_functions[0][0]
        assert acc.variable is x
