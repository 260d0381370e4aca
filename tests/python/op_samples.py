"""Sample calls for every op of ops.yaml, the data the generated op test
runs on yaten and torch. test_ops_generated.py fails for any op of ops.yaml
that has no entry here, so a new op cannot go untested.

A sample is the op's arguments, where T(...) stands for a random tensor,
I(...) an integer tensor, B(...) a bool mask; both libraries get equal data.
"""
from dataclasses import dataclass, field

import numpy as np


@dataclass(frozen=True)
class T:
    """A float64 tensor of shape `shape` with values in [low, high)."""
    shape: tuple
    low: float = -2.0
    high: float = 2.0
    dtype: str = "float64"
    grad: bool = True

    def __init__(self, *shape, low=-2.0, high=2.0, dtype="float64", grad=True):
        object.__setattr__(self, "shape", shape)
        object.__setattr__(self, "low", low)
        object.__setattr__(self, "high", high)
        object.__setattr__(self, "dtype", dtype)
        object.__setattr__(self, "grad", grad and dtype.startswith("float"))


def I(*shape, high=3, low=0, dtype="int64"):  # noqa: E743
    return T(*shape, low=low, high=high, dtype=dtype, grad=False)


def B(*shape):
    return T(*shape, dtype="bool", grad=False)


def P(*shape, low=0.5, high=2.0, **kw):
    """Positive values, for log, sqrt and friends."""
    return T(*shape, low=low, high=high, **kw)


@dataclass(frozen=True)
class S:
    args: tuple
    kwargs: dict = field(default_factory=dict)
    method: bool = False  # call as args[0].name(*args[1:])
    check_grad: bool = True
    values: bool = True  # compare values (off for random ops)

    def __init__(self, *args, method=False, check_grad=True, values=True, **kwargs):
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "kwargs", kwargs)
        object.__setattr__(self, "method", method)
        object.__setattr__(self, "check_grad", check_grad)
        object.__setattr__(self, "values", values)


def unary(**ranges):
    return [S(T(2, 3, **ranges)), S(T(5, **ranges)), S(T(3, 1, 2, dtype="float32", grad=False, **ranges))]


def positive_unary():
    return [S(P(2, 3)), S(P(4)), S(P(3, 2, dtype="float32", grad=False))]


def binary():
    return [S(T(2, 3), T(2, 3)), S(T(2, 3), T(3)), S(T(4, 1), T(1, 3)), S(T(3), 1.5), S(I(3, high=5), T(3))]


def rnn_params(gates, input_size, hidden, layers=1, directions=1, bias=True, proj=0):
    """The parameter list torch.lstm/gru/rnn_* take: per layer and direction
    w_ih, w_hh[, b_ih, b_hh][, w_hr], for a cell with `gates` gates."""
    out, width = [], proj or hidden
    for layer in range(layers):
        for _ in range(directions):
            out += [T(gates * hidden, input_size if layer == 0 else width * directions, low=-1, high=1),
                    T(gates * hidden, width, low=-1, high=1)]
            out += [T(gates * hidden), T(gates * hidden)] if bias else []
            out += [T(proj, hidden, low=-1, high=1)] if proj else []
    return out


