"""The math family and torch's other names for ops (ops.yaml's `aliases:`),
the Python-level allclose / equal and the top-level functional forms,
against torch: what the generated op tests cannot say (aliases, bool
results, errors, methods with self not first, in-place composites)."""
import warnings

import numpy as np
import pytest

import yaten
import yaten.nn.functional as F

torch = pytest.importorskip("torch")


def pair(values, dtype="float64"):
    return yaten.tensor(values, dtype=getattr(yaten, dtype)), torch.tensor(values, dtype=getattr(torch, dtype))


def same(ours, theirs):
    assert tuple(ours.shape) == tuple(theirs.shape)
    assert str(ours.dtype).split(".")[1] == str(theirs.dtype).split(".")[1]
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-6, atol=1e-8)


@pytest.mark.parametrize("call", [
    lambda m, x: m.clip(x, -1, 1), lambda m, x: x.clip(max=0.5), lambda m, x: m.fix(x), lambda m, x: x.fix(),
    lambda m, x: m.negative(x), lambda m, x: x.negative(), lambda m, x: m.true_divide(x, 3),
    lambda m, x: x.true_divide(2), lambda m, x: m.conv1d(x.reshape(1, 1, 4), x.reshape(1, 1, 4)[..., :2]),
    lambda m, x: m.special.expit(x), lambda m, x: m.special.gammaln(x.abs() + 1), lambda m, x: m.special.psi(x),
    lambda m, x: m.special.multigammaln(x.abs() + 2, 2), lambda m, x: m.special.softmax(x, 0),
    lambda m, x: m.special.logsumexp(x, 0), lambda m, x: m.special.polygamma(2, x.abs() + 1),
])
def test_aliases_give_torchs_values(call):
    ours, theirs = pair([-1.5, 0.25, 0.75, 2.0])
    same(call(yaten, ours), call(torch, theirs))


@pytest.mark.parametrize("name", ["clip_", "fix_", "negative_", "exp_", "sigmoid_", "relu_", "xlogy_", "nan_to_num_"])
def test_top_level_in_place_functions_write_into_their_input(name):
    ours, theirs = pair([-1.5, 0.25, 0.75, 2.0])
    args = {"clip_": (-1, 1), "xlogy_": (2.0,)}.get(name, ())
    out = getattr(yaten, name)(ours, *args)
    getattr(torch, name)(theirs, *args)
    assert out is ours
    same(ours, theirs)


def test_alias_in_place_method_records_history():
    x = yaten.tensor([-1.5, 0.3, 2.0], requires_grad=True)
    y = x * 1
    y.clip_(-1, 1)
    y.sum().backward()
    assert x.grad.tolist() == [0.0, 1.0, 0.0]


def test_allclose_and_equal_return_python_bools():
    a, b = yaten.tensor([1.0, float("nan")]), yaten.tensor([1.0 + 1e-9, float("nan")])
    assert yaten.allclose(a, b) is False and yaten.allclose(a, b, equal_nan=True) is True
    assert a.allclose(b, equal_nan=True) is True
    assert yaten.equal(yaten.tensor([1, 2]), yaten.tensor([1.0, 2.0])) is torch.equal(torch.tensor([1, 2]),
                                                                                      torch.tensor([1.0, 2.0]))
    assert yaten.tensor([1, 2]).equal(yaten.tensor([1])) is False


@pytest.mark.parametrize("name", ["softmax", "log_softmax", "softmin"])
@pytest.mark.parametrize("shape", [(4,), (2, 3), (2, 3, 4), (2, 2, 3, 2)])
def test_softmax_without_dim_warns_and_picks_torchs_dim(name, shape):
    data = np.random.default_rng(0).standard_normal(shape)
    with pytest.warns(UserWarning, match=f"Implicit dimension choice for {name} has been deprecated"):
        ours = getattr(F, name)(yaten.tensor(data))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        theirs = getattr(torch.nn.functional, name)(torch.tensor(data))
    same(ours, theirs)


