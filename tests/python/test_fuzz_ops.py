"""Every op of ops.yaml, called with arguments drawn from its schema (and
from wrong types): the call returns what torch returns for the same call,
or raises TypeError / ValueError / IndexError / RuntimeError naming the op
and leaves every input as it was. Never a crash, a hang or another
exception type.

Budget: YATEN_FUZZ_EXAMPLES calls per schema row (default 30, derandomised
so CI is reproducible); `./dev fuzz` runs a longer, random budget."""
import faulthandler
import os
import resource
import sys

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import yaten
from op_rows import ENTRY_ROWS

from schema_fuzz import ALLOWED_ERRORS, DEVICE_ERRORS, TensorRecipe, build, calls, forms_of, function_for, snapshot, unchanged

torch = pytest.importorskip("torch")

EXAMPLES = int(os.environ.get("YATEN_FUZZ_EXAMPLES", "30"))
RANDOM = os.environ.get("YATEN_FUZZ_RANDOM") == "1"
# A crash shows no falsifying example: with YATEN_FUZZ_TRACE=1 every call is
# printed before it runs, so the last one printed is the culprit.
TRACE = os.environ.get("YATEN_FUZZ_TRACE") == "1"
# Values drawn from a generator, or memory left uninitialised: compared by shape and dtype only.
NONDETERMINISTIC = {"rand", "randn", "randint", "empty", "empty_like", "new_empty", "manual_seed", "normal_", "uniform_", "dropout"}
# Random ops of issue 18 draw other streams than torch; _unique2(sorted=False) is in hash order in torch.
NONDETERMINISTIC |= {"bernoulli", "bernoulli_", "multinomial", "normal", "poisson", "randperm", "rand_like", "randn_like",
                     "randint_like", "random_", "exponential_", "geometric_", "log_normal_", "cauchy_", "_unique2"}
ROWS = [row for row in ENTRY_ROWS if forms_of(row)]
# torch 1.13 itself dies of SIGFPE on integer INT_MIN % -1; yaten answers 0.
# These are not replayed on torch when an integer operand is involved.
TORCH_TRAPS_ON_INTEGERS = {"remainder", "fmod"}
# Shifts by a negative amount or by the type's width or more are undefined in
# C++ and torch 1.13 returns what the CPU makes of them; yaten defines them as
# later torch versions do. Such calls are not replayed on torch.
SHIFTS = {"bitwise_left_shift", "bitwise_right_shift"}


def shift_out_of_range(args, result):
    if not isinstance(result, yaten.Tensor) or len(args) < 2:
        return False
    amount = args[1].numpy() if isinstance(args[1], yaten.Tensor) else np.asarray(args[1])
    width = 8 * result.detach().numpy().dtype.itemsize
    return bool(np.any((amount < 0) | (amount >= width)))


def has_integer_operand(values):
    for v in values:
        if isinstance(v, TensorRecipe) and v.array.dtype.kind in "iu":
            return True
        if isinstance(v, int) and not isinstance(v, bool):
            return True
    return False


@pytest.fixture(scope="module", autouse=True)
def bounded_memory():
    """Drawn sizes can ask for more memory than the machine has; under an
    address-space cap those allocations fail (a clean error from yaten and
    torch alike) instead of waking the OOM killer."""
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[0])
    used = pages * resource.getpagesize()
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (used + (4 << 30), hard))
    yield
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def row_id(row):
    return row["schema"].split("(")[0] + ("" if row["derived"] is None else f"[{row['derived']}]")


def test_every_op_is_fuzzed():
    names = {row["name"] for row in ENTRY_ROWS}
    fuzzed = {row["name"] for row in ROWS}
    assert names == fuzzed, f"ops.yaml ops the fuzzer cannot reach: {sorted(names - fuzzed)}"


def no_tensor_among(args):
    """torch's dtype for ops on Python numbers alone follows no rule yaten
    could copy (torch.mul(1.5, 1.5) is float64, torch.mul(1.5, 2) float32):
    such calls are compared by value only."""
    return not any(isinstance(a, (TensorRecipe, list)) for a in args)


