"""nn.functional's function-only in-place activations (relu_, leaky_relu_,
hardtanh_, elu_, threshold_, selu_, celu_, rrelu_) and the inplace=True
forms, against torch: the values, input returned and written through its own
storage, its version bumped, and gradients through the written tensor."""
import numpy as np
import pytest

import yaten
import yaten.nn.functional as F

torch = pytest.importorskip("torch")
TF = torch.nn.functional

CALLS = [
    ("relu_", (), {}),
    ("leaky_relu_", (0.2,), {}),
    ("hardtanh_", (-0.5, 0.7), {}),
    ("elu_", (), {"alpha": 0.8}),
    ("threshold_", (0.1, -2.0), {}),
    ("selu_", (), {}),
    ("celu_", (1.5,), {}),
    ("rrelu_", (0.1, 0.3), {}),
    ("leaky_relu", (0.3,), {"inplace": True}),
    ("hardtanh", (), {"inplace": True}),
    ("relu6", (), {"inplace": True}),
    ("elu", (), {"alpha": 2.0, "inplace": True}),
    ("selu", (), {"inplace": True}),
    ("celu", (), {"alpha": 0.5, "inplace": True}),
    ("threshold", (0.0, 0.5), {"inplace": True}),
    ("rrelu", (), {"inplace": True}),
]


def run(lib, functional, name, args, kwargs, values):
    leaf = lib.tensor(values, requires_grad=True)
    x = leaf * 1.0  # a non-leaf, as in-place activations inside a network see
    version, address = x._version, x.data_ptr()
    out = getattr(functional, name)(x, *args, **kwargs)
    assert out is x and x._version > version, f"{name}: input not returned or its version not bumped"
    assert x.data_ptr() == address
    out.backward(lib.tensor(np.linspace(-1, 1, values.size).reshape(values.shape)))
    return out.detach().numpy(), leaf.grad.numpy()


# torch's top-level in-place activations (torch.selu_, ...): nn.functional's.
TOP_LEVEL = [("selu_", (), {}), ("celu_", (1.5,), {}), ("rrelu_", (0.1, 0.3), {})]


@pytest.mark.parametrize("top_level, name, args, kwargs",
                         [(False, *c) for c in CALLS] + [(True, *c) for c in TOP_LEVEL],
                         ids=[c[0] + ("(inplace)" if c[2].get("inplace") else "") for c in CALLS] +
                             ["yaten." + c[0] for c in TOP_LEVEL])
def test_in_place_activation_matches_torch(top_level, name, args, kwargs):
    values = np.random.default_rng(0).uniform(-2, 2, (3, 4))
    ours = run(yaten, yaten if top_level else F, name, args, kwargs, values)
    theirs = run(torch, torch if top_level else TF, name, args, kwargs, values)
    for mine, its in zip(ours, theirs):
        np.testing.assert_allclose(mine, its, rtol=1e-12, atol=1e-12)


def test_function_only_forms_are_not_methods_as_in_torch():
    for name in ("leaky_relu_", "hardtanh_", "elu_", "threshold_"):
        assert not hasattr(yaten.Tensor, name) and not hasattr(torch.Tensor, name)
    assert hasattr(yaten.Tensor, "relu_")


def test_in_place_form_refuses_a_bad_dtype_before_writing():
    x = yaten.tensor([1, -2, 3])
    with pytest.raises(RuntimeError):
        F.leaky_relu_(x)
    assert x.tolist() == [1, -2, 3]


def test_leaf_requiring_grad_is_refused_as_torch():
    for lib, functional in ((yaten, F), (torch, TF)):
        with pytest.raises(RuntimeError):
            functional.hardtanh_(lib.ones(3, requires_grad=True))


@pytest.mark.parametrize("name", ["dropout", "dropout_", "alpha_dropout", "feature_dropout", "feature_alpha_dropout",
                                  "feature_dropout_"])
def test_top_level_dropouts_keep_or_drop_as_torch(name):
    x = yaten.ones(64, 8, 3, dtype=yaten.float64)
    out = getattr(yaten, name)(x, 0.5, True)
    values = out.numpy()
    if name.startswith("feature"):  # whole (sample, channel) rows dropped or kept
        assert (values == values[:, :, :1]).all()
    assert 0.2 < np.mean(values != values.max()) < 0.8
    if name.endswith("_"):
        assert out is x
    for lib in (yaten, torch):
        with pytest.raises(RuntimeError, match="at least 2 dimensions"):
            getattr(lib, "feature_dropout")(lib.ones(4), 0.5, True)
        with pytest.raises(RuntimeError, match="dropout probability has to be between 0 and 1, but got 1.5"):
            getattr(lib, name)(lib.ones(4, 2), 1.5, True)
        untouched = lib.ones(4, 2)
        assert getattr(lib, name)(untouched, 0.5, False).tolist() == [[1.0, 1.0]] * 4
