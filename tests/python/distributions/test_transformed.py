"""Kumaraswamy, LogisticNormal, LogitRelaxedBernoulli and ExpRelaxedCategorical
beyond the shared cases: torch's module paths, the Kumaraswamy mode and
moments against its density, and the relaxed bases against torch's."""
import numpy as np
import pytest

import yaten
import yaten.distributions as yd
from distribution_checks import close

torch = pytest.importorskip("torch")
import torch.distributions as td  # noqa: E402

R = np.random.default_rng(5)


def test_relaxed_bases_live_at_torchs_module_paths_only():
    from yaten.distributions.relaxed_bernoulli import LogitRelaxedBernoulli
    from yaten.distributions.relaxed_categorical import ExpRelaxedCategorical
    assert LogitRelaxedBernoulli.__module__ == "yaten.distributions.relaxed_bernoulli"
    assert ExpRelaxedCategorical.__module__ == "yaten.distributions.relaxed_categorical"
    assert not hasattr(yd, "LogitRelaxedBernoulli") and not hasattr(td, "LogitRelaxedBernoulli")
    from yaten.distributions.kumaraswamy import Kumaraswamy
    from yaten.distributions.logistic_normal import LogisticNormal
    assert (Kumaraswamy, LogisticNormal) == (yd.Kumaraswamy, yd.LogisticNormal)


@pytest.mark.parametrize("module", ["relaxed_bernoulli", "relaxed_categorical"])
def test_relaxed_bases_match_torch(module):
    import importlib
    name = {"relaxed_bernoulli": "LogitRelaxedBernoulli", "relaxed_categorical": "ExpRelaxedCategorical"}[module]
    ours_cls = getattr(importlib.import_module(f"yaten.distributions.{module}"), name)
    theirs_cls = getattr(importlib.import_module(f"torch.distributions.{module}"), name)
    logits = R.standard_normal((2, 3))
    ours = ours_cls(yaten.tensor(0.6, dtype=yaten.float64), logits=yaten.tensor(logits))
    theirs = theirs_cls(torch.tensor(0.6, dtype=torch.float64), logits=torch.tensor(logits))
    assert (tuple(ours.batch_shape), tuple(ours.event_shape)) == (tuple(theirs.batch_shape),
                                                                  tuple(theirs.event_shape))
    torch.manual_seed(0)
    value = theirs.rsample((4,))
    close(ours.log_prob(yaten.tensor(value.numpy())), theirs.log_prob(value))
    assert tuple(ours.rsample((4,)).shape) == tuple(value.shape)
    assert ours.has_rsample == theirs.has_rsample
    big_ours, big_theirs = ours.expand((5,) + tuple(ours.batch_shape)), theirs.expand((5,) + tuple(theirs.batch_shape))
    assert tuple(big_ours.batch_shape) == tuple(big_theirs.batch_shape)
    value = big_theirs.rsample()
    close(big_ours.log_prob(yaten.tensor(value.numpy())), big_theirs.log_prob(value))


@pytest.mark.parametrize("a, b", [(2.0, 3.0), (1.0, 2.0), (5.0, 1.5), (0.5, 2.0)])
def test_kumaraswamy_mode_and_moments_are_its_densitys(a, b):
    dist = yd.Kumaraswamy(yaten.tensor(a, dtype=yaten.float64), yaten.tensor(b, dtype=yaten.float64))
    x = np.linspace(1e-9, 1 - 1e-9, 400001)
    density = a * b * x ** (a - 1) * (1 - x ** a) ** (b - 1)
    # Away from the ends, where 1 - x^a rounds (in torch's transforms too).
    inner = slice(20000, -20000, 1000)
    close(dist.log_prob(yaten.tensor(x[inner])), np.log(density[inner]), rtol=1e-8)
    if a >= 1 and b >= 1:
        assert abs(dist.mode.item() - x[np.argmax(density)]) < 1e-5
    else:
        assert np.isnan(dist.mode.item())
    if a >= 1:  # the density is bounded: the trapezoid rule converges
        mean = np.trapz(x * density, x) if hasattr(np, "trapz") else np.trapezoid(x * density, x)
        assert abs(mean - dist.mean.item()) < 1e-6


def test_kumaraswamy_and_logistic_normal_rsample_carry_gradients_with_the_right_mean():
    a = yaten.tensor(2.0, dtype=yaten.float64, requires_grad=True)
    yaten.manual_seed(0)
    x = yd.Kumaraswamy(a, yaten.tensor(3.0, dtype=yaten.float64)).rsample((40000,))
    assert abs(x.mean().item() - yd.Kumaraswamy(2.0, 3.0).mean.item()) < 0.01
    x.mean().backward()
    # d E[x] / da by the moment formula, differentiated numerically.
    h = 1e-6
    def mean(a):
        return yd.Kumaraswamy(yaten.tensor(a, dtype=yaten.float64), yaten.tensor(3.0, dtype=yaten.float64)).mean.item()
    expected = (mean(2.0 + h) - mean(2.0 - h)) / (2 * h)
    assert abs(a.grad.item() - expected) < 0.01
    loc = yaten.zeros(3, dtype=yaten.float64, requires_grad=True)
    y = yd.LogisticNormal(loc, yaten.ones(3, dtype=yaten.float64)).rsample((5,))
    np.testing.assert_allclose(y.sum(-1).detach().numpy(), np.ones(5), rtol=1e-12)
    y[..., -1].sum().backward()  # the last share depends on every coordinate
    assert bool((loc.grad != 0).all())


def test_invalid_parameters_raise_as_torch():
    for m, lib in ((yd, yaten), (td, torch)):
        with pytest.raises(ValueError, match="Expected parameter concentration1"):
            m.Kumaraswamy(lib.tensor([-1.0]), lib.tensor([1.0]), validate_args=True)
        with pytest.raises(ValueError, match="Expected parameter scale"):
            m.LogisticNormal(lib.tensor([0.0]), lib.tensor([0.0]), validate_args=True)
