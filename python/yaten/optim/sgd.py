"""SGD with momentum, dampening, Nesterov momentum, weight decay and
maximize, updating parameters in place exactly as torch 1.13's SGD."""
from yaten.optim.optimizer import Optimizer, required, with_weight_decay


class SGD(Optimizer):
    """Stochastic gradient descent: p -= lr * g, where g is the gradient
    (plus weight_decay * p), passed through a momentum buffer when momentum > 0."""

    def __init__(self, params, lr=required, momentum=0, dampening=0, weight_decay=0, nesterov=False, *,
                 maximize=False, foreach=None, differentiable=False):
        if lr is not required and lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = dict(lr=lr, momentum=momentum, dampening=dampening, weight_decay=weight_decay,
                        nesterov=nesterov, maximize=maximize, foreach=foreach, differentiable=differentiable)
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, defaults)

    _late_options = {**Optimizer._late_options, "nesterov": False}

    def _update(self, param, grad, state, group):
        d_p = with_weight_decay(grad, param, group["weight_decay"])
        momentum = group["momentum"]
        if momentum != 0:
            buf = state.get("momentum_buffer")
            if buf is None:
                buf = d_p.clone().detach()
                state["momentum_buffer"] = buf
            else:
                buf.mul_(momentum).add_(d_p, alpha=1 - group["dampening"])
            d_p = d_p.add(buf, alpha=momentum) if group["nesterov"] else buf
        param.add_(d_p, alpha=-group["lr"])
