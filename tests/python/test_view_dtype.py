"""Tensor.view(dtype) (torch's view.dtype): the same memory read as another
dtype, compared with torch: shape, strides and offset, writes through both
ways, no gradient, and torch's errors for the layouts it refuses."""
import pytest

import yaten

torch = pytest.importorskip("torch")


def arange_grid(lib):
    return lib.arange(24, dtype=lib.float32).reshape(2, 3, 4)


def flat(lib):
    return lib.arange(40, dtype=lib.float32)


CASES = [
    lambda lib: arange_grid(lib).view(lib.int32),
    lambda lib: arange_grid(lib).view(lib.float64),
    lambda lib: arange_grid(lib).view(lib.int16),
    lambda lib: arange_grid(lib).view(lib.uint8),
    lambda lib: arange_grid(lib).view(lib.bool),
    lambda lib: arange_grid(lib).view(dtype=lib.bfloat16),
    lambda lib: arange_grid(lib)[:, 1:, :].view(lib.float64),
    lambda lib: lib.ones(2, 3, dtype=lib.float64)[:, 1:].view(lib.float32),
    lambda lib: lib.ones(2, 2, dtype=lib.float64).view(1, 4).view(lib.float16),
    lambda lib: lib.tensor(1.0).view(lib.int32),
    lambda lib: lib.empty(0, 4).view(lib.float64),
    lambda lib: lib.arange(6, dtype=lib.int64).view(lib.float64),
    # refused
    lambda lib: arange_grid(lib)[:, :, 1:].view(lib.float64),
    lambda lib: arange_grid(lib)[:, :, 1:3].view(lib.float64),
    lambda lib: arange_grid(lib).transpose(0, 2).view(lib.float64),
    lambda lib: arange_grid(lib).transpose(0, 2).view(lib.int16),
    lambda lib: arange_grid(lib)[:, :, ::2].view(lib.float64),
    lambda lib: lib.tensor(1.0).view(lib.float64),
    lambda lib: lib.tensor(2.0).view(lib.int16),
    lambda lib: lib.empty(2, 0).view(lib.float64),
    lambda lib: flat(lib)[1:].as_strided((2, 2), (4, 2), 1).view(lib.float64),
    lambda lib: flat(lib).as_strided((2, 2), (3, 1), 0).view(lib.float64),
]


def outcome(lib, case):
    try:
        r = case(lib)
    except RuntimeError as e:
        return "RuntimeError", str(e)
    return (str(r.dtype).split(".")[1], tuple(r.shape), r.stride(), r.storage_offset(), r.requires_grad,
            r.contiguous().view(-1).tolist())


@pytest.mark.parametrize("case", CASES, ids=range(len(CASES)))
def test_view_dtype_as_torch(case):
    assert outcome(yaten, case) == outcome(torch, case)


@pytest.mark.parametrize("lib", [yaten, torch], ids=["yaten", "torch"])
def test_writes_go_through_both_ways(lib):
    x = lib.ones(2, 4)
    bits = x.view(lib.int32)
    bits[0, 0] = 0
    x[1, 1] = 2.0
    assert x[0, 0].item() == 0.0
    assert bits[1, 1].item() == 0x40000000
    wide = x.view(lib.float64)
    wide[1, 1] = 0.0
    assert x[1, 2:].tolist() == [0.0, 0.0]


def test_no_gradient_flows_as_in_torch():
    for lib in (yaten, torch):
        y = lib.ones(2, 4, requires_grad=True)
        for dtype in (lib.float32, lib.float64, lib.int32):
            v = y.view(dtype)
            assert not v.requires_grad and v.grad_fn is None and v is not y


def test_size_overload_still_chosen_for_ints():
    x = yaten.arange(6.0)
    assert x.view(2, 3).shape == (2, 3) and x.view((3, 2)).dtype == yaten.float32
