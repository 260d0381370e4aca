"""Rprop, as torch 1.13's: per-element step sizes that grow while the
gradient keeps its sign and shrink when it flips; only signs move p."""
import yaten
from yaten.optim.optimizer import Optimizer, check_nonnegative


class Rprop(Optimizer):
    """step_size *= etaplus (same sign) or etaminus (flipped), clamped to
    step_sizes; p -= sign(g) * step_size, skipping elements that flipped."""

    def __init__(self, params, lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), foreach=None, maximize=False):
        check_nonnegative(lr=lr)
        if not 0.0 < etas[0] < 1.0 < etas[1]:
            raise ValueError(f"Invalid eta values: {etas[0]}, {etas[1]}")
        super().__init__(params, dict(lr=lr, etas=etas, step_sizes=step_sizes, foreach=foreach, maximize=maximize))

    def _initial_state(self, param, group):
        return {"step": 0, "prev": yaten.zeros_like(param), "step_size": yaten.full_like(param, group["lr"])}

    def _update(self, param, grad, state, group):
        state["step"] += 1
        etaminus, etaplus = group["etas"]
        step_min, step_max = group["step_sizes"]
        agreement = (grad * state["prev"]).sign()
        factor = yaten.where(agreement > 0, yaten.full_like(grad, etaplus),
                             yaten.where(agreement < 0, yaten.full_like(grad, etaminus), yaten.ones_like(grad)))
        state["step_size"].mul_(factor).clamp_(step_min, step_max)
        grad = yaten.where(agreement < 0, yaten.zeros_like(grad), grad)
        param.add_(grad.sign() * state["step_size"], alpha=-1)
        state["prev"].copy_(grad)
