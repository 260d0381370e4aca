"""Schedulers whose lr at each step is a simple function of the step count:
torch 1.13's recursive forms (each step scales the current lr) and, where
torch has one, the closed form used when step() is given an epoch."""
import math
import types
from bisect import bisect_right
from collections import Counter

from yaten.optim._scheduler_base import _LRScheduler


class _LambdaScheduler(_LRScheduler):
    """A scheduler driven by lr_lambda (one function per group, or one for
    all); state_dict leaves plain functions out (they cannot be saved) and
    keeps callable objects' attributes."""

    def __init__(self, optimizer, lr_lambda, last_epoch=-1, verbose=False):
        self.optimizer = optimizer
        if not isinstance(lr_lambda, (list, tuple)):
            self.lr_lambdas = [lr_lambda] * len(optimizer.param_groups)
        elif len(lr_lambda) != len(optimizer.param_groups):
            raise ValueError(f"Expected {len(optimizer.param_groups)} lr_lambdas, but got {len(lr_lambda)}")
        else:
            self.lr_lambdas = list(lr_lambda)
        super().__init__(optimizer, last_epoch, verbose)

    def state_dict(self):
        state = {key: value for key, value in self.__dict__.items() if key not in ("optimizer", "lr_lambdas")}
        state["lr_lambdas"] = [None if isinstance(fn, types.FunctionType) else fn.__dict__.copy()
                               for fn in self.lr_lambdas]
        return state

    def load_state_dict(self, state_dict):
        state = dict(state_dict)
        lambdas = state.pop("lr_lambdas")
        self.__dict__.update(state)
        for fn, saved in zip(self.lr_lambdas, lambdas):
            if saved is not None:
                fn.__dict__.update(saved)


class _GroupScaling(_LRScheduler):
    """A scheduler whose step multiplies each group's lr by _scale() (1 for no change)."""

    def _scale(self):
        raise NotImplementedError

    def get_lr(self):
        self._warn_outside_step()
        factor = self._scale()
        return [group["lr"] * factor for group in self.optimizer.param_groups]


class LambdaLR(_LambdaScheduler):
    """lr = initial lr * lr_lambda(epoch), one lambda per group or one for all."""

    def get_lr(self):
        self._warn_outside_step()
        return [base_lr * fn(self.last_epoch) for fn, base_lr in zip(self.lr_lambdas, self.base_lrs)]


class MultiplicativeLR(_LambdaScheduler):
    """Each step multiplies the lr by lr_lambda(epoch)."""

    def get_lr(self):
        self._warn_outside_step()
        groups = self.optimizer.param_groups
        if self.last_epoch > 0:
            return [group["lr"] * fn(self.last_epoch) for fn, group in zip(self.lr_lambdas, groups)]
        return [group["lr"] for group in groups]


