"""nn.utils.spectral_norm and remove_spectral_norm, torch 1.13's hook-based
form: the parameter `name` moves to name_orig, the power-iteration vectors
live in the buffers name_u and name_v, and a forward pre-hook sets
name = name_orig / sigma before each call. The state-dict hooks record the
format version and convert checkpoints of the old format (name and name_u,
no name_v) on load, as torch's."""
import yaten
from yaten.autograd.grad_mode import no_grad
from yaten.nn.functional import normalize
from yaten.nn.modules.conv_variants import _ConvTransposeNd
from yaten.nn.parameter import Parameter, is_lazy
from yaten.nn.utils._hook_tables import pop_hook

__all__ = ["SpectralNorm", "SpectralNormLoadStateDictPreHook", "SpectralNormStateDictHook", "spectral_norm",
           "remove_spectral_norm"]


class SpectralNorm:
    """The forward pre-hook spectral_norm registers (one per parameter name)."""

    _version = 1

    def __init__(self, name="weight", n_power_iterations=1, dim=0, eps=1e-12):
        if n_power_iterations <= 0:
            raise ValueError(f"Expected n_power_iterations to be positive, but got "
                             f"n_power_iterations={n_power_iterations}")
        self.name, self.dim, self.n_power_iterations, self.eps = name, dim, n_power_iterations, eps

    def reshape_weight_to_matrix(self, weight):
        if self.dim != 0:
            weight = weight.permute(self.dim, *[d for d in range(weight.dim()) if d != self.dim])
        return weight.reshape(weight.size(0), -1)

    def compute_weight(self, module, do_power_iteration):
        weight = getattr(module, self.name + "_orig")
        u, v = getattr(module, self.name + "_u"), getattr(module, self.name + "_v")
        matrix = self.reshape_weight_to_matrix(weight)
        if do_power_iteration:
            with no_grad():
                # In place (out=): DataParallel replicas share these buffers.
                for _ in range(self.n_power_iterations):
                    v = normalize(yaten.mv(matrix.t(), u), dim=0, eps=self.eps, out=v)
                    u = normalize(yaten.mv(matrix, v), dim=0, eps=self.eps, out=u)
                # Clones: backward must see the vectors of this forward, not later ones.
                u, v = u.clone(), v.clone()
        return weight / yaten.dot(u, yaten.mv(matrix, v))

    def remove(self, module):
        with no_grad():
            weight = self.compute_weight(module, do_power_iteration=False)
        for suffix in ("", "_u", "_v", "_orig"):
            delattr(module, self.name + suffix)
        module.register_parameter(self.name, Parameter(weight.detach()))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module, do_power_iteration=module.training))

    def _solve_v_and_rescale(self, matrix, u, target_sigma):
        """The v with u = normalize(matrix v), scaled so that u . matrix v is target_sigma."""
        v = yaten.linalg.multi_dot([yaten.linalg.pinv(matrix.t().mm(matrix)), matrix.t(), u.unsqueeze(1)]).squeeze(1)
        return v.mul_(target_sigma / yaten.dot(u, yaten.mv(matrix, v)))

    @staticmethod
    def apply(module, name, n_power_iterations, dim, eps):
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, SpectralNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two spectral_norm hooks on the same parameter {name}")
        fn = SpectralNorm(name, n_power_iterations, dim, eps)
        weight = module._parameters[name]
        if weight is None:
            raise ValueError(f"`SpectralNorm` cannot be applied as parameter `{name}` is None")
        if is_lazy(weight):
            raise ValueError("The module passed to `SpectralNorm` can't have uninitialized parameters. Make sure to "
                             "run the dummy forward before applying spectral normalization")
        with no_grad():
            rows, cols = fn.reshape_weight_to_matrix(weight).shape
            u = normalize(weight.new_empty(rows).normal_(0, 1), dim=0, eps=fn.eps)
            v = normalize(weight.new_empty(cols).normal_(0, 1), dim=0, eps=fn.eps)
        delattr(module, name)
        module.register_parameter(name + "_orig", weight)
        # A plain attribute until the first forward replaces it.
        setattr(module, name, weight.data)
        module.register_buffer(name + "_u", u)
        module.register_buffer(name + "_v", v)
        module.register_forward_pre_hook(fn)
        module._register_state_dict_hook(SpectralNormStateDictHook(fn))
        module._register_load_state_dict_pre_hook(SpectralNormLoadStateDictPreHook(fn))
        return fn


class SpectralNormLoadStateDictPreHook:
    """Converts a checkpoint of the format before version 1 (name, name_orig
    and name_u; no name_v) as it is loaded."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
        fn = self.fn
        version = local_metadata.get("spectral_norm", {}).get(fn.name + ".version", None)
        if version is not None and version >= 1:
            return
        key = prefix + fn.name
        if version is None and all(key + s in state_dict for s in ("_orig", "_u", "_v")) and key not in state_dict:
            return  # a version-1 checkpoint saved without metadata
        missing = [key + s for s in ("_orig", "", "_u") if key + s not in state_dict]
        if missing:
            if strict:
                missing_keys.extend(missing)
            return
        with no_grad():
            weight_orig = state_dict[key + "_orig"]
            sigma = (weight_orig / state_dict.pop(key)).mean()
            matrix = fn.reshape_weight_to_matrix(weight_orig)
            state_dict[key + "_v"] = fn._solve_v_and_rescale(matrix, state_dict[key + "_u"], sigma)


class SpectralNormStateDictHook:
    """Records spectral_norm's format version in the state dict's metadata."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, module, state_dict, prefix, local_metadata):
        versions = local_metadata.setdefault("spectral_norm", {})
        key = self.fn.name + ".version"
        if key in versions:
            raise RuntimeError(f"Unexpected key in metadata['spectral_norm']: {key}")
        versions[key] = self.fn._version


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Divides module.<name> by its spectral norm before each forward (power
    iteration, n_power_iterations per training call); dim is the output dim
    (1 for transposed convolutions by default). Returns module."""
    if dim is None:
        dim = 1 if isinstance(module, _ConvTransposeNd) else 0
    SpectralNorm.apply(module, name, n_power_iterations, dim, eps)
    return module


def remove_spectral_norm(module, name="weight"):
    """Folds spectral_norm's name_orig / sigma back into the parameter `name`."""
    pop_hook(module._forward_pre_hooks, lambda h: isinstance(h, SpectralNorm) and h.name == name,
             f"spectral_norm of '{name}' not found in {module}").remove(module)
    pop_hook(module._state_dict_hooks, lambda h: isinstance(h, SpectralNormStateDictHook) and h.fn.name == name)
    pop_hook(module._load_state_dict_pre_hooks,
             lambda h: isinstance(h, SpectralNormLoadStateDictPreHook) and h.fn.name == name)
    return module
