# @generated from ops.yaml by codegen (template: stub_C.pyi.j2). Do not edit.
"""Type stubs of yaten._C: the Tensor methods and operators ops.yaml
declares. Methods written by hand (tensor_methods.cpp, yaten/_tensor.py)
resolve through __getattr__."""
from typing import Any, Sequence, overload

from yaten._tensor import Tensor

Number = int | float | bool


class dtype:
    is_floating_point: bool
    is_signed: bool
    is_complex: bool
    itemsize: int


class Size(tuple[int, ...]): ...


class device:
    type: str
    index: int | None
    def __init__(self, type: str | device | int, index: int | None = None) -> None: ...


class layout: ...


class memory_format: ...


class Generator:
    device: device
    def __init__(self, device: str | device = "cpu") -> None: ...
    def manual_seed(self, seed: int) -> Generator: ...
    def seed(self) -> int: ...
    def initial_seed(self) -> int: ...
    def get_state(self) -> Tensor: ...
    def set_state(self, new_state: Tensor) -> Generator: ...


default_generator: Generator


strided: layout
contiguous_format: memory_format
preserve_format: memory_format
channels_last: memory_format
channels_last_3d: memory_format


class TensorBase:
    @overload
    def new_zeros(self, size: Sequence[int], *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
        "Returns a tensor of the given size filled with 0, with self's dtype unless given."
    @overload
    def new_zeros(self, *size: int, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
        "Returns a tensor of the given size filled with 0, with self's dtype unless given."
    @overload
    def new_ones(self, size: Sequence[int], *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
        "Returns a tensor of the given size filled with 1, with self's dtype unless given."
    @overload
    def new_ones(self, *size: int, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
        "Returns a tensor of the given size filled with 1, with self's dtype unless given."
    @overload
    def new_empty(self, size: Sequence[int], *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
        "Returns an uninitialised tensor of the given size, with self's dtype unless given."
    @overload
    def new_empty(self, *size: int, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
        "Returns an uninitialised tensor of the given size, with self's dtype unless given."
    def new_full(self, size: Sequence[int], fill_value: Number, *, dtype: dtype | None = None, layout: layout | None = None, device: device | str | int | None = None, pin_memory: bool | None = False, requires_grad: bool = False) -> Tensor:
        "Returns a tensor of the given size filled with fill_value, with self's dtype unless given."
    @overload
    def fill_(self, value: Tensor | Number) -> Tensor:
        'Fills self with the value of the 0-d tensor value, in place (differentiable in value, unlike a number).'
    @overload
    def fill_(self, value: Number) -> Tensor:
        'Fills self with value, in place.'
    def zero_(self) -> Tensor:
        'Fills self with zeros, in place.'
    def uniform_(self, from_: float = 0.0, to: float = 1.0, *, generator: Generator | None = None) -> Tensor:
        'Fills self with values drawn uniformly from [from, to), in place.'
    def normal_(self, mean: float = 0.0, std: float = 1.0, *, generator: Generator | None = None) -> Tensor:
        'Fills self with values drawn from a normal distribution, in place.'
    def copy_(self, other: Tensor | Number, non_blocking: bool = False) -> Tensor:
        'Copies other into self (broadcasting other, converting its dtype), in place; non_blocking, asynchrony between devices, changes nothing on the CPU, where the copy is done when it returns.'
    def neg(self) -> Tensor:
        'Returns the negative of each element of self.'
    def neg_(self) -> Tensor:
        'Returns the negative of each element of self.'
    def negative(self) -> Tensor:
        'Returns the negative of each element of self.'
    def negative_(self) -> Tensor:
        'Returns the negative of each element of self.'
    def abs(self) -> Tensor:
        'Returns the absolute value of each element of self.'
    def abs_(self) -> Tensor:
        'Returns the absolute value of each element of self.'
    def absolute(self) -> Tensor:
        'Returns the absolute value of each element of self.'
    def absolute_(self) -> Tensor:
        'Returns the absolute value of each element of self.'
    def exp(self) -> Tensor:
        'Returns e raised to each element of self.'
    def exp_(self) -> Tensor:
        'Returns e raised to each element of self.'
    def log(self) -> Tensor:
        'Returns the natural logarithm of each element of self.'
    def log_(self) -> Tensor:
        'Returns the natural logarithm of each element of self.'
    def log2(self) -> Tensor:
        'Returns the base-2 logarithm of each element of self.'
    def log2_(self) -> Tensor:
        'Returns the base-2 logarithm of each element of self.'
    def log10(self) -> Tensor:
        'Returns the base-10 logarithm of each element of self.'
    def log10_(self) -> Tensor:
        'Returns the base-10 logarithm of each element of self.'
    def log1p(self) -> Tensor:
        'Returns log(1 + x) for each element x of self, accurate for small x.'
    def log1p_(self) -> Tensor:
        'Returns log(1 + x) for each element x of self, accurate for small x.'
    def expm1(self) -> Tensor:
        'Returns exp(x) - 1 for each element x of self, accurate for small x.'
    def expm1_(self) -> Tensor:
        'Returns exp(x) - 1 for each element x of self, accurate for small x.'
    def sqrt(self) -> Tensor:
        'Returns the square root of each element of self.'
    def sqrt_(self) -> Tensor:
        'Returns the square root of each element of self.'
    def rsqrt(self) -> Tensor:
        'Returns the reciprocal of the square root of each element of self.'
    def rsqrt_(self) -> Tensor:
        'Returns the reciprocal of the square root of each element of self.'
    def square(self) -> Tensor:
        'Returns the square of each element of self.'
    def square_(self) -> Tensor:
        'Returns the square of each element of self.'
    def reciprocal(self) -> Tensor:
        'Returns 1 / x for each element x of self.'
    def reciprocal_(self) -> Tensor:
        'Returns 1 / x for each element x of self.'
    def sin(self) -> Tensor:
        'Returns the sine of each element of self.'
    def sin_(self) -> Tensor:
        'Returns the sine of each element of self.'
    def cos(self) -> Tensor:
        'Returns the cosine of each element of self.'
    def cos_(self) -> Tensor:
        'Returns the cosine of each element of self.'
    def tan(self) -> Tensor:
        'Returns the tangent of each element of self.'
    def tan_(self) -> Tensor:
        'Returns the tangent of each element of self.'
    def asin(self) -> Tensor:
        'Returns the arcsine of each element of self.'
    def asin_(self) -> Tensor:
        'Returns the arcsine of each element of self.'
    def arcsin(self) -> Tensor:
        'Returns the arcsine of each element of self.'
    def arcsin_(self) -> Tensor:
        'Returns the arcsine of each element of self.'
    def acos(self) -> Tensor:
        'Returns the arccosine of each element of self.'
    def acos_(self) -> Tensor:
        'Returns the arccosine of each element of self.'
    def arccos(self) -> Tensor:
        'Returns the arccosine of each element of self.'
    def arccos_(self) -> Tensor:
        'Returns the arccosine of each element of self.'
    def atan(self) -> Tensor:
        'Returns the arctangent of each element of self.'
    def atan_(self) -> Tensor:
        'Returns the arctangent of each element of self.'
    def arctan(self) -> Tensor:
        'Returns the arctangent of each element of self.'
    def arctan_(self) -> Tensor:
        'Returns the arctangent of each element of self.'
    def asinh(self) -> Tensor:
        'Returns the inverse hyperbolic sine of each element of self.'
    def asinh_(self) -> Tensor:
        'Returns the inverse hyperbolic sine of each element of self.'
    def arcsinh(self) -> Tensor:
        'Returns the inverse hyperbolic sine of each element of self.'
    def arcsinh_(self) -> Tensor:
        'Returns the inverse hyperbolic sine of each element of self.'
    def acosh(self) -> Tensor:
        'Returns the inverse hyperbolic cosine of each element of self (NaN below 1).'
    def acosh_(self) -> Tensor:
        'Returns the inverse hyperbolic cosine of each element of self (NaN below 1).'
    def arccosh(self) -> Tensor:
        'Returns the inverse hyperbolic cosine of each element of self (NaN below 1).'
    def arccosh_(self) -> Tensor:
        'Returns the inverse hyperbolic cosine of each element of self (NaN below 1).'
    def atanh(self) -> Tensor:
        'Returns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond).'
    def atanh_(self) -> Tensor:
        'Returns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond).'
    def arctanh(self) -> Tensor:
        'Returns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond).'
    def arctanh_(self) -> Tensor:
        'Returns the inverse hyperbolic tangent of each element of self (+-inf at +-1, NaN beyond).'
    def sinh(self) -> Tensor:
        'Returns the hyperbolic sine of each element of self.'
    def sinh_(self) -> Tensor:
        'Returns the hyperbolic sine of each element of self.'
    def cosh(self) -> Tensor:
        'Returns the hyperbolic cosine of each element of self.'
    def cosh_(self) -> Tensor:
        'Returns the hyperbolic cosine of each element of self.'
    def tanh(self) -> Tensor:
        'Returns the hyperbolic tangent of each element of self.'
    def tanh_(self) -> Tensor:
        'Returns the hyperbolic tangent of each element of self.'
    def sigmoid(self) -> Tensor:
        'Returns 1 / (1 + exp(-x)) for each element x of self.'
    def sigmoid_(self) -> Tensor:
        'Returns 1 / (1 + exp(-x)) for each element x of self.'
    def relu(self) -> Tensor:
        'Returns max(x, 0) for each element x of self.'
    def relu_(self) -> Tensor:
        'Returns max(x, 0) for each element x of self.'
    def erf(self) -> Tensor:
        'Returns the error function of each element of self.'
    def erf_(self) -> Tensor:
        'Returns the error function of each element of self.'
    def floor(self) -> Tensor:
        'Returns the largest integer not greater than each element of self.'
    def floor_(self) -> Tensor:
        'Returns the largest integer not greater than each element of self.'
    def ceil(self) -> Tensor:
        'Returns the smallest integer not less than each element of self.'
    def ceil_(self) -> Tensor:
        'Returns the smallest integer not less than each element of self.'
    def round(self) -> Tensor:
        'Rounds each element of self to the nearest integer, halves to even.'
    def round_(self) -> Tensor:
        'Rounds each element of self to the nearest integer, halves to even.'
    def trunc(self) -> Tensor:
        'Rounds each element of self towards zero.'
    def trunc_(self) -> Tensor:
        'Rounds each element of self towards zero.'
    def fix(self) -> Tensor:
        'Rounds each element of self towards zero.'
    def fix_(self) -> Tensor:
        'Rounds each element of self towards zero.'
    def sign(self) -> Tensor:
        'Returns -1, 0 or 1 according to the sign of each element of self.'
    def sign_(self) -> Tensor:
        'Returns -1, 0 or 1 according to the sign of each element of self.'
    def sgn(self) -> Tensor:
        'Returns the sign of each element of self (the same as sign for real tensors).'
    def sgn_(self) -> Tensor:
        'Returns the sign of each element of self (the same as sign for real tensors).'
    def logical_not(self) -> Tensor:
        'Returns the logical negation of each element of self, as bool.'
    def logical_not_(self) -> Tensor:
        'Returns the logical negation of each element of self, as bool.'
    def bitwise_not(self) -> Tensor:
        'Returns the bitwise NOT of each element of self (logical NOT for bool); integer and bool tensors only.'
    def bitwise_not_(self) -> Tensor:
        'Returns the bitwise NOT of each element of self (logical NOT for bool); integer and bool tensors only.'
    def positive(self) -> Tensor:
        'Returns self itself (unary plus); refuses bool tensors, as PyTorch.'
    def add(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self + alpha * other, broadcasting and promoting types.'
    def add_(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self + alpha * other, broadcasting and promoting types.'
    def sub(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self - alpha * other, broadcasting and promoting types.'
    def sub_(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self - alpha * other, broadcasting and promoting types.'
    def subtract(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self - alpha * other, broadcasting and promoting types.'
    def subtract_(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self - alpha * other, broadcasting and promoting types.'
    def mul(self, other: Tensor | Number) -> Tensor:
        'Returns self * other elementwise, broadcasting and promoting types.'
    def mul_(self, other: Tensor | Number) -> Tensor:
        'Returns self * other elementwise, broadcasting and promoting types.'
    def multiply(self, other: Tensor | Number) -> Tensor:
        'Returns self * other elementwise, broadcasting and promoting types.'
    def multiply_(self, other: Tensor | Number) -> Tensor:
        'Returns self * other elementwise, broadcasting and promoting types.'
    @overload
    def div(self, other: Tensor | Number) -> Tensor:
        'Returns self / other elementwise (true division, so integers give floats).'
    @overload
    def div(self, other: Tensor | Number, *, rounding_mode: str | None) -> Tensor:
        "Returns self / other rounded as rounding_mode says (None true division, 'trunc' towards zero, 'floor' down as floor_divide), in the promoted dtype, so integers stay integers when rounded."
    @overload
    def div_(self, other: Tensor | Number) -> Tensor:
        'Returns self / other elementwise (true division, so integers give floats).'
    @overload
    def div_(self, other: Tensor | Number, *, rounding_mode: str | None) -> Tensor:
        "Returns self / other rounded as rounding_mode says (None true division, 'trunc' towards zero, 'floor' down as floor_divide), in the promoted dtype, so integers stay integers when rounded."
    @overload
    def true_divide(self, other: Tensor | Number) -> Tensor:
        'Returns self / other elementwise (true division, so integers give floats).'
    @overload
    def true_divide(self, other: Tensor | Number, *, rounding_mode: str | None) -> Tensor:
        "Returns self / other rounded as rounding_mode says (None true division, 'trunc' towards zero, 'floor' down as floor_divide), in the promoted dtype, so integers stay integers when rounded."
    @overload
    def true_divide_(self, other: Tensor | Number) -> Tensor:
        'Returns self / other elementwise (true division, so integers give floats).'
    @overload
    def true_divide_(self, other: Tensor | Number, *, rounding_mode: str | None) -> Tensor:
        "Returns self / other rounded as rounding_mode says (None true division, 'trunc' towards zero, 'floor' down as floor_divide), in the promoted dtype, so integers stay integers when rounded."
    @overload
    def divide(self, other: Tensor | Number) -> Tensor:
        'Returns self / other elementwise (true division, so integers give floats).'
    @overload
    def divide(self, other: Tensor | Number, *, rounding_mode: str | None) -> Tensor:
        "Returns self / other rounded as rounding_mode says (None true division, 'trunc' towards zero, 'floor' down as floor_divide), in the promoted dtype, so integers stay integers when rounded."
    @overload
    def divide_(self, other: Tensor | Number) -> Tensor:
        'Returns self / other elementwise (true division, so integers give floats).'
    @overload
    def divide_(self, other: Tensor | Number, *, rounding_mode: str | None) -> Tensor:
        "Returns self / other rounded as rounding_mode says (None true division, 'trunc' towards zero, 'floor' down as floor_divide), in the promoted dtype, so integers stay integers when rounded."
    def pow(self, exponent: Tensor | Number) -> Tensor:
        'Returns self raised to the power exponent, elementwise.'
    def pow_(self, exponent: Tensor | Number) -> Tensor:
        'Returns self raised to the power exponent, elementwise.'
    def maximum(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise maximum of self and other.'
    def minimum(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise minimum of self and other.'
    def atan2(self, other: Tensor | Number) -> Tensor:
        'Returns the arctangent of self / other, using both signs to pick the quadrant.'
    def atan2_(self, other: Tensor | Number) -> Tensor:
        'Returns the arctangent of self / other, using both signs to pick the quadrant.'
    def arctan2(self, other: Tensor | Number) -> Tensor:
        'Returns the arctangent of self / other, using both signs to pick the quadrant.'
    def arctan2_(self, other: Tensor | Number) -> Tensor:
        'Returns the arctangent of self / other, using both signs to pick the quadrant.'
    def hypot(self, other: Tensor | Number) -> Tensor:
        'Returns sqrt(self**2 + other**2) elementwise, without overflow or underflow in between.'
    def hypot_(self, other: Tensor | Number) -> Tensor:
        'Returns sqrt(self**2 + other**2) elementwise, without overflow or underflow in between.'
    def remainder(self, other: Tensor | Number) -> Tensor:
        "Returns the remainder of self / other with the sign of other (Python's %)."
    def remainder_(self, other: Tensor | Number) -> Tensor:
        "Returns the remainder of self / other with the sign of other (Python's %)."
    def fmod(self, other: Tensor | Number) -> Tensor:
        "Returns the remainder of self / other with the sign of self (C's fmod)."
    def fmod_(self, other: Tensor | Number) -> Tensor:
        "Returns the remainder of self / other with the sign of self (C's fmod)."
    @overload
    def lerp(self, end: Tensor | Number, weight: Tensor | Number) -> Tensor:
        'Returns self + weight * (end - self), elementwise; weight is a tensor or a number.'
    @overload
    def lerp(self, end: Tensor | Number, weight: Number) -> Tensor:
        'Returns self + weight * (end - self), elementwise, for a number weight.'
    @overload
    def lerp_(self, end: Tensor | Number, weight: Tensor | Number) -> Tensor:
        'Returns self + weight * (end - self), elementwise; weight is a tensor or a number.'
    @overload
    def lerp_(self, end: Tensor | Number, weight: Number) -> Tensor:
        'Returns self + weight * (end - self), elementwise, for a number weight.'
    def addcmul(self, tensor1: Tensor | Number, tensor2: Tensor | Number, *, value: Number = 1) -> Tensor:
        'Returns self + value * tensor1 * tensor2, broadcasting all three.'
    def addcmul_(self, tensor1: Tensor | Number, tensor2: Tensor | Number, *, value: Number = 1) -> Tensor:
        'Returns self + value * tensor1 * tensor2, broadcasting all three.'
    def addcdiv(self, tensor1: Tensor | Number, tensor2: Tensor | Number, *, value: Number = 1) -> Tensor:
        'Returns self + value * tensor1 / tensor2, broadcasting all three (integer tensor1 and tensor2 are refused).'
    def addcdiv_(self, tensor1: Tensor | Number, tensor2: Tensor | Number, *, value: Number = 1) -> Tensor:
        'Returns self + value * tensor1 / tensor2, broadcasting all three (integer tensor1 and tensor2 are refused).'
    def logical_and(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise logical AND of self and other, as bool.'
    def logical_and_(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise logical AND of self and other, as bool.'
    def logical_or(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise logical OR of self and other, as bool.'
    def logical_or_(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise logical OR of self and other, as bool.'
    def bitwise_and(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only.'
    def bitwise_and_(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only.'
    def bitwise_or(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only.'
    def bitwise_or_(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only.'
    def bitwise_xor(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only.'
    def bitwise_xor_(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only.'
    def bitwise_left_shift(self, other: Tensor | Number) -> Tensor:
        'Returns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0.'
    def bitwise_left_shift_(self, other: Tensor | Number) -> Tensor:
        'Returns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0.'
    def bitwise_right_shift(self, other: Tensor | Number) -> Tensor:
        'Returns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit.'
    def bitwise_right_shift_(self, other: Tensor | Number) -> Tensor:
        'Returns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit.'
    def floor_divide(self, other: Tensor | Number) -> Tensor:
        "Returns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."
    def floor_divide_(self, other: Tensor | Number) -> Tensor:
        "Returns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."
    def logical_xor(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise logical XOR of self and other, as bool.'
    def logical_xor_(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise logical XOR of self and other, as bool.'
    def eq(self, other: Tensor | Number) -> Tensor:
        'Returns self == other elementwise, as bool.'
    def eq_(self, other: Tensor | Number) -> Tensor:
        'Returns self == other elementwise, as bool.'
    def ne(self, other: Tensor | Number) -> Tensor:
        'Returns self != other elementwise, as bool.'
    def ne_(self, other: Tensor | Number) -> Tensor:
        'Returns self != other elementwise, as bool.'
    def not_equal(self, other: Tensor | Number) -> Tensor:
        'Returns self != other elementwise, as bool.'
    def not_equal_(self, other: Tensor | Number) -> Tensor:
        'Returns self != other elementwise, as bool.'
    def lt(self, other: Tensor | Number) -> Tensor:
        'Returns self < other elementwise, as bool.'
    def lt_(self, other: Tensor | Number) -> Tensor:
        'Returns self < other elementwise, as bool.'
    def less(self, other: Tensor | Number) -> Tensor:
        'Returns self < other elementwise, as bool.'
    def less_(self, other: Tensor | Number) -> Tensor:
        'Returns self < other elementwise, as bool.'
    def le(self, other: Tensor | Number) -> Tensor:
        'Returns self <= other elementwise, as bool.'
    def le_(self, other: Tensor | Number) -> Tensor:
        'Returns self <= other elementwise, as bool.'
    def less_equal(self, other: Tensor | Number) -> Tensor:
        'Returns self <= other elementwise, as bool.'
    def less_equal_(self, other: Tensor | Number) -> Tensor:
        'Returns self <= other elementwise, as bool.'
    def gt(self, other: Tensor | Number) -> Tensor:
        'Returns self > other elementwise, as bool.'
    def gt_(self, other: Tensor | Number) -> Tensor:
        'Returns self > other elementwise, as bool.'
    def greater(self, other: Tensor | Number) -> Tensor:
        'Returns self > other elementwise, as bool.'
    def greater_(self, other: Tensor | Number) -> Tensor:
        'Returns self > other elementwise, as bool.'
    def ge(self, other: Tensor | Number) -> Tensor:
        'Returns self >= other elementwise, as bool.'
    def ge_(self, other: Tensor | Number) -> Tensor:
        'Returns self >= other elementwise, as bool.'
    def greater_equal(self, other: Tensor | Number) -> Tensor:
        'Returns self >= other elementwise, as bool.'
    def greater_equal_(self, other: Tensor | Number) -> Tensor:
        'Returns self >= other elementwise, as bool.'
    def where(self, condition: Tensor | Number, other: Tensor | Number) -> Tensor:
        'Returns self where condition is true and other elsewhere, broadcasting all three.'
    @overload
    def clamp(self, min: Tensor | Number | None = None, max: Tensor | Number | None = None) -> Tensor:
        'Clamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max).'
    @overload
    def clamp(self, min: Number | None = None, max: Number | None = None) -> Tensor:
        'Clamps each element of self into [min, max]; either bound may be None.'
    @overload
    def clamp_(self, min: Tensor | Number | None = None, max: Tensor | Number | None = None) -> Tensor:
        'Clamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max).'
    @overload
    def clamp_(self, min: Number | None = None, max: Number | None = None) -> Tensor:
        'Clamps each element of self into [min, max]; either bound may be None.'
    @overload
    def clip(self, min: Tensor | Number | None = None, max: Tensor | Number | None = None) -> Tensor:
        'Clamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max).'
    @overload
    def clip(self, min: Number | None = None, max: Number | None = None) -> Tensor:
        'Clamps each element of self into [min, max]; either bound may be None.'
    @overload
    def clip_(self, min: Tensor | Number | None = None, max: Tensor | Number | None = None) -> Tensor:
        'Clamps each element of self into [min, max], bounds that broadcast against self (either may be None); the gradient goes to self where it lies within them, else to the bound that applied (to max when min > max).'
    @overload
    def clip_(self, min: Number | None = None, max: Number | None = None) -> Tensor:
        'Clamps each element of self into [min, max]; either bound may be None.'
    def masked_fill(self, mask: Tensor | Number, value: Tensor | Number) -> Tensor:
        'Returns self with the elements where mask is true replaced by value (a number or 0-d tensor).'
    def masked_fill_(self, mask: Tensor | Number, value: Tensor | Number) -> Tensor:
        'Returns self with the elements where mask is true replaced by value (a number or 0-d tensor).'
    def sum(self, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
        'Returns the sum of self over dim (all dims when None).'
    def mean(self, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
        'Returns the mean of self over dim (all dims when None).'
    def prod(self, dim: int | None = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
        'Returns the product of self over dim (all elements when None).'
    def amax(self, dim: int | Sequence[int] = (), keepdim: bool = False) -> Tensor:
        'Returns the maximum of self over dim (all dims when empty).'
    def amin(self, dim: int | Sequence[int] = (), keepdim: bool = False) -> Tensor:
        'Returns the minimum of self over dim (all dims when empty).'
    @overload
    def max(self) -> Tensor:
        'Returns the maximum of all elements of self.'
    @overload
    def max(self, dim: int, keepdim: bool = False) -> tuple[Tensor, Tensor]:
        'Returns the maximum of self over dim and the index of each maximum.'
    @overload
    def max(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise maximum of self and other.'
    @overload
    def min(self) -> Tensor:
        'Returns the minimum of all elements of self.'
    @overload
    def min(self, dim: int, keepdim: bool = False) -> tuple[Tensor, Tensor]:
        'Returns the minimum of self over dim and the index of each minimum.'
    @overload
    def min(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise minimum of self and other.'
    def argmax(self, dim: int | None = None, keepdim: bool = False) -> Tensor:
        'Returns the index of the maximum of self over dim (of the flattened tensor when None).'
    def argmin(self, dim: int | None = None, keepdim: bool = False) -> Tensor:
        'Returns the index of the minimum of self over dim (of the flattened tensor when None).'
    @overload
    def var(self, dim: int | Sequence[int] | None = None, unbiased: bool = True, keepdim: bool = False) -> Tensor:
        "Returns the variance of self over dim, with Bessel's correction when unbiased."
    @overload
    def var(self, dim: int | Sequence[int] | None = None, *, correction: int | None = None, keepdim: bool = False) -> Tensor:
        'Returns the variance of self over dim, dividing by N - correction (correction 1 when None).'
    @overload
    def var(self, unbiased: bool = True) -> Tensor:
        "Returns the variance of all elements of self, with Bessel's correction when unbiased."
    @overload
    def std(self, dim: int | Sequence[int] | None = None, unbiased: bool = True, keepdim: bool = False) -> Tensor:
        "Returns the standard deviation of self over dim, with Bessel's correction when unbiased."
    @overload
    def std(self, dim: int | Sequence[int] | None = None, *, correction: int | None = None, keepdim: bool = False) -> Tensor:
        'Returns the standard deviation of self over dim, dividing by N - correction (correction 1 when None).'
    @overload
    def std(self, unbiased: bool = True) -> Tensor:
        "Returns the standard deviation of all elements of self, with Bessel's correction when unbiased."
    def all(self, dim: int | None = None, keepdim: bool = False) -> Tensor:
        'Tests whether all elements of self over dim are true.'
    def any(self, dim: int | None = None, keepdim: bool = False) -> Tensor:
        'Tests whether any element of self over dim is true.'
    def logsumexp(self, dim: int | Sequence[int], keepdim: bool = False) -> Tensor:
        'Returns log(sum(exp(self))) over dim, computed stably.'
    def softmax(self, dim: int, dtype: dtype | None = None) -> Tensor:
        'Returns exp(self) normalised to sum to 1 along dim.'
    def log_softmax(self, dim: int, dtype: dtype | None = None) -> Tensor:
        'Returns the logarithm of softmax(self, dim), computed stably.'
    def cumsum(self, dim: int, *, dtype: dtype | None = None) -> Tensor:
        'Returns the cumulative sum of self along dim.'
    def cumsum_(self, dim: int, *, dtype: dtype | None = None) -> Tensor:
        'Returns the cumulative sum of self along dim.'
    def cumprod(self, dim: int, *, dtype: dtype | None = None) -> Tensor:
        'Returns the cumulative product of self along dim.'
    def cumprod_(self, dim: int, *, dtype: dtype | None = None) -> Tensor:
        'Returns the cumulative product of self along dim.'
    @overload
    def norm(self, p: Number | None = 2, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
        'Returns the p-norm of self over dim (of all elements when None).'
    @overload
    def norm(self, p: Number | None, dim: int | Sequence[int] | None, keepdim: bool, *, dtype: dtype) -> Tensor:
        'Returns the p-norm of self over dim (of all elements when None), computed in dtype (a floating one).'
    @overload
    def view(self, dtype: dtype) -> Tensor:
        "Returns a view of self's memory as another dtype; with a different element size the last dim (stride 1) scales by the size ratio."
    @overload
    def view(self, size: Sequence[int]) -> Tensor:
        'Returns a view of self with a new shape; one dim may be -1. Fails if the strides do not allow it.'
    @overload
    def view(self, *size: int) -> Tensor:
        'Returns a view of self with a new shape; one dim may be -1. Fails if the strides do not allow it.'
    @overload
    def reshape(self, shape: Sequence[int]) -> Tensor:
        'Returns self with a new shape, as a view when the strides allow, else as a copy.'
    @overload
    def reshape(self, *shape: int) -> Tensor:
        'Returns self with a new shape, as a view when the strides allow, else as a copy.'
    @overload
    def permute(self, dims: Sequence[int]) -> Tensor:
        'Returns a view of self with its dims reordered.'
    @overload
    def permute(self, *dims: int) -> Tensor:
        'Returns a view of self with its dims reordered.'
    def transpose(self, dim0: int, dim1: int) -> Tensor:
        'Returns a view of self with dims dim0 and dim1 swapped.'
    def swapdims(self, dim0: int, dim1: int) -> Tensor:
        'Returns a view of self with dims dim0 and dim1 swapped.'
    def t(self) -> Tensor:
        'Transposes a tensor of at most 2 dims.'
    def squeeze(self, dim: int | None = None) -> Tensor:
        'Removes dims of size 1 (only dim when given).'
    def unsqueeze(self, dim: int) -> Tensor:
        'Inserts a dim of size 1 at dim.'
    @overload
    def expand(self, size: Sequence[int], *, implicit: bool = False) -> Tensor:
        'Returns a view of self broadcast to size (-1 keeps a dim), without copying; implicit, which only marks the expand as a broadcast for tracing, changes nothing.'
    @overload
    def expand(self, *size: int, implicit: bool = False) -> Tensor:
        'Returns a view of self broadcast to size (-1 keeps a dim), without copying; implicit, which only marks the expand as a broadcast for tracing, changes nothing.'
    def expand_as(self, other: Tensor | Number) -> Tensor:
        'Expands self to the size of other.'
    def flatten(self, start_dim: int = 0, end_dim: int = -1) -> Tensor:
        'Flattens dims start_dim to end_dim into one.'
    def ravel(self) -> Tensor:
        'The elements of self as one dim, in row-major order (a view when self is contiguous, else a copy).'
    @overload
    def narrow(self, dim: int, start: int, length: int) -> Tensor:
        'Returns a view of self restricted to [start, start + length) along dim.'
    @overload
    def narrow(self, dim: int, start: Tensor | Number, length: int) -> Tensor:
        'narrow with start given as a 0-d integer tensor.'
    def select(self, dim: int, index: int) -> Tensor:
        'Returns the view of self at index along dim, without that dim.'
    @overload
    def split(self, split_size: int, dim: int = 0) -> list[Tensor]:
        'Splits self into views of split_size along dim (the last may be smaller), with one backward node for all of them.'
    @overload
    def split(self, split_size: Sequence[int], dim: int = 0) -> list[Tensor]:
        "Splits self into views along dim, of the sizes listed (they must add up to self's size there)."
    def chunk(self, chunks: int, dim: int = 0) -> list[Tensor]:
        'Splits self into at most chunks views of equal size along dim.'
    def contiguous(self, *, memory_format: memory_format | None = None) -> Tensor:
        'Returns self if it is laid out in memory_format (None is contiguous_format), else a copy laid out so (its grad_fn a CloneBackward0).'
    def clone(self, *, memory_format: memory_format | None = None) -> Tensor:
        "Returns a copy of self in new memory, laid out in memory_format (None and preserve_format keep self's layout)."
    def detach(self) -> Tensor:
        "Returns a view of self's data that is cut from the autograd graph."
    @overload
    def to(self, device: device | str | int | None = None, dtype: dtype | None = None, non_blocking: bool = False, copy: bool = False, *, memory_format: memory_format | None = None) -> Tensor:
        'Returns self on device (the CPU, the only one there is) converted to dtype and memory_format when given; self itself when nothing changes and copy is false.'
    @overload
    def to(self, dtype: dtype, non_blocking: bool = False, copy: bool = False, *, memory_format: memory_format | None = None) -> Tensor:
        'Returns self converted to dtype and laid out in memory_format (self itself when it already is and copy is false).'
    @overload
    def to(self, tensor: Tensor | Number, non_blocking: bool = False, copy: bool = False, *, memory_format: memory_format | None = None) -> Tensor:
        "Returns self with tensor's dtype and device (self itself when it already has them and copy is false)."
    def cpu(self, *, memory_format: memory_format | None = None) -> Tensor:
        'Returns self in CPU memory, which is where every yaten tensor lives (so self itself, unless memory_format asks for another layout).'
    @overload
    def flip(self, dims: Sequence[int]) -> Tensor:
        'Reverses the order of elements along dims.'
    @overload
    def flip(self, *dims: int) -> Tensor:
        'Reverses the order of elements along dims.'
    @overload
    def repeat(self, repeats: Sequence[int]) -> Tensor:
        'Tiles self repeats[i] times along each dim i.'
    @overload
    def repeat(self, *repeats: int) -> Tensor:
        'Tiles self repeats[i] times along each dim i.'
    def tril(self, diagonal: int = 0) -> Tensor:
        'Returns the lower triangle of the last two dims of self; the rest is zero.'
    def tril_(self, diagonal: int = 0) -> Tensor:
        'Returns the lower triangle of the last two dims of self; the rest is zero.'
    def triu(self, diagonal: int = 0) -> Tensor:
        'Returns the upper triangle of the last two dims of self; the rest is zero.'
    def triu_(self, diagonal: int = 0) -> Tensor:
        'Returns the upper triangle of the last two dims of self; the rest is zero.'
    def view_as(self, other: Tensor | Number) -> Tensor:
        'Returns a view of self with the size of other.'
    def reshape_as(self, other: Tensor | Number) -> Tensor:
        'Returns self reshaped to the size of other (a view when possible).'
    def type_as(self, other: Tensor | Number) -> Tensor:
        "Returns self converted to other's dtype (self itself when it already has it)."
    def unbind(self, dim: int = 0) -> list[Tensor]:
        'Returns the views of self at each index along dim, without that dim, with one backward node for all of them.'
    def movedim(self, source: int | Sequence[int], destination: int | Sequence[int]) -> Tensor:
        'Returns a view of self with the dims at source moved to destination, the others keeping their order.'
    def moveaxis(self, source: int | Sequence[int], destination: int | Sequence[int]) -> Tensor:
        'Returns a view of self with the dims at source moved to destination, the others keeping their order.'
    def unflatten(self, dim: int, sizes: Sequence[int]) -> Tensor:
        'Splits dim of self into dims of the sizes given (one may be -1).'
    @overload
    def broadcast_to(self, size: Sequence[int]) -> Tensor:
        'Returns a view of self broadcast to size (-1 keeps a dim).'
    @overload
    def broadcast_to(self, *size: int) -> Tensor:
        'Returns a view of self broadcast to size (-1 keeps a dim).'
    def roll(self, shifts: int | Sequence[int], dims: int | Sequence[int] = ()) -> Tensor:
        'Rotates self by shifts[i] places along dims[i]; without dims, rotates the flattened tensor and restores its shape.'
    @overload
    def tile(self, dims: Sequence[int]) -> Tensor:
        "Repeats self dims[i] times along each dim i, leading ones filling whichever of dims and self's shape is shorter."
    @overload
    def tile(self, *dims: int) -> Tensor:
        "Repeats self dims[i] times along each dim i, leading ones filling whichever of dims and self's shape is shorter."
    def rot90(self, k: int = 1, dims: Sequence[int] = (0, 1,)) -> Tensor:
        'Rotates self by 90 degrees k times in the plane of dims, from the first towards the second.'
    def fliplr(self) -> Tensor:
        'Reverses the order of the columns (dim 1) of self.'
    def flipud(self) -> Tensor:
        'Reverses the order of the rows (dim 0) of self.'
    @overload
    def repeat_interleave(self, repeats: int, dim: int | None = None, *, output_size: int | None = None) -> Tensor:
        'Repeats each element of self (each slice along dim; of the flattened self when dim is None) repeats times.'
    @overload
    def repeat_interleave(self, repeats: Tensor | Number, dim: int | None = None, *, output_size: int | None = None) -> Tensor:
        'Repeats each element of self (each slice along dim; of the flattened self when dim is None) the number of times repeats gives for it (one number for all when repeats has one element).'
    @overload
    def tensor_split(self, sections: int, dim: int = 0) -> list[Tensor]:
        'Splits self into sections views along dim, the first size % sections of them one longer than the rest.'
    @overload
    def tensor_split(self, indices: Sequence[int], dim: int = 0) -> list[Tensor]:
        'Splits self into views along dim at each of indices (as Python slices [:i0], [i0:i1], ..., [ik:]).'
    @overload
    def tensor_split(self, tensor_indices_or_sections: Tensor | Number, dim: int = 0) -> list[Tensor]:
        'tensor_split with the sections (a 0-d int64 tensor) or the indices (a 1-D int64 tensor) given as a tensor.'
    @overload
    def hsplit(self, sections: int) -> list[Tensor]:
        'Splits self into sections equal views along dim 1 (dim 0 for a 1-D self).'
    @overload
    def hsplit(self, indices: Sequence[int]) -> list[Tensor]:
        'Splits self into views at indices along dim 1 (dim 0 for a 1-D self).'
    @overload
    def hsplit(self, *indices: int) -> list[Tensor]:
        'Splits self into views at indices along dim 1 (dim 0 for a 1-D self).'
    @overload
    def vsplit(self, sections: int) -> list[Tensor]:
        'Splits self (at least 2-D) into sections equal views along dim 0.'
    @overload
    def vsplit(self, indices: Sequence[int]) -> list[Tensor]:
        'Splits self (at least 2-D) into views at indices along dim 0.'
    @overload
    def vsplit(self, *indices: int) -> list[Tensor]:
        'Splits self (at least 2-D) into views at indices along dim 0.'
    @overload
    def dsplit(self, sections: int) -> list[Tensor]:
        'Splits self (at least 3-D) into sections equal views along dim 2.'
    @overload
    def dsplit(self, indices: Sequence[int]) -> list[Tensor]:
        'Splits self (at least 3-D) into views at indices along dim 2.'
    @overload
    def dsplit(self, *indices: int) -> list[Tensor]:
        'Splits self (at least 3-D) into views at indices along dim 2.'
    def diagonal(self, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Tensor:
        'Returns a view of the diagonal of self in the plane of dim1 and dim2 (above it for offset > 0, below for offset < 0), as a new last dim.'
    def diag_embed(self, offset: int = 0, dim1: int = -2, dim2: int = -1) -> Tensor:
        'Returns zeros whose diagonal (offset) in the plane of the new dims dim1 and dim2 holds the last dim of self.'
    def diag(self, diagonal: int = 0) -> Tensor:
        'Of a 1-D self, the square matrix with self on its diagonal-th diagonal; of a 2-D self, a copy of that diagonal.'
    def diagflat(self, offset: int = 0) -> Tensor:
        'The square matrix with the flattened self on its offset-th diagonal.'
    def trace(self) -> Tensor:
        'The sum of the main diagonal of the 2-D self (int64 for integer self).'
    def as_strided(self, size: Sequence[int], stride: Sequence[int], storage_offset: int | None = None) -> Tensor:
        "Returns a view of self's storage with the given size, strides and storage_offset (self's when None)."
    def unfold(self, dimension: int, size: int, step: int) -> Tensor:
        'Returns a view of all windows of size elements along dimension, step apart, as a new last dim (that dimension becomes the window count).'
    def kron(self, other: Tensor | Number) -> Tensor:
        'The Kronecker product of self and other (the shorter shape padded with leading ones).'
    def cross(self, other: Tensor | Number, dim: int | None = None) -> Tensor:
        'The cross product of 3-vectors along dim (the first dim of self of size 3 when None), broadcasting self and other.'
    def swapaxes(self, axis0: int, axis1: int) -> Tensor:
        "transpose with NumPy's argument names, a view of self with dims axis0 and axis1 swapped."
    def split_with_sizes(self, split_sizes: Sequence[int], dim: int = 0) -> list[Tensor]:
        "Splits self into views along dim, of the sizes listed (they must add up to self's size there), with one backward node for all of them."
    def unsafe_split(self, split_size: int, dim: int = 0) -> list[Tensor]:
        'split, whose results autograd does not track as views of self.'
    def unsafe_chunk(self, chunks: int, dim: int = 0) -> list[Tensor]:
        'chunk, whose results autograd does not track as views of self.'
    def unsafe_split_with_sizes(self, split_sizes: Sequence[int], dim: int = 0) -> list[Tensor]:
        'split_with_sizes, whose results autograd does not track as views of self.'
    def narrow_copy(self, dim: int, start: int, length: int) -> Tensor:
        'Returns a copy of self narrowed to length elements from start along dim.'
    def select_scatter(self, src: Tensor | Number, dim: int, index: int) -> Tensor:
        'Returns a copy of self with src written where select(self, dim, index) views it.'
    def slice_scatter(self, src: Tensor | Number, dim: int = 0, start: int | None = None, end: int | None = None, step: int = 1) -> Tensor:
        'Returns a copy of self with src written where self[start:end:step] along dim views it.'
    def diagonal_scatter(self, src: Tensor | Number, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Tensor:
        'Returns a copy of self with src written where diagonal(self, offset, dim1, dim2) views it.'
    def as_strided_scatter(self, src: Tensor | Number, size: Sequence[int], stride: Sequence[int], storage_offset: int | None = None) -> Tensor:
        'Returns a copy of self with src written where as_strided(self, size, stride, storage_offset) views it.'
    def fill_diagonal_(self, fill_value: Number, wrap: bool = False) -> Tensor:
        "Fills the main diagonal of self (2-D, or every dim of one size) with fill_value, in place; a tall matrix's diagonal restarts every N + 1 rows when wrap."
    def index_select(self, dim: int, index: Tensor | Number) -> Tensor:
        'Returns the entries of self at index (a 1-D integer tensor) along dim.'
    def index_put(self, indices: Sequence[Tensor | None], values: Tensor | Number, accumulate: bool = False) -> Tensor:
        "Returns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."
    def index_put_(self, indices: Sequence[Tensor | None], values: Tensor | Number, accumulate: bool = False) -> Tensor:
        "Returns self with values (broadcast to the shape of self[indices], of self's dtype) written at indices, as self[indices] = values; accumulate adds them instead, duplicates included."
    def nonzero(self) -> Tensor:
        'Returns the indices of the nonzero elements of self, one row of self.dim() coordinates each, in row-major order.'
    def argwhere(self) -> Tensor:
        'Returns the indices of the nonzero elements of self, one row of self.dim() coordinates each (as nonzero).'
    def index_add(self, dim: int, index: Tensor | Number, source: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self with alpha * source added at index along dim.'
    def index_add_(self, dim: int, index: Tensor | Number, source: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self with alpha * source added at index along dim.'
    def gather(self, dim: int, index: Tensor | Number, *, sparse_grad: bool = False) -> Tensor:
        "Gathers values of self along dim at index (an integer tensor of self's rank)."
    def scatter_add(self, dim: int, index: Tensor | Number, src: Tensor | Number) -> Tensor:
        'Returns self with src added at index along dim.'
    def scatter_add_(self, dim: int, index: Tensor | Number, src: Tensor | Number) -> Tensor:
        'Returns self with src added at index along dim.'
    def masked_select(self, mask: Tensor | Number) -> Tensor:
        'Returns a 1-D tensor of the elements of self where mask (broadcast with self) is true.'
    def masked_scatter(self, mask: Tensor | Number, source: Tensor | Number) -> Tensor:
        'Returns self with the elements where mask is true replaced, in order, by the first elements of source.'
    def masked_scatter_(self, mask: Tensor | Number, source: Tensor | Number) -> Tensor:
        'Returns self with the elements where mask is true replaced, in order, by the first elements of source.'
    def take(self, index: Tensor | Number) -> Tensor:
        "Returns the elements of self, read as a 1-D tensor, at index; the result has index's shape."
    def take_along_dim(self, indices: Tensor | Number, dim: int | None = None) -> Tensor:
        'Gathers values of self at indices along dim, broadcasting self and indices in the other dims; without dim, self is flattened.'
    def put(self, index: Tensor | Number, source: Tensor | Number, accumulate: bool = False) -> Tensor:
        'Returns self, read as a 1-D tensor, with source written (or added, with accumulate) at index.'
    def put_(self, index: Tensor | Number, source: Tensor | Number, accumulate: bool = False) -> Tensor:
        'Returns self, read as a 1-D tensor, with source written (or added, with accumulate) at index.'
    def index_fill(self, dim: int, index: Tensor | Number, value: Tensor | Number) -> Tensor:
        'Returns self with the entries at index along dim set to value (a number or 0-d tensor).'
    def index_fill_(self, dim: int, index: Tensor | Number, value: Tensor | Number) -> Tensor:
        'Returns self with the entries at index along dim set to value (a number or 0-d tensor).'
    def index_copy(self, dim: int, index: Tensor | Number, source: Tensor | Number) -> Tensor:
        'Returns self with the entries at index along dim replaced by those of source.'
    def index_copy_(self, dim: int, index: Tensor | Number, source: Tensor | Number) -> Tensor:
        'Returns self with the entries at index along dim replaced by those of source.'
    @overload
    def scatter(self, dim: int, index: Tensor | Number, src: Tensor | Number) -> Tensor:
        'Returns self with src written at index along dim (a number for src fills).'
    @overload
    def scatter(self, dim: int, index: Tensor | Number, value: Number) -> Tensor:
        'Returns self with value written at index along dim.'
    @overload
    def scatter(self, dim: int, index: Tensor | Number, src: Tensor | Number, *, reduce: str) -> Tensor:
        'Returns self with src added ("add") or multiplied ("multiply") in at index along dim.'
    @overload
    def scatter(self, dim: int, index: Tensor | Number, value: Number, *, reduce: str) -> Tensor:
        'Returns self with value added ("add") or multiplied ("multiply") in at index along dim.'
    @overload
    def scatter_(self, dim: int, index: Tensor | Number, src: Tensor | Number) -> Tensor:
        'Returns self with src written at index along dim (a number for src fills).'
    @overload
    def scatter_(self, dim: int, index: Tensor | Number, value: Number) -> Tensor:
        'Returns self with value written at index along dim.'
    @overload
    def scatter_(self, dim: int, index: Tensor | Number, src: Tensor | Number, *, reduce: str) -> Tensor:
        'Returns self with src added ("add") or multiplied ("multiply") in at index along dim.'
    @overload
    def scatter_(self, dim: int, index: Tensor | Number, value: Number, *, reduce: str) -> Tensor:
        'Returns self with value added ("add") or multiplied ("multiply") in at index along dim.'
    def scatter_reduce(self, dim: int, index: Tensor | Number, src: Tensor | Number, reduce: str, *, include_self: bool = True) -> Tensor:
        "Returns self with src reduced in at index along dim by reduce (sum, prod, mean, amax or amin), self's own value included when include_self."
    def scatter_reduce_(self, dim: int, index: Tensor | Number, src: Tensor | Number, reduce: str, *, include_self: bool = True) -> Tensor:
        "Returns self with src reduced in at index along dim by reduce (sum, prod, mean, amax or amin), self's own value included when include_self."
    def index_reduce(self, dim: int, index: Tensor | Number, source: Tensor | Number, reduce: str, *, include_self: bool = True) -> Tensor:
        "Returns self with the slices of source reduced (prod, mean, amax or amin) into the slices of self along dim that index names, self's own value included when include_self."
    def index_reduce_(self, dim: int, index: Tensor | Number, source: Tensor | Number, reduce: str, *, include_self: bool = True) -> Tensor:
        "Returns self with the slices of source reduced (prod, mean, amax or amin) into the slices of self along dim that index names, self's own value included when include_self."
    def mm(self, mat2: Tensor | Number) -> Tensor:
        'Matrix product of two 2-D tensors.'
    def bmm(self, mat2: Tensor | Number) -> Tensor:
        'Batched matrix product of two 3-D tensors.'
    def addmm(self, mat1: Tensor | Number, mat2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
        'Returns beta * self + alpha * (mat1 @ mat2).'
    def addmm_(self, mat1: Tensor | Number, mat2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
        'Returns beta * self + alpha * (mat1 @ mat2).'
    def mv(self, vec: Tensor | Number) -> Tensor:
        'Product of a matrix and a vector.'
    def dot(self, tensor: Tensor | Number) -> Tensor:
        'Dot product of two 1-D tensors.'
    def outer(self, vec2: Tensor | Number) -> Tensor:
        'Outer product of two 1-D tensors.'
    def ger(self, vec2: Tensor | Number) -> Tensor:
        'Outer product of two 1-D tensors.'
    def matmul(self, other: Tensor | Number) -> Tensor:
        "Matrix product with NumPy's rules for 1-D and batched (broadcast) operands."
    def baddbmm(self, batch1: Tensor | Number, batch2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
        'Returns beta * self + alpha * (batch1 @ batch2), batch by batch (self broadcast; ignored when beta is 0).'
    def baddbmm_(self, batch1: Tensor | Number, batch2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
        'Returns beta * self + alpha * (batch1 @ batch2), batch by batch (self broadcast; ignored when beta is 0).'
    def addbmm(self, batch1: Tensor | Number, batch2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
        'Returns beta * self + alpha * the sum over the batch of batch1[i] @ batch2[i] (self ignored when beta is 0).'
    def addbmm_(self, batch1: Tensor | Number, batch2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
        'Returns beta * self + alpha * the sum over the batch of batch1[i] @ batch2[i] (self ignored when beta is 0).'
    def addmv(self, mat: Tensor | Number, vec: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
        'Returns beta * self + alpha * (mat @ vec) (self ignored when beta is 0).'
    def addmv_(self, mat: Tensor | Number, vec: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
        'Returns beta * self + alpha * (mat @ vec) (self ignored when beta is 0).'
    def addr(self, vec1: Tensor | Number, vec2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
        'Returns beta * self + alpha * the outer product of vec1 and vec2 (self ignored when beta is 0).'
    def addr_(self, vec1: Tensor | Number, vec2: Tensor | Number, *, beta: Number = 1, alpha: Number = 1) -> Tensor:
        'Returns beta * self + alpha * the outer product of vec1 and vec2 (self ignored when beta is 0).'
    def inner(self, other: Tensor | Number) -> Tensor:
        'Sums the products of self and other over their last dims (a Python number or 0-D tensor scales the other).'
    def vdot(self, other: Tensor | Number) -> Tensor:
        'Dot product of two 1-D tensors (the first conjugated, which changes nothing for real tensors).'
    def lu_solve(self, LU_data: Tensor | Number, LU_pivots: Tensor | Number) -> Tensor:
        "Solves A X = self from the LU factorisation of A (LU_data, LU_pivots); linalg.lu_solve with torch's older argument order."
    def inverse(self) -> Tensor:
        'The inverse of each square matrix of self (linalg.inv).'
    def triangular_solve(self, A: Tensor | Number, upper: bool = True, transpose: bool = False, unitriangular: bool = False) -> tuple[Tensor, Tensor]:
        'Solves A X = self (A transposed when transpose) for triangular A; returns X and a copy of A.'
    def cholesky(self, upper: bool = False) -> Tensor:
        'The Cholesky factor of each symmetric positive-definite matrix of self (linalg.cholesky).'
    def cholesky_solve(self, input2: Tensor | Number, upper: bool = False) -> Tensor:
        'Solves A X = self given the Cholesky factor input2 of A (lower, or upper when upper).'
    def cholesky_inverse(self, upper: bool = False) -> Tensor:
        'The inverse of A given its Cholesky factor self (lower, or upper when upper).'
    def svd(self, some: bool = True, compute_uv: bool = True) -> tuple[Tensor, Tensor, Tensor]:
        'torch.svd: A = U diag(S) V^T (V, not Vh), reduced when some; U and V zero-filled when not compute_uv.'
    def qr(self, some: bool = True) -> tuple[Tensor, Tensor]:
        "torch.qr: linalg.qr in mode 'reduced' when some, else 'complete'."
    def det(self) -> Tensor:
        'The determinant of each square matrix of self (linalg.det).'
    def slogdet(self) -> tuple[Tensor, Tensor]:
        'The sign and log absolute determinant of each square matrix of self (linalg.slogdet).'
    def logdet(self) -> Tensor:
        'The log of the determinant of each square matrix of self: NaN where it is negative, -inf where zero.'
    def matrix_power(self, n: int) -> Tensor:
        'Each square matrix of self to the integer power n (linalg.matrix_power).'
    def orgqr(self, input2: Tensor | Number) -> Tensor:
        'The first n columns of the product of the Householder reflectors stored in self and input2 (linalg.householder_product).'
    def pinverse(self, rcond: float = 1e-15) -> Tensor:
        'The pseudo-inverse of each matrix of self, dropping singular values at most rcond times the largest (linalg.pinv).'
    def matrix_exp(self) -> Tensor:
        'The exponential of each square matrix of self (linalg.matrix_exp).'
    def symeig(self, eigenvectors: bool = False, upper: bool = True) -> tuple[Tensor, Tensor]:
        'Deprecated (use linalg.eigh) - the eigenvalues (ascending) of each symmetric matrix of self, reading its upper triangle unless upper is false, and its eigenvectors when asked (an empty tensor otherwise).'
    def geqrf(self) -> tuple[Tensor, Tensor]:
        "The QR factorization of each matrix of self in LAPACK's compact form (geqrf) - R on and above the diagonal of a, the Householder vectors below it (a unit diagonal implied), their scales in tau (linalg.householder_product makes Q from them); not differentiable, as in torch."
    def hardshrink(self, lambd: Number = 0.5) -> Tensor:
        'Returns x where |x| > lambd, else 0, elementwise.'
    def prelu(self, weight: Tensor | Number) -> Tensor:
        'Returns x where x > 0, else weight * x, with weight one number or one per channel (dim 1).'
    def dist(self, other: Tensor | Number, p: Number = 2) -> Tensor:
        'The p-norm of self - other (broadcast), as a 0-d tensor.'
    def sort(self, dim: int = -1, descending: bool = False, *, stable: bool | None = False) -> tuple[Tensor, Tensor]:
        'Sorts self along dim (ascending unless descending), stably, NaN after every number; returns the values and their indices.'
    def argsort(self, dim: int = -1, descending: bool = False, *, stable: bool = False) -> Tensor:
        "Returns the indices that sort self along dim, as sort's."
    def msort(self) -> Tensor:
        'Sorts self along its first dim, ascending.'
    def topk(self, k: int, dim: int = -1, largest: bool = True, sorted: bool = True) -> tuple[Tensor, Tensor]:
        'Returns the k largest (or smallest) elements of self along dim and their indices, in order when sorted.'
    def kthvalue(self, k: int, dim: int = -1, keepdim: bool = False) -> tuple[Tensor, Tensor]:
        'Returns the k-th smallest element of self along dim (k counts from 1) and its index.'
    @overload
    def median(self) -> Tensor:
        'Returns the lower median of all elements of self (NaN when there is one).'
    @overload
    def median(self, dim: int, keepdim: bool = False) -> tuple[Tensor, Tensor]:
        'Returns the lower median of self along dim (NaN where a row has one) and its index.'
    @overload
    def nanmedian(self) -> Tensor:
        'Returns the lower median of the elements of self that are not NaN.'
    @overload
    def nanmedian(self, dim: int, keepdim: bool = False) -> tuple[Tensor, Tensor]:
        'Returns the lower median of self along dim ignoring NaN, and its index.'
    def mode(self, dim: int = -1, keepdim: bool = False) -> tuple[Tensor, Tensor]:
        'Returns the most frequent value of self along dim (the smallest among ties) and the index of its last occurrence.'
    def histc(self, bins: int = 100, min: Number = 0, max: Number = 0) -> Tensor:
        "Counts the elements of self in bins equal-width bins over [min, max] (the data's range when both are 0); values outside are ignored."
    @overload
    def histogram(self, bins: int = 100, *, range: Sequence[float] | None = None, weight: Tensor | Number | None = None, density: bool = False) -> tuple[Tensor, Tensor]:
        "A histogram of self in bins equal-width bins over range (the data's range when None), optionally weighted or normalised to a density; returns it and the bin edges."
    @overload
    def histogram(self, bins: Tensor | Number, *, weight: Tensor | Number | None = None, density: bool = False) -> tuple[Tensor, Tensor]:
        'A histogram of self over the given increasing bin edges, optionally weighted or normalised to a density; returns it and the bin edges.'
    def bincount(self, weights: Tensor | Number | None = None, minlength: int = 0) -> Tensor:
        'Counts each value of the non-negative 1-D integer tensor self (summing weights instead when given), with at least minlength bins.'
    @overload
    def count_nonzero(self, dim: int | None = None) -> Tensor:
        'Counts the nonzero elements of self along dim (all of them when None).'
    @overload
    def count_nonzero(self, dim: Sequence[int]) -> Tensor:
        'Counts the nonzero elements of self over each of dim (all of them when dim is empty).'
    @overload
    def count_nonzero(self, *dim: int) -> Tensor:
        'Counts the nonzero elements of self over each of dim (all of them when dim is empty).'
    def aminmax(self, *, dim: int | None = None, keepdim: bool = False) -> tuple[Tensor, Tensor]:
        'Returns the minimum and the maximum of self over dim (all elements when None).'
    def cummax(self, dim: int) -> tuple[Tensor, Tensor]:
        'Returns the running maximum of self along dim and the index where each was reached (the last among equals; NaN propagates).'
    def cummin(self, dim: int) -> tuple[Tensor, Tensor]:
        'Returns the running minimum of self along dim and the index where each was reached (the last among equals; NaN propagates).'
    def logcumsumexp(self, dim: int) -> Tensor:
        'Returns log(cumsum(exp(self), dim)), computed stably.'
    @overload
    def quantile(self, q: Tensor | Number, dim: int | None = None, keepdim: bool = False, *, interpolation: str = 'linear') -> Tensor:
        "The quantiles q (a 0-d or 1-D tensor of self's dtype, in [0, 1]) of self along dim, a 1-D q's in a new first dim; as quantile.scalar otherwise."
    @overload
    def quantile(self, q: float, dim: int | None = None, keepdim: bool = False, *, interpolation: str = 'linear') -> Tensor:
        'The q-th quantile of self along dim (of all elements when None), interpolating between the two nearest elements as interpolation says (linear, lower, higher, midpoint or nearest); NaN where a lane holds a NaN.'
    @overload
    def nanquantile(self, q: Tensor | Number, dim: int | None = None, keepdim: bool = False, *, interpolation: str = 'linear') -> Tensor:
        'quantile with a tensor q, ignoring NaN (NaN only where a lane holds nothing else).'
    @overload
    def nanquantile(self, q: float, dim: int | None = None, keepdim: bool = False, *, interpolation: str = 'linear') -> Tensor:
        'quantile ignoring NaN (NaN only where a lane holds nothing else).'
    @overload
    def bernoulli(self, *, generator: Generator | None = None) -> Tensor:
        'Draws 1 with probability self (each element in [0, 1]) and 0 otherwise.'
    @overload
    def bernoulli(self, p: float, *, generator: Generator | None = None) -> Tensor:
        'Returns a tensor with the size and dtype of self of ones drawn with probability p and zeros otherwise.'
    @overload
    def bernoulli_(self, p: Tensor | Number, *, generator: Generator | None = None) -> Tensor:
        'Fills self with ones drawn with probability p (broadcast to self) and zeros otherwise, in place.'
    @overload
    def bernoulli_(self, p: float = 0.5, *, generator: Generator | None = None) -> Tensor:
        'Fills self with ones drawn with probability p and zeros otherwise, in place.'
    def multinomial(self, num_samples: int, replacement: bool = False, *, generator: Generator | None = None) -> Tensor:
        'Draws num_samples category indices from each row of self, a 1-D or 2-D tensor of non-negative weights, with or without replacement.'
    @overload
    def random_(self, *, generator: Generator | None = None) -> Tensor:
        "Fills self with integers drawn uniformly from [0, 2^mantissa] (floating dtypes) or [0, the dtype's maximum], in place."
    @overload
    def random_(self, to: int, *, generator: Generator | None = None) -> Tensor:
        'Fills self with integers drawn uniformly from [0, to), in place.'
    @overload
    def random_(self, from_: int, to: int | None, *, generator: Generator | None = None) -> Tensor:
        "Fills self with integers drawn uniformly from [from, to) (to the dtype's maximum when None), in place."
    def exponential_(self, lambd: float = 1.0, *, generator: Generator | None = None) -> Tensor:
        'Fills self with draws from the exponential distribution of rate lambd, in place.'
    def geometric_(self, p: float, *, generator: Generator | None = None) -> Tensor:
        'Fills self with the number of Bernoulli(p) trials up to the first success, in place.'
    def log_normal_(self, mean: float = 1.0, std: float = 2.0, *, generator: Generator | None = None) -> Tensor:
        'Fills self with exp of draws from N(mean, std^2), in place.'
    def cauchy_(self, median: float = 0.0, sigma: float = 1.0, *, generator: Generator | None = None) -> Tensor:
        'Fills self with draws from the Cauchy distribution of the given median and scale, in place.'
    def isnan(self) -> Tensor:
        'Tests each element of self for NaN, as bool.'
    def isinf(self) -> Tensor:
        'Tests each element of self for positive or negative infinity, as bool.'
    def isfinite(self) -> Tensor:
        'Tests each element of self for being neither infinite nor NaN, as bool.'
    def isposinf(self) -> Tensor:
        'Tests each element of self for positive infinity, as bool.'
    def isneginf(self) -> Tensor:
        'Tests each element of self for negative infinity, as bool.'
    def signbit(self) -> Tensor:
        'Tests whether the sign bit of each element of self is set (true for -0.0), as bool.'
    def isreal(self) -> Tensor:
        'Tests each element of self for having no imaginary part; every element of a real tensor does.'
    def nan_to_num(self, nan: float | None = None, posinf: float | None = None, neginf: float | None = None) -> Tensor:
        "Replaces NaN by nan (0 when None), +inf by posinf and -inf by neginf (the dtype's largest and lowest finite values when None)."
    def nan_to_num_(self, nan: float | None = None, posinf: float | None = None, neginf: float | None = None) -> Tensor:
        "Replaces NaN by nan (0 when None), +inf by posinf and -inf by neginf (the dtype's largest and lowest finite values when None)."
    def exp2(self) -> Tensor:
        'Returns 2 raised to each element of self.'
    def exp2_(self) -> Tensor:
        'Returns 2 raised to each element of self.'
    def erfc(self) -> Tensor:
        'Returns the complementary error function 1 - erf(x) of each element of self, accurate where erf(x) is close to 1.'
    def erfc_(self) -> Tensor:
        'Returns the complementary error function 1 - erf(x) of each element of self, accurate where erf(x) is close to 1.'
    def erfinv(self) -> Tensor:
        'Returns the inverse error function of each element of self (defined on [-1, 1]).'
    def erfinv_(self) -> Tensor:
        'Returns the inverse error function of each element of self (defined on [-1, 1]).'
    def lgamma(self) -> Tensor:
        'Returns the natural logarithm of the absolute value of the gamma function of each element of self.'
    def lgamma_(self) -> Tensor:
        'Returns the natural logarithm of the absolute value of the gamma function of each element of self.'
    def digamma(self) -> Tensor:
        'Returns the logarithmic derivative of the gamma function of each element of self (-inf at 0, NaN at negative integers).'
    def digamma_(self) -> Tensor:
        'Returns the logarithmic derivative of the gamma function of each element of self (-inf at 0, NaN at negative integers).'
    def polygamma(self, n: int) -> Tensor:
        'Returns the n-th derivative of the digamma function of each element of self (n >= 0).'
    def polygamma_(self, n: int) -> Tensor:
        'Returns the n-th derivative of the digamma function of each element of self (n >= 0).'
    def i0(self) -> Tensor:
        'Returns the modified Bessel function of the first kind of order 0 of each element of self.'
    def i0_(self) -> Tensor:
        'Returns the modified Bessel function of the first kind of order 0 of each element of self.'
    def sinc(self) -> Tensor:
        'Returns the normalised sinc function sin(pi x) / (pi x) of each element x of self (1 at 0).'
    def sinc_(self) -> Tensor:
        'Returns the normalised sinc function sin(pi x) / (pi x) of each element x of self (1 at 0).'
    def logit(self, eps: float | None = None) -> Tensor:
        'Returns log(p / (1 - p)) of each element p of self, first clamped into [eps, 1 - eps] when eps is given.'
    def logit_(self, eps: float | None = None) -> Tensor:
        'Returns log(p / (1 - p)) of each element p of self, first clamped into [eps, 1 - eps] when eps is given.'
    def frac(self) -> Tensor:
        'Returns the fractional part x - trunc(x) of each element x of self.'
    def frac_(self) -> Tensor:
        'Returns the fractional part x - trunc(x) of each element x of self.'
    def deg2rad(self) -> Tensor:
        'Converts each element of self from degrees to radians.'
    def deg2rad_(self) -> Tensor:
        'Converts each element of self from degrees to radians.'
    def rad2deg(self) -> Tensor:
        'Converts each element of self from radians to degrees.'
    def rad2deg_(self) -> Tensor:
        'Converts each element of self from radians to degrees.'
    def logaddexp(self, other: Tensor | Number) -> Tensor:
        'Returns log(exp(self) + exp(other)) elementwise, without overflow.'
    def logaddexp2(self, other: Tensor | Number) -> Tensor:
        'Returns log2(2**self + 2**other) elementwise, without overflow.'
    def xlogy(self, other: Tensor | Number) -> Tensor:
        'Returns self * log(other) elementwise, 0 where self is 0 (unless other is NaN).'
    def xlogy_(self, other: Tensor | Number) -> Tensor:
        'Returns self * log(other) elementwise, 0 where self is 0 (unless other is NaN).'
    def copysign(self, other: Tensor | Number) -> Tensor:
        'Returns the magnitude of self with the sign of other, elementwise, in floating point.'
    def copysign_(self, other: Tensor | Number) -> Tensor:
        'Returns the magnitude of self with the sign of other, elementwise, in floating point.'
    def nextafter(self, other: Tensor | Number) -> Tensor:
        'Returns the next floating-point value after self towards other, elementwise.'
    def nextafter_(self, other: Tensor | Number) -> Tensor:
        'Returns the next floating-point value after self towards other, elementwise.'
    def heaviside(self, values: Tensor | Number) -> Tensor:
        'Returns the Heaviside step function of self, taking values where self is 0 (self and values of one dtype).'
    def heaviside_(self, values: Tensor | Number) -> Tensor:
        'Returns the Heaviside step function of self, taking values where self is 0 (self and values of one dtype).'
    def gcd(self, other: Tensor | Number) -> Tensor:
        'Returns the greatest common divisor of self and other elementwise (non-negative), for integer tensors.'
    def gcd_(self, other: Tensor | Number) -> Tensor:
        'Returns the greatest common divisor of self and other elementwise (non-negative), for integer tensors.'
    def lcm(self, other: Tensor | Number) -> Tensor:
        'Returns the least common multiple of self and other elementwise (non-negative), for integer tensors.'
    def lcm_(self, other: Tensor | Number) -> Tensor:
        'Returns the least common multiple of self and other elementwise (non-negative), for integer tensors.'
    @overload
    def clamp_min(self, min: Tensor | Number) -> Tensor:
        'Clamps each element of self to at least the element of min (broadcast against self) at its place.'
    @overload
    def clamp_min(self, min: Number) -> Tensor:
        'Clamps each element of self to at least min.'
    @overload
    def clamp_min_(self, min: Tensor | Number) -> Tensor:
        'Clamps each element of self to at least the element of min (broadcast against self) at its place.'
    @overload
    def clamp_min_(self, min: Number) -> Tensor:
        'Clamps each element of self to at least min.'
    @overload
    def clamp_max(self, max: Tensor | Number) -> Tensor:
        'Clamps each element of self to at most the element of max (broadcast against self) at its place.'
    @overload
    def clamp_max(self, max: Number) -> Tensor:
        'Clamps each element of self to at most max.'
    @overload
    def clamp_max_(self, max: Tensor | Number) -> Tensor:
        'Clamps each element of self to at most the element of max (broadcast against self) at its place.'
    @overload
    def clamp_max_(self, max: Number) -> Tensor:
        'Clamps each element of self to at most max.'
    def float_power(self, exponent: Tensor | Number) -> Tensor:
        'Returns self raised to exponent elementwise, computed in double precision (either may be a number).'
    def float_power_(self, exponent: Tensor | Number) -> Tensor:
        'Returns self raised to exponent elementwise, computed in double precision (either may be a number).'
    def mvlgamma(self, p: int) -> Tensor:
        'Returns the logarithm of the multivariate gamma function of dimension p of each element of self (every element must exceed (p - 1) / 2).'
    def mvlgamma_(self, p: int) -> Tensor:
        'Returns the logarithm of the multivariate gamma function of dimension p of each element of self (every element must exceed (p - 1) / 2).'
    def isclose(self, other: Tensor | Number, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> Tensor:
        'Tests elementwise whether |self - other| <= atol + rtol * |other|, as bool; NaNs are equal when equal_nan.'
    def diff(self, n: int = 1, dim: int = -1, prepend: Tensor | Number | None = None, append: Tensor | Number | None = None) -> Tensor:
        'Returns the n-th forward difference of self along dim, after concatenating prepend before and append after it.'
    def nansum(self, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
        'Returns the sum of self over dim (all dims when None), NaNs counted as zero.'
    def nanmean(self, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
        'Returns the mean of the non-NaN elements of self over dim (all dims when None).'
    def renorm(self, p: Number, dim: int, maxnorm: Number) -> Tensor:
        'Rescales each slice of self along dim whose p-norm exceeds maxnorm to norm maxnorm.'
    def renorm_(self, p: Number, dim: int, maxnorm: Number) -> Tensor:
        'Rescales each slice of self along dim whose p-norm exceeds maxnorm to norm maxnorm.'
    def fmax(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise maximum of self and other, taking the number where one of them is NaN.'
    def fmin(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise minimum of self and other, taking the number where one of them is NaN.'
    def ldexp(self, other: Tensor | Number) -> Tensor:
        'Returns self * 2 ** other elementwise.'
    def ldexp_(self, other: Tensor | Number) -> Tensor:
        'Returns self * 2 ** other elementwise.'
    def frexp(self) -> tuple[Tensor, Tensor]:
        'Splits each element of self into a mantissa in (-1, -0.5] or [0.5, 1) (0 for 0) and an int32 exponent, self = mantissa * 2 ** exponent.'
    def cov(self, *, correction: int = 1, fweights: Tensor | Number | None = None, aweights: Tensor | Number | None = None) -> Tensor:
        "The covariance matrix of the variables in self's rows (observations in its columns), dividing by the weighted count less correction, weighting observations by the integer fweights and the aweights."
    def corrcoef(self) -> Tensor:
        "The Pearson correlation coefficients of the variables in self's rows (observations in its columns), clipped into [-1, 1]."
    def igamma(self, other: Tensor | Number) -> Tensor:
        'Returns the regularised lower incomplete gamma function P(self, other) elementwise (self the shape a > 0, other x >= 0).'
    def igamma_(self, other: Tensor | Number) -> Tensor:
        'Returns the regularised lower incomplete gamma function P(self, other) elementwise (self the shape a > 0, other x >= 0).'
    def igammac(self, other: Tensor | Number) -> Tensor:
        'Returns the regularised upper incomplete gamma function Q(self, other) = 1 - P(self, other) elementwise.'
    def igammac_(self, other: Tensor | Number) -> Tensor:
        'Returns the regularised upper incomplete gamma function Q(self, other) = 1 - P(self, other) elementwise.'
    def __neg__(self) -> Tensor:
        'Returns the negative of each element of self.'
    def __abs__(self) -> Tensor:
        'Returns the absolute value of each element of self.'
    def __invert__(self) -> Tensor:
        'Returns the bitwise NOT of each element of self (logical NOT for bool); integer and bool tensors only.'
    def __pos__(self) -> Tensor:
        'Returns self itself (unary plus); refuses bool tensors, as PyTorch.'
    def __add__(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self + alpha * other, broadcasting and promoting types.'
    def __radd__(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self + alpha * other, broadcasting and promoting types.'
    def __iadd__(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self + alpha * other, broadcasting and promoting types.'
    def __sub__(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self - alpha * other, broadcasting and promoting types.'
    def __rsub__(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self - alpha * other, broadcasting and promoting types.'
    def __isub__(self, other: Tensor | Number, *, alpha: Number = 1) -> Tensor:
        'Returns self - alpha * other, broadcasting and promoting types.'
    def __mul__(self, other: Tensor | Number) -> Tensor:
        'Returns self * other elementwise, broadcasting and promoting types.'
    def __rmul__(self, other: Tensor | Number) -> Tensor:
        'Returns self * other elementwise, broadcasting and promoting types.'
    def __imul__(self, other: Tensor | Number) -> Tensor:
        'Returns self * other elementwise, broadcasting and promoting types.'
    def __truediv__(self, other: Tensor | Number) -> Tensor:
        'Returns self / other elementwise (true division, so integers give floats).'
    def __rtruediv__(self, other: Tensor | Number) -> Tensor:
        'Returns self / other elementwise (true division, so integers give floats).'
    def __itruediv__(self, other: Tensor | Number) -> Tensor:
        'Returns self / other elementwise (true division, so integers give floats).'
    def __pow__(self, exponent: Tensor | Number) -> Tensor:
        'Returns self raised to the power exponent, elementwise.'
    def __rpow__(self, exponent: Tensor | Number) -> Tensor:
        'Returns self raised to the power exponent, elementwise.'
    def __ipow__(self, exponent: Tensor | Number) -> Tensor:
        'Returns self raised to the power exponent, elementwise.'
    def __mod__(self, other: Tensor | Number) -> Tensor:
        "Returns the remainder of self / other with the sign of other (Python's %)."
    def __rmod__(self, other: Tensor | Number) -> Tensor:
        "Returns the remainder of self / other with the sign of other (Python's %)."
    def __imod__(self, other: Tensor | Number) -> Tensor:
        "Returns the remainder of self / other with the sign of other (Python's %)."
    def __and__(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only.'
    def __rand__(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only.'
    def __iand__(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise AND of self and other (logical AND for bool); integer and bool tensors only.'
    def __or__(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only.'
    def __ror__(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only.'
    def __ior__(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise OR of self and other (logical OR for bool); integer and bool tensors only.'
    def __xor__(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only.'
    def __rxor__(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only.'
    def __ixor__(self, other: Tensor | Number) -> Tensor:
        'Returns the elementwise bitwise XOR of self and other (logical XOR for bool); integer and bool tensors only.'
    def __lshift__(self, other: Tensor | Number) -> Tensor:
        'Returns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0.'
    def __rlshift__(self, other: Tensor | Number) -> Tensor:
        'Returns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0.'
    def __ilshift__(self, other: Tensor | Number) -> Tensor:
        'Returns self shifted left by other bits, elementwise; a shift by a negative amount or by the width of the type or more gives 0.'
    def __rshift__(self, other: Tensor | Number) -> Tensor:
        'Returns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit.'
    def __rrshift__(self, other: Tensor | Number) -> Tensor:
        'Returns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit.'
    def __irshift__(self, other: Tensor | Number) -> Tensor:
        'Returns self shifted right (arithmetically) by other bits, elementwise; a shift by a negative amount or by the width of the type or more fills with the sign bit.'
    def __floordiv__(self, other: Tensor | Number) -> Tensor:
        "Returns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."
    def __rfloordiv__(self, other: Tensor | Number) -> Tensor:
        "Returns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."
    def __ifloordiv__(self, other: Tensor | Number) -> Tensor:
        "Returns self / other rounded down to an integer (Python's //), elementwise, in the promoted dtype."
    def __eq__(self, other: Tensor | Number) -> Tensor:
        'Returns self == other elementwise, as bool.'
    def __ne__(self, other: Tensor | Number) -> Tensor:
        'Returns self != other elementwise, as bool.'
    def __lt__(self, other: Tensor | Number) -> Tensor:
        'Returns self < other elementwise, as bool.'
    def __le__(self, other: Tensor | Number) -> Tensor:
        'Returns self <= other elementwise, as bool.'
    def __gt__(self, other: Tensor | Number) -> Tensor:
        'Returns self > other elementwise, as bool.'
    def __ge__(self, other: Tensor | Number) -> Tensor:
        'Returns self >= other elementwise, as bool.'
    def __matmul__(self, other: Tensor | Number) -> Tensor:
        "Matrix product with NumPy's rules for 1-D and batched (broadcast) operands."
    def __rmatmul__(self, other: Tensor | Number) -> Tensor:
        "Matrix product with NumPy's rules for 1-D and batched (broadcast) operands."

    def __getattr__(self, name: str) -> Any: ...


def __getattr__(name: str) -> Any: ...
