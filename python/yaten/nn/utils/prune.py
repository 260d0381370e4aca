"""nn.utils.prune, as torch 1.13's: pruning a module's tensor `name` moves
it to the parameter name_orig, stores the 0/1 mask in the buffer
name_mask, and registers the pruning method as a forward pre-hook that sets
name = name_orig * name_mask before each call. Pruning the same tensor again
combines the masks through a PruningContainer (the new method sees only the
entries, or channels, still kept); remove() makes the pruning permanent."""
import numbers
from abc import ABC, abstractmethod
from collections.abc import Iterable

import yaten
from yaten.nn.utils._hook_tables import pop_hook
from yaten.nn.utils.convert_parameters import parameters_to_vector

__all__ = ["BasePruningMethod", "PruningContainer", "Identity", "RandomUnstructured", "L1Unstructured",
           "RandomStructured", "LnStructured", "CustomFromMask", "identity", "random_unstructured",
           "l1_unstructured", "random_structured", "ln_structured", "global_unstructured", "custom_from_mask",
           "remove", "is_pruned"]


class BasePruningMethod(ABC):
    """A way of choosing a mask; subclasses define compute_mask and PRUNING_TYPE
    ("unstructured", "structured" with a `dim`, or "global")."""

    _tensor_name = None

    def __call__(self, module, inputs):
        setattr(module, self._tensor_name, self.apply_mask(module))

    @abstractmethod
    def compute_mask(self, t, default_mask):
        """The new mask for t, given the mask of the pruning done so far."""

    def apply_mask(self, module):
        """name_orig * name_mask of module."""
        assert self._tensor_name is not None, f"Module {module} has to be pruned"
        mask = getattr(module, self._tensor_name + "_mask")
        orig = getattr(module, self._tensor_name + "_orig")
        return mask.to(dtype=orig.dtype) * orig

    @classmethod
    def apply(cls, module, name, *args, importance_scores=None, **kwargs):
        """Prunes module.<name> with cls(*args, **kwargs), combined with any
        pruning already there; importance_scores (default: the tensor) rank
        the entries. Returns the method now hooked on the module."""
        method, combined = _method_for(cls, module, name, *args, **kwargs)
        orig = getattr(module, name)
        if importance_scores is None:
            importance_scores = orig
        else:
            assert importance_scores.shape == orig.shape, \
                f"importance_scores should have the same shape as parameter {name} of {module}"
        if combined:
            default_mask = getattr(module, name + "_mask").detach().clone()
        else:
            module.register_parameter(name + "_orig", orig)
            del module._parameters[name]
            default_mask = yaten.ones_like(orig)
        try:
            module.register_buffer(name + "_mask", method.compute_mask(importance_scores, default_mask=default_mask))
            setattr(module, name, method.apply_mask(module))
            module.register_forward_pre_hook(method)
        except Exception:
            if not combined:  # leave the module as it was
                module.register_parameter(name, getattr(module, name + "_orig"))
                del module._parameters[name + "_orig"]
            raise
        return method

    def prune(self, t, default_mask=None, importance_scores=None):
        """t with this method's mask applied (the module is not touched)."""
        if importance_scores is None:
            importance_scores = t
        else:
            assert importance_scores.shape == t.shape, "importance_scores should have the same shape as tensor t"
        if default_mask is None:
            default_mask = yaten.ones_like(t)
        return t * self.compute_mask(importance_scores, default_mask=default_mask)

    def remove(self, module):
        """Makes the pruning permanent: name becomes a parameter again,
        holding name_orig * name_mask; name_orig and name_mask go."""
        assert self._tensor_name is not None, f"Module {module} has to be pruned before pruning can be removed"
        name = self._tensor_name
        pruned = self.apply_mask(module)
        if hasattr(module, name):
            delattr(module, name)
        orig = module._parameters.pop(name + "_orig")
        orig.data = pruned.data
        del module._buffers[name + "_mask"]
        setattr(module, name, orig)


def _method_for(cls, module, name, *args, **kwargs):
    """cls(*args, **kwargs) for module.<name>, in a PruningContainer with the
    method already hooked there if any (whose hook is taken off); and whether
    there was one."""
    old_keys = [key for key, hook in module._forward_pre_hooks.items()
                if isinstance(hook, BasePruningMethod) and hook._tensor_name == name]
    assert len(old_keys) <= 1, (f"Avoid adding multiple pruning hooks to the same tensor {name} of module {module}. "
                                "Use a PruningContainer.")
    method = cls(*args, **kwargs)
    method._tensor_name = name
    if not old_keys:
        return method, False
    old = module._forward_pre_hooks.pop(old_keys[0])
    container = old if isinstance(old, PruningContainer) else PruningContainer(old)
    container.add_pruning_method(method)
    return container, True


