"""Every torch 1.13 optimizer against torch, step by step in float64 (to
1e-6 over many steps), with checkpoints moving between the two."""
import numpy as np
import pytest
import torch

import yaten

STEPS = 25

CONFIGS = {
    "rmsprop": ("RMSprop", dict(lr=0.01)),
    "rmsprop centered momentum wd": ("RMSprop", dict(lr=0.01, alpha=0.9, momentum=0.5, centered=True,
                                                     weight_decay=0.1)),
    "rmsprop maximize": ("RMSprop", dict(lr=0.005, maximize=True, foreach=False)),
    "adagrad": ("Adagrad", dict(lr=0.1)),
    "adagrad decay init wd maximize": ("Adagrad", dict(lr=0.1, lr_decay=0.01, initial_accumulator_value=0.2,
                                                       weight_decay=0.05, maximize=True)),
    "adadelta": ("Adadelta", dict()),
    "adadelta rho wd maximize": ("Adadelta", dict(lr=0.5, rho=0.8, weight_decay=0.1, maximize=True)),
    "adamax": ("Adamax", dict()),
    "adamax wd maximize": ("Adamax", dict(lr=0.01, betas=(0.8, 0.99), weight_decay=0.1, maximize=True)),
    "nadam": ("NAdam", dict()),
    "nadam wd decay": ("NAdam", dict(lr=0.01, weight_decay=0.1, momentum_decay=0.01)),
    "radam": ("RAdam", dict(lr=0.01)),
    "radam wd": ("RAdam", dict(lr=0.01, betas=(0.8, 0.9), weight_decay=0.1)),
    "asgd": ("ASGD", dict(lr=0.05)),
    "asgd averaging": ("ASGD", dict(lr=0.05, lambd=0.01, alpha=0.5, t0=5, weight_decay=0.1, maximize=False)),
    "rprop": ("Rprop", dict(lr=0.01)),
    "rprop etas maximize": ("Rprop", dict(lr=0.02, etas=(0.3, 1.5), step_sizes=(1e-3, 0.05), maximize=True)),
    "sgd nesterov": ("SGD", dict(lr=0.05, momentum=0.9, nesterov=True, weight_decay=0.01)),
    "adam amsgrad": ("Adam", dict(lr=0.01, amsgrad=True, weight_decay=0.1)),
    "adamw maximize": ("AdamW", dict(lr=0.01, maximize=True)),
}


def problem(lib, seed=0):
    rng = np.random.default_rng(seed)
    weight = lib.tensor(rng.standard_normal((5, 3)), requires_grad=True)
    bias = lib.tensor(rng.standard_normal(3), requires_grad=True)
    x = lib.tensor(rng.standard_normal((8, 5)))
    target = lib.tensor(rng.standard_normal((8, 3)))

    def loss_fn():
        return ((x.mm(weight) + bias).tanh() - target).pow(2).sum()
    return [weight, bias], loss_fn


def run(lib, name, options, steps, optimizer=None, params=None, loss_fn=None):
    if params is None:
        params, loss_fn = problem(lib)
    optimizer = optimizer or getattr(lib.optim, name)(params, **options)
    history = []
    for _ in range(steps):
        optimizer.zero_grad()
        loss_fn().backward()
        optimizer.step()
        history.append([p.detach().numpy().copy() for p in params])
    return history, optimizer, params, loss_fn


@pytest.mark.parametrize("config", list(CONFIGS))
def test_every_step_matches_torch_in_float64(config):
    name, options = CONFIGS[config]
    ours, _, _, _ = run(yaten, name, options, STEPS)
    theirs, _, _, _ = run(torch, name, options, STEPS)
    for step, (a, b) in enumerate(zip(ours, theirs)):
        for x, y in zip(a, b):
            np.testing.assert_allclose(x, y, rtol=0, atol=1e-6, err_msg=f"step {step + 1}")


