"""Every op both libraries have, called with wrong arguments, fails in yaten
as in torch: the same exception type and message, line for line.

The cases come from the ops of ops.yaml (through the op table) and their
first sample in op_samples.py, as function and as Tensor method where torch
has the op in C (its Python functions, most of torch.nn.functional, fail
elsewhere: AttributeError "'str' object has no attribute 'size'"). Each call
is the sample with one change: a str, None or a list of str for an argument,
a float for an int, a 1-element and a 0-d tensor for a number, a number for a
Tensor, an unknown keyword, or four positional arguments too many. A call
both libraries accept passes.

Messages are compared after normalising what the libraries cannot share
(test_arg_errors.normalised: "torch." is "yaten.", SymInt is int, CPython's
owner of a method is dropped, a listing's signatures are a set); ops.yaml
declares torch's overload set where yaten's entries differ from it
(scalar_overloads, deprecated_signatures, dimnames_out, torch_signatures), so
every op's TypeError is compared whole. DIFFERENT_OUTCOMES lists the calls
that still end otherwise, each with why (they xfail, and fail once they
match, to be taken off)."""
import inspect

import numpy as np
import pytest

import yaten
from op_rows import ENTRY_ROWS
from op_samples import SAMPLES, T
from schema_fuzz import public_function
from test_arg_errors import normalised

torch = pytest.importorskip("torch")

ROWS = {row["name"]: row for row in ENTRY_ROWS if row["derived"] is None and "internal" not in row["variants"]}


def torch_callable(form, path):
    """torch's op when it is written in C (a builtin), or None."""
    try:
        f = getattr(torch.Tensor, path) if form == "method" else public_function(torch, path)
    except AttributeError:
        return None
    return f if inspect.isbuiltin(f) or inspect.ismethoddescriptor(f) else None


def forms(name, sample):
    row = ROWS[name]
    if sample.method:
        return [("method", name)]
    out = [("function", row["functions"][0])] if row["functions"] else []
    return out + ([("method", name)] if "method" in row["variants"] else [])


class Number:
    """Where a case puts a tensor of this shape in place of a number."""

    def __init__(self, shape):
        self.shape = shape


def changes(args):
    """(label, positional args, extra keywords) for each wrong call made from a sample."""
    yield "keyword", args, {"foo": 1}
    yield "positional", args + [1, 1, 1, 1], {}
    for i, a in enumerate(args):
        def put(value, i=i):
            return args[:i] + [value] + args[i + 1:]
        yield f"{i}-str", put("a"), {}
        yield f"{i}-None", put(None), {}
        if isinstance(a, T) and i > 0:
            yield f"{i}-number", put(1.5), {}
        if isinstance(a, int) and not isinstance(a, bool):
            yield f"{i}-float", put(1.5), {}
        if isinstance(a, (int, float)) and not isinstance(a, bool):
            yield f"{i}-tensor1", put(Number((1,))), {}
            yield f"{i}-tensor0", put(Number(())), {}
        if isinstance(a, (tuple, list)):
            yield f"{i}-names", put(["a"]), {}


# Where both raise the same exception other than TypeError (a RuntimeError,
# ValueError, IndexError), the messages are the kernels' (yaten's name the op
# first: "bitwise_and: \"bitwise_and_cpu\" not implemented for 'Float'"), not
# the argument parser's, and only the types are compared.

# Calls whose outcome differs, by case id, with why.
DIFFERENT_OUTCOMES = {
}


def cases():
    out = []
    for name in sorted(SAMPLES):
        if name not in ROWS:
            continue
        sample = SAMPLES[name][0]
        for form, path in forms(name, sample):
            if torch_callable(form, path) is None:
                continue
            for label, args, extra in changes(list(sample.args)):
                out.append(pytest.param(name, form, path, args, {**sample.kwargs, **extra}, id=f"{path}-{form}-{label}"))
    return out


def build(lib, value, rng):
    if isinstance(value, T):
        if value.dtype == "bool":
            array = rng.random(value.shape) > 0.5
        elif value.dtype.startswith("int"):
            array = rng.integers(value.low, value.high, value.shape).astype(value.dtype)
        else:
            array = rng.uniform(value.low, value.high, value.shape).astype(value.dtype)
        return lib.tensor(array) if lib is yaten else torch.from_numpy(array)
    if isinstance(value, Number):
        return lib.ones(value.shape)
    if isinstance(value, list):
        return [build(lib, v, rng) for v in value]
    if isinstance(value, str) and value in ("float32", "float64", "int64", "int32", "bool"):
        return getattr(lib, value)
    return value


def outcome(lib, form, path, args, kwargs):
    rng = np.random.default_rng(0)
    args = [build(lib, a, rng) for a in args]
    kwargs = {k: build(lib, v, rng) for k, v in kwargs.items()}
    try:
        if form == "method":
            getattr(args[0], path)(*args[1:], **kwargs)
        else:
            public_function(lib, path)(*args, **kwargs)
    except Exception as e:  # noqa: BLE001 - the exception is what is compared
        return type(e).__name__, normalised(str(e))
    return "no exception", ""


@pytest.mark.filterwarnings("ignore")
@pytest.mark.parametrize("name, form, path, args, kwargs", cases())
def test_wrong_argument_fails_as_in_torch(name, form, path, args, kwargs, request):
    expected = outcome(torch, form, path, args, kwargs)
    got = outcome(yaten, form, path, args, kwargs)
    case = request.node.callspec.id
    if case in DIFFERENT_OUTCOMES:
        assert got != expected, f"{case} now fails as in torch: take it off DIFFERENT_OUTCOMES"
        pytest.xfail(DIFFERENT_OUTCOMES[case])
    if got[0] == expected[0] != "TypeError":
        return  # see RuntimeError above
    assert got == expected
