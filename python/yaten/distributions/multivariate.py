"""Multivariate distributions: Dirichlet (over the simplex),
MultivariateNormal (covariance, precision or scale_tril),
LowRankMultivariateNormal (covariance cov_factor @ cov_factor.T + diag(cov_diag)),
Wishart (over positive definite matrices) and LKJCholesky (over Cholesky
factors of correlation matrices)."""
import math
import warnings
from numbers import Number

import yaten
from yaten.distributions import constraints
from yaten.distributions.continuous import Beta, Chi2, standard_gamma
from yaten.distributions.distribution import Distribution
from yaten.distributions.exp_family import ExponentialFamily
from yaten.distributions.utils import CenteredAtLoc, broadcast_all, lazy_property, vec_to_tril_matrix

__all__ = ["Dirichlet", "LKJCholesky", "LowRankMultivariateNormal", "MultivariateNormal", "Wishart"]


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


def _scale_tril_from(name, matrix):
    """The lower Cholesky factor of the covariance, from the matrix given as name."""
    if name == "scale_tril":
        return matrix
    if name == "covariance_matrix":
        return yaten.linalg.cholesky(matrix)
    return _precision_to_scale_tril(matrix)


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
        self._unbroadcasted_scale_tril = _scale_tril_from(name, given)

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


def _mvdigamma(x, p):
    """d/dx mvlgamma(x, p): sum of digamma(x - i / 2) for i < p."""
    return yaten.digamma(x.unsqueeze(-1) - yaten.arange(p, dtype=x.dtype) / 2).sum(-1)


