"""nn.utils.parametrize and nn.utils.parametrizations (orthogonal,
spectral_norm) against torch: state_dict names, values and gradients through
the parametrization, assignment through right_inverse, chains, caching,
removal, and torch's errors. Each body runs on both libraries and returns
plain data to compare."""
import copy
import pickle

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")
import torch.nn.utils.parametrize  # noqa: E402,F401  (torch imports it lazily)


def rounded(t, digits=9):
    return np.round(t.detach().numpy(), digits).tolist()


def on_both(body):
    ours, theirs = body(yaten), body(torch)
    assert ours == theirs
    return ours


def symmetric(lib):
    class Symmetric(lib.nn.Module):
        def forward(self, x):
            return x.triu() + x.triu(1).transpose(0, 1)

        def right_inverse(self, a):
            return a.triu()

    return Symmetric()


def linear_with(lib, weight, bias=None):
    m = lib.nn.Linear(weight.shape[1], weight.shape[0]).double()
    with lib.no_grad():
        m.weight.copy_(lib.tensor(weight))
        m.bias.copy_(lib.tensor(np.zeros(weight.shape[0]) if bias is None else bias))
    return m


def test_register_parametrization_names_values_and_gradients(rng):
    w, x = rng.standard_normal((3, 3)), rng.standard_normal((2, 3))

    def body(lib):
        m = linear_with(lib, w)
        lib.nn.utils.parametrize.register_parametrization(m, "weight", symmetric(lib))
        m(lib.tensor(x)).pow(2).sum().backward()
        return (type(m).__name__, list(m.state_dict()), [n for n, _ in m.named_parameters()], rounded(m.weight),
                rounded(m.parametrizations.weight.original.grad),
                type(lib.nn.utils.parametrize.type_before_parametrizations(m)).__name__)

    on_both(body)


def test_assignment_goes_through_right_inverse_and_removal_keeps_a_value(rng):
    w = rng.standard_normal((3, 3))

    def body(lib):
        parametrize = lib.nn.utils.parametrize
        m = linear_with(lib, w)
        parametrize.register_parametrization(m, "weight", symmetric(lib))
        original = m.parametrizations.weight.original
        m.weight = lib.tensor(w * 2)
        seen = [rounded(original), m.parametrizations.weight.original is original,
                parametrize.is_parametrized(m), parametrize.is_parametrized(m, "bias")]
        with parametrize.cached():
            seen.append(m.weight is m.weight)
        seen.append(m.weight is m.weight)
        parametrize.remove_parametrizations(m, "weight")
        seen += [type(m).__name__, list(m.state_dict()), rounded(m.weight), hasattr(m, "parametrizations")]
        n = linear_with(lib, w)
        parametrize.register_parametrization(n, "weight", symmetric(lib))
        parametrize.remove_parametrizations(n, "weight", leave_parametrized=False)
        return seen + [rounded(n.weight)]

    on_both(body)


def test_chained_and_multi_tensor_parametrizations(rng):
    w = rng.standard_normal((3, 3))

    def body(lib):
        nn = lib.nn

        class Scale(nn.Module):
            def forward(self, x):
                return x * 3

            def right_inverse(self, x):
                return x / 3

        class Sum(nn.Module):  # two originals whose sum is the weight
            def forward(self, a, b):
                return a + b

            def right_inverse(self, w):
                return w / 4, w * 3 / 4

        m = linear_with(lib, w)
        nn.utils.parametrize.register_parametrization(m, "weight", symmetric(lib))
        nn.utils.parametrize.register_parametrization(m, "weight", Scale())
        k = linear_with(lib, w)
        nn.utils.parametrize.register_parametrization(k, "weight", Sum())
        k.weight.sum().backward()
        return (rounded(m.weight), list(m.state_dict()), len(m.parametrizations.weight), list(k.state_dict()),
                rounded(k.parametrizations.weight.original1), rounded(k.parametrizations.weight.original0.grad))

    on_both(body)


