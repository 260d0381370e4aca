"""Lazy modules: layers whose input size is read from their first input.
LazyModuleMixin materialises their UninitializedParameters on the first call
(or from a loaded state_dict), then the module becomes its plain class."""
import warnings

from yaten.autograd.grad_mode import no_grad
from yaten.nn.modules.linear import Linear
from yaten.nn.parameter import UninitializedParameter


class LazyModuleMixin:
    """For a module whose parameters start as UninitializedParameter: its
    initialize_parameters(*input) runs on the first call, then the module
    becomes cls_to_become."""

    cls_to_become = None

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._load_hook = self._register_load_state_dict_pre_hook(self._lazy_load_hook)
        self._initialize_hook = self.register_forward_pre_hook(self._infer_parameters)
        warnings.warn("Lazy modules are a new feature under heavy development so changes to the API or "
                      "functionality can happen at any moment.")

    def has_uninitialized_params(self):
        """Whether a parameter or buffer is still uninitialised."""
        members = (*self._parameters.values(), *self._buffers.values())
        return any(isinstance(p, UninitializedParameter) for p in members)

    def _infer_parameters(self, module, input):
        module.initialize_parameters(*input)
        if module.has_uninitialized_params():
            raise RuntimeError(f"module {self._get_name()} has not been fully initialized")
        module._initialize_hook.remove()
        module._load_hook.remove()
        delattr(module, "_initialize_hook")
        delattr(module, "_load_hook")
        if module.cls_to_become is not None:
            module.__class__ = module.cls_to_become

    def _lazy_load_hook(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
        # A loaded tensor gives an uninitialised parameter its shape; load_state_dict then copies it in.
        for name, param in self._parameters.items():
            key = prefix + name
            if key in state_dict and isinstance(param, UninitializedParameter):
                if not isinstance(state_dict[key], UninitializedParameter):
                    with no_grad():
                        param.materialize(state_dict[key].shape)


class LazyLinear(LazyModuleMixin, Linear):
    """Linear whose in_features is the last dim of its first input."""

    cls_to_become = Linear

    def __init__(self, out_features, bias=True, device=None, dtype=None):
        super().__init__(0, 0, False)
        self.weight = UninitializedParameter(device=device, dtype=dtype)
        self.out_features = out_features
        if bias:
            self.bias = UninitializedParameter(device=device, dtype=dtype)

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.in_features != 0:
            super().reset_parameters()

    def initialize_parameters(self, input):
        if self.has_uninitialized_params():
            with no_grad():
                self.in_features = input.shape[-1]
                self.weight.materialize((self.out_features, self.in_features))
                if self.bias is not None:
                    self.bias.materialize((self.out_features,))
                self.reset_parameters()
