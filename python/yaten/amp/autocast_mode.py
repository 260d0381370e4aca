"""yaten.autocast as PyTorch's on a CPU-only build: for "cuda" it warns and
does nothing, as there. CPU autocast runs ops in bfloat16, which yaten does
not have yet: enabling it raises NotImplementedError rather than silently
computing in float32. Usable as a context manager and as a decorator."""
import functools
import warnings


def is_autocast_enabled():
    """Whether CUDA autocast is on: never, without CUDA."""
    return False


class autocast:
    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if device_type not in ("cuda", "cpu"):
            raise RuntimeError("User specified autocast device_type must be 'cuda' or 'cpu'")
        self.device = device_type
        self.fast_dtype = dtype
        if enabled and device_type == "cuda":
            warnings.warn("User provided device_type of 'cuda', but CUDA is not available. Disabling")
            enabled = False
        if enabled and device_type == "cpu":
            raise NotImplementedError("yaten.autocast('cpu') is not implemented yet: CPU autocast computes in "
                                      "bfloat16, a dtype yaten does not have yet (use enabled=False meanwhile)")
        self._enabled = enabled

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        return False

    def __call__(self, func):
        @functools.wraps(func)
        def run_in_autocast(*args, **kwargs):
            with self:
                return func(*args, **kwargs)
        return run_in_autocast


def custom_fwd(fwd=None, *, cast_inputs=None):
    """Marks a custom Function's forward for autocast; with autocast never on, it runs as written."""
    if fwd is None:
        return functools.partial(custom_fwd, cast_inputs=cast_inputs)
    return fwd


def custom_bwd(bwd):
    """Marks a custom Function's backward for autocast; with autocast never on, it runs as written."""
    return bwd
