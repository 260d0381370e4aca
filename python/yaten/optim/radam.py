"""RAdam, as torch 1.13's: Adam whose adaptive term is switched on, and
rectified, once the variance of its estimate is tractable."""
import math

import yaten
from yaten.optim.optimizer import Optimizer, check_betas, check_nonnegative, with_weight_decay


class RAdam(Optimizer):
    """Plain momentum steps while rho_t <= 5, then Adam steps scaled by the rectification term."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None):
        check_nonnegative(lr=lr, eps=eps)
        check_betas(betas)
        check_nonnegative(weight_decay=weight_decay)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, foreach=foreach))

    def _initial_state(self, param, group):
        return {"step": yaten.tensor(0.0), "exp_avg": yaten.zeros_like(param), "exp_avg_sq": yaten.zeros_like(param)}

    def _update(self, param, grad, state, group):
        beta1, beta2 = group["betas"]
        lr = group["lr"]
        state["step"].add_(1)
        step = state["step"].item()
        bias_correction1 = 1 - beta1 ** step
        bias_correction2 = 1 - beta2 ** step
        grad = with_weight_decay(grad, param, group["weight_decay"])
        exp_avg = state["exp_avg"].mul_(beta1).add_(grad, alpha=1 - beta1)
        exp_avg_sq = state["exp_avg_sq"].mul_(beta2).add_(grad * grad, alpha=1 - beta2)
        corrected = exp_avg / bias_correction1
        rho_inf = 2 / (1 - beta2) - 1
        rho_t = rho_inf - 2 * step * (beta2 ** step) / bias_correction2
        if rho_t > 5.0:
            rect = math.sqrt((rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t))
            adaptive = math.sqrt(bias_correction2) / exp_avg_sq.sqrt().add_(group["eps"])
            param.add_(corrected * lr * adaptive * rect, alpha=-1.0)
        else:
            param.add_(corrected * lr, alpha=-1.0)
