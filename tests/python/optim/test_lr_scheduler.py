"""Every torch 1.13 lr scheduler against torch: the lr (and momentum)
sequence over many steps, state_dict, resuming, and the call-order warnings."""
import math
import warnings

import numpy as np
import pytest
import torch

import yaten

STEPS = 40


def sched(name, **options):
    return lambda lib, opt: getattr(lib.optim.lr_scheduler, name)(opt, **options)


SCHEDULES = {
    "lambda": sched("LambdaLR", lr_lambda=lambda epoch: 0.95 ** epoch),
    "lambda per group": sched("LambdaLR", lr_lambda=[lambda e: 1 / (e + 1), lambda e: 0.9 ** e]),
    "multiplicative": sched("MultiplicativeLR", lr_lambda=lambda epoch: 0.9),
    "step": sched("StepLR", step_size=7, gamma=0.5),
    "multistep": sched("MultiStepLR", milestones=[3, 10, 10, 25], gamma=0.3),
    "constant": sched("ConstantLR", factor=0.25, total_iters=6),
    "linear": sched("LinearLR", start_factor=0.1, end_factor=0.9, total_iters=15),
    "exponential": sched("ExponentialLR", gamma=0.93),
    "polynomial": sched("PolynomialLR", total_iters=30, power=2.0),
    "cosine": sched("CosineAnnealingLR", T_max=9, eta_min=0.001),
    "warm restarts": sched("CosineAnnealingWarmRestarts", T_0=4, T_mult=2, eta_min=0.01),
    "cyclic triangular": sched("CyclicLR", base_lr=0.01, max_lr=0.1, step_size_up=5),
    "cyclic triangular2": sched("CyclicLR", base_lr=[0.01, 0.02], max_lr=0.2, step_size_up=3, step_size_down=6,
                                mode="triangular2"),
    "cyclic exp_range": sched("CyclicLR", base_lr=0.01, max_lr=0.1, step_size_up=4, mode="exp_range", gamma=0.97),
    "cyclic scale_fn": sched("CyclicLR", base_lr=0.01, max_lr=0.1, step_size_up=4,
                             scale_fn=lambda x: 1 / (1 + x), scale_mode="iterations"),
    "one cycle": sched("OneCycleLR", max_lr=0.5, total_steps=STEPS + 1),
    "one cycle linear three phase": sched("OneCycleLR", max_lr=[0.5, 1.0], epochs=3, steps_per_epoch=14,
                                          anneal_strategy="linear", three_phase=True, pct_start=0.25),
    "sequential": lambda lib, opt: lib.optim.lr_scheduler.SequentialLR(
        opt, [lib.optim.lr_scheduler.LinearLR(opt, start_factor=0.2, total_iters=5),
              lib.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9),
              lib.optim.lr_scheduler.StepLR(opt, step_size=4)], milestones=[5, 20]),
    "chained": lambda lib, opt: lib.optim.lr_scheduler.ChainedScheduler(
        [lib.optim.lr_scheduler.ConstantLR(opt, factor=0.5, total_iters=4),
         lib.optim.lr_scheduler.ExponentialLR(opt, gamma=0.95)]),
}


def optimizer_for(lib, kind="sgd"):
    a = lib.ones(2, requires_grad=True)
    b = lib.ones(3, requires_grad=True)
    if kind == "adam":
        return lib.optim.Adam([{"params": [a]}, {"params": [b], "lr": 0.2}], lr=0.1)
    return lib.optim.SGD([{"params": [a]}, {"params": [b], "lr": 0.2}], lr=0.1, momentum=0.9)


def trajectory(lib, make, kind="sgd", steps=STEPS):
    opt = optimizer_for(lib, kind)
    scheduler = make(lib, opt)
    seen = []
    for _ in range(steps):
        opt.step()
        scheduler.step()
        seen.append((scheduler.get_last_lr(), [g.get("momentum", g.get("betas")) for g in opt.param_groups]))
    return seen, scheduler