def test_parametrize_errors_as_torch():
    def body(lib):
        nn = lib.nn

        class Flatten(nn.Module):
            def forward(self, x):
                return x.reshape(-1)

        errors = []
        for call in (lambda: nn.utils.parametrize.register_parametrization(nn.Linear(2, 2), "weight", Flatten()),
                     lambda: nn.utils.parametrize.register_parametrization(nn.Linear(2, 2), "nothing", Flatten()),
                     lambda: nn.utils.parametrize.remove_parametrizations(nn.Linear(2, 2), "weight")):
            with pytest.raises(Exception) as info:
                call()
            errors.append(type(info.value).__name__)
        m = nn.Linear(2, 2)
        nn.utils.parametrize.register_parametrization(m, "weight", Flatten(), unsafe=True)
        with pytest.raises(RuntimeError, match="only supported through state_dict"):
            pickle.dumps(m)
        copied = copy.deepcopy(m)
        return errors, tuple(m.weight.shape), tuple(copied.weight.shape), type(copied).__name__

    on_both(body)


@pytest.mark.parametrize("orthogonal_map", ["matrix_exp", "cayley", "householder"])
def test_orthogonal_on_square_weights_as_torch(orthogonal_map, rng):
    w, unconstrained = rng.standard_normal((4, 4)), rng.standard_normal((4, 4)) * 0.3

    def body(lib):
        m = linear_with(lib, w)
        lib.nn.utils.parametrizations.orthogonal(m, orthogonal_map=orthogonal_map)
        start = rounded(m.weight)
        with lib.no_grad():
            m.parametrizations.weight.original.copy_(lib.tensor(unconstrained))
        weight = m.weight
        (weight * lib.tensor(w)).sum().backward()
        return list(m.state_dict()), start, rounded(weight), rounded(m.parametrizations.weight.original.grad)

    on_both(body)


@pytest.mark.parametrize("shape", [(5, 3), (3, 5)])
def test_orthogonal_on_rectangular_weights(shape, rng):
    w = rng.standard_normal(shape)

    def body(lib):
        m = linear_with(lib, w)
        lib.nn.utils.parametrizations.orthogonal(m, orthogonal_map="householder", use_trivialization=False)
        return rounded(m.parametrizations.weight.original), rounded(m.weight)

    on_both(body)
    for orthogonal_map in ("matrix_exp", "cayley", "householder"):
        m = linear_with(yaten, w)
        yaten.nn.utils.parametrizations.orthogonal(m, orthogonal_map=orthogonal_map)
        q = m.weight.detach().numpy()
        np.testing.assert_allclose(q.T @ q if shape[0] > shape[1] else q @ q.T, np.eye(min(shape)), atol=1e-10)


def test_orthogonal_errors_as_torch():
    def body(lib):
        errors = []
        for call in (lambda: lib.nn.utils.parametrizations.orthogonal(lib.nn.Linear(2, 2), orthogonal_map="qr"),
                     lambda: lib.nn.utils.parametrizations.orthogonal(lib.nn.Linear(2, 2), "bias"),
                     lambda: lib.nn.utils.parametrizations.orthogonal(lib.nn.Linear(2, 2), "missing")):
            with pytest.raises(ValueError) as info:
                call()
            errors.append(str(info.value)[:40])
        return errors

    on_both(body)


def test_parametrized_spectral_norm_trains_and_evaluates_as_torch(rng):
    w, b, x = rng.standard_normal((4, 3)), rng.standard_normal(4), rng.standard_normal((2, 3))
    u, v = rng.standard_normal(4), rng.standard_normal(3)

    def body(lib):
        m = linear_with(lib, w, b)
        lib.nn.utils.parametrizations.spectral_norm(m)
        norm = m.parametrizations.weight[0]
        with lib.no_grad():  # the power iteration starts from random vectors: give both the same
            norm._u.copy_(lib.tensor(u / np.linalg.norm(u)))
            norm._v.copy_(lib.tensor(v / np.linalg.norm(v)))
        for _ in range(3):
            out = m(lib.tensor(x))
            out.sum().backward()
        m.eval()
        return (list(m.state_dict()), rounded(out), rounded(m.parametrizations.weight.original.grad),
                rounded(m(lib.tensor(x))), rounded(norm._u))

    on_both(body)
