"""The 1-D pools, lp pools and max unpooling against torch 1.13: values and
gradients, modules and functions, and their errors."""
import numpy as np
import pytest
import torch

import yaten

from nn_compare import assert_same_run

CASES = {
    "avg_pool1d": lambda nn: nn.AvgPool1d(3, 2, 1),
    "avg_pool1d_ceil_exclude_pad": lambda nn: nn.AvgPool1d(3, 2, 1, ceil_mode=True, count_include_pad=False),
    "max_pool1d": lambda nn: nn.MaxPool1d(3),
    "max_pool1d_dilated_indices": lambda nn: nn.MaxPool1d(2, 1, 1, dilation=2, return_indices=True, ceil_mode=True),
    "adaptive_avg_pool1d": lambda nn: nn.AdaptiveAvgPool1d(4),
    "adaptive_max_pool1d": lambda nn: nn.AdaptiveMaxPool1d(4),
    "adaptive_max_pool1d_indices": lambda nn: nn.AdaptiveMaxPool1d(5, return_indices=True),
    "lp_pool1d": lambda nn: nn.LPPool1d(2, 3, 2),
    "lp_pool1d_p3_ceil": lambda nn: nn.LPPool1d(3, 2, ceil_mode=True),
}


@pytest.mark.parametrize("shape", [(2, 3, 9), (3, 7)], ids=["batched", "unbatched"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_1d_pool_matches_torch(case, shape, rng):
    theirs, ours = CASES[case](torch.nn), CASES[case](yaten.nn)
    x = rng.uniform(0.1, 2.0, shape)  # positive, so lp_pool's power is defined for every p
    assert_same_run(theirs, ours, [x])
    assert repr(ours) == repr(theirs)


@pytest.mark.parametrize("kwargs", [dict(norm_type=2, kernel_size=2), dict(norm_type=1.5, kernel_size=(3, 2), stride=1)])
def test_lp_pool2d_matches_torch(kwargs, rng):
    theirs, ours = torch.nn.LPPool2d(**kwargs), yaten.nn.LPPool2d(**kwargs)
    assert_same_run(theirs, ours, [rng.uniform(0.1, 2.0, (2, 3, 6, 5))])


@pytest.mark.parametrize("output_size", [(3, 2), 4, (None, 3)])
def test_adaptive_max_pool2d_matches_torch(output_size, rng):
    theirs = torch.nn.AdaptiveMaxPool2d(output_size, return_indices=True)
    ours = yaten.nn.AdaptiveMaxPool2d(output_size, return_indices=True)
    assert_same_run(theirs, ours, [rng.standard_normal((2, 3, 7, 5))])
    assert_same_run(theirs, ours, [rng.standard_normal((3, 6, 6))])
    assert repr(ours) == repr(theirs)


POOLS_3D = {
    "avg_pool3d": lambda nn: nn.AvgPool3d(2),
    "avg_pool3d_padded_ceil_exclude_pad": lambda nn: nn.AvgPool3d((3, 2, 3), (2, 1, 2), (1, 0, 1), ceil_mode=True,
                                                                  count_include_pad=False),
    "avg_pool3d_divisor": lambda nn: nn.AvgPool3d(3, 2, 1, divisor_override=5),
    "max_pool3d": lambda nn: nn.MaxPool3d(2),
    "max_pool3d_dilated_padded_ceil_indices": lambda nn: nn.MaxPool3d((2, 3, 2), (1, 2, 2), (1, 1, 0), dilation=(2, 1, 1),
                                                                      ceil_mode=True, return_indices=True),
    "adaptive_avg_pool3d": lambda nn: nn.AdaptiveAvgPool3d((2, 3, None)),
    "adaptive_max_pool3d_indices": lambda nn: nn.AdaptiveMaxPool3d((3, 2, 4), return_indices=True),
}


@pytest.mark.parametrize("shape", [(2, 3, 5, 6, 7), (2, 4, 5, 6)], ids=["batched", "unbatched"])
@pytest.mark.parametrize("case", sorted(POOLS_3D))
def test_3d_pool_matches_torch(case, shape, rng):
    theirs, ours = POOLS_3D[case](torch.nn), POOLS_3D[case](yaten.nn)
    assert_same_run(theirs, ours, [rng.standard_normal(shape)])
    assert repr(ours) == repr(theirs)


def test_max_pool3d_indices_unpool_nothing_but_the_maxima(rng):
    x = yaten.tensor(rng.standard_normal((1, 2, 4, 4, 4)))
    values, indices = yaten.nn.functional.max_pool3d(x, 2, return_indices=True)
    np.testing.assert_array_equal(x.flatten(2).gather(2, indices.flatten(2)).numpy(), values.flatten(2).numpy())


@pytest.mark.parametrize("spatial,shape,kernel,stride,padding", [
    (2, (2, 3, 6, 7), 2, None, 0), (2, (3, 7, 7), 3, 2, 1), (1, (2, 3, 9), 3, 2, 1), (1, (2, 8), 2, None, 0),
    (3, (1, 2, 4, 5, 4), 2, None, 0), (3, (2, 5, 5, 5), 3, 2, 1)])
def test_max_unpool_inverts_max_pool_as_torch(spatial, shape, kernel, stride, padding, rng):
    x = rng.standard_normal(shape)
    results = []
    for lib in (torch, yaten):
        nn = lib.nn
        pool = getattr(nn, f"MaxPool{spatial}d")(kernel, stride, padding, return_indices=True)
        unpool = getattr(nn, f"MaxUnpool{spatial}d")(kernel, stride, padding)
        xt = lib.tensor(x, requires_grad=True)
        pooled, indices = pool(xt)
        out = unpool(pooled, indices, output_size=xt.shape[-spatial:])
        (out * lib.tensor(np.arange(out.numel()).reshape(tuple(out.shape)) * 1.0)).sum().backward()
        results.append((out.detach().numpy(), xt.grad.numpy(), indices.numpy()))
    for theirs, ours in zip(*results):
        np.testing.assert_allclose(ours, theirs)


def test_max_unpool_errors_as_torch():
    F = yaten.nn.functional
    x, idx = yaten.zeros(1, 1, 2, 2), yaten.tensor([[[[0, 1], [2, 30]]]])
    with pytest.raises(RuntimeError, match="Found an invalid max index"):
        F.max_unpool2d(x, idx, 2)
    with pytest.raises(ValueError, match="invalid output_size"):
        F.max_unpool2d(x, yaten.zeros(1, 1, 2, 2, dtype=yaten.int64), 2, output_size=(9, 9))


def test_1d_pools_refuse_4d_input():
    with pytest.raises(RuntimeError, match="max_pool1d: Expected 2D or 3D"):
        yaten.nn.functional.max_pool1d(yaten.zeros(1, 2, 3, 4), 2)


@pytest.mark.parametrize("dims", [1, 2, 3])
@pytest.mark.parametrize("kernel,stride,padding,ceil_mode", [(2, 2, 0, False), (3, 1, 1, False), (3, 2, 1, True)])
@pytest.mark.parametrize("count_include_pad", [True, False])
@pytest.mark.parametrize("divisor_override", [None, 3])
def test_avg_pools_of_int64_divide_each_window_sum_in_integers_as_torch(dims, kernel, stride, padding, ceil_mode,
                                                                        count_include_pad, divisor_override, rng):
    if dims == 1 and divisor_override is not None:
        pytest.skip("avg_pool1d takes no divisor_override")
    x = rng.integers(-50, 50, (2, 3, 5, 6, 7)[-(dims + 2):])  # negative sums too: truncated toward zero
    kwargs = dict(ceil_mode=ceil_mode, count_include_pad=count_include_pad)
    if divisor_override is not None:
        kwargs["divisor_override"] = divisor_override
    pool = f"avg_pool{dims}d"
    theirs = getattr(torch.nn.functional, pool)(torch.tensor(x), kernel, stride, padding, **kwargs)
    ours = getattr(yaten.nn.functional, pool)(yaten.tensor(x), kernel, stride, padding, **kwargs)
    assert ours.dtype == yaten.int64
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())


@pytest.mark.parametrize("dtype", ["int32", "int16", "uint8", "bool"])
def test_avg_pool2d_refuses_other_integers_as_torch(dtype):
    with pytest.raises(RuntimeError, match="not implemented for"):
        torch.nn.functional.avg_pool2d(torch.ones(1, 4, 4, dtype=getattr(torch, dtype)), 2)
    with pytest.raises(RuntimeError, match=r"\"avg_pool2d\" not implemented for"):
        yaten.nn.functional.avg_pool2d(yaten.ones(1, 4, 4, dtype=getattr(yaten, dtype)), 2)
