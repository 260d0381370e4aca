"""nn.utils.weight_norm and remove_weight_norm against torch: parameter
names and values, outputs and gradients of g and v, dim None and other dims,
removal, and torch's errors."""
import numpy as np
import pytest

import yaten
import yaten.nn as nn
from yaten.nn.utils import remove_weight_norm, weight_norm

torch = pytest.importorskip("torch")


def twins(build_ours, build_theirs):
    ours, theirs = build_ours(), build_theirs()
    theirs.load_state_dict({k: torch.tensor(v.detach().numpy()) for k, v in ours.state_dict().items()})
    return ours, theirs


@pytest.mark.parametrize("make, shape, dim", [
    (lambda lib: lib.nn.Linear(5, 3), (4, 5), 0),
    (lambda lib: lib.nn.Linear(5, 3), (4, 5), None),
    (lambda lib: lib.nn.Linear(5, 3), (4, 5), 1),
    (lambda lib: lib.nn.Conv1d(2, 4, 3), (2, 2, 7), 0),
    (lambda lib: lib.nn.Conv2d(2, 3, 2), (1, 2, 4, 4), 2),
])
def test_weight_norm_matches_torch(make, shape, dim):
    ours, theirs = twins(lambda: make(yaten), lambda: make(torch))
    weight_norm(ours, dim=dim)
    torch.nn.utils.weight_norm(theirs, dim=dim)
    assert list(ours.state_dict()) == list(theirs.state_dict())
    for (name, mine), (_, its) in zip(ours.named_parameters(), theirs.named_parameters()):
        np.testing.assert_allclose(mine.detach().numpy(), its.detach().numpy(), rtol=1e-6, err_msg=name)
    x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    out, their_out = ours(yaten.tensor(x)), theirs(torch.tensor(x))
    np.testing.assert_allclose(out.detach().numpy(), their_out.detach().numpy(), rtol=1e-5, atol=1e-6)
    (out ** 2).sum().backward()
    (their_out ** 2).sum().backward()
    for (name, mine), (_, its) in zip(ours.named_parameters(), theirs.named_parameters()):
        np.testing.assert_allclose(mine.grad.numpy(), its.grad.numpy(), rtol=1e-4, atol=1e-5, err_msg=name)


def test_remove_weight_norm_restores_one_parameter():
    layer = weight_norm(nn.Linear(4, 3))
    before = layer(yaten.ones(1, 4)).detach().numpy()
    remove_weight_norm(layer)
    assert [n for n, _ in layer.named_parameters()] == ["bias", "weight"]
    assert isinstance(layer.weight, nn.Parameter)
    np.testing.assert_allclose(layer(yaten.ones(1, 4)).detach().numpy(), before, rtol=1e-6)


def test_errors_as_torch():
    for lib in (yaten, torch):
        layer = lib.nn.utils.weight_norm(lib.nn.Linear(2, 2))
        with pytest.raises(RuntimeError):
            lib.nn.utils.weight_norm(layer)
        with pytest.raises(ValueError):
            lib.nn.utils.remove_weight_norm(lib.nn.Linear(2, 2))
