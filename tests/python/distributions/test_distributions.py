"""yaten.distributions against torch.distributions (float64): shapes,
log_prob of torch's own samples, entropy, moments, cdf/icdf, sample and
rsample shapes with gradients reaching the parameters, expand, argument
validation errors, and kl_divergence for every registered pair."""
import math

import numpy as np
import pytest

import yaten
import yaten.distributions as yd
from distribution_checks import close

torch = pytest.importorskip("torch")
import torch.distributions as td  # noqa: E402

R = np.random.default_rng(0)


def pos(*shape):
    return R.uniform(0.5, 2.0, shape)


def simplex(*shape):
    p = R.uniform(0.1, 1.0, shape)
    return p / p.sum(-1, keepdims=True)


def spd(n):
    a = R.standard_normal((n, n))
    return a @ a.T + n * np.eye(n)


# name: (class name, positional parameters as numpy or numbers, keyword parameters)
CASES = {
    "normal": ("Normal", [R.standard_normal((3,)), pos(3)], {}),
    "normal_numbers": ("Normal", [0.5, 2.0], {}),
    "uniform": ("Uniform", [R.uniform(-2, -1, (2, 3)), R.uniform(1, 2, (2, 3))], {}),
    "laplace": ("Laplace", [R.standard_normal((3,)), pos(3)], {}),
    "cauchy": ("Cauchy", [R.standard_normal((3,)), pos(3)], {}),
    "exponential": ("Exponential", [pos(4)], {}),
    "gamma": ("Gamma", [pos(3), pos(3)], {}),
    "chi2": ("Chi2", [pos(3) * 3], {}),
    "beta": ("Beta", [pos(3), pos(3)], {}),
    "student_t": ("StudentT", [pos(3) * 3, R.standard_normal((3,)), pos(3)], {}),
    "log_normal": ("LogNormal", [R.standard_normal((3,)), pos(3)], {}),
    "half_normal": ("HalfNormal", [pos(3)], {}),
    "gumbel": ("Gumbel", [R.standard_normal((3,)), pos(3)], {}),
    "bernoulli_probs": ("Bernoulli", [], {"probs": R.uniform(0.1, 0.9, (3,))}),
    "bernoulli_logits": ("Bernoulli", [], {"logits": R.standard_normal((2, 3))}),
    "geometric": ("Geometric", [], {"probs": R.uniform(0.2, 0.9, (3,))}),
    "binomial": ("Binomial", [5], {"probs": R.uniform(0.1, 0.9, (3,))}),
    "binomial_logits": ("Binomial", [R.integers(1, 6, (3,)).astype(float)], {"logits": R.standard_normal((3,))}),
    "poisson": ("Poisson", [pos(3) * 3], {}),
    "categorical": ("Categorical", [], {"probs": simplex(2, 4)}),
    "categorical_logits": ("Categorical", [], {"logits": R.standard_normal((4,))}),
    "one_hot_categorical": ("OneHotCategorical", [], {"probs": simplex(2, 4)}),
    "multinomial": ("Multinomial", [6], {"probs": simplex(2, 3)}),
    "dirichlet": ("Dirichlet", [pos(2, 3)], {}),
    "mvn_cov": ("MultivariateNormal", [R.standard_normal((2, 3))], {"covariance_matrix": spd(3)}),
    "mvn_tril": ("MultivariateNormal", [R.standard_normal((3,))], {"scale_tril": np.linalg.cholesky(spd(3))}),
    "mvn_precision": ("MultivariateNormal", [R.standard_normal((3,))], {"precision_matrix": spd(3)}),
    "low_rank_mvn": ("LowRankMultivariateNormal", [R.standard_normal((2, 3)), R.standard_normal((3, 2)), pos(3)], {}),
    "low_rank_mvn_batched_factor": ("LowRankMultivariateNormal",
                                    [R.standard_normal((4,)), R.standard_normal((2, 4, 1)), pos(4)], {}),
    "relaxed_bernoulli": ("RelaxedBernoulli", [np.array(0.7)], {"probs": R.uniform(0.1, 0.9, (3,))}),
    "relaxed_one_hot": ("RelaxedOneHotCategorical", [np.array(0.7)], {"probs": simplex(2, 3)}),
    "half_cauchy": ("HalfCauchy", [pos(3)], {}),
    "pareto": ("Pareto", [pos(3), pos(3) * 2], {}),
    "weibull": ("Weibull", [pos(3), pos(3)], {}),
    "negative_binomial": ("NegativeBinomial", [pos(3) * 3], {"probs": R.uniform(0.1, 0.9, (3,))}),
    "negative_binomial_logits": ("NegativeBinomial", [pos(3) * 3], {"logits": R.standard_normal((3,))}),
    # probs at, within and outside the Taylor region about 1/2
    "continuous_bernoulli": ("ContinuousBernoulli", [np.array([0.02, 0.4995, 0.5, 0.5008, 0.7, 0.99])], {}),
    "continuous_bernoulli_logits": ("ContinuousBernoulli", [], {"logits": np.array([-3.0, -0.0005, 0.0, 0.2, 4.0])}),
    "von_mises": ("VonMises", [R.standard_normal((3,)), np.array([0.05, 1.5, 40.0])], {}),
    "fisher_snedecor": ("FisherSnedecor", [pos(3) * 3, np.array([1.5, 3.0, 9.0])], {}),
    "kumaraswamy": ("Kumaraswamy", [pos(3), np.array([0.5, 1.0, 3.0])], {}),
    "logistic_normal": ("LogisticNormal", [R.standard_normal((2, 3)), pos(2, 3)], {}),
    "logistic_normal_numbers": ("LogisticNormal", [0.3, 1.5], {}),
    "wishart": ("Wishart", [np.array(5.0)], {"covariance_matrix": spd(3)}),
    "wishart_batched_df": ("Wishart", [np.array([3.5, 6.0])], {"scale_tril": np.linalg.cholesky(spd(3))}),
    "wishart_precision": ("Wishart", [np.array(4.0)], {"precision_matrix": spd(2)}),
    "lkj_cholesky": ("LKJCholesky", [3, np.array([0.5, 1.0, 4.0])], {}),
}

