"""Helpers the distributions share: broadcasting parameters, moving between
probabilities and logits, and a property computed once per instance."""
import math
import numbers

import yaten


def broadcast_all(*values):
    """The values broadcast to one shape, numbers made tensors of the
    tensors' dtype (the default dtype when there is none)."""
    tensors = [v for v in values if isinstance(v, yaten.Tensor)]
    if len(tensors) + sum(isinstance(v, numbers.Number) for v in values) != len(values):
        raise ValueError("Input arguments must all be instances of numbers.Number, torch.Tensor or objects "
                         "implementing __torch_function__.")
    if not tensors:
        dtype = yaten.get_default_dtype()
        return tuple(yaten.tensor(v, dtype=dtype) for v in values)
    dtype = tensors[0].dtype
    values = [v if isinstance(v, yaten.Tensor) else yaten.tensor(v, dtype=dtype) for v in values]
    return tuple(yaten.broadcast_tensors(*values))


def clamp_probs(probs):
    eps = yaten.finfo(probs.dtype).eps
    return probs.clamp(min=eps, max=1 - eps)


def probs_to_logits(probs, is_binary=False):
    ps = clamp_probs(probs)
    return yaten.log(ps) - yaten.log1p(-ps) if is_binary else yaten.log(ps)


def logits_to_probs(logits, is_binary=False):
    return yaten.sigmoid(logits) if is_binary else yaten.softmax(logits, dim=-1)


def log_normalizer_gaussian(scale):
    return yaten.log(scale) + 0.5 * math.log(2 * math.pi)


class CenteredAtLoc:
    """mean and mode both loc (symmetric unimodal distributions)."""

    @property
    def mean(self):
        return self.loc

    @property
    def mode(self):
        return self.loc


class lazy_property:
    """A property computed on first read and then kept on the instance."""

    def __init__(self, wrapped):
        self.wrapped = wrapped
        self.__doc__ = wrapped.__doc__

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        with yaten.enable_grad():
            value = self.wrapped(instance)
        setattr(instance, self.wrapped.__name__, value)
        return value


def tril_matrix_to_vec(mat, diag=0):
    """The entries of mat's lower triangle (at and below diagonal diag), row by row."""
    n = mat.shape[-1]
    if diag < -n or diag >= n:
        raise ValueError(f"diag ({diag}) provided is outside [{-n}, {n - 1}].")
    rows, cols = yaten.tril_indices(n, n, diag)
    return mat[..., rows, cols]


def vec_to_tril_matrix(vec, diag=0):
    """The square matrix whose lower triangle (at and below diagonal diag) holds
    vec row by row, zeros elsewhere: tril_matrix_to_vec's inverse."""
    # n is the positive root of n^2 + (1 + 2 diag) n - |diag| (diag + 1) - 2 len(vec) = 0.
    b = 1 + 2 * diag
    n = (-b + (b * b + 8 * vec.shape[-1] + 4 * abs(diag) * (diag + 1)) ** 0.5) / 2
    if abs(round(n) - n) > yaten.finfo(vec.dtype).eps:
        raise ValueError(f"The size of last dimension is {vec.shape[-1]} which cannot be expressed as the lower "
                         "triangular part of a square D x D matrix.")
    n = round(n)
    rows, cols = yaten.tril_indices(n, n, diag)
    mat = vec.new_zeros(tuple(vec.shape[:-1]) + (n, n))
    mat[..., rows, cols] = vec
    return mat
