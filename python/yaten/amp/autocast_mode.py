"""yaten.autocast as PyTorch's on a CPU-only build. autocast("cpu") runs
the ops torch 1.13's CPU autocast lists in bfloat16 (matmuls, linear,
convolutions), the ops it lists as float32 ones (losses, prod) in float32,
and casts the inputs of the "promote" ones (cat, stack, index_copy) to the
widest among them; every other op runs on its inputs as they are. Each op's
policy is its `autocast:` key in ops.yaml. autocast("cuda") warns and does
nothing, as there. Usable as a context manager and as a decorator, nested,
and with enabled=False to switch it off inside an enabled region.

The casts are ordinary differentiable `.to()` calls, so gradients flow back
to float32 parameters in float32, as in PyTorch."""
import functools
import warnings

from yaten import _C
from yaten.overrides import TorchFunctionMode

# Python name (the op's own, and the Tensor dunders mapped onto it) -> policy,
# read from the op registry on the first autocast region (not at import).
_POLICY = {}


def _policies():
    if not _POLICY:
        for entry in _C._op_registry_entries():
            if entry["autocast"]:
                for python_name in [entry["name"]] + list(entry["operators"]):
                    _POLICY[python_name] = entry["autocast"]
    return _POLICY

_LOWER_PRECISION_DTYPES = (_C.bfloat16,)
# The CPU autocast state: PyTorch keeps it per thread too.
_state = {"enabled": False, "dtype": _C.bfloat16, "mode": None}


def is_autocast_enabled():
    """Whether CUDA autocast is on: never, without CUDA."""
    return False


def is_autocast_cpu_enabled():
    """Whether an autocast("cpu") region is active here."""
    return _state["enabled"]


def get_autocast_cpu_dtype():
    """The dtype CPU autocast runs its lower-precision ops in (bfloat16 by default)."""
    return _state["dtype"]


def set_autocast_cpu_enabled(enabled):
    """Turns CPU autocast on or off, as autocast("cpu") does on entry."""
    _state["enabled"] = bool(enabled)
    _sync_mode()


def set_autocast_cpu_dtype(dtype):
    if dtype not in _LOWER_PRECISION_DTYPES:
        raise RuntimeError("Currently, AutocastCPU only support Bfloat16 as the autocast_cpu_dtype")
    _state["dtype"] = dtype


def _cast_floating(value, dtype):
    if isinstance(value, (list, tuple)):
        return type(value)(_cast_floating(v, dtype) for v in value)
    if isinstance(value, _C.TensorBase) and value.is_floating_point() and value.dtype is not dtype:
        return value.to(dtype)
    return value


def _floating_dtypes(value):
    if isinstance(value, (list, tuple)):
        return [d for v in value for d in _floating_dtypes(v)]
    if isinstance(value, _C.TensorBase) and value.is_floating_point():
        return [value.dtype]
    return []


class _AutocastMode(TorchFunctionMode):
    """Casts the floating inputs of the ops on the autocast lists; the cast
    and the op itself run below this mode, so nothing is cast twice."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        policy = _policies().get(getattr(func, "__name__", None)) if _state["enabled"] else None
        if policy == "lower_precision_fp":
            target = _state["dtype"]
        elif policy == "fp32":
            target = _C.float32
        elif policy == "promote":
            found = _floating_dtypes(list(args) + list(kwargs.values()))
            target = functools.reduce(_C.promote_types, found) if found else None
        else:
            target = None
        if target is not None:
            args = _cast_floating(args, target)
            kwargs = {k: _cast_floating(v, target) for k, v in kwargs.items()}
        return func(*args, **kwargs)


def _sync_mode():
    """Keeps exactly one autocast mode pushed while CPU autocast is on."""
    if _state["enabled"] and _state["mode"] is None:
        _state["mode"] = _AutocastMode()
        _state["mode"].__enter__()
    elif not _state["enabled"] and _state["mode"] is not None:
        mode, _state["mode"] = _state["mode"], None
        mode.__exit__(None, None, None)


class autocast:
    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if device_type not in ("cuda", "cpu"):
            raise RuntimeError("User specified autocast device_type must be 'cuda' or 'cpu'")
        self.device = device_type
        self.fast_dtype = _C.bfloat16 if dtype is None else dtype
        if enabled and device_type == "cuda":
            warnings.warn("User provided device_type of 'cuda', but CUDA is not available. Disabling")
            enabled = False
        if enabled and device_type == "cpu" and self.fast_dtype not in _LOWER_PRECISION_DTYPES:
            warnings.warn("In CPU autocast, but the target dtype is not supported. Disabling autocast.\n"
                          "CPU Autocast only supports dtype of torch.bfloat16 currently.")
            enabled = False
        self._enabled = enabled
        self._saved = None

    def __enter__(self):
        if self.device == "cpu":
            self._saved = (_state["enabled"], _state["dtype"])
            set_autocast_cpu_enabled(self._enabled)
            try:
                set_autocast_cpu_dtype(self.fast_dtype)  # torch refuses float16 here, after its warning
            except RuntimeError:
                set_autocast_cpu_enabled(self._saved[0])
                raise
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        if self.device == "cpu" and self._saved is not None:
            enabled, _state["dtype"] = self._saved
            set_autocast_cpu_enabled(enabled)
        return False

    def __call__(self, func):
        @functools.wraps(func)
        def run_in_autocast(*args, **kwargs):
            with self:
                return func(*args, **kwargs)
        return run_in_autocast


def custom_fwd(fwd=None, *, cast_inputs=None):
    """Marks a custom Function's forward for autocast; on a CPU-only build (as
    torch's custom_fwd, which acts on CUDA autocast only) it runs as written."""
    if fwd is None:
        return functools.partial(custom_fwd, cast_inputs=cast_inputs)
    return fwd


def custom_bwd(bwd):
    """Marks a custom Function's backward for autocast; on a CPU-only build it runs as written."""
    return bwd