# torch computes VonMises' Bessel functions by polynomial approximations good to about 1e-7
# (test_von_mises.py checks yaten's against scipy's to 1e-12).
TOL = {"von_mises": {"atol": 5e-6}, "logistic_normal_numbers": {"rtol": 1e-5}}  # the latter in float32


def convert(lib, value):
    return lib.tensor(value, dtype=lib.float64) if isinstance(value, np.ndarray) else value


def build(lib, name, requires_grad=False):
    cls, args, kwargs = CASES[name]
    module = yd if lib is yaten else td

    def param(v):
        t = convert(lib, v)
        return t.requires_grad_() if requires_grad and isinstance(t, lib.Tensor) and t.is_floating_point() else t
    return getattr(module, cls)(*[param(a) for a in args], **{k: param(v) for k, v in kwargs.items()})


@pytest.mark.parametrize("name", CASES)
def test_shapes_and_log_prob_of_torchs_samples(name):
    ours, theirs = build(yaten, name), build(torch, name)
    assert tuple(ours.batch_shape) == tuple(theirs.batch_shape)
    assert tuple(ours.event_shape) == tuple(theirs.event_shape)
    torch.manual_seed(0)
    value = theirs.sample((5,))
    close(ours.log_prob(yaten.tensor(value.numpy())), theirs.log_prob(value), **TOL.get(name, {}))


@pytest.mark.parametrize("name", CASES)
def test_entropy_mean_variance(name):
    ours, theirs = build(yaten, name), build(torch, name)
    for what in ("entropy", "mean", "variance", "stddev"):
        try:
            expected = getattr(theirs, what)
            expected = expected() if callable(expected) else expected
        except NotImplementedError:
            continue
        got = getattr(ours, what)
        # torch's Multinomial entropy takes lgamma of total_count in float32.
        close(got() if callable(got) else got, expected, equal_nan=True,
              **({"rtol": 1e-6} if name == "multinomial" else TOL.get(name, {})))


