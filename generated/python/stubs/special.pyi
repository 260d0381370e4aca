# @generated from ops.yaml by codegen (template: stub_module.pyi.j2). Do not edit.
"""Type stubs of yaten.special: every function ops.yaml exposes here. Names
written in Python (not from ops.yaml) resolve through __getattr__ below."""
from typing import Any, Sequence, overload

from yaten._C import Number, dtype, device, layout, memory_format
from yaten._C import strided, contiguous_format, preserve_format, channels_last, channels_last_3d
from yaten._tensor import Tensor

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
