"""Discrete distributions: Bernoulli, Geometric, Binomial, Poisson,
Categorical, OneHotCategorical and Multinomial, each given probs or logits
(exactly one; the other computed on first use)."""
import math

import yaten
from yaten.distributions import constraints
from yaten.distributions.distribution import Distribution
from yaten.distributions.exp_family import ExponentialFamily
from yaten.distributions.utils import broadcast_all, lazy_property, logits_to_probs, probs_to_logits

__all__ = ["Bernoulli", "Binomial", "Categorical", "Geometric", "Multinomial", "NegativeBinomial",
           "OneHotCategorical", "OneHotCategoricalStraightThrough", "Poisson"]

_bce_with_logits = yaten.nn.functional.binary_cross_entropy_with_logits


def _one_of(probs, logits):
    if (probs is None) == (logits is None):
        raise ValueError("Either `probs` or `logits` must be specified, but not both.")


def _counted(self, total_count, probs, logits, validate_args):
    """Binomial's and NegativeBinomial's parameters: total_count broadcast with probs or logits."""
    _one_of(probs, logits)
    name = "probs" if probs is not None else "logits"
    total_count, param = broadcast_all(total_count, probs if probs is not None else logits)
    self.total_count = total_count.type_as(param)
    setattr(self, name, param)
    self._param = param
    Distribution.__init__(self, param.size(), validate_args=validate_args)


class _Binary(Distribution):
    """A Bernoulli-like parametrization: probs of success, or their logits."""
    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}

    def __init__(self, probs=None, logits=None, validate_args=None):
        _one_of(probs, logits)
        if probs is not None:
            self.probs, = broadcast_all(probs)
        else:
            self.logits, = broadcast_all(logits)
        self._param = self.probs if probs is not None else self.logits
        super().__init__(self._param.size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(type(self), batch_shape, _instance, params=("probs", "logits", "_param"))

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs, is_binary=True)

    @lazy_property
    def probs(self):
        return logits_to_probs(self.logits, is_binary=True)

    @property
    def param_shape(self):
        return self._param.size()


class Bernoulli(_Binary, ExponentialFamily):
    """1 with probability probs, else 0."""
    _mean_carrier_measure = 0
    support = constraints.boolean
    has_enumerate_support = True

    @property
    def mean(self):
        return self.probs

    @property
    def mode(self):
        mode = (self.probs >= 0.5).to(self.probs.dtype)
        return mode.masked_fill(self.probs == 0.5, math.nan)

    @property
    def variance(self):
        return self.probs * (1 - self.probs)

    def sample(self, sample_shape=yaten.Size()):
        with yaten.no_grad():
            return yaten.bernoulli(self.probs.expand(self._extended_shape(sample_shape)))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        logits, value = broadcast_all(self.logits, value)
        return -_bce_with_logits(logits, value, reduction="none")

    def entropy(self):
        return _bce_with_logits(self.logits, self.probs, reduction="none")

    @property
    def _natural_params(self):
        return (yaten.log(self.probs / (1 - self.probs)),)

    def _log_normalizer(self, x):
        return yaten.log(1 + yaten.exp(x))

    def enumerate_support(self, expand=True):
        values = yaten.arange(2, dtype=self._param.dtype).view((-1,) + (1,) * len(self._batch_shape))
        return values.expand((-1,) + tuple(self._batch_shape)) if expand else values


class Geometric(_Binary):
    """The number of failures before the first success of Bernoulli(probs) trials."""
    support = constraints.nonnegative_integer

    @property
    def mean(self):
        return 1. / self.probs - 1.

    @property
    def mode(self):
        return yaten.zeros_like(self.probs)

    @property
    def variance(self):
        return (1. / self.probs - 1.) / self.probs

    def sample(self, sample_shape=yaten.Size()):
        shape = self._extended_shape(sample_shape)
        tiny = yaten.finfo(self.probs.dtype).tiny
        with yaten.no_grad():
            u = yaten.rand(shape, dtype=self.probs.dtype).clamp(min=tiny)
            return (u.log() / (-self.probs).log1p()).floor()

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        value, probs = broadcast_all(value, self.probs)
        probs = probs.clone()
        probs[(probs == 1) & (value == 0)] = 0
        return value * (-probs).log1p() + self.probs.log()

    def entropy(self):
        return _bce_with_logits(self.logits, self.probs, reduction="none") / self.probs


