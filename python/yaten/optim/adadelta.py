"""Adadelta, as torch 1.13's: steps whose size comes from running averages
of past squared gradients and past squared steps."""
import yaten
from yaten.optim.optimizer import Optimizer, check_nonnegative, with_weight_decay


class Adadelta(Optimizer):
    """delta = sqrt(E[dx^2] + eps) / sqrt(E[g^2] + eps) * g; p -= lr * delta."""

    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0, foreach=None, *, maximize=False):
        check_nonnegative(lr=lr, eps=eps, weight_decay=weight_decay)
        if not 0.0 <= rho <= 1.0:
            raise ValueError(f"Invalid rho value: {rho}")
        super().__init__(params, dict(lr=lr, rho=rho, eps=eps, weight_decay=weight_decay, maximize=maximize,
                                      foreach=foreach))

    def _initial_state(self, param, group):
        return {"step": 0, "square_avg": yaten.zeros_like(param), "acc_delta": yaten.zeros_like(param)}

    def _update(self, param, grad, state, group):
        state["step"] += 1
        rho, eps = group["rho"], group["eps"]
        grad = with_weight_decay(grad, param, group["weight_decay"])
        square_avg = state["square_avg"].mul_(rho).add_(grad * grad, alpha=1 - rho)
        std = square_avg.add(eps).sqrt()
        delta = state["acc_delta"].add(eps).sqrt().div_(std).mul_(grad)
        state["acc_delta"].mul_(rho).add_(delta * delta, alpha=1 - rho)
        param.add_(delta, alpha=-group["lr"])
