"""fractional_max_pool2d / 3d and FractionalMaxPool2d / 3d against torch:
outputs, indices and gradients for given samples in float32 and float64,
output_ratio, drawn samples (windows inside the input, the maximum of each),
return_indices, the modules' buffer, and torch's errors."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

CASES = [
    (2, (2, 3, 9, 8), (3, 2), dict(output_size=(4, 5))),
    (2, (3, 7, 7), 2, dict(output_size=3)),
    (2, (1, 2, 10, 9), 3, dict(output_ratio=(0.5, 0.7))),
    (3, (2, 2, 7, 6, 8), (2, 3, 2), dict(output_size=(3, 2, 4))),
    (3, (2, 6, 5, 7), 2, dict(output_ratio=0.6)),
]


def run(lib, dims, x, samples, kernel, options, dtype, grad):
    inp = lib.tensor(x.astype(dtype), requires_grad=True)
    pool = getattr(lib.nn.functional, f"fractional_max_pool{dims}d")
    out, indices = pool(inp, kernel, return_indices=True, _random_samples=lib.tensor(samples.astype(dtype)),
                        **options)
    out.backward(lib.tensor(grad.astype(dtype)))
    return out.detach().numpy(), indices.numpy(), inp.grad.numpy()


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("case", range(len(CASES)))
def test_fractional_max_pool_matches_torch_for_given_samples(case, dtype, rng):
    dims, shape, kernel, options = CASES[case]
    x = rng.standard_normal(shape)
    batch = 1 if len(shape) == dims + 1 else shape[0]
    samples = rng.uniform(0, 1, (batch, shape[-dims - 1], dims))
    expected_shape = tuple(getattr(torch.nn.functional, f"fractional_max_pool{dims}d")(
        torch.tensor(x), kernel, _random_samples=torch.tensor(samples), **options).shape)
    grad = rng.standard_normal(expected_shape)
    ours = run(yaten, dims, x, samples, kernel, options, dtype, grad)
    theirs = run(torch, dims, x, samples, kernel, options, dtype, grad)
    for mine, its in zip(ours, theirs):
        np.testing.assert_array_equal(mine, its)


@pytest.mark.parametrize("dims", [2, 3])
def test_drawn_samples_pick_window_maxima(dims):
    x = yaten.randn(2, 3, *([9] * dims), dtype=yaten.float64)
    out, indices = getattr(yaten.nn.functional, f"fractional_max_pool{dims}d")(x, 2, output_size=4,
                                                                               return_indices=True)
    assert tuple(out.shape) == (2, 3) + (4,) * dims
    flat = x.reshape(2, 3, -1)
    np.testing.assert_array_equal(out.reshape(2, 3, -1).numpy(), flat.gather(-1, indices.reshape(2, 3, -1)).numpy())
    assert int(indices.min()) >= 0 and int(indices.max()) < 9 ** dims


def test_modules_as_torch(rng):
    x = rng.standard_normal((2, 3, 8, 8))
    samples = rng.uniform(0, 1, (2, 3, 2))
    results = []
    for lib in (yaten, torch):
        module = lib.nn.FractionalMaxPool2d(3, output_ratio=0.5, return_indices=True,
                                            _random_samples=lib.tensor(samples))
        out, indices = module(lib.tensor(x))
        results.append((out.numpy().tolist(), indices.numpy().tolist(), list(module.state_dict()),
                        repr(module)))
        volume = lib.nn.FractionalMaxPool3d((2, 2, 2), output_size=(2, 3, 2))
        results.append(tuple(volume(lib.ones(1, 2, 4, 5, 4)).shape))
    assert results[0] == results[2] and results[1] == results[3]


def test_errors_as_torch():
    def errors(lib):
        F, nn = lib.nn.functional, lib.nn
        calls = [lambda: F.fractional_max_pool2d(lib.rand(1, 2, 5, 5), 3, output_size=4),
                 lambda: F.fractional_max_pool3d(lib.rand(1, 2, 5, 5, 5), 2, output_size=(4, 3, 3)),
                 lambda: F.fractional_max_pool2d(lib.rand(1, 2, 5, 5).double(), 2, output_size=2,
                                                 _random_samples=lib.rand(1, 2, 2)),
                 lambda: F.fractional_max_pool2d(lib.rand(2, 2), 2, output_size=1, _random_samples=lib.rand(1, 2, 2)),
                 lambda: F.fractional_max_pool3d(lib.rand(2, 2, 2), 1, output_size=1,
                                                 _random_samples=lib.rand(1, 2, 3)),
                 lambda: F.fractional_max_pool2d(lib.rand(1, 2, 5, 5).bfloat16(), 2, output_size=2),
                 lambda: F.fractional_max_pool2d(lib.rand(1, 2, 5, 5), 2),
                 lambda: nn.FractionalMaxPool2d(2),
                 lambda: nn.FractionalMaxPool2d(2, output_size=2, output_ratio=0.5),
                 lambda: nn.FractionalMaxPool3d(2, output_ratio=1.5)]
        found = []
        for call in calls:
            with pytest.raises(Exception) as info:
                call()
            found.append((type(info.value).__name__, str(info.value).replace("torch.", "").replace("yaten.", "")))
        return found

    assert errors(yaten) == errors(torch)


def test_too_few_samples_are_refused_not_read_past():
    with pytest.raises(RuntimeError, match="random_samples"):
        yaten.nn.functional.fractional_max_pool2d(yaten.rand(2, 3, 6, 6), 2, output_size=3,
                                                   _random_samples=yaten.rand(1, 3, 2))
