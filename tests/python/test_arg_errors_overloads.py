"""Ops whose overload set once differed from torch's take and refuse calls as
torch's do, with its messages: copy_ (its `other`, non_blocking and the
hidden deprecated `async`), expand (keyword-only `implicit`), count_nonzero
(an `int?` and an `int[]` overload), gradient (`Scalar[]` spacings),
nonzero (`as_tuple`, and out= on the function), linalg.pinv and
linalg.matrix_rank (Tensor tolerances).
Each call runs on both libraries; errors the kernels raise compare by type
only (their messages name yaten's op), the parser's word for word."""
import subprocess
import sys
import warnings

import numpy as np
import pytest

import yaten
from test_arg_errors import normalised

torch = pytest.importorskip("torch")

CALLS = [
    # copy_: torch names its tensor other; non_blocking changes nothing on the CPU.
    "x.clone().copy_(x * 2)", "x.clone().copy_(x * 2, True)", "x.clone().copy_(x * 2, non_blocking=True)",
    "x.clone().copy_(2.5)", "x.clone().copy_(other=x)", "x.clone().copy_(src=x)", "x.clone().copy_(x, 1, 2)",
    "x.clone().copy_(x, 1)", "x.clone().copy_('a')", "x.clone().copy_(None)", "x.clone().copy_(x, foo=1)",
    "x.clone().copy_(x, **{'async': 1})", "x.clone().copy_(x, non_blocking=None)",
    # expand: implicit is keyword-only (a positional bool after the size is refused).
    "x.expand(3, 2, 2)", "x.expand((3, 2, 2), implicit=True)", "x.expand(3, 2, 2, implicit=False)",
    "x.expand((3, 2, 2), True)", "x.expand(3, 2, 2, implicit=1)", "x.expand(size=(3, 2, 2), implicit=True)",
    "lib.expand_copy(x, (3, 2, 2), implicit=True)",
    # count_nonzero: int? dim, or int[] dim (which takes spread ints).
    "lib.count_nonzero(x)", "lib.count_nonzero(x, 1)", "lib.count_nonzero(x, (0, 1))", "lib.count_nonzero(x, [])",
    "lib.count_nonzero(x, dim=None)", "x.count_nonzero(1, 0)", "x.count_nonzero(1, 1)", "x.count_nonzero(0, -1)",
    "lib.count_nonzero(x, 1, 1)", "lib.count_nonzero(x, 'a')", "lib.count_nonzero(x, 1.5)", "x.count_nonzero(dim=[0])",
    "x.count_nonzero(None)", "x.count_nonzero(1, foo=2)",
    # gradient: a Number, a tuple of Numbers (Scalars), tuples of Tensors.
    "lib.gradient(x, spacing=2)", "lib.gradient(x, spacing=(1, 2.5))", "lib.gradient(x, spacing=[2, 3], dim=(0, 1))",
    "lib.gradient(x, spacing=(True, 2))", "lib.gradient(x, spacing=(np.float32(2), np.int64(3)))",
    "lib.gradient(x, spacing=(2.0,), dim=1)", "lib.gradient(x, spacing=(lib.tensor([0.0, 1.0]), 1.0))",
    "lib.gradient(x, spacing=(1.0, lib.tensor([0.0, 1.0])))", "lib.gradient(x, spacing=(1, 'a'))",
    "lib.gradient(x, spacing='a')", "lib.gradient(x, foo=1)", "lib.gradient(x, spacing=(1,))",
    "lib.gradient(x, spacing=(1, 2, 3))", "lib.gradient(x, spacing=(), dim=())", "lib.gradient(x, 1)",
    "lib.gradient(x, spacing=[lib.tensor([0.0, 2.0]), lib.tensor([1.0, 3.0])])",
    # nonzero: as_tuple keyword-only, a bool; out= on the function only, never with as_tuple.
    "lib.nonzero(x)", "lib.nonzero(x, as_tuple=True)", "lib.nonzero(x, as_tuple=False)", "x.nonzero()",
    "x.nonzero(as_tuple=True)", "x.nonzero(as_tuple=False)", "x.nonzero(1)", "x.nonzero(1, 1, 1, 1)",
    "x.nonzero(foo=1)", "x.nonzero(as_tuple=1)", "x.nonzero(as_tuple=None)", "lib.nonzero(x, as_tuple=None)",
    "lib.nonzero(x, as_tuple=1)", "lib.nonzero(x, 1)", "lib.nonzero(x, foo=1)", "lib.nonzero('a')", "lib.nonzero()",
    "lib.nonzero(x, out=lib.empty(0, dtype=lib.long))", "lib.nonzero(x, as_tuple=True, out=lib.empty(0, dtype=lib.long))",
    "lib.nonzero(x, as_tuple=False, out=lib.empty(0, dtype=lib.long))", "lib.nonzero(input=x, as_tuple=True)",
    "lib.nonzero(x, out=lib.empty(0))",
    # linalg.pinv / linalg.matrix_rank: float and Tensor tolerances.
    "lib.linalg.pinv(x, 0.1)", "lib.linalg.pinv(x, lib.tensor(0.1))", "lib.linalg.pinv(x, atol=lib.tensor(0.1))",
    "lib.linalg.pinv(x, atol=0.1, rtol=lib.tensor(0.1))", "lib.linalg.pinv(x, rcond=0.1, hermitian=True)",
    "lib.linalg.pinv(x, 'a')", "lib.linalg.pinv(x, 1, 2, 3)", "lib.linalg.pinv(x, atol='a')", "lib.linalg.pinv(x, foo=1)",
    "lib.linalg.pinv(x, None)", "lib.linalg.pinv(x, hermitian=1)", "lib.linalg.pinv(x, rcond=0.1, atol=0.1)",
    "lib.linalg.matrix_rank(x, 0.5)", "lib.linalg.matrix_rank(x, lib.tensor(0.5))", "lib.linalg.matrix_rank(x, tol=0.5)",
    "lib.linalg.matrix_rank(x, atol=lib.tensor(0.5), rtol=0.1)", "lib.linalg.matrix_rank(x, 'a')",
    "lib.linalg.matrix_rank(x, 1, 2, 3)", "lib.linalg.matrix_rank(x, tol='a')", "lib.linalg.matrix_rank(x, foo=1)",
    "lib.linalg.matrix_rank(x, atol=0.1, tol=0.1)", "lib.linalg.matrix_rank(x, hermitian='a')",
]


