"""Multivariate distributions: Dirichlet (over the simplex) and
MultivariateNormal (covariance, precision or scale_tril)."""
import math

import yaten
from yaten.distributions import constraints
from yaten.distributions.continuous import standard_gamma
from yaten.distributions.distribution import Distribution
from yaten.distributions.exp_family import ExponentialFamily
from yaten.distributions.utils import lazy_property

__all__ = ["Dirichlet", "MultivariateNormal"]


class Dirichlet(ExponentialFamily):
    """Dirichlet with concentration over the last dim."""
    arg_constraints = {"concentration": constraints.independent(constraints.positive, 1)}
    support = constraints.simplex
    has_rsample = True

    def __init__(self, concentration, validate_args=None):
        if concentration.dim() < 1:
            raise ValueError("`concentration` parameter must be at least one-dimensional.")
        self.concentration = concentration
        super().__init__(concentration.shape[:-1], concentration.shape[-1:], validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(Dirichlet, batch_shape, _instance, params=("concentration",))

    def rsample(self, sample_shape=()):
        gammas = standard_gamma(self.concentration.expand(self._extended_shape(sample_shape)))
        return gammas / gammas.sum(-1, keepdim=True)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        c = self.concentration
        return (yaten.xlogy(c - 1.0, value).sum(-1) + yaten.lgamma(c.sum(-1)) - yaten.lgamma(c).sum(-1))

    @property
    def mean(self):
        return self.concentration / self.concentration.sum(-1, True)

    @property
    def mode(self):
        shifted = (self.concentration - 1).clamp(min=0.)
        mode = shifted / shifted.sum(-1, True)
        below_one = (self.concentration < 1).all(-1)
        mode[below_one] = yaten.nn.functional.one_hot(mode[below_one].argmax(-1), shifted.shape[-1]).to(mode.dtype)
        return mode

    @property
    def variance(self):
        total = self.concentration.sum(-1, True)
        return self.concentration * (total - self.concentration) / (total.pow(2) * (total + 1))

    def entropy(self):
        k = self.concentration.size(-1)
        a0 = self.concentration.sum(-1)
        return (yaten.lgamma(self.concentration).sum(-1) - yaten.lgamma(a0) - (k - a0) * yaten.digamma(a0)
                - ((self.concentration - 1.0) * yaten.digamma(self.concentration)).sum(-1))

    @property
    def _natural_params(self):
        return (self.concentration,)

    def _log_normalizer(self, x):
        return x.lgamma().sum(-1) - yaten.lgamma(x.sum(-1))


def _batch_mv(bmat, bvec):
    return yaten.matmul(bmat, bvec.unsqueeze(-1)).squeeze(-1)


def _precision_to_scale_tril(precision):
    # The Cholesky factor of the flipped precision gives the covariance's lower factor.
    lf = yaten.linalg.cholesky(yaten.flip(precision, (-2, -1)))
    l_inv = yaten.transpose(yaten.flip(lf, (-2, -1)), -2, -1)
    eye = yaten.eye(precision.shape[-1], dtype=precision.dtype)
    return yaten.linalg.solve_triangular(l_inv, eye, upper=False)


class MultivariateNormal(Distribution):
    """Normal over vectors, with mean loc and exactly one of covariance_matrix,
    precision_matrix or scale_tril (the covariance's lower Cholesky factor)."""
    arg_constraints = {"loc": constraints.real_vector, "covariance_matrix": constraints.positive_definite,
                       "precision_matrix": constraints.positive_definite, "scale_tril": constraints.lower_cholesky}
    support = constraints.real_vector
    has_rsample = True

    def __init__(self, loc, covariance_matrix=None, precision_matrix=None, scale_tril=None, validate_args=None):
        if loc.dim() < 1:
            raise ValueError("loc must be at least one-dimensional.")
        if (covariance_matrix is not None) + (scale_tril is not None) + (precision_matrix is not None) != 1:
            raise ValueError("Exactly one of covariance_matrix or precision_matrix or scale_tril may be specified.")
        given = scale_tril if scale_tril is not None else (
            covariance_matrix if covariance_matrix is not None else precision_matrix)
        name = "scale_tril" if scale_tril is not None else (
            "covariance_matrix" if covariance_matrix is not None else "precision_matrix")
        if given.dim() < 2:
            raise ValueError(f"{name} matrix must be at least two-dimensional, with optional leading batch dimensions")
        batch_shape = yaten.broadcast_shapes(given.shape[:-2], loc.shape[:-1])
        setattr(self, name, given.expand(batch_shape + (-1, -1)))
        self.loc = loc.expand(batch_shape + (-1,))
        super().__init__(batch_shape, self.loc.shape[-1:], validate_args=validate_args)
        if scale_tril is not None:
            self._unbroadcasted_scale_tril = scale_tril
        elif covariance_matrix is not None:
            self._unbroadcasted_scale_tril = yaten.linalg.cholesky(covariance_matrix)
        else:
            self._unbroadcasted_scale_tril = _precision_to_scale_tril(precision_matrix)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(MultivariateNormal, _instance)
        batch_shape = yaten.Size(batch_shape)
        new.loc = self.loc.expand(batch_shape + self.event_shape)
        new._unbroadcasted_scale_tril = self._unbroadcasted_scale_tril
        for name in ("covariance_matrix", "scale_tril", "precision_matrix"):
            if name in self.__dict__:
                setattr(new, name, self.__dict__[name].expand(batch_shape + self.event_shape + self.event_shape))
        Distribution.__init__(new, batch_shape, self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @lazy_property
    def scale_tril(self):
        return self._unbroadcasted_scale_tril.expand(self._batch_shape + self._event_shape + self._event_shape)

    @lazy_property
    def covariance_matrix(self):
        l = self._unbroadcasted_scale_tril
        return yaten.matmul(l, l.transpose(-2, -1)).expand(self._batch_shape + self._event_shape + self._event_shape)

    @lazy_property
    def precision_matrix(self):
        return yaten.cholesky_inverse(self._unbroadcasted_scale_tril).expand(
            self._batch_shape + self._event_shape + self._event_shape)

    @property
    def mean(self):
        return self.loc

    @property
    def mode(self):
        return self.loc

    @property
    def variance(self):
        return self._unbroadcasted_scale_tril.pow(2).sum(-1).expand(self._batch_shape + self._event_shape)

    def rsample(self, sample_shape=yaten.Size()):
        shape = self._extended_shape(sample_shape)
        with yaten.no_grad():
            eps = yaten.randn(shape, dtype=self.loc.dtype)
        return self.loc + _batch_mv(self._unbroadcasted_scale_tril, eps)

    def _half_log_det(self):
        return self._unbroadcasted_scale_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        diff = value - self.loc
        # The squared Mahalanobis distance: |L^-1 diff|^2, batched and broadcast.
        l = self._unbroadcasted_scale_tril
        shape = yaten.broadcast_shapes(l.shape[:-2], diff.shape[:-1])
        l = l.expand(shape + l.shape[-2:])
        solved = yaten.linalg.solve_triangular(l, diff.expand(shape + diff.shape[-1:]).unsqueeze(-1), upper=False)
        maha = solved.squeeze(-1).pow(2).sum(-1)
        return -0.5 * (self._event_shape[0] * math.log(2 * math.pi) + maha) - self._half_log_det()

    def entropy(self):
        half_log_det = self._half_log_det()
        h = 0.5 * self._event_shape[0] * (1.0 + math.log(2 * math.pi)) + half_log_det
        return h if len(self._batch_shape) == 0 else h.expand(self._batch_shape)
