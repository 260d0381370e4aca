"""NAdam, as torch 1.13's: Adam with Nesterov momentum and a momentum
schedule (momentum_decay)."""
import yaten
from yaten.optim.optimizer import Optimizer, check_betas, check_nonnegative, with_weight_decay


class NAdam(Optimizer):
    """Adam whose step mixes the gradient and the running mean by the
    scheduled momentum mu_t = beta1 * (1 - 0.5 * 0.96^(t * momentum_decay))."""

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, momentum_decay=4e-3,
                 foreach=None):
        check_nonnegative(lr=lr, eps=eps)
        check_betas(betas)
        check_nonnegative(weight_decay=weight_decay, momentum_decay=momentum_decay)
        super().__init__(params, dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay,
                                      momentum_decay=momentum_decay, foreach=foreach))

    def _initial_state(self, param, group):
        return {"step": yaten.tensor(0.0), "mu_product": yaten.tensor(1.0), "exp_avg": yaten.zeros_like(param),
                "exp_avg_sq": yaten.zeros_like(param)}

    def _update(self, param, grad, state, group):
        beta1, beta2 = group["betas"]
        lr, decay = group["lr"], group["momentum_decay"]
        state["step"].add_(1)
        step = state["step"].item()
        grad = with_weight_decay(grad, param, group["weight_decay"])
        mu = beta1 * (1.0 - 0.5 * 0.96 ** (step * decay))
        mu_next = beta1 * (1.0 - 0.5 * 0.96 ** ((step + 1) * decay))
        mu_product = state["mu_product"].mul_(mu).item()
        # torch 1.13 multiplies the already-updated product by mu again here; kept for identical steps.
        mu_product_next = (state["mu_product"] * mu * mu_next).item()
        exp_avg = state["exp_avg"].mul_(beta1).add_(grad, alpha=1 - beta1)
        exp_avg_sq = state["exp_avg_sq"].mul_(beta2).add_(grad * grad, alpha=1 - beta2)
        denom = exp_avg_sq.div(1 - beta2 ** step).sqrt().add_(group["eps"])
        param.add_(grad / denom, alpha=-lr * (1.0 - mu) / (1.0 - mu_product))
        param.add_(exp_avg / denom, alpha=-lr * mu_next / (1.0 - mu_product_next))
