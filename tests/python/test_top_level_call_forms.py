"""Call forms of torch's top-level functions that differ from their
nn.functional, torch.special or Tensor spellings, against torch: out= of
softmax, log_softmax and threshold (which F and torch.special lack), and
torch/functional.py's own keyword names (split's tensor and
split_size_or_sections, beside Tensor.split's split_size)."""
import inspect

import numpy as np
import pytest

import yaten
from both_libraries import same_outcome

torch = pytest.importorskip("torch")


def data(lib):
    return lib.tensor(np.linspace(-2.0, 2.0, 12).reshape(3, 4), dtype=lib.float32)


@pytest.mark.parametrize("call", [
    lambda m, x: m.softmax(x, 1, out=m.empty(0)),
    lambda m, x: m.softmax(x, dim=0, dtype=m.float64, out=m.empty(3, 4, dtype=m.float64)),
    lambda m, x: m.log_softmax(x, 1, m.float64, out=m.empty(0, dtype=m.float64)),
    lambda m, x: m.log_softmax(x, -1, out=m.empty(2, 2)),
    lambda m, x: m.threshold(x, 0.1, 2.0, out=m.empty(0)),
    lambda m, x: m.threshold(x, threshold=0.0, value=-1.0, out=m.empty(3, 4, dtype=m.float64)),
    lambda m, x: m.threshold_(x, 0.5, 7.0),
    lambda m, x: m.softmax(x, axis=1),
])
def test_out_forms_give_torchs_values_into_out(call):
    outs = []
    for lib in (yaten, torch):
        result = call(lib, data(lib))
        outs.append((result.dtype, result.numpy()))
    assert str(outs[0][0]).split(".")[1] == str(outs[1][0]).split(".")[1]
    np.testing.assert_allclose(outs[0][1], outs[1][1], rtol=1e-6)


def test_out_is_the_tensor_returned():
    x, out = data(yaten), yaten.empty(0)
    assert yaten.softmax(x, 1, out=out) is out and out.shape == (3, 4)
    assert yaten.threshold(x, 0.0, 1.0, out=out) is out


@pytest.mark.parametrize("call", [
    lambda m, x: m.softmax(x, 1, out=m.empty(0, dtype=m.float64)),  # softmax's out dtype is exact
    lambda m, x: m.log_softmax(x, 1, dtype=m.float64, out=m.empty(0)),
    lambda m, x: m.threshold(x, 0.0, 1.0, out=m.empty(0, dtype=m.int64)),  # threshold's castable: float to int is not
    lambda m, x: m.threshold(x.requires_grad_(), 0.0, 1.0, out=m.empty(0)),
    lambda m, x: m.special.softmax(x, 1, out=m.empty(0)),  # torch.special and F have no out=
    lambda m, x: m.nn.functional.softmax(x, 1, out=m.empty(0)),
    lambda m, x: m.nn.functional.threshold(x, 0.0, 1.0, out=m.empty(0)),
    lambda m, x: x.softmax(1, out=m.empty(0)),
])
def test_refusals_are_torchs(call):
    same_outcome(lambda lib: call(lib, data(lib)))


def test_softmax_out_refuses_inputs_requiring_grad():
    """torch 1.13's softmax(out=) returns out with a grad_fn that cannot run; yaten refuses, as its other out= forms."""
    with pytest.raises(RuntimeError, match="out=... arguments don't support automatic differentiation"):
        yaten.softmax(data(yaten).requires_grad_(), 1, out=yaten.empty(0))


def test_gradients_flow_through_the_top_level_forms():
    x = data(yaten).double().requires_grad_()
    y = yaten.softmax(x, 1) * yaten.threshold(x, 0.0, 0.5)
    assert y.grad_fn.next_functions[0][0].name() == "SoftmaxBackward0"
    assert yaten.autograd.gradcheck(lambda t: yaten.log_softmax(t, 0) + yaten.threshold(t, 0.1, 0.0), (x,))


@pytest.mark.parametrize("call", [
    lambda m, x: m.split(tensor=x, split_size_or_sections=2),
    lambda m, x: m.split(x, split_size_or_sections=[1, 3], dim=1),
    lambda m, x: m.split(x, 1, dim=0),
    lambda m, x: m.split(x, m.tensor(2)),
    lambda m, x: x.split(split_size=2, dim=1),
    lambda m, x: x.split(split_size=[2, 1]),
    lambda m, x: m.functional.split(tensor=x, split_size_or_sections=3, dim=1),
])
def test_split_keywords_are_torchs(call):
    results = [call(lib, data(lib)) for lib in (yaten, torch)]
    assert type(results[0]) is tuple and len(results[0]) == len(results[1])
    for o, t in zip(*results):
        np.testing.assert_array_equal(o.numpy(), t.numpy())


@pytest.mark.parametrize("call", [
    lambda m, x: m.split(x, split_size=2), lambda m, x: m.split(input=x, split_size_or_sections=2),
    lambda m, x: x.split(split_size_or_sections=2), lambda m, x: m.split(x, 2, axis=0), lambda m, x: x.split(2, axis=1),
    lambda m, x: m.split(x), lambda m, x: m.split(x, 2, 0, 1), lambda m, x: x.split(2.0),
])
def test_split_refuses_the_other_spelling(call):
    same_outcome(lambda lib: call(lib, data(lib)))


def test_split_signatures_are_torchs():
    def names(f):
        return [(p.name, p.default) for p in inspect.signature(f).parameters.values()]
    assert names(yaten.split) == names(torch.split)
    assert names(yaten.Tensor.split) == names(torch.Tensor.split)