class Binomial(_Binary):
    """The number of successes in total_count Bernoulli(probs) trials."""
    arg_constraints = {"total_count": constraints.nonnegative_integer, "probs": constraints.unit_interval,
                       "logits": constraints.real}
    has_enumerate_support = True

    def __init__(self, total_count=1, probs=None, logits=None, validate_args=None):
        _counted(self, total_count, probs, logits, validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Binomial, _instance)
        new.total_count = self.total_count.expand(yaten.Size(batch_shape))
        return super().expand(batch_shape, new)

    @constraints.dependent_property(is_discrete=True, event_dim=0)
    def support(self):
        return constraints.integer_interval(0, self.total_count)

    @property
    def mean(self):
        return self.total_count * self.probs

    @property
    def mode(self):
        return ((self.total_count + 1) * self.probs).floor().clamp(max=self.total_count)

    @property
    def variance(self):
        return self.total_count * self.probs * (1 - self.probs)

    def sample(self, sample_shape=yaten.Size()):
        shape = self._extended_shape(sample_shape)
        with yaten.no_grad():
            most = int(self.total_count.max()) if self.total_count.numel() else 0
            trials = yaten.rand((most,) + tuple(shape), dtype=self.probs.dtype) < self.probs.expand(shape)
            counted = yaten.arange(most).view((-1,) + (1,) * len(shape)) < self.total_count.expand(shape)
            return (trials & counted).sum(0).to(self.probs.dtype)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        n = self.total_count
        log_choose = yaten.lgamma(n + 1) - yaten.lgamma(value + 1) - yaten.lgamma(n - value + 1)
        # k * logit - n * softplus(logit), stable for large |logit|; 0 * inf terms are 0.
        logits = self.logits
        normalizer = n * logits.clamp(min=0) + n * yaten.log1p(yaten.exp(-logits.abs()))
        return log_choose + value * logits - normalizer

    def entropy(self):
        if not bool((self.total_count == self.total_count.flatten()[0]).all()):
            raise NotImplementedError("Inhomogeneous total count not supported by `entropy`.")
        support = self.enumerate_support(False)
        log_prob = self.log_prob(support)
        return -(yaten.exp(log_prob) * log_prob).sum(0)

    def enumerate_support(self, expand=True):
        total = int(self.total_count.max())
        if not bool((self.total_count == total).all()):
            raise NotImplementedError("Inhomogeneous total count not supported by `enumerate_support`.")
        values = yaten.arange(1 + total, dtype=self._param.dtype).view((-1,) + (1,) * len(self._batch_shape))
        return values.expand((-1,) + tuple(self._batch_shape)) if expand else values


