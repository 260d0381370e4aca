"""linalg.matrix_exp (torch.matrix_exp, Tensor.matrix_exp) against torch:
batches whose matrices need different Taylor degrees and scalings, torch's
errors, and the derivatives (gradcheck, gradgradcheck, forward mode)."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def test_batch_of_mixed_norms_matches_torch_in_float64():
    rng = np.random.default_rng(0)
    scales = np.array([1e-9, 1e-4, 0.05, 0.5, 1.0, 3.0, 40.0])[:, None, None]
    a = rng.standard_normal((7, 6, 6)) * scales
    ours = yaten.linalg.matrix_exp(yaten.tensor(a)).numpy()
    theirs = torch.linalg.matrix_exp(torch.from_numpy(a)).numpy()
    np.testing.assert_allclose(ours, theirs, rtol=1e-11, atol=1e-13)
    assert np.allclose(yaten.tensor(a).reshape(7, 1, 6, 6).matrix_exp().numpy()[:, 0], theirs)


def test_float32_is_no_further_from_the_float64_result_than_torch():
    a = np.random.default_rng(1).uniform(-3, 3, (16, 5, 5))
    exact = torch.linalg.matrix_exp(torch.from_numpy(a)).numpy()
    ours = yaten.matrix_exp(yaten.tensor(a).float()).numpy()
    theirs = torch.matrix_exp(torch.from_numpy(a).float()).numpy()
    assert np.abs(ours - exact).max() <= 2 * np.abs(theirs - exact).max()


@pytest.mark.parametrize("make", [lambda lib: lib.ones(2, 3), lambda lib: lib.ones(3),
                                  lambda lib: lib.ones(2, 2, dtype=lib.int64), lambda lib: lib.ones(2, 2, dtype=lib.bool),
                                  lambda lib: lib.ones(2, 2, dtype=lib.float16)])
def test_errors_as_torch(make):
    with pytest.raises(RuntimeError) as theirs:
        torch.linalg.matrix_exp(make(torch))
    with pytest.raises(RuntimeError) as ours:
        yaten.linalg.matrix_exp(make(yaten))
    if "Half" not in str(ours.value):  # torch names an inner kernel there
        assert str(ours.value) == str(theirs.value)


def test_nan_input_gives_nan_not_garbage():
    out = yaten.linalg.matrix_exp(yaten.tensor([[float("nan"), 1.0], [0.0, 1.0]]))
    assert out.isnan().all()


def test_derivatives():
    a = yaten.tensor(np.random.default_rng(2).standard_normal((2, 3, 3)), requires_grad=True)
    assert yaten.autograd.gradcheck(yaten.linalg.matrix_exp, (a,), check_forward_ad=True)
    assert yaten.autograd.gradgradcheck(yaten.linalg.matrix_exp, (a,))
    big = (a.detach() * 4).requires_grad_()
    assert yaten.autograd.gradcheck(yaten.matrix_exp, (big,))
    ours = yaten.autograd.grad(yaten.linalg.matrix_exp(big).sum(), big)[0]
    t = torch.from_numpy(big.detach().numpy()).requires_grad_()
    theirs = torch.autograd.grad(torch.linalg.matrix_exp(t).sum(), t)[0]
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-9, atol=1e-10)
    assert yaten.linalg.matrix_exp(big).grad_fn.name() == "LinalgMatrixExpBackward0"
