"""Python numbers given to ops, compared with torch 1.13 on every dtype.

torch reads a Scalar argument as a kernel's element (or compute) type with a
checked conversion: a number that does not fit raises
`RuntimeError: value cannot be converted to type int8_t without overflow`
instead of wrapping or turning infinite; a number that becomes a wrapped
0-d tensor (add's other) is cast without a check. For every op of the
registry with a Scalar argument (and the ops taking a number for a Tensor
argument), each of its samples is called with each Scalar replaced by
numbers that overflow some dtype, on tensors of every dtype: yaten must give
torch's result, or torch's exception type; an overflow message must be
torch's word for word (but for the op name yaten puts in front).
"""
import math
import re

import numpy as np
import pytest

import yaten

from op_rows import ENTRY_ROWS
from op_samples import SAMPLES
from test_ops_generated import arguments, function_of, make_arrays

torch = pytest.importorskip("torch")

DTYPES = ("bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64")
VALUES = (300, 127.5, 70000, 1e10, -129, 3e38, 1e300, math.inf, math.nan)
SAMPLES_PER_OP = 3

# Where the results stay apart though both libraries compute (their
# exceptions must still agree), each with why: (op, dtype or None for all).
VALUES_APART = {
    # torch 1.13 computes add/sub with alpha on the 16-bit floats as two
    # rounded 16-bit operations (alpha * other, then the sum); yaten computes
    # in float32 and rounds once, the closer result.
    ("add", "bfloat16"), ("sub", "bfloat16"), ("add", "float16"), ("sub", "float16"),
    # p-norms of a large order: torch sums |x|**p as it is, which overflows
    # to inf (or underflows to 0); yaten scales by the largest |x| first and
    # returns the norm.
    ("dist", None), ("norm", None), ("linalg_norm", None), ("linalg_vector_norm", None), ("renorm", None),
    # celu is elu(x, alpha, 1, 1 / alpha): torch rounds 1 / alpha to the
    # element type, so a large alpha gives 0 where yaten keeps x / alpha.
    ("celu", None),
    # Order of operations with an infinite or huge factor (inf * 0 = nan in
    # one order, inf in the other), and bfloat16 products rounded in between
    # by torch's kernels; histc's bfloat16 edges likewise.
    ("addmm", None), ("addmv", None), ("addbmm", None), ("baddbmm", None), ("addr", None),
    ("cumulative_trapezoid", None), ("histc", "bfloat16"),
}
# Ops left out: a number is a size there (arange's end: 1e10 elements would
# be allocated); NUMBER_CALLS below calls arange with two-element ranges.
LEFT_OUT = {"arange"}
# float16 clamp / hardtanh with a NaN bound: torch 1.13 fills NaN before it
# looks for a float16 kernel (it has none); yaten refuses float16 first.
REFUSED_FIRST = {("clamp", "float16"), ("clamp_min", "float16"), ("clamp_max", "float16"), ("hardtanh", "float16")}
# A number near float32's largest (3e38) makes results depend on the order
# of operations (x * value overflows before or after a division): for it,
# only the exceptions are compared.
ORDER_SENSITIVE = 3e38


def _scalar_ops():
    """op name -> {Scalar argument name: its position in the schema, or None
    if keyword-only}, over the op's overloads, for the ops with samples."""
    ops = {}
    for row in ENTRY_ROWS:
        if row["derived"] or row["name"] not in SAMPLES or row["name"] in LEFT_OUT:
            continue
        positional = [a for a in row["arguments"] if not a["kwarg_only"]]
        for a in row["arguments"]:
            if a["type"] in ("Scalar", "Scalar?"):
                position = None if a["kwarg_only"] else positional.index(a)
                ops.setdefault(row["name"], {}).setdefault(a["name"], position)
    return ops


SCALAR_OPS = _scalar_ops()


def cast(lib, value, dtype):
    """A sample's floating tensors as `dtype` (integer ones are indices and
    stay), detached so that in-place forms may write them."""
    if isinstance(value, (list, tuple)):
        return type(value)(cast(lib, v, dtype) for v in value)
    if isinstance(value, (yaten.Tensor, torch.Tensor)):
        value = value.detach()
        return value.to(getattr(lib, dtype)) if value.is_floating_point() else value
    return value


def outcome(f):
    try:
        result = f()
    except Exception as e:  # noqa: BLE001: the exception itself is compared
        return e
    return result


def describe(result):
    if isinstance(result, Exception):
        return f"{type(result).__name__}: {str(result).splitlines()[0] if str(result) else ''}"
    if isinstance(result, (yaten.Tensor, torch.Tensor)):
        return f"{str(result.dtype).split('.')[1]} {list(result.shape)} {result.detach().float().tolist() if result.numel() < 20 else '...'}"
    return repr(result)


