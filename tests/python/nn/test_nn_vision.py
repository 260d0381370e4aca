"""F.grid_sample and F.affine_grid (python/yaten/nn/_vision.py) against
torch: every mode, padding mode and align_corners on 4-D and 5-D input,
values and gradients with respect to input, grid and theta; float32; torch's
warnings and errors."""
import itertools
import warnings

import numpy as np
import pytest

import yaten
import yaten.nn.functional as F

torch = pytest.importorskip("torch")
TF = torch.nn.functional

CASES = [(dims, mode, padding, align)
         for dims, mode, padding, align in itertools.product(
             (4, 5), ("bilinear", "nearest", "bicubic"), ("zeros", "border", "reflection"), (False, True))
         if not (dims == 5 and mode == "bicubic")]


def pair(array, dtype="float64"):
    return (yaten.tensor(array.astype(dtype), requires_grad=True),
            torch.tensor(array.astype(dtype), requires_grad=True))


def assert_close(ours, theirs, tol):
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=tol, atol=tol)


def assert_same_output_and_gradients(ours, theirs, leaves, rng, tol=1e-12):
    """Values, then the gradients of (out * random weights).sum() for each (our leaf, torch's leaf)."""
    assert ours.shape == theirs.shape
    assert_close(ours, theirs, tol)
    weights = rng.standard_normal(tuple(theirs.shape))
    (ours * yaten.tensor(weights)).sum().backward()
    (theirs * torch.tensor(weights)).sum().backward()
    for mine, its in leaves:
        assert_close(mine.grad, its.grad, tol)


@pytest.mark.parametrize("dims, mode, padding, align", CASES)
def test_grid_sample_matches_torch(dims, mode, padding, align):
    rng = np.random.default_rng(dims * 100 + len(mode) * 10 + len(padding) + align)
    shape, grid_shape = ((2, 3, 4, 5), (2, 3, 4, 2)) if dims == 4 else ((2, 3, 3, 4, 5), (2, 2, 3, 4, 3))
    (x, xt), (g, gt) = pair(rng.standard_normal(shape)), pair(rng.uniform(-1.7, 1.7, grid_shape))
    assert_same_output_and_gradients(F.grid_sample(x, g, mode, padding, align),
                                     TF.grid_sample(xt, gt, mode, padding, align), [(x, xt), (g, gt)], rng)


def test_grid_sample_float32_matches_torch():
    rng = np.random.default_rng(3)
    (x, xt), (g, gt) = pair(rng.standard_normal((1, 2, 5, 6)), "float32"), pair(rng.uniform(-1, 1, (1, 4, 4, 2)),
                                                                                 "float32")
    ours, theirs = F.grid_sample(x, g, align_corners=False), TF.grid_sample(xt, gt, align_corners=False)
    assert ours.dtype == yaten.float32
    assert_close(ours, theirs, 1e-5)


def test_grid_sample_gradients_match_finite_differences():
    rng = np.random.default_rng(4)
    x = yaten.tensor(rng.standard_normal((1, 2, 3, 4)), requires_grad=True)
    g = yaten.tensor(rng.uniform(-1.2, 1.2, (1, 2, 3, 2)), requires_grad=True)
    for mode in ("bilinear", "bicubic"):
        assert yaten.autograd.gradcheck(
            lambda a, b: F.grid_sample(a, b, mode, "reflection", align_corners=False), (x, g))


@pytest.mark.parametrize("size, align", [((2, 3, 4, 5), False), ((2, 3, 4, 5), True), ((2, 1, 3, 4, 5), False),
                                         ((1, 1, 2, 1, 3), False)])
def test_affine_grid_matches_torch(size, align):
    rng = np.random.default_rng(len(size) + align)
    theta, theta_t = pair(rng.standard_normal((size[0], len(size) - 2, len(size) - 1)))
    assert_same_output_and_gradients(F.affine_grid(theta, size, align), TF.affine_grid(theta_t, size, align),
                                     [(theta, theta_t)], rng)


def test_spatial_transformer_round_trip_matches_torch():
    """affine_grid then grid_sample, as a spatial transformer network uses them."""
    rng = np.random.default_rng(5)
    (x, xt), (theta, theta_t) = pair(rng.standard_normal((2, 3, 6, 6))), pair(rng.standard_normal((2, 2, 3)) * 0.5)
    ours = F.grid_sample(x, F.affine_grid(theta, (2, 3, 5, 4), False), align_corners=False)
    theirs = TF.grid_sample(xt, TF.affine_grid(theta_t, (2, 3, 5, 4), False), align_corners=False)
    ours.sum().backward()
    theirs.sum().backward()
    assert_close(ours, theirs, 1e-12)
    assert_close(theta.grad, theta_t.grad, 1e-11)


