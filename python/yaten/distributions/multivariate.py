"""Multivariate distributions: Dirichlet (over the simplex),
MultivariateNormal (covariance, precision or scale_tril) and
LowRankMultivariateNormal (covariance cov_factor @ cov_factor.T + diag(cov_diag))."""
import math

import yaten
from yaten.distributions import constraints
from yaten.distributions.continuous import standard_gamma
from yaten.distributions.distribution import Distribution
from yaten.distributions.exp_family import ExponentialFamily
from yaten.distributions.utils import CenteredAtLoc, lazy_property

__all__ = ["Dirichlet", "LowRankMultivariateNormal", "MultivariateNormal"]


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


class _Gaussian(CenteredAtLoc, Distribution):
    """What the normal distributions over vectors share, given log det(cov)
    (_log_det_cov), a root F of cov (F F^T = cov, _cov_root) and
    tr(X^T cov^-1 X) (_trace_inv_cov): the density, entropy and, in kl.py, KL."""
    support = constraints.real_vector
    has_rsample = True

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        maha = self._trace_inv_cov((value - self.loc).unsqueeze(-1))
        return -0.5 * (self._event_shape[0] * math.log(2 * math.pi) + self._log_det_cov() + maha)

    def entropy(self):
        h = 0.5 * (self._event_shape[0] * (1.0 + math.log(2 * math.pi)) + self._log_det_cov())
        return h if len(self._batch_shape) == 0 else h.expand(self._batch_shape)


class MultivariateNormal(_Gaussian):
    """Normal over vectors, with mean loc and exactly one of covariance_matrix,
    precision_matrix or scale_tril (the covariance's lower Cholesky factor)."""
    arg_constraints = {"loc": constraints.real_vector, "covariance_matrix": constraints.positive_definite,
                       "precision_matrix": constraints.positive_definite, "scale_tril": constraints.lower_cholesky}

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
    def variance(self):
        return self._unbroadcasted_scale_tril.pow(2).sum(-1).expand(self._batch_shape + self._event_shape)

    def rsample(self, sample_shape=yaten.Size()):
        shape = self._extended_shape(sample_shape)
        with yaten.no_grad():
            eps = yaten.randn(shape, dtype=self.loc.dtype)
        return self.loc + _batch_mv(self._unbroadcasted_scale_tril, eps)

    def _log_det_cov(self):
        return 2 * self._unbroadcasted_scale_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1)

    def _cov_root(self):
        return self._unbroadcasted_scale_tril

    def _trace_inv_cov(self, x):
        l = self._unbroadcasted_scale_tril
        shape = yaten.broadcast_shapes(l.shape[:-2], x.shape[:-2])
        return yaten.linalg.solve_triangular(l.expand(shape + l.shape[-2:]), x.expand(shape + x.shape[-2:]),
                                             upper=False).pow(2).sum((-2, -1))


