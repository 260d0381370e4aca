"""ExponentialFamily: the same members as torch's (isinstance), and the
entropy and KL its Bregman machinery gives against each family's closed form
and torch's values."""
import numpy as np
import pytest

import yaten
import yaten.distributions as yd

torch = pytest.importorskip("torch")
import torch.distributions as td  # noqa: E402

R = np.random.default_rng(2)


def pos(*shape):
    return R.uniform(0.5, 2.0, shape)


# name: (class name, parameters of p, parameters of q)
FAMILIES = {
    "Normal": ([R.standard_normal(3), pos(3)], [R.standard_normal(3), pos(3)]),
    "Exponential": ([pos(3)], [pos(3)]),
    "Gamma": ([pos(3), pos(3)], [pos(3), pos(3)]),
    "Beta": ([pos(3), pos(3)], [pos(3), pos(3)]),
    "Poisson": ([pos(3)], [pos(3)]),
    "Bernoulli": ([R.uniform(0.1, 0.9, 3)], [R.uniform(0.1, 0.9, 3)]),
    "Dirichlet": ([pos(2, 3)], [pos(2, 3)]),
    "Chi2": ([pos(3) * 2], [pos(3) * 2]),
}


def make(module, lib, name, params):
    return getattr(module, name)(*[lib.tensor(p) for p in params])


def test_torchs_exponential_families_are_yatens():
    for name in dir(td):
        cls = getattr(td, name)
        if isinstance(cls, type) and issubclass(cls, td.Distribution) and hasattr(yd, name):
            assert issubclass(getattr(yd, name), yd.ExponentialFamily) == issubclass(cls, td.ExponentialFamily), name
    assert yd.ExponentialFamily.__module__ == "yaten.distributions.exp_family"


@pytest.mark.parametrize("name", FAMILIES)
def test_bregman_entropy_is_the_closed_form_and_torchs(name):
    p_params, _ = FAMILIES[name]
    ours = make(yd, yaten, name, p_params)
    if name in ("Beta", "Poisson", "Dirichlet"):  # no mean carrier measure, in torch neither
        for dist, lib in ((ours, yd), (make(td, torch, name, p_params), td)):
            with pytest.raises(NotImplementedError):
                lib.ExponentialFamily.entropy(dist)
        return
    bregman = yd.ExponentialFamily.entropy(ours)
    np.testing.assert_allclose(bregman.detach().numpy(), ours.entropy().numpy(), rtol=1e-9, atol=1e-12)
    theirs = make(td, torch, name, p_params)
    np.testing.assert_allclose(bregman.detach().numpy(), td.ExponentialFamily.entropy(theirs).detach().numpy(),
                               rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("name", FAMILIES)
def test_bregman_kl_matches_torchs(name):
    p_params, q_params = FAMILIES[name]
    ours = yd.kl.__dict__["_kl_expfamily_expfamily"](make(yd, yaten, name, p_params),
                                                     make(yd, yaten, name, q_params))
    theirs = td.kl._kl_expfamily_expfamily(make(td, torch, name, p_params), make(td, torch, name, q_params))
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-8, atol=1e-12)
    assert bool((ours > 0).all())


def test_bregman_kl_is_differentiable_in_q_and_other_families_refuse_it():
    scale = yaten.tensor([0.5, 2.0], dtype=yaten.float64, requires_grad=True)
    kl = yd.kl.__dict__["_kl_expfamily_expfamily"]
    kl(yd.Normal(yaten.zeros(2, dtype=yaten.float64), 1.0), yd.Normal(0.0, scale)).sum().backward()
    s = np.array([0.5, 2.0])
    np.testing.assert_allclose(scale.grad.numpy(), 1 / s - 1 / s ** 3, rtol=1e-10)  # d/ds (log s + 1/(2 s^2))
    with pytest.raises(NotImplementedError, match="different exponential families"):
        kl(yd.Normal(0.0, 1.0), yd.Exponential(1.0))
