"""yaten.amp: automatic mixed precision, as far as a CPU-only build without
reduced-precision dtypes goes (see autocast_mode)."""
from yaten.amp.autocast_mode import autocast, is_autocast_enabled

__all__ = ["autocast", "is_autocast_enabled"]
