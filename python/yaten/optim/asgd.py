"""ASGD, as torch 1.13's: SGD with a decaying step (eta) that also keeps a
running average of the parameters (ax) once step t0 is passed."""
import math

import yaten
from yaten.optim.optimizer import Optimizer, check_nonnegative, with_weight_decay


class ASGD(Optimizer):
    """p = p * (1 - lambd * eta) - eta * g; ax averages p with weight mu = 1 / max(1, t - t0)."""

    def __init__(self, params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0, foreach=None,
                 maximize=False):
        check_nonnegative(lr=lr, weight_decay=weight_decay)
        super().__init__(params, dict(lr=lr, lambd=lambd, alpha=alpha, t0=t0, weight_decay=weight_decay,
                                      foreach=foreach, maximize=maximize))

    def _initial_state(self, param, group):
        return {"step": yaten.tensor(0.0), "eta": yaten.tensor(float(group["lr"])), "mu": yaten.tensor(1.0),
                "ax": yaten.zeros_like(param)}

    def _update(self, param, grad, state, group):
        lr, lambd = group["lr"], group["lambd"]
        state["step"].add_(1)
        step = state["step"].item()
        grad = with_weight_decay(grad, param, group["weight_decay"])
        eta = state["eta"].item()
        param.mul_(1 - lambd * eta)
        param.add_(grad, alpha=-eta)
        if state["mu"].item() != 1:
            state["ax"].add_(param.sub(state["ax"]).mul(state["mu"].item()))
        else:
            state["ax"].copy_(param)
        state["eta"].fill_(lr / math.pow(1 + lambd * lr * step, group["alpha"]))
        state["mu"].fill_(1 / max(1, step - group["t0"]))