def outcome(lib, call):
    """The result as a list (a tuple of them), or the error: its type and, for the parser's
    TypeErrors, its normalised message (a kernel's names yaten's op)."""
    x = lib.tensor([[1.0, 0.0], [3.0, 4.0]])
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = eval(call, {"lib": lib, "x": x, "np": np})
    except Exception as e:  # noqa: BLE001 - the exception is what is compared
        return (type(e).__name__, normalised(str(e))) if isinstance(e, TypeError) else type(e).__name__
    if isinstance(result, (tuple, list)):
        return [type(result).__name__] + [r.tolist() for r in result]
    return result.tolist()


@pytest.mark.parametrize("call", CALLS)
def test_call_ends_as_in_torch(call):
    assert outcome(yaten, call) == outcome(torch, call)


def test_copy_async_is_torchs_deprecated_signature():
    """x.copy_(y, async=True) (a keyword Python spells only through **) copies, warning in torch's
    words (once per process, so in a process of its own)."""
    script = """
import sys, warnings
lib = __import__(sys.argv[1])
x, y = lib.zeros(2), lib.ones(2)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    x.copy_(y, **{"async": True})
print(x.tolist(), [str(w.message).split(" (Triggered")[0] for w in caught])
"""
    texts = [subprocess.run([sys.executable, "-c", script, lib], capture_output=True, text=True, check=True).stdout
             for lib in ("yaten", "torch")]
    assert texts[0] == texts[1]
    assert texts[0].startswith("[1.0, 1.0] ['This overload of copy_ is deprecated")
