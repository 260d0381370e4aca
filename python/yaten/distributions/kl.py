"""kl_divergence(p, q) and register_kl: KL(p || q) by the pair of types,
the most specific registered pair winning, as torch dispatches."""
import math
from functools import total_ordering

import yaten
from yaten.distributions.continuous import Beta, Cauchy, Exponential, Gamma, Laplace, Normal, Uniform
from yaten.distributions.continuous_special import ContinuousBernoulli
from yaten.distributions.discrete import Bernoulli, Binomial, Categorical, Geometric, OneHotCategorical, Poisson
from yaten.distributions.exp_family import ExponentialFamily
from yaten.distributions.independent import Independent, _sum_rightmost
from yaten.distributions.multivariate import Dirichlet, LowRankMultivariateNormal, MultivariateNormal
from yaten.distributions.transformed import _EULER_GAMMA, Gumbel, HalfNormal, Pareto, TransformedDistribution

__all__ = ["kl_divergence", "register_kl"]

_KL_REGISTRY = {}
_KL_MEMOIZE = {}


def register_kl(type_p, type_q):
    """Decorator: registers fn(p, q) as KL(p || q) for p of type_p and q of type_q."""
    if not (isinstance(type_p, type) and isinstance(type_q, type)):
        raise TypeError(f"Expected type_p and type_q to be subclasses of Distribution but got {type_p} and {type_q}")

    def decorator(fn):
        _KL_REGISTRY[type_p, type_q] = fn
        _KL_MEMOIZE.clear()
        return fn
    return decorator


@total_ordering
class _Match:
    """A registered pair, ordered by how specific it is for (type_p, type_q)."""

    def __init__(self, *types):
        self.types = types

    def __eq__(self, other):
        return self.types == other.types

    def __le__(self, other):
        for x, y in zip(self.types, other.types):
            if not issubclass(x, y):
                return False
            if x is not y:
                break
        return True


def _dispatch_kl(type_p, type_q):
    matches = [(p, q) for p, q in _KL_REGISTRY if issubclass(type_p, p) and issubclass(type_q, q)]
    if not matches:
        return NotImplemented
    left_p, left_q = min(_Match(*m) for m in matches).types
    right_q, right_p = min(_Match(*reversed(m)) for m in matches).types
    left_fun, right_fun = _KL_REGISTRY[left_p, left_q], _KL_REGISTRY[right_p, right_q]
    if left_fun is not right_fun:
        import warnings
        warnings.warn(f"Ambiguous kl_divergence({type_p.__name__}, {type_q.__name__}). Please register_kl("
                      f"{left_p.__name__}, {right_q.__name__})", RuntimeWarning)
    return left_fun


def kl_divergence(p, q):
    """KL(p || q), batched over p's and q's batch shapes."""
    key = type(p), type(q)
    fun = _KL_MEMOIZE.get(key)
    if fun is None:
        fun = _dispatch_kl(*key)
        _KL_MEMOIZE[key] = fun
    if fun is NotImplemented:
        raise NotImplementedError(f"No KL(p || q) is implemented for p type {p.__class__.__name__} and q type "
                                  f"{q.__class__.__name__}")
    return fun(p, q)


def _infinite_like(tensor):
    return yaten.full_like(tensor, math.inf)


@register_kl(Normal, Normal)
def _kl_normal_normal(p, q):
    var_ratio = (p.scale / q.scale).pow(2)
    t1 = ((p.loc - q.loc) / q.scale).pow(2)
    return 0.5 * (var_ratio + t1 - 1 - var_ratio.log())


@register_kl(Bernoulli, Bernoulli)
def _kl_bernoulli_bernoulli(p, q):
    softplus = yaten.nn.functional.softplus
    t1 = p.probs * (softplus(-q.logits) - softplus(-p.logits))
    t1 = yaten.where(q.probs == 0, _infinite_like(t1), t1)
    t1 = yaten.where(p.probs == 0, yaten.zeros_like(t1), t1)
    t2 = (1 - p.probs) * (softplus(q.logits) - softplus(p.logits))
    t2 = yaten.where(q.probs == 1, _infinite_like(t2), t2)
    t2 = yaten.where(p.probs == 1, yaten.zeros_like(t2), t2)
    return t1 + t2


