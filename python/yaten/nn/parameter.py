"""yaten.nn.Parameter: a tensor that a Module registers as one of its
parameters when assigned as an attribute; UninitializedParameter, the
shapeless one a lazy module starts with, and UninitializedBuffer, its
buffers' counterpart."""
from yaten import _C
from yaten._tensor import Tensor


class Parameter(Tensor):
    """A Tensor that is a module parameter: it requires grad by default and
    is listed by Module.parameters() once assigned to a module attribute.
    Ops on it give plain tensors (its __torch_function__ is disabled)."""

    def __new__(cls, data=None, requires_grad=True):
        if data is None:
            data = _C._functions.empty([0])
        if not isinstance(data, Tensor):
            raise TypeError(f"Parameter(): data must be a Tensor, not {type(data).__name__}")
        return Tensor._make_subclass(cls, data, requires_grad)

    def __deepcopy__(self, memo):
        if id(self) in memo:
            return memo[id(self)]
        result = type(self)(self.data.clone(), self.requires_grad)
        memo[id(self)] = result
        return result

    def __reduce_ex__(self, protocol):
        """Pickled as its data and requires_grad (torch's Parameter.__reduce_ex__)."""
        from yaten.serialization import reductions
        return reductions.rebuild_parameter, (Tensor._make_subclass(Tensor, self.detach(), False), self.requires_grad)

    def __repr__(self):
        # Printed as a plain tensor: Tensor.__repr__ would rename it "Parameter(".
        plain = Tensor._make_subclass(Tensor, self.data, self.requires_grad)
        return "Parameter containing:\n" + repr(plain)

    __torch_function__ = _C._disabled_torch_function_impl


class UninitializedTensorMixin:
    """A tensor whose shape is not known yet: materialize(shape) gives it
    storage and makes it a cls_to_become."""

    cls_to_become = None

    def materialize(self, shape, device=None, dtype=None):
        """Gives the tensor uninitialised storage of shape (and dtype)."""
        import yaten
        self.data = yaten.empty(tuple(shape), dtype=dtype if dtype is not None else self.dtype)
        self.__class__ = self.cls_to_become

    def __repr__(self):
        return f"<{type(self).__name__}>"

    def __deepcopy__(self, memo):
        if id(self) not in memo:
            memo[id(self)] = type(self)(self.requires_grad, dtype=self.dtype)
        return memo[id(self)]


def _empty_on(device, dtype):
    import yaten
    if device not in (None, "cpu"):
        yaten.empty(0).to(device)  # torch's error for a device this build lacks
    return yaten.empty(0, dtype=dtype)


def is_lazy(tensor):
    """Whether tensor is an uninitialised parameter or buffer."""
    return isinstance(tensor, UninitializedTensorMixin)


class UninitializedParameter(UninitializedTensorMixin, Parameter):
    """A parameter whose shape is not known yet; materialize(shape) gives it
    storage and makes it a plain Parameter."""

    cls_to_become = Parameter

    def __new__(cls, requires_grad=True, device=None, dtype=None):
        return Tensor._make_subclass(cls, _empty_on(device, dtype), requires_grad)


class UninitializedBuffer(UninitializedTensorMixin, Tensor):
    """A buffer whose shape is not known yet; materialize(shape) gives it
    storage and makes it a plain Tensor."""

    cls_to_become = Tensor

    def __new__(cls, requires_grad=False, device=None, dtype=None):
        return Tensor._make_subclass(cls, _empty_on(device, dtype), requires_grad)
