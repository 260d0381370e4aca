"""Adagrad, as torch 1.13's: steps scaled by the root of the summed squared
gradients, with a decaying learning rate. State exists for every parameter
from construction, as in torch (so state_dicts match)."""
import yaten
from yaten.optim.optimizer import Optimizer, check_nonnegative, with_weight_decay


class Adagrad(Optimizer):
    """p -= lr / (1 + (step - 1) * lr_decay) * g / (sqrt(sum of g^2) + eps)."""

    def __init__(self, params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10,
                 foreach=None, *, maximize=False):
        check_nonnegative(lr=lr, lr_decay=lr_decay, weight_decay=weight_decay,
                          initial_accumulator_value=initial_accumulator_value, eps=eps)
        super().__init__(params, dict(lr=lr, lr_decay=lr_decay, eps=eps, weight_decay=weight_decay,
                                      initial_accumulator_value=initial_accumulator_value, foreach=foreach,
                                      maximize=maximize))
        for group in self.param_groups:
            for p in group["params"]:
                self.state[p].update(self._initial_state(p, group))

    def share_memory(self):
        """Moves the summed squares to shared memory, for Hogwild training across processes."""
        from yaten.multiprocessing import share_memory_
        for group in self.param_groups:
            for p in group["params"]:
                share_memory_(self.state[p]["sum"])

    def _initial_state(self, param, group):
        return {"step": yaten.tensor(0.0),
                "sum": yaten.full_like(param, group["initial_accumulator_value"])}

    def _update(self, param, grad, state, group):
        state["step"].add_(1)
        step = state["step"].item()
        grad = with_weight_decay(grad, param, group["weight_decay"])
        clr = group["lr"] / (1 + (step - 1) * group["lr_decay"])
        state["sum"].add_(grad * grad)
        param.add_(grad / state["sum"].sqrt().add_(group["eps"]), alpha=-clr)
