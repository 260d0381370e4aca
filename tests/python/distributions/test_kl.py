"""kl_divergence pairs against torch's (float64): the same-family pairs of
Binomial, Geometric, HalfNormal, Gumbel, Pareto and Cauchy, Bernoulli to
Poisson, and the pairs where p has mass outside q's support (infinite)."""
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


def make(module, lib, name, args):
    tensors = [lib.tensor(a) for a in args]
    if name in ("Binomial", "Bernoulli", "Geometric"):
        return getattr(module, name)(*tensors[:-1], probs=tensors[-1])
    return getattr(module, name)(*tensors)


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
