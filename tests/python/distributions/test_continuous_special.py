"""ContinuousBernoulli, VonMises and FisherSnedecor beyond the shared cases:
exact values against scipy, samples against their distribution (KS tests),
reparameterised gradients, kl_divergence pairs and validation errors as torch's."""
import math

import numpy as np
import pytest

import yaten
import yaten.distributions as yd
from distribution_checks import close

torch = pytest.importorskip("torch")
import torch.distributions as td  # noqa: E402
stats = pytest.importorskip("scipy.stats")
special = pytest.importorskip("scipy.special")

R = np.random.default_rng(4)


def test_von_mises_density_and_variance_are_scipys():
    loc, k = np.array([0.3, -2.0, 1.0]), np.array([0.05, 1.5, 40.0])
    dist = yd.VonMises(yaten.tensor(loc), yaten.tensor(k))
    x = R.uniform(-math.pi, math.pi, (4, 3))
    close(dist.log_prob(yaten.tensor(x)), stats.vonmises.logpdf(x, k, loc=loc))
    close(dist.variance, 1 - special.i1(k) / special.i0(k))


def test_von_mises_samples_follow_the_distribution():
    loc, k = 2.5, 3.0
    yaten.manual_seed(0)
    x = yd.VonMises(yaten.tensor(loc, dtype=yaten.float64), yaten.tensor(k, dtype=yaten.float64)).sample((20000,))
    x = x.numpy()
    assert x.min() >= -math.pi and x.max() < math.pi
    # Kolmogorov-Smirnov against scipy's von Mises, whose support is loc +- pi (the samples' angles
    # moved there): a wrong sampler gives p < 1e-6.
    moved = (x - loc + math.pi) % (2 * math.pi) - math.pi + loc
    assert stats.kstest(moved, stats.vonmises(k, loc=loc).cdf).pvalue > 1e-3
    resultant = np.hypot(np.cos(x).mean(), np.sin(x).mean())
    assert abs(resultant - special.i1(k) / special.i0(k)) < 0.01


def test_von_mises_log_prob_gradient_is_analytic():
    k = yaten.tensor([0.5, 4.0], dtype=yaten.float64, requires_grad=True)
    x = np.array([0.2, -1.0])
    yd.VonMises(0.0, k).log_prob(yaten.tensor(x)).sum().backward()
    kv = np.array([0.5, 4.0])
    close(k.grad, np.cos(x) - special.i1(kv) / special.i0(kv))  # d/dk (k cos x - log I0(k))


def test_fisher_snedecor_samples_follow_the_distribution_and_carry_gradients():
    df1 = yaten.tensor(4.0, dtype=yaten.float64, requires_grad=True)
    yaten.manual_seed(0)
    x = yd.FisherSnedecor(df1, yaten.tensor(7.0, dtype=yaten.float64)).rsample((20000,))
    assert stats.kstest(x.detach().numpy(), stats.f(4.0, 7.0).cdf).pvalue > 1e-3
    x.mean().backward()
    # E[x] = df2 / (df2 - 2) does not depend on df1: the sample mean's gradient is near zero.
    assert df1.grad is not None and abs(df1.grad.item()) < 0.05
    close(yd.FisherSnedecor(4.0, 7.0).log_prob(yaten.tensor([0.5, 2.0])), stats.f(4.0, 7.0).logpdf([0.5, 2.0]),
          rtol=1e-6)


@pytest.mark.parametrize("probs", [0.02, 0.3, 0.4995, 0.5, 0.5008, 0.93])
def test_continuous_bernoulli_density_integrates_to_one_with_its_mean_and_variance(probs):
    dist = yd.ContinuousBernoulli(yaten.tensor(probs, dtype=yaten.float64))
    x = np.linspace(0, 1, 200001)
    density = np.exp(dist.log_prob(yaten.tensor(x)).numpy())
    integrate = np.trapz if hasattr(np, "trapz") else np.trapezoid
    assert abs(integrate(density, x) - 1) < 1e-8
    mean = integrate(x * density, x)
    assert abs(mean - dist.mean.item()) < 1e-8
    assert abs(integrate((x - mean) ** 2 * density, x) - dist.variance.item()) < 1e-8
    u = yaten.tensor([0.1, 0.5, 0.9], dtype=yaten.float64)
    close(dist.cdf(dist.icdf(u)), u)