@pytest.mark.parametrize("name", CASES)
def test_arg_constraints_and_support_are_torchs(name):
    ours, theirs = build(yaten, name), build(torch, name)
    assert sorted(ours.arg_constraints) == sorted(theirs.arg_constraints)
    for key in ours.arg_constraints:
        assert type(ours.arg_constraints[key]).__name__ == type(theirs.arg_constraints[key]).__name__, key
    assert type(ours.support).__name__ == type(theirs.support).__name__
    assert ours.support.event_dim == theirs.support.event_dim


@pytest.mark.parametrize("name", [n for n in CASES if CASES[n][0] in (
    "Normal", "Uniform", "Laplace", "Cauchy", "Exponential", "HalfNormal", "LogNormal", "ContinuousBernoulli")])
def test_cdf_and_icdf(name):
    ours, theirs = build(yaten, name), build(torch, name)
    torch.manual_seed(1)
    value = theirs.sample((4,))
    close(ours.cdf(yaten.tensor(value.numpy())), theirs.cdf(value))
    q = torch.rand(4, *theirs.batch_shape, dtype=torch.float64)
    close(ours.icdf(yaten.tensor(q.numpy())), theirs.icdf(q))


@pytest.mark.parametrize("name", CASES)
def test_samples_have_torchs_shape_dtype_and_support(name):
    ours, theirs = build(yaten, name), build(torch, name)
    yaten.manual_seed(0)
    sample = ours.sample((7, 2))
    assert tuple(sample.shape) == tuple(theirs.sample((7, 2)).shape)
    assert str(sample.dtype).split(".")[-1] == str(theirs.sample().dtype).split(".")[-1]
    assert not sample.requires_grad
    assert bool(ours.support.check(sample).all()) if not yd.constraints.is_dependent(ours.support) else True
    assert ours.has_rsample == theirs.has_rsample


@pytest.mark.parametrize("name", [n for n in CASES if build(torch, n).has_rsample and "numbers" not in n])
def test_rsample_gradients_reach_every_parameter(name):
    dist = build(yaten, name, requires_grad=True)
    yaten.manual_seed(0)
    dist.rsample((3,)).sum().backward()
    cls, args, kwargs = CASES[name]
    leaves = [v for v in vars(dist).values() if isinstance(v, yaten.Tensor) and v.is_leaf and v.requires_grad]
    for leaf in leaves:
        assert leaf.grad is not None and bool(yaten.isfinite(leaf.grad).all())


def test_gamma_rsample_gradient_has_the_mean_gradient():
    # d E[x] / d concentration = 1 / rate: the reparameterised samples' mean gradient.
    for shape in (0.5, 3.0):
        concentration = yaten.tensor(shape, dtype=yaten.float64, requires_grad=True)
        yaten.manual_seed(0)
        yd.Gamma(concentration, 2.0).rsample((40000,)).mean().backward()
        assert abs(concentration.grad.item() - 0.5) < 0.03


@pytest.mark.parametrize("name", ["normal", "gamma", "categorical", "dirichlet", "mvn_cov", "bernoulli_logits"])
def test_sample_moments_match_the_distribution(name):
    dist = build(yaten, name)
    yaten.manual_seed(0)
    samples = dist.sample((20000,))
    mean = dist.mean if name != "categorical" else (dist.probs * yaten.arange(4.0)).sum(-1)
    np.testing.assert_allclose(samples.double().mean(0).numpy(), mean.numpy(), atol=0.06)


@pytest.mark.parametrize("name", ["normal", "bernoulli_probs", "categorical", "dirichlet", "mvn_cov", "gamma",
                                  "low_rank_mvn", "continuous_bernoulli", "von_mises", "fisher_snedecor",
                                  "kumaraswamy", "logistic_normal", "wishart", "lkj_cholesky"])