class Wishart(ExponentialFamily):
    """Wishart over p x p positive definite matrices with df degrees of freedom
    and scale matrix (covariance_matrix, precision_matrix or scale_tril, its lower
    Cholesky factor): the distribution of X^T X for df rows X ~ N(0, cov)."""
    arg_constraints = {"covariance_matrix": constraints.positive_definite,
                       "precision_matrix": constraints.positive_definite, "scale_tril": constraints.lower_cholesky,
                       "df": constraints.greater_than(0)}
    support = constraints.positive_definite
    has_rsample = True
    _mean_carrier_measure = 0

    def __init__(self, df, covariance_matrix=None, precision_matrix=None, scale_tril=None, validate_args=None):
        given = [(n, m) for n, m in (("covariance_matrix", covariance_matrix), ("precision_matrix", precision_matrix),
                                     ("scale_tril", scale_tril)) if m is not None]
        if len(given) != 1:  # torch asserts this
            raise AssertionError("Exactly one of covariance_matrix or precision_matrix or scale_tril may be specified.")
        name, param = given[0]
        if param.dim() < 2:
            raise ValueError("scale_tril must be at least two-dimensional, with optional leading batch dimensions")
        if isinstance(df, Number):
            batch_shape = param.shape[:-2]
            self.df = yaten.tensor(df, dtype=param.dtype)
        else:
            batch_shape = yaten.broadcast_shapes(param.shape[:-2], df.shape)
            self.df = df.expand(batch_shape)
        event_shape = param.shape[-2:]
        p = event_shape[-1]
        if bool(self.df.le(p - 1).any()):
            raise ValueError(f"Value of df={df} expected to be greater than ndim - 1 = {p - 1}.")
        setattr(self, name, param.expand(batch_shape + (-1, -1)))
        # df's bound depends on p: an instance table (torch rewrites the class's).
        self.arg_constraints = dict(Wishart.arg_constraints, df=constraints.greater_than(p - 1))
        if bool(self.df.lt(p).any()):
            warnings.warn("Low df values detected. Singular samples are highly likely to occur for ndim - 1 < df "
                          "< ndim.")
        super().__init__(batch_shape, event_shape, validate_args=validate_args)
        self._unbroadcasted_scale_tril = _scale_tril_from(name, param)
        self._make_chi2()

    def _make_chi2(self):
        # Bartlett's decomposition: the i-th diagonal entry of the factor is sqrt(chi2(df - i)).
        p = self._event_shape[-1]
        self._dist_chi2 = Chi2(self.df.unsqueeze(-1) - yaten.arange(p, dtype=self.df.dtype).expand(
            self._batch_shape + (-1,)))

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Wishart, _instance)
        batch_shape = yaten.Size(batch_shape)
        shape = batch_shape + self.event_shape
        new._unbroadcasted_scale_tril = self._unbroadcasted_scale_tril.expand(shape)
        new.df = self.df.expand(batch_shape)
        new.arg_constraints = self.arg_constraints
        for name in ("covariance_matrix", "scale_tril", "precision_matrix"):
            if name in self.__dict__:
                setattr(new, name, self.__dict__[name].expand(shape))
        Distribution.__init__(new, batch_shape, self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        new._make_chi2()
        return new

    def _full(self, matrix):
        return matrix.expand(self._batch_shape + self._event_shape)

    @lazy_property
    def scale_tril(self):
        return self._full(self._unbroadcasted_scale_tril)

    @lazy_property
    def covariance_matrix(self):
        l = self._unbroadcasted_scale_tril
        return self._full(l @ l.transpose(-2, -1))

    @lazy_property
    def precision_matrix(self):
        l = self._unbroadcasted_scale_tril
        return self._full(yaten.cholesky_solve(yaten.eye(l.shape[-1], dtype=l.dtype), l))

    def _per_batch(self, value):
        return value.view(self._batch_shape + (1, 1))

    @property
    def mean(self):
        return self._per_batch(self.df) * self.covariance_matrix

    @property
    def mode(self):
        factor = self.df - self._event_shape[-1] - 1
        factor = yaten.where(factor > 0, factor, yaten.full_like(factor, math.nan))
        return self._per_batch(factor) * self.covariance_matrix

    @property
    def variance(self):
        v = self.covariance_matrix
        diag = v.diagonal(dim1=-2, dim2=-1)
        return self._per_batch(self.df) * (v.pow(2) + diag.unsqueeze(-1) * diag.unsqueeze(-2))

    def _bartlett_sample(self, sample_shape):
        p = self._event_shape[-1]
        factor = self._dist_chi2.rsample(sample_shape).sqrt().clamp(min=yaten.finfo(self.df.dtype).eps).diag_embed()
        with yaten.no_grad():
            below = yaten.randn(yaten.Size(sample_shape) + self._batch_shape + (p * (p - 1) // 2,),
                                dtype=factor.dtype)
        factor = factor + vec_to_tril_matrix(below, diag=-1)
        chol = self._unbroadcasted_scale_tril @ factor
        return chol @ chol.transpose(-2, -1)

    def rsample(self, sample_shape=yaten.Size(), max_try_correction=10):
        """Bartlett's decomposition; samples that come out singular (possible for
        df near p - 1) are drawn again, up to max_try_correction times."""
        sample = self._bartlett_sample(sample_shape)
        singular = ~self.support.check(sample)
        tries = 0
        while bool(singular.any()) and tries < max_try_correction:
            if tries == 0:
                warnings.warn("Singular sample detected.")
            sample = yaten.where(singular[..., None, None], self._bartlett_sample(sample_shape), sample)
            singular = ~self.support.check(sample)
            tries += 1
        return sample

    def _log_det_scale(self):
        return self._unbroadcasted_scale_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        nu, p = self.df, self._event_shape[-1]
        trace = yaten.cholesky_solve(value, self._unbroadcasted_scale_tril).diagonal(dim1=-2, dim2=-1).sum(-1)
        return (-nu * (p * math.log(2) / 2 + self._log_det_scale()) - yaten.mvlgamma(nu / 2, p=p)
                + (nu - p - 1) / 2 * yaten.linalg.slogdet(value).logabsdet - trace / 2)

    def entropy(self):
        nu, p = self.df, self._event_shape[-1]
        return ((p + 1) * (p * math.log(2) / 2 + self._log_det_scale()) + yaten.mvlgamma(nu / 2, p=p)
                - (nu - p - 1) / 2 * _mvdigamma(nu / 2, p) + nu * p / 2)

    @property
    def _natural_params(self):
        return -self.precision_matrix / 2, (self.df - self._event_shape[-1] - 1) / 2

    def _log_normalizer(self, x, y):
        p = self._event_shape[-1]
        return ((y + (p + 1) / 2) * (-yaten.linalg.slogdet(-2 * x).logabsdet + math.log(2) * p)
                + yaten.mvlgamma(y + (p + 1) / 2, p=p))


class LKJCholesky(Distribution):
    """The LKJ distribution over dim x dim correlation matrices, density
    proportional to det(C)^(concentration - 1), given as their lower Cholesky factors."""
    arg_constraints = {"concentration": constraints.positive}
    support = constraints.corr_cholesky

    def __init__(self, dim, concentration=1., validate_args=None):
        if dim < 2:
            raise ValueError(f"Expected dim to be an integer greater than or equal to 2. Found dim={dim}.")
        self.dim = dim
        self.concentration, = broadcast_all(concentration)
        # The onion method (Lewandowski, Kurowicka and Joe 2009, sec. 3.2): row i > 0 of the factor
        # has squared off-diagonal length y_i ~ Beta(i / 2, concentration + (dim - 2) / 2 - (i - 1) / 2).
        # (torch 1.13 draws Beta(i - 1/2, ...), which is right only for row 1: its correlations beyond
        # the first do not have the LKJ marginals.) Row 0 has no off-diagonal part; its draw is unused.
        dtype = self.concentration.dtype
        marginal = self.concentration + 0.5 * (dim - 2)
        shift = yaten.cat([yaten.zeros(1, dtype=dtype), yaten.arange(dim - 1, dtype=dtype)])
        self._beta = Beta(yaten.arange(dim, dtype=dtype).clamp(min=1) / 2, marginal.unsqueeze(-1) - 0.5 * shift)
        super().__init__(self.concentration.size(), yaten.Size((dim, dim)), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(LKJCholesky, _instance)
        batch_shape = yaten.Size(batch_shape)
        new.dim = self.dim
        new.concentration = self.concentration.expand(batch_shape)
        new._beta = self._beta.expand(batch_shape + (self.dim,))
        Distribution.__init__(new, batch_shape, self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    def sample(self, sample_shape=yaten.Size()):
        # Row i: a uniform direction in its first i coordinates, scaled to squared length y_i ~ Beta;
        # the diagonal entry takes the rest of the unit norm.
        with yaten.no_grad():
            y = self._beta.sample(sample_shape).unsqueeze(-1)
            normal = yaten.randn(self._extended_shape(sample_shape), dtype=y.dtype).tril(-1)
            norms = normal.norm(dim=-1, keepdim=True)
            direction = normal / yaten.where(norms > 0, norms, yaten.ones_like(norms))  # row 0 has none
            w = y.sqrt() * direction
            diagonal = (1 - w.pow(2).sum(-1)).clamp(min=yaten.finfo(w.dtype).tiny).sqrt()
            return w + yaten.diag_embed(diagonal)

    def log_prob(self, value):
        # p(L) is prod_i L_ii^(2 (concentration - 1) + dim - i) (the LKJ density times the Jacobian from
        # L to L L^T), over the normalizer of Lewandowski et al. (p. 1999).
        if self._validate_args:
            self._validate_sample(value)
        diagonal = value.diagonal(dim1=-1, dim2=-2)[..., 1:]
        order = 2 * (self.concentration - 1).unsqueeze(-1) + self.dim - yaten.arange(
            2, self.dim + 1, dtype=self.concentration.dtype)
        unnormalized = (order * diagonal.log()).sum(-1)
        dm1 = self.dim - 1
        alpha = self.concentration + 0.5 * dm1
        # mvlgamma's pi term is (D-1)(D-2)/4 log(pi); the normalizer's is D(D-1)/4 log(pi).
        normalizer = 0.5 * dm1 * math.log(math.pi) + yaten.mvlgamma(alpha - 0.5, p=dm1) - yaten.lgamma(alpha) * dm1
        return unnormalized - normalizer