def test_identity_transform_reproduces_the_input():
    x = yaten.randn(1, 2, 4, 5, dtype=yaten.float64)
    grid = F.affine_grid(yaten.tensor([[[1.0, 0, 0], [0, 1.0, 0]]], dtype=yaten.float64), (1, 2, 4, 5), False)
    np.testing.assert_allclose(F.grid_sample(x, grid, align_corners=False).numpy(), x.numpy(), atol=1e-12)


def test_align_corners_none_warns_as_torch():
    x, g = yaten.randn(1, 1, 3, 3), yaten.zeros(1, 2, 2, 2)
    with pytest.warns(UserWarning, match="align_corners=False since 1.3.0"):
        F.grid_sample(x, g)
    with pytest.warns(UserWarning, match="align_corners=False since 1.3.0"):
        F.affine_grid(yaten.zeros(1, 2, 3), (1, 1, 2, 2))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        F.grid_sample(x, g, align_corners=True)


def both_raise(error, call):
    with pytest.raises(error):
        call(TF, torch)
    with pytest.raises(error):
        call(F, yaten)


@pytest.mark.parametrize("call, error", [
    (lambda f, lib: f.grid_sample(lib.zeros(1, 1, 3, 3), lib.zeros(1, 2, 2, 2), "area", align_corners=False),
     ValueError),
    (lambda f, lib: f.grid_sample(lib.zeros(1, 1, 3, 3), lib.zeros(1, 2, 2, 2), padding_mode="wrap",
                                  align_corners=False), ValueError),
    (lambda f, lib: f.grid_sample(lib.zeros(1, 1, 3, 3), lib.zeros(1, 2, 2, 3), align_corners=False), RuntimeError),
    (lambda f, lib: f.grid_sample(lib.zeros(1, 1, 3, 3), lib.zeros(2, 2, 2, 2), align_corners=False), RuntimeError),
    (lambda f, lib: f.grid_sample(lib.zeros(1, 1, 3, 3), lib.zeros(1, 2, 2, 2, 2), align_corners=False),
     RuntimeError),
    (lambda f, lib: f.grid_sample(lib.zeros(1, 1, 3, 3, 3), lib.zeros(1, 2, 2, 2, 3), "bicubic",
                                  align_corners=False), RuntimeError),
    (lambda f, lib: f.grid_sample(lib.zeros(1, 1, 3, 3), lib.zeros(1, 2, 2, 2, dtype=lib.float64),
                                  align_corners=False), RuntimeError),
    (lambda f, lib: f.grid_sample(lib.zeros(1, 1, 0, 3), lib.zeros(1, 2, 2, 2), align_corners=False), RuntimeError),
    (lambda f, lib: f.affine_grid(lib.zeros(1, 2, 3), (1, 1, 2, 2, 2), False), ValueError),
    (lambda f, lib: f.affine_grid(lib.zeros(1, 2, 3), (1, 1, 2), False), NotImplementedError),
    (lambda f, lib: f.affine_grid(lib.zeros(1, 2, 3, dtype=lib.int64), (1, 1, 2, 2), False), ValueError),
    (lambda f, lib: f.affine_grid(lib.zeros(1, 2, 3), (1, 1, 0, 2), False), ValueError),
])
def test_bad_input_raises_as_torch(call, error):
    both_raise(error, call)


@pytest.mark.parametrize("mode", ["bilinear", "nearest", "bicubic"])
def test_non_finite_positions_with_zero_padding_match_torch(mode):
    """Infinite and NaN positions read outside the input (torch's border and
    reflection paddings of them are undefined behaviour in its kernel)."""
    x = np.random.default_rng(6).standard_normal((1, 2, 3, 4))
    grid = np.array([[[[np.inf, 0.3], [0.2, -np.inf]], [[np.nan, 0.1], [0.5, 0.5]]]])
    ours = F.grid_sample(yaten.tensor(x), yaten.tensor(grid), mode, align_corners=False)
    theirs = TF.grid_sample(torch.tensor(x), torch.tensor(grid), mode, align_corners=False)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), equal_nan=True)
