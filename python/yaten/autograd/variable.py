"""autograd.Variable, PyTorch's pre-0.4 wrapper: today a Tensor. Calling it
gives a new leaf sharing data's memory, with requires_grad as asked, and
every Tensor is an instance of it. Its execution engine's queue_callback is
what DDP uses to finish its gradient reduction when backward ends."""
import warnings

from yaten import _C
from yaten._legacy import VOLATILE_REMOVED


class _ExecutionEngine:
    def queue_callback(self, callback):
        """Runs callback() when the backward pass now running ends."""
        _C._queue_callback(callback)


class _VariableMeta(type):
    def __instancecheck__(cls, other):
        from yaten import Tensor
        return isinstance(other, Tensor)


class Variable(metaclass=_VariableMeta):
    _execution_engine = _ExecutionEngine()

    def __new__(cls, data=None, requires_grad=False, volatile=False):
        from yaten import Tensor, empty
        if volatile:
            warnings.warn(VOLATILE_REMOVED, UserWarning, stacklevel=2)
        if data is None:
            data = empty(0)
        if not isinstance(data, Tensor):
            raise TypeError(f"Variable data has to be a tensor, but got {type(data).__name__}")
        return data.detach().requires_grad_(requires_grad)
