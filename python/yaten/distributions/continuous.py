"""Univariate continuous distributions: Normal, HalfNormal, Uniform, Laplace,
Cauchy, Exponential, Gamma, Chi2, Beta and StudentT, with reparameterised
samples (Gamma's through its accepted Marsaglia-Tsang proposal)."""
import math
from numbers import Number

import yaten
from yaten.distributions import constraints
from yaten.distributions.distribution import Distribution
from yaten.distributions.exp_family import ExponentialFamily
from yaten.distributions.utils import CenteredAtLoc, broadcast_all

__all__ = ["Beta", "Cauchy", "Chi2", "Exponential", "Gamma", "Laplace", "Normal", "StudentT", "Uniform"]


def _batch_shape(broadcast, *given):
    """() when every parameter was given as a number, else the broadcast shape."""
    return yaten.Size() if all(isinstance(p, Number) for p in given) else broadcast.size()


def _draw(shape, like, kind):
    """Standard draws (normal, uniform in (0, 1], ...) of like's dtype, without history."""
    with yaten.no_grad():
        if kind == "normal":
            return yaten.randn(shape, dtype=like.dtype, device=like.device)
        u = yaten.rand(shape, dtype=like.dtype, device=like.device)
        tiny = yaten.finfo(like.dtype).tiny
        return u.clamp(min=tiny) if kind == "uniform" else u


