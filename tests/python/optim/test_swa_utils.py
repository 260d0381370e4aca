"""optim.swa_utils against torch: AveragedModel's running and custom
averages (with buffers too), SWALR's learning rates, update_bn's statistics,
and torch's errors and warnings."""
import importlib
import warnings

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")
importlib.import_module("torch.optim.swa_utils")


def rounded(t):
    return np.round(t.detach().numpy(), 9).ravel().tolist()


def on_both(body):
    ours, theirs = body(yaten), body(torch)
    assert ours == theirs
    return ours


def test_averaged_models_swalr_and_update_bn_as_torch(rng):
    params = [rng.standard_normal(s) for s in ((4, 3), (4,), (4,), (4,), (1, 4), (1,))]
    x = rng.standard_normal((8, 3))

    def body(lib):
        nn, swa = lib.nn, lib.optim.swa_utils
        model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 1)).double()
        with lib.no_grad():
            for p, value in zip(model.parameters(), params):
                p.copy_(lib.tensor(value))
        average = swa.AveragedModel(model)
        ema = swa.AveragedModel(model, avg_fn=lambda avg, new, n: 0.9 * avg + 0.1 * new, use_buffers=True)
        optimizer = lib.optim.SGD(model.parameters(), lr=0.5)
        scheduler = swa.SWALR(optimizer, swa_lr=0.05, anneal_epochs=3)
        inputs, lrs = lib.tensor(x), []
        for _ in range(6):
            optimizer.zero_grad()
            model(inputs).pow(2).mean().backward()
            optimizer.step()
            scheduler.step()
            lrs.append(round(scheduler.get_last_lr()[0], 12))
            average.update_parameters(model)
            ema.update_parameters(model)
        seen = [lrs, int(average.n_averaged), list(average.state_dict()),
                [rounded(p) for p in average.parameters()], [rounded(b) for b in ema.module.buffers()]]
        swa.update_bn([(inputs[:4], 0), (inputs[4:], 1)], average)
        return seen + [[rounded(b) for b in average.module.buffers()], average.module[1].momentum,
                       rounded(average(inputs))]

    on_both(body)


@pytest.mark.parametrize("strategy, epochs", [("linear", 0), ("linear", 2), ("cos", 1)])
def test_swalr_schedules_as_torch(strategy, epochs):
    def body(lib):
        optimizer = lib.optim.SGD([lib.zeros(1, requires_grad=True)], lr=1.0)
        scheduler = lib.optim.swa_utils.SWALR(optimizer, swa_lr=0.1, anneal_epochs=epochs, anneal_strategy=strategy)
        lrs = []
        for _ in range(4):
            optimizer.step()
            scheduler.step()
            lrs.append(round(scheduler.get_last_lr()[0], 12))
        return lrs

    on_both(body)


def test_swalr_errors_and_warning_as_torch():
    def body(lib):
        optimizer = lib.optim.SGD([lib.zeros(1, requires_grad=True)], lr=1.0)
        swalr = lib.optim.swa_utils.SWALR
        errors = []
        for call in (lambda: swalr(optimizer, 0.1, anneal_strategy="step"), lambda: swalr(optimizer, 0.1, anneal_epochs=-1),
                     lambda: swalr(optimizer, [0.1, 0.2])):
            with pytest.raises(ValueError) as info:
                call()
            errors.append(str(info.value))
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            swalr(optimizer, 0.1).get_lr()
        return errors, [str(w.message) for w in caught]

    on_both(body)
