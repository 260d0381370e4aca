"""yaten.optim.Optimizer: parameter groups, per-parameter state, and the
state_dict format of torch 1.13 (parameters packed as integer ids)."""
import functools
import warnings
from collections import defaultdict
from collections.abc import Iterable
from copy import deepcopy
from itertools import chain

from yaten._tensor import Tensor
from yaten._typename import typename as _typename
from yaten.autograd.grad_mode import enable_grad, set_grad_enabled


class _RequiredParameter:
    """The default of an argument every parameter group must set (SGD's lr)."""

    def __repr__(self):
        return "<required parameter>"


required = _RequiredParameter()


def _use_grad_for_differentiable(step):
    """Runs step with grad mode on only when the optimizer is differentiable."""
    @functools.wraps(step)
    def wrapper(self, *args, **kwargs):
        with set_grad_enabled(self.defaults.get("differentiable", False)):
            return step(self, *args, **kwargs)
    return wrapper


class Optimizer:
    """Base class: holds param_groups (dicts with 'params' and the settings)
    and state (a dict per parameter); subclasses define step()."""

    def __init__(self, params, defaults):
        self.defaults = defaults
        if isinstance(params, Tensor):
            raise TypeError("params argument given to the optimizer should be an iterable of Tensors or dicts, "
                            "but got " + _typename(params))
        self.state = defaultdict(dict)
        self.param_groups = []
        param_groups = list(params)
        if len(param_groups) == 0:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(param_groups[0], dict):
            param_groups = [{"params": param_groups}]
        for param_group in param_groups:
            self.add_param_group(param_group)

    def __getstate__(self):
        return {"defaults": self.defaults, "state": self.state, "param_groups": self.param_groups}

    def __setstate__(self, state):
        self.__dict__.update(state)
        self.defaults.setdefault("differentiable", False)
        for group in self.param_groups:
            for name, value in self._late_options.items():
                if name in self.defaults:
                    group.setdefault(name, value)

    def __repr__(self):
        text = type(self).__name__ + " ("
        for i, group in enumerate(self.param_groups):
            text += f"\nParameter Group {i}\n"
            for key in sorted(group.keys()):
                if key != "params":
                    text += f"    {key}: {group[key]}\n"
        return text + ")"

    def add_param_group(self, param_group):
        """Adds a group of parameters with its own settings (missing ones
        taken from the defaults)."""
        assert isinstance(param_group, dict), "param group must be a dict"
        params = param_group["params"]
        if isinstance(params, Tensor):
            param_group["params"] = [params]
        elif isinstance(params, set):
            raise TypeError("optimizer parameters need to be organized in ordered collections, but the ordering of "
                            "tensors in sets will change between runs. Please use a list instead.")
        else:
            param_group["params"] = list(params)
        for param in param_group["params"]:
            if not isinstance(param, Tensor):
                raise TypeError("optimizer can only optimize Tensors, but one of the params is " + _typename(param))
            if not self.defaults.get("differentiable", None) and not param.is_leaf:
                raise ValueError("can't optimize a non-leaf Tensor")
        for name, default in self.defaults.items():
            if default is required and name not in param_group:
                raise ValueError("parameter group didn't specify a value of required optimization parameter " + name)
            param_group.setdefault(name, default)
        params = param_group["params"]
        if len(params) != len(set(params)):
            warnings.warn("optimizer contains a parameter group with duplicate parameters; in future, this will cause "
                          "an error; see github.com/pytorch/pytorch/issues/40967 for more information", stacklevel=3)
        existing = set()
        for group in self.param_groups:
            existing.update(group["params"])
        if not existing.isdisjoint(param_group["params"]):
            raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(param_group)

    def zero_grad(self, set_to_none=False):
        """Clears every parameter's .grad: None when set_to_none (torch 1.13's default is False, zeroing)."""
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                if set_to_none:
                    p.grad = None
                    continue
                if p.grad.grad_fn is not None:
                    p.grad.detach_()
                else:
                    p.grad.requires_grad_(False)
                p.grad.zero_()

    # Options added to torch after checkpoints were already saved: an old
    # state_dict's groups get these values on load.
    _late_options = {"maximize": False, "foreach": None, "differentiable": False}

    @_use_grad_for_differentiable
    def step(self, closure=None):
        """One update of every parameter that has a gradient; returns closure()'s loss if given.

        Subclasses define _initial_state(param, group) (the per-parameter state
        made on the first step) and _update(param, grad, state, group), given
        the gradient already negated when group['maximize']."""
        loss = None
        if closure is not None:
            with enable_grad():
                loss = closure()
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                grad = -p.grad if group.get("maximize", False) else p.grad
                state = self.state[p]
                if len(state) == 0:
                    state.update(self._initial_state(p, group))
                self._update(p, grad, state, group)
        return loss

    def _initial_state(self, param, group):
        return {}

    def _update(self, param, grad, state, group):
        raise NotImplementedError

    def state_dict(self):
        """{'state': {index: state}, 'param_groups': [group with 'params' as
        indices]}: parameters numbered in order of appearance across groups."""
        ids = {}
        for group in self.param_groups:
            for p in group["params"]:
                ids.setdefault(id(p), len(ids))
        param_groups = []
        for group in self.param_groups:
            packed = {k: v for k, v in group.items() if k != "params"}
            packed["params"] = [ids[id(p)] for p in group["params"]]
            param_groups.append(packed)
        state = {(ids[id(k)] if isinstance(k, Tensor) else k): v for k, v in self.state.items()}
        return {"state": state, "param_groups": param_groups}

    def load_state_dict(self, state_dict):
        """Restores groups' settings and per-parameter state saved by
        state_dict(), matching parameters by position."""
        state_dict = deepcopy(state_dict)
        groups = self.param_groups
        saved_groups = state_dict["param_groups"]
        if len(groups) != len(saved_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        if any(len(g["params"]) != len(s["params"]) for g, s in zip(groups, saved_groups)):
            raise ValueError("loaded state dict contains a parameter group that doesn't match the size of "
                             "optimizer's group")
        id_map = dict(zip(chain.from_iterable(g["params"] for g in saved_groups),
                          chain.from_iterable(g["params"] for g in groups)))
        state = defaultdict(dict)
        for k, v in state_dict["state"].items():
            if k in id_map:
                state[id_map[k]] = _cast(id_map[k], v)
            else:
                state[k] = v
        param_groups = []
        for group, new_group in zip(groups, saved_groups):
            new_group["params"] = group["params"]
            param_groups.append(new_group)
        self.__setstate__({"state": state, "param_groups": param_groups})


def _cast(param, value, key=None):
    """value with its floating tensors in param's dtype (except 'step')."""
    if isinstance(value, Tensor):
        if key != "step" and param.is_floating_point():
            return value.to(param.dtype)
        return value
    if isinstance(value, dict):
        return {k: _cast(param, v, key=k) for k, v in value.items()}
    if isinstance(value, Iterable) and not isinstance(value, str):
        return type(value)(_cast(param, v) for v in value)
    return value


_OPTION_LABELS = {"lr": "learning rate", "eps": "epsilon value"}


def check_nonnegative(**options):
    """ValueError 'Invalid <option>: <value>' (torch's wording) for a negative option."""
    for name, value in options.items():
        if not 0.0 <= value:
            raise ValueError(f"Invalid {_OPTION_LABELS.get(name, name + ' value')}: {value}")


def check_betas(betas):
    for i, beta in enumerate(betas):
        if not 0.0 <= beta < 1.0:
            raise ValueError(f"Invalid beta parameter at index {i}: {beta}")


def with_weight_decay(grad, param, weight_decay):
    """grad + weight_decay * param (L2 regularisation folded into the gradient), as most torch optimizers do."""
    return grad.add(param, alpha=weight_decay) if weight_decay != 0 else grad


def _check_no_gpu_options(name, **flags):
    """capturable/fused exist for CUDA in torch; yaten accepts only False."""
    for flag, value in flags.items():
        if value:
            raise ValueError(f"{name}: {flag}=True needs CUDA, which yaten does not have")

