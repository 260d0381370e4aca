"""yaten.autograd.Function: operations with a hand-written backward.

    class Exp(Function):
        @staticmethod
        def forward(ctx, x):
            y = x.exp()
            ctx.save_for_backward(y)
            return y

        @staticmethod
        def backward(ctx, grad):
            y, = ctx.saved_tensors
            return grad * y

    y = Exp.apply(x)

`apply` (C, yaten._C._FunctionBase) runs forward without recording history
and makes a node named `ExpBackward` the outputs' grad_fn; its ctx is an
instance of `Exp._backward_cls`, which this module's metaclass creates.
"""
import functools
import warnings

from yaten import _C
from yaten.autograd.grad_mode import no_grad


class FunctionCtx:
    """The methods a forward calls on its ctx."""

    def save_for_backward(self, *tensors):
        """Keeps tensors (or None) for backward, which reads them as ctx.saved_tensors.

        Reading them fails if they were modified in place since."""
        self.to_save = tensors
        # backward reads them back through the tensors they hold; a subclass
        # object with Python state (a sparse COO tensor's indices and values)
        # is kept alive here so that it is the one backward gets, as torch's
        # saved tensors keep their Python objects
        self._saved_python_state = tuple(t for t in tensors if type(t) is not _C.TensorBase and getattr(t, "__dict__", None))

    def save_for_forward(self, *tensors):
        """Keeps tensors (or None) for jvp."""
        for tensor in tensors:
            assert isinstance(tensor, _C.TensorBase) or tensor is None, (
                "save_for_forward expects all arguments to be tensors; you should "
                "save non-tensors as attributes on ctx.")
        self.saved_for_forward = tensors

    def mark_dirty(self, *args):
        """Declares the inputs forward modified in place (they must also be returned)."""
        self.dirty_tensors = args

    def mark_shared_storage(self, *pairs):
        warnings.warn(
            'mark_shared_storage is deprecated. '
            'Tensors with shared storages are automatically tracked. Note '
            'that calls to `set_()` are not tracked')

    def mark_non_differentiable(self, *args):
        """Declares outputs that get no gradient (backward still receives a zero one for each)."""
        self.non_differentiable = args

    def set_materialize_grads(self, value):
        """With False, backward receives None instead of zeros for outputs that got no gradient."""
        self.materialize_grads = value


class BackwardCFunction(_C._FunctionBase, FunctionCtx):
    """Base of the ctx classes: the PyNode calls apply(*grads) on the ctx."""

    def apply(self, *args):
        cls = self._forward_cls
        backward_fn, vjp_fn = cls.backward, cls.vjp
        if backward_fn is not Function.backward and vjp_fn is not Function.vjp:
            raise RuntimeError("Implementing both 'backward' and 'vjp' for a custom "
                               "Function is not allowed. You should only implement one "
                               "of them.")
        user_fn = vjp_fn if vjp_fn is not Function.vjp else backward_fn
        return user_fn(self, *args)

    def apply_jvp(self, *args):
        try:
            return self._forward_cls.jvp(self, *args)
        finally:
            self.__dict__.pop("saved_for_forward", None)  # for jvp only, as in torch

    @property
    def metadata(self):
        """A dict kept with the node, for the user's own data (as a native node's grad_fn.metadata)."""
        return self.__dict__.setdefault("_node_metadata", {})

    @property
    def saved_tensors(self):
        """What save_for_backward kept (what save_for_forward kept, inside jvp)."""
        saved = self.__dict__.get("saved_for_forward")
        if saved is not None:
            return saved
        return _C._FunctionBase.saved_tensors.__get__(self)


class FunctionMeta(type):
    """Gives each Function class its ctx class `<Name>Backward` (as _backward_cls)."""

    def __init__(cls, name, bases, attrs):
        cls._backward_cls = type(name + 'Backward', (BackwardCFunction,), {'_forward_cls': cls})
        super().__init__(name, bases, attrs)


class Function(_C._FunctionBase, FunctionCtx, metaclass=FunctionMeta):
    """Base class of custom autograd operations: subclass it with static
    forward(ctx, *args) and backward(ctx, *grads) (or forward(*args) plus
    setup_context(ctx, inputs, output)), then call the class's apply."""

    def __init__(self, *args, **kwargs):
        cls = self.__class__
        warnings.warn(f"{cls} should not be instantiated. Methods on autograd functions"
                      "are all static, so you should invoke them on the class itself. "
                      "Instantiating an autograd function will raise an "
                      "error in a future version of PyTorch.", DeprecationWarning)

    def __call__(self, *args, **kwargs):
        raise RuntimeError(
            "Legacy autograd function with non-static forward method is deprecated. "
            "Please use new-style autograd function with static forward method. "
            "(Example: https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)")

    is_traceable = False

    @staticmethod
    def forward(ctx, *args, **kwargs):
        """Computes the outputs; ctx carries what backward needs."""
        raise NotImplementedError("You must implement the forward function for custom"
                                  " autograd.Function.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        """One gradient per forward argument (None for non-tensors) from one per output."""
        raise NotImplementedError("You must implement either the backward or vjp method for "
                                  "your custom autograd.Function to use it with backward "
                                  "mode AD.")

    vjp = backward

    @staticmethod
    def jvp(ctx, *grad_inputs):
        """Forward-mode formula: one tangent per output from one per forward argument."""
        raise NotImplementedError("You must implement the jvp function for custom "
                                  "autograd.Function to use it with forward mode AD.")


_ONCE_DIFFERENTIABLE_ERROR = "trying to differentiate twice a function that was marked with @once_differentiable"


def once_differentiable(fn):
    """Decorates a backward that is not itself differentiable: it runs without
    recording history, and differentiating its result (double backward) raises."""

    @functools.wraps(fn)
    def wrapper(ctx, *args):
        with no_grad():
            outputs = fn(ctx, *args)

        if not _C.is_grad_enabled():
            return outputs

        # Outputs are made to require grad only when some gradient input does
        # (PyTorch's approximation: saved tensors are not looked at).
        requires_grad = any(isinstance(arg, _C.TensorBase) and arg.requires_grad for arg in args)
        if not requires_grad:
            return outputs

        if not isinstance(outputs, tuple):
            outputs = (outputs,)

        def fake_requires_grad(var):
            if var is not None:
                var = var.detach()
                var.requires_grad = True
            return var

        return _C._delayed_error(_ONCE_DIFFERENTIABLE_ERROR, *[fake_requires_grad(v) for v in outputs])
    return wrapper


class InplaceFunction(Function):

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace
