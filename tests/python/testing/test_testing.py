"""yaten.testing.assert_close and make_tensor against torch.testing's."""
import math

import numpy as np
import pytest
import torch
import torch.testing

import yaten
import yaten.testing


def both(lib, value):
    """value with its numpy arrays as lib tensors (recursively)."""
    if isinstance(value, np.ndarray):
        return lib.tensor(value) if value.dtype != np.float32 else lib.tensor(value, dtype=lib.float32)
    if isinstance(value, list):
        return [both(lib, v) for v in value]
    if isinstance(value, dict):
        return {k: both(lib, v) for k, v in value.items()}
    return value


CASES = [
    (np.array([1.0, 2.0, 3.0], np.float32), np.array([1.0, 2.5, 3.0], np.float32), {}),
    (np.array([1.0, 2.0, 3.0], np.float32), np.array([1.0, 2.0 + 1e-6, 3.0], np.float32), {}),
    (np.array([1.0, 2.0]), np.array([1.0, 2.0 + 1e-6]), {}),
    (np.array([1.0, 2.0]), np.array([1.0, 2.0, 3.0]), {}),
    (np.array([1.0], np.float32), np.array([1.0]), {}),
    (np.array([1.0], np.float32), np.array([1.0]), dict(check_dtype=False)),
    (1.0, 1.5, {}), (1, 2, {}), (True, False, {}), (1.0, 1.0 + 1e-9, {}),
    ([np.array(1.0), {"a": np.array([2.0])}], [np.array(1.0), {"a": np.array([3.0])}], {}),
    ([1, 2], [1, 2, 3], {}), ({"a": 1}, {"b": 1}, {}),
    (np.array([[1, 2], [3, 4]]), np.array([[1, 2], [3, 5]]), {}),
    (np.array([math.nan]), np.array([math.nan]), {}), (np.array([math.nan]), np.array([math.nan]), dict(equal_nan=True)),
    (np.array([math.inf, 1.0]), np.array([math.inf, 1.0]), {}),
    (np.array([1.0]), np.array([1.1]), dict(rtol=0.2, atol=0)), (np.array([1.0]), np.array([1.1]), dict(rtol=0.01)),
    (np.array([1.0]), np.array([1.1]), dict(msg="custom")), (np.array([True]), np.array([False]), {}),
    (np.array(1.0), 1.0, {}),
]


def outcome(lib, actual, expected, options):
    module = yaten.testing if lib is yaten else torch.testing
    try:
        module.assert_close(both(lib, actual), both(lib, expected), **options)
    except Exception as error:
        return type(error).__name__, str(error).replace("yaten._tensor.Tensor", "torch.Tensor").replace("yaten",
                                                                                                        "torch")
    return "ok", ""


@pytest.mark.parametrize("actual,expected,options", CASES)
def test_assert_close_matches_torch(actual, expected, options):
    assert outcome(yaten, actual, expected, options) == outcome(torch, actual, expected, options)


@pytest.mark.parametrize("dtype", ["float32", "float64", "int64", "int32", "uint8", "bool"])
def test_make_tensor_shape_dtype_and_range(dtype):
    ydtype = getattr(yaten, dtype)
    t = yaten.testing.make_tensor(3, 4, dtype=ydtype)
    assert tuple(t.shape) == (3, 4) and t.dtype == ydtype
    values = t.numpy()
    if dtype != "bool":
        low = 0 if dtype == "uint8" else -9
        assert values.min() >= low and values.max() <= 10
    bounded = yaten.testing.make_tensor((50,), dtype=ydtype, low=2, high=5, exclude_zero=True) \
        if dtype != "bool" else None
    if bounded is not None:
        assert bounded.numpy().min() >= 2 and bounded.numpy().max() <= 5
    odd = yaten.testing.make_tensor(4, 5, dtype=ydtype, noncontiguous=True, requires_grad=dtype == "float64")
    assert not odd.is_contiguous() and odd.requires_grad == (dtype == "float64")


def test_make_tensor_exclude_zero_and_bad_range():
    t = yaten.testing.make_tensor(200, dtype=yaten.int64, low=-1, high=2, exclude_zero=True)
    assert 0 not in t.tolist()
    with pytest.raises(ValueError):
        yaten.testing.make_tensor(2, dtype=yaten.float32, low=3, high=1)
    with pytest.raises(ValueError):
        torch.testing.make_tensor(2, dtype=torch.float32, device="cpu", low=3, high=1)


def test_assert_close_check_stride_as_torch():
    for lib in (yaten, torch):
        transposed = lib.ones(2, 3).t().contiguous().t()
        lib.testing.assert_close(lib.ones(2, 3), transposed)
        with pytest.raises(AssertionError, match=r"The values for attribute 'stride\(\)' do not match: "
                                                 r"\(3, 1\) != \(1, 2\)\."):
            lib.testing.assert_close(lib.ones(2, 3), transposed, check_stride=True)