def test_torch_level_functional_forms_take_torchs_argument_order():
    rng = np.random.default_rng(1)
    x, w = rng.standard_normal((2, 3, 4, 4)), rng.standard_normal((5, 3))
    same(yaten.max_pool2d(yaten.tensor(x), 2), torch.max_pool2d(torch.tensor(x), 2))
    idx = [[1, 4], [0, 2]]
    same(yaten.embedding(yaten.tensor(w), yaten.tensor(idx)), torch.embedding(torch.tensor(w), torch.tensor(idx)))
    mean, var = rng.standard_normal(3), rng.uniform(0.5, 2, 3)
    ours = yaten.batch_norm(yaten.tensor(x), yaten.tensor(mean), None, yaten.tensor(mean), yaten.tensor(var),
                            False, 0.1, 1e-5, False)
    theirs = torch.batch_norm(torch.tensor(x), torch.tensor(mean), None, torch.tensor(mean), torch.tensor(var),
                              False, 0.1, 1e-5, False)
    same(ours, theirs)
    # torch.layer_norm takes cudnn_enable and torch.dropout names its flag train (nn.functional's: training)
    same(yaten.layer_norm(yaten.tensor(x), [4], None, None, 1e-5, cudnn_enable=False),
         torch.layer_norm(torch.tensor(x), [4], None, None, 1e-5, cudnn_enable=False))
    same(yaten.dropout(yaten.tensor(x), 0.3, train=False), torch.dropout(torch.tensor(x), 0.3, train=False))
    for lib in (yaten, torch):
        with pytest.raises(TypeError):
            lib.dropout(lib.tensor(x), 0.3, training=False)
    for reduction in (0, 1, 2):
        same(yaten.binary_cross_entropy_with_logits(yaten.tensor(w), yaten.tensor(w > 0).double(), None, None, reduction),
             torch.binary_cross_entropy_with_logits(torch.tensor(w), torch.tensor(w > 0).double(), None, None, reduction))


def test_polygamma_method_takes_n():
    ours, theirs = pair([0.5, 1.5, 3.0])
    same(ours.polygamma(2), theirs.polygamma(2))
    o, t = ours.clone(), theirs.clone()
    o.polygamma_(1)
    t.polygamma_(1)
    same(o, t)


def test_in_place_composites_keep_the_graph_and_values():
    x = yaten.tensor([0.5, 1.5, 2.5], dtype=yaten.float64, requires_grad=True)
    tx = torch.tensor([0.5, 1.5, 2.5], dtype=torch.float64, requires_grad=True)
    for lib, leaf in ((yaten, x), (torch, tx)):
        y = leaf * 2
        y.addcmul_(leaf, leaf, value=0.5)
        y.float_power_(2)
        y.sum().backward()
    same(x.grad, tx.grad)


def test_out_forms_of_composites():
    ours, theirs = pair([[0.5, -1.5], [2.0, 3.0]])
    o, t = yaten.empty(0, dtype=yaten.float64), torch.empty(0, dtype=torch.float64)
    yaten.addcdiv(ours, ours, ours + 5, value=2, out=o)
    torch.addcdiv(theirs, theirs, theirs + 5, value=2, out=t)
    same(o, t)
    yaten.diff(ours, out=o)
    torch.diff(theirs, out=t)
    same(o, t)


