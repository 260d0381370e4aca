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
    lambda: yaten.ones(3).sum(2**64),
    lambda: yaten.cumsum(yaten.ones(3), 2**64),
])
def test_ints_beyond_int64_are_a_runtime_error_naming_the_op(call):
    with pytest.raises(RuntimeError, match=r"\w+\(\): Overflow when unpacking long"):
        call()


@pytest.mark.parametrize("call", [
    lambda: yaten.zeros([2**64]),
    lambda: yaten.ones(3).reshape([-(2**70)]),
    lambda: yaten.ones(2, 2).permute(0, 2**63),
])
def test_int_list_items_beyond_int64_are_torchs_type_error(call):
    """As torch: an int list's item that does not fit is a wrong item type (test_arg_errors compares the texts)."""
    with pytest.raises(TypeError, match=r"\w+\(\): argument '\w+' must be tuple of ints, but found element of type int"):
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


def test_reducing_an_empty_view_whose_outer_dim_is_zero():
    # (0, 2) with strides (1, 1): the strided walk kept the 0 as an outer dim
    # and divided by it (SIGFPE), found by the long fuzz run.
    x = yaten.zeros(2, 0, dtype=yaten.int64).t()
    assert yaten.prod(x).item() == 1 and x.sum().item() == 0
    assert tuple(yaten.zeros(2, 0).t().sum(1).shape) == (0,)
    assert tuple(yaten.zeros(3, 0, 2).permute(1, 2, 0).mean((0, 1)).shape) == (3,)


def test_norm_of_nothing_with_a_negative_order():
    # torch.norm gives 0 (pow(0, 1/p) would be inf); linalg.vector_norm refuses, as torch's.
    assert yaten.norm(yaten.tensor([]), -3).item() == 0.0
    assert yaten.norm(yaten.zeros(0, 3), -1, 0).tolist() == [0.0, 0.0, 0.0]
    with pytest.raises(RuntimeError, match="linalg.vector_norm cannot compute the -3 norm on an empty tensor"):
        yaten.linalg.vector_norm(yaten.tensor([]), -3)
    with pytest.raises(RuntimeError, match="on the dimension 0"):
        yaten.linalg.vector_norm(yaten.zeros(0, 3), -1, 0)
    assert tuple(yaten.linalg.vector_norm(yaten.zeros(0, 3), -1, 1).shape) == (0,)


def test_strides_of_an_empty_tensor_wrap_past_int64_as_torchs():
    # The product of the non-empty dims overflows int64; UBSan caught the
    # signed overflow. torch's strides wrap around; so do ours.
    shape = (0, 3, 2**62)
    t = yaten.empty(shape)
    assert t.shape == shape and t.numel() == 0
    assert t.stride() == torch.empty(shape).stride()
