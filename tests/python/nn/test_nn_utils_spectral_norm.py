"""nn.utils.spectral_norm and remove_spectral_norm (torch 1.13's hook-based
form) against torch: names, state_dict metadata, values and gradients over
training steps, removal, loading checkpoints old and new, and errors."""
import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def rounded(t, digits=9):
    return np.round(t.detach().numpy(), digits).ravel().tolist()


def on_both(body):
    ours, theirs = body(yaten), body(torch)
    assert ours == theirs
    return ours


def test_spectral_norm_trains_and_removes_as_torch(rng):
    w, b, x = rng.standard_normal((3, 2, 2, 2)), rng.standard_normal(3), rng.standard_normal((1, 2, 3, 3))
    u = rng.standard_normal(3)

    def body(lib):
        m = lib.nn.Conv2d(2, 3, 2).double()
        with lib.no_grad():
            m.weight.copy_(lib.tensor(w))
            m.bias.copy_(lib.tensor(b))
        lib.nn.utils.spectral_norm(m)
        state = m.state_dict()
        seen = [list(state), state._metadata[""], [n for n, _ in m.named_parameters()]]
        with lib.no_grad():  # the power iteration starts from random vectors: give both the same
            m.weight_u.copy_(lib.tensor(u / np.linalg.norm(u)))
            m.weight_v.copy_(lib.tensor(np.ones(8) / np.sqrt(8)))
        for _ in range(3):
            out = m(lib.tensor(x))
            out.sum().backward()
        seen += [rounded(out), rounded(m.weight_orig.grad), rounded(m.weight_u)]
        m.eval()
        seen.append(rounded(m(lib.tensor(x))))
        lib.nn.utils.remove_spectral_norm(m)
        return seen + [list(m.state_dict()), rounded(m.weight), len(m._forward_pre_hooks)]

    on_both(body)


def test_spectral_norm_dim_for_transposed_convolutions():
    def body(lib):
        m = lib.nn.utils.spectral_norm(lib.nn.ConvTranspose2d(4, 3, 2))
        return tuple(m.weight_u.shape), tuple(m.weight_v.shape)

    assert on_both(body) == ((3,), (16,))


def test_old_format_checkpoint_is_converted_on_load(rng):
    w, u = rng.standard_normal((4, 3)), rng.standard_normal(4)

    def body(lib):
        source = lib.nn.Linear(3, 4).double()
        with lib.no_grad():
            source.weight.copy_(lib.tensor(w))
            source.bias.zero_()
        lib.nn.utils.spectral_norm(source)
        with lib.no_grad():
            source.weight_u.copy_(lib.tensor(u / np.linalg.norm(u)))
        source(lib.ones(1, 3, dtype=lib.float64))
        # The format before version 1: the computed weight instead of weight_v, no metadata.
        old = {"bias": source.bias.detach(), "weight_orig": source.weight_orig.detach(),
               "weight_u": source.weight_u.detach(), "weight": source.weight.detach()}
        target = lib.nn.utils.spectral_norm(lib.nn.Linear(3, 4).double())
        result = target.load_state_dict(old)
        target.eval()
        return str(result), rounded(target.weight_v, 6), rounded(target(lib.ones(1, 3, dtype=lib.float64)), 6)

    on_both(body)


def test_spectral_norm_errors_as_torch():
    def body(lib):
        m = lib.nn.utils.spectral_norm(lib.nn.Linear(2, 2))
        errors = []
        for call, kind in ((lambda: lib.nn.utils.spectral_norm(m), RuntimeError),
                           (lambda: lib.nn.utils.remove_spectral_norm(lib.nn.Linear(2, 2)), ValueError),
                           (lambda: lib.nn.utils.spectral_norm(lib.nn.Linear(2, 2), n_power_iterations=0), ValueError),
                           (lambda: lib.nn.utils.spectral_norm(lib.nn.Linear(2, 2, bias=False), "bias"), ValueError)):
            with pytest.raises(kind) as info:
                call()
            errors.append(str(info.value)[:45])
        return errors

    on_both(body)
