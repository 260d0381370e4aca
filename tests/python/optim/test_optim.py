"""yaten.optim against torch.optim: several steps from identical weights
give the same parameters; state_dict format; schedulers' learning rates."""
import copy

import numpy as np
import pytest
import torch

import yaten
from yaten import optim


def make_model(lib, weights):
    model = lib.nn.Sequential(lib.nn.Linear(5, 8), lib.nn.Tanh(), lib.nn.Linear(8, 3))
    with lib.no_grad():
        for p, w in zip(model.parameters(), weights):
            p.copy_(lib.tensor(w))
    return model


@pytest.fixture
def setup(rng):
    weights = [rng.standard_normal(s).astype(np.float32) * 0.5 for s in [(8, 5), (8,), (3, 8), (3,)]]
    batches = [(rng.standard_normal((6, 5)).astype(np.float32), rng.integers(0, 3, 6)) for _ in range(6)]
    return weights, batches


def train(lib, make_optimizer, weights, batches, closure=False):
    model = make_model(lib, weights)
    opt = make_optimizer(lib, model.parameters())
    for x, y in batches:
        def loss_fn():
            opt.zero_grad()
            loss = lib.nn.functional.cross_entropy(model(lib.tensor(x)), lib.tensor(y))
            loss.backward()
            return loss
        if closure:
            opt.step(loss_fn)
        else:
            loss_fn()
            opt.step()
    return [p.detach().numpy() for p in model.parameters()], opt


CONFIGS = {
    "sgd": lambda lib, p: lib.optim.SGD(p, lr=0.1),
    "sgd momentum": lambda lib, p: lib.optim.SGD(p, lr=0.1, momentum=0.9),
    "sgd dampening": lambda lib, p: lib.optim.SGD(p, lr=0.1, momentum=0.9, dampening=0.3, weight_decay=0.01),
    "sgd nesterov": lambda lib, p: lib.optim.SGD(p, lr=0.05, momentum=0.8, nesterov=True, weight_decay=0.1),
    "sgd maximize": lambda lib, p: lib.optim.SGD(p, lr=0.01, momentum=0.5, maximize=True),
    "adam": lambda lib, p: lib.optim.Adam(p, lr=0.01),
    "adam wd amsgrad": lambda lib, p: lib.optim.Adam(p, lr=0.01, weight_decay=0.1, amsgrad=True),
    "adam maximize betas": lambda lib, p: lib.optim.Adam(p, lr=0.02, betas=(0.5, 0.9), eps=1e-6, maximize=True),
    "adamw": lambda lib, p: lib.optim.AdamW(p, lr=0.01),
    "adamw amsgrad": lambda lib, p: lib.optim.AdamW(p, lr=0.01, weight_decay=0.5, amsgrad=True),
}


@pytest.mark.parametrize("name", list(CONFIGS))
def test_steps_match_torch(name, setup):
    weights, batches = setup
    ours, _ = train(yaten, CONFIGS[name], weights, batches)
    theirs, _ = train(torch, CONFIGS[name], weights, batches)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def test_closure_returns_loss(setup):
    weights, batches = setup
    ours, _ = train(yaten, CONFIGS["sgd momentum"], weights, batches, closure=True)
    theirs, _ = train(torch, CONFIGS["sgd momentum"], weights, batches, closure=True)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def test_param_groups_with_own_settings(setup):
    weights, batches = setup

    def grouped(lib, params):
        params = list(params)
        return lib.optim.SGD([{"params": params[:2]}, {"params": params[2:], "lr": 0.5}], lr=0.1, momentum=0.9)
    ours, opt = train(yaten, grouped, weights, batches)
    theirs, topt = train(torch, grouped, weights, batches)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)
    assert repr(opt) == repr(topt)


def test_state_dict_format_matches_torch(setup):
    weights, batches = setup
    for name in ("sgd momentum", "adam wd amsgrad", "adamw"):
        _, opt = train(yaten, CONFIGS[name], weights, batches)
        _, topt = train(torch, CONFIGS[name], weights, batches)
        sd, tsd = opt.state_dict(), topt.state_dict()
        assert sd["param_groups"] == tsd["param_groups"]
        assert sd["state"].keys() == tsd["state"].keys()
        for k in tsd["state"]:
            assert sd["state"][k].keys() == tsd["state"][k].keys()
            for key, value in tsd["state"][k].items():
                np.testing.assert_allclose(sd["state"][k][key].numpy(), value.numpy(), rtol=1e-5, atol=1e-6)


def test_load_state_dict_resumes(setup):
    weights, batches = setup
    first, rest = batches[:3], batches[3:]
    _, opt = train(yaten, CONFIGS["adam"], weights, first)
    params = list(opt.param_groups[0]["params"])
    saved = copy.deepcopy(opt.state_dict())
    saved_weights = [p.detach().numpy().copy() for p in params]
    resumed_model = make_model(yaten, saved_weights)
    resumed = optim.Adam(resumed_model.parameters(), lr=0.01)
    resumed.load_state_dict(saved)
    assert resumed.state[next(resumed_model.parameters())]["step"].item() == 3
    for x, y in rest:
        for o, m in ((opt, None), (resumed, resumed_model)):
            o.zero_grad()
            model_params = o.param_groups[0]["params"]
            out = yaten.tensor(x).mm(model_params[0].t()).add(model_params[1]).tanh()
            out = out.mm(model_params[2].t()).add(model_params[3])
            yaten.nn.functional.cross_entropy(out, yaten.tensor(y)).backward()
            o.step()
    for a, b in zip(params, resumed.param_groups[0]["params"]):
        np.testing.assert_array_equal(a.detach().numpy(), b.detach().numpy())