@register_kl(Categorical, Categorical)
def _kl_categorical_categorical(p, q):
    t = p.probs * (p.logits - q.logits)
    t = yaten.where((q.probs == 0).expand_as(t), _infinite_like(t), t)
    t = yaten.where((p.probs == 0).expand_as(t), yaten.zeros_like(t), t)
    return t.sum(-1)


@register_kl(OneHotCategorical, OneHotCategorical)
def _kl_onehotcategorical_onehotcategorical(p, q):
    return _kl_categorical_categorical(p._categorical, q._categorical)


@register_kl(Uniform, Uniform)
def _kl_uniform_uniform(p, q):
    result = ((q.high - q.low) / (p.high - p.low)).log()
    outside = (q.low > p.low) | (q.high < p.high)
    return yaten.where(outside, _infinite_like(result), result)


@register_kl(Exponential, Exponential)
def _kl_exponential_exponential(p, q):
    rate_ratio = q.rate / p.rate
    return -rate_ratio.log() + rate_ratio - 1


@register_kl(Laplace, Laplace)
def _kl_laplace_laplace(p, q):
    scale_ratio = p.scale / q.scale
    loc_abs_diff = (p.loc - q.loc).abs()
    return -scale_ratio.log() + loc_abs_diff / q.scale + scale_ratio * yaten.exp(-loc_abs_diff / p.scale) - 1


@register_kl(Gamma, Gamma)
def _kl_gamma_gamma(p, q):
    t1 = q.concentration * (p.rate / q.rate).log()
    t2 = yaten.lgamma(q.concentration) - yaten.lgamma(p.concentration)
    t3 = (p.concentration - q.concentration) * yaten.digamma(p.concentration)
    t4 = (q.rate - p.rate) * (p.concentration / p.rate)
    return t1 + t2 + t3 + t4


@register_kl(Dirichlet, Dirichlet)
def _kl_dirichlet_dirichlet(p, q):
    sum_p = p.concentration.sum(-1)
    sum_q = q.concentration.sum(-1)
    t1 = sum_p.lgamma() - sum_q.lgamma()
    t2 = (p.concentration.lgamma() - q.concentration.lgamma()).sum(-1)
    t3 = p.concentration - q.concentration
    t4 = p.concentration.digamma() - sum_p.digamma().unsqueeze(-1)
    return t1 - t2 + (t3 * t4).sum(-1)


@register_kl(Beta, Beta)
def _kl_beta_beta(p, q):
    return _kl_dirichlet_dirichlet(p._dirichlet, q._dirichlet)


@register_kl(Poisson, Poisson)
def _kl_poisson_poisson(p, q):
    return p.rate * (p.rate.log() - q.rate.log()) - (p.rate - q.rate)


@register_kl(Independent, Independent)
def _kl_independent_independent(p, q):
    if p.reinterpreted_batch_ndims != q.reinterpreted_batch_ndims:
        raise NotImplementedError
    return _sum_rightmost(kl_divergence(p.base_dist, q.base_dist), p.reinterpreted_batch_ndims)


@register_kl(TransformedDistribution, TransformedDistribution)
def _kl_transformed_transformed(p, q):
    if p.transforms != q.transforms or p.event_shape != q.event_shape:
        raise NotImplementedError
    extra_event_dim = len(p.event_shape) - len(p.base_dist.event_shape)
    return _sum_rightmost(kl_divergence(p.base_dist, q.base_dist), extra_event_dim)


