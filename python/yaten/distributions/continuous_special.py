"""Univariate continuous distributions whose densities need care:
ContinuousBernoulli (a normalizer singular at probs = 1/2, replaced by its
Taylor series near there), VonMises (on the circle, with Bessel functions)
and FisherSnedecor (a ratio of Gammas)."""
import math
from numbers import Number

import yaten
from yaten.distributions import constraints
from yaten.distributions.continuous import Gamma, _batch_shape, _draw
from yaten.distributions.distribution import Distribution
from yaten.distributions.exp_family import ExponentialFamily
from yaten.distributions.utils import (CenteredAtLoc, broadcast_all, clamp_probs, lazy_property, logits_to_probs,
                                      probs_to_logits)

__all__ = ["ContinuousBernoulli", "FisherSnedecor", "VonMises"]


class ContinuousBernoulli(ExponentialFamily):
    """Density C(probs) probs^x (1 - probs)^(1 - x) on [0, 1]. Within lims of
    probs = 1/2, where the exact normalizer and moments divide zero by zero,
    their Taylor series at 1/2 stand in."""
    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}
    support = constraints.unit_interval
    _mean_carrier_measure = 0
    has_rsample = True

    def __init__(self, probs=None, logits=None, lims=(0.499, 0.501), validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        given = probs if probs is not None else logits
        param, = broadcast_all(given)
        if probs is not None:
            validate = self._validate_args if validate_args is None else validate_args
            # Checked before clamping, which would make any value pass.
            if validate and not bool(constraints.unit_interval.check(param).all()):
                raise ValueError("The parameter probs has invalid values")
            self.probs = clamp_probs(param)
        else:
            self.logits = param
        self._param = self.probs if probs is not None else self.logits
        self._lims = lims
        super().__init__(yaten.Size() if isinstance(given, Number) else param.size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(ContinuousBernoulli, batch_shape, _instance, params=("probs", "logits", "_param",
                                                                                     "_lims"))

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs, is_binary=True)

    @lazy_property
    def probs(self):
        return clamp_probs(logits_to_probs(self.logits, is_binary=True))

    @property
    def param_shape(self):
        return self._param.size()

    def _stable(self):
        """Where probs is far enough from 1/2 for the exact formulas."""
        return (self.probs <= self._lims[0]) | (self.probs > self._lims[1])

    def _cut_probs(self):
        """probs where stable, else a stable stand-in, so the unused exact branch stays finite."""
        return yaten.where(self._stable(), self.probs, yaten.full_like(self.probs, self._lims[0]))

    def _exact_or_taylor(self, exact, taylor):
        return yaten.where(self._stable(), exact, taylor)

    def _log_odds_gap(self, p):
        """log(1 - p) - log(p), the normalizer's singular factor."""
        return yaten.log1p(-p) - yaten.log(p)

    def _cont_bern_log_norm(self):
        p = self._cut_probs()
        # C = 2 atanh(1 - 2p) / (1 - 2p); |1 - 2p| = 1 - 2 min(p, 1 - p) keeps log1p accurate at both ends.
        exact = yaten.log(self._log_odds_gap(p).abs()) - yaten.log1p(-2 * yaten.minimum(p, 1 - p))
        x = (self.probs - 0.5).pow(2)
        return self._exact_or_taylor(exact, math.log(2.0) + (4.0 / 3.0 + 104.0 / 45.0 * x) * x)

    @property
    def mean(self):
        p = self._cut_probs()
        exact = p / (2.0 * p - 1.0) + 1.0 / self._log_odds_gap(p)
        x = self.probs - 0.5
        return self._exact_or_taylor(exact, 0.5 + (1.0 / 3.0 + 16.0 / 45.0 * x.pow(2)) * x)

    @property
    def variance(self):
        p = self._cut_probs()
        exact = p * (p - 1.0) / (1.0 - 2.0 * p).pow(2) + 1.0 / self._log_odds_gap(p).pow(2)
        x = (self.probs - 0.5).pow(2)
        return self._exact_or_taylor(exact, 1.0 / 12.0 - (1.0 / 15.0 - 128.0 / 945.0 * x) * x)

    def rsample(self, sample_shape=yaten.Size()):
        return self.icdf(_draw(self._extended_shape(sample_shape), self.probs, "raw"))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        logits, value = broadcast_all(self.logits, value)
        bce = yaten.nn.functional.binary_cross_entropy_with_logits(logits, value, reduction="none")
        return -bce + self._cont_bern_log_norm()

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        p = self._cut_probs()
        exact = (p.pow(value) * (1.0 - p).pow(1.0 - value) + p - 1.0) / (2.0 * p - 1.0)
        inside = self._exact_or_taylor(exact, value)
        return yaten.where(value <= 0.0, yaten.zeros_like(inside),
                           yaten.where(value >= 1.0, yaten.ones_like(inside), inside))

    def icdf(self, value):
        p = self._cut_probs()
        exact = (yaten.log1p(-p + value * (2.0 * p - 1.0)) - yaten.log1p(-p)) / -self._log_odds_gap(p)
        return self._exact_or_taylor(exact, value)

    def entropy(self):
        log_q, log_p = yaten.log1p(-self.probs), yaten.log(self.probs)
        return self.mean * (log_q - log_p) - self._cont_bern_log_norm() - log_q

    @property
    def _natural_params(self):
        return (self.logits,)

    def _log_normalizer(self, x):
        # In the natural parameter (the logits); torch's cut is at lims - 1/2 on that scale.
        stable = (x <= self._lims[0] - 0.5) | (x > self._lims[1] - 0.5)
        cut = yaten.where(stable, x, yaten.full_like(x, self._lims[0] - 0.5))
        exact = yaten.log(yaten.expm1(cut).abs()) - yaten.log(cut.abs())
        return yaten.where(stable, exact, 0.5 * x + x.pow(2) / 24.0 - x.pow(4) / 2880.0)


class VonMises(CenteredAtLoc, Distribution):
    """The circular normal: density exp(concentration cos(x - loc)) / (2 pi I0(concentration));
    loc and values are angles, read modulo 2 pi (mean is the circular mean)."""
    arg_constraints = {"loc": constraints.real, "concentration": constraints.positive}
    support = constraints.real
    has_rsample = False

    def __init__(self, loc, concentration, validate_args=None):
        self.loc, self.concentration = broadcast_all(loc, concentration)
        # Best and Fisher's wrapped Cauchy proposal: its r for this concentration.
        tau = 1 + (1 + 4 * self.concentration.pow(2)).sqrt()
        rho = (tau - (2 * tau).sqrt()) / (2 * self.concentration)
        self._proposal_r = (1 + rho.pow(2)) / (2 * rho)
        super().__init__(self.loc.shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(VonMises, batch_shape, _instance, params=("loc", "concentration", "_proposal_r"))

    @staticmethod
    def _log_i0(k):
        return yaten.log(yaten.special.i0e(k)) + k

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return (self.concentration * yaten.cos(value - self.loc) - math.log(2 * math.pi)
                - self._log_i0(self.concentration))

    def sample(self, sample_shape=yaten.Size()):
        # Best and Fisher (1979): accept a wrapped Cauchy proposal's angle f.acos() by a squeeze test
        # or the exact test, redraw the others.
        shape = self._extended_shape(sample_shape)
        with yaten.no_grad():
            r = self._proposal_r.expand(shape)
            k = self.concentration.expand(shape)
            x = yaten.zeros(shape, dtype=self.loc.dtype)
            pending = yaten.ones(shape, dtype=yaten.bool)
            while bool(pending.any()):
                u1, u2, u3 = _draw((3,) + tuple(shape), self.loc, "uniform").unbind()
                z = yaten.cos(math.pi * u1)
                f = (1 + r * z) / (r + z)
                c = k * (r - f)
                accept = pending & (((c * (2 - c) - u2) > 0) | ((c / u2).log() + 1 - c >= 0))
                x = yaten.where(accept, (u3 - 0.5).sign() * f.clamp(min=-1, max=1).acos(), x)
                pending = pending & ~accept
            return (x + math.pi + self.loc) % (2 * math.pi) - math.pi

    @lazy_property
    def variance(self):
        """The circular variance, 1 - I1(k) / I0(k)."""
        return 1 - yaten.special.i1e(self.concentration) / yaten.special.i0e(self.concentration)


class FisherSnedecor(Distribution):
    """The F distribution with df1 and df2 degrees of freedom: (chi2(df1) / df1) / (chi2(df2) / df2)."""
    arg_constraints = {"df1": constraints.positive, "df2": constraints.positive}
    support = constraints.positive
    has_rsample = True

    def __init__(self, df1, df2, validate_args=None):
        self.df1, self.df2 = broadcast_all(df1, df2)
        self._gamma1 = Gamma(self.df1 * 0.5, self.df1)
        self._gamma2 = Gamma(self.df2 * 0.5, self.df2)
        super().__init__(_batch_shape(self.df1, df1, df2), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(FisherSnedecor, batch_shape, _instance, params=("df1", "df2"),
                              parts=("_gamma1", "_gamma2"))

    @staticmethod
    def _nan_unless(condition, value):
        return yaten.where(condition, value, yaten.full_like(value, math.nan))

    @property
    def mean(self):
        return self._nan_unless(self.df2 > 2, self.df2 / (self.df2 - 2))

    @property
    def mode(self):
        return self._nan_unless(self.df1 > 2, (self.df1 - 2) / self.df1 * self.df2 / (self.df2 + 2))

    @property
    def variance(self):
        df1, df2 = self.df1, self.df2
        return self._nan_unless(df2 > 4, 2 * df2.pow(2) * (df1 + df2 - 2) / (df1 * (df2 - 2).pow(2) * (df2 - 4)))

    def rsample(self, sample_shape=yaten.Size()):
        shape = self._extended_shape(sample_shape)
        tiny = yaten.finfo(self.df1.dtype).tiny
        x1 = self._gamma1.rsample(sample_shape).view(shape)
        x2 = self._gamma2.rsample(sample_shape).view(shape).clamp(min=tiny)
        return (x1 / x2).clamp(min=tiny)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        half1, half2, ratio = self.df1 * 0.5, self.df2 * 0.5, self.df1 / self.df2
        log_beta = (half1 + half2).lgamma() - half1.lgamma() - half2.lgamma()
        return log_beta + half1 * ratio.log() + (half1 - 1) * yaten.log(value) - (half1 + half2) * yaten.log1p(
            ratio * value)
