"""nn.grad (conv1d/2d/3d_input and _weight) against torch: values for
strided, padded, dilated and grouped convolutions, and a gradient through
them when their operands require grad."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

CASES = [(1, (2, 4, 9), (6, 2, 3), dict(stride=2, padding=1, groups=2)),
         (2, (2, 3, 7, 8), (4, 3, 3, 2), dict(stride=(2, 1), dilation=(1, 2))),
         (3, (1, 2, 5, 6, 5), (3, 2, 2, 3, 2), dict(padding=1, stride=2))]


@pytest.mark.parametrize("dims, input_size, weight_size, options", CASES, ids=["1d", "2d", "3d"])
def test_conv_gradients_as_torch(dims, input_size, weight_size, options, rng):
    x, w = rng.standard_normal(input_size), rng.standard_normal(weight_size)
    out_shape = tuple(getattr(torch.nn.functional, f"conv{dims}d")(torch.tensor(x), torch.tensor(w), **options).shape)
    g = rng.standard_normal(out_shape)
    results = []
    for lib in (yaten, torch):
        weight = lib.tensor(w, requires_grad=True)
        grad_input = getattr(lib.nn.grad, f"conv{dims}d_input")(input_size, weight, lib.tensor(g), **options)
        grad_weight = getattr(lib.nn.grad, f"conv{dims}d_weight")(lib.tensor(x), weight_size, lib.tensor(g),
                                                                   **options)
        grad_input.pow(2).sum().backward()
        results.append((grad_input.detach().numpy(), grad_weight.numpy(), weight.grad.numpy()))
    for mine, its in zip(*results):
        np.testing.assert_allclose(mine, its, rtol=1e-10, atol=1e-12)
    assert yaten.nn.functional.grad is yaten.nn.grad
