"""Invertible transforms of random variables, with the log |det J| of the
forward map: the pieces TransformedDistribution composes."""
import math
import numbers

import yaten
from yaten.distributions import constraints
from yaten.distributions.independent import _sum_rightmost
from yaten.distributions.transform_base import (ComposeTransform, IndependentTransform, Transform,
                                                _InverseTransform, identity_transform)
from yaten.distributions.utils import tril_matrix_to_vec, vec_to_tril_matrix

__all__ = ["AbsTransform", "AffineTransform", "CatTransform", "ComposeTransform", "CorrCholeskyTransform",
           "CumulativeDistributionTransform", "ExpTransform", "IndependentTransform", "LowerCholeskyTransform",
           "PowerTransform", "ReshapeTransform", "SigmoidTransform", "SoftmaxTransform", "SoftplusTransform",
           "StackTransform", "StickBreakingTransform", "TanhTransform", "Transform", "identity_transform"]


class ExpTransform(Transform):
    """y = exp(x)."""
    domain = constraints.real
    codomain = constraints.positive
    bijective = True
    sign = +1

    def __eq__(self, other):
        return isinstance(other, ExpTransform)

    def _call(self, x):
        return x.exp()

    def _inverse(self, y):
        return y.log()

    def log_abs_det_jacobian(self, x, y):
        return x


class PowerTransform(Transform):
    """y = x ** exponent."""
    domain = constraints.positive
    codomain = constraints.positive
    bijective = True

    def __init__(self, exponent, cache_size=0):
        super().__init__(cache_size=cache_size)
        self.exponent = exponent

    def with_cache(self, cache_size=1):
        return self if self._cache_size == cache_size else PowerTransform(self.exponent, cache_size=cache_size)

    @property
    def sign(self):
        return self.exponent.sign() if isinstance(self.exponent, yaten.Tensor) else math.copysign(1, self.exponent)

    def _call(self, x):
        return x.pow(self.exponent)

    def _inverse(self, y):
        return y.pow(1 / self.exponent)

    def log_abs_det_jacobian(self, x, y):
        return (self.exponent * y / x).abs().log()


class SigmoidTransform(Transform):
    """y = sigmoid(x)."""
    domain = constraints.real
    codomain = constraints.unit_interval
    bijective = True
    sign = +1

    def __eq__(self, other):
        return isinstance(other, SigmoidTransform)

    def _call(self, x):
        finfo = yaten.finfo(x.dtype)
        return yaten.clamp(yaten.sigmoid(x), min=finfo.tiny, max=1. - finfo.eps)

    def _inverse(self, y):
        finfo = yaten.finfo(y.dtype)
        y = y.clamp(min=finfo.tiny, max=1. - finfo.eps)
        return y.log() - (-y).log1p()

    def log_abs_det_jacobian(self, x, y):
        return -yaten.nn.functional.softplus(-x) - yaten.nn.functional.softplus(x)


class TanhTransform(Transform):
    """y = tanh(x)."""
    domain = constraints.real
    codomain = constraints.interval(-1.0, 1.0)
    bijective = True
    sign = +1

    def __eq__(self, other):
        return isinstance(other, TanhTransform)

    def _call(self, x):
        return x.tanh()

    def _inverse(self, y):
        return 0.5 * (y.log1p() - (-y).log1p())  # atanh

    def log_abs_det_jacobian(self, x, y):
        # log(1 - tanh(x)^2) = 2 (log 2 - x - softplus(-2x)), stable for large |x|.
        return 2. * (math.log(2.) - x - yaten.nn.functional.softplus(-2. * x))


class AbsTransform(Transform):
    """y = |x| (not invertible)."""
    domain = constraints.real
    codomain = constraints.positive

    def __eq__(self, other):
        return isinstance(other, AbsTransform)

    def _call(self, x):
        return x.abs()

    def _inverse(self, y):
        return y