def convert(value, to):
    """A state_dict's tensors moved to the other library, dtype kept."""
    if isinstance(value, (torch.Tensor, yaten.Tensor)):
        array = np.array(value.detach().numpy())
        return torch.from_numpy(array) if to is torch else yaten.from_numpy(array)
    if isinstance(value, dict):
        return {k: convert(v, to) for k, v in value.items()}
    if isinstance(value, list):
        return [convert(v, to) for v in value]
    return value


def assert_same_structure(ours, theirs):
    if isinstance(theirs, torch.Tensor):
        assert isinstance(ours, yaten.Tensor) and str(ours.dtype)[6:] == str(theirs.dtype)[6:]
        assert tuple(ours.shape) == tuple(theirs.shape)
        np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=0, atol=1e-6)
    elif isinstance(theirs, dict):
        assert ours.keys() == theirs.keys()
        for key in theirs:
            assert_same_structure(ours[key], theirs[key])
    elif isinstance(theirs, list):
        assert len(ours) == len(theirs)
        for a, b in zip(ours, theirs):
            assert_same_structure(a, b)
    else:
        assert type(ours) is type(theirs) and ours == theirs


@pytest.mark.parametrize("config", list(CONFIGS))
def test_state_dict_identical_and_checkpoints_move_both_ways(config):
    name, options = CONFIGS[config]
    _, ours, our_params, our_loss = run(yaten, name, options, 5)
    _, theirs, their_params, their_loss = run(torch, name, options, 5)
    assert_same_structure(ours.state_dict(), theirs.state_dict())
    # torch's checkpoint into a fresh yaten optimizer, and yaten's into a fresh torch one: both go on as before.
    params_y, loss_y = problem(yaten)
    params_t, loss_t = problem(torch)
    with torch.no_grad(), yaten.no_grad():
        for py, pt, src in zip(params_y, params_t, their_params):
            py.copy_(yaten.tensor(src.detach().numpy()))
            pt.copy_(src)
    resumed_y = getattr(yaten.optim, name)(params_y, **options)
    resumed_y.load_state_dict(convert(theirs.state_dict(), yaten))
    resumed_t = getattr(torch.optim, name)(params_t, **options)
    resumed_t.load_state_dict(convert(ours.state_dict(), torch))
    continued = {
        "torch": run(torch, name, options, 5, theirs, their_params, their_loss)[0],
        "yaten from torch": run(yaten, name, options, 5, resumed_y, params_y, loss_y)[0],
        "torch from yaten": run(torch, name, options, 5, resumed_t, params_t, loss_t)[0],
    }
    for label in ("yaten from torch", "torch from yaten"):
        for a, b in zip(continued[label][-1], continued["torch"][-1]):
            np.testing.assert_allclose(a, b, rtol=0, atol=1e-6, err_msg=label)


@pytest.mark.parametrize("line_search_fn", [None, "strong_wolfe"])
@pytest.mark.parametrize("history_size", [100, 3])
def test_lbfgs_matches_torch(line_search_fn, history_size):
    def lbfgs_run(lib):
        params, loss_fn = problem(lib, seed=1)
        optimizer = lib.optim.LBFGS(params, lr=0.5 if line_search_fn is None else 1, max_iter=10,
                                    history_size=history_size, line_search_fn=line_search_fn)

        def closure():
            optimizer.zero_grad()
            loss = loss_fn()
            loss.backward()
            return loss
        losses = [float(optimizer.step(closure)) for _ in range(4)]
        state = optimizer.state[params[0]]
        return losses, [p.detach().numpy() for p in params], state["func_evals"], state["n_iter"]
    ours, theirs = lbfgs_run(yaten), lbfgs_run(torch)
    np.testing.assert_allclose(ours[0], theirs[0], rtol=1e-9, atol=1e-9)
    for a, b in zip(ours[1], theirs[1]):
        np.testing.assert_allclose(a, b, rtol=0, atol=1e-6)
    assert ours[2:] == theirs[2:]


