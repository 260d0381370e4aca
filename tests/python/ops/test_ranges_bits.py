"""linspace and logspace give torch's bits in every dtype: a script that
builds a grid (an x axis, positional frequencies, a learning-rate sweep) and
compares values or uses them as indices sees the same numbers.

torch fills a range on one thread (its default here) in blocks of two
vectors; its threads would start their blocks at their own part's start, so
the comparison runs torch on one thread."""
import random

import numpy as np
import pytest
import torch

import yaten

DTYPES = ["float32", "float64", "float16", "bfloat16", "int64", "int32", "int16", "int8", "uint8"]


@pytest.fixture(autouse=True)
def torch_on_one_thread():
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def ends(rng, dtype):
    if dtype == "uint8":
        return rng.randint(0, 250), rng.randint(0, 250)
    if dtype == "int8":
        return rng.randint(-100, 100), rng.randint(-100, 100)
    if dtype.startswith("int"):
        return rng.randint(-10000, 10000), rng.randint(-10000, 10000)
    return rng.uniform(-1e3, 1e3), rng.uniform(-1e3, 1e3)


def as_numpy(t):
    return (t.float() if t.dtype in (torch.bfloat16, yaten.bfloat16) else t).numpy()


def outcome(call, lib):
    try:
        return as_numpy(call(lib))
    except Exception as e:  # noqa: BLE001 - the exception is what is compared
        return f"{type(e).__name__}: {e}"


def assert_same_bits(call):
    theirs, ours = outcome(call, torch), outcome(call, yaten)
    if isinstance(theirs, str) or isinstance(ours, str):
        assert ours == theirs
    else:
        np.testing.assert_array_equal(ours, theirs)


@pytest.mark.parametrize("dtype", DTYPES)
def test_linspace_bits(dtype):
    rng = random.Random(dtype)
    for _ in range(60):
        start, end = ends(rng, dtype)
        # Short ranges (the scalar tail alone), vector blocks, and past
        # torch's grain, where a second thread would start a part.
        steps = rng.choice([rng.randint(0, 40), rng.randint(40, 400), rng.randint(32768, 70000)])
        assert_same_bits(lambda m: m.linspace(start, end, steps, dtype=getattr(m, dtype)))


@pytest.mark.parametrize("ends_and_steps", [(0.0, float("inf"), 5), (float("nan"), 1.0, 3), (5, 5, 4),
                                            (-float("inf"), float("inf"), 4), (1, 2, 1), (1, 2, 0),
                                            (1e38, -1e38, 7), (3, -2, 40)])
@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "float16"])
def test_linspace_edges(ends_and_steps, dtype):
    assert_same_bits(lambda m: m.linspace(*ends_and_steps, dtype=getattr(m, dtype)))


def test_linspace_out_bits():
    def call(m):
        out = m.empty(0)
        m.linspace(-3.7, 11.3, 1001, out=out)
        return out
    assert_same_bits(call)


@pytest.mark.parametrize("dtype", DTYPES + ["bool"])
def test_logspace_bits(dtype):
    rng = random.Random(dtype)
    for _ in range(80):
        if dtype in ("float32", "float64", "float16", "bfloat16"):
            start, end = rng.uniform(-5, 5), rng.uniform(-5, 5)
        else:
            start, end = rng.randint(-3, 12), rng.randint(-3, 12)
        steps = rng.choice([0, 1, 2, rng.randint(0, 300)])
        base = rng.choice([10.0, 2.0, 2.5, 0.5, -2.0])
        # float16 is refused past one step, and a power out of an integer
        # dtype's range is refused in a single step's fill, as in torch.
        assert_same_bits(lambda m: m.logspace(start, end, steps, base=base, dtype=getattr(m, dtype)))
