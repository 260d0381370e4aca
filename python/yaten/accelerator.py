"""yaten.accelerator, torch 2's device-agnostic API, as a CPU-only torch
answers it: no accelerator, so scripts that write
`device = torch.accelerator.current_accelerator() if torch.accelerator.is_available() else torch.device("cpu")`
run on the CPU unchanged; what needs an accelerator raises RuntimeError."""
import contextlib

_NONE = "yaten.accelerator: no accelerator is available (yaten computes on the CPU only)"


def device_count():
    """The number of accelerator devices: 0."""
    return 0


def is_available():
    """Whether an accelerator is available: False."""
    return False


def current_accelerator(check_available=False):
    """The accelerator's device type, or None when there is none (always, in yaten)."""
    return None


def current_device_index():
    raise RuntimeError(_NONE)


def set_device_index(device):
    raise RuntimeError(_NONE)


current_device_idx = current_device_index
set_device_idx = set_device_index


def current_stream(device=None):
    raise RuntimeError(_NONE)


def set_stream(stream):
    raise RuntimeError(_NONE)


def synchronize(device=None):
    raise RuntimeError(_NONE)


@contextlib.contextmanager
def device_index(device):
    """Selects an accelerator device for a block; None selects nothing, as in torch."""
    if device is not None:
        raise RuntimeError(_NONE)
    yield


__all__ = ["current_accelerator", "current_device_idx", "current_device_index", "current_stream", "device_count",
           "device_index", "is_available", "set_device_idx", "set_device_index", "set_stream", "synchronize"]
