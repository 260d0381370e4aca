"""Learning-rate schedules: StepLR and CosineAnnealingLR over a base
scheduler with torch 1.13's stepping, warnings and state_dict."""
import functools
import math
import warnings
import weakref

from yaten.optim.optimizer import Optimizer

EPOCH_DEPRECATION_WARNING = (
    "The epoch parameter in `scheduler.step()` was not necessary and is being deprecated where possible. "
    "Please use `scheduler.step()` to step the scheduler. During the deprecation, if epoch is different from None, "
    "the closed form is used instead of the new chainable form, where available. Please open an issue if you are "
    "unable to replicate your use case: https://github.com/pytorch/pytorch/issues/new/choose."
)


def _counting(optimizer):
    """Makes optimizer.step count its calls in optimizer._step_count, so the
    scheduler can warn when it is stepped before the optimizer."""
    method = optimizer.step
    if getattr(method, "_with_counter", False):
        return
    instance_ref = weakref.ref(method.__self__)
    func = method.__func__

    def wrapper(*args, **kwargs):
        instance = instance_ref()
        instance._step_count += 1
        return func.__get__(instance, type(instance))(*args, **kwargs)

    # A plain function on the instance holding it weakly: no reference cycle.
    wrapper._with_counter = True
    optimizer.step = functools.wraps(func)(wrapper)


class _LRScheduler:
    """Sets each group's 'lr' from get_lr() at every step(); last_epoch counts steps."""

    def __init__(self, optimizer, last_epoch=-1, verbose=False):
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        self.optimizer = optimizer
        if last_epoch == -1:
            for group in optimizer.param_groups:
                group.setdefault("initial_lr", group["lr"])
        else:
            for i, group in enumerate(optimizer.param_groups):
                if "initial_lr" not in group:
                    raise KeyError(f"param 'initial_lr' is not specified in param_groups[{i}] when resuming an "
                                   "optimizer")
        self.base_lrs = [group["initial_lr"] for group in optimizer.param_groups]
        self.last_epoch = last_epoch
        _counting(optimizer)
        self.verbose = verbose
        self.optimizer._step_count = 0
        self._step_count = 0
        self.step()

    def state_dict(self):
        """Everything but the optimizer."""
        return {key: value for key, value in self.__dict__.items() if key != "optimizer"}

    def load_state_dict(self, state_dict):
        self.__dict__.update(state_dict)

    def get_last_lr(self):
        """The learning rates the last step() set, one per group."""
        return self._last_lr

    def get_lr(self):
        raise NotImplementedError

    def print_lr(self, is_verbose, group, lr, epoch=None):
        if not is_verbose:
            return
        if epoch is None:
            print(f"Adjusting learning rate of group {group} to {lr:.4e}.")
        else:
            epoch_str = ("%.2f" if isinstance(epoch, float) else "%.5d") % epoch
            print(f"Epoch {epoch_str}: adjusting learning rate of group {group} to {lr:.4e}.")

    def _warn_order(self):
        if not getattr(self.optimizer.step, "_with_counter", False):
            warnings.warn("Seems like `optimizer.step()` has been overridden after learning rate scheduler "
                          "initialization. Please, make sure to call `optimizer.step()` before "
                          "`lr_scheduler.step()`. See more details at "
                          "https://pytorch.org/docs/stable/optim.html#how-to-adjust-learning-rate", UserWarning)
        elif self.optimizer._step_count < 1:
            warnings.warn("Detected call of `lr_scheduler.step()` before `optimizer.step()`. In PyTorch 1.1.0 and "
                          "later, you should call them in the opposite order: `optimizer.step()` before "
                          "`lr_scheduler.step()`.  Failure to do this will result in PyTorch skipping the first "
                          "value of the learning rate schedule. See more details at "
                          "https://pytorch.org/docs/stable/optim.html#how-to-adjust-learning-rate", UserWarning)

    def step(self, epoch=None):
        if self._step_count == 1:
            self._warn_order()
        self._step_count += 1
        self._get_lr_called_within_step = True
        try:
            if epoch is None:
                self.last_epoch += 1
                values = self.get_lr()
            else:
                warnings.warn(EPOCH_DEPRECATION_WARNING, UserWarning)
                self.last_epoch = epoch
                values = self._get_closed_form_lr() if hasattr(self, "_get_closed_form_lr") else self.get_lr()
        finally:
            self._get_lr_called_within_step = False
        for i, (param_group, lr) in enumerate(zip(self.optimizer.param_groups, values)):
            param_group["lr"] = lr
            self.print_lr(self.verbose, i, lr, epoch)
        self._last_lr = [group["lr"] for group in self.optimizer.param_groups]

    def _warn_outside_step(self):
        if not self._get_lr_called_within_step:
            warnings.warn("To get the last learning rate computed by the scheduler, please use `get_last_lr()`.",
                          UserWarning)


LRScheduler = _LRScheduler


class StepLR(_LRScheduler):
    """Multiplies each group's lr by gamma every step_size epochs."""

    def __init__(self, optimizer, step_size, gamma=0.1, last_epoch=-1, verbose=False):
        self.step_size = step_size
        self.gamma = gamma
        super().__init__(optimizer, last_epoch, verbose)

    def get_lr(self):
        self._warn_outside_step()
        if self.last_epoch == 0 or self.last_epoch % self.step_size != 0:
            return [group["lr"] for group in self.optimizer.param_groups]
        return [group["lr"] * self.gamma for group in self.optimizer.param_groups]

    def _get_closed_form_lr(self):
        return [base_lr * self.gamma ** (self.last_epoch // self.step_size) for base_lr in self.base_lrs]


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