def test_continuous_bernoulli_rsample_gradient_is_torchs_through_icdf():
    # Both sample icdf(u): the same u gives the same values and gradients.
    u = R.uniform(0, 1, (5, 3))
    p = np.array([0.2, 0.4999, 0.8])
    p_y, p_t = yaten.tensor(p, requires_grad=True), torch.tensor(p, requires_grad=True)
    x_y, x_t = yd.ContinuousBernoulli(p_y).icdf(yaten.tensor(u)), td.ContinuousBernoulli(p_t).icdf(torch.tensor(u))
    close(x_y, x_t)
    x_y.sum().backward()
    x_t.sum().backward()
    close(p_y.grad, p_t.grad)
    yaten.manual_seed(0)
    yd.ContinuousBernoulli(p_y).rsample((4,)).sum().backward()
    assert bool(yaten.isfinite(p_y.grad).all())


def test_continuous_bernoulli_invalid_probs_raise_as_torch():
    with pytest.raises(ValueError, match="The parameter probs has invalid values"):
        td.ContinuousBernoulli(torch.tensor([1.5]), validate_args=True)
    with pytest.raises(ValueError, match="The parameter probs has invalid values"):
        yd.ContinuousBernoulli(yaten.tensor([1.5]), validate_args=True)
    # torch clamps unvalidated probs when validate_args is left None; yaten validates them as any distribution.
    with pytest.raises(ValueError, match="The parameter probs has invalid values"):
        yd.ContinuousBernoulli(yaten.tensor([-0.5]))
    with pytest.raises(ValueError, match="to be within the support"):
        yd.ContinuousBernoulli(yaten.tensor([0.3])).log_prob(yaten.tensor([1.5]))


def _cb(m, t, probs):
    return m.ContinuousBernoulli(t(probs))


KL_CASES = {
    "cb_cb": (lambda m, t: _cb(m, t, [0.2, 0.4996, 0.7]), lambda m, t: _cb(m, t, [0.6, 0.3, 0.5003])),
    "beta_cb": (lambda m, t: m.Beta(t([0.5, 2.0]), t([1.5, 3.0])),
                lambda m, t: _cb(m, t, [0.3, 0.8])),
    "uniform_cb": (lambda m, t: m.Uniform(t([0.1, 0.2]), t([0.5, 0.9])),
                   lambda m, t: _cb(m, t, [0.3, 0.8])),
    "cb_exponential": (lambda m, t: _cb(m, t, [0.3, 0.8]), lambda m, t: m.Exponential(t([0.5, 2.0]))),
    "cb_normal": (lambda m, t: _cb(m, t, [0.3, 0.8]),
                  lambda m, t: m.Normal(t([0.5, -1.0]), t([0.4, 2.0]))),
    "cb_uniform": (lambda m, t: _cb(m, t, [0.3, 0.8]),
                   lambda m, t: m.Uniform(t([-1.0, 0.5]), t([1.5, 2.0]))),
    "normal_cb": (lambda m, t: m.Normal(t([0.5, 0.1]), t([1.0, 2.0])),
                  lambda m, t: _cb(m, t, [0.3, 0.8])),
    "cb_pareto": (lambda m, t: _cb(m, t, [0.3, 0.8]), lambda m, t: m.Pareto(t([1.0]), t([2.0]))),
    "gamma_cb": (lambda m, t: m.Gamma(t([1.0, 2.0]), t([1.0, 3.0])),
                 lambda m, t: _cb(m, t, [0.3, 0.8])),
}


@pytest.mark.parametrize("name", KL_CASES)
def test_kl_divergence_pairs_with_continuous_bernoulli_match_torch(name):
    make_p, make_q = KL_CASES[name]
    ours = yd.kl_divergence(make_p(yd, lambda v: yaten.tensor(v, dtype=yaten.float64)),
                            make_q(yd, lambda v: yaten.tensor(v, dtype=yaten.float64)))
    theirs = td.kl_divergence(make_p(td, lambda v: torch.tensor(v, dtype=torch.float64)),
                              make_q(td, lambda v: torch.tensor(v, dtype=torch.float64)))
    close(ours, theirs)
