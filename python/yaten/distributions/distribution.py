"""Distribution: the base of every distribution. Shapes (batch_shape,
event_shape), argument and sample validation with torch's messages, and
the defaults (sample from rsample, stddev from variance, perplexity)."""
import warnings

import yaten
from yaten.distributions import constraints
from yaten.distributions.utils import lazy_property

__all__ = ["Distribution"]


class Distribution:
    has_rsample = False
    has_enumerate_support = False
    _validate_args = __debug__

    @staticmethod
    def set_default_validate_args(value):
        if value not in (True, False):
            raise ValueError
        Distribution._validate_args = value

    def __init__(self, batch_shape=yaten.Size(), event_shape=yaten.Size(), validate_args=None):
        self._batch_shape = yaten.Size(batch_shape)
        self._event_shape = yaten.Size(event_shape)
        if validate_args is not None:
            self._validate_args = validate_args
        if self._validate_args:
            self._check_parameters()
        super().__init__()

    def _check_parameters(self):
        try:
            arg_constraints = self.arg_constraints
        except NotImplementedError:
            arg_constraints = {}
            warnings.warn(f"{self.__class__} does not define `arg_constraints`. Please set `arg_constraints = {{}}` "
                          "or initialize the distribution with `validate_args=False` to turn off validation.")
        for param, constraint in arg_constraints.items():
            if constraints.is_dependent(constraint):
                continue
            if param not in self.__dict__ and isinstance(getattr(type(self), param), lazy_property):
                continue  # the other parametrization (probs or logits) was given
            value = getattr(self, param)
            valid = constraint.check(value)
            if not valid.all():
                raise ValueError(f"Expected parameter {param} ({type(value).__name__} of shape {tuple(value.shape)}) "
                                 f"of distribution {repr(self)} to satisfy the constraint {repr(constraint)}, "
                                 f"but found invalid values:\n{value}")

    def expand(self, batch_shape, _instance=None):
        raise NotImplementedError

    @property
    def batch_shape(self):
        return self._batch_shape

    @property
    def event_shape(self):
        return self._event_shape

    @property
    def arg_constraints(self):
        raise NotImplementedError

    @property
    def support(self):
        raise NotImplementedError

    @property
    def mean(self):
        raise NotImplementedError

    @property
    def mode(self):
        raise NotImplementedError(f"{self.__class__} does not implement mode")

    @property
    def variance(self):
        raise NotImplementedError

    @property
    def stddev(self):
        return self.variance.sqrt()

    def sample(self, sample_shape=yaten.Size()):
        with yaten.no_grad():
            return self.rsample(sample_shape)

    def rsample(self, sample_shape=yaten.Size()):
        raise NotImplementedError

    def sample_n(self, n):
        warnings.warn("sample_n will be deprecated. Use .sample((n,)) instead", UserWarning)
        return self.sample(yaten.Size((n,)))

    def log_prob(self, value):
        raise NotImplementedError

    def cdf(self, value):
        raise NotImplementedError

    def icdf(self, value):
        raise NotImplementedError

    def enumerate_support(self, expand=True):
        raise NotImplementedError

    def entropy(self):
        raise NotImplementedError

    def perplexity(self):
        return yaten.exp(self.entropy())

    def _extended_shape(self, sample_shape=yaten.Size()):
        if not isinstance(sample_shape, yaten.Size):
            sample_shape = yaten.Size(sample_shape)
        return yaten.Size(tuple(sample_shape) + tuple(self._batch_shape) + tuple(self._event_shape))

    def _validate_sample(self, value):
        if not isinstance(value, yaten.Tensor):
            raise ValueError("The value argument to log_prob must be a Tensor")
        event_dim_start = len(value.size()) - len(self._event_shape)
        if tuple(value.size())[event_dim_start:] != tuple(self._event_shape):
            raise ValueError(f"The right-most size of value must match event_shape: {tuple(value.size())} vs "
                             f"{tuple(self._event_shape)}.")
        actual_shape = tuple(value.size())
        expected_shape = tuple(self._batch_shape) + tuple(self._event_shape)
        for i, j in zip(reversed(actual_shape), reversed(expected_shape)):
            if i != 1 and j != 1 and i != j:
                raise ValueError(f"Value is not broadcastable with batch_shape+event_shape: {actual_shape} vs "
                                 f"{expected_shape}.")
        try:
            support = self.support
        except NotImplementedError:
            warnings.warn(f"{self.__class__} does not define `support` to enable sample validation. Please "
                          "initialize the distribution with `validate_args=False` to turn off validation.")
            return
        assert support is not None
        valid = support.check(value)
        if not valid.all():
            raise ValueError("Expected value argument "
                             f"({type(value).__name__} of shape {tuple(value.shape)}) to be within the support "
                             f"({repr(support)}) of the distribution {repr(self)}, but found invalid values:\n{value}")

    def _expanded(self, cls, batch_shape, _instance=None, params=(), parts=()):
        """A copy of self (an instance of cls) over batch_shape: the tensors
        named in params that self holds expanded (their event dims kept; other
        values shared), the distributions named in parts expanded."""
        new = self._get_checked_instance(cls, _instance)
        batch_shape = yaten.Size(batch_shape)
        for name in params:
            if name in self.__dict__:
                value = self.__dict__[name]
                if isinstance(value, yaten.Tensor):
                    value = value.expand(batch_shape + value.shape[len(self.batch_shape):])
                setattr(new, name, value)
        if "_param" in params:
            new._param = new.probs if "probs" in new.__dict__ else new.logits
        for name in parts:
            setattr(new, name, getattr(self, name).expand(batch_shape))
        Distribution.__init__(new, batch_shape, self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    def _get_checked_instance(self, cls, _instance=None):
        if _instance is None and type(self).__init__ != cls.__init__:
            raise NotImplementedError(f"Subclass {self.__class__.__name__} of {cls.__name__} that defines a custom "
                                      "__init__ method must also define a custom .expand() method.")
        return self.__new__(type(self)) if _instance is None else _instance

    def __repr__(self):
        names = [k for k in self.arg_constraints if k in self.__dict__]
        args = ", ".join(f"{p}: {self.__dict__[p] if self.__dict__[p].numel() == 1 else self.__dict__[p].size()}"
                         for p in names)
        return self.__class__.__name__ + "(" + args + ")"