class AffineTransform(Transform):
    """y = loc + scale * x, over event_dim rightmost dims."""
    bijective = True

    def __init__(self, loc, scale, event_dim=0, cache_size=0):
        super().__init__(cache_size=cache_size)
        self.loc, self.scale, self._event_dim = loc, scale, event_dim

    @property
    def event_dim(self):
        return self._event_dim

    @constraints.dependent_property(is_discrete=False)
    def domain(self):
        return constraints.real if self.event_dim == 0 else constraints.independent(constraints.real, self.event_dim)

    @constraints.dependent_property(is_discrete=False)
    def codomain(self):
        return constraints.real if self.event_dim == 0 else constraints.independent(constraints.real, self.event_dim)

    def with_cache(self, cache_size=1):
        if self._cache_size == cache_size:
            return self
        return AffineTransform(self.loc, self.scale, self.event_dim, cache_size=cache_size)

    @property
    def sign(self):
        if isinstance(self.scale, numbers.Real):
            return 1 if float(self.scale) > 0 else -1 if float(self.scale) < 0 else 0
        return self.scale.sign()

    def _call(self, x):
        return self.loc + self.scale * x

    def _inverse(self, y):
        return (y - self.loc) / self.scale

    def log_abs_det_jacobian(self, x, y):
        shape, scale = x.shape, self.scale
        if isinstance(scale, numbers.Real):
            result = yaten.full_like(x, math.log(abs(scale)))
        else:
            result = yaten.abs(scale).log()
        if self.event_dim:
            result = result.reshape(result.shape[:result.dim() - self.event_dim] + (-1,)).sum(-1)
            shape = shape[:len(shape) - self.event_dim]
        return result.expand(shape)

    def forward_shape(self, shape):
        return yaten.broadcast_shapes(shape, getattr(self.loc, "shape", ()), getattr(self.scale, "shape", ()))

    def inverse_shape(self, shape):
        return yaten.broadcast_shapes(shape, getattr(self.loc, "shape", ()), getattr(self.scale, "shape", ()))


class SoftmaxTransform(Transform):
    """y = softmax(x) over the last dim (not bijective: x is defined up to a constant)."""
    domain = constraints.real_vector
    codomain = constraints.simplex

    def __eq__(self, other):
        return isinstance(other, SoftmaxTransform)

    def _call(self, x):
        probs = (x - x.max(-1, True)[0]).exp()
        return probs / probs.sum(-1, True)

    def _inverse(self, y):
        return y.log()


class SoftplusTransform(Transform):
    """y = log(1 + exp(x))."""
    domain = constraints.real
    codomain = constraints.positive
    bijective = True
    sign = +1

    def __eq__(self, other):
        return isinstance(other, SoftplusTransform)

    def _call(self, x):
        return yaten.nn.functional.softplus(x)

    def _inverse(self, y):
        return (-y).expm1().neg().log() + y

    def log_abs_det_jacobian(self, x, y):
        return -yaten.nn.functional.softplus(-x)


class LowerCholeskyTransform(Transform):
    """An unconstrained square matrix to a lower triangular one with a positive
    diagonal: the strictly lower part kept, the diagonal exponentiated."""
    domain = constraints.independent(constraints.real, 2)
    codomain = constraints.lower_cholesky

    def __eq__(self, other):
        return isinstance(other, LowerCholeskyTransform)

    def _call(self, x):
        return x.tril(-1) + x.diagonal(dim1=-2, dim2=-1).exp().diag_embed()

    def _inverse(self, y):
        return y.tril(-1) + y.diagonal(dim1=-2, dim2=-1).log().diag_embed()


def _at_least(shape, ndim):
    if len(shape) < ndim:
        raise ValueError("Too few dimensions on input")


