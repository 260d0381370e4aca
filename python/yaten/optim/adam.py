"""Adam and AdamW (with amsgrad and maximize), updating parameters in place
with torch 1.13's single-tensor formulas; state 'step' is a float tensor."""
import math

import yaten
from yaten.autograd.grad_mode import enable_grad
from yaten.optim.optimizer import Optimizer, _check_no_gpu_options, _use_grad_for_differentiable


def _check_adam_arguments(lr, betas, eps, weight_decay):
    if not 0.0 <= lr:
        raise ValueError(f"Invalid learning rate: {lr}")
    if not 0.0 <= eps:
        raise ValueError(f"Invalid epsilon value: {eps}")
    if not 0.0 <= betas[0] < 1.0:
        raise ValueError(f"Invalid beta parameter at index 0: {betas[0]}")
    if not 0.0 <= betas[1] < 1.0:
        raise ValueError(f"Invalid beta parameter at index 1: {betas[1]}")
    if not 0.0 <= weight_decay:
        raise ValueError(f"Invalid weight_decay value: {weight_decay}")


class Adam(Optimizer):
    """Adam: per-element steps from bias-corrected running means of the
    gradient and its square; weight_decay adds weight_decay * p to the gradient."""

    _decoupled_weight_decay = False

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, amsgrad=False, *,
                 foreach=None, maximize=False, capturable=False, differentiable=False, fused=False):
        _check_adam_arguments(lr, betas, eps, weight_decay)
        _check_no_gpu_options(type(self).__name__, capturable=capturable, fused=fused)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad, maximize=maximize,
                        foreach=foreach, capturable=capturable, differentiable=differentiable, fused=fused)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        for group in self.param_groups:
            group.setdefault("amsgrad", False)
            group.setdefault("maximize", False)
            group.setdefault("foreach", None)

    @_use_grad_for_differentiable
    def step(self, closure=None):
        """One update of every parameter that has a gradient; returns closure()'s loss if given."""
        loss = None
        if closure is not None:
            with enable_grad():
                loss = closure()
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is not None:
                    self._update(p, group)
        return loss

    def _state_for(self, param, amsgrad):
        state = self.state[param]
        if len(state) == 0:
            state["step"] = yaten.tensor(0.0)
            state["exp_avg"] = yaten.zeros_like(param)
            state["exp_avg_sq"] = yaten.zeros_like(param)
            if amsgrad:
                state["max_exp_avg_sq"] = yaten.zeros_like(param)
        return state

    def _update(self, param, group):
        grad = param.grad if not group["maximize"] else -param.grad
        lr, weight_decay, eps = group["lr"], group["weight_decay"], group["eps"]
        beta1, beta2 = group["betas"]
        state = self._state_for(param, group["amsgrad"])
        exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
        state["step"].add_(1)
        if weight_decay != 0:
            if self._decoupled_weight_decay:
                param.mul_(1 - lr * weight_decay)
            else:
                grad = grad.add(param, alpha=weight_decay)
        exp_avg.mul_(beta1).add_(grad, alpha=1 - beta1)
        exp_avg_sq.mul_(beta2).add_(grad * grad, alpha=1 - beta2)
        step = state["step"].item()
        step_size = lr / (1 - beta1 ** step)
        bias_correction2_sqrt = math.sqrt(1 - beta2 ** step)
        if group["amsgrad"]:
            state["max_exp_avg_sq"].copy_(yaten.maximum(state["max_exp_avg_sq"], exp_avg_sq))
            denom = (state["max_exp_avg_sq"].sqrt() / bias_correction2_sqrt).add_(eps)
        else:
            denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
        param.add_(exp_avg / denom, alpha=-step_size)


class AdamW(Adam):
    """Adam with decoupled weight decay: p *= 1 - lr * weight_decay before the Adam step."""

    _decoupled_weight_decay = True

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False, foreach=None, capturable=False):
        _check_adam_arguments(lr, betas, eps, weight_decay)
        _check_no_gpu_options("AdamW", capturable=capturable)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad, foreach=foreach,
                        maximize=maximize, capturable=capturable)
        Optimizer.__init__(self, params, defaults)