class PruningContainer(BasePruningMethod):
    """The pruning methods applied in turn to one tensor; the last one's
    compute_mask acts on what the earlier ones kept."""

    def __init__(self, *args):
        self._pruning_methods = ()
        if len(args) == 1:
            self._tensor_name = args[0]._tensor_name
        for method in args:
            self.add_pruning_method(method)

    def add_pruning_method(self, method):
        if method is not None and not isinstance(method, BasePruningMethod):
            raise TypeError(f"{type(method)} is not a BasePruningMethod subclass")
        if method is not None and self._tensor_name != method._tensor_name:
            raise ValueError(f"Can only add pruning methods acting on the parameter named '{self._tensor_name}' to "
                             f"PruningContainer {self}. Found '{method._tensor_name}'")
        self._pruning_methods += (method,)

    def __len__(self):
        return len(self._pruning_methods)

    def __iter__(self):
        return iter(self._pruning_methods)

    def __getitem__(self, idx):
        return self._pruning_methods[idx]

    def compute_mask(self, t, default_mask):
        """default_mask with the last method's mask computed on the part of
        t it still keeps: the kept entries (unstructured), the kept channels
        along the method's dim (structured), or all of t (global)."""
        method = self._pruning_methods[-1]
        mask = default_mask.to(dtype=t.dtype)
        kept = [slice(None)] * t.dim()
        if method.PRUNING_TYPE == "unstructured":
            kept = default_mask == 1
        elif method.PRUNING_TYPE == "structured":
            if not hasattr(method, "dim"):
                raise AttributeError('Pruning methods of PRUNING_TYPE "structured" need to have the attribute `dim` '
                                     "defined.")
            dim = method.dim + t.dim() if method.dim < 0 else method.dim
            if dim < 0:
                raise IndexError(f"Index is out of bounds for tensor with dimensions {t.dim()}")
            kept[dim] = default_mask.sum(dim=[d for d in range(t.dim()) if d != dim]) != 0
        elif method.PRUNING_TYPE != "global":
            raise ValueError(f"Unrecognized PRUNING_TYPE {method.PRUNING_TYPE}")
        if isinstance(kept, list):
            kept = tuple(kept)
        mask[kept] = method.compute_mask(t[kept], default_mask=default_mask[kept]).to(dtype=mask.dtype)
        return mask


class Identity(BasePruningMethod):
    """Prunes nothing (the mask is all ones)."""

    PRUNING_TYPE = "unstructured"

    def compute_mask(self, t, default_mask):
        return default_mask

    @classmethod
    def apply(cls, module, name):
        return super().apply(module, name)


def _check_amount(amount):
    if not isinstance(amount, numbers.Real):
        raise TypeError(f"Invalid type for amount: {amount}. Must be int or float.")
    if (amount < 0) if isinstance(amount, numbers.Integral) else not 0.0 <= float(amount) <= 1.0:
        raise ValueError(f"amount={amount} should either be a float in the range [0, 1] or a non-negative integer")


def _count_to_prune(amount, size):
    """How many of `size` entries amount means (a count, or a fraction rounded)."""
    if not isinstance(amount, numbers.Integral):
        return round(amount * size)
    if amount > size:
        raise ValueError(f"amount={amount} should be smaller than the number of parameters to prune={size}")
    return amount


def _check_structured(t, dim):
    if t.dim() <= 1:
        raise ValueError(f"Structured pruning can only be applied to multidimensional tensors. Found tensor of shape "
                         f"{t.shape} with {t.dim()} dims")
    if dim >= t.dim():
        raise IndexError(f"Invalid index {dim} for tensor of size {t.shape}")


def _unstructured_mask(scores, default_mask, amount, largest):
    """default_mask with the `amount` entries of the largest (or smallest) scores zeroed."""
    mask = default_mask.clone()
    count = _count_to_prune(amount, scores.numel())
    if count:
        mask.view(-1)[yaten.topk(scores.reshape(-1), k=count, largest=largest).indices] = 0
    return mask


def _channel_mask(t, dim, channels, default_mask):
    """default_mask times a mask that keeps the given channels along dim."""
    mask = yaten.zeros_like(t)
    index = [slice(None)] * t.dim()
    index[dim] = channels
    mask[tuple(index)] = 1
    return mask * default_mask.to(dtype=mask.dtype)


class _ByAmount(BasePruningMethod):
    """A method pruning `amount` entries or channels (a count, or a fraction)."""

    def __init__(self, amount):
        _check_amount(amount)
        self.amount = amount


class RandomUnstructured(_ByAmount):
    """Prunes `amount` entries chosen at random."""

    PRUNING_TYPE = "unstructured"

    def compute_mask(self, t, default_mask):
        return _unstructured_mask(yaten.rand_like(t), default_mask, self.amount, largest=True)

    @classmethod
    def apply(cls, module, name, amount):
        return super().apply(module, name, amount=amount)


class L1Unstructured(_ByAmount):
    """Prunes the `amount` entries of smallest absolute value."""

    PRUNING_TYPE = "unstructured"

    def compute_mask(self, t, default_mask):
        return _unstructured_mask(t.abs(), default_mask, self.amount, largest=False)

    @classmethod
    def apply(cls, module, name, amount, importance_scores=None):
        return super().apply(module, name, amount=amount, importance_scores=importance_scores)


