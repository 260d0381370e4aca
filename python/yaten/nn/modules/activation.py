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


# The activations of issue 19: each holds its settings for yaten.nn.functional.

def _inplace_repr(text, inplace):
    """extra_repr text with torch's `, inplace=True` suffix when set."""
    return text + (", inplace=True" if inplace else "")


class ELU(Module):
    """x where x > 0, else alpha * (exp(x) - 1)."""

    def __init__(self, alpha=1.0, inplace=False):
        super().__init__()
        self.alpha, self.inplace = alpha, inplace

    def forward(self, input):
        return F.elu(input, self.alpha, self.inplace)

    def extra_repr(self):
        return _inplace_repr(f"alpha={self.alpha}", self.inplace)


class CELU(ELU):
    """x where x > 0, else alpha * (exp(x / alpha) - 1)."""

    def forward(self, input):
        return F.celu(input, self.alpha, self.inplace)


class SELU(Module):
    """scale * elu(x, alpha) with the self-normalising constants."""

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input):
        return F.selu(input, self.inplace)

    def extra_repr(self):
        return "inplace=True" if self.inplace else ""


class Hardsigmoid(SELU):
    """clamp(x / 6 + 1 / 2, 0, 1)."""

    def forward(self, input):
        return F.hardsigmoid(input, self.inplace)

    def extra_repr(self):
        return ""  # torch shows no inplace here


class Hardswish(Hardsigmoid):
    """x * clamp(x + 3, 0, 6) / 6."""

    def forward(self, input):
        return F.hardswish(input, self.inplace)


class Mish(Hardsigmoid):
    """x * tanh(softplus(x))."""

    def forward(self, input):
        return F.mish(input, self.inplace)


class LeakyReLU(Module):
    """x where x > 0, else negative_slope * x."""

    def __init__(self, negative_slope=0.01, inplace=False):
        super().__init__()
        self.negative_slope, self.inplace = negative_slope, inplace

    def forward(self, input):
        return F.leaky_relu(input, self.negative_slope, self.inplace)

    def extra_repr(self):
        return _inplace_repr(f"negative_slope={self.negative_slope}", self.inplace)


class Hardtanh(Module):
    """Clamps into [min_val, max_val]."""

    def __init__(self, min_val=-1.0, max_val=1.0, inplace=False, min_value=None, max_value=None):
        super().__init__()
        if min_value is not None:
            warnings.warn("keyword argument min_value is deprecated and rename to min_val")
            min_val = min_value
        if max_value is not None:
            warnings.warn("keyword argument max_value is deprecated and rename to max_val")
            max_val = max_value
        self.min_val, self.max_val, self.inplace = min_val, max_val, inplace
        assert self.max_val > self.min_val

    def forward(self, input):
        return F.hardtanh(input, self.min_val, self.max_val, self.inplace)

    def extra_repr(self):
        return _inplace_repr(f"min_val={self.min_val}, max_val={self.max_val}", self.inplace)


class ReLU6(Hardtanh):
    """min(max(x, 0), 6)."""

    def __init__(self, inplace=False):
        super().__init__(0.0, 6.0, inplace)

    def extra_repr(self):
        return "inplace=True" if self.inplace else ""


class Threshold(Module):
    """x where x > threshold, else value."""

    def __init__(self, threshold, value, inplace=False):
        super().__init__()
        self.threshold, self.value, self.inplace = threshold, value, inplace

    def forward(self, input):
        return F.threshold(input, self.threshold, self.value, self.inplace)

    def extra_repr(self):
        return _inplace_repr(f"threshold={self.threshold}, value={self.value}", self.inplace)


class RReLU(Module):
    """Leaky relu with a random slope in [lower, upper] while training, their mean in eval."""

    def __init__(self, lower=1.0 / 8, upper=1.0 / 3, inplace=False):
        super().__init__()
        self.lower, self.upper, self.inplace = lower, upper, inplace

    def forward(self, input):
        return F.rrelu(input, self.lower, self.upper, self.training, self.inplace)

    def extra_repr(self):
        return _inplace_repr(f"lower={self.lower}, upper={self.upper}", self.inplace)


class Softplus(Module):
    """log(1 + exp(beta * x)) / beta, linear above threshold."""

    def __init__(self, beta=1, threshold=20):
        super().__init__()
        self.beta, self.threshold = beta, threshold

    def forward(self, input):
        return F.softplus(input, self.beta, self.threshold)

    def extra_repr(self):
        return f"beta={self.beta}, threshold={self.threshold}"


class Softshrink(Module):
    """x - lambd above lambd, x + lambd below -lambd, else 0."""

    def __init__(self, lambd=0.5):
        super().__init__()
        self.lambd = lambd

    def forward(self, input):
        return F.softshrink(input, self.lambd)

    def extra_repr(self):
        return str(self.lambd)


class Hardshrink(Softshrink):
    """x where |x| > lambd, else 0."""

    def forward(self, input):
        return F.hardshrink(input, self.lambd)


class Softsign(Module):
    """x / (1 + |x|)."""

    def forward(self, input):
        return F.softsign(input)


class Tanhshrink(Module):
    """x - tanh(x)."""

    def forward(self, input):
        return F.tanhshrink(input)


class LogSigmoid(Module):
    """log(sigmoid(x)), computed stably."""

    def forward(self, input):
        return F.logsigmoid(input)


class GLU(Module):
    """a * sigmoid(b) for the two halves a, b of the input along dim."""

    def __init__(self, dim=-1):
        super().__init__()
        self.dim = dim

    def forward(self, input):
        return F.glu(input, self.dim)

    def extra_repr(self):
        return f"dim={self.dim}"


class Softmin(Module):
    """softmax(-x) along dim."""

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, input):
        return F.softmin(input, self.dim, _stacklevel=5)

    def extra_repr(self):
        return f"dim={self.dim}"


class Softmax2d(Module):
    """Softmax over the channels (dim -3) of a (C, H, W) or (N, C, H, W) input."""

    def forward(self, input):
        assert input.dim() == 4 or input.dim() == 3, "Softmax2d requires a 3D or 4D tensor as input"
        return F.softmax(input, -3)


class PReLU(Module):
    """x where x > 0, else a * x, with `a` learned: one, or one per channel."""

    def __init__(self, num_parameters=1, init=0.25, device=None, dtype=None):
        super().__init__()
        from yaten.nn.parameter import Parameter
        self.num_parameters = num_parameters
        self.init = init
        self.weight = Parameter(yaten.empty(num_parameters, device=device, dtype=dtype).fill_(init))

    def reset_parameters(self):
        yaten.nn.init.constant_(self.weight, self.init)

    def forward(self, input):
        return F.prelu(input, self.weight)

    def extra_repr(self):
        return f"num_parameters={self.num_parameters}"