def same_result(ours, theirs, name, check_dtype=True):
    if isinstance(theirs, (tuple, list)) and not isinstance(theirs, torch.Size):
        assert isinstance(ours, (tuple, list)) and len(ours) == len(theirs), f"{name}: {ours!r} vs torch {theirs!r}"
        for o, t in zip(ours, theirs):
            same_result(o, t, name, check_dtype)
        return
    if not isinstance(theirs, torch.Tensor):
        return
    assert isinstance(ours, yaten.Tensor), f"{name}: returned {type(ours).__name__}, torch a Tensor"
    assert tuple(ours.shape) == tuple(theirs.shape), f"{name}: shape {tuple(ours.shape)} vs torch {tuple(theirs.shape)}"
    assert not check_dtype or str(ours.dtype) == str(theirs.dtype).replace("torch.", "yaten."), f"{name}: dtype {ours.dtype} vs torch {theirs.dtype}"
    if name in NONDETERMINISTIC or ours.numel() == 0:
        return
    a, b = ours.detach().numpy(), theirs.detach().numpy()
    if a.dtype.kind == "f" or b.dtype.kind == "f":
        # yaten accumulates float32 reductions in double: where torch's float
        # intermediate overflowed to inf, yaten's finite answer is the right one.
        overflowed = np.isinf(b) & np.isfinite(a) & (np.abs(a) > 1e18)
        np.testing.assert_allclose(np.where(overflowed, b, a), b, rtol=2e-4, atol=1e-5, equal_nan=True, err_msg=name)
    else:
        np.testing.assert_array_equal(a, b, err_msg=name)


def check(call):
    row = call.row
    name = row["name"]
    fn = function_for(yaten, row, call.form)
    args, kwargs = build(call.args, yaten), build(call.kwargs, yaten)
    before = snapshot((args, kwargs))
    if TRACE:
        print(repr(call), file=sys.stderr, flush=True)
    try:
        ours = fn(*args, **kwargs)
    except ALLOWED_ERRORS as e:
        assert str(e), f"{name}: {type(e).__name__} without a message"
        assert unchanged(before), f"{name}: a failed call ({type(e).__name__}: {e}) modified an input"
        return
    except DEVICE_ERRORS as e:
        assert unchanged(before), f"{name}: a failed call ({type(e).__name__}: {e}) modified an input"
        try:
            their_args, their_kwargs = build(call.args, torch), build(call.kwargs, torch)
        except Exception:
            return  # a recipe torch cannot take (a numpy scalar for from_numpy)
        # torch raises the same, or refuses an argument first that yaten takes loosely (a number for a Tensor).
        with pytest.raises((type(e), TypeError)):
            function_for(torch, row, call.form)(*their_args, **their_kwargs)
        return
    except BaseException as e:
        raise AssertionError(f"{name}: raised {type(e).__name__}: {e}") from e
    if call.form == "internal":
        return
    if name in SHIFTS and shift_out_of_range(args, ours):
        return
    if name in TORCH_TRAPS_ON_INTEGERS and has_integer_operand(call.args + list(call.kwargs.values())):
        return
    try:
        theirs = function_for(torch, row, call.form)(*build(call.args, torch), **build(call.kwargs, torch))
    except Exception:
        return  # torch refuses it; yaten answered without crashing, which is all it owes
    same_result(ours, theirs, name, check_dtype=not no_tensor_among(call.args + list(call.kwargs.values())))


@pytest.mark.parametrize("row", ROWS, ids=[row_id(r) for r in ROWS])
def test_fuzz(row):
    @settings(max_examples=EXAMPLES, deadline=None, derandomize=not RANDOM, database=None,
              suppress_health_check=list(HealthCheck))
    @given(call=calls(row, forms_of(row)))
    def run(call):
        check(call)

    # A hang is a failure too: dump every thread's stack and stop the run.
    faulthandler.dump_traceback_later(120, exit=True)
    try:
        run()
    finally:
        faulthandler.cancel_dump_traceback_later()
