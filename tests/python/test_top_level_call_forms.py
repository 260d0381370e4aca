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


# torch/functional.py's functions (the names of its __all__ yaten has) called by keyword, as torch's Python fronts
# name their parameters; torch.norm's string norms, dtype= and out= among them. (stft, istft, align_tensors: yaten
# lacks them; the *tensors fronts take no keywords.)
FUNCTIONAL_CALLS = [
    "m.cdist(x1=a, x2=a, p=1.0, compute_mode='donot_use_mm_for_euclid_dist')",
    "m.chain_matmul(a, b, out=m.empty(0))",
    "m.lu(A=sq, pivot=True, get_infos=True)",
    "m.lu(sq, get_infos=False, out=(m.empty(0), m.empty(0, dtype=m.int32)))",
    "m.norm(input=a, p='fro', dim=None, keepdim=False)",
    "m.norm(a, p='fro', dim=(0, 1), keepdim=True)",
    "m.norm(a, p='fro', dim=[1])",
    "m.norm(c, 'fro')",
    "m.norm(c, 'fro', keepdim=True)",
    "m.norm(a, p='nuc')",
    "m.norm(a, 'nuc', (0, 1))",
    "m.norm(sq, 'nuc', keepdim=True)",
    "m.norm(a, p=2, dim=1, dtype=m.float64)",
    "m.norm(a, 1, 1, True)",
    "m.norm(a, p=float('inf'), dim=1)",
    "m.norm(a, p=None, dim=0)",
    "m.norm(a, p=0)",
    "m.norm(a, dim=1, out=m.empty(0))",
    "m.norm(a, p='fro', dim=1, out=m.empty(0, dtype=m.float64))",
    "m.norm(a, p=3, dim=1, out=m.empty(0, dtype=m.float64), dtype=m.float64)",
    "m.norm(a.long(), 2, 1, dtype=m.float32)",
    "a.norm(p='fro', dim=1, keepdim=True)",
    "a.norm(p='nuc')",
    "a.norm(p=1, dim=0, dtype=m.float64)",
    "m.meshgrid(a[0], b[0], indexing='xy')",
    "m.pca_lowrank(A=b, q=2, center=False, niter=1)[1].shape",
    "m.svd_lowrank(A=b, q=2, niter=1, M=None)[1].shape",
    "m.tensordot(a=a, b=b, dims=1)",
    "m.tensordot(a, b, dims=([1], [0]), out=m.empty(0))",
    "m.unique(input=v, sorted=True, return_inverse=True, return_counts=True, dim=None)",
    "m.unique_consecutive(input=v, return_inverse=True, return_counts=True, dim=None)",
    "m.split(tensor=a, split_size_or_sections=1, dim=1)",
    "m.functional.norm(input=a, p='fro')",
]

FUNCTIONAL_REFUSALS = [
    "m.norm(a, 'abc')", "m.norm(a, 'fro', dtype=m.float64)", "m.norm(a, 'nuc', dtype=m.float64)",
    "m.norm(a, 2, 1, dtype=m.int64)", "m.norm(a.long(), 2, 1)", "m.norm(c, 'fro', dim=(0, 1, 2))", "m.norm(c, 'nuc')",
    "m.norm(a.requires_grad_(), 2, 1, out=m.empty(0))", "m.lu(sq, out=(m.empty(0),))",
]


def functional_inputs(m):
    return {"m": m, "a": m.arange(6.).reshape(2, 3), "b": m.arange(12.).reshape(3, 4), "c": m.arange(24.).reshape(2, 3, 4),
            "sq": m.tensor([[4., 1.], [2., 3.]]), "v": m.tensor([1., 1., 2., 3., 3., 1.])}


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("call", FUNCTIONAL_CALLS)
def test_torch_functional_keywords_and_norms_are_torchs(call):
    import torch.functional  # noqa: F401  (m.functional below)
    import yaten.functional  # noqa: F401
    ours, theirs = (eval(call, functional_inputs(m)) for m in (yaten, torch))
    if isinstance(theirs, torch.Size):
        assert tuple(ours) == tuple(theirs)
        return
    flat = [(o, t) for o, t in zip(ours, theirs)] if isinstance(theirs, (tuple, list)) else [(ours, theirs)]
    for o, t in flat:
        assert str(o.dtype).split(".")[1] == str(t.dtype).split(".")[1]
        np.testing.assert_allclose(o.numpy(), t.numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("call", FUNCTIONAL_REFUSALS)
def test_torch_norm_refusals_are_torchs(call):
    same_outcome(lambda lib: eval(call, functional_inputs(lib)))


def test_norm_signatures_are_torchs():
    for ours, theirs in ((yaten.norm, torch.norm), (yaten.Tensor.norm, torch.Tensor.norm)):
        assert [(p.name, p.default) for p in inspect.signature(ours).parameters.values()] == \
            [(p.name, p.default) for p in inspect.signature(theirs).parameters.values()]
