"""Gradient clipping, as torch.nn.utils': by the total norm of all
gradients, or elementwise by value. Gradients are scaled in place."""
import math
import warnings

import yaten


def _grads(parameters):
    if isinstance(parameters, yaten.Tensor):
        parameters = [parameters]
    return [p.grad for p in parameters if p.grad is not None]


def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """Scales the gradients so that their total norm (as if concatenated)
    is at most max_norm; returns that total norm before clipping. foreach
    is accepted for torch 2's signature and changes nothing."""
    grads = _grads(parameters)
    max_norm, norm_type = float(max_norm), float(norm_type)
    if not grads:
        return yaten.tensor(0.0)
    with yaten.no_grad():
        if norm_type == math.inf:
            norms = [g.detach().abs().max() for g in grads]
            total_norm = norms[0] if len(norms) == 1 else yaten.stack(norms).max()
        else:
            total_norm = yaten.norm(yaten.stack([yaten.norm(g.detach(), norm_type) for g in grads]), norm_type)
        if error_if_nonfinite and not math.isfinite(total_norm.item()):
            raise RuntimeError(f"The total norm of order {norm_type} for gradients from `parameters` is non-finite, "
                               "so it cannot be clipped. To disable this error and scale the gradients by the "
                               "non-finite norm anyway, set `error_if_nonfinite=False`")
        scale = yaten.clamp(max_norm / (total_norm + 1e-6), max=1.0)
        for g in grads:
            g.detach().mul_(scale.to(g.dtype))
    return total_norm


def clip_grad_norm(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """Deprecated spelling of clip_grad_norm_."""
    warnings.warn("torch.nn.utils.clip_grad_norm is now deprecated in favor of torch.nn.utils.clip_grad_norm_.",
                  stacklevel=2)
    return clip_grad_norm_(parameters, max_norm, norm_type, error_if_nonfinite, foreach)


def clip_grad_value_(parameters, clip_value, foreach=None):
    """Clamps every gradient element to [-clip_value, clip_value]."""
    clip_value = float(clip_value)
    with yaten.no_grad():
        for g in _grads(parameters):
            g.clamp_(min=-clip_value, max=clip_value)
