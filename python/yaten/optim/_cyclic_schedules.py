"""Schedulers that cycle the lr (and the momentum) between bounds:
CyclicLR and OneCycleLR, as torch 1.13's."""
import math

from yaten.optim._scheduler_base import _LRScheduler, per_group
from yaten.optim.optimizer import Optimizer


class CyclicLR(_LRScheduler):
    """lr goes from base_lr up to max_lr over step_size_up steps and back over
    step_size_down, the swing scaled per cycle (triangular2: halved each
    cycle) or per step (exp_range: gamma ** step), or by scale_fn; momentum
    moves the opposite way when cycle_momentum."""

    def __init__(self, optimizer, base_lr, max_lr, step_size_up=2000, step_size_down=None, mode="triangular",
                 gamma=1.0, scale_fn=None, scale_mode="cycle", cycle_momentum=True, base_momentum=0.8,
                 max_momentum=0.9, last_epoch=-1, verbose=False):
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        self.optimizer = optimizer
        base_lrs = per_group(optimizer, "base_lr", base_lr)
        if last_epoch == -1:
            for lr, group in zip(base_lrs, optimizer.param_groups):
                group["lr"] = lr
        self.max_lrs = per_group(optimizer, "max_lr", max_lr)
        step_size_up = float(step_size_up)
        step_size_down = float(step_size_down) if step_size_down is not None else step_size_up
        self.total_size = step_size_up + step_size_down
        self.step_ratio = step_size_up / self.total_size
        if mode not in ("triangular", "triangular2", "exp_range") and scale_fn is None:
            raise ValueError("mode is invalid and scale_fn is None")
        self.mode = mode
        self.gamma = gamma
        self._scale_fn_custom = scale_fn
        self.scale_mode = scale_mode if scale_fn is not None else ("iterations" if mode == "exp_range" else "cycle")
        self.cycle_momentum = cycle_momentum
        if cycle_momentum:
            if "momentum" not in optimizer.defaults:
                raise ValueError("optimizer must support momentum with `cycle_momentum` option enabled")
            base_momentums = per_group(optimizer, "base_momentum", base_momentum)
            if last_epoch == -1:
                for momentum, group in zip(base_momentums, optimizer.param_groups):
                    group["momentum"] = momentum
            self.base_momentums = [group["momentum"] for group in optimizer.param_groups]
            self.max_momentums = per_group(optimizer, "max_momentum", max_momentum)
        super().__init__(optimizer, last_epoch, verbose)
        self.base_lrs = base_lrs

    def scale_fn(self, x):
        if self._scale_fn_custom is not None:
            return self._scale_fn_custom(x)
        if self.mode == "triangular2":
            return 1 / (2.0 ** (x - 1))
        if self.mode == "exp_range":
            return self.gamma ** x
        return 1.0

    def get_lr(self):
        self._warn_outside_step()
        cycle = math.floor(1 + self.last_epoch / self.total_size)
        x = 1.0 + self.last_epoch / self.total_size - cycle
        rising = x <= self.step_ratio
        fraction = x / self.step_ratio if rising else (x - 1) / (self.step_ratio - 1)
        scale = self.scale_fn(cycle if self.scale_mode == "cycle" else self.last_epoch)
        lrs = [base + (top - base) * fraction * scale for base, top in zip(self.base_lrs, self.max_lrs)]
        if self.cycle_momentum:
            for group, base, top in zip(self.optimizer.param_groups, self.base_momentums, self.max_momentums):
                group["momentum"] = top - (top - base) * fraction * scale
        return lrs


