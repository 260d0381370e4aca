"""Pointwise and softmax outputs of 8 MiB and more are written with streaming
stores (runtime/simd/row.h's kStreamBytes; rows-inl.h's StreamVectors,
row_ops-inl.h's StoreEachVector): the values are those of the ordinary
stores, element for element, whatever the output's alignment and wherever
the threads' chunks start, and torch's."""
import numpy as np
import pytest

import yaten
import yaten.nn.functional as F

torch = pytest.importorskip("torch")

N = 3 * 2**20 + 7  # 12 MiB of float32, not a whole number of vectors

CALLS = {
    "exp": lambda m, x, y: x.exp(),
    "mul": lambda m, x, y: x * y,
    "add with a number": lambda m, x, y: x + 2.5,
    "number minus": lambda m, x, y: 1.5 - x,
    "silu": lambda m, x, y: m.nn.functional.silu(x),
    "gelu backward": lambda m, x, y: (m.ops.aten.gelu_backward(y, x) if m is torch
                                      else m._C._internal.gelu_backward(y, x, "none")),
}


def inputs(lib, offset, dtype):
    rng = np.random.default_rng(3)
    x = lib.tensor(rng.standard_normal(N + offset).astype(dtype))[offset:]
    y = lib.tensor(rng.standard_normal(N + offset).astype(dtype))[offset:]
    return x, y


@pytest.mark.parametrize("offset", [0, 3])
@pytest.mark.parametrize("name", sorted(CALLS))
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_large_pointwise_outputs_equal_small_ones_and_torch(name, offset, dtype):
    call = CALLS[name]
    x, y = inputs(yaten, offset, dtype)
    big = call(yaten, x, y)
    # Pieces far below kStreamBytes take the ordinary stores.
    pieces = yaten.cat([call(yaten, x[i:i + 100003], y[i:i + 100003]) for i in range(0, N, 100003)])
    np.testing.assert_array_equal(big.numpy(), pieces.numpy())
    xt, yt = inputs(torch, offset, dtype)
    np.testing.assert_allclose(big.numpy(), call(torch, xt, yt).numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("offset", [0, 5])
def test_large_in_place_op_on_an_unaligned_view_equals_torch(offset):
    a = np.random.default_rng(4).standard_normal(N + offset).astype(np.float32)
    ours, theirs = yaten.tensor(a), torch.tensor(a)
    ours[offset:].mul_(3).add_(ours[offset:])
    theirs[offset:].mul_(3).add_(theirs[offset:])
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_large_softmax_and_its_gradient_equal_small_ones_and_torch(op, dtype):
    rng = np.random.default_rng(5)
    shape = (3001, 1001)  # rows that start anywhere in a vector
    a, g = rng.standard_normal(shape).astype(dtype), rng.standard_normal(shape).astype(dtype)
    results = {}
    for lib in (yaten, torch):
        x = lib.tensor(a, requires_grad=True)
        y = getattr(lib, op)(x, -1)
        y.backward(lib.tensor(g))
        results[lib] = (y, x.grad)
    pieces = []
    for i in range(0, shape[0], 500):  # far below kStreamBytes
        x = yaten.tensor(a[i:i + 500], requires_grad=True)
        y = getattr(yaten, op)(x, -1)
        y.backward(yaten.tensor(g[i:i + 500]))
        pieces.append((y, x.grad))
    for k in range(2):
        big = results[yaten][k].detach().numpy()
        np.testing.assert_array_equal(big, np.concatenate([p[k].detach().numpy() for p in pieces]))
        np.testing.assert_allclose(big, results[torch][k].detach().numpy(), rtol=1e-5, atol=1e-6)
