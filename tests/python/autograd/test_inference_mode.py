"""inference_mode as torch's: a context manager and decorator that turns
grad mode off, makes inference tensors (is_inference), and whose tensors
autograd later refuses to save for backward or update in place."""
import pytest

import yaten

torch = pytest.importorskip("torch")


def test_modes_inside_and_out():
    for lib in (yaten, torch):
        assert not lib.is_inference_mode_enabled()
        with lib.inference_mode():
            assert lib.is_inference_mode_enabled() and not lib.is_grad_enabled()
            with lib.inference_mode(False):
                assert not lib.is_inference_mode_enabled() and lib.is_grad_enabled()
            assert lib.is_inference_mode_enabled()
        assert not lib.is_inference_mode_enabled() and lib.is_grad_enabled()
        with lib.no_grad():
            with lib.inference_mode(mode=False):
                assert lib.is_grad_enabled()


def test_which_tensors_are_inference_tensors():
    results = []
    for lib in (yaten, torch):
        normal = lib.ones(3)
        w = lib.ones(3, requires_grad=True)
        with lib.inference_mode():
            made = lib.ones(2)
            view_of_made = made[1:]
            view_of_normal = normal[1:]
            computed = w * 2
            with lib.inference_mode(False):
                inner = lib.ones(1)
        results.append((made.is_inference(), view_of_made.is_inference(), view_of_normal.is_inference(),
                        computed.is_inference(), computed.requires_grad, inner.is_inference(), normal.is_inference()))
    assert results[0] == results[1] == (True, True, False, True, False, False, False)


def test_decorator():
    for lib in (yaten, torch):
        @lib.inference_mode()
        def run():
            return lib.ones(1), lib.is_inference_mode_enabled()

        t, enabled = run()
        assert t.is_inference() and enabled and not lib.is_inference_mode_enabled()


def test_inference_tensor_cannot_be_saved_for_backward():
    messages = []
    for lib in (yaten, torch):
        with lib.inference_mode():
            x = lib.ones(2)
        w = lib.ones(2, requires_grad=True)
        assert (w + x).requires_grad  # add saves nothing: allowed
        with pytest.raises(RuntimeError) as info:
            w * x
        messages.append(str(info.value))
    assert messages[0] == messages[1]


def test_inference_tensor_cannot_be_updated_in_place_outside():
    for lib in (yaten, torch):
        with lib.inference_mode():
            x = lib.ones(2)
            x.add_(1)  # inside: fine
        with pytest.raises(RuntimeError, match="Inplace update to inference tensor outside InferenceMode"):
            x.add_(1)
        assert x.clone().add_(1).is_inference() is False
        if lib is yaten:  # torch 1.13 writes before it raises; yaten refuses before writing
            assert x.tolist() == [2.0, 2.0]
