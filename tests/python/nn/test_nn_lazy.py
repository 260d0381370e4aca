"""The lazy modules (python/yaten/nn/modules/lazy.py) against torch's: repr
before the first call, the class they become, outputs once torch's twin
holds the same weights, state_dict with uninitialised members, loading a
checkpoint into an uninitialised module, and torch's errors."""
import warnings

import numpy as np
import pytest

import yaten
import yaten.nn as nn
from yaten.nn.parameter import is_lazy

torch = pytest.importorskip("torch")

CASES = [
    ("LazyConv1d", (4, 3), {"padding": 1, "bias": False}, (2, 3, 8)),
    ("LazyConv2d", (4, 3), {"stride": 2, "groups": 1}, (2, 3, 8, 8)),
    ("LazyConv3d", (4, 2), {}, (1, 3, 4, 4, 4)),
    ("LazyConvTranspose1d", (4, 3), {"stride": 2, "output_padding": 1}, (2, 3, 8)),
    ("LazyConvTranspose2d", (6, 3, 2), {"groups": 3}, (2, 3, 5, 5)),
    ("LazyConvTranspose3d", (4, 2), {"stride": 2}, (1, 3, 3, 2, 3)),
    ("LazyConv2d", (4, 3), {}, (3, 6, 6)),
    ("LazyBatchNorm1d", (), {}, (4, 3, 5)),
    ("LazyBatchNorm2d", (), {"momentum": None}, (4, 3, 5, 5)),
    ("LazyBatchNorm3d", (), {"affine": False}, (2, 3, 2, 2, 2)),
    ("LazyInstanceNorm1d", (), {}, (2, 3, 5)),
    ("LazyInstanceNorm2d", (), {"track_running_stats": False}, (2, 3, 4, 4)),
    ("LazyInstanceNorm3d", (), {"affine": False}, (2, 3, 2, 2, 2)),
]


@pytest.fixture(autouse=True)
def quiet():
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "Lazy modules are a new feature")
        yield


def pair(name, args, kwargs):
    return getattr(nn, name)(*args, **kwargs), getattr(torch.nn, name)(*args, **kwargs)


@pytest.mark.parametrize("name, args, kwargs, shape", CASES, ids=[c[0] for c in CASES])
def test_lazy_module_materializes_as_torch(name, args, kwargs, shape):
    ours, theirs = pair(name, args, kwargs)
    assert repr(ours) == repr(theirs)
    assert list(ours.state_dict()) == list(theirs.state_dict())
    x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    out = ours(yaten.tensor(x))
    theirs(torch.tensor(x))
    assert type(ours).__name__ == type(theirs).__name__ == name[len("Lazy"):]
    assert repr(ours) == repr(theirs)
    assert [tuple(p.shape) for p in ours.parameters()] == [tuple(p.shape) for p in theirs.parameters()]
    theirs.load_state_dict({k: torch.tensor(v.numpy()) for k, v in ours.state_dict().items()})
    np.testing.assert_allclose(out.detach().numpy(), theirs(torch.tensor(x)).detach().numpy(), rtol=1e-5, atol=1e-5)


def test_state_dict_keeps_uninitialised_members_until_the_first_call():
    ours, theirs = pair("LazyBatchNorm1d", (), {})
    mine, its = ours.state_dict(), theirs.state_dict()
    assert [k for k, v in mine.items() if is_lazy(v)] == ["weight", "bias", "running_mean", "running_var"]
    assert [type(v).__name__ for v in mine.values()] == [type(v).__name__ for v in its.values()]
    assert repr(mine["running_mean"]) == "<UninitializedBuffer>"


def test_loading_a_checkpoint_materializes_an_uninitialised_module():
    source = nn.Conv2d(3, 4, 3)
    lazy = nn.LazyConv2d(4, 3)
    lazy.load_state_dict(source.state_dict())
    assert not lazy.has_uninitialized_params()
    x = yaten.randn(1, 3, 5, 5)
    np.testing.assert_allclose(lazy(x).detach().numpy(), source(x).detach().numpy())
    # As torch's: the loaded weights leave nothing to infer, so in_channels keeps its placeholder 0.
    assert type(lazy) is nn.Conv2d and lazy.in_channels == 0


def test_lazy_parameters_train_after_the_first_call():
    model = nn.Sequential(nn.LazyConv1d(2, 3), nn.LazyBatchNorm1d())
    out = model(yaten.randn(4, 5, 7))
    out.sum().backward()
    assert model[0].weight.grad.shape == (2, 5, 3) and model[1].weight.grad.shape == (2,)


@pytest.mark.parametrize("build, shape, error", [
    (lambda lib: lib.nn.LazyConv2d(4, 3), (2, 3, 5), None),  # unbatched: fine
    (lambda lib: lib.nn.LazyConv2d(4, 3), (3, 5), RuntimeError),
    (lambda lib: lib.nn.LazyConv1d(4, 3, groups=2), (1, 3, 5), ValueError),
])
def test_bad_first_input_raises_as_torch(build, shape, error):
    for lib in (yaten, torch):
        module, x = build(lib), lib.randn(*shape)
        if error is None:
            module(x)
        else:
            with pytest.raises(error):
                module(x)