SAMPLES = {
    # creation
    "empty": [S((2, 3), values=False, check_grad=False)],
    "zeros": [S((2, 3)), S((4,), dtype="int64")],
    "ones": [S((2, 3)), S((2,), dtype="float64")],
    "full": [S((2, 3), 1.5), S((2,), 7), S((2,), True)],
    "arange": [S(5), S(1, 4, 0.5), S(0, 10, 3)],
    "linspace": [S(0, 1, 5), S(-1.0, 2.0, 7)],
    "eye": [S(3), S(2, 4)],
    "rand": [S((2, 3), values=False)],
    "randn": [S((2, 3), values=False)],
    "randint": [S(5, (2, 3), values=False), S(2, 6, (4,), values=False)],
    "manual_seed": [S(3, values=False)],
    "zeros_like": [S(T(2, 3))],
    "ones_like": [S(T(2, 3))],
    "empty_like": [S(T(2, 3), values=False)],
    "full_like": [S(T(2, 3), 2.5)],
    "logspace": [S(0, 3, 4), S(-1.0, 2.0, 7, 2.0), S(0, 3, 4, dtype="int64"), S(1, 0, 5, dtype="float64"), S(0, 1, 0)],
    "scalar_tensor": [S(2.5), S(3, dtype="int64"), S(True), S(-1.5, dtype="float64")],
    "range": [S(1, 4), S(0, 1, 0.25), S(5, 1, -2, dtype="int64"), S(0.5, 2.5, dtype="float64")],
    "hann_window": [S(5), S(6, False), S(1), S(0), S(4, dtype="float64")],
    "hamming_window": [S(5), S(6, False), S(6, False, 0.5), S(6, True, 0.5, 0.3), S(7, dtype="float64")],
    "blackman_window": [S(5), S(6, False), S(3, dtype="float64")],
    "bartlett_window": [S(5), S(6, False), S(7, dtype="float64"), S(1)],
    "kaiser_window": [S(5), S(6, False), S(6, False, 5.0), S(4, dtype="float64")],
    # in-place fills, called as methods on fresh tensors
    "fill_": [S(T(2, 3, grad=False), 1.5, method=True), S(T(2, 3, grad=False), T(), method=True),
              S(T(2, 3, grad=False), 2.5), S(T(3, grad=False), T(grad=False))],
    "zero_": [S(T(2, 3, grad=False), method=True), S(T(4, grad=False))],
    "uniform_": [S(T(2, 3, grad=False), method=True, values=False)],
    "normal_": [S(T(2, 3, grad=False), method=True, values=False)],
    "copy_": [S(T(2, 3, grad=False), T(3, grad=False), method=True)],
    "fill": [S(T(2, 3), 1.5), S(T(2, 3), T()), S(I(3), 2)],
    # unary
    "neg": unary(), "abs": unary(), "exp": unary(), "expm1": unary(), "sin": unary(), "cos": unary(),
    "tan": unary(low=-1.0, high=1.0), "atan": unary(), "sinh": unary(), "cosh": unary(), "tanh": unary(),
    "sigmoid": unary(), "relu": unary(), "erf": unary(), "square": unary(),
    "floor": unary(), "ceil": unary(), "round": unary(), "trunc": unary(), "sign": unary(), "sgn": unary(),
    "log": positive_unary(), "log2": positive_unary(), "log10": positive_unary(), "log1p": positive_unary(),
    "sqrt": positive_unary(), "rsqrt": positive_unary(), "reciprocal": positive_unary(),
    "asin": unary(low=-0.9, high=0.9), "acos": unary(low=-0.9, high=0.9),
    "asinh": unary(), "acosh": unary(low=1.1, high=3.0), "atanh": unary(low=-0.9, high=0.9),
    "logical_not": [S(B(2, 3)), S(T(3))],
    # binary
    "add": binary() + [S(T(2, 3), T(3), alpha=2)],
    "sub": binary() + [S(T(2, 3), T(3), alpha=0.5)],
    "mul": binary(), "div": [S(T(2, 3), P(2, 3)), S(T(2, 3), P(3)), S(I(3, high=5), I(3, low=1, high=4)),
            S(T(2, 3), P(3), rounding_mode=None), S(T(2, 3, low=-9, high=9, grad=False), P(3, grad=False), rounding_mode="trunc"),
            S(T(2, 3, low=-9, high=9, grad=False), P(2, 3, grad=False), rounding_mode="floor", method=True),
            S(I(2, 4, low=-9, high=9), I(4, low=-4, high=-1), rounding_mode="trunc"),
            S(I(2, 4, low=-9, high=9), I(4, low=1, high=4), rounding_mode="trunc"),
            S(I(3, low=-9, high=9), I(3, low=1, high=4), rounding_mode="floor")],
    "pow": [S(P(2, 3), T(2, 3)), S(P(3), 2), S(2.0, T(3), check_grad=True)],
    # torch.maximum and torch.minimum take no Python numbers
    "maximum": binary()[:3], "minimum": binary()[:3], "atan2": [S(T(2, 3), T(2, 3)), S(T(2, 3), T(3))],
    "remainder": [S(T(2, 3), P(2, 3)), S(I(4, high=9), 4)],
    "fmod": [S(T(2, 3), P(2, 3)), S(I(4, high=9), 4)],
    # torch.hypot takes no Python numbers
    "hypot": binary()[:3] + [S(T(2, 3), T(2, 3), method=True),
                             S(T(3, dtype="float32", grad=False), T(3, dtype="float32", grad=False)),
                             S(T(3), T(3, dtype="float32", grad=False))],
    # lerp.Tensor (tensor weight) and lerp.Scalar's values (number weight)
    "lerp": [S(T(2, 3), T(2, 3), T(2, 3, low=0, high=1)), S(T(2, 3), T(3), 0.3), S(T(3), T(2, 3), T(1)),
             S(T(2, 3), T(2, 3), 0.7, method=True), S(T(3, dtype="float32", grad=False), T(3, dtype="float32", grad=False), -0.5)],
    "logical_and": [S(B(2, 3), B(2, 3)), S(T(3), B(3))],
    "logical_or": [S(B(2, 3), B(3)), S(T(3), T(3))],
    "rsub": [S(T(2, 3), T(2, 3)), S(T(2, 3), T(3), alpha=2), S(T(3), 2.5), S(I(3), 2), S(I(3), 2, 3)],
    # comparisons
    **{name: [S(T(2, 3), T(2, 3)), S(T(2, 3), 0.0), S(I(3), I(3))] for name in ("eq", "ne", "lt", "le", "gt", "ge")},
    # select
    "where": [S(B(2, 3), T(2, 3), T(2, 3)), S(B(3), T(2, 3), 0.0), S(B(2, 3)), S(I(4, high=2))],
    "clamp": [S(T(2, 3), -0.5, 0.5), S(T(4), min=0.0), S(T(4), max=0.1),
              S(T(2, 3), T(3, low=-1, high=0), T(2, 1, low=0, high=1)), S(T(2, 3), min=T(2, 3)),
              S(T(4), max=T(1), method=True), S(T(2, 3), T(3), T(3)), S(I(4, high=9), T(4), T(1, low=2, high=3))],
    "masked_fill": [S(T(2, 3), B(2, 3), 0.5), S(T(2, 3), B(3), -1.0)],
    # reductions
    "sum": [S(T(2, 3)), S(T(2, 3), 1), S(T(2, 3, 4), (0, 2), keepdim=True), S(I(3, 2)), S(B(4))],
    "mean": [S(T(2, 3)), S(T(2, 3), 0), S(T(2, 3, 4), (1, 2), keepdim=True)],
    "prod": [S(T(2, 3)), S(T(2, 3), 1), S(T(2, 3), 0, keepdim=True)],
    "amax": [S(T(2, 3)), S(T(2, 3), 1), S(T(2, 3, 4), (0, 2), keepdim=True)],
    "amin": [S(T(2, 3)), S(T(2, 3), 0)],
    "max": [S(T(2, 3)), S(T(2, 3), 1), S(T(2, 3), 0, keepdim=True), S(T(2, 3), T(2, 3))],
    "min": [S(T(2, 3)), S(T(2, 3), 1), S(T(2, 3), T(3))],
    "argmax": [S(T(2, 3)), S(T(2, 3), 1), S(T(2, 3), 0, keepdim=True)],
    "argmin": [S(T(2, 3)), S(T(2, 3), 1)],
    "var": [S(T(2, 3)), S(T(2, 3), 1), S(T(2, 3), 0, unbiased=False, keepdim=True), S(T(3, 4), 1, correction=2),
            S(T(3, 4), (0, 1), correction=0, keepdim=True), S(T(2, 3), False), S(T(3, 2), True, method=True)],
    "std": [S(T(2, 3)), S(T(2, 3), 1), S(T(3, 4), 1, unbiased=False), S(T(3, 4), 1, correction=2),
            S(T(3, 4), (0, 1), correction=0, keepdim=True), S(T(2, 3), False), S(T(3, 2), True, method=True)],
    "all": [S(B(2, 3)), S(B(2, 3), 1), S(T(3))],
    "any": [S(B(2, 3)), S(B(2, 3), 0, keepdim=True)],
    "logsumexp": [S(T(2, 3), 1), S(T(2, 3), (0, 1), keepdim=True)],
    "softmax": [S(T(2, 3), 1), S(T(2, 3, 2), 0)],
    "log_softmax": [S(T(2, 3), 1), S(T(2, 3, 2), -1)],
    "cumsum": [S(T(2, 3), 1), S(T(4), 0)],
    "cumprod": [S(T(2, 3), 1), S(T(4), 0)],
    "norm": [S(T(2, 3)), S(T(2, 3), 1), S(T(2, 3), 2, 1, True), S(T(4), float("inf")), S(T(2, 3), 2, 1, dtype="float64", check_grad=False),
             S(T(2, 3, dtype="float32", grad=False), 3, [0, 1], True, dtype="float64"), S(T(2, 3), "fro"), S(T(3, 3), "nuc"),
             S(T(2, 3), p="fro", dim=1, keepdim=True), S(T(2, 3), 1.5, dim=0, method=True)],
    # shape
    "view": [S(T(2, 3), (3, 2), method=True), S(T(2, 3), (-1,), method=True),
             S(T(2, 3), "int64", method=True), S(T(2, 4), "int32", method=True),
             S(T(3, 4, dtype="float32", grad=False), "float64", method=True)],
    "reshape": [S(T(2, 3), (3, 2)), S(T(2, 3), (-1, 1))],
    "permute": [S(T(2, 3, 4), (2, 0, 1))],
    "transpose": [S(T(2, 3), 0, 1), S(T(2, 3, 4), -1, 0)],
    "t": [S(T(2, 3)), S(T(3))],
    "squeeze": [S(T(2, 1, 3)), S(T(2, 1, 3), 1)],
    "unsqueeze": [S(T(2, 3), 0), S(T(2, 3), -1)],
    "expand": [S(T(3, 1), (3, 4), method=True), S(T(3), (2, 3), method=True)],
    "expand_as": [S(T(3, 1), T(3, 4, grad=False), method=True)],
    "flatten": [S(T(2, 3, 4)), S(T(2, 3, 4), 1)],
    "ravel": [S(T(2, 3, 4)), S(T(), method=True), S(T(3, 4), method=True)],
    "narrow": [S(T(4, 3), 0, 1, 2), S(T(4, 3), 1, I(high=2), 1), S(T(4, 3), 0, I(low=-2, high=0), 2, method=True)],
    "select": [S(T(4, 3), 0, 1), S(T(4, 3), 1, -1)],
    "cat": [S([T(2, 3), T(1, 3)]), S([T(2, 3), T(2, 2)], 1)],
    "stack": [S([T(2, 3), T(2, 3)]), S([T(2), T(2)], 1)],
    "split": [S(T(5, 2), 2), S(T(5, 2), [2, 3]), S(T(2, 5), (1, 2, 2), 1, method=True), S(T(2, 5), 2, -1, method=True)],
    "chunk": [S(T(6, 2), 3), S(T(2, 5), 2, 1)],
    "contiguous": [S(T(2, 3), method=True)],
    "clone": [S(T(2, 3))],
    "detach": [S(T(2, 3))],
    "detach_": [S(T(2, 3, grad=False)), S(T(3, grad=False))],
    "to": [S(T(2, 3), "float32", method=True, check_grad=False), S(T(2, 3), "int64", method=True),
           S(T(2, 3), "cpu", method=True), S(T(2, 3), "cpu", "float32", method=True, check_grad=False),
           S(T(2, 3), device="cpu:0", dtype="float32", copy=True, method=True, check_grad=False),
           S(T(2, 3), I(1), method=True), S(T(2, 3), T(1, dtype="float32", grad=False), method=True, check_grad=False)],
    "cpu": [S(T(2, 3), method=True)],
    "flip": [S(T(2, 3), (0,)), S(T(2, 3), (0, 1))],
    "repeat": [S(T(2, 3), (2, 1), method=True), S(T(3), (2, 2), method=True)],
    "tril": [S(T(3, 4)), S(T(3, 4), 1)],
    "triu": [S(T(3, 4)), S(T(3, 4), -1)],
    # index
    "index_select": [S(T(4, 3), 0, I(5, high=4)), S(T(4, 3), 1, I(2, high=3))],
    "index_add": [S(T(4, 3), 0, I(2, high=4), T(2, 3)), S(T(4, 3), 1, I(4, high=3), T(4, 4), alpha=2),
                  S(I(3, 2, high=9), 0, I(2, high=3), I(2, 2, high=9), alpha=3, method=True)],
    # sparse_grad=True makes torch's gradient a sparse tensor; yaten's is dense
    "gather": [S(T(3, 4), 1, I(3, 2, high=4)), S(T(3, 4), 0, I(2, 4, high=3), sparse_grad=True, check_grad=False),
               S(T(4), 0, I(6, high=4), method=True)],
    "scatter_add": [S(T(3, 4), 1, I(3, 2, high=4), T(3, 2)), S(T(5), 0, I(7, high=5), T(7), method=True),
                    # src larger than index: torch 1.13 fails in backward, yaten pads (test_index_family.py)
                    S(T(3, 4), 0, I(2, 4, high=3), T(3, 5), check_grad=False)],
    # Without accumulate, masks (never a repeated position) keep finite differences well defined.
    # torch's Python binding takes no None entry here (x[:, idx] = v does): test_indexing.py covers those.
    "index_put": [S(T(4, 3), [B(4)], T(3)), S(T(4, 3), [B(4, 3)], T(1), method=True),
                  S(T(4, 3), [I(5, high=4)], T(5, 3), True), S(T(4, 3), [I(3, high=4), I(3, high=3)], T(3), accumulate=True),
                  S(T(4, 3), [I(2, 1, high=4)], T(2, 1, 3), True, method=True),
                  S(T(3, 2, dtype="float32", grad=False), [I(4, high=3, low=-3)], T(2, dtype="float32", grad=False), True)],
    "nonzero": [S(T(3, 4, low=-1, high=1.5)), S(B(2, 3)), S(I(5, high=2), method=True)],
    "argwhere": [S(B(3, 2)), S(I(2, 3, high=2), method=True)],
    # linear algebra
    "mm": [S(T(2, 3), T(3, 4))],
    "bmm": [S(T(2, 2, 3), T(2, 3, 4))],
    "addmm": [S(T(2, 4), T(2, 3), T(3, 4)), S(T(4), T(2, 3), T(3, 4), beta=0.5, alpha=2)],
    "mv": [S(T(2, 3), T(3))],
    "dot": [S(T(3), T(3))],
    "outer": [S(T(3), T(2))],
    "linalg_vector_norm": [S(T(2, 3)), S(T(2, 3), 1, (1,)), S(T(2, 3), float("inf"), 0, True), S(T(2, 3), 3, dim=(0, 1)),
                           S(T(4), 0.5)],
    "matmul": [S(T(2, 3), T(3, 4)), S(T(3), T(3)), S(T(2, 3), T(3)), S(T(3), T(3, 2)), S(T(2, 2, 3), T(3, 4)),
               S(T(2, 1, 2, 3), T(3, 3, 2))],
    # nn.functional
    "linear": [S(T(2, 3), T(4, 3), T(4)), S(T(5, 2, 3), T(4, 3))],
    "mse_loss": [S(T(2, 3), T(2, 3)), S(T(2, 3), T(2, 3), reduction="sum"), S(T(4), T(4), reduction="none")],
    "nll_loss": [S(T(4, 3), I(4)), S(T(4, 3), I(4), reduction="sum"), S(T(4, 3), I(4), ignore_index=1),
                 S(T(2, 3, 2, 2), I(2, 2, 2), weight=P(3, grad=False)), S(T(2, 3, 4), I(2, 4), reduction="none"),
                 S(T(3), I(low=1), ignore_index=0)],
    "cross_entropy": [S(T(4, 3), I(4)), S(T(4, 3), I(4), reduction="sum"), S(T(4, 3), I(4), label_smoothing=0.1),
                      S(T(4, 3), I(4), ignore_index=1, label_smoothing=0.2),
                      S(T(4, 3), I(4), weight=P(3, grad=False), ignore_index=0, label_smoothing=0.3)],
    "l1_loss": [S(T(2, 3), T(2, 3)), S(T(2, 3), T(2, 3), reduction="sum"), S(T(4), T(4), reduction="none")],
    "binary_cross_entropy": [S(T(2, 3, low=0.05, high=0.95), T(2, 3, low=0, high=1, grad=False)),
                             S(T(4, low=0.05, high=0.95), T(4, low=0, high=1), P(4, grad=False), reduction="sum")],
    "binary_cross_entropy_with_logits": [S(T(2, 3), T(2, 3, low=0, high=1)),
                                         S(T(4), T(4, low=0, high=1), P(4, grad=False), reduction="none",
                                           pos_weight=P(4, grad=False))],
    "smooth_l1_loss": [S(T(2, 3), T(2, 3)), S(T(4), T(4), reduction="sum", beta=0.5),
                       S(T(3, 2), T(3, 2), reduction="none", beta=0.0), S(T(3, 2), T(2), size_average=False)],
    "huber_loss": [S(T(2, 3), T(2, 3)), S(T(4), T(4), reduction="sum", delta=0.5), S(T(3, 2), T(3, 2), "none", 2.0)],
    "kl_div": [S(T(3, 4), P(3, 4, low=0.05, high=1), reduction="batchmean"), S(T(3, 4), T(3, 4), log_target=True),
               S(T(2, 5), P(2, 5, low=0.05, high=1), reduction="sum"), S(T(4), P(4, low=0.05, high=1), reduction="none")],
    "poisson_nll_loss": [S(T(3, 4), P(3, 4)), S(P(3, 4), P(3, 4, low=0.5, high=4), False, True),
                         S(T(5), P(5, low=0, high=3), reduction="none", full=True)],
    "gaussian_nll_loss": [S(T(3, 4), T(3, 4), P(3, 4)), S(T(3, 4), T(3, 4), P(3), full=True),
                          S(T(3, 4), T(3, 4), P(3, 1), reduction="sum"), S(T(5), T(5), P(5), reduction="none")],
    "soft_margin_loss": [S(T(3, 4), I(3, 4, low=-1, high=2)), S(T(5), T(5, grad=False), reduction="none")],
    "multilabel_soft_margin_loss": [S(T(3, 4), T(3, 4, low=0, high=1)),
                                    S(T(3, 4), I(3, 4, high=2), P(4, grad=False), reduction="none")],
    "hinge_embedding_loss": [S(T(3, 4), I(3, 4, low=-1, high=2)), S(T(5), I(5, low=-1, high=2), 0.5, reduction="sum")],
    "margin_ranking_loss": [S(T(5), T(5), I(5, low=-1, high=2)), S(T(2, 3), T(2, 3), T(2, 3), 0.3, reduction="none")],
    "cosine_embedding_loss": [S(T(3, 4), T(3, 4), I(3, low=-1, high=2)),
                              S(T(4, 5), T(4, 5), I(4, low=-1, high=2), 0.2, reduction="sum")],
    "multi_margin_loss": [S(T(3, 4), I(3, high=4)), S(T(3, 4), I(3, high=4), 2, 0.5, P(4, grad=False)),
                          S(T(4), I(1, high=4), reduction="none")],
    "multilabel_margin_loss": [S(T(3, 4), I(3, 4, low=-1, high=4)), S(T(4), I(4, low=-1, high=4), reduction="none"),
                               S(T(2, 5), I(2, 5, low=-1, high=5), reduction="sum")],
    "triplet_margin_loss": [S(T(3, 4), T(3, 4), T(3, 4)), S(T(3, 4), T(3, 4), T(3, 4), 0.5, 1.0, swap=True),
                            S(T(4), T(4), T(4), reduction="none")],
    # torch's ctc gradient is the one through log_softmax, not of log_probs
    # alone, so finite differences differ: tests/python/nn/test_nn_ctc_loss.py
    # checks it through log_softmax.
    "ctc_loss": [S(T(6, 2, 4, low=-3, high=0), I(2, 3, low=1, high=4), [6, 5], [3, 2], check_grad=False),
                 S(T(5, 3, low=-3, high=0), I(2, low=1, high=3), [5], [2], reduction="none", check_grad=False),
                 S(T(6, 2, 4, low=-3, high=0), I(4, low=1, high=4), [6, 4], [1, 3], 0, "sum", True,
                   check_grad=False)],
    # torch's top-level spellings of the losses: native signatures, the reduction an int (0 none, the default
    # there, 1 mean, 2 sum, any other none)
    "yaten_kl_div": [S(T(3, 4), P(3, 4, low=0.05, high=1)), S(T(3, 4), T(3, 4), 2, log_target=True),
                     S(T(4), P(4, low=0.05, high=1), 0), S(T(2, 2), P(2, 2, low=0.05, high=1), reduction=5),
                     S(T(2, 3), P(2, 3, low=0.05, high=1), 1)],
    "yaten_hinge_embedding_loss": [S(T(3, 4), I(3, 4, low=-1, high=2)), S(T(5), I(5, low=-1, high=2), 0.5, 2),
                                   S(T(5), I(5, low=-1, high=2), reduction=1)],
    "yaten_margin_ranking_loss": [S(T(5), T(5), I(5, low=-1, high=2)), S(T(2, 3), T(2, 3), T(2, 3), 0.3, 0),
                                  S(T(4), T(4), I(4, low=-1, high=2), reduction=1)],
    "yaten_cosine_embedding_loss": [S(T(3, 4), T(3, 4), I(3, low=-1, high=2)),
                                    S(T(4, 5), T(4, 5), I(4, low=-1, high=2), 0.2, 2),
                                    S(T(2, 3), T(2, 3), I(2, low=-1, high=2), reduction=1)],
    "yaten_poisson_nll_loss": [S(T(3, 4), P(3, 4), True, False, 1e-8, 1),
                               S(P(3, 4), P(3, 4, low=0.5, high=4), False, True, 1e-8, 2),
                               S(T(5), P(5, low=0, high=3), True, True, 1e-6, 0)],
    "yaten_triplet_margin_loss": [S(T(3, 4), T(3, 4), T(3, 4)), S(T(3, 4), T(3, 4), T(3, 4), 0.5, 1.0, swap=True, reduction=2),
                                  S(T(4), T(4), T(4), reduction=1)],
    "yaten_ctc_loss": [S(T(6, 2, 4, low=-3, high=0), I(2, 3, low=1, high=4), [6, 5], [3, 2], check_grad=False),
                       S(T(6, 2, 4, low=-3, high=0), I(4, low=1, high=4), [6, 4], [1, 3], 0, 2, True, check_grad=False),
                       S(T(5, 2, 3, low=-3, high=0), I(2, 2, low=1, high=3), np.array([5, 4]), np.array([2, 1]),
                         reduction=1, check_grad=False)],
    # conv, pooling
    "conv2d": [S(T(2, 3, 5, 5), T(4, 3, 3, 3), T(4)), S(T(1, 4, 6, 5), T(4, 2, 2, 3), None, 2, 1, 1, 2),
               S(T(2, 6, 6), T(2, 2, 3, 2), stride=(1, 2), padding=(2, 1), dilation=(2, 1)),
               S(T(1, 2, 5, 6), T(3, 2, 2, 3), T(3), padding="same"), S(T(2, 5, 6), T(3, 2, 2, 2), padding="valid")],
    "conv1d": [S(T(2, 3, 7), T(4, 3, 3), T(4)), S(T(4, 9), T(2, 2, 2), None, 2, 1, 2, 2),
               S(T(2, 3, 7), T(4, 3, 4), padding="same", dilation=2)],
    "conv_transpose2d": [S(T(2, 4, 3, 4), T(4, 3, 3, 2), T(6), 2, 1, 1, 2),
                         S(T(2, 3, 3), T(2, 2, 2, 3), None, (2, 1), 0, 0, 1, 2),
                         S(T(1, 2, 3, 3), T(2, 2, 2, 2), stride=3, output_padding=(2, 1))],
    "conv_transpose1d": [S(T(2, 4, 5), T(4, 3, 3), T(3), 3, 1, 2), S(T(2, 4), T(2, 2, 2), dilation=2, groups=2)],
    "conv3d": [S(T(2, 4, 4, 3, 4), T(2, 2, 3, 2, 2), T(2), (2, 1, 2), (1, 0, 1), (1, 1, 1), 2),
               S(T(2, 5, 3, 3), T(3, 2, 2, 1, 2), dilation=(2, 1, 1), padding=1),
               S(T(1, 2, 4, 3, 5), T(2, 2, 2, 3, 2), T(2), padding="same", dilation=(1, 2, 1)),
               S(T(2, 4, 3, 4), T(3, 2, 2, 2, 2), padding="valid")],
    "conv_transpose3d": [S(T(1, 4, 2, 3, 2), T(4, 1, 2, 2, 3), T(2), 2, 1, 1, 2),
                         S(T(2, 2, 3, 2), T(2, 2, 3, 1, 2), None, (2, 1, 1), (1, 0, 0), (1, 0, 0), 1, (1, 2, 1)),
                         S(T(1, 2, 2, 2, 2), T(2, 1, 2, 2, 2), dilation=2, output_padding=1, stride=2)],
    "max_pool2d_with_indices": [S(T(2, 3, 6, 6), 2), S(T(3, 7, 5), (3, 2), (2, 1), 1, 1, True),
                                S(T(1, 2, 7, 7), 3, 2, 1, 2)],
    "avg_pool2d": [S(T(2, 3, 6, 6), 2), S(T(3, 7, 5), (3, 2), (2, 1), 1, True, False),
                   S(T(1, 2, 7, 7), 3, 2, 1, divisor_override=2)],
    "adaptive_avg_pool2d": [S(T(2, 3, 6, 6), 2), S(T(3, 7, 5), (3, 2)), S(T(1, 2, 5, 7), (5, 3))],
    "adaptive_max_pool2d_with_indices": [S(T(2, 3, 6, 5), (3, 2)), S(T(3, 7, 7), 3), S(T(1, 2, 5, 7), (5, 4))],
    "avg_pool1d": [S(T(2, 3, 6), 2), S(T(3, 7), 3, 2, 1, True, False)],
    "max_pool1d_with_indices": [S(T(2, 3, 6), 2), S(T(3, 7), 3, 2, 1, 2, True)],
    "adaptive_avg_pool1d": [S(T(2, 3, 6), 4), S(T(3, 7), 3)],
    "adaptive_max_pool1d_with_indices": [S(T(2, 3, 6), 4), S(T(3, 7), 3)],
    "avg_pool3d": [S(T(1, 2, 4, 4, 4), 2), S(T(2, 5, 4, 5), (2, 3, 2), (1, 2, 2), 1, True, False),
                   S(T(1, 1, 4, 5, 4), 3, 2, 1, divisor_override=5)],
    "max_pool3d_with_indices": [S(T(1, 2, 4, 4, 4), 2), S(T(2, 5, 4, 5), (2, 3, 2), (1, 2, 2), 1, (1, 1, 2), True)],
    "adaptive_avg_pool3d": [S(T(1, 2, 4, 5, 6), (2, 3, 4)), S(T(2, 5, 4, 3), 2)],
    "adaptive_max_pool3d_with_indices": [S(T(1, 2, 4, 5, 6), (2, 3, 4)), S(T(2, 5, 4, 3), 2)],
    "lp_pool1d": [S(P(2, 3, 6), 2.0, 3), S(P(2, 3, 7), 3.0, 2, 2, True)],
    "lp_pool2d": [S(P(1, 2, 5, 5), 2.0, 2), S(P(1, 2, 6, 5), 1.5, (3, 2), (2, 1))],
    # max_unpool: indices without repeats within a plane, as max_pool gives them
    "max_unpool1d": [S(T(1, 2, 3), np.array([[[0, 3, 5], [1, 2, 4]]]), 2),
                     S(T(2, 3), np.array([[0, 3, 5], [1, 2, 4]]), 3, 2, 1, (6,))],
    "max_unpool2d": [S(T(1, 2, 2, 2), np.array([[[[0, 3], [9, 14]], [[5, 2], [12, 15]]]]), 2),
                     S(T(1, 2, 2), np.array([[[0, 3], [10, 14]]]), 2, output_size=(5, 4))],
    "max_unpool3d": [S(T(1, 1, 1, 2, 2), np.array([[[[[0, 7], [20, 31]]]]]), 2)],
    # time, batch, channel: (T, N, C_in) with (k, C_in, C_out); a negative pad crops
    "conv_tbc": [S(T(5, 2, 3), T(2, 3, 4), T(4), 1), S(T(6, 1, 2), T(3, 2, 3), T(3)), S(T(7, 2, 2), T(2, 2, 3), T(3), -1)],
    # activations, normalization
    "gelu": [S(T(2, 3)), S(T(5), approximate="tanh"), S(T(3, 1, 2, dtype="float32", grad=False))],
    "silu": unary(),
    "dropout": [S(T(4, 5), 0.5, values=False, check_grad=False), S(T(2, 3), 0.3, False), S(T(2, 3), 0.0)],
    "leaky_relu": unary() + [S(T(2, 3), 0.2), S(T(4), negative_slope=-0.5)],
    "selu": unary(),
    "celu": unary() + [S(T(2, 3), 0.5), S(T(4), alpha=2.0)],
    "hardtanh": unary(low=-3, high=3) + [S(T(2, 3, low=-3, high=3), -2.0, 0.5), S(I(5, low=-4, high=4), -2, 2)],
    "relu6": unary(low=-3, high=9),
    "hardsigmoid": unary(low=-5, high=5),
    "hardswish": unary(low=-5, high=5),
    "softplus": unary() + [S(T(2, 3), 2.0), S(T(5, low=-20, high=20), beta=0.5, threshold=3)],
    "mish": unary(low=-5, high=5),
    "logsigmoid": unary(low=-30, high=30),
    "softshrink": unary() + [S(T(2, 3), 1.0)],
    "hardshrink": unary() + [S(T(2, 3), 1.0), S(T(2, 3), 0.3, method=True)],
    "threshold": [S(T(2, 3), 0.5, -1.0), S(T(4), -0.2, 3.0), S(I(5, low=-4, high=4), 1, 20)],
    "softsign": unary(),
    "tanhshrink": unary(),
    "glu": [S(T(2, 4)), S(T(4, 3), 0), S(T(2, 6, 3), dim=1)],
    "prelu": [S(T(2, 3), T(3)), S(T(2, 3, 4), T(1)), S(T(5), T(1)), S(T(2, 3, 2, 2, dtype="float32", grad=False),
                                                                          T(3, dtype="float32", grad=False))],
    "rrelu": [S(T(3, 4)), S(T(3, 4), 0.1, 0.3), S(T(3, 4), 0.1, 0.3, True, values=False, check_grad=False)],
    "batch_norm": [S(T(4, 3), T(3, grad=False), P(3, grad=False), P(3), T(3), True),
                   S(T(2, 3, 2, 2), T(3, grad=False), P(3, grad=False), P(3), T(3), False),
                   S(T(3, 2, 2, 2), None, None, training=True, momentum=0.3, eps=1e-3)],
    "layer_norm": [S(T(2, 3, 4), (4,), P(4), T(4)), S(T(2, 3, 4), (3, 4)), S(T(5, 2), [2], eps=1e-3)],
    "group_norm": [S(T(2, 6, 3), 3, P(6), T(6)), S(T(3, 4), 2), S(T(2, 4, 2, 3), 1, eps=1e-3),
                   S(T(2, 4, 3, dtype="float32", grad=False), 4, T(4, dtype="float32", grad=False))],

    "instance_norm": [S(T(2, 3, 4)), S(T(2, 3, 2, 3), None, None, P(3), T(3), eps=1e-3),
                      S(T(2, 2, 3), T(2, grad=False), P(2, grad=False), momentum=0.3),
                      S(T(2, 2, 3), T(2, grad=False), P(2, grad=False), P(2), use_input_stats=False)],
    "local_response_norm": [S(T(2, 5, 3), 3), S(T(1, 4, 2, 3), 2, 1e-2, 0.5, 2.0), S(T(1, 3, 2, 2, 2), 4)],
    # padding_idx and scale_grad_by_freq change the gradient on purpose: not gradchecked.
    "embedding": [S(I(2, 3, high=5), T(5, 4)), S(I(6, high=4), T(4, 3), padding_idx=1, check_grad=False),
                  S(I(2, 4, high=3), T(3, 2), scale_grad_by_freq=True, check_grad=False)],
    "bilinear": [S(T(3, 2), T(3, 4), T(5, 2, 4), T(5)), S(T(2, 3, 2), T(2, 3, 3), T(4, 2, 3))],
    # torch's top-level spellings of the norms (native signatures; cudnn_enabled does nothing on the CPU)
    "yaten_group_norm": [S(T(2, 6, 3), 3, P(6), T(6)), S(T(3, 4), 2, None, None, 1e-3, False)],
    "yaten_instance_norm": [S(T(2, 3, 4), None, None, None, None, True, 0.1, 1e-5, False),
                            S(T(2, 2, 3), P(2), T(2), T(2, grad=False), P(2, grad=False), True, 0.3, 1e-5, True),
                            S(T(2, 2, 3), None, None, T(2, grad=False), P(2, grad=False), False, 0.1, 1e-3, False)],
    "yaten_layer_norm": [S(T(2, 3, 4), (4,), P(4), T(4)), S(T(2, 3, 4), [3, 4], None, None, 1e-3, False)],
    "embedding_renorm_": [S(T(5, 3, grad=False), I(4, high=5), 1.0, 2.0), S(T(4, 2, grad=False), I(2, 2, high=4), 0.5, 1.0)],
    # torch.embedding_bag's native form: modes sum (0), mean (1), max (2), an empty bag, include_last_offset,
    # padding_idx, per_sample_weights, int32 indices; all four results compared. scale_grad_by_freq's gradient
    # is not torch's (see test_embedding_bag.py), so its samples compare values only.
    "embedding_bag": [S(T(6, 3), np.array([1, 2, 4, 4, 0, 5, 3]), np.array([0, 2, 2, 5])),
                      S(T(6, 3), np.array([1, 2, 4, 4, 0, 5, 3]), np.array([0, 3, 3, 7]), False, 1, False, None, True),
                      S(T(6, 3), np.array([1, 2, 4, 2, 0, 5, 3]), np.array([0, 3, 3]), False, 2, False, None, False, 2),
                      S(T(6, 3), np.array([1, 5, 4, 5, 0]), np.array([0, 1, 3]), False, 0, False, T(5), False, -1),
                      S(T(6, 3), np.array([1, 5, 4, 5, 0]), np.array([0, 1, 3]), False, 1, False, None, False, 5),
                      S(T(5, 4, dtype="float32", grad=False), np.array([4, 0, 0, 3], dtype=np.int32),
                        np.array([0, 1], dtype=np.int32), mode=2),
                      S(T(5, 2), np.array([1, 1, 2, 4]), np.array([0, 2]), True, 1, check_grad=False)],
    # indexing family (issue 17). Where a repeated index makes torch's gradient
    # differ from the function's (scatter and index_copy keep one of the written
    # values), the index is a fixed array without repeats.
    "masked_select": [S(T(2, 3), B(2, 3)), S(T(3), B(2, 3)), S(T(2, 3), B(3), method=True)],
    "masked_scatter": [S(T(2, 3), B(2, 3), T(6)), S(T(2, 3), B(3), T(7), method=True), S(T(3), B(2, 3), T(6))],
    "take": [S(T(2, 3), I(4, high=6)), S(T(2, 3), I(2, 2, low=-6, high=6), method=True)],
    "take_along_dim": [S(T(3, 4), I(3, 2, high=4), 1), S(T(3, 4), I(5, high=12)), S(T(3, 4), I(1, 2, high=4), -1),
                       S(T(3, 1), I(3, 4, high=3), dim=0, method=True)],
    "put": [S(T(5), np.array([4, 0, 2]), T(3)), S(T(2, 3), np.array([[1, -1]]), T(1, 2), method=True),
            S(T(2, 3), I(4, low=-6, high=6), T(4), True)],
    "index_fill": [S(T(4, 3), 0, I(2, high=4), 1.5), S(T(4, 3), 1, I(3, high=3), T()), S(T(4, 3), 1, I(3, low=-3, high=3), -1.0, check_grad=False),
                   S(I(3, 2, high=9), 0, I(2, high=3), 2, method=True)],
    "index_copy": [S(T(4, 3), 0, np.array([3, 0]), T(2, 3)), S(T(4, 3), 1, np.array([2, 0, 1]), T(4, 3), method=True)],
    "scatter": [S(T(3, 4), 1, np.array([[0, 2], [3, 1], [1, 0]]), T(3, 2)), S(T(3, 4), 0, I(1, 4, high=3), 1.5),
                S(T(3, 4), 1, I(3, 3, high=4), T(3, 3), reduce="add", check_grad=False),
                S(T(3, 4), 1, I(3, 3, high=4), T(3, 3), reduce="multiply", check_grad=False),
                S(T(3, 4), 0, I(2, 4, high=3), 2.0, reduce="multiply", check_grad=False),
                S(I(3, 4, high=9), 0, I(2, 4, high=3), 2, reduce="add", method=True)],
    "scatter_reduce": [S(T(3, 4), 1, I(3, 5, high=4), T(3, 5), "sum"),
                       S(T(3, 4), 1, I(3, 5, high=4), T(3, 5), "sum", include_self=False),
                       S(T(3, 4), 1, I(3, 5, high=4), T(3, 5), "prod"),
                       S(T(3, 4), 0, I(4, 4, high=3), T(4, 4), "prod", include_self=False),
                       S(T(3, 4), 1, I(3, 5, high=4), T(3, 5), "mean"),
                       S(T(3, 4), 1, I(3, 5, high=4), T(3, 5), "mean", include_self=False),
                       S(T(3, 4), 1, I(3, 5, high=4), T(3, 5), "amax"),
                       S(T(3, 4), 1, I(3, 5, high=4), T(3, 5), "amin", include_self=False, method=True),
                       S(I(3, 4, high=9), 1, I(3, 5, high=4), I(3, 5, high=9), "mean", include_self=False)],
    "index_reduce": [S(T(5, 3), 0, np.array([4, 0, 2, 0]), T(4, 3), "prod"),
                     S(T(5, 3), 0, np.array([4, 0, 2, 0]), T(4, 3), "mean", include_self=False),
                     S(T(3, 5), 1, np.array([1, 3]), T(3, 2), "amax"),
                     S(T(3, 5), 1, np.array([1, 3]), T(3, 2), "amin", include_self=False, method=True),
                     S(I(4, 2, high=9), 0, np.array([3, 3, 1]), I(3, 2, high=9), "mean")],

    # bitwise, shifts, floor division (integer and bool dtypes; floor_divide on floats too)
    "bitwise_and": [S(I(2, 3, high=50), I(2, 3, high=50)), S(B(2, 3), B(3)), S(I(4, low=-9, high=9, dtype="int32"), 6),
                    S(I(3, high=200, dtype="uint8"), B(3), method=True)],
    "bitwise_or": [S(I(2, 3, high=50), I(2, 3, high=50)), S(B(2, 3), B(3)), S(I(4, low=-9, high=9, dtype="int32"), 6),
                   S(I(3, high=200, dtype="uint8"), B(3), method=True)],
    "bitwise_xor": [S(I(2, 3, high=50), I(2, 3, high=50)), S(B(2, 3), B(3)), S(I(4, low=-9, high=9, dtype="int32"), 6),
                    S(I(3, high=200, dtype="uint8"), B(3), method=True)],
    "bitwise_not": [S(I(2, 3, low=-50, high=50)), S(B(4)), S(I(3, high=200, dtype="uint8"), method=True)],
    "bitwise_left_shift": [S(I(2, 3, low=-50, high=50), I(2, 3, high=8)), S(I(4, high=9, dtype="int32"), 3),
                           S(I(3, high=30, dtype="uint8"), I(3, high=8, dtype="uint8"), method=True)],
    "bitwise_right_shift": [S(I(2, 3, low=-50, high=50), I(2, 3, high=8)), S(I(4, high=9, dtype="int32"), 3),
                            S(I(3, high=200, dtype="uint8"), I(3, high=8, dtype="uint8"), method=True)],
    # not differentiable (torch 1.13's result has a grad_fn that cannot run)
    "floor_divide": [S(T(2, 3, grad=False), P(2, 3, grad=False)), S(I(2, 3, low=-9, high=9), I(3, low=1, high=4)),
                     S(T(4, grad=False), -1.5),
                     S(I(4, low=-9, high=9, dtype="int32"), -2, method=True)],
    "logical_xor": [S(B(2, 3), B(2, 3)), S(T(3), B(3)), S(I(2, 3), T(3), method=True)],
    "positive": [S(T(2, 3)), S(I(4), method=True)],
    # Tensor.new_* and the *_as conversions
    "new_zeros": [S(T(2, 3), (3, 2), method=True), S(I(2), [4], method=True)],
    "new_ones": [S(T(2, 3), (3, 2), method=True), S(I(2), [4], method=True)],
    "new_empty": [S(T(2, 3), (3, 2), method=True, values=False)],
    "new_full": [S(T(2, 3), (3, 2), 2.5, method=True), S(I(2), [4], 7, method=True)],
    "view_as": [S(T(2, 3), T(3, 2, grad=False), method=True), S(T(6), T(2, 3, grad=False), method=True)],
    "reshape_as": [S(T(2, 3), T(3, 2, grad=False), method=True), S(T(3, 2), T(6, grad=False), method=True)],
    "type_as": [S(T(2, 3), T(3, dtype="float32", grad=False), method=True, check_grad=False),
                S(I(3), T(2, grad=False), method=True), S(T(2, 3), T(1, grad=False), method=True)],
    # distance
    "pairwise_distance": [S(T(3, 4), T(3, 4)), S(T(3, 4), T(4), 1.0), S(T(2, 3), T(2, 3), keepdim=True),
                          S(T(5), T(5), 3.0)],
    "cosine_similarity": [S(T(3, 4), T(3, 4)), S(T(3, 4), T(3, 4), 0), S(T(2, 3, 4), T(1, 3, 4), -1)],
    # padding, rearranging
    "pad": [S(T(2, 3, 4), (1, 2)), S(T(2, 3, 4), (1, 2, 0, 1), value=1.5), S(T(2, 3, 4), (-1, 2, 1, 0)),
            S(T(1, 2, 5), (2, 3), "reflect"), S(T(2, 2, 4, 3), (1, 2, 2, 0), "replicate"),
            S(T(1, 2, 5), (2, 3), "circular"), S(T(1, 1, 3, 3, 4), (1, 1, 2, 0, 1, 1), "reflect")],
    "pixel_shuffle": [S(T(1, 8, 2, 3), 2), S(T(2, 1, 9, 2, 2), 3)],
    "pixel_unshuffle": [S(T(1, 2, 4, 6), 2), S(T(3, 6, 3), 3)],
    # torch 1.13 has no derivative for channel_shuffle: values only.
    "channel_shuffle": [S(T(2, 6, 3, grad=False), 3), S(T(1, 4, 2, 2, grad=False), 2)],
    "one_hot": [S(I(5, high=4)), S(I(2, 3, high=3), 5)],
    # grid_sampler(input, grid, interpolation (bilinear, nearest, bicubic), padding (zeros, border, reflection),
    # align_corners); tests/python/nn/test_nn_vision.py runs every combination
    "grid_sampler": [S(T(1, 2, 3, 4), T(1, 2, 3, 2, low=-1.3, high=1.3), 0, 0, False),
                     S(T(1, 2, 3, 4), T(1, 2, 2, 2, low=-1.3, high=1.3), 2, 2, True),
                     S(T(1, 2, 3, 4), T(1, 3, 2, 2, low=-1.3, high=1.3), 1, 1, False),
                     S(T(1, 1, 2, 3, 3), T(1, 2, 2, 2, 3, low=-1.3, high=1.3), 0, 2, False)],
    "affine_grid_generator": [S(T(2, 2, 3), [2, 3, 4, 5], False), S(T(1, 3, 4), [1, 1, 2, 3, 4], True)],


    # --- sorting and selection (issue 18) ---
    "sort": [S(T(3, 5)), S(T(3, 5), 0, True), S(T(6), descending=True, stable=True, method=True),
             S(I(4, 6, high=4), dim=1, stable=True), S(T(2, 3, 4, dtype="float32", grad=False), 1)],
    "argsort": [S(T(3, 5)), S(T(3, 5), 0, True, method=True), S(I(7, high=3), stable=True),
                S(T(4, 5, dtype="float32", grad=False), descending=True)],
    "msort": [S(T(4, 3)), S(I(5, 2, high=9), method=True)],
    "topk": [S(T(4, 6), 3), S(T(4, 6), 2, 0, False), S(T(10), 4, method=True), S(I(3, 8, high=50), 5),
             S(T(3, 7, dtype="float32", grad=False), 2, largest=False)],
    "kthvalue": [S(T(4, 5), 2), S(T(4, 5), 3, 0, True), S(T(7), 7, method=True), S(I(3, 6, high=50), 1)],
    "median": [S(T(5)), S(T(4, 5), 1), S(T(4, 5), 0, True, method=True), S(I(3, 5, high=50), 1),
               S(T(2, 4, dtype="float32", grad=False))],
    "nanmedian": [S(T(5)), S(T(4, 5), 1), S(T(3, 4), 0, keepdim=True, method=True)],
    "mode": [S(I(4, 9, high=4)), S(T(3, 5), 0), S(I(12, high=3), method=True), S(I(2, 6, high=3), 1, True)],
    "_unique2": [S(I(3, 4, high=5), True, True, True), S(T(7, grad=False), True, False, True),
                 S(I(6, high=3), True, True, False)],
    "searchsorted": [S(P(6, grad=False), T(3, 2, grad=False)),
                     S(I(2, 5, high=9), I(2, 3, high=9), right=True), S(I(5, high=9), I(3, high=9), side="right"),
                     S(I(5, high=9), I(4, high=9), out_int32=True)],
    "bucketize": [S(T(3, 4, grad=False), T(5, grad=False)), S(I(6, high=9), I(4, high=9), right=True),
                  S(I(6, high=9), I(3, high=9), out_int32=True)],
    "histc": [S(T(20, grad=False)), S(T(4, 5, grad=False), 6, -1, 1), S(T(9, dtype="float32", grad=False), 3, method=True)],
    "histogram": [S(T(20, grad=False), 5), S(T(4, 5, grad=False), 4, range=(-1.0, 1.0), density=True),
                  S(T(12, grad=False), 3, weight=P(12, grad=False)),
                  S(T(10, grad=False), T(4, low=-3, high=-2, grad=False), method=True)],
    "bincount": [S(I(10, high=5)), S(I(8, high=4), P(8, grad=False)), S(I(3, high=2), minlength=6, method=True),
                 S(I(6, high=4), P(6, dtype="float32", grad=False))],
    "count_nonzero": [S(I(3, 4, high=2)), S(T(3, 4, grad=False), 1), S(B(2, 3, 2), (0, 2), method=True)],
    "aminmax": [S(T(3, 4, grad=False)), S(T(3, 4, grad=False), dim=1), S(I(3, 4, high=9), dim=0, keepdim=True, method=True)],
    "cummax": [S(T(3, 5), 1), S(T(4, 3), 0, method=True), S(I(3, 6, high=3), 1)],
    "cummin": [S(T(3, 5), 1), S(T(4, 3), 0, method=True), S(I(3, 6, high=3), 1)],
    "logcumsumexp": [S(T(3, 5), 1), S(T(4, 3), 0, method=True), S(T(6, dtype="float32", grad=False), 0)],
    "quantile": [S(T(5), 0.3), S(T(3, 4), 0.5, 1, True), S(T(3, 4), T(3, low=0.05, high=0.95, grad=False), -1),
                 S(T(3, 4), 0.4, 0, interpolation="midpoint"), S(T(2, 5), 0.7, 1, interpolation="lower"),
                 S(T(2, 5), 0.7, 1, interpolation="higher"), S(T(2, 5), 0.6, -1, interpolation="nearest", method=True),
                 S(T(2, 3), T(low=0.1, high=0.9, grad=False), keepdim=True),
                 S(T(4, 3, dtype="float32", grad=False), T(2, low=0, high=1, dtype="float32", grad=False), 0)],
    "nanquantile": [S(T(5), 0.3), S(T(3, 4), T(2, low=0.05, high=0.95, grad=False), 1, True, interpolation="linear"),
                    S(T(2, 5), 0.6, 1, interpolation="nearest", method=True)],
    # --- random ops (issue 18): shapes and dtypes against torch; distributions in test_random_ops.py ---
    "rand_like": [S(T(2, 3), values=False), S(T(4, grad=False), dtype="float64", values=False)],
    "randn_like": [S(T(2, 3), values=False), S(T(4, dtype="float32", grad=False), values=False)],
    "randint_like": [S(T(2, 3), 5, values=False), S(I(4), 2, 9, values=False), S(T(3), 4, dtype="int64", values=False)],
    "randperm": [S(5, values=False), S(7, dtype="float64", values=False)],
    "bernoulli": [S(P(2, 3, low=0.0, high=1.0), values=False, check_grad=False),
                  S(T(4, grad=False), 0.3, values=False), S(P(3, low=0.0, high=1.0, grad=False), method=True, values=False)],
    "bernoulli_": [S(T(3, 4, grad=False), 0.4, method=True, values=False),
                   S(T(3, 4, grad=False), P(4, low=0.0, high=1.0, grad=False), method=True, values=False)],
    "multinomial": [S(P(6, grad=False), 3, values=False), S(P(4, 7, grad=False), 10, True, values=False),
                    S(P(3, 5, grad=False), 5, method=True, values=False)],
    "normal": [S(2.0, 3.0, (2, 3), values=False), S(T(3, 2), 0.5, values=False, check_grad=False),
               S(1.0, P(4), values=False, check_grad=False), S(T(2, 1), P(3), values=False, check_grad=False)],
    "poisson": [S(P(3, 4, grad=False), values=False), S(P(5, low=20.0, high=40.0, grad=False), values=False)],
    "random_": [S(T(3, 4, grad=False), method=True, values=False), S(I(5), 10, method=True, values=False),
                S(T(4, grad=False), -3, 3, method=True, values=False)],
    "exponential_": [S(T(3, 4, grad=False), method=True, values=False), S(T(4, grad=False), 2.5, method=True, values=False)],
    "geometric_": [S(T(3, 4, grad=False), 0.3, method=True, values=False), S(I(4), 0.6, method=True, values=False)],
    "log_normal_": [S(T(3, 4, grad=False), method=True, values=False), S(T(4, grad=False), 0.5, 0.25, method=True, values=False)],
    "cauchy_": [S(T(3, 4, grad=False), method=True, values=False), S(T(4, grad=False), 1.0, 2.0, method=True, values=False)],

    # attention (torch 2's; the oracle is TORCH_REFERENCES below)
    "scaled_dot_product_attention": [
        S(T(2, 3, 4, 5), T(2, 3, 6, 5), T(2, 3, 6, 4)), S(T(4, 3), T(5, 3), T(5, 2), is_causal=True),
        S(T(2, 4, 3), T(2, 5, 3), T(2, 5, 3), B(4, 5)), S(T(2, 4, 3), T(2, 4, 3), T(2, 4, 2), T(2, 4, 4), scale=0.3),
        S(T(2, 4, 3), T(2, 5, 3), T(2, 5, 3), None, 0.5, values=False, check_grad=False)],
    # recurrent layers and cells: args (input, hx, params, has_biases, num_layers, dropout, train,
    # bidirectional[, batch_first]); packed forms take (data, batch_sizes, ...)
    "lstm": [S(T(3, 2, 2), [T(1, 2, 3), T(1, 2, 3)], rnn_params(4, 2, 3), True, 1, 0.0, True, False, False),
             S(T(2, 3, 2), [T(4, 2, 3), T(4, 2, 3)], rnn_params(4, 2, 3, layers=2, directions=2), True, 2, 0.0,
               False, True, True),
             S(T(3, 2, 2), [T(1, 2, 2), T(1, 2, 3)], rnn_params(4, 2, 3, bias=False, proj=2), False, 1, 0.0, True,
               False, False),
             S(T(5, 2), np.array([2, 2, 1]), [T(2, 2, 3), T(2, 2, 3)], rnn_params(4, 2, 3, directions=2), True, 1,
               0.0, True, True),
             S(T(3, 2, 2), [T(2, 2, 3), T(2, 2, 3)], rnn_params(4, 2, 3, layers=2), True, 2, 0.5, True, False, False,
               values=False, check_grad=False)],
    "gru": [S(T(3, 2, 2), T(1, 2, 3), rnn_params(3, 2, 3), True, 1, 0.0, True, False, False),
            S(T(2, 3, 2), T(4, 2, 3), rnn_params(3, 2, 3, layers=2, directions=2, bias=False), False, 2, 0.0, True,
              True, True),
            S(T(5, 2), np.array([3, 1, 1]), T(1, 3, 3), rnn_params(3, 2, 3), True, 1, 0.0, True, False)],
    "rnn_tanh": [S(T(3, 2, 2), T(1, 2, 3), rnn_params(1, 2, 3), True, 1, 0.0, True, False, False),
                 S(T(4, 2), np.array([2, 1, 1]), T(2, 2, 3), rnn_params(1, 2, 3, directions=2), True, 1, 0.0, True,
                   True)],
    "rnn_relu": [S(T(3, 2, 2), T(2, 2, 3), rnn_params(1, 2, 3, layers=2), True, 2, 0.0, False, False, False),
                 S(T(2, 3, 2), T(2, 2, 3), rnn_params(1, 2, 3, directions=2, bias=False), False, 1, 0.0, True, True,
                   True)],
    "lstm_cell": [S(T(2, 3), [T(2, 4), T(2, 4)], T(16, 3), T(16, 4), T(16), T(16)),
                  S(T(2, 3), [T(2, 4), T(2, 4)], T(16, 3), T(16, 4))],
    "gru_cell": [S(T(2, 3), T(2, 4), T(12, 3), T(12, 4), T(12), T(12)), S(T(2, 3), T(2, 4), T(12, 3), T(12, 4))],
    "rnn_tanh_cell": [S(T(2, 3), T(2, 4), T(4, 3), T(4, 4), T(4), T(4)), S(T(2, 3), T(2, 4), T(4, 3), T(4, 4))],
    "rnn_relu_cell": [S(T(2, 3), T(2, 4), T(4, 3), T(4, 4), T(4), T(4))],


    # ---- issue 18, math family (shapemath branch) ----
    "isnan": [S(T(2, 3)), S(I(3), method=True)],
    "isinf": [S(T(2, 3)), S(I(3), method=True)],
    "isfinite": [S(T(2, 3)), S(I(3), method=True)],
    "isposinf": [S(T(2, 3)), S(I(3), method=True)],
    "isneginf": [S(T(2, 3)), S(I(3), method=True)],
    "signbit": [S(T(2, 3)), S(I(3, low=-3), method=True), S(T(4, dtype="float32", grad=False))],
    "isreal": [S(T(2, 3)), S(I(3), method=True)],
    "nan_to_num": [S(T(2, 3)), S(T(3), 1.0, 2.0, -2.0, method=True), S(I(3)), S(T(4, dtype="float32", grad=False), posinf=5.0)],
    "exp2": unary() + [S(I(3, low=-3))],
    "erfc": unary() + [S(I(3))],
    "erfinv": unary(low=-0.9, high=0.9),
    "lgamma": positive_unary() + [S(T(2, 3, low=-2.9, high=-2.1))],
    "digamma": positive_unary() + [S(T(2, 3, low=-2.9, high=-2.1)), S(I(3, low=1, high=5))],
    "polygamma": [S(1, P(2, 3)), S(2, P(4)), S(0, P(3)),
                  S(1, P(3, dtype="float32", grad=False))],
    "i0": unary() + [S(I(3))],
    "sinc": unary() + [S(I(3, low=-2))],
    "logit": [S(T(2, 3, low=0.05, high=0.95)), S(T(4, low=0.05, high=0.95), 0.2), S(T(3, low=0.1, high=0.9), method=True),
              S(T(3, low=0.1, high=0.9, dtype="float32", grad=False))],
    "frac": unary(),
    "deg2rad": unary() + [S(I(3))],
    "rad2deg": unary() + [S(I(3))],
    "logaddexp": [S(T(2, 3), T(2, 3)), S(T(2, 3), T(3)), S(T(4, 1), T(1, 3), method=True),
                  S(T(3, dtype="float32", grad=False), T(3, dtype="float32", grad=False))],
    "logaddexp2": [S(T(2, 3), T(2, 3)), S(T(2, 3), T(3)), S(T(4, 1), T(1, 3), method=True)],
    "xlogy": [S(T(2, 3), P(2, 3)), S(T(3), P(2, 3)), S(I(3), P(3)), S(T(3), 2.5), S(T(3), P(3), method=True)],
    "copysign": [S(T(2, 3), T(2, 3)), S(T(2, 3), T(3)), S(T(3), -1.0), S(I(3), T(3, grad=False)),
                 S(T(3), T(3), method=True)],
    "nextafter": [S(T(2, 3, grad=False), T(2, 3, grad=False)),
                  S(T(3, dtype="float32", grad=False), T(1, dtype="float32", grad=False))],
    "heaviside": [S(T(2, 3, grad=False), T(2, 3, grad=False)), S(I(4, low=-1, high=2), I(4), method=True)],
    "gcd": [S(I(2, 3, low=-20, high=20), I(2, 3, high=30)), S(I(3, high=40, dtype="int32"), I(3, high=12, dtype="int32"), method=True)],
    "lcm": [S(I(2, 3, low=-20, high=20), I(2, 3, high=30)), S(I(3, high=40, dtype="int32"), I(1, high=6, dtype="int32"), method=True)],
    "addcmul": [S(T(2, 3), T(2, 3), T(2, 3)), S(T(2, 3), T(3), T(2, 1), value=0.5), S(T(3), T(3), T(3), method=True)],
    "addcdiv": [S(T(2, 3), T(2, 3), P(2, 3)), S(T(2, 3), T(3), P(2, 1), value=-2), S(T(3), T(3), P(3), method=True)],
    "clamp_min": [S(T(2, 3), 0.0), S(I(4, high=9), 3, method=True), S(T(2, 3), T(3)), S(T(4), T(1), method=True),
                  S(I(2, 3, high=9), T(2, 1))],
    "clamp_max": [S(T(2, 3), 0.5), S(I(4, high=9), 3, method=True), S(T(2, 3), T(3)), S(T(4), T(1), method=True),
                  S(I(2, 3, high=9), T(2, 1))],
    "float_power": [S(P(2, 3), T(2, 3)), S(P(3), 2), S(I(3, low=1), 0.5), S(2.0, T(3)), S(P(3), T(3), method=True)],
    "mvlgamma": [S(P(2, 3, low=1.6, high=3.0), 3), S(P(4, low=1.2), 1), S(P(3, low=2.0, high=4.0), 2, method=True)],
    "isclose": [S(T(2, 3), T(2, 3)), S(T(3), T(3), rtol=0.5, atol=0.5), S(I(3), I(3), method=True)],
    "diff": [S(T(5)), S(T(3, 4), 2, 0), S(T(3, 4), prepend=T(3, 1), append=T(3, 2)), S(B(5)),
             S(T(4, 3), 1, 0, T(1, 3), method=True)],
    "nansum": [S(T(2, 3)), S(T(2, 3), 1, True), S(I(3, 4), method=True)],
    "nanmean": [S(T(2, 3)), S(T(2, 3), 1, True), S(T(3, 4), (0, 1), method=True)],
    "var_mean": [S(T(2, 3)), S(T(2, 3), 1, unbiased=False, keepdim=True), S(T(3, 4), (0, 1), correction=0),
                 S(T(3, 4), 1, correction=2), S(T(2, 3), False), S(T(4), True)],
    "std_mean": [S(T(2, 3)), S(T(2, 3), 1, unbiased=False, keepdim=True), S(T(3, 4), (0, 1), correction=0),
                 S(T(3, 4), 1, correction=2), S(T(2, 3), False), S(T(4), True)],
    "trapezoid": [S(T(5)), S(T(3, 4), T(4, grad=False)), S(T(3, 4), dx=0.5, dim=0), S(I(4)),
                  S(T(3, 4), T(3, 4), dim=0)],
    "cumulative_trapezoid": [S(T(5)), S(T(3, 4), T(4, grad=False)), S(T(3, 4), dx=0.5, dim=0), S(I(4))],
    "renorm": [S(T(3, 4), 2, 0, 1.0), S(T(2, 3, 2), 1, 1, 0.5), S(T(3, 4), 3, 1, 5.0, method=True)],
    # ---- math: the NaN-skipping extrema, floating-point parts, membership, statistics (mathops branch) ----
    "fmax": [S(T(2, 3), T(2, 3)), S(T(2, 3), T(3)), S(I(3, high=5), T(3)), S(T(3), T(3), method=True), S(B(3), B(3))],
    "fmin": [S(T(2, 3), T(2, 3)), S(T(4, 1), T(1, 3)), S(I(3, high=5), I(3, high=5)), S(T(3), T(3), method=True)],
    "ldexp": [S(T(2, 3), I(2, 3, low=-3, high=4)), S(T(3), T(3, grad=False)), S(I(3), I(3)), S(T(3), I(1, high=5), method=True)],
    "frexp": [S(T(2, 3, low=-40, high=40)), S(T(4, dtype="float32", grad=False), method=True), S(T(3, low=-1e-3, high=1e-3))],
    "isin": [S(I(5, high=9), I(3, high=9)), S(I(2, 3, high=9), I(40, high=30)), S(T(4, grad=False), T(2, grad=False), invert=True),
             S(I(3, high=5), 2), S(I(3, high=5), 2, invert=True), S(3, I(4, high=5)), S(I(4, high=5), T(3, grad=False))],
    "cov": [S(T(3, 5)), S(T(5)), S(T(2, 4), correction=0), S(T(3, 4), fweights=I(4, low=1, high=4)),
            S(T(3, 4), aweights=P(4, grad=False)), S(T(2, 4), fweights=I(4, low=1, high=3), aweights=P(4, grad=False), correction=2),
            S(I(2, 5, high=9)), S(T(3, 4), method=True)],
    "corrcoef": [S(T(3, 5)), S(T(6)), S(I(2, 5, high=9)), S(T(2, 4), method=True)],
    "gradient": [S(T(5)), S(T(3, 4), spacing=2.0, dim=1), S(T(3, 4), spacing=2.0, dim=1, edge_order=2),
                 S(T(3, 4), dim=[0, 1]), S(T(3, 4), spacing=(2.0, 0.5)), S(T(3, 4), spacing=3, dim=[1], edge_order=2),
                 S(T(3, 4), spacing=[0.5], dim=[0]), S(I(5, high=9)),
                 S(T(2, 4), spacing=[np.array([0.0, 1.0, 3.0, 7.0])], dim=1),
                 S(T(5, 2), spacing=[np.array([0.0, 0.5, 2.0, 2.5, 4.0])], dim=[0], edge_order=2),
                 S(T(3, 3), spacing=[np.array([0.0, 1.0, 3.0]), np.array([1.0, 2.0, 4.0])])],
    "igamma": [S(P(2, 3, grad=False), P(2, 3)), S(P(3, low=0.2, high=5, grad=False), P(3, low=0.1, high=8)),
               S(P(3, low=20, high=40, grad=False), P(3, low=10, high=50)), S(P(4, grad=False), P(4), method=True),
               S(P(4, dtype="float32", grad=False), P(4, dtype="float32", grad=False))],
    "igammac": [S(P(2, 3, grad=False), P(2, 3)), S(P(3, low=0.2, high=5, grad=False), P(3, low=0.1, high=8)),
                S(P(3, low=20, high=40, grad=False), P(3, low=10, high=50)), S(P(4, grad=False), P(4), method=True),
                S(P(4, dtype="float32", grad=False), P(4, dtype="float32", grad=False))],
    "constant_pad_nd": [S(T(2, 3), (1, 2)), S(T(2, 3), (1, 1, 0, 1), 2.5), S(I(3), (2, -1), 7)],
    "norm_except_dim": [S(T(2, 3, 4)), S(T(2, 3, 4), 3, 1), S(T(2, 3, 4), 2, -1), S(T(3, 4), 2, 1)],
    "binomial": [S(T(2, 3, low=0, high=20, grad=False), T(2, 3, low=0, high=1, grad=False), values=False),
                 S(T(4, low=0, high=5, dtype="float32", grad=False), T(4, low=0, high=1, dtype="float32", grad=False),
                   values=False)],
    # ---- issue 18, yaten.special ----
    "special_i1": unary() + [S(I(3))],
    "special_i0e": unary() + [S(T(4, low=-40, high=40))],
    "special_i1e": unary() + [S(T(4, low=-40, high=40))],
    "special_erfcx": unary() + [S(T(4, low=5, high=30))],
    "special_ndtr": unary(),
    "special_ndtri": unary(low=0.02, high=0.98),
    "special_log_ndtr": unary() + [S(T(4, low=-30, high=5))],
    "special_entr": positive_unary() + [S(I(3))],
    "special_xlog1py": [S(T(2, 3), P(2, 3)), S(T(3), 2.5), S(I(3), P(3))],
    "special_zeta": [S(P(2, 3, low=1.5, high=4.0, grad=False), P(2, 3)), S(3.0, P(3)),
                     S(P(3, low=2, high=3, dtype="float32", grad=False), 2.0)],
    "special_bessel_j0": [S(T(2, 3, low=-10, high=10, grad=False)), S(T(3, dtype="float32", grad=False))],
    "special_bessel_j1": [S(T(2, 3, low=-10, high=10, grad=False)), S(T(3, dtype="float32", grad=False))],
    # ---- issue 18, shape (shapemath branch) ----
    "unbind": [S(T(3, 2)), S(T(2, 3), 1, method=True), S(T(2, 3, 2), -1)],
    "movedim": [S(T(2, 3, 4), 0, 2), S(T(2, 3, 4), (0, 1), (2, 0)), S(T(2, 3), -1, 0, method=True)],
    "unflatten": [S(T(2, 6), 1, (2, 3)), S(T(6), 0, (3, -1), method=True)],
    "broadcast_to": [S(T(3), (2, 3)), S(T(2, 1), (2, 4), method=True), S(T(1, 3), (-1, 3))],
    "roll": [S(T(5), 2), S(T(2, 3), 1), S(T(2, 3), (1, -1), (0, 1)), S(T(3, 4), -5, 1, method=True)],
    "tile": [S(T(3), (2,)), S(T(2, 3), (2, 1, 2)), S(T(2, 3), (2,), method=True)],
    "rot90": [S(T(2, 3)), S(T(2, 3), 2), S(T(2, 3, 4), -1, (1, 2)), S(T(3, 2), 3, method=True)],
    "fliplr": [S(T(2, 3)), S(T(2, 3, 2), method=True)],
    "flipud": [S(T(3)), S(T(2, 3), method=True)],
    "atleast_1d": [S(T()), S(T(2, 3))],
    "atleast_2d": [S(T()), S(T(3))],
    "atleast_3d": [S(T()), S(T(3)), S(T(2, 3)), S([T(3), T(2, 2)])],
    "hstack": [S([T(2), T(3)]), S([T(2, 1), T(2, 3)])],
    "vstack": [S([T(3), T(3)]), S([T(1, 3), T(2, 3)])],
    "dstack": [S([T(3), T(3)]), S([T(2, 3), T(2, 3, 2)])],
    "column_stack": [S([T(3), T(3, 2)]), S([T(2), T(2)])],
    # ---- issue 18, shape (shape2 branch) ----
    "repeat_interleave": [S(T(2, 3), 2), S(T(2, 3), 2, 1), S(T(2, 3), I(2, high=3), 0), S(I(3, high=4)),
                          S(T(2, 3), 3, dim=0, output_size=6, method=True), S(T(3), I(1, low=1, high=3))],
    "tensor_split": [S(T(7), 3), S(T(2, 7), (1, 5), 1), S(T(7), I(2, high=6)), S(T(6, 2), 4, method=True),
                     S(T(5), I(low=2, high=4))],
    "hsplit": [S(T(2, 6), 3), S(T(6), (1, 4)), S(T(2, 4), 2, method=True)],
    "vsplit": [S(T(4, 2), 2), S(T(4, 2), (1,))],
    "dsplit": [S(T(1, 2, 4), 2), S(T(1, 2, 4), (1, 3), method=True)],
    "diagonal": [S(T(3, 4)), S(T(2, 3, 4), 1, 2, 0), S(T(3, 3), -1, method=True), S(T(2, 2), 5)],
    "diag_embed": [S(T(2, 3)), S(T(3), 1), S(T(2, 3), -1, 0, 2, method=True)],
    "diag": [S(T(3)), S(T(3), 1), S(T(3, 4), -1), S(T(3, 3), method=True), S(I(2, 2))],
    "diagflat": [S(T(2, 2)), S(T(3), -1, method=True)],
    "trace": [S(T(3, 3)), S(T(2, 4), method=True), S(I(3, 3))],
    "tril_indices": [S(3, 4, 1), S(4, 3, -1, dtype="int32"), S(0, 2), S(3, 3, requires_grad=False)],
    "triu_indices": [S(3, 4, 1), S(4, 3, -1, dtype="int32"), S(3, 3)],
    "as_strided": [S(T(9), (2, 2), (3, 1), 1), S(T(3, 4), (3, 3), (1, 1)), S(T(2, 3), (2,), (3,), method=True)],
    "unfold": [S(T(2, 5), 1, 2, 1, method=True), S(T(7), 0, 3, 2, method=True), S(T(3, 2), -2, 2, 1, method=True)],
    "cartesian_prod": [S(T(2), T(3)), S(I(2), I(2), I(3)), S(T(3))],
    "combinations": [S(T(4)), S(T(4), 3), S(T(3), 2, True), S(I(3), 0), S(T(2), 3)],
    "block_diag": [S(T(2, 2), T(3), T(1, 1)), S(T(1, 2), T(2, 1)), S(I(2, 2), T(1))],
    "kron": [S(T(2, 2), T(2, 3)), S(T(3), T(2, 2)), S(I(2, 2), I(2)), S(T(2, 1, 2), T(2, 2), method=True)],
    # torch 1.13's vander cannot backward (it writes into a saved view): yaten's gradient is
    # checked by gradcheck in tests/python/test_shape_views_and_products.py.
    "vander": [S(T(3), check_grad=False), S(T(3), 4, True, check_grad=False), S(I(3), 2)],
    "linalg_vander": [S(T(3)), S(T(2, 3), N=4)],
    "cross": [S(T(2, 3), T(2, 3)), S(T(3, 2), T(3, 2), 0), S(T(2, 3), T(1, 3), dim=1, method=True)],
    "linalg_cross": [S(T(2, 3), T(2, 3)), S(T(3, 2), T(3, 1), dim=0)],
    "cdist": [S(T(3, 2), T(4, 2)), S(T(2, 3, 2), T(1, 4, 2), p=1.0), S(T(30, 2), T(3, 2)), S(T(3, 2), T(2, 2), 3.0, "donot_use_mm_for_euclid_dist"),
              S(T(3, 2), T(2, 2), float("inf")), S(T(4, 3), T(2, 3), compute_mode="use_mm_for_euclid_dist"),
              S(T(3, 2, dtype="float32", grad=False), T(2, 2, dtype="float32", grad=False))],
    "pdist": [S(T(4, 3)), S(T(3, 2), 1.0), S(T(3, 2), 3.0), S(T(1, 2))],
    "dist": [S(T(3), T(3)), S(T(2, 3), T(3), 1), S(T(3), T(3), float("inf"), method=True), S(T(3), T(3), 3)],
    # ---- shape: torch's other split names, narrow_copy, the *_scatter ops (mathops branch) ----
    "split_with_sizes": [S(T(5, 2), (2, 3)), S(T(2, 6), [1, 2, 3], 1, method=True), S(T(2, 6), (4, 2), -1)],
    "unsafe_split": [S(T(5, 2), 2), S(T(2, 6), 4, 1, method=True)],
    "unsafe_chunk": [S(T(5, 2), 2), S(T(2, 6), 3, 1, method=True)],
    "unsafe_split_with_sizes": [S(T(5, 2), (4, 1)), S(T(2, 6), [3, 3], 1, method=True)],
    # torch 1.13 has no derivative of narrow_copy, nor a right one of as_strided_scatter (it reads uninitialised
    # memory): tests/python/ops/test_scatter_and_copy_ops.py gradchecks yaten's.
    "narrow_copy": [S(T(4, 3), 0, 1, 2, check_grad=False), S(T(4, 3), 1, 0, 2, method=True, check_grad=False),
                    S(T(4, 3), -1, 1, 1, check_grad=False)],
    "select_scatter": [S(T(3, 4), T(4), 0, 1), S(T(3, 4), T(3), 1, -1, method=True), S(T(2, 3, 2), T(2, 2), 1, 0)],
    # torch 1.13's Python binding reads step wrong unless it is given
    "slice_scatter": [S(T(4, 3), T(2, 3), 0, 1, 3, 1), S(T(3, 6), T(3, 2), dim=1, start=0, end=6, step=3), S(T(4, 3), T(4, 3), step=1),
                      S(T(4, 3), T(1, 3), start=-1, step=1, method=True)],
    "diagonal_scatter": [S(T(3, 3), T(3)), S(T(3, 4), T(3), 1), S(T(2, 3, 3), T(2, 3), 0, 1, 2), S(T(4, 3), T(2), -2, method=True)],
    "as_strided_scatter": [S(T(3, 3), T(2, 2), (2, 2), (1, 2), check_grad=False),
                           S(T(4), T(2), (2,), (2,), 1, method=True, check_grad=False)],
    "fill_diagonal_": [S(T(3, 3, grad=False), 2.0, method=True), S(T(7, 3, grad=False), 1.0, True, method=True),
                       S(T(7, 3, grad=False), 1.0, method=True), S(T(3, 5, grad=False), -1, method=True),
                       S(T(2, 2, 2, grad=False), 3.0, method=True), S(I(3, 3), 4, method=True)],

    # torch.swapaxes names its dims axis0 and axis1 (swapdims, transpose's alias, dim0 and dim1)
    "swapaxes": [S(T(2, 3, 4), 0, 2), S(T(2, 3), axis0=1, axis1=0), S(T(2, 3, 4), 1, -1, method=True)],
    # ---- issue 18, contractions (linalg branch) ----
    "einsum": [S("ij,jk->ik", [T(2, 3), T(3, 4)]), S("bhqd,bhkd->bhqk", [T(2, 2, 3, 4), T(2, 2, 5, 4)]),
               S("ii->i", [T(3, 3)]), S("...ij,...jk", [T(2, 2, 3), T(3, 4)]), S("i,i", [T(4), T(4)]),
               S("ijk,ikl,ilm->ijm", [T(2, 3, 4), T(2, 4, 2), T(2, 2, 3)]), S("ij->", [T(2, 3)]),
               S("iij->ji", [T(3, 3, 2)]), S("ij,ij->ij", [T(2, 3), T(1, 3)]), S("i,j", [T(2), T(3)]),
               S("ij,jk", [I(2, 3), I(3, 2)])],
    "baddbmm": [S(T(2, 3, 5), T(2, 3, 4), T(2, 4, 5)), S(T(5), T(2, 3, 4), T(2, 4, 5), beta=0.5, alpha=2),
                S(T(2, 3, 5), T(2, 3, 4), T(2, 4, 5), beta=0, check_grad=False),
                S(T(2, 3, 5), T(2, 3, 4), T(2, 4, 5), method=True)],
    "addbmm": [S(T(3, 5), T(2, 3, 4), T(2, 4, 5)), S(T(3, 5), T(2, 3, 4), T(2, 4, 5), beta=0.5, alpha=2),
               S(T(3, 5), T(2, 3, 4), T(2, 4, 5), method=True)],
    "addmv": [S(T(3), T(3, 4), T(4)), S(T(1), T(3, 4), T(4), beta=2, alpha=0.5), S(T(3), T(3, 4), T(4), method=True)],
    "addr": [S(T(3, 4), T(3), T(4)), S(T(4), T(3), T(4), beta=0.5, alpha=2), S(T(3, 4), T(3), T(4), method=True),
             S(I(3, 4), I(3), I(4))],
    "chain_matmul": [S(T(2, 3), T(3, 4), T(4, 2)), S(T(2, 3)), S(T(3, 5), T(5, 2), T(2, 6), T(6, 3))],
    "linalg_multi_dot": [S([T(3), T(3, 4), T(4, 2)]), S([T(2, 3), T(3, 4), T(4)]), S([T(3), T(3)]),
                         S([T(2, 5), T(5, 3), T(3, 6), T(6, 2)])],
    "inner": [S(T(2, 3), T(4, 3)), S(T(3), T(3)), S(T(2, 3), T()), S(T(2, 3), T(3), method=True)],
    "vdot": [S(T(3), T(3)), S(T(4), T(4), method=True)],
    # ---- issue 18, linalg on LAPACK (linalg branch; INPUT_WRAPPERS below shapes the matrices) ----
    "linalg_lu_factor_ex": [S(T(3, 3)), S(T(2, 4, 4)), S(T(3, 5, grad=False)), S(T(4, 2, dtype="float32", grad=False))],
    "linalg_lu_factor": [S(T(3, 3)), S(T(2, 3, 3))],
    "linalg_lu": [S(T(3, 3)), S(T(2, 4, 4)), S(T(3, 5, grad=False)), S(T(5, 3, grad=False))],
    "lu_unpack": [S(T(3, 3)), S(T(2, 4, 4))],
    "linalg_lu_solve": [S(T(3, 3), T(3, 2)), S(T(2, 3, 3), T(2, 3, 1), adjoint=True), S(T(3, 3), T(2, 3), left=False),
                        S(T(3, 3), T(4, 3), left=False, adjoint=True)],
    "lu_solve": [S(T(3, 2), T(3, 3)), S(T(2, 3, 2), T(2, 3, 3))],
    "linalg_solve_ex": [S(T(3, 3), T(3, 2)), S(T(2, 3, 3), T(2, 3))],
    "linalg_solve": [S(T(3, 3), T(3, 2)), S(T(2, 3, 3), T(2, 3)), S(T(3, 3), T(2, 3, 2)), S(T(3, 3), T(3)),
                     S(T(3, 3), T(2, 3), left=False), S(T(3, 3, dtype="float32", grad=False), T(3, 1, dtype="float32", grad=False))],
    "linalg_inv_ex": [S(T(3, 3)), S(T(2, 3, 3))],
    "linalg_inv": [S(T(3, 3)), S(T(2, 4, 4)), S(T(2, 2, dtype="float32", grad=False))],
    "inverse": [S(T(3, 3)), S(T(3, 3), method=True)],
    "linalg_solve_triangular": [S(T(3, 3), T(3, 2), upper=True), S(T(3, 3), T(2, 3), upper=False, left=False),
                                S(T(2, 3, 3), T(3, 1), upper=True, unitriangular=True)],
    "triangular_solve": [S(T(3, 2), T(3, 3)), S(T(3, 2), T(3, 3), False, True), S(T(2, 3, 1), T(3, 3), True, False, True),
                         S(T(3, 2), T(3, 3), method=True)],
    "linalg_cholesky_ex": [S(T(3, 3)), S(T(2, 3, 3), upper=True)],
    "linalg_cholesky": [S(T(3, 3)), S(T(2, 4, 4)), S(T(3, 3), upper=True), S(T(3, 3, dtype="float32", grad=False))],
    "cholesky": [S(T(3, 3)), S(T(3, 3), True), S(T(3, 3), method=True)],
    "cholesky_solve": [S(T(3, 2), T(3, 3)), S(T(3, 2), T(3, 3), True), S(T(2, 3, 1), T(3, 3), method=True)],
    "cholesky_inverse": [S(T(3, 3)), S(T(3, 3), True), S(T(2, 3, 3), method=True)],
    "linalg_eigh": [S(T(3, 3)), S(T(2, 4, 4)), S(T(3, 3), "U"), S(T(3, 3, dtype="float32", grad=False))],
    "linalg_eigvalsh": [S(T(3, 3)), S(T(2, 4, 4), UPLO="U")],
    "linalg_svd": [S(T(3, 3)), S(T(4, 3), full_matrices=False), S(T(2, 3, 5), full_matrices=False),
                   S(T(3, 5, grad=False)), S(T(4, 3, dtype="float32", grad=False))],
    "svd": [S(T(4, 3)), S(T(2, 3, 3)), S(T(3, 5, grad=False), False), S(T(4, 3), compute_uv=False), S(T(3, 4), method=True)],
    "linalg_svdvals": [S(T(3, 3)), S(T(2, 4, 3)), S(T(3, 5))],
    "linalg_qr": [S(T(3, 3)), S(T(4, 3)), S(T(2, 3, 5)), S(T(3, 3), "complete"), S(T(4, 3, grad=False), "r"),
                  S(T(4, 3, grad=False), "complete")],
    "qr": [S(T(4, 3)), S(T(3, 4), False), S(T(3, 3), method=True)],
    "linalg_det": [S(T(3, 3)), S(T(2, 4, 4)), S(T(1, 1)), S(T(3, 3, dtype="float32", grad=False))],
    "det": [S(T(3, 3)), S(T(2, 3, 3), method=True)],
    "linalg_slogdet": [S(T(3, 3)), S(T(2, 4, 4))],
    "slogdet": [S(T(3, 3)), S(T(3, 3), method=True)],
    "logdet": [S(T(3, 3)), S(T(2, 3, 3), method=True)],
    "linalg_matrix_power": [S(T(3, 3), 3), S(T(2, 3, 3, grad=False), 0), S(T(3, 3), -2), S(T(3, 3), 1)],
    "matrix_power": [S(T(3, 3), 2), S(T(3, 3), 5, method=True)],
    "linalg_matrix_norm": [S(T(3, 4), "fro"), S(T(3, 4), "nuc"), S(T(2, 3, 4), 1), S(T(3, 4), -1, keepdim=True),
                           S(T(3, 4), 2), S(T(3, 4), -2), S(T(2, 3, 4), float("inf"), (0, 2)), S(T(3, 4), float("-inf")),
                           S(T(2, 3, 4), "fro", (1, 0), True)],
    "linalg_norm": [S(T(3, 4)), S(T(5)), S(T(3, 4), 1), S(T(3, 4), "nuc"), S(T(2, 3, 4), 2, (1, 2)), S(T(2, 3), 3, 1),
                    S(T(2, 3, 4), None, (0, 1), True), S(T(3, 4), float("inf"), dim=0)],
    "linalg_cond": [S(T(3, 3)), S(T(2, 4, 3)), S(T(3, 3), -2),
                    # torch 1.13 cannot differentiate these (it writes into a tensor its backward saved)
                    S(T(3, 3), 1, check_grad=False), S(T(3, 3), float("inf"), check_grad=False), S(T(3, 3), "fro", check_grad=False),
                    S(T(3, 3), "nuc", check_grad=False)],
    "linalg_pinv": [S(T(3, 3)), S(T(4, 3)), S(T(2, 3, 5)), S(T(3, 3, grad=False), hermitian=True), S(T(4, 3), rtol=0.1),
                    S(T(4, 3), 0.01),
                    # tensor tolerances broadcast against the batch (torch's .atol_rtol_tensor, .rcond_tensor);
                    # where they drop a singular value torch's pinv backward fails its own gradcheck
                    S(T(2, 4, 3), rtol=T(2, low=0, high=0.01, grad=False)),
                    S(T(2, 4, 3), rtol=T(2, low=0, high=0.5, grad=False), check_grad=False),
                    S(T(4, 3), atol=T(3, 1, low=0, high=1, grad=False), check_grad=False),
                    S(T(2, 4, 3), T(1, low=0, high=0.3, grad=False), check_grad=False)],
    "linalg_matrix_rank": [S(T(3, 3)), S(T(4, 3)), S(T(2, 3, 5)), S(T(3, 3), hermitian=True), S(T(4, 3), atol=1.0),
                           S(T(4, 3), 0.5), S(T(2, 4, 3), atol=T(2, low=0, high=2, grad=False)),
                           S(T(3, 3), T(2, 1, low=0, high=2, grad=False)),
                           S(T(2, 3, 3), rtol=T(1, low=0, high=0.5, grad=False), hermitian=True)],
    "linalg_lstsq": [S(T(5, 3), T(5, 2)), S(T(2, 4, 3), T(2, 4, 1)), S(T(3, 5), T(3, 2)), S(T(1, 5, 3), T(3, 5, 2)),
                     S(T(5, 3), T(5), check_grad=False),  # torch 1.13's backward fails on a vector b
                     S(T(5, 3), T(5), driver="gelss", check_grad=False),
                     S(T(5, 3), T(5, 2), driver="gelsd"), S(T(2, 3, 5), T(2, 3, 2), driver="gelsd"),
                     S(T(5, 3), T(5, 2), driver="gels"), S(T(3, 5), T(3, 1), driver="gels"),
                     S(T(2, 5, 3), T(2, 5, 2), driver="gelss"), S(T(4, 2), T(4, 3), 1e-3, driver="gelsy")],
    "linalg_vecdot": [S(T(3, 4), T(4)), S(T(2, 3), T(2, 3), dim=0)],
    "linalg_householder_product": [S(T(4, 3), T(2)), S(T(2, 3, 3), T(2, 3)), S(T(5, 2), T(2)), S(T(6, 4), T(4)),
                                   S(T(2, 1, 5, 3), T(2, 1, 3))],
    "orgqr": [S(T(4, 3), T(2)), S(T(2, 3, 3), T(2, 3), method=True)],
    "pinverse": [S(T(4, 3)), S(T(2, 3, 5), 1e-3), S(T(3, 3), method=True)],
    "linalg_diagonal": [S(T(3, 4)), S(T(2, 3, 4), offset=1), S(T(2, 3, 4), offset=-1, dim1=0, dim2=2)],
    # 1-norms from tiny (a low Taylor degree) to about 20 (squarings)
    "linalg_matrix_exp": [S(T(3, 3)), S(T(2, 4, 4)), S(T(3, 3, low=-1e-3, high=1e-3)), S(T(4, 4, low=-6, high=6)),
                          S(T(1, 1)), S(T(2, 0, 0, grad=False)), S(T(3, 3, dtype="float32", grad=False)),
                          S(T(2, 5, 5, low=-1.5, high=1.5, dtype="float32", grad=False))],
    "matrix_exp": [S(T(3, 3)), S(T(2, 3, 3), method=True)],

    # torch's deprecated symeig (the removed solve/lstsq/eig/matrix_rank: tests/python/test_legacy_api.py)
    # torch 1.13 refuses the gradient of symeig without eigenvectors; yaten's is eigvalsh's
    "symeig": [S(T(3, 3), check_grad=False), S(T(2, 3, 3), True), S(T(3, 3), True, False, method=True)],
    "nuclear_norm": [S(T(3, 3)), S(T(2, 3, 4), (1, 2)), S(T(3, 4), True), S(T(3, 4, 2), (0, 1), True)],
    "frobenius_norm": [S(T(2, 3)), S(T(2, 3), 1), S(T(2, 3, 4), (0, 2), True)],

    # the copy variants of the view ops (ops.yaml copy_variant): new contiguous tensors, functions only
    "view_copy": [S(T(2, 3), (3, 2)), S(T(2, 3), [-1]), S(T(2, 4), "int32"), S(T(3, 2, dtype="float32", grad=False), "float64")],
    "permute_copy": [S(T(2, 3, 4), (2, 0, 1))],
    "transpose_copy": [S(T(2, 3), 0, 1), S(T(2, 3, 4), -1, 0)],
    "t_copy": [S(T(2, 3)), S(T(3))],
    "squeeze_copy": [S(T(2, 1, 3)), S(T(2, 1, 3), 1)],
    "unsqueeze_copy": [S(T(2, 3), 0), S(T(2, 3), -1)],
    "expand_copy": [S(T(3, 1), (3, 4)), S(T(3), (2, 3))],
    # torch 1.13's Python slice_copy misreads end when step is left out: every sample gives step
    "slice_copy": [S(T(5, 2), 0, 1, 4, 1), S(T(5, 3), 1, 1, 3, 1), S(T(6, 2), 0, 1, None, 2)],
    "select_copy": [S(T(4, 3), 0, 1), S(T(4, 3), 1, -1)],
    "split_copy": [S(T(5, 2), 2), S(T(2, 5), 2, 1)],
    "split_with_sizes_copy": [S(T(5, 2), (2, 3)), S(T(2, 6), [1, 2, 3], 1)],
    "detach_copy": [S(T(2, 3, grad=False))],  # torch 1.13 differentiates through it (no jvp); yaten: detached
    "alias_copy": [S(T(2, 3))],
    "unbind_copy": [S(T(3, 2)), S(T(2, 3, 2), -1)],
    "diagonal_copy": [S(T(3, 4)), S(T(2, 3, 4), 1, 2, 0), S(T(2, 2), 5)],
    "as_strided_copy": [S(T(9), (2, 2), (3, 1), 1), S(T(3, 4), (3, 3), (1, 1))],
    "unfold_copy": [S(T(2, 5), 1, 2, 1), S(T(7), 0, 3, 2)],
    "geqrf": [S(T(3, 2, grad=False)), S(T(2, 3, 3, grad=False)), S(T(2, 4, grad=False), method=True),
              S(T(4, 3, dtype="float32", grad=False))],
    # ---- torch's top-level spellings: torch.split's keyword names, out= of softmax and threshold (api18) ----
    "yaten_split": [S(T(5, 2), 2), S(T(5, 2), [2, 3]), S(T(2, 5), (1, 2, 2), 1),
                    S(tensor=T(5, 2), split_size_or_sections=2, dim=0), S(T(2, 5), split_size_or_sections=[4, 1], dim=1)],
    "yaten_softmax": [S(T(2, 3), 1), S(T(2, 3, 2, dtype="float32", grad=False), 0, dtype="float64"), S(T(4), dim=0)],
    "yaten_log_softmax": [S(T(2, 3), 1), S(T(2, 3, 2), -1), S(T(3, 2, dtype="float32", grad=False), 0, "float64")],
    "yaten_threshold": [S(T(2, 3), 0.5, -1.0), S(I(5, low=-4, high=4), 1, 20), S(T(4), threshold=0.0, value=2.0)],
}


