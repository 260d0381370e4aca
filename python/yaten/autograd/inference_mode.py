"""inference_mode: no_grad's stricter sibling (torch.inference_mode). Inside
it no history is recorded and the tensors made are inference tensors
(Tensor.is_inference()), which autograd later refuses to save for backward
or to update in place. inference_mode(False) turns it back off (and grad
mode on) inside a block. Context manager and decorator."""
import functools

from yaten import _C


class inference_mode:
    def __init__(self, mode=True):
        self.mode = bool(mode)

    def __enter__(self):
        self._previous = (_C.is_grad_enabled(), _C.is_inference_mode_enabled())
        _C._set_inference_mode(self.mode)
        _C._set_grad_enabled(not self.mode)

    def __exit__(self, *exc):
        grad, inference = self._previous
        _C._set_inference_mode(inference)
        _C._set_grad_enabled(grad)
        return False

    def __call__(self, fn):
        mode = self.mode

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with inference_mode(mode):
                return fn(*args, **kwargs)
        return wrapper


def is_inference_mode_enabled():
    """Whether inference mode is on in this thread."""
    return _C.is_inference_mode_enabled()
