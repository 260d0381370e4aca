"""torch.autograd.Variable: today an alias of Tensor (Variable(t) is t), kept
for old code and for its execution engine's queue_callback, which DDP uses
to finish its gradient reduction when backward ends."""
from yaten import _C


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

    def __new__(cls, data, requires_grad=False):
        return data.requires_grad_(requires_grad) if requires_grad else data