@pytest.mark.parametrize("name", list(SCHEDULES))
def test_lr_sequence_matches_torch(name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ours, _ = trajectory(yaten, SCHEDULES[name])
        theirs, _ = trajectory(torch, SCHEDULES[name])
    for step, ((lr, momentum), (tlr, tmomentum)) in enumerate(zip(ours, theirs)):
        np.testing.assert_allclose(lr, tlr, rtol=1e-12, atol=1e-15, err_msg=f"step {step + 1}")
        np.testing.assert_allclose(np.array(momentum, dtype=float), np.array(tmomentum, dtype=float), rtol=1e-12)


@pytest.mark.parametrize("name", ["one cycle", "cyclic triangular"])
def test_momentum_cycles_adam_betas_as_torch(name):
    make = SCHEDULES[name] if name == "one cycle" else sched("CyclicLR", base_lr=0.01, max_lr=0.1,
                                                               cycle_momentum=False)
    ours, _ = trajectory(yaten, make, kind="adam")
    theirs, _ = trajectory(torch, make, kind="adam")
    assert ours == theirs


def comparable(state):
    return {k: v for k, v in state.items() if not callable(v) and k not in ("_scale_fn_ref", "_scale_fn_custom")}


@pytest.mark.parametrize("name", [n for n in SCHEDULES if not n.startswith(("cyclic", "one cycle"))])
def test_state_dict_matches_torch_and_resumes(name):
    ours, scheduler = trajectory(yaten, SCHEDULES[name], steps=12)
    _, tscheduler = trajectory(torch, SCHEDULES[name], steps=12)
    state = scheduler.state_dict()
    assert comparable(state) == comparable(tscheduler.state_dict())
    # A fresh optimizer and scheduler loading the state go on exactly as the original.
    full, _ = trajectory(yaten, SCHEDULES[name], steps=20)
    opt = optimizer_for(yaten)
    for group, lr in zip(opt.param_groups, scheduler.get_last_lr()):
        group["lr"] = lr
    resumed = SCHEDULES[name](yaten, opt)
    resumed.load_state_dict(state)
    for group, lr in zip(opt.param_groups, scheduler.get_last_lr()):
        group["lr"] = lr
    for step in range(12, 20):
        opt.step()
        resumed.step()
        np.testing.assert_allclose(resumed.get_last_lr(), full[step][0], rtol=1e-12)


def test_reduce_on_plateau_matches_torch():
    metrics = [1.0, 0.9, 0.95, 0.96, 0.97, 0.91, 0.5, 0.6, 0.61, 0.62, 0.63, 0.64, 0.65, 0.7] * 3

    def run(lib, **options):
        opt = optimizer_for(lib)
        scheduler = lib.optim.lr_scheduler.ReduceLROnPlateau(opt, **options)
        out = []
        for metric in metrics:
            opt.step()
            scheduler.step(metric if lib is torch else yaten.tensor(metric))
            out.append(scheduler._last_lr)
        return out, scheduler
    for options in (dict(patience=2), dict(mode="max", factor=0.5, patience=1, cooldown=2, min_lr=[0.01, 0.02]),
                    dict(threshold_mode="abs", threshold=0.05, patience=0)):
        ours, scheduler = run(yaten, **options)
        theirs, tscheduler = run(torch, **options)
        assert ours == theirs
        assert scheduler.state_dict() == tscheduler.state_dict()
    with pytest.raises(ValueError, match="Factor should be < 1.0"):
        yaten.optim.lr_scheduler.ReduceLROnPlateau(optimizer_for(yaten), factor=1.0)


def test_epoch_argument_uses_closed_form_and_warns_as_torch():
    def run(lib):
        opt = optimizer_for(lib)
        scheduler = lib.optim.lr_scheduler.MultiStepLR(opt, milestones=[2, 5], gamma=0.5)
        with pytest.warns(UserWarning, match="epoch parameter"):
            scheduler.step(6)
        return scheduler.get_last_lr()
    assert run(yaten) == run(torch)


def test_warm_restarts_with_fractional_epochs_match_torch():
    def run(lib):
        opt = optimizer_for(lib)
        scheduler = lib.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=3, T_mult=2)
        out = []
        for epoch in np.arange(0, 20, 0.37):
            scheduler.step(float(epoch))
            out.append(scheduler.get_last_lr())
        return out
    np.testing.assert_allclose(run(yaten), run(torch), rtol=1e-12)


def test_scheduler_stepped_before_optimizer_warns_as_torch():
    for lib in (yaten, torch):
        opt = optimizer_for(lib)
        scheduler = lib.optim.lr_scheduler.StepLR(opt, step_size=2)
        with pytest.warns(UserWarning, match="before `optimizer.step\\(\\)`"):
            scheduler.step()


def test_get_lr_outside_step_warns_as_torch():
    for lib in (yaten, torch):
        scheduler = lib.optim.lr_scheduler.ExponentialLR(optimizer_for(lib), gamma=0.5)
        with pytest.warns(UserWarning, match="get_last_lr"):
            scheduler.get_lr()


@pytest.mark.parametrize("make", [
    sched("ConstantLR", factor=2.0), sched("LinearLR", start_factor=-0.1), sched("LinearLR", end_factor=1.5),
    sched("CosineAnnealingWarmRestarts", T_0=0), sched("CosineAnnealingWarmRestarts", T_0=2, T_mult=0),
    sched("OneCycleLR", max_lr=0.1), sched("OneCycleLR", max_lr=0.1, total_steps=0),
    sched("OneCycleLR", max_lr=0.1, total_steps=10, anneal_strategy="step"),
    sched("OneCycleLR", max_lr=0.1, total_steps=10, pct_start=2.0), sched("CyclicLR", base_lr=0.1, max_lr=1,
                                                                          mode="sawtooth"),
    sched("LambdaLR", lr_lambda=[lambda e: 1.0]), sched("CyclicLR", base_lr=[0.1], max_lr=1.0)])
def test_bad_arguments_raise_value_error_as_torch(make):
    with pytest.raises(ValueError) as theirs:
        make(torch, optimizer_for(torch))
    with pytest.raises(ValueError) as ours:
        make(yaten, optimizer_for(yaten))
    assert str(ours.value) == str(theirs.value)


def test_one_cycle_stepped_past_total_steps_raises_as_torch():
    for lib in (yaten, torch):
        opt = optimizer_for(lib)
        scheduler = lib.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=3)
        for _ in range(3):
            opt.step()
            scheduler.step()
        with pytest.raises(ValueError, match="Tried to step 5 times"):
            scheduler.step()


def test_cyclic_needs_momentum_when_cycling_it():
    adam = yaten.optim.Adam([yaten.ones(1, requires_grad=True)])
    with pytest.raises(ValueError, match="momentum"):
        yaten.optim.lr_scheduler.CyclicLR(adam, base_lr=0.01, max_lr=0.1)
    assert math.isclose(yaten.optim.lr_scheduler.CyclicLR(adam, 0.01, 0.1, cycle_momentum=False).get_last_lr()[0],
                        0.01)
