"""yaten.autograd: reverse-mode differentiation driven by the C++ engine."""
from yaten import _C
from yaten.autograd import forward_ad  # noqa: F401
from yaten.autograd.grad_mode import enable_grad, no_grad, set_grad_enabled
from yaten.autograd import function
from yaten.autograd.function import Function


def _as_tuple(x):
    if x is None:
        return ()
    return tuple(x) if isinstance(x, (tuple, list)) else (x,)


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None):
    """Computes the gradient of `tensors` and accumulates it into the leaves' .grad."""
    tensors = _as_tuple(tensors)
    grads = _as_tuple(grad_tensors) or (None,) * len(tensors)
    if len(grads) != len(tensors):
        raise RuntimeError(f"backward: got {len(grads)} gradients for {len(tensors)} tensors")
    if retain_graph is None:
        retain_graph = create_graph
    _C._run_backward(list(tensors), list(grads), retain_graph, create_graph, list(_as_tuple(inputs)), False)


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, allow_unused=False):
    """Returns the gradients of `outputs` with respect to `inputs`, touching no .grad."""
    outputs = _as_tuple(outputs)
    inputs = _as_tuple(inputs)
    grads = _as_tuple(grad_outputs) or (None,) * len(outputs)
    if retain_graph is None:
        retain_graph = create_graph
    if not inputs:
        raise RuntimeError("grad requires at least one input")
    return _C._run_backward(list(outputs), list(grads), retain_graph, create_graph, list(inputs), allow_unused)
