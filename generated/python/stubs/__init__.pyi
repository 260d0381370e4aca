# @generated from ops.yaml by codegen (template: stub_module.pyi.j2). Do not edit.
"""Type stubs of yaten: every function ops.yaml exposes here. Names
written in Python (not from ops.yaml) resolve through __getattr__ below."""
from typing import Any, Sequence, overload

from yaten._C import Number, Size as Size, dtype as dtype, device as device, layout as layout, memory_format as memory_format
from yaten._C import Generator as Generator
from yaten._C import strided as strided, contiguous_format as contiguous_format, preserve_format as preserve_format
from yaten._C import channels_last as channels_last, channels_last_3d as channels_last_3d
from yaten._tensor import Tensor as Tensor

@overload
def empty(size: Sequence[int], *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, memory_format: memory_format | None = None, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of the given size whose memory is not initialised, laid out in memory_format (None is contiguous_format).'
@overload
def empty(*size: int, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, memory_format: memory_format | None = None, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of the given size whose memory is not initialised, laid out in memory_format (None is contiguous_format).'

@overload
def zeros(size: Sequence[int], *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of the given size filled with 0.'
@overload
def zeros(*size: int, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of the given size filled with 0.'

@overload
def ones(size: Sequence[int], *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of the given size filled with 1.'
@overload
def ones(*size: int, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of the given size filled with 1.'

def full(size: Sequence[int], fill_value: Number, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of the given size filled with fill_value; its dtype follows fill_value unless given.'

@overload
def arange(end: Number, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns the 1-D tensor [0, 1, ..., end) .'
@overload
def arange(start: Number, end: Number, step: Number = 1, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns the 1-D tensor [start, start + step, ...) up to end, exclusive.'

def linspace(start: Number, end: Number, steps: int, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns steps values evenly spaced from start to end, inclusive.'

def eye(n: int, m: int | None = None, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a 2-D tensor with ones on the diagonal and zeros elsewhere.'

@overload
def rand(size: Sequence[int], *, generator: Generator | None = None, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of values drawn uniformly from [0, 1).'
@overload
def rand(*size: int, generator: Generator | None = None, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of values drawn uniformly from [0, 1).'

@overload
def randn(size: Sequence[int], *, generator: Generator | None = None, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of values drawn from the standard normal distribution.'
@overload
def randn(*size: int, generator: Generator | None = None, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of values drawn from the standard normal distribution.'

@overload
def randint(high: int, size: Sequence[int], *, generator: Generator | None = None, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of integers drawn uniformly from [0, high).'
@overload
def randint(low: int, high: int, size: Sequence[int], *, generator: Generator | None = None, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of integers drawn uniformly from [low, high).'

def manual_seed(seed: int) -> None:
    'Seeds the random number generator used by rand, randn, randint and the in-place random fills.'

def zeros_like(input: Tensor | Number, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, memory_format: memory_format | None = None) -> Tensor:
    'Returns a tensor of zeros with the size of self, and its dtype unless given; laid out as self unless memory_format is given.'

def ones_like(input: Tensor | Number, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, memory_format: memory_format | None = None) -> Tensor:
    'Returns a tensor of ones with the size of self, and its dtype unless given; laid out as self unless memory_format is given.'

def empty_like(input: Tensor | Number, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, memory_format: memory_format | None = None) -> Tensor:
    'Returns an uninitialised tensor with the size of self, and its dtype unless given; laid out as self unless memory_format is given.'

def full_like(input: Tensor | Number, fill_value: Number, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, memory_format: memory_format | None = None) -> Tensor:
    'Returns a tensor with the size of self filled with fill_value; laid out as self unless memory_format is given.'

def logspace(start: Number, end: Number, steps: int, base: float = 10.0, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns base raised to steps exponents evenly spaced from start to end, inclusive.'

def scalar_tensor(s: Number, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns the 0-d tensor holding s, in the default float dtype unless dtype is given.'

def range(start: Number, end: Number, step: Number = 1, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Deprecated (use arange) - returns the 1-D tensor [start, start + step, ...] up to end inclusive, in the default float dtype unless dtype is given.'

@overload
def hann_window(window_length: int, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The periodic Hann window of window_length points (the first window_length of window_length + 1).'
@overload
def hann_window(window_length: int, periodic: bool, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The Hann window of window_length points, periodic or symmetric.'

@overload
def hamming_window(window_length: int, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The periodic Hamming window 0.54 - 0.46 cos(2 pi n / N) of window_length points.'
@overload
def hamming_window(window_length: int, periodic: bool, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The Hamming window of window_length points, periodic or symmetric.'
@overload
def hamming_window(window_length: int, periodic: bool, alpha: float, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The generalised Hamming window alpha - (1 - alpha) cos(2 pi n / N) of window_length points, periodic or symmetric.'
@overload
def hamming_window(window_length: int, periodic: bool, alpha: float, beta: float, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The generalised Hamming window alpha - beta cos(2 pi n / N) of window_length points, periodic or symmetric.'

@overload
def blackman_window(window_length: int, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The periodic Blackman window of window_length points.'
@overload
def blackman_window(window_length: int, periodic: bool, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The Blackman window of window_length points, periodic or symmetric.'

@overload
def bartlett_window(window_length: int, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The periodic Bartlett (triangular) window of window_length points.'
@overload
def bartlett_window(window_length: int, periodic: bool, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The Bartlett (triangular) window of window_length points, periodic or symmetric.'

@overload
def kaiser_window(window_length: int, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The periodic Kaiser window of window_length points with shape parameter 12.'
@overload
def kaiser_window(window_length: int, periodic: bool, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The Kaiser window of window_length points with shape parameter 12, periodic or symmetric.'
@overload
def kaiser_window(window_length: int, periodic: bool, beta: float, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The Kaiser window of window_length points with shape parameter beta, periodic or symmetric.'

@overload
def fill_(input: Tensor | Number, value: Tensor | Number) -> Tensor:
    'Fills self with the value of the 0-d tensor value, in place (differentiable in value, unlike a number).'
@overload
def fill_(input: Tensor | Number, value: Number) -> Tensor:
    'Fills self with value, in place.'

def zero_(input: Tensor | Number) -> Tensor:
    'Fills self with zeros, in place.'

@overload
def fill(input: Tensor | Number, value: Tensor | Number) -> Tensor:
    'Returns a tensor shaped and typed as self filled with the value of the 0-d tensor value (differentiable in value).'
@overload
def fill(input: Tensor | Number, value: Number) -> Tensor:
    'Returns a tensor shaped and typed as self filled with value.'

def neg(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the negative of each element of self.'

def negative(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the negative of each element of self.'

def neg_(input: Tensor | Number) -> Tensor:
    'Returns the negative of each element of self.'

def negative_(input: Tensor | Number) -> Tensor:
    'Returns the negative of each element of self.'

def abs(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the absolute value of each element of self.'

def abs_(input: Tensor | Number) -> Tensor:
    'Returns the absolute value of each element of self.'

def absolute(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the absolute value of each element of self.'

def exp(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns e raised to each element of self.'

def exp_(input: Tensor | Number) -> Tensor:
    'Returns e raised to each element of self.'

def log(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the natural logarithm of each element of self.'

def log_(input: Tensor | Number) -> Tensor:
    'Returns the natural logarithm of each element of self.'

def log2(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the base-2 logarithm of each element of self.'

def log2_(input: Tensor | Number) -> Tensor:
    'Returns the base-2 logarithm of each element of self.'

def log10(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the base-10 logarithm of each element of self.'

def log10_(input: Tensor | Number) -> Tensor:
    'Returns the base-10 logarithm of each element of self.'

def log1p(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns log(1 + x) for each element x of self, accurate for small x.'

def log1p_(input: Tensor | Number) -> Tensor:
    'Returns log(1 + x) for each element x of self, accurate for small x.'

def expm1(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns exp(x) - 1 for each element x of self, accurate for small x.'

def expm1_(input: Tensor | Number) -> Tensor:
    'Returns exp(x) - 1 for each element x of self, accurate for small x.'

def sqrt(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the square root of each element of self.'

def sqrt_(input: Tensor | Number) -> Tensor:
    'Returns the square root of each element of self.'

def rsqrt(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the reciprocal of the square root of each element of self.'

def rsqrt_(input: Tensor | Number) -> Tensor:
    'Returns the reciprocal of the square root of each element of self.'

def square(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the square of each element of self.'

def square_(input: Tensor | Number) -> Tensor:
    'Returns the square of each element of self.'

def reciprocal(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns 1 / x for each element x of self.'

def reciprocal_(input: Tensor | Number) -> Tensor:
    'Returns 1 / x for each element x of self.'

def sin(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the sine of each element of self.'

def sin_(input: Tensor | Number) -> Tensor:
    'Returns the sine of each element of self.'

def cos(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the cosine of each element of self.'

def cos_(input: Tensor | Number) -> Tensor:
    'Returns the cosine of each element of self.'

def tan(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the tangent of each element of self.'

def tan_(input: Tensor | Number) -> Tensor:
    'Returns the tangent of each element of self.'

def asin(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the arcsine of each element of self.'

def asin_(input: Tensor | Number) -> Tensor:
    'Returns the arcsine of each element of self.'

def arcsin_(input: Tensor | Number) -> Tensor:
    'Returns the arcsine of each element of self.'

def arcsin(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the arcsine of each element of self.'

def acos(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the arccosine of each element of self.'

def acos_(input: Tensor | Number) -> Tensor:
    'Returns the arccosine of each element of self.'

def arccos_(input: Tensor | Number) -> Tensor:
    'Returns the arccosine of each element of self.'

def arccos(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the arccosine of each element of self.'

def atan(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the arctangent of each element of self.'

def atan_(input: Tensor | Number) -> Tensor:
    'Returns the arctangent of each element of self.'

def arctan_(input: Tensor | Number) -> Tensor:
    'Returns the arctangent of each element of self.'

def arctan(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the arctangent of each element of self.'

def asinh(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the inverse hyperbolic sine of each element of self.'

def asinh_(input: Tensor | Number) -> Tensor:
    'Returns the inverse hyperbolic sine of each element of self.'

def arcsinh_(input: Tensor | Number) -> Tensor:
    'Returns the inverse hyperbolic sine of each element of self.'

def arcsinh(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the inverse hyperbolic sine of each element of self.'

def acosh(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the inverse hyperbolic cosine of each element of self (NaN below 1).'

def acosh_(input: Tensor | Number) -> Tensor:
    'Returns the inverse hyperbolic cosine of each element of self (NaN below 1).'

def arccosh_(input: Tensor | Number) -> Tensor:
    'Returns the inverse hyperbolic cosine of each element of self (NaN below 1).'

def arccosh(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the inverse hyperbolic cosine of each element of self (NaN below 1).'

def atanh(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond).'

def atanh_(input: Tensor | Number) -> Tensor:
    'Returns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond).'

def arctanh_(input: Tensor | Number) -> Tensor:
    'Returns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond).'

def arctanh(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond).'

def sinh(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the hyperbolic sine of each element of self.'

def sinh_(input: Tensor | Number) -> Tensor:
    'Returns the hyperbolic sine of each element of self.'

def cosh(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the hyperbolic cosine of each element of self.'

def cosh_(input: Tensor | Number) -> Tensor:
    'Returns the hyperbolic cosine of each element of self.'

def tanh(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the hyperbolic tangent of each element of self.'

def tanh_(input: Tensor | Number) -> Tensor:
    'Returns the hyperbolic tangent of each element of self.'

def sigmoid(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns 1 / (1 + exp(-x)) for each element x of self.'

def sigmoid_(input: Tensor | Number) -> Tensor:
    'Returns 1 / (1 + exp(-x)) for each element x of self.'

def relu(input: Tensor | Number) -> Tensor:
    'Returns max(x, 0) for each element x of self.'

def relu_(input: Tensor | Number) -> Tensor:
    'Returns max(x, 0) for each element x of self.'

def erf(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the error function of each element of self.'

def erf_(input: Tensor | Number) -> Tensor:
    'Returns the error function of each element of self.'

def floor(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the largest integer not greater than each element of self.'

def floor_(input: Tensor | Number) -> Tensor:
    'Returns the largest integer not greater than each element of self.'

def ceil(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the smallest integer not less than each element of self.'

def ceil_(input: Tensor | Number) -> Tensor:
    'Returns the smallest integer not less than each element of self.'

def round(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Rounds each element of self to the nearest integer, halves to even.'

def round_(input: Tensor | Number) -> Tensor:
    'Rounds each element of self to the nearest integer, halves to even.'

def trunc(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Rounds each element of self towards zero.'

def fix(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Rounds each element of self towards zero.'

def fix_(input: Tensor | Number) -> Tensor:
    'Rounds each element of self towards zero.'

def trunc_(input: Tensor | Number) -> Tensor:
    'Rounds each element of self towards zero.'

def sign(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns -1, 0 or 1 according to the sign of each element of self.'

def sgn(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the sign of each element of self (the same as sign for real tensors).'

def logical_not(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the logical negation of each element of self, as bool.'

def bitwise_not(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the bitwise NOT of each element of self (logical NOT for bool); integer and bool tensors only.'

def positive(input: Tensor | Number) -> Tensor:
    'Returns self itself (unary plus); refuses bool tensors, as PyTorch.'

def add(input: Tensor | Number, other: Tensor | Number, *, alpha: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns self + alpha * other, broadcasting and promoting types.'

def sub(input: Tensor | Number, other: Tensor | Number, *, alpha: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns self - alpha * other, broadcasting and promoting types.'

def subtract(input: Tensor | Number, other: Tensor | Number, *, alpha: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns self - alpha * other, broadcasting and promoting types.'

def mul(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self * other elementwise, broadcasting and promoting types.'

def multiply(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self * other elementwise, broadcasting and promoting types.'

@overload
def div(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self / other elementwise (true division, so integers give floats).'
@overload
def div(input: Tensor | Number, other: Tensor | Number, *, rounding_mode: str | None, out: Tensor | None = None) -> Tensor:
    "Returns self / other rounded as rounding_mode says (None true division, 'trunc' towards zero, 'floor' down as floor_divide), in the promoted dtype, so integers stay integers when rounded."

@overload
def true_divide(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self / other elementwise (true division, so integers give floats).'
@overload
def true_divide(input: Tensor | Number, other: Tensor | Number, *, rounding_mode: str | None, out: Tensor | None = None) -> Tensor:
    "Returns self / other rounded as rounding_mode says (None true division, 'trunc' towards zero, 'floor' down as floor_divide), in the promoted dtype, so integers stay integers when rounded."

@overload
def divide(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self / other elementwise (true division, so integers give floats).'
@overload
def divide(input: Tensor | Number, other: Tensor | Number, *, rounding_mode: str | None, out: Tensor | None = None) -> Tensor:
    "Returns self / other rounded as rounding_mode says (None true division, 'trunc' towards zero, 'floor' down as floor_divide), in the promoted dtype, so integers stay integers when rounded."

def pow(input: Tensor | Number, exponent: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self raised to the power exponent, elementwise.'

def maximum(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise maximum of self and other.'

def minimum(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise minimum of self and other.'

def atan2(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the arctangent of self / other, using both signs to pick the quadrant.'

def arctan2(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the arctangent of self / other, using both signs to pick the quadrant.'

def hypot(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns sqrt(self**2 + other**2) elementwise, without overflow or underflow in between.'

def remainder(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "Returns the remainder of self / other with the sign of other (Python's %)."

def fmod(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "Returns the remainder of self / other with the sign of self (C's fmod)."

@overload
def lerp(input: Tensor | Number, end: Tensor | Number, weight: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self + weight * (end - self), elementwise; weight is a tensor or a number.'
@overload
def lerp(input: Tensor | Number, end: Tensor | Number, weight: Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self + weight * (end - self), elementwise, for a number weight.'

def addcmul(input: Tensor | Number, tensor1: Tensor | Number, tensor2: Tensor | Number, *, value: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns self + value * tensor1 * tensor2, broadcasting all three.'

def addcdiv(input: Tensor | Number, tensor1: Tensor | Number, tensor2: Tensor | Number, *, value: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns self + value * tensor1 / tensor2, broadcasting all three (integer tensor1 and tensor2 are refused).'

def logical_and(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise logical AND of self and other, as bool.'

def logical_or(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise logical OR of self and other, as bool.'

def bitwise_and(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only.'

def bitwise_or(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only.'

def bitwise_xor(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only.'

def bitwise_left_shift(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0.'

def bitwise_right_shift(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit.'

def floor_divide(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "Returns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."

def logical_xor(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise logical XOR of self and other, as bool.'

@overload
def rsub(input: Tensor | Number, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
    'Returns other - alpha * self (sub with its operands swapped), broadcasting and promoting types.'
@overload
def rsub(input: Tensor | Number, other: Number, alpha: Number = 1) -> Tensor:
    'Returns other - alpha * self for a number other.'

def eq(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self == other elementwise, as bool.'

def ne(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self != other elementwise, as bool.'

def not_equal(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self != other elementwise, as bool.'

def lt(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self < other elementwise, as bool.'

def less(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self < other elementwise, as bool.'

def le(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self <= other elementwise, as bool.'

def less_equal(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self <= other elementwise, as bool.'

def gt(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self > other elementwise, as bool.'

def greater(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self > other elementwise, as bool.'

def ge(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self >= other elementwise, as bool.'

def greater_equal(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self >= other elementwise, as bool.'

@overload
def where(condition: Tensor | Number, input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self where condition is true and other elsewhere, broadcasting all three.'
@overload
def where(condition: Tensor | Number) -> list[Tensor]:
    "Returns the indices of condition's nonzero elements as one 1-D tensor per dim (nonzero(condition, as_tuple=True))."

@overload
def clamp(input: Tensor | Number, min: Tensor | Number | None = None, max: Tensor | Number | None = None, *, out: Tensor | None = None) -> Tensor:
    'Clamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max).'
@overload
def clamp(input: Tensor | Number, min: Number | None = None, max: Number | None = None, *, out: Tensor | None = None) -> Tensor:
    'Clamps each element of self into [min, max]; either bound may be None.'

@overload
def clip(input: Tensor | Number, min: Tensor | Number | None = None, max: Tensor | Number | None = None, *, out: Tensor | None = None) -> Tensor:
    'Clamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max).'
@overload
def clip(input: Tensor | Number, min: Number | None = None, max: Number | None = None, *, out: Tensor | None = None) -> Tensor:
    'Clamps each element of self into [min, max]; either bound may be None.'

@overload
def clamp_(input: Tensor | Number, min: Tensor | Number | None = None, max: Tensor | Number | None = None) -> Tensor:
    'Clamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max).'
@overload
def clamp_(input: Tensor | Number, min: Number | None = None, max: Number | None = None) -> Tensor:
    'Clamps each element of self into [min, max]; either bound may be None.'

@overload
def clip_(input: Tensor | Number, min: Tensor | Number | None = None, max: Tensor | Number | None = None) -> Tensor:
    'Clamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max).'
@overload
def clip_(input: Tensor | Number, min: Number | None = None, max: Number | None = None) -> Tensor:
    'Clamps each element of self into [min, max]; either bound may be None.'

def masked_fill(input: Tensor | Number, mask: Tensor | Number, value: Tensor | Number) -> Tensor:
    'Returns self with the elements where mask is true replaced by value (a number or 0-d tensor).'

def sum(input: Tensor | Number, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    'Returns the sum of self over dim (all dims when None).'

def mean(input: Tensor | Number, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    'Returns the mean of self over dim (all dims when None).'

def prod(input: Tensor | Number, dim: int | None = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
    'Returns the product of self over dim (all elements when None).'

def amax(input: Tensor | Number, dim: int | Sequence[int] = (), keepdim: bool = False, *, out: Tensor | None = None) -> Tensor:
    'Returns the maximum of self over dim (all dims when empty).'

def amin(input: Tensor | Number, dim: int | Sequence[int] = (), keepdim: bool = False, *, out: Tensor | None = None) -> Tensor:
    'Returns the minimum of self over dim (all dims when empty).'

@overload
def max(input: Tensor | Number) -> Tensor:
    'Returns the maximum of all elements of self.'
@overload
def max(input: Tensor | Number, dim: int, keepdim: bool = False, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Returns the maximum of self over dim and the index of each maximum.'
@overload
def max(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise maximum of self and other.'

@overload
def min(input: Tensor | Number) -> Tensor:
    'Returns the minimum of all elements of self.'
@overload
def min(input: Tensor | Number, dim: int, keepdim: bool = False, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Returns the minimum of self over dim and the index of each minimum.'
@overload
def min(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise minimum of self and other.'

def argmax(input: Tensor | Number, dim: int | None = None, keepdim: bool = False) -> Tensor:
    'Returns the index of the maximum of self over dim (of the flattened tensor when None).'

def argmin(input: Tensor | Number, dim: int | None = None, keepdim: bool = False) -> Tensor:
    'Returns the index of the minimum of self over dim (of the flattened tensor when None).'

@overload
def var(input: Tensor | Number, dim: int | Sequence[int] | None = None, unbiased: bool = True, keepdim: bool = False, *, out: Tensor | None = None) -> Tensor:
    "Returns the variance of self over dim, with Bessel's correction when unbiased."
@overload
def var(input: Tensor | Number, dim: int | Sequence[int] | None = None, *, correction: int | None = None, keepdim: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns the variance of self over dim, dividing by N - correction (correction 1 when None).'
@overload
def var(input: Tensor | Number, unbiased: bool = True) -> Tensor:
    "Returns the variance of all elements of self, with Bessel's correction when unbiased."

@overload
def std(input: Tensor | Number, dim: int | Sequence[int] | None = None, unbiased: bool = True, keepdim: bool = False, *, out: Tensor | None = None) -> Tensor:
    "Returns the standard deviation of self over dim, with Bessel's correction when unbiased."
@overload
def std(input: Tensor | Number, dim: int | Sequence[int] | None = None, *, correction: int | None = None, keepdim: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns the standard deviation of self over dim, dividing by N - correction (correction 1 when None).'
@overload
def std(input: Tensor | Number, unbiased: bool = True) -> Tensor:
    "Returns the standard deviation of all elements of self, with Bessel's correction when unbiased."

def all(input: Tensor | Number, dim: int | None = None, keepdim: bool = False) -> Tensor:
    'Tests whether all elements of self over dim are true.'

def any(input: Tensor | Number, dim: int | None = None, keepdim: bool = False) -> Tensor:
    'Tests whether any element of self over dim is true.'

def logsumexp(input: Tensor | Number, dim: int | Sequence[int], keepdim: bool = False) -> Tensor:
    'Returns log(sum(exp(self))) over dim, computed stably.'

def cumsum(input: Tensor | Number, dim: int, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    'Returns the cumulative sum of self along dim.'

def cumprod(input: Tensor | Number, dim: int, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    'Returns the cumulative product of self along dim.'

@overload
def norm(input: Tensor | Number, p: Number | None = 2, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, out: Tensor | None = None) -> Tensor:
    'Returns the p-norm of self over dim (of all elements when None).'
@overload
def norm(input: Tensor | Number, p: Number | None, dim: int | Sequence[int] | None, keepdim: bool, *, dtype: dtype, out: Tensor | None = None) -> Tensor:
    'Returns the p-norm of self over dim (of all elements when None), computed in dtype (a floating one).'

def norm_except_dim(v: Tensor | Number, pow: int = 2, dim: int = 0) -> Tensor:
    'The pow-norm of v over every dim but dim, which keeps its size (the others size 1); the norm of all of v when dim is -1.'

def softmax(input: Tensor | Number, dim: int, dtype: dtype | None = None, *, out: Tensor | None = None) -> Tensor:
    'Returns exp(self) normalised to sum to 1 along dim (computed in dtype when given).'

def log_softmax(input: Tensor | Number, dim: int, dtype: dtype | None = None, *, out: Tensor | None = None) -> Tensor:
    'Returns the logarithm of softmax(self, dim), computed stably (in dtype when given).'

@overload
def view_copy(input: Tensor | Number, dtype: dtype, *, out: Tensor | None = None) -> Tensor:
    "view's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self's memory as another dtype; with a different element size the last dim (stride 1) scales by the size ratio."
@overload
def view_copy(input: Tensor | Number, size: Sequence[int], *, out: Tensor | None = None) -> Tensor:
    "view's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self with a new shape; one dim may be -1. Fails if the strides do not allow it."

def reshape(input: Tensor | Number, shape: Sequence[int]) -> Tensor:
    'Returns self with a new shape, as a view when the strides allow, else as a copy.'

def permute(input: Tensor | Number, dims: Sequence[int]) -> Tensor:
    'Returns a view of self with its dims reordered.'

def permute_copy(input: Tensor | Number, dims: Sequence[int], *, out: Tensor | None = None) -> Tensor:
    "permute's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self with its dims reordered."

def transpose(input: Tensor | Number, dim0: int, dim1: int) -> Tensor:
    'Returns a view of self with dims dim0 and dim1 swapped.'

def swapdims(input: Tensor | Number, dim0: int, dim1: int) -> Tensor:
    'Returns a view of self with dims dim0 and dim1 swapped.'

def transpose_copy(input: Tensor | Number, dim0: int, dim1: int, *, out: Tensor | None = None) -> Tensor:
    "transpose's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self with dims dim0 and dim1 swapped."

def t(input: Tensor | Number) -> Tensor:
    'Transposes a tensor of at most 2 dims.'

def t_copy(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "t's result as a new contiguous tensor (a copy, not a view of the input): Transposes a tensor of at most 2 dims."

def squeeze(input: Tensor | Number, dim: int | None = None) -> Tensor:
    'Removes dims of size 1 (only dim when given).'

def squeeze_copy(input: Tensor | Number, dim: int | None = None, *, out: Tensor | None = None) -> Tensor:
    "squeeze's result as a new contiguous tensor (a copy, not a view of the input): Removes dims of size 1 (only dim when given)."

def unsqueeze(input: Tensor | Number, dim: int) -> Tensor:
    'Inserts a dim of size 1 at dim.'

def unsqueeze_copy(input: Tensor | Number, dim: int, *, out: Tensor | None = None) -> Tensor:
    "unsqueeze's result as a new contiguous tensor (a copy, not a view of the input): Inserts a dim of size 1 at dim."

def expand_copy(input: Tensor | Number, size: Sequence[int], *, implicit: bool = False, out: Tensor | None = None) -> Tensor:
    "expand's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self broadcast to size (-1 keeps a dim), without copying; implicit, which only marks the expand as a broadcast for tracing, changes nothing."

def flatten(input: Tensor | Number, start_dim: int = 0, end_dim: int = -1) -> Tensor:
    'Flattens dims start_dim to end_dim into one.'

def ravel(input: Tensor | Number) -> Tensor:
    'The elements of self as one dim, in row-major order (a view when self is contiguous, else a copy).'

@overload
def narrow(input: Tensor | Number, dim: int, start: int, length: int) -> Tensor:
    'Returns a view of self restricted to [start, start + length) along dim.'
@overload
def narrow(input: Tensor | Number, dim: int, start: Tensor | Number, length: int) -> Tensor:
    'narrow with start given as a 0-d integer tensor.'

def slice_copy(input: Tensor | Number, dim: int = 0, start: int | None = None, end: int | None = None, step: int = 1, *, out: Tensor | None = None) -> Tensor:
    "slice's result as a new contiguous tensor (a copy, not a view of the input): Returns the view self[start:end:step] along dim (what indexing with a slice does)."

def select(input: Tensor | Number, dim: int, index: int) -> Tensor:
    'Returns the view of self at index along dim, without that dim.'

def select_copy(input: Tensor | Number, dim: int, index: int, *, out: Tensor | None = None) -> Tensor:
    "select's result as a new contiguous tensor (a copy, not a view of the input): Returns the view of self at index along dim, without that dim."

def cat(tensors: Sequence[Tensor], dim: int = 0, *, out: Tensor | None = None) -> Tensor:
    'Concatenates tensors along an existing dim.'

def concat(tensors: Sequence[Tensor], dim: int = 0, *, out: Tensor | None = None) -> Tensor:
    'Concatenates tensors along an existing dim.'

def concatenate(tensors: Sequence[Tensor], dim: int = 0, *, out: Tensor | None = None) -> Tensor:
    'Concatenates tensors along an existing dim.'

def stack(tensors: Sequence[Tensor], dim: int = 0, *, out: Tensor | None = None) -> Tensor:
    'Stacks tensors of one shape along a new dim.'

def split_copy(input: Tensor | Number, split_size: int, dim: int = 0) -> list[Tensor]:
    "split's result as a new contiguous tensor (a copy, not a view of the input): Splits self into views of split_size along dim (the last may be smaller), with one backward node for all of them."

def chunk(input: Tensor | Number, chunks: int, dim: int = 0) -> list[Tensor]:
    'Splits self into at most chunks views of equal size along dim.'

def clone(input: Tensor | Number, *, memory_format: memory_format | None = None) -> Tensor:
    "Returns a copy of self in new memory, laid out in memory_format (None and preserve_format keep self's layout)."

def detach(input: Tensor | Number) -> Tensor:
    "Returns a view of self's data that is cut from the autograd graph."

def detach_copy(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "detach's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self's data that is cut from the autograd graph."

def alias_copy(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "alias's result as a new contiguous tensor (a copy, not a view of the input): Returns a new tensor sharing self's data and history (what Tensor.as_subclass returns, as PyTorch's alias)."

def flip(input: Tensor | Number, dims: Sequence[int]) -> Tensor:
    'Reverses the order of elements along dims.'

def tril(input: Tensor | Number, diagonal: int = 0, *, out: Tensor | None = None) -> Tensor:
    'Returns the lower triangle of the last two dims of self; the rest is zero.'

def triu(input: Tensor | Number, diagonal: int = 0, *, out: Tensor | None = None) -> Tensor:
    'Returns the upper triangle of the last two dims of self; the rest is zero.'

def unbind(input: Tensor | Number, dim: int = 0) -> list[Tensor]:
    'Returns the views of self at each index along dim, without that dim, with one backward node for all of them.'

def unbind_copy(input: Tensor | Number, dim: int = 0) -> list[Tensor]:
    "unbind's result as a new contiguous tensor (a copy, not a view of the input): Returns the views of self at each index along dim, without that dim, with one backward node for all of them."

def movedim(input: Tensor | Number, source: int | Sequence[int], destination: int | Sequence[int]) -> Tensor:
    'Returns a view of self with the dims at source moved to destination, the others keeping their order.'

def moveaxis(input: Tensor | Number, source: int | Sequence[int], destination: int | Sequence[int]) -> Tensor:
    'Returns a view of self with the dims at source moved to destination, the others keeping their order.'

def unflatten(input: Tensor | Number, dim: int, sizes: Sequence[int]) -> Tensor:
    'Splits dim of self into dims of the sizes given (one may be -1).'

def broadcast_to(input: Tensor | Number, size: Sequence[int]) -> Tensor:
    'Returns a view of self broadcast to size (-1 keeps a dim).'

def roll(input: Tensor | Number, shifts: int | Sequence[int], dims: int | Sequence[int] = ()) -> Tensor:
    'Rotates self by shifts[i] places along dims[i]; without dims, rotates the flattened tensor and restores its shape.'

def tile(input: Tensor | Number, dims: Sequence[int]) -> Tensor:
    "Repeats self dims[i] times along each dim i, leading ones filling whichever of dims and self's shape is shorter."

def rot90(input: Tensor | Number, k: int = 1, dims: Sequence[int] = (0, 1,)) -> Tensor:
    'Rotates self by 90 degrees k times in the plane of dims, from the first towards the second.'

def fliplr(input: Tensor | Number) -> Tensor:
    'Reverses the order of the columns (dim 1) of self.'

def flipud(input: Tensor | Number) -> Tensor:
    'Reverses the order of the rows (dim 0) of self.'

@overload
def atleast_1d(input: Tensor | Number) -> Tensor:
    'Returns self viewed with at least 1 dim.'
@overload
def atleast_1d(tensors: Sequence[Tensor]) -> list[Tensor]:
    'Returns each tensor viewed with at least 1 dim.'

@overload
def atleast_2d(input: Tensor | Number) -> Tensor:
    'Returns self viewed with at least 2 dims (new dims in front).'
@overload
def atleast_2d(tensors: Sequence[Tensor]) -> list[Tensor]:
    'Returns each tensor viewed with at least 2 dims.'

@overload
def atleast_3d(input: Tensor | Number) -> Tensor:
    'Returns self viewed with at least 3 dims (a vector becomes 1 x n x 1, a matrix m x n x 1).'
@overload
def atleast_3d(tensors: Sequence[Tensor]) -> list[Tensor]:
    'Returns each tensor viewed with at least 3 dims.'

def hstack(tensors: Sequence[Tensor], *, out: Tensor | None = None) -> Tensor:
    'Concatenates tensors horizontally (along dim 1, or dim 0 for vectors).'

def vstack(tensors: Sequence[Tensor], *, out: Tensor | None = None) -> Tensor:
    'Concatenates tensors vertically (along dim 0, vectors as rows).'

def row_stack(tensors: Sequence[Tensor], *, out: Tensor | None = None) -> Tensor:
    'Concatenates tensors vertically (along dim 0, vectors as rows).'

def dstack(tensors: Sequence[Tensor], *, out: Tensor | None = None) -> Tensor:
    'Concatenates tensors depthwise (along dim 2, after atleast_3d).'

def column_stack(tensors: Sequence[Tensor], *, out: Tensor | None = None) -> Tensor:
    'Concatenates tensors as the columns of a matrix (vectors and scalars as columns).'

@overload
def repeat_interleave(input: Tensor | Number, repeats: int, dim: int | None = None, *, output_size: int | None = None) -> Tensor:
    'Repeats each element of self (each slice along dim; of the flattened self when dim is None) repeats times.'
@overload
def repeat_interleave(input: Tensor | Number, repeats: Tensor | Number, dim: int | None = None, *, output_size: int | None = None) -> Tensor:
    'Repeats each element of self (each slice along dim; of the flattened self when dim is None) the number of times repeats gives for it (one number for all when repeats has one element).'
@overload
def repeat_interleave(repeats: Tensor | Number, *, output_size: int | None = None) -> Tensor:
    'Returns index i repeated repeats[i] times, for each i of the 1-D int64 tensor repeats (output_size, when given, must be their sum).'

@overload
def tensor_split(input: Tensor | Number, sections: int, dim: int = 0) -> list[Tensor]:
    'Splits self into sections views along dim, the first size % sections of them one longer than the rest.'
@overload
def tensor_split(input: Tensor | Number, indices: Sequence[int], dim: int = 0) -> list[Tensor]:
    'Splits self into views along dim at each of indices (as Python slices [:i0], [i0:i1], ..., [ik:]).'
@overload
def tensor_split(input: Tensor | Number, tensor_indices_or_sections: Tensor | Number, dim: int = 0) -> list[Tensor]:
    'tensor_split with the sections (a 0-d int64 tensor) or the indices (a 1-D int64 tensor) given as a tensor.'

@overload
def hsplit(input: Tensor | Number, sections: int) -> list[Tensor]:
    'Splits self into sections equal views along dim 1 (dim 0 for a 1-D self).'
@overload
def hsplit(input: Tensor | Number, indices: Sequence[int]) -> list[Tensor]:
    'Splits self into views at indices along dim 1 (dim 0 for a 1-D self).'

@overload
def vsplit(input: Tensor | Number, sections: int) -> list[Tensor]:
    'Splits self (at least 2-D) into sections equal views along dim 0.'
@overload
def vsplit(input: Tensor | Number, indices: Sequence[int]) -> list[Tensor]:
    'Splits self (at least 2-D) into views at indices along dim 0.'

@overload
def dsplit(input: Tensor | Number, sections: int) -> list[Tensor]:
    'Splits self (at least 3-D) into sections equal views along dim 2.'
@overload
def dsplit(input: Tensor | Number, indices: Sequence[int]) -> list[Tensor]:
    'Splits self (at least 3-D) into views at indices along dim 2.'

def diagonal(input: Tensor | Number, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Tensor:
    'Returns a view of the diagonal of self in the plane of dim1 and dim2 (above it for offset > 0, below for offset < 0), as a new last dim.'

def diagonal_copy(input: Tensor | Number, offset: int = 0, dim1: int = 0, dim2: int = 1, *, out: Tensor | None = None) -> Tensor:
    "diagonal's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of the diagonal of self in the plane of dim1 and dim2 (above it for offset > 0, below for offset < 0), as a new last dim."

def diag_embed(input: Tensor | Number, offset: int = 0, dim1: int = -2, dim2: int = -1) -> Tensor:
    'Returns zeros whose diagonal (offset) in the plane of the new dims dim1 and dim2 holds the last dim of self.'

def diag(input: Tensor | Number, diagonal: int = 0, *, out: Tensor | None = None) -> Tensor:
    'Of a 1-D self, the square matrix with self on its diagonal-th diagonal; of a 2-D self, a copy of that diagonal.'

def diagflat(input: Tensor | Number, offset: int = 0) -> Tensor:
    'The square matrix with the flattened self on its offset-th diagonal.'

def trace(input: Tensor | Number) -> Tensor:
    'The sum of the main diagonal of the 2-D self (int64 for integer self).'

def tril_indices(row: int, col: int, offset: int = 0, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The 2 x N coordinates (row-major order) of the lower triangle of a row x col matrix, up to the offset-th diagonal; int64 unless dtype is given.'

def triu_indices(row: int, col: int, offset: int = 0, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
    'The 2 x N coordinates (row-major order) of the upper triangle of a row x col matrix, from the offset-th diagonal; int64 unless dtype is given.'

def as_strided(input: Tensor | Number, size: Sequence[int], stride: Sequence[int], storage_offset: int | None = None) -> Tensor:
    "Returns a view of self's storage with the given size, strides and storage_offset (self's when None)."

def as_strided_copy(input: Tensor | Number, size: Sequence[int], stride: Sequence[int], storage_offset: int | None = None, *, out: Tensor | None = None) -> Tensor:
    "as_strided's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of self's storage with the given size, strides and storage_offset (self's when None)."

def unfold_copy(input: Tensor | Number, dimension: int, size: int, step: int, *, out: Tensor | None = None) -> Tensor:
    "unfold's result as a new contiguous tensor (a copy, not a view of the input): Returns a view of all windows of size elements along dimension, step apart, as a new last dim (that dimension becomes the window count)."

def cartesian_prod(tensors: Sequence[Tensor]) -> Tensor:
    'The cartesian product of the 1-D tensors, one row per combination (a 1-D copy for a single tensor).'

def combinations(input: Tensor | Number, r: int = 2, with_replacement: bool = False) -> Tensor:
    'The length-r combinations of the elements of the 1-D self (with repeats when with_replacement), one row each, as itertools.combinations orders them.'

def block_diag(tensors: Sequence[Tensor]) -> Tensor:
    'The block-diagonal matrix of the tensors (0-D as 1 x 1, 1-D as one row), zeros elsewhere, in their promoted dtype.'

def kron(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'The Kronecker product of self and other (the shorter shape padded with leading ones).'

def vander(x: Tensor | Number, N: int | None = None, increasing: bool = False) -> Tensor:
    'The Vandermonde matrix of the 1-D x, N columns (len(x) when None) of powers of x, decreasing unless increasing.'

def cross(input: Tensor | Number, other: Tensor | Number, dim: int | None = None, *, out: Tensor | None = None) -> Tensor:
    'The cross product of 3-vectors along dim (the first dim of self of size 3 when None), broadcasting self and other.'

def swapaxes(input: Tensor | Number, axis0: int, axis1: int) -> Tensor:
    "transpose with NumPy's argument names, a view of self with dims axis0 and axis1 swapped."

def detach_(input: Tensor | Number) -> Tensor:
    'Cuts self from the autograd graph in place (a view cannot be), Tensor.detach_ as a function.'

def split_with_sizes(input: Tensor | Number, split_sizes: Sequence[int], dim: int = 0) -> list[Tensor]:
    "Splits self into views along dim, of the sizes listed (they must add up to self's size there), with one backward node for all of them."

def split_with_sizes_copy(input: Tensor | Number, split_sizes: Sequence[int], dim: int = 0) -> list[Tensor]:
    "split_with_sizes's result as a new contiguous tensor (a copy, not a view of the input): Splits self into views along dim, of the sizes listed (they must add up to self's size there), with one backward node for all of them."

def unsafe_split(input: Tensor | Number, split_size: int, dim: int = 0) -> list[Tensor]:
    'split, whose results autograd does not track as views of self.'

def unsafe_chunk(input: Tensor | Number, chunks: int, dim: int = 0) -> list[Tensor]:
    'chunk, whose results autograd does not track as views of self.'

def unsafe_split_with_sizes(input: Tensor | Number, split_sizes: Sequence[int], dim: int = 0) -> list[Tensor]:
    'split_with_sizes, whose results autograd does not track as views of self.'

def narrow_copy(input: Tensor | Number, dim: int, start: int, length: int, *, out: Tensor | None = None) -> Tensor:
    'Returns a copy of self narrowed to length elements from start along dim.'

def select_scatter(input: Tensor | Number, src: Tensor | Number, dim: int, index: int) -> Tensor:
    'Returns a copy of self with src written where select(self, dim, index) views it.'

def slice_scatter(input: Tensor | Number, src: Tensor | Number, dim: int = 0, start: int | None = None, end: int | None = None, step: int = 1) -> Tensor:
    'Returns a copy of self with src written where self[start:end:step] along dim views it.'

def diagonal_scatter(input: Tensor | Number, src: Tensor | Number, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Tensor:
    'Returns a copy of self with src written where diagonal(self, offset, dim1, dim2) views it.'

def as_strided_scatter(input: Tensor | Number, src: Tensor | Number, size: Sequence[int], stride: Sequence[int], storage_offset: int | None = None) -> Tensor:
    'Returns a copy of self with src written where as_strided(self, size, stride, storage_offset) views it.'

@overload
def split(tensor: Tensor | Number, split_size_or_sections: int, dim: int = 0) -> list[Tensor]:
    "Splits tensor into views of split_size_or_sections along dim (the last may be smaller); Tensor.split with torch.split's argument names."
@overload
def split(tensor: Tensor | Number, split_size_or_sections: Sequence[int], dim: int = 0) -> list[Tensor]:
    "Splits tensor into views along dim, of the sizes listed (they must add up to tensor's size there); Tensor.split with torch.split's argument names."

def index_select(input: Tensor | Number, dim: int, index: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the entries of self at index (a 1-D integer tensor) along dim.'

def index_put(input: Tensor | Number, indices: Sequence[Tensor | None], values: Tensor | Number, accumulate: bool = False) -> Tensor:
    "Returns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."

def index_put_(input: Tensor | Number, indices: Sequence[Tensor | None], values: Tensor | Number, accumulate: bool = False) -> Tensor:
    "Returns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."

def nonzero(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the indices of the nonzero elements of self, one row of self.dim() coordinates each, in row-major order.'

def argwhere(input: Tensor | Number) -> Tensor:
    'Returns the indices of the nonzero elements of self, one row of self.dim() coordinates each (as nonzero).'

def index_add(input: Tensor | Number, dim: int, index: Tensor | Number, source: Tensor | Number, *, alpha: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns self with alpha * source added at index along dim.'

def gather(input: Tensor | Number, dim: int, index: Tensor | Number, *, sparse_grad: bool = False, out: Tensor | None = None) -> Tensor:
    "Gathers values of self along dim at index (an integer tensor of self's rank)."

def scatter_add(input: Tensor | Number, dim: int, index: Tensor | Number, src: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self with src added at index along dim.'

def masked_select(input: Tensor | Number, mask: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns a 1-D tensor of the elements of self where mask (broadcast with self) is true.'

def masked_scatter(input: Tensor | Number, mask: Tensor | Number, source: Tensor | Number) -> Tensor:
    'Returns self with the elements where mask is true replaced, in order, by the first elements of source.'

def take(input: Tensor | Number, index: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "Returns the elements of self, read as a 1-D tensor, at index; the result has index's shape."

def take_along_dim(input: Tensor | Number, indices: Tensor | Number, dim: int | None = None, *, out: Tensor | None = None) -> Tensor:
    'Gathers values of self at indices along dim, broadcasting self and indices in the other dims; without dim, self is flattened.'

def put(input: Tensor | Number, index: Tensor | Number, source: Tensor | Number, accumulate: bool = False) -> Tensor:
    'Returns self, read as a 1-D tensor, with source written (or added, with accumulate) at index.'

def index_fill(input: Tensor | Number, dim: int, index: Tensor | Number, value: Tensor | Number) -> Tensor:
    'Returns self with the entries at index along dim set to value (a number or 0-d tensor).'

def index_copy(input: Tensor | Number, dim: int, index: Tensor | Number, source: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self with the entries at index along dim replaced by those of source.'

@overload
def scatter(input: Tensor | Number, dim: int, index: Tensor | Number, src: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self with src written at index along dim (a number for src fills).'
@overload
def scatter(input: Tensor | Number, dim: int, index: Tensor | Number, value: Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self with value written at index along dim.'
@overload
def scatter(input: Tensor | Number, dim: int, index: Tensor | Number, src: Tensor | Number, *, reduce: str, out: Tensor | None = None) -> Tensor:
    'Returns self with src added ("add") or multiplied ("multiply") in at index along dim.'
@overload
def scatter(input: Tensor | Number, dim: int, index: Tensor | Number, value: Number, *, reduce: str, out: Tensor | None = None) -> Tensor:
    'Returns self with value added ("add") or multiplied ("multiply") in at index along dim.'

def scatter_reduce(input: Tensor | Number, dim: int, index: Tensor | Number, src: Tensor | Number, reduce: str, *, include_self: bool = True, out: Tensor | None = None) -> Tensor:
    "Returns self with src reduced in at index along dim by reduce (sum, prod, mean, amax or amin), self's own value included when include_self."

def index_reduce(input: Tensor | Number, dim: int, index: Tensor | Number, source: Tensor | Number, reduce: str, *, include_self: bool = True, out: Tensor | None = None) -> Tensor:
    "Returns self with the slices of source reduced (prod, mean, amax or amin) into the slices of self along dim that index names, self's own value included when include_self."

def mm(input: Tensor | Number, mat2: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Matrix product of two 2-D tensors.'

def bmm(input: Tensor | Number, mat2: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Batched matrix product of two 3-D tensors.'

def addmm(input: Tensor | Number, mat1: Tensor | Number, mat2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns beta * self + alpha * (mat1 @ mat2).'

def mv(input: Tensor | Number, vec: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Product of a matrix and a vector.'

def dot(input: Tensor | Number, tensor: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Dot product of two 1-D tensors.'

def outer(input: Tensor | Number, vec2: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Outer product of two 1-D tensors.'

def ger(input: Tensor | Number, vec2: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Outer product of two 1-D tensors.'

def matmul(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "Matrix product with NumPy's rules for 1-D and batched (broadcast) operands."

def einsum(equation: str, tensors: Sequence[Tensor], *, path: Sequence[int] | None = None) -> Tensor:
    "Sums the product of the operands' elements over the indices the equation (torch's notation, with ellipsis and repeated indices) leaves out of the output, contracting pairs in the cheapest order (or the given path) on bmm."

def baddbmm(input: Tensor | Number, batch1: Tensor | Number, batch2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns beta * self + alpha * (batch1 @ batch2), batch by batch (self broadcast; ignored when beta is 0).'

def addbmm(input: Tensor | Number, batch1: Tensor | Number, batch2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns beta * self + alpha * the sum over the batch of batch1[i] @ batch2[i] (self ignored when beta is 0).'

def addmv(input: Tensor | Number, mat: Tensor | Number, vec: Tensor | Number, *, beta: Number = 1, alpha: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns beta * self + alpha * (mat @ vec) (self ignored when beta is 0).'

def addmv_(input: Tensor | Number, mat: Tensor | Number, vec: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
    'Returns beta * self + alpha * (mat @ vec) (self ignored when beta is 0).'

def addr(input: Tensor | Number, vec1: Tensor | Number, vec2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1, out: Tensor | None = None) -> Tensor:
    'Returns beta * self + alpha * the outer product of vec1 and vec2 (self ignored when beta is 0).'

def chain_matmul(matrices: Sequence[Tensor], *, out: Tensor | None = None) -> Tensor:
    'The product of 2-D matrices, multiplied in the order that costs the fewest operations (deprecated in torch for linalg.multi_dot).'

def inner(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Sums the products of self and other over their last dims (a Python number or 0-D tensor scales the other).'

def vdot(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Dot product of two 1-D tensors (the first conjugated, which changes nothing for real tensors).'

def lu_unpack(LU_data: Tensor | Number, LU_pivots: Tensor | Number, unpack_data: bool = True, unpack_pivots: bool = True, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor, Tensor]:
    "P, L and U from linalg.lu_factor's LU and pivots (empty tensors for the parts not asked for)."

def lu_solve(input: Tensor | Number, LU_data: Tensor | Number, LU_pivots: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "Solves A X = self from the LU factorisation of A (LU_data, LU_pivots); linalg.lu_solve with torch's older argument order."

def inverse(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'The inverse of each square matrix of self (linalg.inv).'

def triangular_solve(input: Tensor | Number, A: Tensor | Number, upper: bool = True, transpose: bool = False, unitriangular: bool = False, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Solves A X = self (A transposed when transpose) for triangular A; returns X and a copy of A.'

def cholesky(input: Tensor | Number, upper: bool = False, *, out: Tensor | None = None) -> Tensor:
    'The Cholesky factor of each symmetric positive-definite matrix of self (linalg.cholesky).'

def cholesky_solve(input: Tensor | Number, input2: Tensor | Number, upper: bool = False, *, out: Tensor | None = None) -> Tensor:
    'Solves A X = self given the Cholesky factor input2 of A (lower, or upper when upper).'

def cholesky_inverse(input: Tensor | Number, upper: bool = False, *, out: Tensor | None = None) -> Tensor:
    'The inverse of A given its Cholesky factor self (lower, or upper when upper).'

def svd(input: Tensor | Number, some: bool = True, compute_uv: bool = True, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor, Tensor]:
    'torch.svd: A = U diag(S) V^T (V, not Vh), reduced when some; U and V zero-filled when not compute_uv.'

def qr(input: Tensor | Number, some: bool = True, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    "torch.qr: linalg.qr in mode 'reduced' when some, else 'complete'."

def det(input: Tensor | Number) -> Tensor:
    'The determinant of each square matrix of self (linalg.det).'

def slogdet(input: Tensor | Number, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'The sign and log absolute determinant of each square matrix of self (linalg.slogdet).'

def logdet(input: Tensor | Number) -> Tensor:
    'The log of the determinant of each square matrix of self: NaN where it is negative, -inf where zero.'

def matrix_power(input: Tensor | Number, n: int, *, out: Tensor | None = None) -> Tensor:
    'Each square matrix of self to the integer power n (linalg.matrix_power).'

def orgqr(input: Tensor | Number, input2: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'The first n columns of the product of the Householder reflectors stored in self and input2 (linalg.householder_product).'

def pinverse(input: Tensor | Number, rcond: float = 1e-15) -> Tensor:
    'The pseudo-inverse of each matrix of self, dropping singular values at most rcond times the largest (linalg.pinv).'

def matrix_exp(input: Tensor | Number) -> Tensor:
    'The exponential of each square matrix of self (linalg.matrix_exp).'

def symeig(input: Tensor | Number, eigenvectors: bool = False, upper: bool = True) -> tuple[Tensor, Tensor]:
    'Deprecated (use linalg.eigh) - the eigenvalues (ascending) of each symmetric matrix of self, reading its upper triangle unless upper is false, and its eigenvectors when asked (an empty tensor otherwise).'

@overload
def nuclear_norm(input: Tensor | Number, keepdim: bool = False, *, out: Tensor | None = None) -> Tensor:
    'The nuclear norm (the sum of the singular values) of the matrix self.'
@overload
def nuclear_norm(input: Tensor | Number, dim: int | Sequence[int], keepdim: bool = False, *, out: Tensor | None = None) -> Tensor:
    'The nuclear norm of the matrices self holds in the two dims dim.'

@overload
def frobenius_norm(input: Tensor | Number) -> Tensor:
    "The Frobenius norm (the square root of the sum of squares) of all of self's elements."
@overload
def frobenius_norm(input: Tensor | Number, dim: int | Sequence[int], keepdim: bool = False, *, out: Tensor | None = None) -> Tensor:
    'The Frobenius norm of self over at most two dims dim.'

def geqrf(input: Tensor | Number, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    "The QR factorization of each matrix of self in LAPACK's compact form (geqrf) - R on and above the diagonal of a, the Householder vectors below it (a unit diagonal implied), their scales in tau (linalg.householder_product makes Q from them); not differentiable, as in torch."

def cosine_embedding_loss(input1: Tensor | Number, input2: Tensor | Number, target: Tensor | Number, margin: float = 0.0, reduction: int = 0) -> Tensor:
    "nn.functional.cosine_embedding_loss with the reduction as an int (0 none, 1 mean, 2 sum), torch.cosine_embedding_loss's signature."

@overload
def ctc_loss(log_probs: Tensor | Number, targets: Tensor | Number, input_lengths: Sequence[int], target_lengths: Sequence[int], blank: int = 0, reduction: int = 0, zero_infinity: bool = False) -> Tensor:
    "nn.functional.ctc_loss with the lengths as lists of ints and the reduction as an int (0 none, 1 mean, 2 sum), torch.ctc_loss's signature."
@overload
def ctc_loss(log_probs: Tensor | Number, targets: Tensor | Number, input_lengths: Tensor | Number, target_lengths: Tensor | Number, blank: int = 0, reduction: int = 0, zero_infinity: bool = False) -> Tensor:
    'torch.ctc_loss with the lengths as integer tensors.'

def hinge_embedding_loss(input: Tensor | Number, target: Tensor | Number, margin: float = 1.0, reduction: int = 0) -> Tensor:
    "nn.functional.hinge_embedding_loss with the reduction as an int (0 none, 1 mean, 2 sum), torch.hinge_embedding_loss's signature."

def kl_div(input: Tensor | Number, target: Tensor | Number, reduction: int = 0, *, log_target: bool = False) -> Tensor:
    "nn.functional.kl_div with the reduction as an int (0 none, 1 mean, 2 sum; no 'batchmean'), torch.kl_div's signature."

def margin_ranking_loss(input1: Tensor | Number, input2: Tensor | Number, target: Tensor | Number, margin: float = 0.0, reduction: int = 0) -> Tensor:
    "nn.functional.margin_ranking_loss with the reduction as an int (0 none, 1 mean, 2 sum), torch.margin_ranking_loss's signature."

def poisson_nll_loss(input: Tensor | Number, target: Tensor | Number, log_input: bool, full: bool, eps: float, reduction: int) -> Tensor:
    "nn.functional.poisson_nll_loss with every argument required and the reduction as an int (0 none, 1 mean, 2 sum), torch.poisson_nll_loss's signature."

def triplet_margin_loss(anchor: Tensor | Number, positive: Tensor | Number, negative: Tensor | Number, margin: float = 1.0, p: float = 2.0, eps: float = 1e-06, swap: bool = False, reduction: int = 0) -> Tensor:
    "nn.functional.triplet_margin_loss with the reduction as an int (0 none, 1 mean, 2 sum), torch.triplet_margin_loss's signature."

@overload
def conv2d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    '2-D convolution (cross-correlation) of input (N, C, H, W) or (C, H, W) with weight (O, C / groups, kH, kW), plus bias (O).'
@overload
def conv2d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: str = 'valid', dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    "conv2d with padding 'valid' (none) or 'same' (the output as large as the input; stride 1 only)."

@overload
def conv1d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    '1-D convolution (cross-correlation) of input (N, C, L) or (C, L) with weight (O, C / groups, k), plus bias (O).'
@overload
def conv1d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: str = 'valid', dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    "conv1d with padding 'valid' (none) or 'same' (the output as long as the input; stride 1 only)."

def conv_transpose2d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, output_padding: int | Sequence[int] = 0, groups: int = 1, dilation: int | Sequence[int] = 1) -> Tensor:
    '2-D transposed convolution of input (N, C_in, H, W) or (C_in, H, W) with weight (C_in, C_out / groups, kH, kW), plus bias (C_out); the gradient of conv2d with respect to its input, output_padding rows and columns added on the far side.'

def conv_transpose1d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, output_padding: int | Sequence[int] = 0, groups: int = 1, dilation: int | Sequence[int] = 1) -> Tensor:
    '1-D transposed convolution of input (N, C_in, L) or (C_in, L) with weight (C_in, C_out / groups, k), plus bias (C_out).'

@overload
def conv3d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    '3-D convolution (cross-correlation) of input (N, C, D, H, W) or (C, D, H, W) with weight (O, C / groups, kD, kH, kW), plus bias (O); one conv2d per kernel depth over the output depths batched together.'
@overload
def conv3d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: str = 'valid', dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    "conv3d with padding 'valid' (none) or 'same' (the output as large as the input; stride 1 only)."

def conv_transpose3d(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None, stride: int | Sequence[int] = 1, padding: int | Sequence[int] = 0, output_padding: int | Sequence[int] = 0, groups: int = 1, dilation: int | Sequence[int] = 1) -> Tensor:
    '3-D transposed convolution of input (N, C_in, D, H, W) or (C_in, D, H, W) with weight (C_in, C_out / groups, kD, kH, kW), plus bias (C_out); one conv_transpose2d per kernel depth over the input depths batched together, each result spread to the output depths it reaches.'

def conv_tbc(input: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number, pad: int = 0) -> Tensor:
    '1-D convolution in time-batch-channel layout, input (T, N, C_in) with weight (k, C_in, C_out) plus bias (C_out), padded by pad steps at both ends; the result is (T + 2 * pad - k + 1, N, C_out).'

def avg_pool1d(input: Tensor | Number, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None, padding: int | Sequence[int] = 0, ceil_mode: bool = False, count_include_pad: bool = True) -> Tensor:
    '1-D average pooling of input (N, C, L) or (C, L), avg_pool2d over a height-1 image.'

def adaptive_avg_pool1d(input: Tensor | Number, output_size: int | Sequence[int]) -> Tensor:
    '1-D average pooling of input (N, C, L) or (C, L) into output_size positions.'

def hardshrink(input: Tensor | Number, lambd: Number = 0.5, *, out: Tensor | None = None) -> Tensor:
    'Returns x where |x| > lambd, else 0, elementwise.'

def threshold_(input: Tensor | Number, threshold: Number, value: Number) -> Tensor:
    'Returns x where x > threshold, else value, elementwise.'

def selu(input: Tensor | Number) -> Tensor:
    'Scaled exponential linear unit, 1.0507 * (x where x > 0, else 1.6733 * (exp(x) - 1)).'

def celu(input: Tensor | Number, alpha: Number = 1.0) -> Tensor:
    'Returns x where x > 0, else alpha * (exp(x / alpha) - 1), elementwise.'

def prelu(input: Tensor | Number, weight: Tensor | Number) -> Tensor:
    'Returns x where x > 0, else weight * x, with weight one number or one per channel (dim 1).'

def rrelu(input: Tensor | Number, lower: Number = 0.125, upper: Number = 0.3333333333333333, training: bool = False, generator: Generator | None = None) -> Tensor:
    'Leaky relu whose negative slope is drawn uniformly from [lower, upper] per element (from generator when given) while training, else (lower + upper) / 2.'

def threshold(input: Tensor | Number, threshold: Number, value: Number, *, out: Tensor | None = None) -> Tensor:
    'Returns x where x > threshold, else value, elementwise.'

def group_norm(input: Tensor | Number, num_groups: int, weight: Tensor | Number | None = None, bias: Tensor | Number | None = None, eps: float = 1e-05, cudnn_enabled: bool = True) -> Tensor:
    "nn.functional.group_norm with torch.group_norm's signature (cudnn_enabled has no effect)."

def instance_norm(input: Tensor | Number, weight: Tensor | Number | None, bias: Tensor | Number | None, running_mean: Tensor | Number | None, running_var: Tensor | Number | None, use_input_stats: bool, momentum: float, eps: float, cudnn_enabled: bool) -> Tensor:
    "nn.functional.instance_norm with torch.instance_norm's signature, every argument required, weight and bias before the running statistics (cudnn_enabled has no effect)."

def layer_norm(input: Tensor | Number, normalized_shape: Sequence[int], weight: Tensor | Number | None = None, bias: Tensor | Number | None = None, eps: float = 1e-05, cudnn_enable: bool = True) -> Tensor:
    "nn.functional.layer_norm with torch.layer_norm's signature (cudnn_enable has no effect)."

def bilinear(input1: Tensor | Number, input2: Tensor | Number, weight: Tensor | Number, bias: Tensor | Number | None = None) -> Tensor:
    'Applies y_k = input1 @ weight[k] @ input2 + bias[k].'

def embedding_renorm_(input: Tensor | Number, indices: Tensor | Number, max_norm: float, norm_type: float) -> Tensor:
    "Scales in place each row of the 2-D self that indices name whose norm_type-norm exceeds max_norm, to the norm max_norm (what embedding's max_norm does to its weight)."

@overload
def embedding_bag(weight: Tensor | Number, indices: Tensor | Number, offsets: Tensor | Number, scale_grad_by_freq: bool, mode: int, sparse: bool, per_sample_weights: Tensor | Number | None, include_last_offset: bool, padding_idx: int | None) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    'The sum (mode 0), mean (1) or max (2) of each bag of rows of weight, the bags cut from the 1-D indices at offsets (the last offset ending the last bag when include_last_offset); per_sample_weights scale the rows (mode sum), indices equal to padding_idx are left out; returns the bags, offset2bag, bag_size and max_indices.'
@overload
def embedding_bag(weight: Tensor | Number, indices: Tensor | Number, offsets: Tensor | Number, scale_grad_by_freq: bool = False, mode: int = 0, sparse: bool = False, per_sample_weights: Tensor | Number | None = None, include_last_offset: bool = False) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    'embedding_bag without padding_idx.'

def pairwise_distance(x1: Tensor | Number, x2: Tensor | Number, p: float = 2.0, eps: float = 1e-06, keepdim: bool = False) -> Tensor:
    'The p-norm of x1 - x2 + eps over the last dim, broadcasting x1 and x2.'

def cosine_similarity(x1: Tensor | Number, x2: Tensor | Number, dim: int = 1, eps: float = 1e-08) -> Tensor:
    'The cosine of the angle between x1 and x2 along dim, each norm product held above eps.'

def cdist(x1: Tensor | Number, x2: Tensor | Number, p: float = 2.0, compute_mode: str = 'use_mm_for_euclid_dist_if_necessary') -> Tensor:
    "The p-norm distances between each row of x1 (B x P x M) and each row of x2 (B x R x M), batched over broadcast leading dims; for p = 2, compute_mode lets a matrix product compute them ('use_mm_for_euclid_dist' always, the default past 25 rows, 'donot_use_mm_for_euclid_dist' never)."

def pdist(input: Tensor | Number, p: float = 2.0) -> Tensor:
    'The p-norm distances between each pair of rows i < j of the 2-D self, in row-major order of the pairs.'

def dist(input: Tensor | Number, other: Tensor | Number, p: Number = 2) -> Tensor:
    'The p-norm of self - other (broadcast), as a 0-d tensor.'

def constant_pad_nd(input: Tensor | Number, pad: Sequence[int], value: Number = 0) -> Tensor:
    'Pads self with value, pad giving the amounts before and after each of the last dims, last dim first (negative amounts crop).'

def grid_sampler(input: Tensor | Number, grid: Tensor | Number, interpolation_mode: int, padding_mode: int, align_corners: bool) -> Tensor:
    'Samples input (N, C, H, W) or (N, C, D, H, W) at the normalised positions grid (N, H_out, W_out, 2) or (N, D_out, H_out, W_out, 3), (x, y[, z]) in [-1, 1]; interpolation_mode 0 bilinear, 1 nearest, 2 bicubic (4-D only); padding_mode 0 zeros, 1 border, 2 reflection; the engine of F.grid_sample.'

def affine_grid_generator(theta: Tensor | Number, size: Sequence[int], align_corners: bool) -> Tensor:
    'The sampling grid (N, H, W, 2) or (N, D, H, W, 3) of the affine maps theta (N, 2, 3) or (N, 3, 4) over an output of size (N, C, H, W) or (N, C, D, H, W); the engine of F.affine_grid.'

def pixel_shuffle(input: Tensor | Number, upscale_factor: int) -> Tensor:
    'Rearranges (*, C * r**2, H, W) into (*, C, H * r, W * r) for r = upscale_factor.'

def pixel_unshuffle(input: Tensor | Number, downscale_factor: int) -> Tensor:
    'Rearranges (*, C, H * r, W * r) into (*, C * r**2, H, W) for r = downscale_factor, undoing pixel_shuffle.'

def channel_shuffle(input: Tensor | Number, groups: int) -> Tensor:
    'Interleaves the channels (dim 1) of groups groups, channel i of group j going to i * groups + j.'

def native_channel_shuffle(input: Tensor | Number, groups: int) -> Tensor:
    'Interleaves the channels (dim 1) of groups groups, channel i of group j going to i * groups + j.'

def sort(input: Tensor | Number, dim: int = -1, descending: bool = False, *, stable: bool | None = False, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Sorts self along dim (ascending unless descending), stably, NaN after every number; returns the values and their indices.'

def argsort(input: Tensor | Number, dim: int = -1, descending: bool = False, *, stable: bool = False) -> Tensor:
    "Returns the indices that sort self along dim, as sort's."

def msort(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Sorts self along its first dim, ascending.'

def topk(input: Tensor | Number, k: int, dim: int = -1, largest: bool = True, sorted: bool = True, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Returns the k largest (or smallest) elements of self along dim and their indices, in order when sorted.'

def kthvalue(input: Tensor | Number, k: int, dim: int = -1, keepdim: bool = False, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Returns the k-th smallest element of self along dim (k counts from 1) and its index.'

@overload
def median(input: Tensor | Number) -> Tensor:
    'Returns the lower median of all elements of self (NaN when there is one).'
@overload
def median(input: Tensor | Number, dim: int, keepdim: bool = False, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Returns the lower median of self along dim (NaN where a row has one) and its index.'

@overload
def nanmedian(input: Tensor | Number) -> Tensor:
    'Returns the lower median of the elements of self that are not NaN.'
@overload
def nanmedian(input: Tensor | Number, dim: int, keepdim: bool = False, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Returns the lower median of self along dim ignoring NaN, and its index.'

def mode(input: Tensor | Number, dim: int = -1, keepdim: bool = False, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Returns the most frequent value of self along dim (the smallest among ties) and the index of its last occurrence.'

def _unique2(input: Tensor | Number, sorted: bool = True, return_inverse: bool = False, return_counts: bool = False) -> tuple[Tensor, Tensor, Tensor]:
    "The distinct elements of self (sorted), with the index of each element's value in them and each value's count; unique's kernel."

def searchsorted(sorted_sequence: Tensor | Number, input: Tensor | Number, *, out_int32: bool = False, right: bool = False, side: str | None = None, sorter: Tensor | Number | None = None, out: Tensor | None = None) -> Tensor:
    "Returns for each value of self the index where it would be inserted into the innermost dim of sorted_sequence to keep it sorted (after equal values when right or side='right')."

def bucketize(input: Tensor | Number, boundaries: Tensor | Number, *, out_int32: bool = False, right: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns for each value of self the index of its bucket among the sorted 1-D boundaries.'

def histc(input: Tensor | Number, bins: int = 100, min: Number = 0, max: Number = 0, *, out: Tensor | None = None) -> Tensor:
    "Counts the elements of self in bins equal-width bins over [min, max] (the data's range when both are 0); values outside are ignored."

@overload
def histogram(input: Tensor | Number, bins: int = 100, *, range: Sequence[float] | None = None, weight: Tensor | Number | None = None, density: bool = False, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    "A histogram of self in bins equal-width bins over range (the data's range when None), optionally weighted or normalised to a density; returns it and the bin edges."
@overload
def histogram(input: Tensor | Number, bins: Tensor | Number, *, weight: Tensor | Number | None = None, density: bool = False, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'A histogram of self over the given increasing bin edges, optionally weighted or normalised to a density; returns it and the bin edges.'

def bincount(input: Tensor | Number, weights: Tensor | Number | None = None, minlength: int = 0) -> Tensor:
    'Counts each value of the non-negative 1-D integer tensor self (summing weights instead when given), with at least minlength bins.'

@overload
def count_nonzero(input: Tensor | Number, dim: int | None = None) -> Tensor:
    'Counts the nonzero elements of self along dim (all of them when None).'
@overload
def count_nonzero(input: Tensor | Number, dim: Sequence[int]) -> Tensor:
    'Counts the nonzero elements of self over each of dim (all of them when dim is empty).'

def aminmax(input: Tensor | Number, *, dim: int | None = None, keepdim: bool = False, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Returns the minimum and the maximum of self over dim (all elements when None).'

def cummax(input: Tensor | Number, dim: int, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Returns the running maximum of self along dim and the index where each was reached (the last among equals; NaN propagates).'

def cummin(input: Tensor | Number, dim: int, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Returns the running minimum of self along dim and the index where each was reached (the last among equals; NaN propagates).'

def logcumsumexp(input: Tensor | Number, dim: int, *, out: Tensor | None = None) -> Tensor:
    'Returns log(cumsum(exp(self), dim)), computed stably.'

@overload
def quantile(input: Tensor | Number, q: Tensor | Number, dim: int | None = None, keepdim: bool = False, *, interpolation: str = 'linear', out: Tensor | None = None) -> Tensor:
    "The quantiles q (a 0-d or 1-D tensor of self's dtype, in [0, 1]) of self along dim, a 1-D q's in a new first dim; as quantile.scalar otherwise."
@overload
def quantile(input: Tensor | Number, q: float, dim: int | None = None, keepdim: bool = False, *, interpolation: str = 'linear', out: Tensor | None = None) -> Tensor:
    'The q-th quantile of self along dim (of all elements when None), interpolating between the two nearest elements as interpolation says (linear, lower, higher, midpoint or nearest); NaN where a lane holds a NaN.'

@overload
def nanquantile(input: Tensor | Number, q: Tensor | Number, dim: int | None = None, keepdim: bool = False, *, interpolation: str = 'linear', out: Tensor | None = None) -> Tensor:
    'quantile with a tensor q, ignoring NaN (NaN only where a lane holds nothing else).'
@overload
def nanquantile(input: Tensor | Number, q: float, dim: int | None = None, keepdim: bool = False, *, interpolation: str = 'linear', out: Tensor | None = None) -> Tensor:
    'quantile ignoring NaN (NaN only where a lane holds nothing else).'

def rand_like(input: Tensor | Number, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, memory_format: memory_format | None = None) -> Tensor:
    "Returns a tensor with the size of self of values drawn uniformly from [0, 1), with self's dtype unless given."

def randn_like(input: Tensor | Number, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, memory_format: memory_format | None = None) -> Tensor:
    "Returns a tensor with the size of self of values drawn from the standard normal distribution, with self's dtype unless given."

@overload
def randint_like(input: Tensor | Number, high: int, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, memory_format: memory_format | None = None) -> Tensor:
    "Returns a tensor with the size of self of integers drawn uniformly from [0, high), with self's dtype unless given."
@overload
def randint_like(input: Tensor | Number, low: int, high: int, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, memory_format: memory_format | None = None) -> Tensor:
    "Returns a tensor with the size of self of integers drawn uniformly from [low, high), with self's dtype unless given."

def randperm(n: int, *, generator: Generator | None = None, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a random permutation of 0, ..., n - 1 (int64 unless dtype is given).'

@overload
def bernoulli(input: Tensor | Number, *, generator: Generator | None = None, out: Tensor | None = None) -> Tensor:
    'Draws 1 with probability self (each element in [0, 1]) and 0 otherwise.'
@overload
def bernoulli(input: Tensor | Number, p: float, *, generator: Generator | None = None) -> Tensor:
    'Returns a tensor with the size and dtype of self of ones drawn with probability p and zeros otherwise.'

def multinomial(input: Tensor | Number, num_samples: int, replacement: bool = False, *, generator: Generator | None = None, out: Tensor | None = None) -> Tensor:
    'Draws num_samples category indices from each row of self, a 1-D or 2-D tensor of non-negative weights, with or without replacement.'

@overload
def normal(mean: float, std: float, size: Sequence[int], *, generator: Generator | None = None, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of the given size of values drawn from the normal distribution N(mean, std^2).'
@overload
def normal(mean: Tensor | Number, std: float = 1.0, *, generator: Generator | None = None, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of draws from N(mean, std^2), one per element of mean.'
@overload
def normal(mean: float, std: Tensor | Number, *, generator: Generator | None = None, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of draws from N(mean, std^2), one per element of std.'
@overload
def normal(mean: Tensor | Number, std: Tensor | Number, *, generator: Generator | None = None, out: Tensor | None = None) -> Tensor:
    'Returns a tensor of draws from N(mean, std^2), mean and std broadcast together.'

def poisson(input: Tensor | Number, generator: Generator | None = None) -> Tensor:
    'Draws from the Poisson distribution of rate self (each element non-negative).'

def binomial(count: Tensor | Number, prob: Tensor | Number, generator: Generator | None = None) -> Tensor:
    'Draws from the binomial distribution of count trials with success probability prob (count and prob of one floating dtype, broadcast).'

def lstm_cell(input: Tensor | Number, hx: Sequence[Tensor], w_ih: Tensor | Number, w_hh: Tensor | Number, b_ih: Tensor | Number | None = None, b_hh: Tensor | Number | None = None) -> tuple[Tensor, Tensor]:
    "One LSTM step of input (N, I) from hx = (h, c) (N, H each), weights w_ih (4H, I), w_hh (4H, H) and biases (4H); returns (h', c')."

def gru_cell(input: Tensor | Number, hx: Tensor | Number, w_ih: Tensor | Number, w_hh: Tensor | Number, b_ih: Tensor | Number | None = None, b_hh: Tensor | Number | None = None) -> Tensor:
    "One GRU step of input (N, I) from hx (N, H), weights w_ih (3H, I), w_hh (3H, H) and biases (3H); returns h'."

def rnn_tanh_cell(input: Tensor | Number, hx: Tensor | Number, w_ih: Tensor | Number, w_hh: Tensor | Number, b_ih: Tensor | Number | None = None, b_hh: Tensor | Number | None = None) -> Tensor:
    'One Elman RNN step, tanh(input w_ih^T + b_ih + hx w_hh^T + b_hh).'

def rnn_relu_cell(input: Tensor | Number, hx: Tensor | Number, w_ih: Tensor | Number, w_hh: Tensor | Number, b_ih: Tensor | Number | None = None, b_hh: Tensor | Number | None = None) -> Tensor:
    'One Elman RNN step, relu(input w_ih^T + b_ih + hx w_hh^T + b_hh).'

@overload
def lstm(input: Tensor | Number, hx: Sequence[Tensor], params: Sequence[Tensor], has_biases: bool, num_layers: int, dropout: float, train: bool, bidirectional: bool, batch_first: bool) -> tuple[Tensor, Tensor, Tensor]:
    "A multi-layer LSTM over input (T, N, I) (or (N, T, I) with batch_first) from hx = (h0, c0) (layers * directions, N, H or proj_size), params per layer and direction w_ih, w_hh[, b_ih, b_hh][, w_hr]; returns (output, h_n, c_n), as torch.lstm (nn.LSTM's engine)."
@overload
def lstm(data: Tensor | Number, batch_sizes: Tensor | Number, hx: Sequence[Tensor], params: Sequence[Tensor], has_biases: bool, num_layers: int, dropout: float, train: bool, bidirectional: bool) -> tuple[Tensor, Tensor, Tensor]:
    "lstm over a packed sequence (data, batch_sizes) (PackedSequence's fields); returns (packed output data, h_n, c_n)."

@overload
def gru(input: Tensor | Number, hx: Tensor | Number, params: Sequence[Tensor], has_biases: bool, num_layers: int, dropout: float, train: bool, bidirectional: bool, batch_first: bool) -> tuple[Tensor, Tensor]:
    'A multi-layer GRU over input (T, N, I) (or (N, T, I) with batch_first) from hx (layers * directions, N, H), params per layer and direction w_ih, w_hh[, b_ih, b_hh]; returns (output, h_n), as torch.gru.'
@overload
def gru(data: Tensor | Number, batch_sizes: Tensor | Number, hx: Tensor | Number, params: Sequence[Tensor], has_biases: bool, num_layers: int, dropout: float, train: bool, bidirectional: bool) -> tuple[Tensor, Tensor]:
    'gru over a packed sequence (data, batch_sizes); returns (packed output data, h_n).'

@overload
def rnn_tanh(input: Tensor | Number, hx: Tensor | Number, params: Sequence[Tensor], has_biases: bool, num_layers: int, dropout: float, train: bool, bidirectional: bool, batch_first: bool) -> tuple[Tensor, Tensor]:
    'A multi-layer Elman RNN with tanh over input (T, N, I) (or (N, T, I) with batch_first); returns (output, h_n), as torch.rnn_tanh.'
@overload
def rnn_tanh(data: Tensor | Number, batch_sizes: Tensor | Number, hx: Tensor | Number, params: Sequence[Tensor], has_biases: bool, num_layers: int, dropout: float, train: bool, bidirectional: bool) -> tuple[Tensor, Tensor]:
    'rnn_tanh over a packed sequence (data, batch_sizes); returns (packed output data, h_n).'

@overload
def rnn_relu(input: Tensor | Number, hx: Tensor | Number, params: Sequence[Tensor], has_biases: bool, num_layers: int, dropout: float, train: bool, bidirectional: bool, batch_first: bool) -> tuple[Tensor, Tensor]:
    'A multi-layer Elman RNN with relu over input (T, N, I) (or (N, T, I) with batch_first); returns (output, h_n), as torch.rnn_relu.'
@overload
def rnn_relu(data: Tensor | Number, batch_sizes: Tensor | Number, hx: Tensor | Number, params: Sequence[Tensor], has_biases: bool, num_layers: int, dropout: float, train: bool, bidirectional: bool) -> tuple[Tensor, Tensor]:
    'rnn_relu over a packed sequence (data, batch_sizes); returns (packed output data, h_n).'

def isnan(input: Tensor | Number) -> Tensor:
    'Tests each element of self for NaN, as bool.'

def isinf(input: Tensor | Number) -> Tensor:
    'Tests each element of self for positive or negative infinity, as bool.'

def isfinite(input: Tensor | Number) -> Tensor:
    'Tests each element of self for being neither infinite nor NaN, as bool.'

def isposinf(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Tests each element of self for positive infinity, as bool.'

def isneginf(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Tests each element of self for negative infinity, as bool.'

def signbit(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Tests whether the sign bit of each element of self is set (true for -0.0), as bool.'

def isreal(input: Tensor | Number) -> Tensor:
    'Tests each element of self for having no imaginary part; every element of a real tensor does.'

def nan_to_num(input: Tensor | Number, nan: float | None = None, posinf: float | None = None, neginf: float | None = None, *, out: Tensor | None = None) -> Tensor:
    "Replaces NaN by nan (0 when None), +inf by posinf and -inf by neginf (the dtype's largest and lowest finite values when None)."

def nan_to_num_(input: Tensor | Number, nan: float | None = None, posinf: float | None = None, neginf: float | None = None) -> Tensor:
    "Replaces NaN by nan (0 when None), +inf by posinf and -inf by neginf (the dtype's largest and lowest finite values when None)."

def exp2(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns 2 raised to each element of self.'

def exp2_(input: Tensor | Number) -> Tensor:
    'Returns 2 raised to each element of self.'

def erfc(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the complementary error function 1 - erf(x) of each element of self, accurate where erf(x) is close to 1.'

def erfc_(input: Tensor | Number) -> Tensor:
    'Returns the complementary error function 1 - erf(x) of each element of self, accurate where erf(x) is close to 1.'

def erfinv(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the inverse error function of each element of self (defined on [-1, 1]).'

def lgamma(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the natural logarithm of the absolute value of the gamma function of each element of self.'

def digamma(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the logarithmic derivative of the gamma function of each element of self (-inf at 0, NaN at negative integers).'

def polygamma(n: int, input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the n-th derivative of the digamma function of each element of self (n >= 0).'

def i0(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the modified Bessel function of the first kind of order 0 of each element of self.'

def i0_(input: Tensor | Number) -> Tensor:
    'Returns the modified Bessel function of the first kind of order 0 of each element of self.'

def sinc(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the normalised sinc function sin(pi x) / (pi x) of each element x of self (1 at 0).'

def sinc_(input: Tensor | Number) -> Tensor:
    'Returns the normalised sinc function sin(pi x) / (pi x) of each element x of self (1 at 0).'

def logit(input: Tensor | Number, eps: float | None = None, *, out: Tensor | None = None) -> Tensor:
    'Returns log(p / (1 - p)) of each element p of self, first clamped into [eps, 1 - eps] when eps is given.'

def logit_(input: Tensor | Number, eps: float | None = None) -> Tensor:
    'Returns log(p / (1 - p)) of each element p of self, first clamped into [eps, 1 - eps] when eps is given.'

def frac(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the fractional part x - trunc(x) of each element x of self.'

def frac_(input: Tensor | Number) -> Tensor:
    'Returns the fractional part x - trunc(x) of each element x of self.'

def deg2rad(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Converts each element of self from degrees to radians.'

def deg2rad_(input: Tensor | Number) -> Tensor:
    'Converts each element of self from degrees to radians.'

def rad2deg(input: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Converts each element of self from radians to degrees.'

def rad2deg_(input: Tensor | Number) -> Tensor:
    'Converts each element of self from radians to degrees.'

def logaddexp(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns log(exp(self) + exp(other)) elementwise, without overflow.'

def logaddexp2(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns log2(2**self + 2**other) elementwise, without overflow.'

def xlogy(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self * log(other) elementwise, 0 where self is 0 (unless other is NaN).'

def xlogy_(input: Tensor | Number, other: Tensor | Number) -> Tensor:
    'Returns self * log(other) elementwise, 0 where self is 0 (unless other is NaN).'

def copysign(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the magnitude of self with the sign of other, elementwise, in floating point.'

def nextafter(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the next floating-point value after self towards other, elementwise.'

def heaviside(input: Tensor | Number, values: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the Heaviside step function of self, taking values where self is 0 (self and values of one dtype).'

def gcd(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the greatest common divisor of self and other elementwise (non-negative), for integer tensors.'

def gcd_(input: Tensor | Number, other: Tensor | Number) -> Tensor:
    'Returns the greatest common divisor of self and other elementwise (non-negative), for integer tensors.'

def lcm(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the least common multiple of self and other elementwise (non-negative), for integer tensors.'

def lcm_(input: Tensor | Number, other: Tensor | Number) -> Tensor:
    'Returns the least common multiple of self and other elementwise (non-negative), for integer tensors.'

@overload
def clamp_min(input: Tensor | Number, min: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Clamps each element of self to at least the element of min (broadcast against self) at its place.'
@overload
def clamp_min(input: Tensor | Number, min: Number, *, out: Tensor | None = None) -> Tensor:
    'Clamps each element of self to at least min.'

@overload
def clamp_min_(input: Tensor | Number, min: Tensor | Number) -> Tensor:
    'Clamps each element of self to at least the element of min (broadcast against self) at its place.'
@overload
def clamp_min_(input: Tensor | Number, min: Number) -> Tensor:
    'Clamps each element of self to at least min.'

@overload
def clamp_max(input: Tensor | Number, max: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Clamps each element of self to at most the element of max (broadcast against self) at its place.'
@overload
def clamp_max(input: Tensor | Number, max: Number, *, out: Tensor | None = None) -> Tensor:
    'Clamps each element of self to at most max.'

@overload
def clamp_max_(input: Tensor | Number, max: Tensor | Number) -> Tensor:
    'Clamps each element of self to at most the element of max (broadcast against self) at its place.'
@overload
def clamp_max_(input: Tensor | Number, max: Number) -> Tensor:
    'Clamps each element of self to at most max.'

def float_power(input: Tensor | Number, exponent: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self raised to exponent elementwise, computed in double precision (either may be a number).'

def mvlgamma(input: Tensor | Number, p: int, *, out: Tensor | None = None) -> Tensor:
    'Returns the logarithm of the multivariate gamma function of dimension p of each element of self (every element must exceed (p - 1) / 2).'

def isclose(input: Tensor | Number, other: Tensor | Number, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> Tensor:
    'Tests elementwise whether |self - other| <= atol + rtol * |other|, as bool; NaNs are equal when equal_nan.'

def diff(input: Tensor | Number, n: int = 1, dim: int = -1, prepend: Tensor | Number | None = None, append: Tensor | Number | None = None, *, out: Tensor | None = None) -> Tensor:
    'Returns the n-th forward difference of self along dim, after concatenating prepend before and append after it.'

def nansum(input: Tensor | Number, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    'Returns the sum of self over dim (all dims when None), NaNs counted as zero.'

def nanmean(input: Tensor | Number, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    'Returns the mean of the non-NaN elements of self over dim (all dims when None).'

@overload
def var_mean(input: Tensor | Number, dim: int | Sequence[int] | None = None, unbiased: bool = True, keepdim: bool = False) -> tuple[Tensor, Tensor]:
    "Returns the variance and the mean of self over dim, with Bessel's correction when unbiased."
@overload
def var_mean(input: Tensor | Number, dim: int | Sequence[int] | None = None, *, correction: int | None = None, keepdim: bool = False) -> tuple[Tensor, Tensor]:
    'Returns the variance (dividing by N - correction; correction 1 when None) and the mean of self over dim.'
@overload
def var_mean(input: Tensor | Number, unbiased: bool = True) -> tuple[Tensor, Tensor]:
    "Returns the variance and the mean of all elements of self, with Bessel's correction when unbiased."

@overload
def std_mean(input: Tensor | Number, dim: int | Sequence[int] | None = None, unbiased: bool = True, keepdim: bool = False) -> tuple[Tensor, Tensor]:
    "Returns the standard deviation and the mean of self over dim, with Bessel's correction when unbiased."
@overload
def std_mean(input: Tensor | Number, dim: int | Sequence[int] | None = None, *, correction: int | None = None, keepdim: bool = False) -> tuple[Tensor, Tensor]:
    'Returns the standard deviation (dividing by N - correction; correction 1 when None) and the mean of self over dim.'
@overload
def std_mean(input: Tensor | Number, unbiased: bool = True) -> tuple[Tensor, Tensor]:
    "Returns the standard deviation and the mean of all elements of self, with Bessel's correction when unbiased."

@overload
def trapezoid(y: Tensor | Number, x: Tensor | Number, *, dim: int = -1) -> Tensor:
    'Integrates y along dim by the trapezoidal rule at the sample points x.'
@overload
def trapezoid(y: Tensor | Number, *, dx: Number = 1, dim: int = -1) -> Tensor:
    'Integrates y along dim by the trapezoidal rule with samples dx apart.'

@overload
def trapz(y: Tensor | Number, x: Tensor | Number, *, dim: int = -1) -> Tensor:
    'Integrates y along dim by the trapezoidal rule at the sample points x.'
@overload
def trapz(y: Tensor | Number, *, dx: Number = 1, dim: int = -1) -> Tensor:
    'Integrates y along dim by the trapezoidal rule with samples dx apart.'

@overload
def cumulative_trapezoid(y: Tensor | Number, x: Tensor | Number, *, dim: int = -1) -> Tensor:
    'The running integral of y along dim by the trapezoidal rule at the sample points x.'
@overload
def cumulative_trapezoid(y: Tensor | Number, *, dx: Number = 1, dim: int = -1) -> Tensor:
    'The running integral of y along dim by the trapezoidal rule with samples dx apart.'

def renorm(input: Tensor | Number, p: Number, dim: int, maxnorm: Number, *, out: Tensor | None = None) -> Tensor:
    'Rescales each slice of self along dim whose p-norm exceeds maxnorm to norm maxnorm.'

def fmax(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise maximum of self and other, taking the number where one of them is NaN.'

def fmin(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the elementwise minimum of self and other, taking the number where one of them is NaN.'

def ldexp(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns self * 2 ** other elementwise.'

def ldexp_(input: Tensor | Number, other: Tensor | Number) -> Tensor:
    'Returns self * 2 ** other elementwise.'

def frexp(input: Tensor | Number, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'Splits each element of self into a mantissa in (-1, -0.5] or [0.5, 1) (0 for 0) and an int32 exponent, self = mantissa * 2 ** exponent.'

@overload
def isin(elements: Tensor | Number, test_elements: Tensor | Number, *, assume_unique: bool = False, invert: bool = False, out: Tensor | None = None) -> Tensor:
    'Tests each element of elements for being in test_elements, as bool (not being in it when invert).'
@overload
def isin(elements: Tensor | Number, test_element: Number, *, assume_unique: bool = False, invert: bool = False, out: Tensor | None = None) -> Tensor:
    'Tests each element of elements for equality with test_element, as bool (inequality when invert).'
@overload
def isin(element: Number, test_elements: Tensor | Number, *, assume_unique: bool = False, invert: bool = False, out: Tensor | None = None) -> Tensor:
    'Tests whether element is in test_elements, as a 0-d bool (not in it when invert).'

def cov(input: Tensor | Number, *, correction: int = 1, fweights: Tensor | Number | None = None, aweights: Tensor | Number | None = None) -> Tensor:
    "The covariance matrix of the variables in self's rows (observations in its columns), dividing by the weighted count less correction, weighting observations by the integer fweights and the aweights."

def corrcoef(input: Tensor | Number) -> Tensor:
    "The Pearson correlation coefficients of the variables in self's rows (observations in its columns), clipped into [-1, 1]."

@overload
def gradient(input: Tensor | Number, *, spacing: Number | None = None, dim: int | None = None, edge_order: int = 1) -> list[Tensor]:
    'Estimates the derivative of self along dim (every dim when None) by central differences inside and one-sided ones of edge_order at the ends, with samples spacing apart (1 when None).'
@overload
def gradient(input: Tensor | Number, *, spacing: Number, dim: Sequence[int], edge_order: int = 1) -> list[Tensor]:
    'Estimates the derivative of self along each of dim, with samples spacing apart.'
@overload
def gradient(input: Tensor | Number, *, dim: Sequence[int], edge_order: int = 1) -> list[Tensor]:
    'Estimates the derivative of self along each of dim, with samples 1 apart.'
@overload
def gradient(input: Tensor | Number, *, spacing: Sequence[Number], dim: int | None = None, edge_order: int = 1) -> list[Tensor]:
    'Estimates the derivative of self along dim (every dim when None), with samples spacing[i] apart along the i-th.'
@overload
def gradient(input: Tensor | Number, *, spacing: Sequence[Number], dim: Sequence[int], edge_order: int = 1) -> list[Tensor]:
    'Estimates the derivative of self along each of dim, with samples spacing[i] apart along the i-th.'
@overload
def gradient(input: Tensor | Number, *, spacing: Sequence[Tensor], dim: int | None = None, edge_order: int = 1) -> list[Tensor]:
    'Estimates the derivative of self along dim (every dim when None), at the sample coordinates spacing[i] along the i-th.'
@overload
def gradient(input: Tensor | Number, *, spacing: Sequence[Tensor], dim: Sequence[int], edge_order: int = 1) -> list[Tensor]:
    'Estimates the derivative of self along each of dim, at the sample coordinates spacing[i] along the i-th.'

def igamma(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the regularised lower incomplete gamma function P(self, other) elementwise (self the shape a > 0, other x >= 0).'

def igammac(input: Tensor | Number, other: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'Returns the regularised upper incomplete gamma function Q(self, other) = 1 - P(self, other) elementwise.'


def __getattr__(name: str) -> Any: ...
