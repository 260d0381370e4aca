"""The base of every learning-rate scheduler: torch 1.13's stepping,
call-order warnings, verbose printing and state_dict."""
import functools
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
        self._initial_step()

    def _initial_step(self):
        """The first step, which sets each group's starting lr."""
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


def per_group(optimizer, name, value):
    """value as a list with one entry per parameter group (a list or tuple must already have one each)."""
    if isinstance(value, (list, tuple)):
        if len(value) != len(optimizer.param_groups):
            raise ValueError(f"expected {len(optimizer.param_groups)} values for {name}, got {len(value)}")
        return list(value)
    return [value] * len(optimizer.param_groups)
