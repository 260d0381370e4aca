"""LowRankMultivariateNormal against torch (float64): its matrices, kl_divergence
with itself and MultivariateNormal both ways, the sample covariance, and
torch's errors for mismatched shapes; Wishart's and LKJCholesky's samples
against their moments and marginals, Wishart's KL, and their errors."""
import numpy as np
import pytest

import yaten
import yaten.distributions as yd
from distribution_checks import close

torch = pytest.importorskip("torch")
import torch.distributions as td  # noqa: E402

R = np.random.default_rng(3)


def low_rank(loc, factor, diag):
    return (yd.LowRankMultivariateNormal(*[yaten.tensor(a) for a in (loc, factor, diag)]),
            td.LowRankMultivariateNormal(*[torch.tensor(a) for a in (loc, factor, diag)]))


def full(loc, cov):
    return (yd.MultivariateNormal(yaten.tensor(loc), yaten.tensor(cov)),
            td.MultivariateNormal(torch.tensor(loc), torch.tensor(cov)))


def spd(n):
    a = R.standard_normal((n, n))
    return a @ a.T + n * np.eye(n)


def test_matrices_match_torch():
    ours, theirs = low_rank(R.standard_normal((2, 4)), R.standard_normal((4, 2)), R.uniform(0.5, 2, 4))
    for what in ("covariance_matrix", "precision_matrix", "scale_tril", "variance", "mean"):
        close(getattr(ours, what), getattr(theirs, what))
    close(ours.covariance_matrix @ ours.precision_matrix, torch.eye(4).expand(2, 4, 4), atol=1e-12)


@pytest.mark.parametrize("pair", ["low_rank_low_rank", "full_low_rank", "low_rank_full"])
def test_kl_divergence_matches_torch(pair):
    make = {"low_rank": lambda: low_rank(R.standard_normal((2, 3)), R.standard_normal((3, 2)), R.uniform(0.5, 2, 3)),
            "full": lambda: full(R.standard_normal(3), spd(3))}
    kinds = pair.split("_", 1) if pair != "low_rank_low_rank" else ["low_rank", "low_rank"]
    if pair == "low_rank_full":
        kinds = ["low_rank", "full"]
    (p_y, p_t), (q_y, q_t) = make[kinds[0]](), make[kinds[1]]()
    close(yd.kl_divergence(p_y, q_y), td.kl_divergence(p_t, q_t))
    close(yd.kl_divergence(p_y, p_y), torch.zeros(p_t.batch_shape), atol=1e-12)


def test_kl_equals_the_full_covariance_kl():
    # Independent of torch's low-rank formulas: the same Gaussians written as MultivariateNormal.
    p, _ = low_rank(R.standard_normal(3), R.standard_normal((3, 1)), R.uniform(0.5, 2, 3))
    q, _ = low_rank(R.standard_normal(3), R.standard_normal((3, 2)), R.uniform(0.5, 2, 3))
    as_full = [yd.MultivariateNormal(d.loc, d.covariance_matrix) for d in (p, q)]
    close(yd.kl_divergence(p, q), yd.kl_divergence(*as_full))
    value = yaten.tensor(R.standard_normal((5, 3)))
    close(p.log_prob(value), as_full[0].log_prob(value))


def test_rsample_has_the_covariance_and_gradients():
    factor = yaten.tensor(R.standard_normal((3, 2)), requires_grad=True)
    dist = yd.LowRankMultivariateNormal(yaten.zeros(3, dtype=yaten.float64), factor,
                                        yaten.tensor([0.5, 1.0, 2.0], dtype=yaten.float64))
    yaten.manual_seed(0)
    x = dist.rsample((40000,))
    assert tuple(x.shape) == (40000, 3)
    cov = np.cov(x.detach().numpy().T)
    np.testing.assert_allclose(cov, dist.covariance_matrix.detach().numpy(), atol=0.12)
    # d/dW E[|x|^2] = d/dW tr(W W^T + D) = 2 W: the sample mean's gradient approaches it.
    x.pow(2).sum(-1).mean().backward()
    np.testing.assert_allclose(factor.grad.numpy(), 2 * factor.detach().numpy(), atol=0.15)


