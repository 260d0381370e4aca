"""yaten.autograd: reverse-mode differentiation driven by the C++ engine."""
import warnings

from yaten import _C
from yaten.autograd import forward_ad  # noqa: F401
from yaten.autograd.grad_mode import enable_grad, no_grad, set_grad_enabled
from yaten.autograd import function
from yaten.autograd.function import Function
from yaten.autograd.gradcheck import GradcheckError, gradcheck, gradgradcheck
from yaten.autograd.variable import Variable
from yaten.autograd import functional
from yaten.autograd import graph  # noqa: F401
from yaten.autograd.variable import Variable
from yaten.autograd.anomaly_mode import detect_anomaly, set_detect_anomaly
from yaten.autograd.inference_mode import inference_mode


def _as_tuple(x):
    if x is None:
        return ()
    return tuple(x) if isinstance(x, (tuple, list)) else (x,)


def _make_grads(outputs, grads):
    """Checks each given gradient against its output; None stays None (the
    engine makes ones for scalar outputs and refuses other shapes)."""
    for i, (out, grad) in enumerate(zip(outputs, grads)):
        if grad is None:
            if out.requires_grad and out.numel() != 1:
                raise RuntimeError("grad can be implicitly created only for scalar outputs")
        elif not isinstance(grad, _C.TensorBase):
            raise TypeError("gradients can be either Tensors or None, but got " + type(grad).__name__)
        elif tuple(grad.shape) != tuple(out.shape):
            raise RuntimeError(f"Mismatch in shape: grad_output[{i}] has a shape of {grad.shape} and output[{i}] "
                               f"has a shape of {out.shape}.")
    return list(grads)


def _grads_tuple(grads, length):
    if grads is None:
        return (None,) * length
    if isinstance(grads, _C.TensorBase):
        return (grads,)
    return tuple(grads)


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, grad_variables=None, inputs=None):
    """Computes the gradient of `tensors` and accumulates it into the leaves'
    .grad (or, with `inputs`, into the .grad of those tensors only)."""
    if grad_variables is not None:
        warnings.warn("'grad_variables' is deprecated. Use 'grad_tensors' instead.")
        if grad_tensors is not None:
            raise RuntimeError("'grad_tensors' and 'grad_variables' (deprecated) arguments both passed to "
                               "backward(). Please only use 'grad_tensors'.")
        grad_tensors = grad_variables
    if inputs is not None and not isinstance(inputs, _C.TensorBase) and len(inputs) == 0:
        raise RuntimeError("'inputs' argument to backward() cannot be empty.")
    tensors = _as_tuple(tensors)
    inputs = _as_tuple(inputs)
    grads = _grads_tuple(grad_tensors, len(tensors))
    if len(grads) != len(tensors):
        raise RuntimeError(f"got {len(grads)} tensors and {len(tensors)} gradients")
    grads = _make_grads(tensors, grads)
    if retain_graph is None:
        retain_graph = create_graph
    if create_graph:
        # As torch's engine: the .grad it leaves has a graph that holds the leaf.
        warnings.warn("Using backward() with create_graph=True will create a reference cycle between the parameter "
                      "and its gradient which can cause a memory leak. We recommend using autograd.grad when creating "
                      "the graph to avoid this. If you have to use this function, make sure to reset the .grad fields "
                      "of your parameters to None after use to break the cycle and avoid the leak.", stacklevel=2)
    _C._run_backward(list(tensors), grads, retain_graph, create_graph, list(inputs), True, bool(inputs))


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
         allow_unused=False, is_grads_batched=False):
    """Returns the gradients of `outputs` with respect to `inputs`, touching no
    .grad; None for an input the outputs do not depend on (allow_unused=True)."""
    outputs = _as_tuple(outputs)
    inputs = _as_tuple(inputs)
    if not only_inputs:
        warnings.warn("only_inputs argument is deprecated and is ignored now (defaults to True). To accumulate "
                      "gradient for other parts of the graph, please use torch.autograd.backward.")
    grads = _grads_tuple(grad_outputs, len(outputs))
    if len(grads) != len(outputs):
        raise RuntimeError(f"grad_outputs should be a sequence of length {len(outputs)} but got {len(grads)}")
    if not inputs:
        raise RuntimeError("grad requires at least one input")
    if retain_graph is None:
        retain_graph = create_graph
    if is_grads_batched:
        return _batched_grad(outputs, inputs, grads, retain_graph, create_graph, allow_unused)
    grads = _make_grads(outputs, grads)
    return _C._run_backward(list(outputs), grads, retain_graph, create_graph, list(inputs), allow_unused)


def _batched_grad(outputs, inputs, grads, retain_graph, create_graph, allow_unused):
    """is_grads_batched: one vector-Jacobian product per entry of the first
    dim of every grad_output, stacked (a loop where PyTorch uses vmap)."""
    import yaten
    batch = {g.shape[0] for g in grads if g is not None}
    if len(batch) != 1:
        raise RuntimeError("If `is_grads_batched=True`, every grad_output must be a Tensor with the same first "
                           "(batch) dimension")
    (size,) = batch
    for i, (out, g) in enumerate(zip(outputs, grads)):
        if tuple(g.shape[1:]) != tuple(out.shape):
            raise RuntimeError("If `is_grads_batched=True`, we interpret the first dimension of each grad_output as "
                               "the batch dimension. The sizes of the remaining dimensions are expected to match the "
                               f"shape of corresponding output, but a mismatch was detected: grad_output[{i}] has a "
                               f"shape of {g.shape[1:]} and output[{i}] has a shape of {out.shape}. If you only "
                               "want some tensors in `grad_output` to be considered batched, consider using vmap.")
    per_batch = [_C._run_backward(list(outputs), [g[b] for g in grads], True if b < size - 1 else retain_graph,
                                  create_graph, list(inputs), allow_unused) for b in range(size)]
    return tuple(None if column[0] is None else yaten.stack(list(column), 0) for column in zip(*per_batch))


def __getattr__(name):
    # torch.autograd.profiler is reachable after `import torch`; loaded on first use here (it builds on yaten.overrides).
    if name == "profiler":
        import importlib
        return importlib.import_module("yaten.autograd.profiler")
    raise AttributeError(f"module 'yaten.autograd' has no attribute {name!r}")
