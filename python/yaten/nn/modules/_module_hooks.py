"""The hooks every Module call may run: the global ones of
nn.modules.module.register_module_* (run before each module's own), the
full backward hooks, placed in the graph by two identity autograd Functions,
one on the module's tensor inputs and one on its outputs, and the legacy
(non-full) backward hooks, placed on the grad_fn of the module's first output
as torch 1.13 does, with its warnings about what they miss."""
import warnings
import weakref
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


# Whether global_backward_hooks holds full hooks (True), legacy ones (False)
# or has never held any (None): a process uses one kind, as torch's.
global_is_full_backward_hook = None


def _set_global_kind(full):
    global global_is_full_backward_hook
    if global_is_full_backward_hook is (not full):
        raise RuntimeError("Cannot use both regular backward hooks and full backward hooks as a "
                           "global Module hook. Please use only one of them.")
    global_is_full_backward_hook = full


def register_module_full_backward_hook(hook):
    """hook(module, grad_input, grad_output) when the gradients of any module's inputs are known."""
    _set_global_kind(True)
    return _register(global_backward_hooks, hook)


def register_module_backward_hook(hook):
    """Deprecated: a legacy backward hook on every module (see Module.register_backward_hook)."""
    _set_global_kind(False)
    return _register(global_backward_hooks, hook)


def backward_hooks_of(module):
    """(full hooks, legacy hooks) one call of module runs: the global ones first."""
    full, legacy = [], []
    for kind, table in ((global_is_full_backward_hook, global_backward_hooks),
                        (module._is_full_backward_hook, module._backward_hooks)):
        if kind is not None:
            (full if kind else legacy).extend(table.values())
    return full, legacy


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


def _first_tensor(result):
    """The tensor torch's legacy hooks attach to: the first one found
    depth-first through sequences and dict values."""
    while not isinstance(result, Tensor):
        if isinstance(result, dict):
            result = next(v for v in result.values() if isinstance(v, Tensor))
        else:
            result = result[0]
    return result


class _LegacyHook:
    """hook(module, grad_input, grad_output) as a grad_fn hook; holds the
    module weakly, as torch's _WrappedHook."""

    def __init__(self, hook, module):
        self.hook, self.module = hook, weakref.ref(module)

    def __call__(self, grad_input, grad_output):
        module = self.module()
        if module is None:
            return None
        return self.hook(module, grad_input, grad_output)


def attach_legacy_hooks(module, hooks, args, result):
    """Registers the legacy hooks on the grad_fn of result's first tensor,
    warning (as torch 1.13) where that node does not see the whole module."""
    grad_fn = _first_tensor(result).grad_fn
    if grad_fn is None:
        return
    for hook in hooks:
        grad_fn.register_hook(_LegacyHook(hook, module))
    _warn_if_partial(args, result, grad_fn)


def _as_tensor_tuple(values, role, grads):
    """values as a tuple of tensors; None, after torch's warning that the
    hook misses some of grad_`grads`, when they are not a tensor or a tuple of them."""
    if isinstance(values, Tensor):
        return (values,)
    if isinstance(values, tuple) and all(isinstance(v, Tensor) for v in values):
        return values
    warnings.warn(f"Using non-full backward hooks on a Module that {role} a "
                  "single Tensor or a tuple of Tensors is deprecated and will be removed "
                  f"in future versions. This hook will be missing some of the grad_{grads}. "
                  "Please use register_full_backward_hook to get the documented behavior.")
    return None


def _warn_if_partial(inputs, result, grad_fn):
    result = _as_tensor_tuple(result, "does not return", "output")
    if result is None:
        return
    inputs = _as_tensor_tuple(inputs, "does not take as input", "input")
    if inputs is None:
        return
    out_grad_fns = {r.grad_fn for r in result if r.grad_fn is not None}
    if not out_grad_fns or (len(out_grad_fns) == 1 and grad_fn not in out_grad_fns):
        warnings.warn("Using a non-full backward hook when outputs are nested in python data structure "
                      "is deprecated and will be removed in future versions. This hook will be missing "
                      "some grad_output.")
    elif len(out_grad_fns) > 1:
        warnings.warn("Using a non-full backward hook when outputs are generated by different autograd Nodes "
                      "is deprecated and will be removed in future versions. This hook will be missing "
                      "some grad_output. Please use register_full_backward_hook to get the documented behavior.")
    elif {i.grad_fn for i in inputs if i.grad_fn is not None} != {n[0] for n in grad_fn.next_functions}:
        warnings.warn("Using a non-full backward hook when the forward contains multiple autograd Nodes "
                      "is deprecated and will be removed in future versions. This hook will be missing "
                      "some grad_input. Please use register_full_backward_hook to get the documented "
                      "behavior.")