def test_expand(name):
    ours, theirs = build(yaten, name).expand((5,) + tuple(build(yaten, name).batch_shape)), \
        build(torch, name).expand((5,) + tuple(build(torch, name).batch_shape))
    assert tuple(ours.batch_shape) == tuple(theirs.batch_shape)
    torch.manual_seed(0)
    value = theirs.sample()
    close(ours.log_prob(yaten.tensor(value.numpy())), theirs.log_prob(value), **TOL.get(name, {}))


def _parameters(dist):
    """dist's constructor arguments (positional), as the cases give them."""
    if isinstance(dist, (yd.MultivariateNormal, td.MultivariateNormal)):
        return dist.loc, dist.covariance_matrix
    if isinstance(dist, (yd.Beta, td.Beta)):
        return dist.concentration1, dist.concentration0
    names = {"Normal": ("loc", "scale"), "LogNormal": ("loc", "scale"), "Laplace": ("loc", "scale"),
             "Bernoulli": ("probs",), "Categorical": ("probs",), "OneHotCategorical": ("probs",),
             "Exponential": ("rate",), "Poisson": ("rate",), "Gamma": ("concentration", "rate"),
             "Dirichlet": ("concentration",)}[type(dist).__name__]
    return tuple(getattr(dist, n) for n in names)


KL_PAIRS = ["normal", "bernoulli_probs", "categorical", "one_hot_categorical", "exponential", "laplace", "gamma",
            "beta", "dirichlet", "poisson", "mvn_cov", "log_normal"]


@pytest.mark.parametrize("name", KL_PAIRS)
def test_kl_divergence(name):
    p_y, p_t = build(yaten, name), build(torch, name)
    # q: p's parameters shifted within their support.
    q_y, q_t = (type(p)(*[(v * 0.7 + 0.1 if isinstance(v, lib.Tensor) and v.is_floating_point() else v)
                          for v in _parameters(p)]) for p, lib in ((p_y, yaten), (p_t, torch)))
    close(yd.kl_divergence(p_y, q_y), td.kl_divergence(p_t, q_t))
    close(yd.kl_divergence(p_y, p_y), td.kl_divergence(p_t, p_t), atol=1e-12)


def test_kl_of_independent_and_uniform_and_unknown_pairs():
    loc, scale = R.standard_normal((2, 3)), pos(2, 3)
    p_y = yd.Independent(yd.Normal(yaten.tensor(loc), yaten.tensor(scale)), 1)
    p_t = td.Independent(td.Normal(torch.tensor(loc), torch.tensor(scale)), 1)
    q_y = yd.Independent(yd.Normal(yaten.zeros(2, 3, dtype=yaten.float64), 1.0), 1)
    q_t = td.Independent(td.Normal(torch.zeros(2, 3, dtype=torch.float64), 1.0), 1)
    close(yd.kl_divergence(p_y, q_y), td.kl_divergence(p_t, q_t))
    close(yd.kl_divergence(yd.Uniform(0.0, 1.0), yd.Uniform(-1.0, 2.0)),
          td.kl_divergence(td.Uniform(0.0, 1.0), td.Uniform(-1.0, 2.0)))
    assert yd.kl_divergence(yd.Uniform(-1.0, 2.0), yd.Uniform(0.0, 1.0)).item() == math.inf
    with pytest.raises(NotImplementedError, match="No KL"):
        yd.kl_divergence(yd.Normal(0.0, 1.0), yd.Cauchy(0.0, 1.0))


def test_register_kl_picks_the_most_specific_pair():
    class MyNormal(yd.Normal):
        pass

    @yd.register_kl(MyNormal, yd.Normal)
    def _kl(p, q):
        return yaten.tensor(-1.0)

    assert yd.kl_divergence(MyNormal(0.0, 1.0), yd.Normal(0.0, 1.0)).item() == -1.0
    assert yd.kl_divergence(yd.Normal(0.0, 1.0), yd.Normal(0.0, 1.0)).item() == 0.0


