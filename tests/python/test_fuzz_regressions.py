"""Failures the schema fuzzer (test_fuzz_ops.py) found, kept as plain tests."""
import math

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


@pytest.mark.parametrize("shape", [(0,), (2, 0), (0, 3, 0)])
def test_numpy_of_an_empty_tensor(shape):
    t = yaten.zeros(shape)
    assert t.numpy().shape == shape


def test_a_lone_int_list_is_spread_only_when_it_is_the_only_positional():
    t = yaten.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    # dim=0, keepdim=True; not dims [0, 1].
    assert t.logsumexp(0, True).shape == (1, 3)
    np.testing.assert_allclose(t.logsumexp(0, True).numpy(), torch.tensor(t.tolist()).logsumexp(0, True).numpy(), rtol=1e-6)
    assert t.view(3, 2).shape == (3, 2)
    assert t.permute(1, 0).shape == (3, 2)
    assert yaten.zeros(2, 3).shape == (2, 3)


@pytest.mark.parametrize("call", [
    lambda: yaten.zeros([2**64]),
    lambda: yaten.ones(3).sum(2**64),
    lambda: yaten.cumsum(yaten.ones(3), 2**64),
    lambda: yaten.ones(3).reshape([-(2**70)]),
    lambda: yaten.ones(2, 2).permute(0, 2**63),
])
def test_ints_beyond_int64_are_a_runtime_error_naming_the_op(call):
    with pytest.raises(RuntimeError, match=r"\w+\(\): Overflow when unpacking long"):
        call()


def test_relu_keeps_nan():
    out = yaten.relu(yaten.tensor([math.nan, -1.0, 2.0]))
    assert math.isnan(out[0].item()) and out[1:].tolist() == [0.0, 2.0]


@pytest.mark.parametrize("op", ["remainder", "fmod"])
@pytest.mark.parametrize("dtype", ["int32", "int64"])
def test_integer_min_modulo_minus_one_is_zero_not_a_trap(op, dtype):
    low = -(2**31) if dtype == "int32" else -(2**63)
    t = yaten.tensor([low, 7, -7], dtype=getattr(yaten, dtype))
    assert getattr(t, op)(-1).tolist() == [0, 0, 0]


def test_linspace_of_one_step_is_start():
    assert yaten.linspace(1.5, 0, 1).tolist() == [1.5]
    assert yaten.linspace(2, 5, 2).tolist() == [2.0, 5.0]


def test_clamp_to_a_nan_bound_follows_torch():
    # torch 1.13: NaN when both bounds are given and one is NaN; a lone NaN bound changes nothing.
    assert math.isnan(yaten.clamp(yaten.tensor(4, dtype=yaten.uint8), 0, math.nan).item())
    assert math.isnan(yaten.tensor([1.0]).clamp(math.nan, 2).item())
    assert yaten.tensor([1.0]).clamp(min=math.nan).item() == 1.0
    assert yaten.clamp(yaten.tensor(4, dtype=yaten.uint8), math.nan).item() == 4.0
    assert yaten.tensor([1.0]).clamp(max=math.nan).item() == 1.0
    assert math.isnan(yaten.tensor([math.nan]).clamp(0, 1).item())
