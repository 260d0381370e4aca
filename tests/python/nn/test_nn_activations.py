"""The activations of nn.functional and their modules against torch: values
and gradients (float32 and float64), the in-place forms (self returned, the
graph still valid), module repr / state_dict, rrelu's and gumbel_softmax's
randomness, and torch's errors for bad input."""
import copy
import pickle
import warnings

import numpy as np
import pytest

import yaten
import yaten.nn as nn
import yaten.nn.functional as F
from yaten.autograd import gradcheck, gradgradcheck

from test_nn_functional import check_against_torch, pair, same_error

torch = pytest.importorskip("torch")
TF, TNN = torch.nn.functional, torch.nn

# (name, positional arguments after input, range of the input values)
ACTIVATIONS = [
    ("leaky_relu", (), 2), ("leaky_relu", (0.2,), 2), ("elu", (), 2), ("elu", (0.5,), 2), ("selu", (), 2),
    ("celu", (), 2), ("celu", (2.0,), 2), ("hardtanh", (), 3), ("hardtanh", (-0.5, 2.0), 3), ("relu6", (), 9),
    ("hardsigmoid", (), 5), ("hardswish", (), 5), ("mish", (), 5), ("softplus", (), 3), ("softplus", (2, 1), 3),
    ("softsign", (), 3), ("softshrink", (), 2), ("softshrink", (1.0,), 2), ("hardshrink", (), 2),
    ("tanhshrink", (), 2), ("threshold", (0.1, -2.0), 2), ("logsigmoid", (), 30), ("glu", (), 2), ("glu", (0,), 2),
    ("softmin", (1,), 2), ("rrelu", (), 2),
]
INPLACE = ["leaky_relu", "elu", "selu", "celu", "hardtanh", "relu6", "hardsigmoid", "hardswish", "mish", "threshold",
           "rrelu"]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name,args,scale", ACTIVATIONS, ids=[f"{n}{a}" for n, a, _ in ACTIVATIONS])
def test_functional_matches_torch(name, args, scale, dtype, rng):
    x = rng.uniform(-scale, scale, (4, 6))
    check_against_torch(lambda t: getattr(F, name)(t, *args), lambda t: getattr(TF, name)(t, *args), [x], dtype)


@pytest.mark.parametrize("name,args,scale", ACTIVATIONS, ids=[f"{n}{a}" for n, a, _ in ACTIVATIONS])
def test_gradcheck_forward_and_reverse(name, args, scale, rng):
    x = yaten.tensor(rng.uniform(-scale, scale, (4, 4)), requires_grad=True)
    assert gradcheck(lambda t: getattr(F, name)(t, *args), (x,), check_forward_ad=True)
    if name not in ("hardsigmoid", "hardtanh", "relu6", "softshrink", "hardshrink", "threshold", "leaky_relu",
                    "rrelu"):
        assert gradgradcheck(lambda t: getattr(F, name)(t, *args), (x,))


@pytest.mark.parametrize("name", INPLACE)
def test_inplace_writes_input_and_keeps_the_graph(name, rng):
    args = (0.1, -2.0) if name == "threshold" else ()
    base = rng.uniform(-3, 3, (3, 5))
    y0, t0 = pair(base)
    y, t = y0 * 1.0, t0 * 1.0  # non-leaf, so in-place writes are allowed
    out_y, out_t = getattr(F, name)(y, *args, inplace=True), getattr(TF, name)(t, *args, inplace=True)
    assert out_y is y and out_t is t
    np.testing.assert_allclose(y.detach().numpy(), t.detach().numpy(), rtol=1e-12)
    out_y.sum().backward()
    out_t.sum().backward()
    np.testing.assert_allclose(y0.grad.numpy(), t0.grad.numpy(), rtol=1e-12)


@pytest.mark.parametrize("name", ["leaky_relu_", "elu_", "hardtanh_", "threshold_", "rrelu_"])
def test_underscore_functions(name, rng):
    args = (0.1, -2.0) if name == "threshold_" else ()
    y, t = pair(rng.uniform(-3, 3, (6,)), grad=False)
    assert getattr(F, name)(y, *args) is y
    getattr(TF, name)(t, *args)
    np.testing.assert_allclose(y.numpy(), t.numpy(), rtol=1e-12)


