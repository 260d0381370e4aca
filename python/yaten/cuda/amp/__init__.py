"""yaten.cuda.amp as in PyTorch's CPU-only build: autocast warns and does
nothing, GradScaler warns and passes everything through unscaled."""
from yaten.cuda.amp.grad_scaler import GradScaler
from yaten.amp.autocast_mode import custom_bwd, custom_fwd
from yaten.amp.autocast_mode import autocast as _autocast

__all__ = ["GradScaler", "autocast", "custom_fwd", "custom_bwd"]


class autocast(_autocast):
    """yaten.cuda.amp.autocast(...) is yaten.autocast("cuda", ...): without CUDA, a warning and nothing else."""

    def __init__(self, enabled=True, dtype=None, cache_enabled=True):
        super().__init__("cuda", enabled=enabled, dtype=dtype, cache_enabled=cache_enabled)
