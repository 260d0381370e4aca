"""Warnings from C++ (runtime/warning.h, python/src/warning_bridge.cpp) as
torch 1.13 gives them: out= resizing a non-empty tensor of another shape
(every time), the deprecated linalg functions (once per process, from
ops.yaml's warn_once), a non-leaf's .grad, tensor(a_tensor) and x.T of a
tensor that is not 2-D. Compared with torch's category and text; torch
appends "(Triggered internally at <its source file>)", left out here."""
import os
import subprocess
import sys
import textwrap
import warnings

import pytest

import yaten

torch = pytest.importorskip("torch")


def text(message):
    return str(message.message).split(" (Triggered internally at")[0]


def recorded(call, lib):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        call(lib)
    return [(m.category, text(m)) for m in caught]


RESIZES = {
    "add": lambda lib: lib.add(lib.ones(3), lib.ones(3), out=lib.ones(2)),
    "exp": lambda lib: lib.exp(lib.ones(2, 3), out=lib.ones(3, 2)),
    "mm": lambda lib: lib.mm(lib.ones(2, 3), lib.ones(3, 4), out=lib.ones(1)),
    "sum": lambda lib: lib.sum(lib.ones(2, 3), 1, out=lib.ones(3)),
    "cat": lambda lib: lib.cat([lib.ones(2), lib.ones(2)], out=lib.ones(2, 2)),
    "sort": lambda lib: lib.sort(lib.ones(4), out=(lib.ones(2), lib.zeros(2, dtype=lib.int64))),
    "large, without the GIL": lambda lib: lib.add(lib.ones(100000), 1, out=lib.ones(7)),
    "empty out: silent": lambda lib: lib.add(lib.ones(3), 1, out=lib.empty(0)),
    "same shape: silent": lambda lib: lib.add(lib.ones(3), 1, out=lib.ones(3)),
    "twice": lambda lib: [lib.neg(lib.ones(3), out=lib.ones(2)) for _ in range(2)],
}


@pytest.mark.parametrize("call", RESIZES.values(), ids=RESIZES.keys())
def test_out_resize_warns_as_torch(call):
    assert recorded(call, yaten) == recorded(call, torch)


def raised_as_error(size, out):
    try:
        yaten.add(yaten.ones(size), 1, out=out)
    except UserWarning as e:
        return str(e)
    return None


@pytest.mark.parametrize("size", [3, 100000], ids=["with the GIL", "without the GIL"])
def test_warning_as_error_raises_before_writing(size):
    """Under an "error" filter the op raises the UserWarning. torch buffers its
    warnings and raises after writing out; yaten raises before anything is
    written (the rule for refused calls), and nothing leaks or is freed twice."""
    out = yaten.ones(2)
    references = sys.getrefcount(out)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        messages = set()
        for _ in range(20):
            messages.add(raised_as_error(size, out))
        assert yaten.add(yaten.ones(size), 1, out=yaten.empty(0)).shape == (size,)
    (message,) = messages
    assert message.startswith("An output with one or more elements was resized since it had shape [2], which does "
                              f"not match the required output shape [{size}].")
    references_after = sys.getrefcount(out)
    assert out.tolist() == [1.0, 1.0]
    assert references_after == references


def grad_reads(lib):
    x = lib.ones(2, requires_grad=True)
    y, kept = x * 2, x * 3
    kept.retain_grad()
    return x.grad, y.grad, y.grad, kept.grad, lib.ones(2).grad


ACCESSES = {
    "grad of a non-leaf, of a leaf, retained": grad_reads,
    "tensor(a_tensor)": lambda lib: [lib.tensor(lib.ones(2)) for _ in range(2)],
    "new_tensor(a_tensor)": lambda lib: lib.ones(1).new_tensor(lib.ones(2)),
    "tensor(a list of tensors)": lambda lib: lib.tensor([lib.tensor(1.0), lib.tensor(2.0)]),
}


@pytest.mark.parametrize("call", ACCESSES.values(), ids=ACCESSES.keys())
def test_accesses_warn_as_torch(call):
    assert recorded(call, yaten) == recorded(call, torch)


# Each deprecated function twice as a function and twice as a method, then
# once more under an "error" filter (already given: silent), in a fresh process.
ONCE = textwrap.dedent("""
    import sys, warnings
    lib = __import__(sys.argv[1])
    A = lib.eye(3, dtype=lib.float64) + 0.1
    B = lib.ones(3, 1, dtype=lib.float64)
    calls = [
        lambda: lib.qr(A), lambda: A.qr(),
        lambda: lib.triangular_solve(B, A), lambda: B.triangular_solve(A),
        lambda: lib.cholesky(A @ A.t()), lambda: (A @ A.t()).cholesky(),
        lambda: lib.lu_solve(B, *lib.linalg.lu_factor(A)),
        lambda: lib.chain_matmul(A, A),
        lambda: lib.ones(2, 3, 4).T, lambda: lib.ones(3).T, lambda: lib.ones(2, 3).T,
    ]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for call in calls + calls:
            call()
    for m in caught:
        print(m.category.__name__, repr(str(m.message).split(" (Triggered internally at")[0]))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for call in calls:
            call()
    print("silent once given")
""")

ERROR_FIRST = textwrap.dedent("""
    import sys, warnings
    lib = __import__(sys.argv[1])
    A = lib.eye(3) + 0.1
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            lib.qr(A)
        except UserWarning as e:
            print("raised", str(e).split(" (Triggered internally at")[0][:40])
        print("then", tuple(lib.qr(A).R.shape))
""")


def run(script, lib):
    result = subprocess.run([sys.executable, "-c", script, lib], capture_output=True, text=True, env=dict(os.environ),
                            timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize("script", [ONCE, ERROR_FIRST], ids=["once per process", "as error the first time"])
def test_deprecated_functions_warn_once_as_torch(script):
    assert run(script, "yaten") == run(script, "torch")
