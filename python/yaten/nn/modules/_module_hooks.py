"""The hooks every Module call may run: the global ones of
nn.modules.module.register_module_* (run before each module's own), and the
full backward hooks, placed in the graph by two identity autograd Functions,
one on the module's tensor inputs and one on its outputs."""
from collections import OrderedDict

from yaten._tensor import Tensor
from yaten.autograd.function import Function
from yaten.utils.hooks import RemovableHandle

global_forward_pre_hooks = OrderedDict()
global_forward_hooks = OrderedDict()
global_backward_pre_hooks = OrderedDict()
global_backward_hooks = OrderedDict()


def _register(table, hook):
    handle = RemovableHandle(table)
    table[handle.id] = hook
    return handle


def register_module_forward_pre_hook(hook):
    """hook(module, args) before every module's forward (before its own pre-hooks)."""
    return _register(global_forward_pre_hooks, hook)


def register_module_forward_hook(hook):
    """hook(module, args, output) after every module's forward (before its own hooks)."""
    return _register(global_forward_hooks, hook)


def register_module_full_backward_pre_hook(hook):
    """hook(module, grad_output) when the gradients of any module's outputs are known."""
    return _register(global_backward_pre_hooks, hook)


def register_module_full_backward_hook(hook):
    """hook(module, grad_input, grad_output) when the gradients of any module's inputs are known."""
    return _register(global_backward_hooks, hook)


def any_global_hook():
    return bool(global_forward_pre_hooks or global_forward_hooks or global_backward_pre_hooks
                or global_backward_hooks)


def _checked(result, expected, what):
    """A hook's replacement gradients, as a tuple of the expected length."""
    result = tuple(result) if isinstance(result, (tuple, list)) else (result,)
    if len(result) != expected:
        raise RuntimeError(f"Backward hook returned an invalid number of grad_{what} tensors: "
                           f"got {len(result)}, but expected {expected}")
    return result


class BackwardHookCall:
    """One module call with backward hooks: wraps its tensor inputs and
    outputs, and runs the hooks when backward reaches them."""

    def __init__(self, module, pre_hooks, hooks):
        self.module, self.pre_hooks, self.hooks = module, pre_hooks, hooks
        self.grad_outputs = None
        self.input_mask = ()

    def wrap_inputs(self, args):
        """args with each tensor that requires grad passed through an identity
        whose backward calls hook(module, grad_input, grad_output)."""
        self.input_mask = tuple(isinstance(a, Tensor) and a.requires_grad for a in args)
        positions = [i for i, wrapped in enumerate(self.input_mask) if wrapped]
        self.tensor_slots = [i for i, a in enumerate(args) if isinstance(a, Tensor)]
        if not positions:
            return args
        outs = _HookIdentity.apply(self.inputs_reached, *[args[i] for i in positions])
        outs = outs if isinstance(outs, tuple) else (outs,)
        args = list(args)
        for i, out in zip(positions, outs):
            args[i] = out
        return tuple(args)

    def wrap_outputs(self, result):
        """result with each output tensor passed through an identity whose
        backward calls hook(module, grad_output) and keeps grad_output."""
        single = isinstance(result, Tensor)
        outputs = (result,) if single else result
        if not isinstance(outputs, tuple):
            return result
        positions = [i for i, o in enumerate(outputs) if isinstance(o, Tensor) and o.requires_grad]
        if not positions:
            return result
        self.output_count = len(positions)
        wrapped = _HookIdentity.apply(self.outputs_reached, *[outputs[i] for i in positions])
        wrapped = wrapped if isinstance(wrapped, tuple) else (wrapped,)
        outputs = list(outputs)
        for i, out in zip(positions, wrapped):
            outputs[i] = out
        return outputs[0] if single else tuple(outputs)

    def outputs_reached(self, grad_outputs):
        for hook in self.pre_hooks:
            result = hook(self.module, grad_outputs)
            if result is not None:
                grad_outputs = _checked(result, len(grad_outputs), "output")
        self.grad_outputs = grad_outputs
        if not any(self.input_mask):
            # No input needs a gradient: the hooks run now, with None for every input, as torch's.
            for hook in self.hooks:
                hook(self.module, (None,) * len(self.tensor_slots), grad_outputs)
        return grad_outputs

    def inputs_reached(self, grads):
        it = iter(grads)
        grad_input = tuple(next(it) if self.input_mask[slot] else None for slot in self.tensor_slots)
        for hook in self.hooks:
            result = hook(self.module, grad_input, self.grad_outputs)
            if result is not None:
                grad_input = _checked(result, len(grad_input), "input")
        return tuple(g for g, slot in zip(grad_input, self.tensor_slots) if self.input_mask[slot])


class _HookIdentity(Function):
    """Passes tensors through; its backward hands their gradients to on_backward."""

    @staticmethod
    def forward(ctx, on_backward, *tensors):
        ctx.on_backward = on_backward
        ctx.set_materialize_grads(False)
        outs = tuple(t.view_as(t) for t in tensors)
        return outs if len(outs) > 1 else outs[0]

    @staticmethod
    def backward(ctx, *grads):
        return (None, *ctx.on_backward(grads))
