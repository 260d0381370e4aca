"""nn.utils.weight_norm and remove_weight_norm, as torch's: the parameter
`name` becomes name_g (its norm over every dim but `dim`) and name_v (its
direction), and a forward pre-hook recomputes name = name_v * name_g /
||name_v|| before each call."""
from yaten.nn.parameter import Parameter, is_lazy
from yaten.nn.utils._hook_tables import pop_hook


def _norm_except_dim(v, dim):
    """The 2-norm of v over every dim but dim (all of them when dim is -1),
    keeping v's number of dims."""
    if dim == -1:
        return v.norm()
    dim = dim % v.dim()
    others = [d for d in range(v.dim()) if d != dim]
    return v.norm(2, others, keepdim=True) if others else v.abs()


class WeightNorm:
    """The forward pre-hook weight_norm registers (one per parameter name)."""

    def __init__(self, name, dim):
        self.name = name
        self.dim = -1 if dim is None else dim

    def compute_weight(self, module):
        g, v = getattr(module, self.name + "_g"), getattr(module, self.name + "_v")
        return v * (g / _norm_except_dim(v, self.dim))

    @staticmethod
    def apply(module, name, dim):
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, WeightNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two weight_norm hooks on the same parameter {name}")
        fn = WeightNorm(name, dim)
        weight = getattr(module, name)
        if is_lazy(weight):
            raise ValueError("The module passed to `WeightNorm` can't have uninitialized parameters. Make sure to "
                             "run the dummy forward before applying weight normalization")
        del module._parameters[name]
        module.register_parameter(name + "_g", Parameter(_norm_except_dim(weight, fn.dim).data))
        module.register_parameter(name + "_v", Parameter(weight.data))
        setattr(module, name, fn.compute_weight(module))
        module.register_forward_pre_hook(fn)
        return fn

    def remove(self, module):
        weight = self.compute_weight(module)
        delattr(module, self.name)
        del module._parameters[self.name + "_g"]
        del module._parameters[self.name + "_v"]
        setattr(module, self.name, Parameter(weight.data))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module))


def weight_norm(module, name="weight", dim=0):
    """Reparameterises module's parameter `name` as name_g * name_v / ||name_v||
    (the norm over every dim but `dim`; over all of them when dim is None)."""
    WeightNorm.apply(module, name, dim)
    return module


def remove_weight_norm(module, name="weight"):
    """Folds weight_norm's name_g and name_v back into the parameter `name`."""
    pop_hook(module._forward_pre_hooks, lambda h: isinstance(h, WeightNorm) and h.name == name,
             f"weight_norm of '{name}' not found in {module}").remove(module)
    return module