@pytest.mark.parametrize("call,error", [
    (lambda m: m.mvlgamma(m.tensor([3.0]), 0), RuntimeError),
    (lambda m: m.renorm(m.ones(3), 2, 0, 1.0), RuntimeError),
    (lambda m: m.renorm(m.ones(2, 3), -1, 0, 1.0), RuntimeError),
    (lambda m: m.heaviside(m.tensor([1.0]), m.tensor([1])), RuntimeError),
    (lambda m: m.gcd(m.tensor([1.0]), m.tensor([2.0])), RuntimeError),
    (lambda m: m.frac(m.tensor([1])), RuntimeError),
    (lambda m: m.logaddexp(m.tensor([1]), m.tensor([2])), RuntimeError),
    (lambda m: m.addcdiv(m.tensor([1.0]), m.tensor([1]), m.tensor([2])), RuntimeError),
    (lambda m: m.polygamma(-1, m.tensor([1.0])), RuntimeError),
    (lambda m: m.tensor([1.0]).float_power_(2), RuntimeError),
    (lambda m: m.diff(m.tensor(1.0)), RuntimeError),
    (lambda m: m.nanmean(m.tensor([1, 2])), RuntimeError),
    (lambda m: m.trapezoid(m.ones(3), m.ones(2)), RuntimeError),
    (lambda m: m.isclose(m.ones(2), m.ones(2, dtype=m.float64)), RuntimeError),
    (lambda m: m.ones(3).addcmul_(m.ones(2, 3), m.ones(3)), RuntimeError),
])
def test_bad_input_raises_torchs_exception_type(call, error):
    with pytest.raises(error):
        call(torch)
    with pytest.raises(error):
        call(yaten)


def test_in_place_composite_refuses_before_writing():
    x = yaten.ones(3)
    with pytest.raises(RuntimeError):
        x.addcmul_(yaten.ones(2, 3), yaten.ones(3))
    assert x.tolist() == [1.0, 1.0, 1.0]


def test_adam_step_pattern_of_addcmul_and_addcdiv_under_no_grad_as_torch():
    # torch's Adam: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2), then
    # param.addcdiv_(exp_avg, denom, value=-step_size), on parameters requiring grad, under no_grad;
    # also broadcasting operands, aliasing self, and an integer self with an integer value.
    rng = np.random.default_rng(5)
    p, g, m = (rng.standard_normal((4, 6)).astype(np.float32) for _ in range(3))
    v = rng.random((4, 6)).astype(np.float32)
    results = []
    for lib in (yaten, torch):
        param, grad, exp_avg, exp_avg_sq = (lib.tensor(a.copy()) for a in (p, g, m, v))
        param.requires_grad_(True)
        with lib.no_grad():
            exp_avg_sq.mul_(0.999).addcmul_(grad, grad, value=1 - 0.999)
            denom = (exp_avg_sq.sqrt() / 0.0447).add_(1e-8)
            param.addcdiv_(exp_avg, denom, value=-0.01)
            broadcast = lib.ones(4, 6).addcmul_(lib.tensor(g[0]), lib.tensor(v[:, :1]), value=2)
            aliased = lib.tensor(v[0].copy())
            aliased.addcdiv_(aliased, aliased + 1, value=-0.5).addcmul_(aliased, aliased)
            integer = lib.arange(6).addcmul_(lib.arange(6), lib.full((6,), 3), value=2)
        assert param.requires_grad and param.grad_fn is None
        results.append([t.detach().numpy() for t in (exp_avg_sq, param, broadcast, aliased, integer)])
    for ours, theirs in zip(*results):
        assert ours.dtype == theirs.dtype
        np.testing.assert_allclose(ours, theirs, rtol=1e-6)


@pytest.mark.parametrize("call, message", [
    (lambda m: m.ones(3).addcmul_(m.ones(2, 3), m.ones(3)), "doesn't match the broadcast shape"),
    (lambda m: m.ones(3, dtype=m.long).addcdiv_(m.ones(3), m.ones(3)), "can't be cast to the desired output type"),
    (lambda m: m.ones(3, dtype=m.bool).addcmul_(m.ones(3, dtype=m.bool), m.ones(3, dtype=m.bool)), "not implemented"),
    (lambda m: m.ones(3, dtype=m.float16).addcdiv_(m.ones(3, dtype=m.float16), m.ones(3, dtype=m.float16)),
     "not implemented for 'Half'"),
    (lambda m: m.ones(3).addcdiv_(m.tensor([1, 2, 3]), m.tensor([1, 2, 3])), "Integer division with addcdiv"),
])
def test_in_place_addcmul_addcdiv_under_no_grad_refuse_as_torch_before_writing(call, message):
    for lib in (torch, yaten):
        with lib.no_grad(), pytest.raises(RuntimeError, match=message):
            call(lib)
    x = yaten.ones(3)
    with yaten.no_grad(), pytest.raises(RuntimeError):
        x.addcmul_(yaten.ones(2, 3), yaten.ones(3), value=5)
    assert x.tolist() == [1.0, 1.0, 1.0]