def _scaled_dot_product_attention_reference(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, *,
                                            scale=None):
    """torch 2's definition of the op, in torch 1.13's tensor methods."""
    scores = query @ key.transpose(-2, -1) * (query.shape[-1] ** -0.5 if scale is None else scale)
    if is_causal:
        attn_mask = query.new_ones(query.shape[-2], key.shape[-2], dtype=bool).tril()
    if attn_mask is not None and not attn_mask.dtype.is_floating_point:
        scores = scores.masked_fill(~attn_mask, float("-inf"))
    elif attn_mask is not None:
        scores = scores + attn_mask
    weights = scores.softmax(-1)
    if dropout_p > 0:
        weights = weights * (weights.new_empty(weights.shape).uniform_() >= dropout_p) / (1 - dropout_p)
    return weights @ value


# Oracles for the ops torch 1.13 lacks, by op name: the tests call these where
# torch has no function of that name.
TORCH_REFERENCES = {"scaled_dot_product_attention": _scaled_dot_product_attention_reference}


def _shaped_first(shape):
    """Wraps an op so that its first argument x is replaced by shape(lib, x)."""
    def wrapper(lib, f):
        return lambda x, *args, **kwargs: f(shape(lib, x), *args, **kwargs)
    return wrapper


def _symmetric(lib, x):
    return x + x.transpose(-2, -1)