OVERFLOW = re.compile(r"value cannot be converted to type \S+ without overflow")


def agree(expected, got, compare_values=True):
    """Whether yaten's outcome is torch's: the same exception type (and the
    same overflow message), or results of the same dtype and shape (and
    values, if `compare_values`)."""
    if isinstance(expected, Exception) or isinstance(got, Exception):
        if type(expected).__name__ != type(got).__name__:
            return False
        messages = [OVERFLOW.search(str(e)) for e in (expected, got)]
        if any(messages):
            return all(messages) and messages[0].group() == messages[1].group()
        return True
    if isinstance(expected, (tuple, list)):
        return isinstance(got, (tuple, list)) and len(got) == len(expected) and all(
            agree(a, b, compare_values) for a, b in zip(expected, got))
    if not isinstance(expected, torch.Tensor):
        return not compare_values or expected == got or (expected != expected and got != got)
    if not isinstance(got, yaten.Tensor) or str(got.dtype) != str(expected.dtype).replace("torch", "yaten"):
        return False
    if tuple(got.shape) != tuple(expected.shape):
        return False
    if not compare_values:
        return True
    a = expected.detach().to(torch.float64).numpy()
    b = got.detach().to(yaten.float64).numpy()
    tol = {"float16": 1e-3, "bfloat16": 1.6e-2, "float32": 1e-5}.get(str(expected.dtype).split(".")[1], 1e-7)
    return bool(np.allclose(a, b, rtol=tol, atol=tol, equal_nan=True))


def with_number(args, kwargs, position, name, value):
    """The call with argument `name` (at `position`, or keyword-only) set to `value`."""
    args, kwargs = list(args), dict(kwargs)
    if name in kwargs or position is None or position >= len(args):
        kwargs[name] = value
    else:
        args[position] = value
    return args, kwargs


def scalar_cases():
    return [(name, dtype) for name in sorted(SCALAR_OPS) for dtype in DTYPES if (name, dtype) not in REFUSED_FIRST]


def mismatches(name, dtype):
    found = []
    apart = (name, dtype) in VALUES_APART or (name, None) in VALUES_APART
    samples = [(i, s) for i, s in enumerate(SAMPLES[name]) if s.values][:SAMPLES_PER_OP]
    for index, sample in samples:
        arrays, kwarrays = make_arrays(sample, np.random.default_rng(index))
        for arg, position in SCALAR_OPS[name].items():
            for value in VALUES:
                results = []
                for lib in (torch, yaten):
                    args, kwargs = arguments(lib, sample, arrays, kwarrays)
                    args, kwargs = cast(lib, args, dtype), {k: cast(lib, v, dtype) for k, v in kwargs.items()}
                    args, kwargs = with_number(args, kwargs, position, arg, value)
                    f = function_of(lib, name, sample.method)
                    results.append(outcome(lambda: f(*args, **kwargs)))
                if not agree(results[0], results[1], compare_values=not apart and value != ORDER_SENSITIVE):
                    found.append(f"sample {index} {arg}={value!r}: torch {describe(results[0])}\n"
                                 f"{'':20}yaten {describe(results[1])}")
    return found


@pytest.mark.parametrize("name,dtype", scalar_cases())
def test_scalar_argument_as_torch(name, dtype):
    found = mismatches(name, dtype)
    assert not found, f"{name} on {dtype}:\n" + "\n".join(found)


