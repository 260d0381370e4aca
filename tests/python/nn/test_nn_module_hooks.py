"""Module machinery of issue 19 against torch: full backward hooks and
pre-hooks, forward hooks with kwargs, global module hooks, get_parameter /
get_buffer, extra state, state-dict hooks, to_empty, ParameterList and
ParameterDict, pickling and deepcopy of whole models."""
import copy
import pickle

import numpy as np
import pytest

import yaten
import yaten.nn as nn
from yaten.nn.modules import module as module_module

torch = pytest.importorskip("torch")
TNN = torch.nn


def twin_models():
    """The same small MLP in yaten and torch."""
    ours = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2))
    theirs = TNN.Sequential(TNN.Linear(3, 4), TNN.Tanh(), TNN.Linear(4, 2)).double()
    ours = ours.double()
    with torch.no_grad():
        for p_y, p_t in zip(ours.parameters(), theirs.parameters()):
            p_t.copy_(torch.from_numpy(p_y.detach().numpy()))
    return ours, theirs


def shapes(grads):
    return [None if g is None else tuple(g.shape) for g in grads]


def test_full_backward_hook_sees_and_replaces_grad_input_as_torch(rng):
    x = rng.standard_normal((5, 3))
    results = []
    for lib, model in zip((yaten, torch), twin_models()):
        seen = []

        def hook(module, grad_input, grad_output):
            seen.append((shapes(grad_input), shapes(grad_output), grad_output[0].detach().numpy().copy()))
            return (grad_input[0] * 2,)

        model[2].register_full_backward_hook(hook)
        inp = lib.tensor(x, requires_grad=True)
        model(inp).sum().backward()
        results.append((seen, inp.grad.numpy()))
    (ours, our_grad), (theirs, their_grad) = results
    assert [s[:2] for s in ours] == [s[:2] for s in theirs]
    np.testing.assert_allclose(ours[0][2], theirs[0][2])
    np.testing.assert_allclose(our_grad, their_grad, rtol=1e-12)


def test_full_backward_hook_without_input_grad_gets_none():
    ours, _ = twin_models()
    seen = []
    ours[0].register_full_backward_hook(lambda m, gi, go: seen.append(gi))
    ours(yaten.ones(2, 3, dtype=yaten.float64)).sum().backward()
    assert seen == [(None,)]


def test_full_backward_pre_hook_replaces_grad_output():
    """torch 2's semantics: hook(module, grad_output) before the module's backward; its result replaces grad_output."""
    ours, _ = twin_models()
    x = yaten.ones(2, 3, dtype=yaten.float64, requires_grad=True)
    ours(x).sum().backward()
    expected = x.grad.clone()
    x.grad = None
    order = []
    ours[2].register_full_backward_pre_hook(lambda m, go: (order.append("pre"), (go[0] * 3,))[1])
    ours[2].register_full_backward_hook(lambda m, gi, go: order.append("hook"))
    ours(x).sum().backward()
    assert order == ["pre", "hook"]
    np.testing.assert_allclose(x.grad.numpy(), expected.numpy() * 3)


def test_removed_backward_hooks_stop_running():
    ours, _ = twin_models()
    seen = []
    handle = ours.register_full_backward_hook(lambda m, gi, go: seen.append(1))
    x = yaten.ones(1, 3, dtype=yaten.float64, requires_grad=True)
    ours(x).sum().backward()
    handle.remove()
    ours(x).sum().backward()
    assert seen == [1]


def test_forward_hooks_with_kwargs_and_prepend():
    class Scale(nn.Module):
        def forward(self, x, factor=1.0):
            return x * factor

    m = Scale()
    order = []
    m.register_forward_pre_hook(lambda mod, args, kwargs: (order.append("kw-pre"), (args, {"factor": 3.0}))[1],
                                with_kwargs=True)
    m.register_forward_pre_hook(lambda mod, args: order.append("first"), prepend=True)
    m.register_forward_hook(lambda mod, args, kwargs, out: (order.append(kwargs["factor"]), out + 1)[1],
                            with_kwargs=True)
    assert m(yaten.ones(2), factor=2.0).tolist() == [4.0, 4.0]
    assert order == ["first", "kw-pre", 3.0]
    m2 = Scale()
    m2.register_forward_pre_hook(lambda mod, args, kwargs: "bad", with_kwargs=True)
    with pytest.raises(RuntimeError, match="forward pre-hook must return None or a tuple"):
        m2(yaten.ones(1))


