"""Anomaly detection for backward (torch.autograd.anomaly_mode): with it on,
the engine stops at the first gradient holding a NaN and names the node
that produced it. The flag lives in the C++ engine."""
import warnings

from yaten import _C

__all__ = ["detect_anomaly", "set_detect_anomaly"]


class detect_anomaly:
    """Context manager (and decorator) turning anomaly detection on; NaN
    gradients raise RuntimeError when check_nan is True."""

    def __init__(self, check_nan=True):
        self.prev = _C.is_anomaly_enabled()
        self.check_nan = check_nan
        self.prev_check_nan = _C.is_anomaly_check_nan_enabled()
        warnings.warn("Anomaly Detection has been enabled. This mode will increase the runtime and should only be "
                      "enabled for debugging.", stacklevel=2)

    def __enter__(self):
        _C.set_anomaly_enabled(True, self.check_nan)

    def __exit__(self, *args):
        _C.set_anomaly_enabled(self.prev, self.prev_check_nan)

    def __call__(self, fn):
        import functools

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with self:
                return fn(*args, **kwargs)
        return wrapper


class set_detect_anomaly:
    """Sets anomaly detection on or off now; as a context manager, restores
    the previous setting on exit."""

    def __init__(self, mode, check_nan=True):
        self.prev = _C.is_anomaly_enabled()
        self.prev_check_nan = _C.is_anomaly_check_nan_enabled()
        _C.set_anomaly_enabled(mode, check_nan)

    def __enter__(self):
        pass

    def __exit__(self, *args):
        _C.set_anomaly_enabled(self.prev, self.prev_check_nan)