@pytest.mark.parametrize("make", [
    lambda m, lib: m.Normal(lib.tensor([0.0]), lib.tensor([-1.0])),
    lambda m, lib: m.Bernoulli(probs=lib.tensor([1.5])),
    lambda m, lib: m.Categorical(probs=lib.tensor([[-0.5, 1.5]])),
    lambda m, lib: m.Gamma(lib.tensor([1.0]), lib.tensor([0.0])),
    lambda m, lib: m.VonMises(lib.tensor([0.0]), lib.tensor([-1.0])),
    lambda m, lib: m.FisherSnedecor(lib.tensor([1.0]), lib.tensor([-2.0])),
    lambda m, lib: m.Kumaraswamy(lib.tensor([1.0]), lib.tensor([0.0])),
    lambda m, lib: m.LogisticNormal(lib.tensor([0.0, 1.0]), lib.tensor([1.0, -1.0])),
    lambda m, lib: m.ContinuousBernoulli(logits=lib.tensor([float("nan")])),
    lambda m, lib: m.LKJCholesky(3, lib.tensor([0.0])),
    lambda m, lib: m.Wishart(lib.tensor([2.5]), -lib.eye(2)),
    lambda m, lib: m.LowRankMultivariateNormal(lib.zeros(2), lib.ones(2, 1) * float("nan"), lib.ones(2)),
])
def test_invalid_parameters_raise_value_error_as_torch(make):
    with pytest.raises(ValueError) as theirs:
        make(td, torch)
    with pytest.raises(ValueError) as ours:
        make(yd, yaten)
    assert str(ours.value).split(" of distribution")[0] == str(theirs.value).split(" of distribution")[0]


def test_sample_outside_support_raises_as_torch():
    with pytest.raises(ValueError, match="to be within the support"):
        yd.Exponential(yaten.tensor([1.0])).log_prob(yaten.tensor([-1.0]))
    with pytest.raises(ValueError, match="Either `probs` or `logits` must be specified"):
        yd.Categorical()


def test_transformed_distribution_with_affine_and_tanh_matches_torch():
    loc, scale = R.standard_normal((3,)), pos(3)

    def make(m, lib):
        return m.TransformedDistribution(m.Normal(lib.tensor(loc), lib.tensor(scale)),
                                         [m.AffineTransform(1.0, 2.0), m.TanhTransform()])
    ours, theirs = make(yd, yaten), make(td, torch)
    value = torch.tensor([0.3, -0.5, 0.9], dtype=torch.float64)
    close(ours.log_prob(yaten.tensor(value.numpy())), theirs.log_prob(value))
    sigmoid_y, sigmoid_t = yd.SigmoidTransform(), td.SigmoidTransform()
    x = torch.tensor([-3.0, 0.0, 2.5], dtype=torch.float64)
    close(sigmoid_y(yaten.tensor(x.numpy())), sigmoid_t(x))
    close(sigmoid_y.log_abs_det_jacobian(yaten.tensor(x.numpy()), sigmoid_y(yaten.tensor(x.numpy()))),
          sigmoid_t.log_abs_det_jacobian(x, sigmoid_t(x)))
    close(sigmoid_y.inv(sigmoid_y(yaten.tensor(x.numpy()))), x)


def test_constraints_check_as_torchs():
    value = np.array([-1.0, 0.0, 0.5, 1.0, 2.0])
    for name in ("real", "positive", "nonnegative", "unit_interval", "boolean", "nonnegative_integer"):
        ours = getattr(yd.constraints, name).check(yaten.tensor(value))
        theirs = getattr(td.constraints, name).check(torch.tensor(value))
        assert ours.tolist() == theirs.tolist(), name
    assert yd.constraints.simplex.check(yaten.tensor([[0.2, 0.8], [0.5, 0.6]])).tolist() == [True, False]
    assert repr(yd.constraints.interval(0, 1)) == repr(td.constraints.interval(0, 1))


def test_torch_import_path_reaches_distributions():
    assert yaten.distributions.Normal is yd.Normal
    assert set(yd.__all__) <= set(td.__all__) | {"transforms", "constraints"}