class Poisson(ExponentialFamily):
    """Poisson with rate rate."""
    arg_constraints = {"rate": constraints.nonnegative}
    support = constraints.nonnegative_integer

    def __init__(self, rate, validate_args=None):
        self.rate, = broadcast_all(rate)
        super().__init__(self.rate.size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(Poisson, batch_shape, _instance, params=("rate",))

    @property
    def mean(self):
        return self.rate

    @property
    def mode(self):
        return self.rate.floor()

    @property
    def variance(self):
        return self.rate

    def sample(self, sample_shape=yaten.Size()):
        with yaten.no_grad():
            return yaten.poisson(self.rate.expand(self._extended_shape(sample_shape)))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        rate, value = broadcast_all(self.rate, value)
        return value.xlogy(rate) - rate - (value + 1).lgamma()

    @property
    def _natural_params(self):
        return (yaten.log(self.rate),)

    def _log_normalizer(self, x):
        return yaten.exp(x)


class Categorical(Distribution):
    """One of K categories (0 .. K - 1) with probabilities probs (or logits) over the last dim."""
    arg_constraints = {"probs": constraints.simplex, "logits": constraints.independent(constraints.real, 1)}
    has_enumerate_support = True

    def __init__(self, probs=None, logits=None, validate_args=None):
        _one_of(probs, logits)
        if probs is not None:
            if probs.dim() < 1:
                raise ValueError("`probs` parameter must be at least one-dimensional.")
            self.probs = probs / probs.sum(-1, keepdim=True)
        else:
            if logits.dim() < 1:
                raise ValueError("`logits` parameter must be at least one-dimensional.")
            self.logits = logits - logits.logsumexp(dim=-1, keepdim=True)
        self._param = self.probs if probs is not None else self.logits
        self._num_events = self._param.size()[-1]
        batch_shape = self._param.size()[:-1] if self._param.dim() > 1 else yaten.Size()
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(Categorical, batch_shape, _instance, params=("probs", "logits", "_param", "_num_events"))

    @constraints.dependent_property(is_discrete=True, event_dim=0)
    def support(self):
        return constraints.integer_interval(0, self._num_events - 1)

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs)

    @lazy_property
    def probs(self):
        return logits_to_probs(self.logits)

    @property
    def param_shape(self):
        return self._param.size()

    @property
    def mean(self):
        return yaten.full(self._extended_shape(), math.nan, dtype=self.probs.dtype)

    @property
    def mode(self):
        return self.probs.argmax(dim=-1)

    @property
    def variance(self):
        return yaten.full(self._extended_shape(), math.nan, dtype=self.probs.dtype)

    def sample(self, sample_shape=yaten.Size()):
        if not isinstance(sample_shape, yaten.Size):
            sample_shape = yaten.Size(sample_shape)
        with yaten.no_grad():
            probs_2d = self.probs.reshape(-1, self._num_events)
            draws = yaten.multinomial(probs_2d, max(sample_shape.numel(), 1), True).T
            return draws.reshape(self._extended_shape(sample_shape))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        value = value.long().unsqueeze(-1)
        value, log_pmf = yaten.broadcast_tensors(value, self.logits)
        return log_pmf.gather(-1, value[..., :1]).squeeze(-1)

    def entropy(self):
        logits = self.logits.clamp(min=yaten.finfo(self.logits.dtype).min)
        return -(logits * self.probs).sum(-1)

    def enumerate_support(self, expand=True):
        values = yaten.arange(self._num_events, dtype=yaten.long).view((-1,) + (1,) * len(self._batch_shape))
        return values.expand((-1,) + tuple(self._batch_shape)) if expand else values


class _OverCategorical(Distribution):
    """A distribution built on a Categorical (self._categorical): its parameters."""

    @property
    def _param(self):
        return self._categorical._param

    @property
    def probs(self):
        return self._categorical.probs

    @property
    def logits(self):
        return self._categorical.logits

    @property
    def param_shape(self):
        return self._categorical.param_shape


