"""Adamax, as torch 1.13's: Adam with the infinity norm in place of the
running second moment."""
import yaten
from yaten.optim.optimizer import Optimizer, check_betas, check_nonnegative, with_weight_decay


class Adamax(Optimizer):
    """u = max(beta2 * u, |g| + eps); p -= lr / (1 - beta1^t) * m / u."""

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None, *,
                 maximize=False):
        check_nonnegative(lr=lr, eps=eps)
        check_betas(betas)
        check_nonnegative(weight_decay=weight_decay)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, foreach=foreach,
                                      maximize=maximize))

    def _initial_state(self, param, group):
        return {"step": yaten.tensor(0.0), "exp_avg": yaten.zeros_like(param), "exp_inf": yaten.zeros_like(param)}

    def _update(self, param, grad, state, group):
        beta1, beta2 = group["betas"]
        state["step"].add_(1)
        step = state["step"].item()
        grad = with_weight_decay(grad, param, group["weight_decay"])
        exp_avg = state["exp_avg"].mul_(beta1).add_(grad, alpha=1 - beta1)
        exp_inf = state["exp_inf"]
        exp_inf.copy_(yaten.maximum(exp_inf.mul_(beta2), grad.abs().add_(group["eps"])))
        param.add_(exp_avg / exp_inf, alpha=-group["lr"] / (1 - beta1 ** step))