class StickBreakingTransform(Transform):
    """n reals to the simplex of n + 1 entries: each x_i takes the fraction
    sigmoid(x_i - log(n - i)) of the stick left over (zeros give the uniform point)."""
    domain = constraints.real_vector
    codomain = constraints.simplex
    bijective = True

    def __eq__(self, other):
        return isinstance(other, StickBreakingTransform)

    @staticmethod
    def _log_offset(x):
        # log(n - i) for i = 0..n-1: the shift that maps x = 0 to equal shares.
        n = x.shape[-1]
        return yaten.arange(n, 0, -1, dtype=x.dtype, device=x.device).log()

    def _call(self, x):
        finfo = yaten.finfo(x.dtype)
        fraction = yaten.sigmoid(x - self._log_offset(x)).clamp(min=finfo.tiny, max=1. - finfo.eps)
        left = (1 - fraction).cumprod(-1)
        pad = yaten.nn.functional.pad
        return pad(fraction, [0, 1], value=1) * pad(left, [1, 0], value=1)

    def _inverse(self, y):
        head = y[..., :-1]
        # The stick left before each piece; clamped as 1 - cumsum may round to zero or below.
        left = (1 - head.cumsum(-1)).clamp(min=yaten.finfo(y.dtype).tiny)
        return head.log() - left.log() + self._log_offset(head)

    def log_abs_det_jacobian(self, x, y):
        shifted = x - self._log_offset(x)
        # log(sigmoid'(s) * left) = -s + logsigmoid(s) + log(y_i), as 1 - sigmoid(s) = exp(-s) sigmoid(s).
        return (-shifted + yaten.nn.functional.logsigmoid(shifted) + y[..., :-1].log()).sum(-1)

    def forward_shape(self, shape):
        _at_least(shape, 1)
        return shape[:-1] + (shape[-1] + 1,)

    def inverse_shape(self, shape):
        _at_least(shape, 1)
        return shape[:-1] + (shape[-1] - 1,)