class _LocScale(Distribution):
    """loc and scale parameters, broadcast together."""
    arg_constraints = {"loc": constraints.real, "scale": constraints.positive}
    support = constraints.real
    has_rsample = True

    def __init__(self, loc, scale, validate_args=None):
        self.loc, self.scale = broadcast_all(loc, scale)
        super().__init__(_batch_shape(self.loc, loc, scale), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(type(self), batch_shape, _instance, params=("loc", "scale"))

    def _standardize(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return (value - self.loc) / self.scale


class Normal(CenteredAtLoc, _LocScale, ExponentialFamily):
    """Normal (Gaussian) with mean loc and standard deviation scale."""
    _mean_carrier_measure = 0

    @property
    def stddev(self):
        return self.scale

    @property
    def variance(self):
        return self.stddev.pow(2)

    def sample(self, sample_shape=yaten.Size()):
        with yaten.no_grad():
            return yaten.normal(self.loc.expand(self._extended_shape(sample_shape)),
                                self.scale.expand(self._extended_shape(sample_shape)))

    def rsample(self, sample_shape=yaten.Size()):
        return self.loc + _draw(self._extended_shape(sample_shape), self.loc, "normal") * self.scale

    def log_prob(self, value):
        z = self._standardize(value)
        log_scale = math.log(self.scale) if isinstance(self.scale, Number) else self.scale.log()
        return -0.5 * z * z - log_scale - math.log(math.sqrt(2 * math.pi))

    def cdf(self, value):
        return 0.5 * (1 + yaten.erf(self._standardize(value) / math.sqrt(2)))

    def icdf(self, value):
        return self.loc + self.scale * yaten.erfinv(2 * value - 1) * math.sqrt(2)

    def entropy(self):
        return 0.5 + 0.5 * math.log(2 * math.pi) + yaten.log(self.scale)

    @property
    def _natural_params(self):
        return self.loc / self.scale.pow(2), -0.5 * self.scale.pow(2).reciprocal()

    def _log_normalizer(self, x, y):
        return -0.25 * x.pow(2) / y + 0.5 * yaten.log(-math.pi / y)


class Laplace(CenteredAtLoc, _LocScale):
    """Laplace with location loc and scale (diversity) scale."""

    @property
    def variance(self):
        return 2 * self.scale.pow(2)

    @property
    def stddev(self):
        return math.sqrt(2) * self.scale

    def rsample(self, sample_shape=yaten.Size()):
        eps = yaten.finfo(self.loc.dtype).eps
        u = _draw(self._extended_shape(sample_shape), self.loc, "raw") * 2 - 1
        u = u.clamp(min=eps - 1)  # keeps log1p(-|u|) finite
        return self.loc - self.scale * u.sign() * yaten.log1p(-u.abs())

    def log_prob(self, value):
        return -yaten.log(2 * self.scale) - self._standardize(value).abs()

    def cdf(self, value):
        z = self._standardize(value)
        return 0.5 - 0.5 * z.sign() * yaten.expm1(-z.abs())

    def icdf(self, value):
        term = value - 0.5
        return self.loc - self.scale * term.sign() * yaten.log1p(-2 * term.abs())

    def entropy(self):
        return 1 + yaten.log(2 * self.scale)


class Cauchy(_LocScale):
    """Cauchy (Lorentz) with median loc and half width at half maximum scale."""

    @property
    def mean(self):
        return yaten.full(self._extended_shape(), math.nan, dtype=self.loc.dtype)

    @property
    def mode(self):
        return self.loc

    @property
    def variance(self):
        return yaten.full(self._extended_shape(), math.inf, dtype=self.loc.dtype)

    def rsample(self, sample_shape=yaten.Size()):
        u = _draw(self._extended_shape(sample_shape), self.loc, "raw")
        return self.loc + self.scale * yaten.tan(math.pi * (u - 0.5))

    def log_prob(self, value):
        return -math.log(math.pi) - self.scale.log() - self._standardize(value).pow(2).log1p()

    def cdf(self, value):
        return yaten.atan(self._standardize(value)) / math.pi + 0.5

    def icdf(self, value):
        return yaten.tan(math.pi * (value - 0.5)) * self.scale + self.loc

    def entropy(self):
        return math.log(4 * math.pi) + self.scale.log()


class Uniform(Distribution):
    """Uniform on the half-open interval [low, high)."""
    arg_constraints = {"low": constraints.dependent(is_discrete=False, event_dim=0),
                       "high": constraints.dependent(is_discrete=False, event_dim=0)}
    has_rsample = True

    def __init__(self, low, high, validate_args=None):
        self.low, self.high = broadcast_all(low, high)
        super().__init__(_batch_shape(self.low, low, high), validate_args=validate_args)
        if self._validate_args and not yaten.lt(self.low, self.high).all():
            raise ValueError("Uniform is not defined when low>= high")

    def expand(self, batch_shape, _instance=None):
        return self._expanded(Uniform, batch_shape, _instance, params=("low", "high"))

    @constraints.dependent_property(is_discrete=False, event_dim=0)
    def support(self):
        return constraints.interval(self.low, self.high)

    @property
    def mean(self):
        return (self.high + self.low) / 2

    @property
    def mode(self):
        return math.nan * self.high

    @property
    def stddev(self):
        return (self.high - self.low) / 12 ** 0.5

    @property
    def variance(self):
        return (self.high - self.low).pow(2) / 12

    def rsample(self, sample_shape=yaten.Size()):
        return self.low + _draw(self._extended_shape(sample_shape), self.low, "raw") * (self.high - self.low)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        inside = self.low.le(value).type_as(self.low) * self.high.gt(value).type_as(self.low)
        return yaten.log(inside) - yaten.log(self.high - self.low)

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return ((value - self.low) / (self.high - self.low)).clamp(min=0, max=1)

    def icdf(self, value):
        return value * (self.high - self.low) + self.low

    def entropy(self):
        return yaten.log(self.high - self.low)


class Exponential(ExponentialFamily):
    """Exponential with rate rate (mean 1 / rate)."""
    _mean_carrier_measure = 0
    arg_constraints = {"rate": constraints.positive}
    support = constraints.nonnegative
    has_rsample = True

    def __init__(self, rate, validate_args=None):
        self.rate, = broadcast_all(rate)
        super().__init__(_batch_shape(self.rate, rate), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(Exponential, batch_shape, _instance, params=("rate",))

    @property
    def mean(self):
        return self.rate.reciprocal()

    @property
    def mode(self):
        return yaten.zeros_like(self.rate)

    @property
    def stddev(self):
        return self.rate.reciprocal()

    @property
    def variance(self):
        return self.rate.pow(-2)

    def rsample(self, sample_shape=yaten.Size()):
        return -_draw(self._extended_shape(sample_shape), self.rate, "uniform").log() / self.rate

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return self.rate.log() - self.rate * value

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return 1 - yaten.exp(-self.rate * value)

    def icdf(self, value):
        return -yaten.log1p(-value) / self.rate

    def entropy(self):
        return 1.0 - yaten.log(self.rate)

    @property
    def _natural_params(self):
        return (-self.rate,)

    def _log_normalizer(self, x):
        return -yaten.log(-x)


def standard_gamma(concentration):
    """Gamma(concentration, 1) draws by Marsaglia and Tsang's method (a shape
    below 1 boosted by one, then scaled by u ** (1 / shape)); each draw is a
    differentiable function of concentration given its accepted proposal."""
    shape = concentration.shape
    boost = concentration < 1
    alpha = yaten.where(boost, concentration + 1, concentration)
    d = alpha - 1.0 / 3
    c = (9 * d).rsqrt()
    with yaten.no_grad():
        d0, c0 = d.detach(), c.detach()
        accepted = yaten.zeros(shape, dtype=concentration.dtype)
        pending = yaten.ones(shape, dtype=yaten.bool)
        while bool(pending.any()):
            x = _draw(shape, concentration, "normal")
            u = _draw(shape, concentration, "uniform")
            v = (1 + c0 * x).pow(3)
            ok = (v > 0) & (u.log() < 0.5 * x * x + d0 - d0 * v + d0 * v.clamp(min=1e-30).log())
            accepted = yaten.where(pending & ok, x, accepted)
            pending = pending & ~ok
    z = d * (1 + c * accepted).pow(3)
    if bool(boost.any()):
        u = _draw(shape, concentration, "uniform")
        z = z * yaten.where(boost, u.pow(concentration.reciprocal()), yaten.ones_like(z))
    return z.clamp(min=yaten.finfo(concentration.dtype).tiny)


class Gamma(ExponentialFamily):
    """Gamma with shape concentration and rate rate."""
    _mean_carrier_measure = 0
    arg_constraints = {"concentration": constraints.positive, "rate": constraints.positive}
    support = constraints.nonnegative
    has_rsample = True

    def __init__(self, concentration, rate, validate_args=None):
        self.concentration, self.rate = broadcast_all(concentration, rate)
        super().__init__(_batch_shape(self.rate, concentration, rate), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(Gamma, batch_shape, _instance, params=("concentration", "rate"))

    @property
    def mean(self):
        return self.concentration / self.rate

    @property
    def mode(self):
        return ((self.concentration - 1) / self.rate).clamp(min=0)

    @property
    def variance(self):
        return self.concentration / self.rate.pow(2)

    def rsample(self, sample_shape=yaten.Size()):
        shape = self._extended_shape(sample_shape)
        return standard_gamma(self.concentration.expand(shape)) / self.rate.expand(shape)

    def log_prob(self, value):
        value = yaten.as_tensor(value, dtype=self.rate.dtype)
        if self._validate_args:
            self._validate_sample(value)
        return (yaten.xlogy(self.concentration, self.rate) + yaten.xlogy(self.concentration - 1, value)
                - self.rate * value - yaten.lgamma(self.concentration))

    def entropy(self):
        return (self.concentration - yaten.log(self.rate) + yaten.lgamma(self.concentration)
                + (1.0 - self.concentration) * yaten.digamma(self.concentration))

    @property
    def _natural_params(self):
        return self.concentration - 1, -self.rate

    def _log_normalizer(self, x, y):
        return yaten.lgamma(x + 1) + (x + 1) * yaten.log(-y.reciprocal())


class Chi2(Gamma):
    """Chi-squared with df degrees of freedom: Gamma(df / 2, 1 / 2)."""
    arg_constraints = {"df": constraints.positive}

    def __init__(self, df, validate_args=None):
        df, = broadcast_all(df)
        super().__init__(0.5 * df, 0.5, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return super().expand(batch_shape, self._get_checked_instance(Chi2, _instance))

    @property
    def df(self):
        return self.concentration * 2


class Beta(ExponentialFamily):
    """Beta with concentrations concentration1 (alpha) and concentration0 (beta)."""
    arg_constraints = {"concentration1": constraints.positive, "concentration0": constraints.positive}
    support = constraints.unit_interval
    has_rsample = True

    def __init__(self, concentration1, concentration0, validate_args=None):
        from yaten.distributions.multivariate import Dirichlet
        c1, c0 = broadcast_all(concentration1, concentration0)
        self._dirichlet = Dirichlet(yaten.stack([c1, c0], -1), validate_args=validate_args)
        super().__init__(self._dirichlet._batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(Beta, batch_shape, _instance, params=(), parts=("_dirichlet",))

    @property
    def concentration1(self):
        return self._dirichlet.concentration[..., 0]

    @property
    def concentration0(self):
        return self._dirichlet.concentration[..., 1]

    @property
    def mean(self):
        return self.concentration1 / (self.concentration1 + self.concentration0)

    @property
    def mode(self):
        return self._dirichlet.mode[..., 0]

    @property
    def variance(self):
        total = self.concentration1 + self.concentration0
        return self.concentration1 * self.concentration0 / (total.pow(2) * (total + 1))

    def rsample(self, sample_shape=()):
        return self._dirichlet.rsample(sample_shape).select(-1, 0)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return self._dirichlet.log_prob(yaten.stack([value, 1.0 - value], -1))

    def entropy(self):
        return self._dirichlet.entropy()

    @property
    def _natural_params(self):
        return self.concentration1, self.concentration0

    def _log_normalizer(self, x, y):
        return yaten.lgamma(x) + yaten.lgamma(y) - yaten.lgamma(x + y)


class StudentT(Distribution):
    """Student's t with df degrees of freedom, location loc and scale scale."""
    arg_constraints = {"df": constraints.positive, "loc": constraints.real, "scale": constraints.positive}
    support = constraints.real
    has_rsample = True

    def __init__(self, df, loc=0., scale=1., validate_args=None):
        self.df, self.loc, self.scale = broadcast_all(df, loc, scale)
        self._chi2 = Chi2(self.df)
        super().__init__(self.df.size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(StudentT, batch_shape, _instance, params=("df", "loc", "scale"), parts=("_chi2",))

    @property
    def mean(self):
        return yaten.where(self.df > 1, self.loc, yaten.full_like(self.loc, math.nan))

    @property
    def mode(self):
        return self.loc

    @property
    def variance(self):
        var = self.scale.pow(2) * self.df / (self.df - 2)
        var = yaten.where(self.df > 2, var, yaten.full_like(var, math.inf))
        return yaten.where(self.df > 1, var, yaten.full_like(var, math.nan))

    def rsample(self, sample_shape=yaten.Size()):
        shape = self._extended_shape(sample_shape)
        x = _draw(shape, self.df, "normal")
        z = self._chi2.rsample(sample_shape)
        return self.loc + self.scale * x * yaten.rsqrt(z / self.df)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        y = (value - self.loc) / self.scale
        z = (self.scale.log() + 0.5 * self.df.log() + 0.5 * math.log(math.pi)
             + yaten.lgamma(0.5 * self.df) - yaten.lgamma(0.5 * (self.df + 1.)))
        return -0.5 * (self.df + 1.) * yaten.log1p(y.pow(2) / self.df) - z

    def entropy(self):
        lbeta = yaten.lgamma(0.5 * self.df) + math.lgamma(0.5) - yaten.lgamma(0.5 * (self.df + 1))
        return (self.scale.log() + 0.5 * (self.df + 1) * (yaten.digamma(0.5 * (self.df + 1))
                                                          - yaten.digamma(0.5 * self.df))
                + 0.5 * self.df.log() + lbeta)