def test_inplace_on_a_leaf_that_requires_grad_is_refused_unchanged():
    x = yaten.tensor([-1.0, 2.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="leaf"):
        F.leaky_relu(x, inplace=True)
    assert x.tolist() == [-1.0, 2.0]


def test_hardtanh_and_threshold_keep_integer_dtypes():
    y, t = pair(np.array([-5, 1, 7]), grad=False, dtype="int64")
    assert F.hardtanh(y).tolist() == TF.hardtanh(t).tolist() and F.hardtanh(y).dtype == yaten.int64
    assert F.threshold(y, 1, 20).tolist() == TF.threshold(t, 1, 20).tolist()
    assert F.relu6(y).tolist() == TF.relu6(t).tolist()


@pytest.mark.parametrize("shape,weight", [((2, 3), 3), ((2, 3, 4, 5), 3), ((5,), 1), ((2, 3), 1), ((), 1)])
def test_prelu_per_channel(shape, weight, rng):
    check_against_torch(F.prelu, TF.prelu, [rng.uniform(-2, 2, shape), rng.uniform(0, 1, (weight,))])


def test_rrelu_training_draws_slopes_in_range_and_backprops_them():
    x = yaten.full((2000,), -1.0, requires_grad=True)
    out = F.rrelu(x, 0.1, 0.3, training=True)
    slopes = -out.detach()
    assert 0.1 <= slopes.min().item() and slopes.max().item() <= 0.3 and slopes.std().item() > 0.03
    out.sum().backward()
    assert np.allclose(x.grad.numpy(), slopes.numpy())
    positive = yaten.ones(5)
    assert F.rrelu(positive, training=True).tolist() == [1.0] * 5


def test_rrelu_module_is_random_in_training_and_fixed_in_eval():
    m = nn.RReLU(0.1, 0.3)
    x = -yaten.ones(100)
    assert len(np.unique(m(x).numpy())) > 1
    m.eval()
    assert np.allclose(m(x).numpy(), -0.2)


def test_gumbel_softmax_soft_and_hard(rng):
    logits = yaten.tensor(rng.standard_normal((64, 5)), requires_grad=True)
    soft = F.gumbel_softmax(logits, tau=0.5)
    assert np.allclose(soft.sum(-1).detach().numpy(), 1.0) and (soft.detach().numpy() >= 0).all()
    hard = F.gumbel_softmax(logits, hard=True)
    assert sorted(set(hard.detach().numpy().ravel().tolist())) == [0.0, 1.0]
    assert np.allclose(hard.sum(-1).detach().numpy(), 1.0)
    hard.sum().backward()  # straight through: the soft sample's gradient, summing to zero per row
    assert np.allclose(logits.grad.sum(-1).numpy(), 0.0, atol=1e-9)
    # The argmax follows the logits: a dominant logit wins nearly every draw.
    big = yaten.tensor([[0.0, 10.0, 0.0]] * 200)
    assert F.gumbel_softmax(big, hard=True)[:, 1].mean().item() > 0.95


def test_deprecated_sigmoid_and_tanh_warn_and_compute():
    x = yaten.tensor([0.5, -1.0])
    with pytest.warns(UserWarning, match="deprecated"):
        assert np.allclose(F.sigmoid(x).numpy(), yaten.sigmoid(x).numpy())
    with pytest.warns(UserWarning, match="deprecated"):
        assert np.allclose(F.tanh(x).numpy(), yaten.tanh(x).numpy())


def test_softmin_without_dim_warns_as_torch():
    x = yaten.tensor([[1.0, 2.0], [3.0, 0.0]])
    with pytest.warns(UserWarning, match="Implicit dimension"):
        out = F.softmin(x)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        expected = TF.softmin(torch.tensor([[1.0, 2.0], [3.0, 0.0]]))
    np.testing.assert_allclose(out.numpy(), expected.numpy(), rtol=1e-6)



def _implicit_dim_warning_site(call):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        call()
    [warning] = [w for w in caught if "Implicit dimension" in str(w.message)]
    return warning.filename, warning.lineno


@pytest.mark.parametrize("name, module", [("softmax", "Softmax"), ("log_softmax", "LogSoftmax"),
                                          ("softmin", "Softmin")])
def test_implicit_dim_warning_names_the_callers_line_as_torch(name, module):
    # A tutorial calling F.log_softmax(x) is told its own line, not yaten's.
    def functional(lib, t): return getattr(lib.nn.functional, name)(t)
    def layer(lib, t): return getattr(lib.nn, module)()(t)
    for call in (functional, layer):
        site = _implicit_dim_warning_site(lambda: call(yaten, yaten.ones(2, 3)))
        assert site == _implicit_dim_warning_site(lambda: call(torch, torch.ones(2, 3)))
        assert site[0] == __file__

MODULES = [
    ("ELU", ()), ("ELU", (0.5, True)), ("SELU", ()), ("SELU", (True,)), ("CELU", (2.0,)), ("LeakyReLU", ()),
    ("LeakyReLU", (0.2, True)), ("ReLU6", ()), ("ReLU6", (True,)), ("Hardtanh", ()), ("Hardtanh", (-2, 2, True)),
    ("Hardsigmoid", ()), ("Hardsigmoid", (True,)), ("Hardswish", ()), ("Mish", ()), ("Softplus", ()),
    ("Softplus", (2, 5)), ("Softsign", ()), ("Softshrink", ()), ("Softshrink", (1.0,)), ("Hardshrink", (0.3,)),
    ("Tanhshrink", ()), ("Threshold", (0.1, 20)), ("Threshold", (0.1, 20, True)), ("GLU", ()), ("GLU", (1,)),
    ("LogSigmoid", ()), ("Softmin", (1,)), ("Softmax2d", ()), ("PReLU", ()), ("PReLU", (4, 0.1)),
    ("RReLU", ()), ("RReLU", (0.1, 0.3, True)),
]


@pytest.mark.parametrize("cls,args", MODULES, ids=[f"{c}{a}" for c, a in MODULES])
def test_modules_match_torch(cls, args, rng):
    ours, theirs = getattr(nn, cls)(*args), getattr(TNN, cls)(*args)
    assert repr(ours) == repr(theirs)
    assert list(ours.state_dict()) == list(theirs.state_dict())
    ours.eval(), theirs.eval()
    x = rng.uniform(-3, 3, (2, 4, 3, 2))
    y, t = pair(x, dtype="float32")
    if getattr(ours, "inplace", False):
        y, t = y * 1.0, t * 1.0
    np.testing.assert_allclose(ours(y).detach().numpy(), theirs(t).detach().numpy(), rtol=1e-6, atol=1e-7)
    clone = pickle.loads(pickle.dumps(ours))
    assert repr(clone) == repr(ours) and repr(copy.deepcopy(ours)) == repr(ours)


def test_prelu_module_learns_its_weight_like_torch(rng):
    ours, theirs = nn.PReLU(3), TNN.PReLU(3)
    assert isinstance(ours.weight, nn.Parameter) and ours.weight.tolist() == [0.25] * 3
    x = rng.uniform(-2, 2, (4, 3, 5))
    y, t = pair(x, dtype="float32")
    ours(y).pow(2).sum().backward()
    theirs(t).pow(2).sum().backward()
    np.testing.assert_allclose(ours.weight.grad.numpy(), theirs.weight.grad.numpy(), rtol=1e-6)
    np.testing.assert_allclose(y.grad.numpy(), t.grad.numpy(), rtol=1e-6)


BAD = [
    ("glu odd halving dim", lambda lib, f: f.glu(lib.ones(3, 5))),
    ("glu on a scalar", lambda lib, f: f.glu(lib.tensor(1.0))),
    ("glu dim out of range", lambda lib, f: f.glu(lib.ones(2, 4), 5)),
    ("prelu weight count", lambda lib, f: f.prelu(lib.ones(2, 3, 4), lib.ones(4))),
    ("prelu 2-d weight", lambda lib, f: f.prelu(lib.ones(2, 3), lib.ones(1, 3))),
    ("leaky_relu on integers", lambda lib, f: f.leaky_relu(lib.tensor([1, 2]))),
    ("elu on integers", lambda lib, f: f.elu(lib.tensor([1, 2]))),
    ("softplus on integers", lambda lib, f: f.softplus(lib.tensor([1, 2]))),
    ("softshrink negative lambda", lambda lib, f: f.softshrink(lib.ones(3), -1.0)),
    ("rrelu bounds reversed", lambda lib, f: f.rrelu(lib.ones(3), 0.5, 0.1, True)),
    ("softmax2d on 2-d input", lambda lib, f: (nn if lib is yaten else TNN).Softmax2d()(lib.ones(2, 3))),
]


@pytest.mark.parametrize("case,call", BAD, ids=[c for c, _ in BAD])
def test_bad_input_raises_torchs_exception_type(case, call):
    same_error(lambda: call(yaten, F), lambda: call(torch, TF))
