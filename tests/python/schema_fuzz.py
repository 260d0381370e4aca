"""Draws calls of every op from its schema in ops.yaml (through the
generated schema table), with well-typed and wrongly-typed arguments, and
checks the contract of test_fuzz_ops.py.

A drawn tensor is a recipe (a numpy array plus a view to take of it), so
the same call can be replayed on torch with equal inputs."""
from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from codegen.model.schema import BaseTy, BaseType, FunctionSchema, ListType, OptionalType  # noqa: E402

DTYPES = ("bool", "uint8", "int32", "int64", "float32", "float64")
SHAPES = ((), (0,), (1,), (3,), (2, 3), (3, 1), (1, 3), (2, 0), (2, 3, 2), (4, 4))
VIEWS = ("plain", "transposed", "expanded", "strided")
HUGE_INTS = (2**31, 2**62, 2**63 - 1, -(2**63), 2**64, -(2**70))
ALLOWED_ERRORS = (TypeError, ValueError, IndexError, RuntimeError)


@dataclass(frozen=True)
class TensorRecipe:
    array: np.ndarray
    view: str
    requires_grad: bool

    def build(self, lib):
        t = lib.tensor(self.array.copy()) if lib.__name__ == "yaten" else lib.from_numpy(self.array.copy())
        if self.view == "transposed" and t.dim() >= 2:
            t = t.transpose(0, 1)
        elif self.view == "expanded" and t.dim() >= 1 and t.shape[0] == 1:
            t = t.expand(3, *t.shape[1:])
        elif self.view == "strided" and t.dim() >= 1:
            t = t[::2]
        if self.requires_grad:
            t.requires_grad_(True)
        return t


@dataclass(frozen=True)
class DtypeName:
    name: str

    def build(self, lib):
        return getattr(lib, self.name)


@dataclass(frozen=True)
class ConstantName(DtypeName):
    """A module constant other than a dtype (strided, channels_last), found the same way."""


@dataclass(frozen=True)
class GeneratorRecipe:
    """A fresh generator of the library, seeded."""
    seed: int

    def build(self, lib):
        return lib.Generator().manual_seed(self.seed)


@dataclass(frozen=True)
class DeviceRecipe:
    text: str

    def build(self, lib):
        return lib.device(self.text)


# Device arguments as scripts write them, and as they go wrong. No "meta":
# torch makes meta tensors there, which yaten (CPU only) does not have.
DEVICES = ("cpu", "cpu:0", DeviceRecipe("cpu"), DeviceRecipe("cpu:1"), "cuda", "cuda:1", 0, DeviceRecipe("cuda"),
           "mps", "bogus", "cuda:-1", "", -1)
MEMORY_FORMATS = ("contiguous_format", "preserve_format", "channels_last", "channels_last_3d")
# Raised for a device this CPU-only build lacks, only where torch raises the same for the same call.
DEVICE_ERRORS = (AssertionError, NotImplementedError)


@dataclass
class Call:
    """One drawn call: how to reach the op, and its arguments as recipes."""
    row: dict
    form: str  # "function", "method" or "internal"
    args: list
    kwargs: dict = field(default_factory=dict)

    def __repr__(self):
        return f"{self.form} {self.row['schema']}\n  args={self.args!r}\n  kwargs={self.kwargs!r}"


def build(value, lib):
    if isinstance(value, (TensorRecipe, DtypeName, DeviceRecipe, GeneratorRecipe)):
        return value.build(lib)
    if isinstance(value, list):
        return [build(v, lib) for v in value]
    if isinstance(value, tuple):
        return tuple(build(v, lib) for v in value)
    return value


def _array(draw, dtype, shape):
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    if dtype == "bool":
        return rng.random(shape) > 0.5
    if dtype.startswith("float"):
        a = rng.uniform(-3, 3, shape).astype(dtype)
        if a.size and draw(st.booleans()):
            special = draw(st.sampled_from([np.nan, np.inf, -np.inf, 0.0, -0.0, 1e30]))
            a.flat[draw(st.integers(0, a.size - 1))] = special
        return a
    low = 0 if dtype == "uint8" else -4
    return rng.integers(low, 5, shape).astype(dtype)


@st.composite
def tensors(draw, float_only=False):
    dtype = draw(st.sampled_from(("float32", "float64") if float_only else DTYPES))
    shape = draw(st.sampled_from(SHAPES))
    view = draw(st.sampled_from(VIEWS))
    requires_grad = dtype.startswith("float") and draw(st.integers(0, 3)) == 0
    return TensorRecipe(_array(draw, dtype, shape), view, requires_grad)


def _wrong(draw):
    return draw(st.sampled_from([None, "text", 1.5, [1, "x"], object(), (2, None), {"a": 1}]))


