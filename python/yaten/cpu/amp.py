"""yaten.cpu.amp: PyTorch's CPU spelling of autocast (yaten.autocast("cpu"))."""
from yaten.amp import autocast_mode

__all__ = ["autocast"]


class autocast(autocast_mode.autocast):
    """yaten.autocast("cpu", ...): bfloat16 for the ops torch's CPU autocast lists."""

    def __init__(self, enabled=True, dtype=None, cache_enabled=True):
        super().__init__("cpu", dtype=dtype, enabled=enabled, cache_enabled=cache_enabled)