class _Structured(_ByAmount):
    """A method pruning `amount` whole channels along dim; subclasses choose
    which channels to keep."""

    PRUNING_TYPE = "structured"

    def compute_mask(self, t, default_mask):
        _check_structured(t, self.dim)
        channels = t.shape[self.dim]
        count = _count_to_prune(self.amount, channels)
        if count == 0:
            return default_mask
        dim = self.dim % t.dim()
        return _channel_mask(t, dim, self._kept_channels(t, dim, channels, count), default_mask)


class RandomStructured(_Structured):
    """Prunes `amount` channels along dim, chosen at random."""

    def __init__(self, amount, dim=-1):
        super().__init__(amount)
        self.dim = dim

    def _kept_channels(self, t, dim, channels, count):
        draws = yaten.rand(channels)
        return draws > yaten.kthvalue(draws, k=count).values

    @classmethod
    def apply(cls, module, name, amount, dim=-1):
        return super().apply(module, name, amount=amount, dim=dim)


class LnStructured(_Structured):
    """Prunes the `amount` channels along dim of smallest L`n` norm."""

    def __init__(self, amount, n, dim=-1):
        super().__init__(amount)
        self.n, self.dim = n, dim

    def _kept_channels(self, t, dim, channels, count):
        norms = yaten.norm(t, p=self.n, dim=[d for d in range(t.dim()) if d != dim])
        return yaten.topk(norms, k=channels - count, largest=True).indices

    @classmethod
    def apply(cls, module, name, amount, n, dim, importance_scores=None):
        return super().apply(module, name, amount=amount, n=n, dim=dim, importance_scores=importance_scores)


class CustomFromMask(BasePruningMethod):
    """Prunes where the given mask is 0."""

    PRUNING_TYPE = "global"

    def __init__(self, mask):
        self.mask = mask

    def compute_mask(self, t, default_mask):
        assert default_mask.shape == self.mask.shape
        return default_mask * self.mask.to(dtype=default_mask.dtype)

    @classmethod
    def apply(cls, module, name, mask):
        return super().apply(module, name, mask=mask)


def identity(module, name):
    """Prunes nothing, but gives module.<name> the pruning state (name_orig, name_mask)."""
    Identity.apply(module, name)
    return module


def random_unstructured(module, name, amount):
    """Prunes `amount` random entries of module.<name>."""
    RandomUnstructured.apply(module, name, amount)
    return module


def l1_unstructured(module, name, amount, importance_scores=None):
    """Prunes the `amount` entries of module.<name> of smallest |value| (or score)."""
    L1Unstructured.apply(module, name, amount=amount, importance_scores=importance_scores)
    return module


def random_structured(module, name, amount, dim):
    """Prunes `amount` random channels of module.<name> along dim."""
    RandomStructured.apply(module, name, amount, dim)
    return module


def ln_structured(module, name, amount, n, dim, importance_scores=None):
    """Prunes the `amount` channels of module.<name> along dim of smallest L`n` norm."""
    LnStructured.apply(module, name, amount, n, dim, importance_scores=importance_scores)
    return module


def custom_from_mask(module, name, mask):
    """Prunes module.<name> where mask is 0."""
    CustomFromMask.apply(module, name, mask)
    return module


def global_unstructured(parameters, pruning_method, importance_scores=None, **kwargs):
    """Prunes the (module, name) tensors together: pruning_method (an
    unstructured one, built from kwargs) ranks all their entries at once,
    then each gets its share of the mask through custom_from_mask."""
    if not isinstance(parameters, Iterable):
        raise TypeError("global_unstructured(): parameters is not an Iterable")
    importance_scores = {} if importance_scores is None else importance_scores
    if not isinstance(importance_scores, dict):
        raise TypeError("global_unstructured(): importance_scores must be of type dict")
    parameters = list(parameters)
    scores = parameters_to_vector([importance_scores.get((module, name), getattr(module, name))
                                   for module, name in parameters])
    default_mask = parameters_to_vector([getattr(module, name + "_mask", yaten.ones_like(getattr(module, name)))
                                         for module, name in parameters])
    method = pruning_method(**kwargs)
    if method.PRUNING_TYPE != "unstructured":
        raise TypeError(f'Only "unstructured" PRUNING_TYPE supported for the `pruning_method`. Found method '
                        f"{pruning_method} of type {method.PRUNING_TYPE}")
    method._tensor_name = "temp"
    container = PruningContainer()
    container._tensor_name = "temp"
    container.add_pruning_method(method)
    mask = container.compute_mask(scores, default_mask)
    start = 0
    for module, name in parameters:
        param = getattr(module, name)
        custom_from_mask(module, name, mask=mask[start:start + param.numel()].view_as(param))
        start += param.numel()


def remove(module, name):
    """Makes the pruning of module.<name> permanent (see BasePruningMethod.remove)."""
    pop_hook(module._forward_pre_hooks, lambda h: isinstance(h, BasePruningMethod) and h._tensor_name == name,
             f"Parameter '{name}' of module {module} has to be pruned before pruning can be removed").remove(module)
    return module


def is_pruned(module):
    """Whether module or any submodule has a pruning hook."""
    return any(isinstance(hook, BasePruningMethod)
               for _, sub in module.named_modules() for hook in sub._forward_pre_hooks.values())