@register_kl(ExponentialFamily, ExponentialFamily)
def _kl_expfamily_expfamily(p, q):
    # The Bregman divergence of the log normalizer F: F(q) - F(p) - <theta_q - theta_p, dF/dtheta(p)>.
    if type(p) is not type(q):
        raise NotImplementedError("The cross KL-divergence between different exponential families cannot be "
                                  "computed using Bregman divergences")
    p_params, p_log_normalizer, gradients = p._log_normalizer_and_gradients()
    result = q._log_normalizer(*q._natural_params) - p_log_normalizer
    for p_param, q_param, gradient in zip(p_params, q._natural_params, gradients):
        result = result - _sum_rightmost((q_param - p_param) * gradient, len(q.event_shape))
    return result


@register_kl(MultivariateNormal, MultivariateNormal)
@register_kl(LowRankMultivariateNormal, LowRankMultivariateNormal)
@register_kl(MultivariateNormal, LowRankMultivariateNormal)
@register_kl(LowRankMultivariateNormal, MultivariateNormal)
def _kl_gaussian_gaussian(p, q):
    # 0.5 (log det Sq - log det Sp + tr(Sq^-1 Sp) + |q.loc - p.loc|^2_Sq - n), tr(Sq^-1 Sp) over a root of Sp.
    if p.event_shape != q.event_shape:
        raise ValueError("KL-divergence between two (Low Rank) Multivariate Normals with different event shapes "
                         "cannot be computed")
    trace = q._trace_inv_cov(p._cov_root())
    maha = q._trace_inv_cov((q.loc - p.loc).unsqueeze(-1))
    return 0.5 * (q._log_det_cov() - p._log_det_cov() + trace + maha - p.event_shape[0])


def _register_kl_pairs(*pairs):
    """Decorator: registers fn for each (type_p, type_q) of pairs."""
    def decorator(fn):
        for type_p, type_q in pairs:
            register_kl(type_p, type_q)(fn)
        return fn
    return decorator


@_register_kl_pairs(*[(p, q) for p in (Exponential, Gamma, Gumbel, Laplace, Normal, Pareto)
                      for q in (Beta, ContinuousBernoulli, Uniform)],
                    *[(p, q) for p in (Gumbel, Laplace, Normal) for q in (Exponential, Gamma)],
                    *[(p, Pareto) for p in (Beta, ContinuousBernoulli, Exponential, Gamma, Gumbel, Laplace, Normal)],
                    (Poisson, Bernoulli), (Poisson, Binomial))
def _kl_outside_support(p, q):
    # p puts mass where q has none.
    return _infinite_like(p.mean)


@register_kl(ContinuousBernoulli, ContinuousBernoulli)
def _kl_continuous_bernoulli_continuous_bernoulli(p, q):
    return (p.mean * (p.logits - q.logits) + p._cont_bern_log_norm() + yaten.log1p(-p.probs)
            - q._cont_bern_log_norm() - yaten.log1p(-q.probs))


def _cross_entropy_continuous_bernoulli(p, q):
    """-E_p[log q] for q ContinuousBernoulli and p on [0, 1]: linear in E_p[x]."""
    return -p.mean * q.logits - yaten.log1p(-q.probs) - q._cont_bern_log_norm()


@register_kl(Beta, ContinuousBernoulli)
def _kl_beta_continuous_bernoulli(p, q):
    return -p.entropy() + _cross_entropy_continuous_bernoulli(p, q)


@register_kl(Uniform, ContinuousBernoulli)
def _kl_uniform_continuous_bernoulli(p, q):
    result = -p.entropy() + _cross_entropy_continuous_bernoulli(p, q)
    return yaten.where((p.high > 1) | (p.low < 0), _infinite_like(result), result)


@register_kl(ContinuousBernoulli, Exponential)
def _kl_continuous_bernoulli_exponential(p, q):
    return -p.entropy() - yaten.log(q.rate) + q.rate * p.mean


@register_kl(ContinuousBernoulli, Normal)
def _kl_continuous_bernoulli_normal(p, q):
    # -H(p) - E_p[log q], with E_p[(x - loc)^2] = var + mean^2 - 2 loc mean + loc^2.
    t2 = 0.5 * (math.log(2. * math.pi) + (q.loc / q.scale).pow(2)) + yaten.log(q.scale)
    t3 = (p.variance + p.mean.pow(2) - 2. * q.loc * p.mean) / (2.0 * q.scale.pow(2))
    return -p.entropy() + t2 + t3


