# @generated from ops.yaml by codegen (template: stub_module.pyi.j2). Do not edit.
"""Type stubs of yaten.special: every function ops.yaml exposes here. Names
written in Python (not from ops.yaml) resolve through __getattr__ below."""
from typing import Any, Sequence, overload

from yaten._C import Number, dtype, device, layout, memory_format, Generator
from yaten._C import strided, contiguous_format, preserve_format, channels_last, channels_last_3d
from yaten._tensor import Tensor

def log1p(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns log(1 + x) for each element x of self, accurate for small x.'

def expm1(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns exp(x) - 1 for each element x of self, accurate for small x.'

def expit(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns 1 / (1 + exp(-x)) for each element x of self.'

def erf(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the error function of each element of self.'

def round(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Rounds each element of self to the nearest integer, halves to even.'

def logsumexp(input: Tensor | Number, dim: int | Sequence[int], keepdim: bool = False) -> Tensor:
    'Returns log(sum(exp(self))) over dim, computed stably.'

def softmax(input: Tensor | Number, dim: int, dtype: dtype | None = None) -> Tensor:
    'Returns exp(self) normalised to sum to 1 along dim.'

def log_softmax(input: Tensor | Number, dim: int, dtype: dtype | None = None) -> Tensor:
    'Returns the logarithm of softmax(self, dim), computed stably.'

def exp2(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns 2 raised to each element of self.'

def erfc(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the complementary error function 1 - erf(x) of each element of self, accurate where erf(x) is close to 1.'

def erfinv(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the inverse error function of each element of self (defined on [-1, 1]).'

def gammaln(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the natural logarithm of the absolute value of the gamma function of each element of self.'

def digamma(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the logarithmic derivative of the gamma function of each element of self (-inf at 0, NaN at negative integers).'

def psi(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the logarithmic derivative of the gamma function of each element of self (-inf at 0, NaN at negative integers).'

def polygamma(n: int, input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the n-th derivative of the digamma function of each element of self (n >= 0).'

def i0(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the modified Bessel function of the first kind of order 0 of each element of self.'

def sinc(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the normalised sinc function sin(pi x) / (pi x) of each element x of self (1 at 0).'

def logit(input: Tensor | Number, eps: float | None = None, *, out: Tensor | None = None) -> Tensor:
    'Returns log(p / (1 - p)) of each element p of self, first clamped into [eps, 1 - eps] when eps is given.'

def xlogy(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self * log(other) elementwise, 0 where self is 0 (unless other is NaN).'

def multigammaln(input: Tensor | Number, p: int, *, out: Tensor | None = None) -> Tensor:
    'Returns the logarithm of the multivariate gamma function of dimension p of each element of self (every element must exceed (p - 1) / 2).'

def gammainc(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the regularised lower incomplete gamma function P(self, other) elementwise (self the shape a > 0, other x >= 0).'

def gammaincc(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the regularised upper incomplete gamma function Q(self, other) = 1 - P(self, other) elementwise.'

def i1(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the modified Bessel function of the first kind of order 1 of each element of self.'

def i0e(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns exp(-|x|) * i0(x) for each element x of self, without overflow.'

def i1e(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns exp(-|x|) * i1(x) for each element x of self, without overflow.'

def erfcx(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the scaled complementary error function exp(x**2) * erfc(x) of each element x of self, without overflow.'

def ndtr(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the standard normal cumulative distribution function of each element of self.'

def ndtri(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the inverse of the standard normal cumulative distribution function of each element of self (defined on [0, 1]).'

def log_ndtr(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the logarithm of the standard normal cumulative distribution function of each element of self, accurate far into both tails.'

def entr(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the entropy term -x * log(x) of each element x of self (0 at 0, -inf below 0).'

def xlog1py(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self * log1p(other) elementwise, 0 where self is 0 (unless other is NaN).'

def zeta(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the Hurwitz zeta function of self (the exponent) and other (the shift), elementwise; either may be a number.'

def bessel_j0(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the Bessel function of the first kind of order 0 of each element of self.'

def bessel_j1(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the Bessel function of the first kind of order 1 of each element of self.'


def __getattr__(name: str) -> Any: ...