def test_load_state_dict_checks_groups():
    a = yaten.nn.Parameter(yaten.ones(2))
    b = yaten.nn.Parameter(yaten.ones(2))
    opt = optim.SGD([a, b], lr=0.1)
    with pytest.raises(ValueError, match="different number of parameter groups"):
        opt.load_state_dict({"state": {}, "param_groups": []})
    with pytest.raises(ValueError, match="doesn't match the size"):
        opt.load_state_dict({"state": {}, "param_groups": [{"params": [0], "lr": 0.1}]})


def test_zero_grad():
    p = yaten.nn.Parameter(yaten.ones(2))
    opt = optim.SGD([p], lr=0.1)
    (p * 2).sum().backward()
    opt.zero_grad()
    assert p.grad is not None and float(p.grad.abs().sum()) == 0
    opt.zero_grad(set_to_none=True)
    assert p.grad is None


def test_argument_errors_match_torch():
    def errors(lib):
        p = [lib.nn.Parameter(lib.ones([1]))]
        calls = [lambda: lib.optim.SGD(p, lr=-1), lambda: lib.optim.SGD(p, lr=0.1, momentum=-1),
                 lambda: lib.optim.SGD(p, lr=0.1, nesterov=True), lambda: lib.optim.SGD(p),
                 lambda: lib.optim.SGD([], lr=0.1), lambda: lib.optim.Adam(p, betas=(1.0, 0.9)),
                 lambda: lib.optim.Adam(p, eps=-1), lambda: lib.optim.AdamW(p, weight_decay=-1),
                 lambda: lib.optim.SGD([{"params": set(p)}], lr=0.1), lambda: lib.optim.SGD(p[0], lr=0.1),
                 lambda: lib.optim.SGD([lib.ones([1]) * lib.nn.Parameter(lib.ones([1]))], lr=0.1),
                 lambda: lib.optim.SGD([{"params": p}, {"params": p}], lr=0.1)]
        out = []
        for call in calls:
            with pytest.raises((ValueError, TypeError)) as info:
                call()
            out.append((type(info.value), str(info.value)))
        return out
    ours, theirs = errors(yaten), errors(torch)
    assert [(t, s.replace("yaten", "torch")) for t, s in ours] == theirs


def test_step_does_not_record_history():
    p = yaten.nn.Parameter(yaten.ones(3))
    opt = optim.Adam([p], lr=0.1)
    (p * p).sum().backward()
    opt.step()
    assert p.grad_fn is None and p.is_leaf and p.requires_grad


def run_scheduler(lib, make, steps=12):
    p = lib.nn.Parameter(lib.ones([1]))
    opt = lib.optim.SGD([p, ], lr=0.5)
    sched = make(lib, opt)
    lrs = [sched.get_last_lr()]
    for _ in range(steps):
        opt.step()
        sched.step()
        lrs.append(sched.get_last_lr())
    return lrs, sched


@pytest.mark.parametrize("make", [
    lambda lib, o: lib.optim.lr_scheduler.StepLR(o, step_size=3),
    lambda lib, o: lib.optim.lr_scheduler.StepLR(o, step_size=2, gamma=0.5),
    lambda lib, o: lib.optim.lr_scheduler.CosineAnnealingLR(o, T_max=5),
    lambda lib, o: lib.optim.lr_scheduler.CosineAnnealingLR(o, T_max=4, eta_min=0.01),
])
def test_schedulers_match_torch(make):
    ours, sched = run_scheduler(yaten, make)
    theirs, tsched = run_scheduler(torch, make)
    np.testing.assert_allclose(ours, theirs, rtol=1e-12)
    sd, tsd = sched.state_dict(), tsched.state_dict()
    assert sd.keys() == tsd.keys()
    assert {k: v for k, v in sd.items()} == {k: v for k, v in tsd.items()}


def test_scheduler_state_dict_resumes():
    _, sched = run_scheduler(yaten, lambda lib, o: lib.optim.lr_scheduler.CosineAnnealingLR(o, T_max=7), steps=3)
    p = yaten.nn.Parameter(yaten.ones(1))
    opt = optim.SGD([p], lr=0.5)
    fresh = optim.lr_scheduler.CosineAnnealingLR(opt, T_max=7)
    fresh.load_state_dict(sched.state_dict())
    assert fresh.last_epoch == 3 and fresh.get_last_lr() == sched.get_last_lr()


def test_scheduler_warns_when_stepped_before_optimizer():
    p = yaten.nn.Parameter(yaten.ones(1))
    opt = optim.SGD([p], lr=0.5)
    sched = optim.lr_scheduler.StepLR(opt, step_size=1)
    with pytest.warns(UserWarning, match="before `optimizer.step\\(\\)`"):
        sched.step()
    with pytest.raises(TypeError, match="list is not an Optimizer"):
        optim.lr_scheduler.StepLR([], step_size=1)