def test_bad_shapes_and_parameters_raise_as_torch():
    for lib, m in ((yaten, yd), (torch, td)):
        with pytest.raises(ValueError, match="cov_factor must be a batch of matrices with shape 3 x m"):
            m.LowRankMultivariateNormal(lib.zeros(3), lib.ones(2, 1), lib.ones(3))
        with pytest.raises(ValueError, match="cov_diag must be a batch of vectors"):
            m.LowRankMultivariateNormal(lib.zeros(3), lib.ones(3, 1), lib.ones(2))
        with pytest.raises(ValueError, match="Incompatible batch shapes"):
            m.LowRankMultivariateNormal(lib.zeros(2, 3), lib.ones(4, 3, 1), lib.ones(3))
    # torch factors the capacitance before validating, and raises a LinAlgError; yaten names the parameter.
    with pytest.raises(ValueError, match="Expected parameter cov_diag"):
        yd.LowRankMultivariateNormal(yaten.zeros(3), yaten.ones(3, 1), -yaten.ones(3), validate_args=True)


def test_wishart_samples_have_the_mean_and_gradients():
    cov = spd(3)
    df = yaten.tensor(6.0, dtype=yaten.float64, requires_grad=True)
    yaten.manual_seed(0)
    x = yd.Wishart(df, covariance_matrix=yaten.tensor(cov)).rsample((20000,))
    np.testing.assert_allclose(x.detach().numpy().mean(0), 6.0 * cov, rtol=0.05, atol=0.3)
    # d E[X] / d df = cov: the sample mean's trace gradient approaches tr(cov).
    x.mean(0).diagonal().sum().backward()
    assert abs(df.grad.item() - np.trace(cov)) < 0.05 * np.trace(cov)


def test_wishart_kl_is_torchs_bregman_divergence():
    p_cov, q_cov = spd(3), spd(3)
    ours = yd.kl_divergence(yd.Wishart(yaten.tensor(5.0, dtype=yaten.float64), yaten.tensor(p_cov)),
                            yd.Wishart(yaten.tensor(7.0, dtype=yaten.float64), yaten.tensor(q_cov)))
    theirs = td.kl_divergence(td.Wishart(torch.tensor(5.0, dtype=torch.float64), torch.tensor(p_cov)),
                              td.Wishart(torch.tensor(7.0, dtype=torch.float64), torch.tensor(q_cov)))
    close(ours, theirs, rtol=1e-8)


def test_wishart_errors_as_torch():
    for lib, m in ((yaten, yd), (torch, td)):
        with pytest.raises(ValueError, match=r"expected to be greater than ndim - 1 = 2"):
            m.Wishart(lib.tensor(1.5), lib.eye(3))
        with pytest.raises(AssertionError, match="Exactly one of"):
            m.Wishart(lib.tensor(4.0))
    with pytest.warns(UserWarning, match="Low df values"):
        yd.Wishart(yaten.tensor(2.5), yaten.eye(3))


@pytest.mark.parametrize("concentration", [0.5, 1.0, 3.0])
def test_lkj_cholesky_correlations_have_the_beta_marginal(concentration):
    stats = pytest.importorskip("scipy.stats")
    dim = 4
    yaten.manual_seed(0)
    factors = yd.LKJCholesky(dim, yaten.tensor(concentration, dtype=yaten.float64)).sample((10000,))
    corr = (factors @ factors.transpose(-1, -2)).numpy()
    np.testing.assert_allclose(np.diagonal(corr, axis1=-2, axis2=-1), 1.0, rtol=1e-12)
    # Each off-diagonal correlation r has (r + 1) / 2 ~ Beta(c - 1 + dim / 2, c - 1 + dim / 2).
    # (torch 1.13's sampler passes this for (1, 0) only; p < 1e-5 for the others.)
    a = concentration - 1 + dim / 2
    for i, j in ((1, 0), (2, 0), (3, 1), (3, 2)):
        assert stats.kstest((corr[:, i, j] + 1) / 2, stats.beta(a, a).cdf).pvalue > 1e-3


def test_lkj_cholesky_errors_as_torch():
    for lib, m in ((yaten, yd), (torch, td)):
        with pytest.raises(ValueError, match="Expected dim to be an integer greater than or equal to 2"):
            m.LKJCholesky(1, 1.0)
        with pytest.raises(ValueError, match="Expected parameter concentration"):
            m.LKJCholesky(3, lib.tensor([-1.0]), validate_args=True)