def _positive_definite(lib, x):
    return x @ x.transpose(-2, -1) + x.shape[-1] * lib.eye(x.shape[-1], dtype=x.dtype)


def _well_conditioned(lib, x):
    return x + 3 * lib.eye(x.shape[-1], dtype=x.dtype)


def _lu_factored(lib, f):
    """The op of (LU, pivots, ...) called on the LU factors of a well-conditioned matrix."""
    return lambda a, *args, **kwargs: f(*lib.linalg.lu_factor(_well_conditioned(lib, a)), *args, **kwargs)


def _factor_second(lib, f):
    """cholesky_solve / lu_solve: the second argument (a factor of A) from a matrix."""
    def shaped(b, a, *args, **kwargs):
        upper = args[0] if args else kwargs.get("upper", False)
        factor = lib.linalg.cholesky(_positive_definite(lib, a), upper=upper)
        return f(b, factor, *args, **kwargs)
    return shaped


def _abs_vectors(indices):
    """The singular / eigen-vectors are unique up to sign: compare and differentiate their absolute values."""
    def wrapper(lib, f):
        def op(*args, **kwargs):
            out = f(*args, **kwargs)
            return tuple(o.abs() if i in indices else o for i, o in enumerate(out))
        return op
    return wrapper


def _chain(*wrappers):
    def wrapper(lib, f):
        for w in reversed(wrappers):
            f = w(lib, f)
        return f
    return wrapper


