"""RMSprop, as torch 1.13's: steps scaled by a running root mean square of
the gradient, optionally centred and with momentum."""
import yaten
from yaten.optim.optimizer import Optimizer, check_nonnegative, with_weight_decay


class RMSprop(Optimizer):
    """p -= lr * g / (sqrt(E[g^2] (- E[g]^2 when centered)) + eps), through a momentum buffer when momentum > 0."""

    _late_options = {**Optimizer._late_options, "momentum": 0, "centered": False}

    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False,
                 foreach=None, maximize=False, differentiable=False):
        check_nonnegative(lr=lr, eps=eps, momentum=momentum, weight_decay=weight_decay, alpha=alpha)
        super().__init__(params, dict(lr=lr, momentum=momentum, alpha=alpha, eps=eps, centered=centered,
                                      weight_decay=weight_decay, foreach=foreach, maximize=maximize,
                                      differentiable=differentiable))

    def _initial_state(self, param, group):
        state = {"step": 0, "square_avg": yaten.zeros_like(param)}
        if group["momentum"] > 0:
            state["momentum_buffer"] = yaten.zeros_like(param)
        if group["centered"]:
            state["grad_avg"] = yaten.zeros_like(param)
        return state

    def _update(self, param, grad, state, group):
        state["step"] += 1
        alpha = group["alpha"]
        grad = with_weight_decay(grad, param, group["weight_decay"])
        square_avg = state["square_avg"].mul_(alpha).add_(grad * grad, alpha=1 - alpha)
        if group["centered"]:
            grad_avg = state["grad_avg"].mul_(alpha).add_(grad, alpha=1 - alpha)
            avg = square_avg.sub(grad_avg * grad_avg).sqrt()
        else:
            avg = square_avg.sqrt()
        avg = avg.add(group["eps"])
        if group["momentum"] > 0:
            buf = state["momentum_buffer"].mul_(group["momentum"]).add_(grad / avg)
            param.add_(buf, alpha=-group["lr"])
        else:
            param.add_(grad / avg, alpha=-group["lr"])
