"""yaten.autograd.forward_ad: forward-mode AD with dual tensors, as
torch.autograd.forward_ad. Inside a dual_level, make_dual pairs a tensor
with a tangent; every op then computes its output's tangent (a Jacobian-
vector product) and unpack_dual reads it back. One level at a time."""
import functools
from collections import namedtuple

from yaten import _C

__all__ = ["UnpackedDualTensor", "enter_dual_level", "exit_dual_level", "make_dual", "unpack_dual", "dual_level"]

# The level the functions below use by default, as in torch.
_current_level = -1


def enter_dual_level():
    """Enters a new forward AD level and makes it the default; returns it."""
    global _current_level
    new_level = _C._enter_dual_level()
    if new_level != _current_level + 1:
        raise RuntimeError("Entering a new forward AD level but the current level "
                           "is not valid. Make sure you did not modified it directly.")
    _current_level = new_level
    return new_level


def exit_dual_level(*, level=None):
    """Exits the last level entered, dropping every tangent made at it."""
    global _current_level
    if level is None:
        level = _current_level
    if level != _current_level:
        raise RuntimeError("Trying to exit a forward AD level that was not the last one "
                           "that was created. This is not supported.")
    _C._exit_dual_level(level=level)
    _current_level = level - 1


def _check_tensor(value, name):
    if not isinstance(value, _C.TensorBase):
        raise TypeError(f"make_dual(): argument '{name}' must be Tensor, not {type(value).__name__}")


def make_dual(tensor, tangent, *, level=None):
    """A view of `tensor` carrying `tangent` as its forward gradient at `level`.

    The tangent is kept as it is when its strides match the tensor's, else
    copied. Backward differentiable with respect to `tensor`."""
    if level is None:
        level = _current_level
    if level < 0:
        raise RuntimeError("Trying to create a dual Tensor for forward AD but no level "
                           "exists, make sure to enter_dual_level() first.")
    _check_tensor(tensor, "tensor")
    _check_tensor(tangent, "tangent")
    if not tensor.is_floating_point():
        raise ValueError(f"Expected primal to be floating point or complex, but got: {tensor.dtype}")
    if not tangent.is_floating_point():
        raise ValueError(f"Expected tangent to be floating point or complex, but got: {tangent.dtype}")
    return _C._make_dual(tensor, tangent, level=level)


_UnpackedDualTensor = namedtuple("_UnpackedDualTensor", ["primal", "tangent"])


class UnpackedDualTensor(_UnpackedDualTensor):
    """What unpack_dual returns: (primal, tangent)."""


def unpack_dual(tensor, *, level=None):
    """(a view of `tensor`'s primal, its tangent at `level` or None)."""
    if level is None:
        level = _current_level
    if level < 0:
        return UnpackedDualTensor(tensor, None)
    primal, tangent = _C._unpack_dual(tensor, level=level)
    return UnpackedDualTensor(primal, tangent)


class dual_level:
    """Context manager (and decorator) that enters a forward AD level on entry
    and exits it, dropping its tangents, on exit. Not nestable."""

    def __enter__(self):
        return enter_dual_level()

    def __exit__(self, exc_type, exc_value, traceback):
        exit_dual_level()

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with self.__class__():
                return fn(*args, **kwargs)
        return wrapper
