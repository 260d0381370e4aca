"""Adam and AdamW (with amsgrad and maximize), updating parameters in place
with torch 1.13's single-tensor formulas; state 'step' is a float tensor."""
import math

import yaten
from yaten.optim.optimizer import Optimizer, _check_no_gpu_options, check_betas, check_nonnegative


class Adam(Optimizer):
    """Adam: per-element steps from bias-corrected running means of the
    gradient and its square; weight_decay adds weight_decay * p to the gradient."""

    _decoupled_weight_decay = False
    _late_options = {**Optimizer._late_options, "amsgrad": False}

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, amsgrad=False, *,
                 foreach=None, maximize=False, capturable=False, differentiable=False, fused=False):
        check_nonnegative(lr=lr, eps=eps)
        check_betas(betas)
        check_nonnegative(weight_decay=weight_decay)
        _check_no_gpu_options(type(self).__name__, capturable=capturable, fused=fused)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad, maximize=maximize,
                        foreach=foreach, capturable=capturable, differentiable=differentiable, fused=fused)
        super().__init__(params, defaults)

    def _initial_state(self, param, group):
        state = {"step": yaten.tensor(0.0), "exp_avg": yaten.zeros_like(param),
                 "exp_avg_sq": yaten.zeros_like(param)}
        if group["amsgrad"]:
            state["max_exp_avg_sq"] = yaten.zeros_like(param)
        return state

    def _update(self, param, grad, state, group):
        lr, weight_decay, eps = group["lr"], group["weight_decay"], group["eps"]
        beta1, beta2 = group["betas"]
        exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
        state["step"].add_(1)
        if weight_decay != 0:
            if self._decoupled_weight_decay:
                param.mul_(1 - lr * weight_decay)
            else:
                grad = grad.add(param, alpha=weight_decay)
        exp_avg.mul_(beta1).add_(grad, alpha=1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
        step = state["step"].item()
        step_size = lr / (1 - beta1 ** step)
        bias_correction2_sqrt = math.sqrt(1 - beta2 ** step)
        if group["amsgrad"]:
            state["max_exp_avg_sq"].copy_(yaten.maximum(state["max_exp_avg_sq"], exp_avg_sq))
            denom = (state["max_exp_avg_sq"].sqrt() / bias_correction2_sqrt).add_(eps)
        else:
            denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
        param.addcdiv_(exp_avg, denom, value=-step_size)


class AdamW(Adam):
    """Adam with decoupled weight decay: p *= 1 - lr * weight_decay before the Adam step."""

    _decoupled_weight_decay = True

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False, foreach=None, capturable=False):
        check_nonnegative(lr=lr, eps=eps)
        check_betas(betas)
        check_nonnegative(weight_decay=weight_decay)
        _check_no_gpu_options("AdamW", capturable=capturable)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad, foreach=foreach,
                        maximize=maximize, capturable=capturable)
        Optimizer.__init__(self, params, defaults)