def _with_coordinate_tensors(lib, f):
    """torch.gradient's coordinates (arrays in a spacing list) as the library's tensors."""
    def op(*args, spacing=None, **kwargs):
        if isinstance(spacing, list):
            spacing = [lib.tensor(s) if isinstance(s, np.ndarray) else s for s in spacing]
        return f(*args, **kwargs) if spacing is None else f(*args, spacing=spacing, **kwargs)
    return op



# Ops whose samples need shaped inputs (symmetric, positive-definite,
# well-conditioned, factors) or sign-free outputs: wrapper(lib, op) -> the op
# the tests call, on both libraries alike (torch's own tests wrap them so).
INPUT_WRAPPERS = {
    **{name: _shaped_first(_symmetric) for name in ("linalg_eigvalsh",)},
    "linalg_eigh": _chain(_shaped_first(_symmetric), _abs_vectors({1})),
    **{name: _shaped_first(_positive_definite) for name in ("linalg_cholesky_ex", "linalg_cholesky", "cholesky", "logdet")},
    **{name: _shaped_first(_well_conditioned) for name in (
        "linalg_solve_ex", "linalg_solve", "linalg_inv_ex", "linalg_inv", "inverse", "linalg_solve_triangular",
        "linalg_matrix_power", "matrix_power")},
    "linalg_lu_solve": _lu_factored,
    "lu_unpack": lambda lib, f: lambda a, *args, **kwargs: f(*lib.linalg.lu_factor(a), *args, **kwargs),
    "lu_solve": lambda lib, f: lambda b, a, *args: f(b, *lib.linalg.lu_factor(_well_conditioned(lib, a)), *args),
    "triangular_solve": lambda lib, f: lambda b, a, *args, **kwargs: f(b, _well_conditioned(lib, a), *args, **kwargs),
    "cholesky_solve": _factor_second,
    "cholesky_inverse": lambda lib, f: lambda a, *args, **kwargs: f(
        lib.linalg.cholesky(_positive_definite(lib, a), upper=bool(args[0] if args else kwargs.get("upper", False))),
        *args, **kwargs),
    "linalg_svd": _abs_vectors({0, 2}),
    "svd": _abs_vectors({0, 2}),
    "symeig": _chain(_shaped_first(_symmetric), _abs_vectors({1})),
    "gradient": lambda lib, f: _with_coordinate_tensors(lib, f),
}
