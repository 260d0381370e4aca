"""Lazy modules: layers whose input size is read from their first input.
LazyModuleMixin materialises their uninitialised parameters and buffers on
the first call (or from a loaded state_dict), then the module becomes its
plain class: LazyLinear, LazyConv1d/2d/3d, LazyConvTranspose1d/2d/3d,
LazyBatchNorm1d/2d/3d and LazyInstanceNorm1d/2d/3d, as torch's."""
import warnings

import yaten
from yaten.autograd.grad_mode import no_grad
from yaten.nn.modules.batchnorm import BatchNorm1d, BatchNorm2d, BatchNorm3d
from yaten.nn.modules.conv import Conv1d, Conv2d
from yaten.nn.modules.conv_variants import Conv3d, ConvTranspose1d, ConvTranspose2d, ConvTranspose3d
from yaten.nn.modules.instancenorm import InstanceNorm1d, InstanceNorm2d, InstanceNorm3d
from yaten.nn.modules.linear import Linear
from yaten.nn.parameter import UninitializedBuffer, UninitializedParameter, is_lazy


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
        return any(is_lazy(p) for p in members)

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        # Uninitialised members are saved as they are (a detached copy would lose what they are).
        for name, param in self._parameters.items():
            if param is not None:
                destination[prefix + name] = param if is_lazy(param) or keep_vars else param.detach()
        for name, buf in self._buffers.items():
            if buf is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = buf if is_lazy(buf) or keep_vars else buf.detach()

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
        # A loaded tensor gives an uninitialised parameter or buffer its shape; load_state_dict then copies it in.
        for name, member in (*self._parameters.items(), *self._buffers.items()):
            key = prefix + name
            if key in state_dict and is_lazy(member) and not is_lazy(state_dict[key]):
                with no_grad():
                    member.materialize(state_dict[key].shape)


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


class _LazyConvMixin(LazyModuleMixin):
    """in_channels from the first input's channel dim (dim 1, or 0 unbatched)."""

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.in_channels != 0:
            super().reset_parameters()

    def initialize_parameters(self, input, *args, **kwargs):
        if not self.has_uninitialized_params():
            return
        spatial = len(self.kernel_size)
        if input.dim() not in (spatial + 1, spatial + 2):
            raise RuntimeError(f"Expected {spatial + 1}D (unbatched) or {spatial + 2}D (batched) input to "
                               f"{type(self).__name__}, but got input of size: {input.shape}")
        self.in_channels = input.shape[1] if input.dim() == spatial + 2 else input.shape[0]
        if self.in_channels % self.groups != 0:
            raise ValueError("in_channels must be divisible by groups")
        with no_grad():
            if self.transposed:
                self.weight.materialize((self.in_channels, self.out_channels // self.groups, *self.kernel_size))
            else:
                self.weight.materialize((self.out_channels, self.in_channels // self.groups, *self.kernel_size))
            if self.bias is not None:
                self.bias.materialize((self.out_channels,))
            self.reset_parameters()


def _lazy_conv(base, transposed):
    """LazyConv<N>d / LazyConvTranspose<N>d: base with its in_channels and weights left to the first input."""
    def __init__(self, out_channels, kernel_size, stride=1, padding=0, *args, device=None, dtype=None, **kwargs):
        # The plain layer built for 0 input channels, its weights then replaced by uninitialised ones.
        kwargs = dict(zip(_lazy_conv_arguments(transposed), args), **kwargs)
        bias = kwargs.pop("bias", True)
        LazyModuleMixin.__init__(self, 0, 0, kernel_size, stride, padding, bias=False, device=device, dtype=dtype,
                                 **kwargs)
        self.weight = UninitializedParameter(device=device, dtype=dtype)
        self.out_channels = out_channels
        if bias:
            self.bias = UninitializedParameter(device=device, dtype=dtype)

    name = "Lazy" + base.__name__
    return type(name, (_LazyConvMixin, base), {
        "cls_to_become": base, "__init__": __init__, "__module__": __name__,
        "__doc__": f"{base.__name__} whose in_channels is the channel dim of its first input."})


def _lazy_conv_arguments(transposed):
    """The parameters after (out_channels, kernel_size, stride, padding), in order."""
    if transposed:
        return ("output_padding", "groups", "bias", "dilation", "padding_mode")
    return ("dilation", "groups", "bias", "padding_mode")


class _LazyNormMixin(LazyModuleMixin):
    """num_features from the first input's dim 1."""

    def _lazy_init(self, affine, track_running_stats, device, dtype):
        self.affine, self.track_running_stats = affine, track_running_stats
        if affine:
            self.weight = UninitializedParameter(device=device, dtype=dtype)
            self.bias = UninitializedParameter(device=device, dtype=dtype)
        if track_running_stats:
            self.running_mean = UninitializedBuffer(device=device, dtype=dtype)
            self.running_var = UninitializedBuffer(device=device, dtype=dtype)
            self.num_batches_tracked = yaten.tensor(0, dtype=yaten.long)

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.num_features != 0:
            super().reset_parameters()

    def initialize_parameters(self, input):
        if not self.has_uninitialized_params():
            return
        self.num_features = input.shape[1]
        with no_grad():
            if self.affine:
                self.weight.materialize((self.num_features,))
                self.bias.materialize((self.num_features,))
            if self.track_running_stats:
                self.running_mean.materialize((self.num_features,))
                self.running_var.materialize((self.num_features,))
            self.reset_parameters()


def _lazy_norm(base):
    """LazyBatchNorm<N>d / LazyInstanceNorm<N>d: base with num_features left to the first input (affine and
    tracking running statistics by default, the instance norms too, as torch 1.13's)."""
    def __init__(self, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None):
        LazyModuleMixin.__init__(self, 0, eps, momentum, False, False, device, dtype)
        self._lazy_init(affine, track_running_stats, device, dtype)

    name = "Lazy" + base.__name__
    return type(name, (_LazyNormMixin, base), {
        "cls_to_become": base, "__init__": __init__, "__module__": __name__,
        "__doc__": f"{base.__name__} whose num_features is the channel dim of its first input."})


LazyConv1d = _lazy_conv(Conv1d, False)
LazyConv2d = _lazy_conv(Conv2d, False)
LazyConv3d = _lazy_conv(Conv3d, False)
LazyConvTranspose1d = _lazy_conv(ConvTranspose1d, True)
LazyConvTranspose2d = _lazy_conv(ConvTranspose2d, True)
LazyConvTranspose3d = _lazy_conv(ConvTranspose3d, True)
LazyBatchNorm1d = _lazy_norm(BatchNorm1d)
LazyBatchNorm2d = _lazy_norm(BatchNorm2d)
LazyBatchNorm3d = _lazy_norm(BatchNorm3d)
LazyInstanceNorm1d = _lazy_norm(InstanceNorm1d)
LazyInstanceNorm2d = _lazy_norm(InstanceNorm2d)
LazyInstanceNorm3d = _lazy_norm(InstanceNorm3d)
