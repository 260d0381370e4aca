"""Activation modules: ReLU, GELU, SiLU, Tanh, Sigmoid, Softmax, LogSoftmax."""
import warnings

import yaten
from yaten.nn import functional as F
from yaten.nn.modules.module import Module


class ReLU(Module):
    """max(x, 0) elementwise."""

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input):
        return F.relu(input, inplace=self.inplace)

    def extra_repr(self):
        return "inplace=True" if self.inplace else ""


class GELU(Module):
    """x * Phi(x), or its tanh approximation when approximate='tanh'."""

    def __init__(self, approximate="none"):
        super().__init__()
        self.approximate = approximate

    def forward(self, input):
        return F.gelu(input, approximate=self.approximate)

    def extra_repr(self):
        return f"approximate={self.approximate!r}"


class SiLU(Module):
    """x * sigmoid(x)."""

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input):
        return F.silu(input, inplace=self.inplace)

    def extra_repr(self):
        return "inplace=True" if self.inplace else ""


class Tanh(Module):
    def forward(self, input):
        return yaten.tanh(input)


class Sigmoid(Module):
    def forward(self, input):
        return yaten.sigmoid(input)


def _softmax_dim(name, ndim):
    """torch's legacy choice when dim is None: 0 for 0-, 1- and 3-D inputs, else 1."""
    warnings.warn(f"Implicit dimension choice for {name} has been deprecated. "
                  "Change the call to include dim=X as an argument.", stacklevel=4)
    return 0 if ndim in (0, 1, 3) else 1


class Softmax(Module):
    """exp(x) / sum(exp(x)) along dim."""

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, input):
        dim = self.dim if self.dim is not None else _softmax_dim("softmax", input.dim())
        return F.softmax(input, dim)

    def extra_repr(self):
        return f"dim={self.dim}"


class LogSoftmax(Module):
    """log(softmax(x)) along dim, computed stably."""

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, input):
        dim = self.dim if self.dim is not None else _softmax_dim("log_softmax", input.dim())
        return F.log_softmax(input, dim)

    def extra_repr(self):
        return f"dim={self.dim}"