def test_lbfgs_refuses_groups_and_unknown_line_search():
    a, b = yaten.ones(2, requires_grad=True), yaten.ones(2, requires_grad=True)
    with pytest.raises(ValueError, match="parameter groups"):
        yaten.optim.LBFGS([{"params": [a]}, {"params": [b]}])
    optimizer = yaten.optim.LBFGS([a], line_search_fn="backtracking")
    with pytest.raises(RuntimeError, match="strong_wolfe"):
        optimizer.step(lambda: (a * a).sum().backward() or (a * a).sum())


def test_sparse_adam_is_refused_clearly():
    with pytest.raises(NotImplementedError, match="sparse"):
        yaten.optim.SparseAdam([yaten.ones(2, requires_grad=True)])


@pytest.mark.parametrize("name,options", [
    ("RMSprop", dict(lr=-1)), ("RMSprop", dict(alpha=-0.5)), ("RMSprop", dict(momentum=-1)),
    ("Adagrad", dict(lr_decay=-1)), ("Adagrad", dict(initial_accumulator_value=-1)), ("Adadelta", dict(rho=1.5)),
    ("Adamax", dict(betas=(0.9, 1.0))), ("NAdam", dict(momentum_decay=-1)), ("RAdam", dict(eps=-1)),
    ("ASGD", dict(weight_decay=-1)), ("Rprop", dict(etas=(1.5, 1.2))), ("Rprop", dict(lr=-1))])
def test_bad_options_raise_as_torch(name, options):
    with pytest.raises(ValueError) as theirs:
        getattr(torch.optim, name)([torch.ones(1, requires_grad=True)], **options)
    with pytest.raises(ValueError) as ours:
        getattr(yaten.optim, name)([yaten.ones(1, requires_grad=True)], **options)
    assert str(ours.value) == str(theirs.value)


def test_lbfgs_checkpoints_move_both_ways():
    def setup(lib, seed=1):
        params, loss_fn = problem(lib, seed)
        optimizer = lib.optim.LBFGS(params, lr=1, max_iter=4, history_size=5, line_search_fn="strong_wolfe")

        def closure():
            optimizer.zero_grad()
            loss = loss_fn()
            loss.backward()
            return loss
        return params, optimizer, closure

    def step(optimizer, closure, times):
        for _ in range(times):
            optimizer.step(closure)

    reference = setup(torch)
    step(reference[1], reference[2], 2)
    checkpoint = convert(reference[1].state_dict(), torch)  # a copy: stepping on changes the live tensors
    saved = [p.detach().numpy().copy() for p in reference[0]]
    step(reference[1], reference[2], 2)
    for lib in (yaten, torch):
        params, optimizer, closure = setup(lib)
        with lib.no_grad():
            for p, value in zip(params, saved):
                p.copy_(lib.tensor(value))
        optimizer.load_state_dict(convert(checkpoint, lib))
        if lib is yaten:  # and back: yaten's own state_dict loads into torch
            params_t, optimizer_t, closure_t = setup(torch)
            with torch.no_grad():
                for p, value in zip(params_t, saved):
                    p.copy_(torch.tensor(value))
            optimizer_t.load_state_dict(convert(optimizer.state_dict(), torch))
            step(optimizer_t, closure_t, 2)
            for a, b in zip(params_t, reference[0]):
                np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=0, atol=1e-6)
        step(optimizer, closure, 2)
        for a, b in zip(params, reference[0]):
            np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=0, atol=1e-6)


def test_adagrad_share_memory_moves_its_sums():
    import yaten.multiprocessing as ymp
    param = yaten.ones(3, requires_grad=True)
    optimizer = yaten.optim.Adagrad([param], initial_accumulator_value=0.5)
    optimizer.share_memory()
    assert ymp.is_shared(optimizer.state[param]["sum"])
    assert optimizer.state[param]["sum"].tolist() == [0.5] * 3
