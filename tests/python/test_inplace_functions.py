"""torch's in-place functions that are Tensor methods too (torch.addmv_,
torch.detach_, torch.fill_, torch.zero_): called as functions, they write
into their first argument and return it, as torch's do."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def test_addmv_writes_into_input():
    rng = np.random.default_rng(0)
    x, m, v = rng.standard_normal(3), rng.standard_normal((3, 4)), rng.standard_normal(4)
    ours, theirs = yaten.tensor(x), torch.from_numpy(x.copy())
    assert yaten.addmv_(ours, yaten.tensor(m), yaten.tensor(v), beta=2, alpha=0.5) is ours
    torch.addmv_(theirs, torch.from_numpy(m), torch.from_numpy(v), beta=2, alpha=0.5)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-12)


def test_fill_and_zero_as_functions():
    x = yaten.ones(2, 3)
    assert yaten.fill_(x, 4) is x and x.tolist() == [[4.0] * 3] * 2
    assert yaten.zero_(x) is x and x.sum().item() == 0


@pytest.mark.parametrize("lib", [torch, yaten], ids=["torch", "yaten"])
def test_detach_cuts_history_in_place_and_refuses_views(lib):
    y = lib.ones(2, 3, requires_grad=True) * 2
    assert lib.detach_(y) is y and y.grad_fn is None and not y.requires_grad
    view = (lib.ones(2, 3, requires_grad=True) * 2)[0]
    with pytest.raises(RuntimeError, match="Can't detach views in-place"):
        lib.detach_(view)