def test_global_module_hooks_run_for_every_module_until_removed():
    ours, _ = twin_models()
    calls = []
    handles = [module_module.register_module_forward_pre_hook(lambda m, a: calls.append(("pre", type(m).__name__))),
               module_module.register_module_forward_hook(lambda m, a, o: calls.append(("post", type(m).__name__))),
               module_module.register_module_full_backward_hook(lambda m, gi, go: calls.append(("bwd", type(m).__name__)))]
    try:
        ours(yaten.ones(1, 3, dtype=yaten.float64, requires_grad=True)).sum().backward()
    finally:
        for h in handles:
            h.remove()
    assert calls[0] == ("pre", "Sequential") and ("post", "Linear") in calls and ("bwd", "Tanh") in calls
    calls.clear()
    ours(yaten.ones(1, 3, dtype=yaten.float64))
    assert calls == []


def test_get_parameter_and_get_buffer_match_torch():
    ours = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
    theirs = TNN.Sequential(TNN.Linear(2, 2), TNN.BatchNorm1d(2))
    assert ours.get_parameter("0.weight") is ours[0].weight
    assert ours.get_buffer("1.running_mean") is ours[1].running_mean
    for call in (lambda m: m.get_parameter("1.running_mean"), lambda m: m.get_buffer("0.weight"),
                 lambda m: m.get_parameter("0.nothing"), lambda m: m.get_parameter("5.weight")):
        with pytest.raises(AttributeError) as mine:
            call(ours)
        with pytest.raises(AttributeError) as torchs:
            call(theirs)
        assert str(mine.value) == str(torchs.value)