# Numbers given for a Tensor argument (or written by indexing): torch reads
# some as a Scalar overload does (where, pow, masked_fill: checked), others
# as a wrapped number (add, mul, comparisons: cast silently).
NUMBER_CALLS = {
    "fill_": lambda L, x, v: x.fill_(v),
    "full": lambda L, x, v: L.full((2,), v, dtype=x.dtype),
    "new_full": lambda L, x, v: x.new_full((2,), v),
    "masked_fill": lambda L, x, v: x.masked_fill(x >= 0, v),
    "index_fill": lambda L, x, v: x.index_fill(0, L.tensor([0]), v),
    "setitem int": lambda L, x, v: x.__setitem__(0, v) or x,
    "setitem slice": lambda L, x, v: x.__setitem__(slice(0, 1), v) or x,
    "setitem list": lambda L, x, v: x.__setitem__([0], v) or x,
    "add": lambda L, x, v: x + v,
    "mul": lambda L, x, v: x * v,
    "where other": lambda L, x, v: L.where(x >= 0, x, v),
    "where self": lambda L, x, v: L.where(x >= 0, v, x),
    "scatter": lambda L, x, v: x.scatter(0, L.tensor([0]), v),
    "eq": lambda L, x, v: x == v,
    "lt": lambda L, x, v: x < v,
    "pow": lambda L, x, v: x.pow(v),
    "rpow": lambda L, x, v: v ** x,
    "remainder": lambda L, x, v: x % v,
    "fmod": lambda L, x, v: x.fmod(v),
    "div floor": lambda L, x, v: x.div(v, rounding_mode="floor"),
    "bitwise_and": lambda L, x, v: x & v,
    "clamp tensor": lambda L, x, v: x.clamp(min=L.tensor(v)) if not isinstance(v, float) else x.clamp(max=v),
    "nan_to_num": lambda L, x, v: x.nan_to_num(v),
    "elu": lambda L, x, v: L.nn.functional.elu(x, v),
    "arange": lambda L, x, v: L.arange(0, v, v // 2 if isinstance(v, int) else v / 2, dtype=x.dtype),
    "linspace": lambda L, x, v: L.linspace(0, v, 3, dtype=x.dtype),
}


@pytest.mark.parametrize("name", sorted(NUMBER_CALLS))
def test_number_for_tensor_argument_as_torch(name):
    call, found = NUMBER_CALLS[name], []
    for dtype in DTYPES:
        for value in VALUES:
            results = [outcome(lambda: call(L, L.tensor([1, 2, 3]).to(getattr(L, dtype)), value)) for L in (torch, yaten)]
            if not agree(results[0], results[1], compare_values=value != ORDER_SENSITIVE):
                found.append(f"{dtype} {value!r}: torch {describe(results[0])}\n{'':10}yaten {describe(results[1])}")
    assert not found, f"{name}:\n" + "\n".join(found)


# Python ints beyond int64 and floats where an int is expected: torch's
# exception types (RuntimeError "Overflow when unpacking long" for a number,
# TypeError for a float given for an int or an int list).
OUT_OF_INT64 = {
    "sum dim": lambda L, x: x.sum(2**63),
    "full": lambda L, x: L.full((2,), 2**63),
    "add": lambda L, x: x.add(2**63),
    "add negative": lambda L, x: x + (-2**63 - 1),
    "fill_": lambda L, x: x.fill_(2**63),
    "narrow": lambda L, x: x.narrow(0, -2**63 - 1, 1),
    "tensor": lambda L, x: L.tensor([2**63]),
    "arange": lambda L, x: L.arange(2**63),
    "clamp": lambda L, x: x.clamp(max=2**63),
    "mul float tensor": lambda L, x: x * 2**64,
    "repeat float": lambda L, x: x.repeat(2.0),
    "narrow float": lambda L, x: x.narrow(0, 1.5, 1),
    "topk float": lambda L, x: x.topk(2.0),
    "reshape float": lambda L, x: x.reshape(3.0, 4),
    "transpose float": lambda L, x: x.transpose(0.0, 1),
    "flip float": lambda L, x: x.flip(0.5),
    "roll float": lambda L, x: x.roll(1.0),
    "index float": lambda L, x: x[1.5],
    "ones float": lambda L, x: L.ones(2.5),
    "new_zeros float": lambda L, x: x.new_zeros(2.0),
}
# An int beyond int64 in an int list: torch's parser gives TypeError ("must
# be tuple of SymInts, but found element of type int"), yaten's RuntimeError
# "Overflow when unpacking long" (python/src/arg_parser.cpp, left to its
# owners).
INT_LIST_OVERFLOW = {
    "view": lambda L, x: x.view(2**63),
    "expand": lambda L, x: x.expand(2**63, 4),
    "zeros": lambda L, x: L.zeros(2**63),
    "repeat": lambda L, x: x.repeat(2**64),
}


@pytest.mark.parametrize("name", sorted(OUT_OF_INT64))
def test_number_out_of_int64_or_float_for_int_as_torch(name):
    results = [outcome(lambda: OUT_OF_INT64[name](L, L.ones(3, 4))) for L in (torch, yaten)]
    assert isinstance(results[0], Exception), "the case is meant to be refused by torch"
    assert type(results[1]) is type(results[0]) or type(results[1]).__name__ == type(results[0]).__name__, \
        f"torch {describe(results[0])}, yaten {describe(results[1])}"


@pytest.mark.parametrize("name", sorted(INT_LIST_OVERFLOW))
def test_int_list_element_out_of_int64_is_refused(name):
    with pytest.raises((TypeError, RuntimeError)):
        INT_LIST_OVERFLOW[name](yaten, yaten.ones(3, 4))