class StepLR(_GroupScaling):
    """Multiplies each group's lr by gamma every step_size epochs."""

    def __init__(self, optimizer, step_size, gamma=0.1, last_epoch=-1, verbose=False):
        self.step_size = step_size
        self.gamma = gamma
        super().__init__(optimizer, last_epoch, verbose)

    def _scale(self):
        return 1 if self.last_epoch == 0 or self.last_epoch % self.step_size != 0 else self.gamma

    def _get_closed_form_lr(self):
        return [base_lr * self.gamma ** (self.last_epoch // self.step_size) for base_lr in self.base_lrs]


class MultiStepLR(_GroupScaling):
    """Multiplies the lr by gamma at each milestone (by gamma^k for a milestone given k times)."""

    def __init__(self, optimizer, milestones, gamma=0.1, last_epoch=-1, verbose=False):
        self.milestones = Counter(milestones)
        self.gamma = gamma
        super().__init__(optimizer, last_epoch, verbose)

    def _scale(self):
        return self.gamma ** self.milestones[self.last_epoch] if self.last_epoch in self.milestones else 1

    def _get_closed_form_lr(self):
        milestones = sorted(self.milestones.elements())
        return [base_lr * self.gamma ** bisect_right(milestones, self.last_epoch) for base_lr in self.base_lrs]


class ConstantLR(_GroupScaling):
    """lr * factor for the first total_iters epochs, then lr."""

    def __init__(self, optimizer, factor=1.0 / 3, total_iters=5, last_epoch=-1, verbose=False):
        if factor > 1.0 or factor < 0:
            raise ValueError("Constant multiplicative factor expected to be between 0 and 1.")
        self.factor = factor
        self.total_iters = total_iters
        super().__init__(optimizer, last_epoch, verbose)

    def _scale(self):
        if self.last_epoch == 0:
            return self.factor
        return 1.0 / self.factor if self.last_epoch == self.total_iters else 1

    def _get_closed_form_lr(self):
        reached = self.last_epoch >= self.total_iters
        return [base_lr * (self.factor + reached * (1 - self.factor)) for base_lr in self.base_lrs]


class LinearLR(_GroupScaling):
    """lr scaled by a factor going linearly from start_factor to end_factor over total_iters epochs."""

    def __init__(self, optimizer, start_factor=1.0 / 3, end_factor=1.0, total_iters=5, last_epoch=-1,
                 verbose=False):
        if start_factor > 1.0 or start_factor < 0:
            raise ValueError("Starting multiplicative factor expected to be between 0 and 1.")
        if end_factor > 1.0 or end_factor < 0:
            raise ValueError("Ending multiplicative factor expected to be between 0 and 1.")
        self.start_factor = start_factor
        self.end_factor = end_factor
        self.total_iters = total_iters
        super().__init__(optimizer, last_epoch, verbose)

    def _scale(self):
        if self.last_epoch == 0:
            return self.start_factor
        if self.last_epoch > self.total_iters:
            return 1
        change = self.end_factor - self.start_factor
        return 1.0 + change / (self.total_iters * self.start_factor + (self.last_epoch - 1) * change)

    def _get_closed_form_lr(self):
        progress = min(self.total_iters, self.last_epoch) / self.total_iters
        return [base_lr * (self.start_factor + (self.end_factor - self.start_factor) * progress)
                for base_lr in self.base_lrs]


class ExponentialLR(_GroupScaling):
    """Multiplies the lr by gamma every epoch."""

    def __init__(self, optimizer, gamma, last_epoch=-1, verbose=False):
        self.gamma = gamma
        super().__init__(optimizer, last_epoch, verbose)

    def _scale(self):
        return 1 if self.last_epoch == 0 else self.gamma

    def _get_closed_form_lr(self):
        return [base_lr * self.gamma ** self.last_epoch for base_lr in self.base_lrs]


class PolynomialLR(_GroupScaling):
    """lr * (1 - epoch / total_iters) ** power until total_iters, then 0."""

    def __init__(self, optimizer, total_iters=5, power=1.0, last_epoch=-1, verbose=False):
        self.total_iters = total_iters
        self.power = power
        super().__init__(optimizer, last_epoch, verbose)

    def _scale(self):
        if self.last_epoch == 0 or self.last_epoch > self.total_iters:
            return 1
        return ((1.0 - self.last_epoch / self.total_iters) /
                (1.0 - (self.last_epoch - 1) / self.total_iters)) ** self.power

    def _get_closed_form_lr(self):
        remaining = 1.0 - min(self.total_iters, self.last_epoch) / self.total_iters
        return [base_lr * remaining ** self.power for base_lr in self.base_lrs]


class CosineAnnealingLR(_LRScheduler):
    """Anneals each group's lr from its initial value to eta_min along a
    half cosine of period T_max (recursive form, as torch)."""

    def __init__(self, optimizer, T_max, eta_min=0, last_epoch=-1, verbose=False):
        self.T_max = T_max
        self.eta_min = eta_min
        super().__init__(optimizer, last_epoch, verbose)

    def get_lr(self):
        self._warn_outside_step()
        groups = self.optimizer.param_groups
        if self.last_epoch == 0:
            return [group["lr"] for group in groups]
        if self._step_count == 1 and self.last_epoch > 0:
            return [self.eta_min + (base_lr - self.eta_min) * (1 + math.cos(self.last_epoch * math.pi / self.T_max)) / 2
                    for base_lr in self.base_lrs]
        if (self.last_epoch - 1 - self.T_max) % (2 * self.T_max) == 0:
            return [group["lr"] + (base_lr - self.eta_min) * (1 - math.cos(math.pi / self.T_max)) / 2
                    for base_lr, group in zip(self.base_lrs, groups)]
        ratio = (1 + math.cos(math.pi * self.last_epoch / self.T_max)) / (
            1 + math.cos(math.pi * (self.last_epoch - 1) / self.T_max))
        return [ratio * (group["lr"] - self.eta_min) + self.eta_min for group in groups]

    def _get_closed_form_lr(self):
        return [self.eta_min + (base_lr - self.eta_min) * (1 + math.cos(math.pi * self.last_epoch / self.T_max)) / 2
                for base_lr in self.base_lrs]


class CosineAnnealingWarmRestarts(_LRScheduler):
    """Cosine annealing from the initial lr to eta_min over T_i epochs,
    restarting with T_i multiplied by T_mult each time."""

    def __init__(self, optimizer, T_0, T_mult=1, eta_min=0, last_epoch=-1, verbose=False):
        if T_0 <= 0 or not isinstance(T_0, int):
            raise ValueError(f"Expected positive integer T_0, but got {T_0}")
        if T_mult < 1 or not isinstance(T_mult, int):
            raise ValueError(f"Expected integer T_mult >= 1, but got {T_mult}")
        self.T_0 = T_0
        self.T_i = T_0
        self.T_mult = T_mult
        self.eta_min = eta_min
        self.T_cur = last_epoch
        super().__init__(optimizer, last_epoch, verbose)

    def get_lr(self):
        self._warn_outside_step()
        return [self.eta_min + (base_lr - self.eta_min) * (1 + math.cos(math.pi * self.T_cur / self.T_i)) / 2
                for base_lr in self.base_lrs]

    def _place(self, epoch):
        """T_cur and T_i for a given (possibly fractional) epoch."""
        if epoch < 0:
            raise ValueError(f"Expected non-negative epoch, but got {epoch}")
        if epoch < self.T_0:
            self.T_i, self.T_cur = self.T_0, epoch
        elif self.T_mult == 1:
            self.T_cur = epoch % self.T_0
        else:
            n = int(math.log(epoch / self.T_0 * (self.T_mult - 1) + 1, self.T_mult))
            self.T_cur = epoch - self.T_0 * (self.T_mult ** n - 1) / (self.T_mult - 1)
            self.T_i = self.T_0 * self.T_mult ** n

    def step(self, epoch=None):
        """Advances one epoch, or jumps to epoch (which may be fractional, to anneal within an epoch)."""
        if epoch is None and self.last_epoch < 0:
            epoch = 0
        if epoch is None:
            epoch = self.last_epoch + 1
            self.T_cur += 1
            if self.T_cur >= self.T_i:
                self.T_cur -= self.T_i
                self.T_i *= self.T_mult
        else:
            self._place(epoch)
        self.last_epoch = math.floor(epoch)
        self._get_lr_called_within_step = True
        try:
            for i, (group, lr) in enumerate(zip(self.optimizer.param_groups, self.get_lr())):
                group["lr"] = lr
                self.print_lr(self.verbose, i, lr, epoch)
        finally:
            self._get_lr_called_within_step = False
        self._last_lr = [group["lr"] for group in self.optimizer.param_groups]