@pytest.mark.parametrize("event", [False, True])
def test_mixture_same_family_matches_torch(event):
    logits, loc, scale = R.standard_normal((2, 3)), R.standard_normal((2, 3, 4)), pos(2, 3, 4)

    def make(m, lib):
        component = m.Normal(lib.tensor(loc), lib.tensor(scale))
        component = m.Independent(component, 1) if event else m.Normal(lib.tensor(loc[..., 0]),
                                                                        lib.tensor(scale[..., 0]))
        return m.MixtureSameFamily(m.Categorical(logits=lib.tensor(logits)), component)
    ours, theirs = make(yd, yaten), make(td, torch)
    assert (tuple(ours.batch_shape), tuple(ours.event_shape)) == (tuple(theirs.batch_shape), tuple(theirs.event_shape))
    torch.manual_seed(0)
    value = theirs.sample((5,))
    close(ours.log_prob(yaten.tensor(value.numpy())), theirs.log_prob(value))
    close(ours.mean, theirs.mean)
    close(ours.variance, theirs.variance)
    assert tuple(ours.sample((5,)).shape) == tuple(value.shape)
    if not event:
        close(ours.cdf(yaten.tensor(value.numpy())), theirs.cdf(value))


@pytest.mark.parametrize("constraint", [
    lambda c: c.real, lambda c: c.positive, lambda c: c.greater_than(2.0), lambda c: c.less_than(-1.0),
    lambda c: c.unit_interval, lambda c: c.interval(-2.0, 3.0), lambda c: c.independent(c.positive, 1),
])
@pytest.mark.parametrize("registry", ["biject_to", "transform_to"])
def test_constraint_registry_maps_reals_into_the_constraint_as_torch(constraint, registry):
    x = np.linspace(-3, 3, 6).reshape(2, 3)
    ours = getattr(yd, registry)(constraint(yd.constraints))
    theirs = getattr(td, registry)(constraint(td.constraints))
    y_ours, y_theirs = ours(yaten.tensor(x)), theirs(torch.tensor(x))
    close(y_ours, y_theirs)
    assert bool(constraint(yd.constraints).check(y_ours).all())
    close(ours.log_abs_det_jacobian(yaten.tensor(x), y_ours), theirs.log_abs_det_jacobian(torch.tensor(x), y_theirs))


def test_transform_to_simplex_and_unknown_constraints():
    y = yd.transform_to(yd.constraints.simplex)(yaten.tensor([[0.0, 1.0, 2.0]]))
    close(y, td.transform_to(td.constraints.simplex)(torch.tensor([[0.0, 1.0, 2.0]])))
    with pytest.raises(NotImplementedError, match="Cannot transform _Boolean constraints"):
        yd.biject_to(yd.constraints.boolean)


def test_softplus_and_lower_cholesky_transforms_match_torch():
    x = np.linspace(-4, 4, 9).reshape(3, 3)
    for name in ("SoftplusTransform", "LowerCholeskyTransform"):
        ours, theirs = getattr(yd, name)(), getattr(td, name)()
        y_ours, y_theirs = ours(yaten.tensor(x)), theirs(torch.tensor(x))
        close(y_ours, y_theirs)
        close(ours.inv(y_ours), theirs.inv(y_theirs))
    close(yd.SoftplusTransform().log_abs_det_jacobian(yaten.tensor(x), None),
          td.SoftplusTransform().log_abs_det_jacobian(torch.tensor(x), None))


def test_straight_through_one_hot_passes_gradients_to_probs():
    probs = yaten.tensor([0.2, 0.3, 0.5], dtype=yaten.float64, requires_grad=True)
    sample = yd.OneHotCategoricalStraightThrough(probs=probs).rsample()
    assert sorted(sample.tolist()) == [0.0, 0.0, 1.0]
    (sample * yaten.tensor([1.0, 2.0, 3.0], dtype=yaten.float64)).sum().backward()
    # d/dprobs of (probs / probs.sum()) . w, as torch's straight-through estimator gives.
    theirs = torch.tensor([0.2, 0.3, 0.5], dtype=torch.float64, requires_grad=True)
    torch.manual_seed(0)
    (td.OneHotCategoricalStraightThrough(probs=theirs).rsample() * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
    close(probs.grad, theirs.grad)