class LowRankMultivariateNormal(_Gaussian):
    """Normal over vectors with mean loc and covariance W W^T + diag(D), W =
    cov_factor (n x rank), D = cov_diag: log densities and entropy need only
    the rank x rank capacitance I + W^T D^-1 W (Woodbury, determinant lemma)."""
    arg_constraints = {"loc": constraints.real_vector, "cov_factor": constraints.independent(constraints.real, 2),
                       "cov_diag": constraints.independent(constraints.positive, 1)}

    def __init__(self, loc, cov_factor, cov_diag, validate_args=None):
        if loc.dim() < 1:
            raise ValueError("loc must be at least one-dimensional.")
        event_shape = loc.shape[-1:]
        if cov_factor.dim() < 2:
            raise ValueError("cov_factor must be at least two-dimensional, with optional leading batch dimensions")
        if tuple(cov_factor.shape[-2:-1]) != tuple(event_shape):
            raise ValueError(f"cov_factor must be a batch of matrices with shape {event_shape[0]} x m")
        if tuple(cov_diag.shape[-1:]) != tuple(event_shape):
            raise ValueError(f"cov_diag must be a batch of vectors with shape {tuple(event_shape)}")
        try:
            loc_, self.cov_factor, diag_ = yaten.broadcast_tensors(loc.unsqueeze(-1), cov_factor,
                                                                   cov_diag.unsqueeze(-1))
        except RuntimeError as e:
            raise ValueError(f"Incompatible batch shapes: loc {loc.shape}, cov_factor {cov_factor.shape}, "
                             f"cov_diag {cov_diag.shape}") from e
        self.loc, self.cov_diag = loc_[..., 0], diag_[..., 0]
        self._unbroadcasted_cov_factor, self._unbroadcasted_cov_diag = cov_factor, cov_diag
        # Validated first: torch factors the capacitance first and reports a bad cov_diag as a LinAlgError.
        super().__init__(self.loc.shape[:-1], event_shape, validate_args=validate_args)
        self._capacitance_tril = self._capacitance(cov_factor, cov_diag)

    @staticmethod
    def _capacitance(w, d):
        """The lower Cholesky factor of I + W^T D^-1 W."""
        k = yaten.matmul(w.transpose(-2, -1) / d.unsqueeze(-2), w)
        return yaten.linalg.cholesky(k + yaten.eye(w.shape[-1], dtype=w.dtype, device=w.device))

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(LowRankMultivariateNormal, _instance)
        shape = yaten.Size(batch_shape) + self.event_shape
        new.loc, new.cov_diag = self.loc.expand(shape), self.cov_diag.expand(shape)
        new.cov_factor = self.cov_factor.expand(shape + self.cov_factor.shape[-1:])
        for name in ("_unbroadcasted_cov_factor", "_unbroadcasted_cov_diag", "_capacitance_tril"):
            setattr(new, name, getattr(self, name))
        Distribution.__init__(new, batch_shape, self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    def _full(self, value, matrix=False):
        return value.expand(self._batch_shape + self._event_shape + (self._event_shape if matrix else ()))

    @lazy_property
    def variance(self):
        return self._full(self._unbroadcasted_cov_factor.pow(2).sum(-1) + self._unbroadcasted_cov_diag)

    @lazy_property
    def scale_tril(self):
        # W W^T + D = D^1/2 (I + D^-1/2 W W^T D^-1/2) D^1/2; the middle has eigenvalues >= 1, so
        # its Cholesky factor is well conditioned.
        n = self._event_shape[0]
        root_d = self._unbroadcasted_cov_diag.sqrt().unsqueeze(-1)
        scaled = self._unbroadcasted_cov_factor / root_d
        k = yaten.matmul(scaled, scaled.transpose(-2, -1)) + yaten.eye(n, dtype=scaled.dtype)
        return self._full(root_d * yaten.linalg.cholesky(k), matrix=True)

    @lazy_property
    def covariance_matrix(self):
        w = self._unbroadcasted_cov_factor
        return self._full(yaten.matmul(w, w.transpose(-2, -1)) + yaten.diag_embed(self._unbroadcasted_cov_diag),
                          matrix=True)

    @lazy_property
    def precision_matrix(self):
        # Woodbury: (W W^T + D)^-1 = D^-1 - A^T A, A = C^-1 W^T D^-1 with C the capacitance factor.
        a = self._woodbury_factor()
        return self._full(yaten.diag_embed(self._unbroadcasted_cov_diag.reciprocal())
                          - yaten.matmul(a.transpose(-2, -1), a), matrix=True)

    def _woodbury_factor(self):
        w, d, c = self._unbroadcasted_cov_factor, self._unbroadcasted_cov_diag, self._capacitance_tril
        wt_dinv = w.transpose(-2, -1) / d.unsqueeze(-2)
        shape = yaten.broadcast_shapes(c.shape[:-2], wt_dinv.shape[:-2])
        return yaten.linalg.solve_triangular(c.expand(shape + c.shape[-2:]), wt_dinv.expand(shape + wt_dinv.shape[-2:]),
                                             upper=False)

    def rsample(self, sample_shape=yaten.Size()):
        shape = self._extended_shape(sample_shape)
        with yaten.no_grad():
            eps_w = yaten.randn(shape[:-1] + self.cov_factor.shape[-1:], dtype=self.loc.dtype)
            eps_d = yaten.randn(shape, dtype=self.loc.dtype)
        return (self.loc + _batch_mv(self._unbroadcasted_cov_factor, eps_w)
                + self._unbroadcasted_cov_diag.sqrt() * eps_d)

    def _log_det_cov(self):
        # The matrix determinant lemma: det(W W^T + D) = det(C C^T) det(D).
        half = self._capacitance_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1)
        return 2 * half + self._unbroadcasted_cov_diag.log().sum(-1)

    def _cov_root(self):
        w, d = self._unbroadcasted_cov_factor, self._unbroadcasted_cov_diag
        shape = yaten.broadcast_shapes(w.shape[:-2], d.shape[:-1])
        return yaten.cat([w.expand(shape + w.shape[-2:]), yaten.diag_embed(d.sqrt()).expand(shape + d.shape[-1:] * 2)],
                         -1)

    def _trace_inv_cov(self, x):
        # tr(X^T (W W^T + D)^-1 X) = sum(X^2 / D) - |C^-1 W^T D^-1 X|^2, by Woodbury.
        w, d, c = self._unbroadcasted_cov_factor, self._unbroadcasted_cov_diag, self._capacitance_tril
        shape = yaten.broadcast_shapes(w.shape[:-2], d.shape[:-1], c.shape[:-2], x.shape[:-2])
        projected = yaten.matmul(w.transpose(-2, -1) / d.unsqueeze(-2), x).expand(shape + (w.shape[-1], x.shape[-1]))
        solved = yaten.linalg.solve_triangular(c.expand(shape + c.shape[-2:]), projected, upper=False)
        return (x.pow(2) / d.unsqueeze(-1)).sum((-2, -1)) - solved.pow(2).sum((-2, -1))
