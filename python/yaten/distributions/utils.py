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
