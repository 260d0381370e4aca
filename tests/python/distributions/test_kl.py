"""kl_divergence pairs against torch's (float64): the same-family pairs of
Binomial, Geometric, HalfNormal, Gumbel, Pareto and Cauchy, Bernoulli to
Poisson, the pairs where p has mass outside q's support (infinite), and the
cross-family pairs (by cross entropy), each with a numerical check of its own."""
import numpy as np
import pytest

import yaten
import yaten.distributions as yd
from distribution_checks import close

torch = pytest.importorskip("torch")
import torch.distributions as td  # noqa: E402

R = np.random.default_rng(6)


def pos(n=3):
    return R.uniform(0.5, 2.0, n)


def unit(n=3):
    return R.uniform(0.1, 0.9, n)


# name: (class of p, its arguments, class of q, its arguments), arguments as numpy
PAIRS = {
    "binomial": ("Binomial", [np.array([5.0, 7.0, 7.0]), unit()], "Binomial", [np.array([5.0, 5.0, 7.0]), unit()]),
    "geometric": ("Geometric", [unit()], "Geometric", [unit()]),
    "half_normal": ("HalfNormal", [pos()], "HalfNormal", [pos()]),
    "gumbel": ("Gumbel", [R.standard_normal(3), pos()], "Gumbel", [R.standard_normal(3), pos()]),
    "pareto": ("Pareto", [np.array([1.0, 2.0, 0.5]), pos()], "Pareto", [np.array([1.5, 1.0, 0.5]), pos()]),
    "cauchy": ("Cauchy", [R.standard_normal(3), pos()], "Cauchy", [R.standard_normal(3), pos()]),
    "bernoulli_poisson": ("Bernoulli", [unit()], "Poisson", [pos()]),
    "normal_uniform": ("Normal", [R.standard_normal(3), pos()], "Uniform", [np.full(3, -1.0), np.full(3, 1.0)]),
    "gamma_beta": ("Gamma", [pos(), pos()], "Beta", [pos(), pos()]),
    "laplace_exponential": ("Laplace", [R.standard_normal(3), pos()], "Exponential", [pos()]),
    "poisson_binomial": ("Poisson", [pos()], "Binomial", [np.full(3, 4.0), unit()]),
    "beta_pareto": ("Beta", [pos(), pos()], "Pareto", [pos(), pos()]),
}

NORMAL = ("Normal", [R.standard_normal(3), pos()])
EXPONENTIAL, GAMMA = ("Exponential", [pos()]), ("Gamma", [pos(), pos()])
GUMBEL = ("Gumbel", [R.standard_normal(3), pos()])
# p's Uniform within (0, 1) except where the pair's infinite case is meant (first entry below zero).
UNIFORM = ("Uniform", [np.array([-0.2, 0.1, 0.3]), np.array([0.5, 0.6, 0.9])])
PARETO = ("Pareto", [pos(), np.array([0.8, 1.5, 3.0])])  # alpha <= 1 and <= 2: infinite moments
CROSS = {
    **{f"{p[0].lower()}_normal": p + NORMAL for p in [
        ("Beta", [pos(), pos()]), EXPONENTIAL, GAMMA, GUMBEL, ("Laplace", [R.standard_normal(3), pos()]),
        PARETO, UNIFORM]},
    **{f"{p[0].lower()}_exponential": p + EXPONENTIAL for p in [("Beta", [pos(), pos()]), GAMMA, PARETO, UNIFORM]},
    **{f"{p[0].lower()}_gamma": p + GAMMA for p in [("Beta", [pos(), pos()]), EXPONENTIAL, PARETO, UNIFORM]},
    **{f"{p[0].lower()}_gumbel": p + GUMBEL for p in [EXPONENTIAL, GAMMA, NORMAL, UNIFORM]},
    "normal_laplace": NORMAL + ("Laplace", [R.standard_normal(3), pos()]),
    "beta_uniform": ("Beta", [pos(), pos()], "Uniform", [np.array([0.0, -1.0, 0.1]), np.array([1.0, 2.0, 1.0])]),
    "uniform_beta": UNIFORM + ("Beta", [pos(), pos()]),
    "uniform_pareto": ("Uniform", [np.array([1.0, 2.0, 0.5]), np.array([3.0, 2.5, 4.0])],
                       "Pareto", [np.array([1.0, 1.5, 1.0]), pos()]),
}
PAIRS.update(CROSS)


def make(module, lib, name, args, **kwargs):
    tensors = [lib.tensor(a) for a in args]
    if name in ("Binomial", "Bernoulli", "Geometric"):
        return getattr(module, name)(*tensors[:-1], probs=tensors[-1], **kwargs)
    return getattr(module, name)(*tensors, **kwargs)


@pytest.mark.parametrize("pair", PAIRS)
def test_kl_divergence_matches_torch(pair):
    p_name, p_args, q_name, q_args = PAIRS[pair]
    ours = yd.kl_divergence(make(yd, yaten, p_name, p_args), make(yd, yaten, q_name, q_args))
    theirs = td.kl_divergence(make(td, torch, p_name, p_args), make(td, torch, q_name, q_args))
    close(ours, theirs)
    if p_name == q_name:
        same = yd.kl_divergence(make(yd, yaten, p_name, p_args), make(yd, yaten, p_name, p_args))
        close(same, np.zeros(3), atol=1e-12)


def test_binomial_kl_refuses_a_larger_q_total_count_as_torch():
    for m, lib in ((yd, yaten), (td, torch)):
        with pytest.raises(NotImplementedError, match="q.total_count > p.total_count"):
            m.kl_divergence(m.Binomial(3, probs=lib.tensor([0.5])), m.Binomial(5, probs=lib.tensor([0.5])))


@pytest.mark.parametrize("pair", [n for n in CROSS if not n.endswith("uniform") and n != "uniform_pareto"])
def test_cross_family_kl_is_the_average_log_ratio_over_p(pair):
    # Independent of torch: the mean of log p(x) - log q(x) over p's samples, where q supports them.
    p_name, p_args, q_name, q_args = PAIRS[pair]
    # q's log density is read outside its support too.
    p, q = make(yd, yaten, p_name, p_args), make(yd, yaten, q_name, q_args, validate_args=False)
    kl = yd.kl_divergence(p, q).numpy()
    yaten.manual_seed(0)
    x = p.sample((200000,))
    supported = q.support.check(x).all(0).numpy()
    estimate = (p.log_prob(x) - q.log_prob(x)).mean(0).numpy()
    finite = np.isfinite(kl) & supported & np.isfinite(estimate)
    assert finite.any()
    np.testing.assert_allclose(kl[finite], estimate[finite], rtol=0.05, atol=0.02)
    assert np.all(np.isinf(kl[~supported]))