@register_kl(ContinuousBernoulli, Uniform)
def _kl_continuous_bernoulli_uniform(p, q):
    result = -p.entropy() + (q.high - q.low).log()
    return yaten.where((q.low > 0) | (q.high < 1), _infinite_like(result), result)


@register_kl(Binomial, Binomial)
def _kl_binomial_binomial(p, q):
    if bool((p.total_count < q.total_count).any()):
        raise NotImplementedError("KL between Binomials where q.total_count > p.total_count is not implemented")
    kl = p.total_count * (p.probs * (p.logits - q.logits) + (-p.probs).log1p() - (-q.probs).log1p())
    return yaten.where(p.total_count > q.total_count, _infinite_like(kl), kl)


@register_kl(Geometric, Geometric)
def _kl_geometric_geometric(p, q):
    # -H(p) - E_p[x log(1 - q) + log q], with E_p[x] = (1 - p) / p failures.
    return -p.entropy() - (1 - p.probs) / p.probs * (-q.probs).log1p() - q.probs.log()


@register_kl(HalfNormal, HalfNormal)
def _kl_halfnormal_halfnormal(p, q):
    return _kl_normal_normal(p.base_dist, q.base_dist)


@register_kl(Gumbel, Gumbel)
def _kl_gumbel_gumbel(p, q):
    ratio, shift = p.scale / q.scale, (p.loc - q.loc) / q.scale
    # E_p[exp(-(x - q.loc) / q.scale)] = exp(-shift) Gamma(1 + ratio).
    return (-ratio.log() + shift + ratio * _EULER_GAMMA + yaten.exp(-shift + (1 + ratio).lgamma())
            - (1 + _EULER_GAMMA))


@register_kl(Pareto, Pareto)
def _kl_pareto_pareto(p, q):
    alpha_ratio = q.alpha / p.alpha
    result = q.alpha * (p.scale / q.scale).log() - alpha_ratio.log() + alpha_ratio - 1
    return yaten.where(p.scale < q.scale, _infinite_like(result), result)  # p below q's minimum


@register_kl(Cauchy, Cauchy)
def _kl_cauchy_cauchy(p, q):
    # Chyzak and Nielsen (2019): log(((s_p + s_q)^2 + (l_p - l_q)^2) / (4 s_p s_q)).
    return ((p.scale + q.scale).pow(2) + (p.loc - q.loc).pow(2)).log() - (4 * p.scale * q.scale).log()


@register_kl(Bernoulli, Poisson)
def _kl_bernoulli_poisson(p, q):
    # log q(x) = x log rate - rate on x in {0, 1}.
    return -p.entropy() - (p.probs * q.rate.log() - q.rate)


# Across families: KL(p || q) = H(p, q) - H(p), the cross entropy -E_p[log q] from q's log density
# and the expectations of p it needs (mean, variance, E[log x], E[exp(-x / s)]).

def _uniform_average(p, antiderivative):
    """E[f(x)] for x ~ Uniform p, from an antiderivative of f."""
    return (antiderivative(p.high) - antiderivative(p.low)) / (p.high - p.low)


def _expected_log(p):
    """E_p[log x], for p on the positive reals."""
    if isinstance(p, Beta):
        return p.concentration1.digamma() - (p.concentration1 + p.concentration0).digamma()
    if isinstance(p, Exponential):
        return -_EULER_GAMMA - p.rate.log()
    if isinstance(p, Gamma):
        return p.concentration.digamma() - p.rate.log()
    if isinstance(p, Pareto):
        return p.scale.log() + p.alpha.reciprocal()
    return _uniform_average(p, lambda x: yaten.xlogy(x, x) - x)