class OneCycleLR(_LRScheduler):
    """The 1cycle policy: lr rises from max_lr / div_factor to max_lr over
    pct_start of total_steps, then anneals (cos or linear) to
    initial_lr / final_div_factor (three_phase: back to initial_lr first);
    momentum (or Adam's beta1) moves the opposite way."""

    def __init__(self, optimizer, max_lr, total_steps=None, epochs=None, steps_per_epoch=None, pct_start=0.3,
                 anneal_strategy="cos", cycle_momentum=True, base_momentum=0.85, max_momentum=0.95, div_factor=25.0,
                 final_div_factor=1e4, three_phase=False, last_epoch=-1, verbose=False):
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        self.optimizer = optimizer
        self.total_steps = self._total_steps(total_steps, epochs, steps_per_epoch)
        self._schedule_phases = self._phases(pct_start, three_phase)
        if pct_start < 0 or pct_start > 1 or not isinstance(pct_start, float):
            raise ValueError(f"Expected float between 0 and 1 pct_start, but got {pct_start}")
        if anneal_strategy not in ("cos", "linear"):
            raise ValueError(f"anneal_strategy must by one of 'cos' or 'linear', instead got {anneal_strategy}")
        self.anneal_func = self._annealing_cos if anneal_strategy == "cos" else self._annealing_linear
        max_lrs = per_group(optimizer, "max_lr", max_lr)
        if last_epoch == -1:
            for top, group in zip(max_lrs, optimizer.param_groups):
                group["initial_lr"] = top / div_factor
                group["max_lr"] = top
                group["min_lr"] = group["initial_lr"] / final_div_factor
        self.cycle_momentum = cycle_momentum
        if cycle_momentum:
            if "momentum" not in optimizer.defaults and "betas" not in optimizer.defaults:
                raise ValueError("optimizer must support momentum with `cycle_momentum` option enabled")
            self.use_beta1 = "betas" in optimizer.defaults
            tops = per_group(optimizer, "max_momentum", max_momentum)
            bases = per_group(optimizer, "base_momentum", base_momentum)
            if last_epoch == -1:
                for top, base, group in zip(tops, bases, optimizer.param_groups):
                    self._set_momentum(group, top)
                    group["max_momentum"] = top
                    group["base_momentum"] = base
        super().__init__(optimizer, last_epoch, verbose)

    @staticmethod
    def _total_steps(total_steps, epochs, steps_per_epoch):
        if total_steps is None and epochs is None and steps_per_epoch is None:
            raise ValueError("You must define either total_steps OR (epochs AND steps_per_epoch)")
        if total_steps is not None:
            if total_steps <= 0 or not isinstance(total_steps, int):
                raise ValueError(f"Expected positive integer total_steps, but got {total_steps}")
            return total_steps
        if epochs <= 0 or not isinstance(epochs, int):
            raise ValueError(f"Expected positive integer epochs, but got {epochs}")
        if steps_per_epoch <= 0 or not isinstance(steps_per_epoch, int):
            raise ValueError(f"Expected positive integer steps_per_epoch, but got {steps_per_epoch}")
        return epochs * steps_per_epoch

    def _phases(self, pct_start, three_phase):
        """(end step, lr from, lr to, momentum from, momentum to) per phase, as group keys."""
        def phase(end_step, start_lr, end_lr, start_momentum, end_momentum):
            return dict(end_step=end_step, start_lr=start_lr, end_lr=end_lr, start_momentum=start_momentum,
                        end_momentum=end_momentum)
        warm_up = phase(float(pct_start * self.total_steps) - 1, "initial_lr", "max_lr", "max_momentum",
                        "base_momentum")
        if not three_phase:
            return [warm_up, phase(self.total_steps - 1, "max_lr", "min_lr", "base_momentum", "max_momentum")]
        return [warm_up,
                phase(float(2 * pct_start * self.total_steps) - 2, "max_lr", "initial_lr", "base_momentum",
                      "max_momentum"),
                phase(self.total_steps - 1, "initial_lr", "min_lr", "max_momentum", "max_momentum")]

    @staticmethod
    def _annealing_cos(start, end, pct):
        return end + (start - end) / 2.0 * (math.cos(math.pi * pct) + 1)

    @staticmethod
    def _annealing_linear(start, end, pct):
        return (end - start) * pct + start

    def _set_momentum(self, group, value):
        if self.use_beta1:
            group["betas"] = (value, *group["betas"][1:])
        else:
            group["momentum"] = value

    def get_lr(self):
        self._warn_outside_step()
        step = self.last_epoch
        if step > self.total_steps:
            raise ValueError(f"Tried to step {step + 1} times. The specified number of total steps is "
                             f"{self.total_steps}")
        lrs = []
        for group in self.optimizer.param_groups:
            start_step = 0
            for i, phase in enumerate(self._schedule_phases):
                if step <= phase["end_step"] or i == len(self._schedule_phases) - 1:
                    pct = (step - start_step) / (phase["end_step"] - start_step)
                    lrs.append(self.anneal_func(group[phase["start_lr"]], group[phase["end_lr"]], pct))
                    if self.cycle_momentum:
                        self._set_momentum(group, self.anneal_func(group[phase["start_momentum"]],
                                                                   group[phase["end_momentum"]], pct))
                    break
                start_step = phase["end_step"]
        return lrs