class OneHotCategorical(_OverCategorical):
    """Categorical with one-hot samples (events of size K)."""
    arg_constraints = {"probs": constraints.simplex, "logits": constraints.independent(constraints.real, 1)}
    support = constraints.one_hot
    has_enumerate_support = True

    def __init__(self, probs=None, logits=None, validate_args=None):
        self._categorical = Categorical(probs, logits)
        param = self._categorical.param_shape
        super().__init__(param[:-1], param[-1:], validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(OneHotCategorical, batch_shape, _instance, params=(), parts=("_categorical",))

    @property
    def mean(self):
        return self._categorical.probs

    @property
    def mode(self):
        probs = self._categorical.probs
        return yaten.nn.functional.one_hot(probs.argmax(-1), probs.shape[-1]).to(probs.dtype)

    @property
    def variance(self):
        return self._categorical.probs * (1 - self._categorical.probs)

    def sample(self, sample_shape=yaten.Size()):
        probs = self._categorical.probs
        indices = self._categorical.sample(sample_shape)
        return yaten.nn.functional.one_hot(indices, probs.shape[-1]).to(probs.dtype)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return self._categorical.log_prob(value.max(-1)[1])

    def entropy(self):
        return self._categorical.entropy()

    def enumerate_support(self, expand=True):
        n = self.event_shape[0]
        values = yaten.eye(n, dtype=self._param.dtype).view((n,) + (1,) * len(self.batch_shape) + (n,))
        return values.expand((n,) + tuple(self.batch_shape) + (n,)) if expand else values


class Multinomial(_OverCategorical):
    """Counts of each of K categories over total_count Categorical(probs) draws."""
    arg_constraints = {"probs": constraints.simplex, "logits": constraints.independent(constraints.real, 1)}

    def __init__(self, total_count=1, probs=None, logits=None, validate_args=None):
        if not isinstance(total_count, int):
            raise NotImplementedError("inhomogeneous total_count is not supported")
        self.total_count = total_count
        self._categorical = Categorical(probs=probs, logits=logits)
        self._binomial = Binomial(total_count=total_count, probs=self.probs)
        param = self._categorical.param_shape
        super().__init__(param[:-1], param[-1:], validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Multinomial, _instance)
        batch_shape = yaten.Size(batch_shape)
        new.total_count = self.total_count
        new._categorical = self._categorical.expand(batch_shape)
        new._binomial = Binomial(total_count=self.total_count, probs=new._categorical.probs)
        Distribution.__init__(new, batch_shape, self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @constraints.dependent_property(is_discrete=True, event_dim=1)
    def support(self):
        return constraints.multinomial(self.total_count)

    @property
    def mean(self):
        return self.probs * self.total_count

    @property
    def variance(self):
        return self.total_count * self.probs * (1 - self.probs)

    def sample(self, sample_shape=yaten.Size()):
        sample_shape = yaten.Size(sample_shape)
        draws = self._categorical.sample(yaten.Size((self.total_count,)) + sample_shape)
        counts = yaten.nn.functional.one_hot(draws, self.event_shape[0]).sum(0)
        return counts.to(self.probs.dtype)

    def entropy(self):
        n = yaten.tensor(self.total_count, dtype=self.probs.dtype)
        support = self._binomial.enumerate_support()
        binomial_probs = self._binomial.log_prob(support).exp()
        weights = yaten.lgamma(support + 1)
        return (n * self._categorical.entropy() - yaten.lgamma(n + 1)
                + (binomial_probs * weights).sum([0, -1]))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        logits, value = broadcast_all(self.logits, value)
        logits = logits.clone()
        log_factorial_n = yaten.lgamma(value.sum(-1) + 1)
        log_factorial_xs = yaten.lgamma(value + 1).sum(-1)
        logits[(value == 0) & (logits == -math.inf)] = 0
        return log_factorial_n - log_factorial_xs + (logits * value).sum(-1)


class NegativeBinomial(_Binary):
    """The number of successes before total_count failures of Bernoulli(probs) trials."""
    arg_constraints = {"total_count": constraints.greater_than_eq(0), "probs": constraints.half_open_interval(0., 1.),
                       "logits": constraints.real}
    support = constraints.nonnegative_integer

    def __init__(self, total_count, probs=None, logits=None, validate_args=None):
        _counted(self, total_count, probs, logits, validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(NegativeBinomial, batch_shape, _instance, params=("total_count", "probs", "logits",
                                                                                "_param"))

    @property
    def mean(self):
        return self.total_count * yaten.exp(self.logits)

    @property
    def mode(self):
        return ((self.total_count - 1) * self.logits.exp()).floor().clamp(min=0.)

    @property
    def variance(self):
        return self.mean / yaten.sigmoid(-self.logits)

    def sample(self, sample_shape=yaten.Size()):
        from yaten.distributions.continuous import Gamma
        with yaten.no_grad():
            rate = Gamma(concentration=self.total_count, rate=yaten.exp(-self.logits)).sample(sample_shape)
            return yaten.poisson(rate)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        logsigmoid = yaten.nn.functional.logsigmoid
        log_unnormalized = self.total_count * logsigmoid(-self.logits) + value * logsigmoid(self.logits)
        log_normalization = -yaten.lgamma(self.total_count + value) + yaten.lgamma(1. + value) \
            + yaten.lgamma(self.total_count)
        # lgamma(0) is inf: a total count and value of 0 have probability 1.
        log_normalization = log_normalization.masked_fill(self.total_count + value == 0., 0.)
        return log_unnormalized - log_normalization


class OneHotCategoricalStraightThrough(OneHotCategorical):
    """OneHotCategorical whose rsample passes gradients to probs straight through the one-hot draw."""
    has_rsample = True

    def rsample(self, sample_shape=yaten.Size()):
        samples = self.sample(sample_shape)
        probs = self._categorical.probs
        return samples + (probs - probs.detach())
