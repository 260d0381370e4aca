"""max_pool2d's 2x2 kernel (runtime/kernels/pooling/pool2d.cpp) against
torch on the values where the first maximum, ties, signed zeros and NaN
decide the answer and the index: values, indices and the gradient."""
import numpy as np
import pytest
import torch

import yaten


def special_values(rng, shape):
    """Random values with ties, +-0, +-inf and a NaN in some rows."""
    x = rng.standard_normal(shape)
    flat = x.reshape(-1)
    picks = rng.choice(flat.size, size=(5, flat.size // 8), replace=False)
    flat[picks[0]] = 0.0
    flat[picks[1]] = -0.0
    flat[picks[2]] = 1.5  # ties
    flat[picks[3]] = np.inf
    flat[picks[4]] = -np.inf
    flat[rng.choice(flat.size, size=3, replace=False)] = np.nan
    return x


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("shape", [(6, 5, 8, 8), (3, 4, 9, 7), (2, 1, 2, 2), (5, 4, 6)])
def test_max_pool2d_2x2_values_indices_and_gradient_match_torch(shape, dtype, rng):
    x = special_values(rng, shape).astype(dtype)
    results = []
    for lib in (yaten, torch):
        X = lib.tensor(x, requires_grad=True)
        out, idx = lib.nn.functional.max_pool2d(X, 2, return_indices=True)
        out.backward(lib.ones_like(out))
        results.append((out.detach().numpy(), idx.numpy(), X.grad.numpy()))
    (out, idx, grad), (t_out, t_idx, t_grad) = results
    np.testing.assert_array_equal(idx, t_idx)
    np.testing.assert_array_equal(out, t_out)
    np.testing.assert_array_equal(np.signbit(out), np.signbit(t_out))
    np.testing.assert_array_equal(grad, t_grad)


def test_max_pool2d_2x2_of_a_plane_of_equal_values_takes_the_first(rng):
    x = np.full((1, 2, 4, 4), 3.0, np.float32)
    _, idx = yaten.nn.functional.max_pool2d(yaten.tensor(x), 2, return_indices=True)
    _, t_idx = torch.nn.functional.max_pool2d(torch.tensor(x), 2, return_indices=True)
    np.testing.assert_array_equal(idx.numpy(), t_idx.numpy())