@st.composite
def value_of(draw, type_, name):
    """A value for an argument of this schema type: mostly well-typed, sometimes not."""
    if draw(st.integers(0, 9)) == 0:
        return _wrong(draw)
    if isinstance(type_, OptionalType):
        if draw(st.integers(0, 3)) == 0:
            return None
        type_ = type_.elem
    if isinstance(type_, ListType):
        if type_.elem.is_tensor_like():
            # Tensor?[] entries may be None; integer and bool tensors are what indices are.
            entry = st.one_of(st.none(), tensors()) if isinstance(type_.elem, OptionalType) else tensors()
            return draw(st.lists(entry, min_size=0, max_size=3))
        if isinstance(type_.elem, BaseType) and type_.elem.name in (BaseTy.float, BaseTy.Scalar):
            return draw(st.lists(value_of(type_.elem, name), min_size=0, max_size=4))  # float[], Scalar[]
        if draw(st.integers(0, 5)) == 0:
            return draw(st.integers(-3, 4))  # one int standing for the list
        elems = st.one_of(st.integers(-3, 4), st.sampled_from(HUGE_INTS + (2**40,)))
        return draw(st.lists(elems, min_size=0, max_size=4))
    base = type_.name
    if base == BaseTy.Tensor:
        if draw(st.integers(0, 7)) == 0:
            return draw(st.sampled_from([0, 2, -1.5, True, float("nan")]))  # a wrapped number
        return draw(tensors())
    if base == BaseTy.int:
        return draw(st.one_of(st.integers(-3, 4), st.sampled_from(HUGE_INTS)))
    if base == BaseTy.float:
        return draw(st.sampled_from([0.0, 0.5, 1.0, -2.5, 3, math.nan, math.inf, -math.inf, 1e308]))
    if base == BaseTy.Scalar:
        return draw(st.sampled_from([0, 1, -3, 2.5, True, False, math.nan, math.inf, 2**70, -(2**63)]))
    if base == BaseTy.bool:
        return draw(st.booleans())
    if base == BaseTy.str:
        return draw(st.sampled_from(["mean", "sum", "none", "bogus", ""]))
    if base == BaseTy.ScalarType:
        return DtypeName(draw(st.sampled_from(DTYPES)))
    if base == BaseTy.Device:
        return draw(st.sampled_from(DEVICES))
    if base == BaseTy.Layout:
        return ConstantName("strided")
    if base == BaseTy.MemoryFormat:
        return ConstantName(draw(st.sampled_from(MEMORY_FORMATS)))
    if base == BaseTy.Generator:
        return GeneratorRecipe(draw(st.integers(0, 2**64 - 1)))
    raise AssertionError(f"no strategy for {type_} ({name})")


@st.composite
def calls(draw, row, forms):
    """Arguments for one schema row: positional ones in order, keyword-only
    ones by name; arguments with defaults sometimes left out."""
    schema = FunctionSchema.parse(row["schema"])
    form = draw(st.sampled_from(forms))
    args, kwargs = [], {}
    positional = list(schema.arguments.positional)
    omit_from = len(positional)
    if draw(st.booleans()):
        # Leave out a trailing run of defaulted positionals.
        while omit_from > 0 and positional[omit_from - 1].default is not None:
            omit_from -= 1
        omit_from = draw(st.integers(omit_from, len(positional)))
    for arg in positional[:omit_from]:
        args.append(draw(value_of(arg.type, arg.name)))
    for arg in schema.arguments.kwarg_only:
        if arg.default is None or draw(st.booleans()):
            kwargs[arg.name] = draw(value_of(arg.type, arg.name))
    for arg in schema.arguments.out:
        kwargs[arg.name] = draw(tensors())
    if row["derived"] == "inplace" and args and isinstance(args[0], TensorRecipe) and len(args) > 1 and draw(st.booleans()):
        args[1] = args[0]  # the output aliases an input
    if form == "method" and not (args and isinstance(args[0], TensorRecipe)):
        args = [draw(tensors())] + args[1:]
    return Call(row, form, args, kwargs)


def public_function(lib, path):
    """lib's function at a path from the op schemas ("linalg.vector_norm")."""
    for part in path.split("."):
        lib = getattr(lib, part)
    return lib


def function_for(lib, row, form):
    name = row["name"] + ("_" if row["derived"] == "inplace" else "")
    if form == "method":
        return lambda self, *a, **k: getattr(self, name)(*a, **k)
    if form == "internal":
        return getattr(lib._C._internal, name)
    return public_function(lib, row["functions"][0] + ("_" if row["derived"] == "inplace" else ""))


def forms_of(row):
    """How Python reaches this row: as a function, a method, or _C._internal."""
    if "internal" in row["variants"]:
        return ["internal"]
    if row["derived"] == "inplace":
        return ["method"] if "inplace" in row["variants"] else ["function"]
    forms = []
    if "function" in row["variants"]:
        forms.append("function")
    if "method" in row["variants"] and row["derived"] is None:
        forms.append("method")
    return forms


def snapshot(value):
    """What a failed call must leave as it was: values, shape, strides, version."""
    out = []
    def visit(v):
        if isinstance(v, (list, tuple)):
            for x in v:
                visit(x)
        elif hasattr(v, "_version"):
            out.append((v, v.detach().numpy().copy(), tuple(v.shape), v.stride(), v._version, v.requires_grad))
    visit(value)
    return out


def unchanged(snap):
    for t, values, shape, stride, version, requires_grad in snap:
        if (tuple(t.shape), t.stride(), t._version, t.requires_grad) != (shape, stride, version, requires_grad):
            return False
        if not np.array_equal(t.detach().numpy(), values, equal_nan=values.dtype.kind == "f"):
            return False
    return True