class WithExtraState(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.counter = 0

    def get_extra_state(self):
        return {"counter": self.counter}

    def set_extra_state(self, state):
        self.counter = state["counter"]


def test_extra_state_round_trips_through_state_dict():
    a = WithExtraState()
    a.counter = 7
    sd = a.state_dict()
    assert list(sd) == ["_extra_state", "lin.weight", "lin.bias"]  # own entries first, as torch
    b = WithExtraState()
    b.load_state_dict(sd)
    assert b.counter == 7
    with pytest.raises(RuntimeError, match="_extra_state"):
        b.load_state_dict({k: v for k, v in sd.items() if k != "_extra_state"})
    with pytest.raises(RuntimeError, match="Unexpected key"):
        nn.Linear(2, 2).load_state_dict({**nn.Linear(2, 2).state_dict(), "_extra_state": 1})


def test_state_dict_hooks():
    m = nn.Linear(2, 2)
    def drop_bias(mod, sd, prefix, meta):
        del sd[prefix + "bias"]

    m._register_state_dict_hook(drop_bias)
    assert list(m.state_dict()) == ["weight"]
    seen = []
    target = nn.Linear(2, 2)
    target._register_load_state_dict_pre_hook(
        lambda sd, prefix, meta, strict, missing, unexpected, errors: sd.__setitem__(prefix + "bias", yaten.zeros(2)))
    target._register_load_state_dict_pre_hook(lambda mod, *rest: seen.append(mod), with_module=True)
    target.register_load_state_dict_post_hook(lambda mod, keys: seen.append(tuple(keys.missing_keys)))
    target.load_state_dict(m.state_dict())
    assert target.bias.tolist() == [0.0, 0.0] and seen == [target, ()]


def test_to_empty_keeps_shapes_and_parameters():
    m = nn.Linear(3, 2)
    weight = m.weight
    assert m.to_empty(device="cpu") is m and m.weight is weight and tuple(m.weight.shape) == (2, 3)
    with pytest.raises(AssertionError):
        m.to_empty(device="cuda")


def test_parameter_list_and_dict_match_torch():
    ours = nn.ParameterList([yaten.ones(2, 3), nn.Parameter(yaten.zeros(3))])
    theirs = TNN.ParameterList([torch.ones(2, 3), TNN.Parameter(torch.zeros(3))])
    assert repr(ours).replace("yaten.", "torch.") == repr(theirs)
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert all(isinstance(p, nn.Parameter) for p in ours) and len(list(ours.parameters())) == 2
    ours.append(yaten.ones(1))
    assert len(ours) == 3 and isinstance(ours[-1], nn.Parameter) and len(ours[1:]) == 2
    with pytest.raises(TypeError):
        ours.extend(yaten.ones(2))
    with pytest.raises(RuntimeError, match="should not be called"):
        ours()
    d_ours = nn.ParameterDict({"b": yaten.ones(2), "a": yaten.zeros(1)})
    d_theirs = TNN.ParameterDict({"b": torch.ones(2), "a": torch.zeros(1)})
    assert repr(d_ours) == repr(d_theirs) and list(d_ours.state_dict()) == list(d_theirs.state_dict())
    d_ours["c"] = yaten.ones(3)
    assert list(d_ours.keys()) == ["a", "b", "c"] and "c" in d_ours and isinstance(d_ours["c"], nn.Parameter)
    assert d_ours.pop("a").tolist() == [0.0] and len(d_ours) == 2
    with pytest.raises(TypeError):
        d_ours[1] = yaten.ones(1)


def _zero_output(module, args, output):
    return output * 0


def test_pickle_and_deepcopy_of_a_whole_model_with_new_layers():
    model = nn.Sequential(nn.Conv2d(1, 2, 3), nn.LeakyReLU(0.2), nn.ReflectionPad2d(1), nn.Dropout2d(0.1),
                          nn.PReLU(2), nn.Upsample(scale_factor=2, mode="bilinear"), nn.Flatten())
    model.eval()
    x = yaten.randn(1, 1, 5, 5)
    for clone in (pickle.loads(pickle.dumps(model)), copy.deepcopy(model)):
        assert repr(clone) == repr(model)
        np.testing.assert_allclose(clone(x).detach().numpy(), model(x).detach().numpy())
        assert clone[4].weight is not model[4].weight
    hooked = copy.deepcopy(model)
    hooked.register_forward_hook(_zero_output)
    assert pickle.loads(pickle.dumps(hooked))(x).abs().sum().item() == 0


def test_lazy_linear_infers_in_features_and_becomes_linear():
    with pytest.warns(UserWarning, match="Lazy modules"):
        ours = nn.LazyLinear(3)
    with pytest.warns(UserWarning):
        theirs = TNN.LazyLinear(3)
    assert repr(ours) == repr(theirs) and ours.has_uninitialized_params()
    assert isinstance(ours.weight, nn.parameter.UninitializedParameter)
    out = ours(yaten.ones(2, 5))
    assert type(ours) is nn.Linear and ours.in_features == 5 and tuple(ours.weight.shape) == (3, 5)
    assert tuple(out.shape) == (2, 3) and isinstance(ours.weight, nn.Parameter)
    assert repr(ours) == "Linear(in_features=5, out_features=3, bias=True)"
    out.sum().backward()
    assert ours.weight.grad is not None and tuple(ours.bias.grad.shape) == (3,)
    bound = 1 / 5 ** 0.5
    assert ours.weight.abs().max().item() <= bound


def test_lazy_linear_materialises_from_a_state_dict():
    with pytest.warns(UserWarning):
        lazy = nn.LazyLinear(2)
    source = nn.Linear(4, 2)
    lazy.load_state_dict(source.state_dict())
    assert tuple(lazy.weight.shape) == (2, 4)
    np.testing.assert_allclose(lazy.weight.detach().numpy(), source.weight.detach().numpy())
    x = yaten.ones(1, 4)
    np.testing.assert_allclose(lazy(x).detach().numpy(), source(x).detach().numpy())