def _below_zero_is_infinite(p, result):
    """result, infinite where p (a Uniform) has mass below zero, which q does not support."""
    return yaten.where(p.low < 0, _infinite_like(result), result) if isinstance(p, Uniform) else result


@_register_kl_pairs(*[(p, Normal) for p in (Beta, Exponential, Gamma, Gumbel, Laplace, Pareto, Uniform)])
def _kl_to_normal(p, q):
    variance = q.scale.pow(2)
    cross_entropy = 0.5 * (2 * math.pi * variance).log() + (p.variance + (p.mean - q.loc).pow(2)) / (2 * variance)
    return cross_entropy - p.entropy()


@_register_kl_pairs(*[(p, Exponential) for p in (Beta, Gamma, Pareto, Uniform)])
def _kl_to_exponential(p, q):
    return _below_zero_is_infinite(p, -q.rate.log() + q.rate * p.mean - p.entropy())


@_register_kl_pairs(*[(p, Gamma) for p in (Beta, Exponential, Pareto, Uniform)])
def _kl_to_gamma(p, q):
    k, rate = q.concentration, q.rate
    cross_entropy = -k * rate.log() + k.lgamma() - (k - 1) * _expected_log(p) + rate * p.mean
    return _below_zero_is_infinite(p, cross_entropy - p.entropy())


def _expected_gumbel_tail(p, q):
    """E_p[exp(-(x - q.loc) / q.scale)], from p's moment generating function at -1 / q.scale."""
    s = q.scale
    if isinstance(p, Exponential):
        mgf = p.rate / (p.rate + s.reciprocal())
    elif isinstance(p, Gamma):
        mgf = (1 + (p.rate * s).reciprocal()).pow(-p.concentration)
    elif isinstance(p, Normal):
        mgf = yaten.exp(-p.loc / s + 0.5 * (p.scale / s).pow(2))
    else:
        mgf = _uniform_average(p, lambda x: -s * yaten.exp(-x / s))
    return mgf * yaten.exp(q.loc / s)


@_register_kl_pairs(*[(p, Gumbel) for p in (Exponential, Gamma, Normal, Uniform)])
def _kl_to_gumbel(p, q):
    cross_entropy = q.scale.log() + (p.mean - q.loc) / q.scale + _expected_gumbel_tail(p, q)
    return cross_entropy - p.entropy()


@register_kl(Normal, Laplace)
def _kl_normal_laplace(p, q):
    # E|x - q.loc| for x ~ p: the folded normal's mean.
    d = p.loc - q.loc
    mean_abs = (p.scale * math.sqrt(2 / math.pi) * yaten.exp(-0.5 * (d / p.scale).pow(2))
                + d * yaten.erf(d / (p.scale * math.sqrt(2))))
    return (2 * q.scale).log() + mean_abs / q.scale - p.entropy()


@register_kl(Beta, Uniform)
def _kl_beta_uniform(p, q):
    result = (q.high - q.low).log() - p.entropy()
    return yaten.where((q.low > 0) | (q.high < 1), _infinite_like(result), result)


@register_kl(Uniform, Beta)
def _kl_uniform_beta(p, q):
    a, b = q.concentration1, q.concentration0
    expected_log_1m = _uniform_average(p, lambda x: yaten.xlogy(1 - x, 1 - x) - (1 - x)).neg()
    cross_entropy = a.lgamma() + b.lgamma() - (a + b).lgamma() - (a - 1) * _expected_log(p) - (b - 1) * expected_log_1m
    result = cross_entropy - p.entropy()
    return yaten.where((p.high > 1) | (p.low < 0), _infinite_like(result), result)


@register_kl(Uniform, Pareto)
def _kl_uniform_pareto(p, q):
    # log q(x) = log alpha + alpha log scale - (alpha + 1) log x, for x >= scale.
    cross_entropy = -q.alpha.log() - q.alpha * q.scale.log() + (q.alpha + 1) * _expected_log(p)
    result = cross_entropy - p.entropy()
    return yaten.where(p.low < q.scale, _infinite_like(result), result)
