"""optim.swa_utils, as torch 1.13's: stochastic weight averaging.
AveragedModel keeps a running average (or avg_fn's, e.g. an exponential
one) of a model's parameters, update_bn recomputes batch-norm statistics
for the averaged weights, and SWALR anneals each group's lr to a constant
swa_lr."""
import itertools
import math
from copy import deepcopy

import yaten
from yaten.autograd.grad_mode import no_grad
from yaten.nn.modules.batchnorm import _BatchNorm
from yaten.nn.modules.module import Module
from yaten.optim._scheduler_base import _LRScheduler

__all__ = ["AveragedModel", "update_bn", "SWALR"]


def _running_mean(averaged, current, num_averaged):
    return averaged + (current - averaged) / (num_averaged + 1)


class AveragedModel(Module):
    """A copy of `model` whose parameters (and buffers, with use_buffers)
    update_parameters(model) folds into an average; n_averaged counts the
    updates. avg_fn(averaged, current, num_averaged) replaces the plain mean."""

    def __init__(self, model, device=None, avg_fn=None, use_buffers=False):
        super().__init__()
        self.module = deepcopy(model)
        if device is not None:
            self.module = self.module.to(device)
        self.register_buffer("n_averaged", yaten.tensor(0, dtype=yaten.long, device=device))
        self.avg_fn = _running_mean if avg_fn is None else avg_fn
        self.use_buffers = use_buffers

    def forward(self, *args, **kwargs):
        return self.module(*args, **kwargs)

    def _averaged_tensors(self, model):
        if self.use_buffers:
            return itertools.chain(model.parameters(), model.buffers())
        return model.parameters()

    def update_parameters(self, model):
        """Folds model's current parameters into the average."""
        mine = self._averaged_tensors(self.module)
        for averaged, current in zip(mine, self._averaged_tensors(model)):
            current = current.detach().to(averaged.device)
            if self.n_averaged == 0:
                averaged.detach().copy_(current)
            else:
                averaged.detach().copy_(self.avg_fn(averaged.detach(), current, self.n_averaged.to(averaged.device)))
        self.n_averaged += 1


@no_grad()
def update_bn(loader, model, device=None):
    """Recomputes the running statistics of model's batch-norm layers with one
    pass over loader (the first element of each batch that is a list or tuple),
    as a cumulative average; the layers' momentum is restored afterwards."""
    momenta = {}
    for module in model.modules():
        if isinstance(module, _BatchNorm):
            module.running_mean = yaten.zeros_like(module.running_mean)
            module.running_var = yaten.ones_like(module.running_var)
            momenta[module] = module.momentum
    if not momenta:
        return
    was_training = model.training
    model.train()
    for module in momenta:
        module.momentum = None  # a cumulative average over the pass
        module.num_batches_tracked *= 0
    for input in loader:
        if isinstance(input, (list, tuple)):
            input = input[0]
        if device is not None:
            input = input.to(device)
        model(input)
    for module, momentum in momenta.items():
        module.momentum = momentum
    model.train(was_training)


class SWALR(_LRScheduler):
    """Anneals each group's lr from its value to swa_lr over anneal_epochs
    steps ("cos" or "linear"), then holds it there."""

    def __init__(self, optimizer, swa_lr, anneal_epochs=10, anneal_strategy="cos", last_epoch=-1):
        for value, group in zip(self._format_param(optimizer, swa_lr), optimizer.param_groups):
            group["swa_lr"] = value
        if anneal_strategy not in ("cos", "linear"):
            raise ValueError(f"anneal_strategy must by one of 'cos' or 'linear', instead got {anneal_strategy}")
        self.anneal_func = self._cosine_anneal if anneal_strategy == "cos" else self._linear_anneal
        if not isinstance(anneal_epochs, int) or anneal_epochs < 0:
            raise ValueError(f"anneal_epochs must be equal or greater than 0, got {anneal_epochs}")
        self.anneal_epochs = anneal_epochs
        super().__init__(optimizer, last_epoch)

    @staticmethod
    def _format_param(optimizer, swa_lrs):
        if not isinstance(swa_lrs, (list, tuple)):
            return [swa_lrs] * len(optimizer.param_groups)
        if len(swa_lrs) != len(optimizer.param_groups):
            raise ValueError(f"swa_lr must have the same length as optimizer.param_groups: swa_lr has {len(swa_lrs)}, "
                             f"optimizer.param_groups has {len(optimizer.param_groups)}")
        return swa_lrs

    @staticmethod
    def _linear_anneal(t):
        return t

    @staticmethod
    def _cosine_anneal(t):
        return (1 - math.cos(math.pi * t)) / 2

    @staticmethod
    def _get_initial_lr(lr, swa_lr, alpha):
        """The lr the annealing started from, given the lr reached at alpha."""
        return swa_lr if alpha == 1 else (lr - alpha * swa_lr) / (1 - alpha)

    def _fraction(self, step):
        return max(0, min(1, step / max(1, self.anneal_epochs)))

    def get_lr(self):
        self._warn_outside_step()
        step = self._step_count - 1
        if self.anneal_epochs == 0:
            step = max(1, step)
        # The group's lr may have been changed from outside: recover where
        # this annealing started from the previous step's alpha.
        prev_alpha = self.anneal_func(self._fraction(step - 1))
        start_lrs = [self._get_initial_lr(group["lr"], group["swa_lr"], prev_alpha)
                     for group in self.optimizer.param_groups]
        alpha = self.anneal_func(self._fraction(step))
        return [group["swa_lr"] * alpha + lr * (1 - alpha) for group, lr in zip(self.optimizer.param_groups, start_lrs)]
