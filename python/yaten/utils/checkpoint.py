"""Activation checkpointing, as torch.utils.checkpoint: run a function
without keeping its intermediate results, and run it again during backward
to get them. The random numbers the function draws (dropout) are drawn
again identically in the re-run: the default generator's state is saved
before the forward run, restored for the re-run, and put back afterwards,
so draws after a checkpoint are those of an uncheckpointed run."""
import warnings

import yaten
from yaten.autograd.function import Function
from yaten.autograd.grad_mode import enable_grad, no_grad


def _pin_rng():
    """The state _replay_rng restores to repeat the random draws made from now on."""
    return yaten.get_rng_state()


class _replay_rng:
    """Within the block, the generator starts where _pin_rng pinned it; afterwards it goes on from where it was."""

    def __init__(self, pinned):
        self.pinned = pinned

    def __enter__(self):
        if self.pinned is not None:
            self.resume = yaten.get_rng_state()
            yaten.set_rng_state(self.pinned)

    def __exit__(self, *exc):
        if self.pinned is not None:
            yaten.set_rng_state(self.resume)


class CheckpointFunction(Function):
    """forward: run_function under no_grad; backward: run it again with
    grad on detached copies of the inputs and backpropagate through that."""

    @staticmethod
    def forward(ctx, run_function, preserve_rng_state, num_captured, *args):
        # The last num_captured arguments are leaves run_function reads itself
        # (use_reentrant=False): inputs only so that the node exists when no
        # argument needs grad; the re-run's backward accumulates into them.
        ctx.num_captured = num_captured
        args = args[:len(args) - num_captured]
        ctx.run_function = run_function
        ctx.pinned = _pin_rng() if preserve_rng_state else None
        ctx.tensor_positions = [i for i, a in enumerate(args) if isinstance(a, yaten.Tensor)]
        ctx.others = [None if isinstance(a, yaten.Tensor) else a for a in args]
        ctx.save_for_backward(*(args[i] for i in ctx.tensor_positions))
        with no_grad():
            return run_function(*args)

    @staticmethod
    def backward(ctx, *grad_outputs):
        inputs = list(ctx.others)
        for position, saved in zip(ctx.tensor_positions, ctx.saved_tensors):
            inputs[position] = saved.detach().requires_grad_(saved.requires_grad)
        with _replay_rng(ctx.pinned), enable_grad():
            outputs = ctx.run_function(*inputs)
        if isinstance(outputs, yaten.Tensor):
            outputs = (outputs,)
        pairs = [(out, grad) for out, grad in zip(outputs, grad_outputs)
                 if isinstance(out, yaten.Tensor) and out.requires_grad and grad is not None]
        if not pairs:
            raise RuntimeError("none of output has requires_grad=True, this checkpoint() is not necessary")
        yaten.autograd.backward([out for out, _ in pairs], [grad for _, grad in pairs])
        grads = tuple(inputs[i].grad if isinstance(inputs[i], yaten.Tensor) else None for i in range(len(inputs)))
        return (None, None, None) + grads + (None,) * ctx.num_captured


def checkpoint(function, *args, use_reentrant=True, **kwargs):
    """function(*args) whose intermediate results are recomputed in backward
    instead of kept; preserve_rng_state (default True) repeats its random draws."""
    preserve = kwargs.pop("preserve_rng_state", True)
    if use_reentrant:
        if kwargs:
            raise ValueError("Unexpected keyword arguments: " + ",".join(kwargs))
        if not any(isinstance(a, yaten.Tensor) and a.requires_grad for a in args):
            warnings.warn("None of the inputs have requires_grad=True. Gradients will be None")
        return CheckpointFunction.apply(function, preserve, 0, *args)
    captured = _captured_leaves(function)
    return CheckpointFunction.apply(lambda *a: function(*a, **kwargs), preserve, len(captured), *args, *captured)


def _captured_leaves(function):
    """The leaves needing grad that function reads without taking them as
    arguments: a module's (or a bound method's module's) parameters, and
    the modules and tensors of a closure. torch's non-reentrant checkpoint
    finds them through saved-tensor hooks; their gradients come from the
    re-run's backward either way."""
    found = []

    def add(obj):
        if isinstance(obj, yaten.nn.Module):
            found.extend(p for p in obj.parameters() if p.requires_grad)
        elif isinstance(obj, yaten.Tensor) and obj.requires_grad and obj.is_leaf:
            found.append(obj)

    add(function)
    add(getattr(function, "__self__", None))
    for cell in getattr(function, "__closure__", None) or ():
        try:
            add(cell.cell_contents)
        except ValueError:  # an empty cell
            pass
    unique = {id(t): t for t in found}
    return list(unique.values())


def checkpoint_sequential(functions, segments, input, use_reentrant=True, **kwargs):
    """Runs a Sequential (or list of modules) in `segments` checkpointed chunks, the last one normally."""
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs:
        raise ValueError("Unexpected keyword arguments: " + ",".join(kwargs))
    functions = list(functions.children()) if hasattr(functions, "children") else list(functions)

    def run(start, end):
        def forward(value):
            for j in range(start, end + 1):
                value = functions[j](value)
            return value
        return forward
    size = len(functions) // segments
    end = -1
    for start in range(0, size * (segments - 1), size):
        end = start + size - 1
        input = checkpoint(run(start, end), input, use_reentrant=use_reentrant, preserve_rng_state=preserve)
    return run(end + 1, len(functions) - 1)(input)