@pytest.mark.parametrize("alias,op,args", [("absolute", "abs", 1), ("arccos", "acos", 1), ("arcsin", "asin", 1),
                                           ("arctan", "atan", 1), ("arctan2", "atan2", 2), ("multiply", "mul", 2),
                                           ("subtract", "sub", 2), ("greater", "gt", 2), ("greater_equal", "ge", 2),
                                           ("less", "lt", 2), ("less_equal", "le", 2), ("not_equal", "ne", 2)])
def test_numpy_style_names_as_torch(alias, op, args):
    data = [np.random.default_rng(3).uniform(-0.9, 0.9, (2, 3)) for _ in range(args)]
    for form in ("function", "method", "inplace", "out"):
        outs = []
        for lib in (yaten, torch):
            xs = [lib.tensor(d) for d in data]
            if form == "function":
                r = getattr(lib, alias)(*xs)
            elif form == "method":
                r = getattr(xs[0], alias)(*xs[1:])
            elif form == "inplace":
                r = getattr(xs[0], alias + "_")(*xs[1:])
                assert r is xs[0]
            else:
                out = lib.empty(0, dtype=getattr(lib, op)(*xs).dtype)
                r = getattr(lib, alias)(*xs, out=out)
                assert r is out
            outs.append(r)
        assert str(outs[0].dtype).split(".")[-1] == str(outs[1].dtype).split(".")[-1]
        np.testing.assert_allclose(outs[0].numpy(), outs[1].numpy(), rtol=1e-12)


def test_concat_and_subtract_alpha_as_torch():
    a, b = np.ones((2, 2)), np.arange(4.0).reshape(2, 2)
    for lib in (yaten, torch):
        assert lib.concat([lib.tensor(a), lib.tensor(b)], dim=1).tolist() == np.concatenate([a, b], 1).tolist()
        assert lib.subtract(lib.tensor(a), lib.tensor(b), alpha=2).tolist() == (a - 2 * b).tolist()


def test_is_floating_point_at_top_level_as_torch():
    for lib in (yaten, torch):
        assert lib.is_floating_point(lib.ones(2)) is True and lib.is_floating_point(lib.ones(2, dtype=lib.int64)) is False
        with pytest.raises(TypeError, match="is_floating_point"):
            lib.is_floating_point(1.0)


@pytest.mark.parametrize("call", ["lib.ger(x, y)", "x.ger(y)", "lib.trapz(x)", "lib.trapz(x, y[:1].expand(3).cumsum(0))",
                                  "lib.trapz(x, dx=0.5)", "x.arcsinh()", "lib.arctanh(x / 3)", "lib.acosh_(x + 2)"])
def test_older_and_numpy_names_as_torch(call):
    """ger (outer), trapz (trapezoid) and the inverse hyperbolic functions'
    second names, as functions, methods and top-level in-place functions."""
    results = []
    for lib in (yaten, torch):
        x, y = lib.tensor([0.5, 1.0, 2.0], dtype=lib.float64), lib.tensor([1.0, 3.0], dtype=lib.float64)
        results.append(np.asarray(eval(call, {"lib": lib, "x": x, "y": y}).tolist()))
    np.testing.assert_allclose(results[0], results[1], rtol=1e-12)