class CorrCholeskyTransform(Transform):
    """D (D - 1) / 2 reals to the Cholesky factor of a D x D correlation matrix:
    the vector fills the strictly lower triangle row by row, tanh maps it into
    (-1, 1), and each row is stick-broken on its squares so it has unit norm."""
    domain = constraints.real_vector
    codomain = constraints.corr_cholesky
    bijective = True

    def __eq__(self, other):
        return isinstance(other, CorrCholeskyTransform)

    def _call(self, x):
        eps = yaten.finfo(x.dtype).eps
        r = vec_to_tril_matrix(x.tanh().clamp(min=-1 + eps, max=1 - eps), diag=-1)
        # y_ij = r_ij * sqrt(prod_{k<j} (1 - r_ik^2)), and the diagonal takes what is left.
        left = (1 - r.pow(2)).sqrt().cumprod(-1)
        r = r + yaten.eye(r.shape[-1], dtype=r.dtype, device=r.device)
        return r * yaten.nn.functional.pad(left[..., :-1], [1, 0], value=1)

    def _inverse(self, y):
        left = yaten.nn.functional.pad((1 - (y * y).cumsum(-1))[..., :-1], [1, 0], value=1)
        t = tril_matrix_to_vec(y, diag=-1) / tril_matrix_to_vec(left, diag=-1).sqrt()
        return ((1 + t) / (1 - t)).log() / 2  # atanh

    def log_abs_det_jacobian(self, x, y):
        # Over x and the strictly lower entries of y (the spaces' dimensions differ).
        # diag=-2 picks each entry's leftover stick without shifting.
        left = tril_matrix_to_vec(1 - (y * y).cumsum(-1), diag=-2)
        stick_breaking = 0.5 * left.log().sum(-1)
        tanh = -2 * (x + yaten.nn.functional.softplus(-2 * x) - math.log(2.)).sum(-1)
        return stick_breaking + tanh

    def forward_shape(self, shape):
        _at_least(shape, 1)
        n = shape[-1]
        d = round((0.25 + 2 * n) ** 0.5 + 0.5)
        if d * (d - 1) // 2 != n:
            raise ValueError("Input is not a flattend lower-diagonal number")
        return shape[:-1] + (d, d)

    def inverse_shape(self, shape):
        _at_least(shape, 2)
        if shape[-2] != shape[-1]:
            raise ValueError("Input is not square")
        return shape[:-2] + (shape[-1] * (shape[-1] - 1) // 2,)


class ReshapeTransform(Transform):
    """The rightmost in_shape dims reshaped to out_shape (log |det J| = 0)."""
    bijective = True

    def __init__(self, in_shape, out_shape, cache_size=0):
        self.in_shape, self.out_shape = yaten.Size(in_shape), yaten.Size(out_shape)
        if self.in_shape.numel() != self.out_shape.numel():
            raise ValueError("in_shape, out_shape have different numbers of elements")
        super().__init__(cache_size=cache_size)

    @constraints.dependent_property(is_discrete=False)
    def domain(self):
        return constraints.independent(constraints.real, len(self.in_shape))

    @constraints.dependent_property(is_discrete=False)
    def codomain(self):
        return constraints.independent(constraints.real, len(self.out_shape))

    def with_cache(self, cache_size=1):
        if self._cache_size == cache_size:
            return self
        return ReshapeTransform(self.in_shape, self.out_shape, cache_size=cache_size)

    def _call(self, x):
        return x.reshape(x.shape[:x.dim() - len(self.in_shape)] + self.out_shape)

    def _inverse(self, y):
        return y.reshape(y.shape[:y.dim() - len(self.out_shape)] + self.in_shape)

    def log_abs_det_jacobian(self, x, y):
        return x.new_zeros(x.shape[:x.dim() - len(self.in_shape)])

    @staticmethod
    def _replace(shape, old, new):
        _at_least(shape, len(old))
        cut = len(shape) - len(old)
        if tuple(shape[cut:]) != tuple(old):
            raise ValueError(f"Shape mismatch: expected {shape[cut:]} but got {old}")
        return shape[:cut] + new

    def forward_shape(self, shape):
        return self._replace(shape, self.in_shape, self.out_shape)

    def inverse_shape(self, shape):
        return self._replace(shape, self.out_shape, self.in_shape)


class _PartwiseTransform(Transform):
    """One transform per part of a tensor along dim: CatTransform's slices of
    given lengths, StackTransform's single entries."""

    def __init__(self, tseq, dim, cache_size):
        if not all(isinstance(t, Transform) for t in tseq):
            raise TypeError(f"{type(self).__name__}: expected a sequence of Transforms")
        if cache_size:
            tseq = [t.with_cache(cache_size) for t in tseq]
        super().__init__(cache_size=cache_size)
        self.transforms = list(tseq)
        self.dim = dim

    @property
    def bijective(self):
        return all(t.bijective for t in self.transforms)

    def _check(self, value):
        if not -value.dim() <= self.dim < value.dim():
            raise ValueError(f"{type(self).__name__}: dim {self.dim} is out of range for a {value.dim()}-D tensor")
        if value.size(self.dim) != self._extent():
            raise ValueError(f"{type(self).__name__}: expected size {self._extent()} at dim {self.dim}, got "
                             f"{value.size(self.dim)}")

    def _map(self, value, apply):
        self._check(value)
        return self._join([apply(t, part) for t, part in zip(self.transforms, self._split(value))])

    def _call(self, x):
        return self._map(x, lambda t, part: t(part))

    def _inverse(self, y):
        return self._map(y, lambda t, part: t.inv(part))


class CatTransform(_PartwiseTransform):
    """transforms[i] applied to the i-th slice (lengths[i] long) along dim, as torch.cat joins them."""

    def __init__(self, tseq, dim=0, lengths=None, cache_size=0):
        super().__init__(tseq, dim, cache_size)
        self.lengths = [1] * len(self.transforms) if lengths is None else list(lengths)
        if len(self.lengths) != len(self.transforms):
            raise ValueError(f"CatTransform: {len(self.transforms)} transforms but {len(self.lengths)} lengths")

    @property
    def event_dim(self):
        return max(t.event_dim for t in self.transforms)

    @property
    def length(self):
        return sum(self.lengths)

    def _extent(self):
        return self.length

    def with_cache(self, cache_size=1):
        return self if self._cache_size == cache_size else CatTransform(self.transforms, self.dim, self.lengths,
                                                                        cache_size)

    def _split(self, value):
        starts = [sum(self.lengths[:i]) for i in range(len(self.lengths))]
        return [value.narrow(self.dim, start, length) for start, length in zip(starts, self.lengths)]

    def _join(self, parts):
        return yaten.cat(parts, dim=self.dim)

    def log_abs_det_jacobian(self, x, y):
        self._check(x)
        self._check(y)
        terms = [_sum_rightmost(t.log_abs_det_jacobian(xs, ys), self.event_dim - t.event_dim)
                 for t, xs, ys in zip(self.transforms, self._split(x), self._split(y))]
        # dim inside the event is summed over, dim among the batch dims keeps its slices.
        dim = (self.dim - x.dim() if self.dim >= 0 else self.dim) + self.event_dim
        return yaten.cat(terms, dim=dim) if dim < 0 else sum(terms)

    @constraints.dependent_property(is_discrete=False)
    def domain(self):
        return constraints.cat([t.domain for t in self.transforms], self.dim, self.lengths)

    @constraints.dependent_property(is_discrete=False)
    def codomain(self):
        return constraints.cat([t.codomain for t in self.transforms], self.dim, self.lengths)


class StackTransform(_PartwiseTransform):
    """transforms[i] applied to entry i along dim, as torch.stack joins them."""

    def __init__(self, tseq, dim=0, cache_size=0):
        super().__init__(tseq, dim, cache_size)

    def _extent(self):
        return len(self.transforms)

    def with_cache(self, cache_size=1):
        return self if self._cache_size == cache_size else StackTransform(self.transforms, self.dim, cache_size)

    def _split(self, value):
        return [value.select(self.dim, i) for i in range(value.size(self.dim))]

    def _join(self, parts):
        return yaten.stack(parts, dim=self.dim)

    def log_abs_det_jacobian(self, x, y):
        self._check(x)
        self._check(y)
        return yaten.stack([t.log_abs_det_jacobian(xs, ys) for t, xs, ys in
                            zip(self.transforms, self._split(x), self._split(y))], dim=self.dim)

    @constraints.dependent_property(is_discrete=False)
    def domain(self):
        return constraints.stack([t.domain for t in self.transforms], self.dim)

    @constraints.dependent_property(is_discrete=False)
    def codomain(self):
        return constraints.stack([t.codomain for t in self.transforms], self.dim)


class CumulativeDistributionTransform(Transform):
    """y = distribution.cdf(x) (onto the unit interval; log |det J| is the log density)."""
    bijective = True
    codomain = constraints.unit_interval
    sign = +1

    def __init__(self, distribution, cache_size=0):
        super().__init__(cache_size=cache_size)
        self.distribution = distribution

    @property
    def domain(self):
        return self.distribution.support

    def with_cache(self, cache_size=1):
        if self._cache_size == cache_size:
            return self
        return CumulativeDistributionTransform(self.distribution, cache_size=cache_size)

    def _call(self, x):
        return self.distribution.cdf(x)

    def _inverse(self, y):
        return self.distribution.icdf(y)

    def log_abs_det_jacobian(self, x, y):
        return self.distribution.log_prob(x)


# The base classes report this module, where torch has them and users import them from.
for _cls in (Transform, _InverseTransform, ComposeTransform, IndependentTransform):
    _cls.__module__ = __name__
