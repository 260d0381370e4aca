"""yaten.nn.Parameter: a tensor that a Module registers as one of its
parameters when assigned as an attribute; UninitializedParameter, the
shapeless one a lazy module starts with."""
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


class UninitializedParameter(Parameter):
    """A parameter whose shape is not known yet; materialize(shape) gives it
    storage and makes it a plain Parameter."""

    cls_to_become = Parameter

    def __new__(cls, requires_grad=True, device=None, dtype=None):
        import yaten
        if device not in (None, "cpu"):
            yaten.empty(0).to(device)  # torch's error for a device this build lacks
        return Tensor._make_subclass(cls, yaten.empty(0, dtype=dtype), requires_grad)

    def materialize(self, shape, device=None, dtype=None):
        """Gives the parameter uninitialised storage of shape (and dtype)."""
        import yaten
        self.data = yaten.empty(tuple(shape), dtype=dtype if dtype is not None else self.dtype)
        self.__class__ = self.cls_to_become

    def __repr__(self):
        return "<UninitializedParameter>"

    def __deepcopy__(self, memo):
        if id(self) not in memo:
            memo[id(self)] = type(self)(self.requires_grad, dtype=self.dtype)
        return memo[id(self)]
