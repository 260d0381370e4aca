"""yaten.cuda as in PyTorch's CPU-only build: no device is available, the
seeding and cache calls do nothing, the memory counters read 0, and what
needs a device raises PyTorch's AssertionError("Torch not compiled with
CUDA enabled"). Scripts that ask is_available() first run unchanged."""
from yaten import _C
from yaten._device import require_cuda
from yaten._legacy import CUDA_LEGACY_TYPES as _CUDA_LEGACY_TYPES
from yaten.cuda import amp  # noqa: F401

# yaten.cuda.FloatTensor, ...: named by scripts (`Tensor = torch.cuda.FloatTensor if cuda else ...`), refused when called.
globals().update(_CUDA_LEGACY_TYPES)

__all__ = [
    "is_available", "device_count", "is_initialized", "init", "current_device", "set_device", "get_device_name",
    "get_device_capability", "get_device_properties", "get_arch_list", "synchronize", "empty_cache",
    "is_bf16_supported", "manual_seed", "manual_seed_all", "seed", "seed_all", "initial_seed", "get_rng_state",
    "set_rng_state", "memory_allocated", "max_memory_allocated", "memory_reserved", "max_memory_reserved",
    "memory_cached", "max_memory_cached", "memory_stats", "reset_peak_memory_stats", "reset_max_memory_allocated",
    "memory_summary", "mem_get_info", "device", "amp",
]


def is_available():
    return False


def device_count():
    return 0


def is_initialized():
    return False


def init():
    require_cuda()


def current_device():
    require_cuda()


def set_device(device):
    require_cuda()


def get_device_name(device=None):
    require_cuda()


def get_device_capability(device=None):
    require_cuda()


def get_device_properties(device):
    require_cuda()


def get_arch_list():
    return []


def synchronize(device=None):
    require_cuda()


def is_bf16_supported():
    require_cuda()


def mem_get_info(device=None):
    require_cuda()


def initial_seed():
    require_cuda()


def get_rng_state(device="cuda"):
    require_cuda()


def set_rng_state(new_state, device="cuda"):
    require_cuda()


# PyTorch queues these until CUDA starts, which on a CPU-only build is never: they do nothing.
def manual_seed(seed):
    int(seed)


def manual_seed_all(seed):
    int(seed)


def seed():
    pass


def seed_all():
    pass


def empty_cache():
    pass


def _zero_counter(name):
    def counter(device=None):
        return 0
    counter.__name__ = counter.__qualname__ = name
    counter.__doc__ = "Bytes on a CUDA device: nothing is ever allocated on one here."
    return counter


memory_allocated = _zero_counter("memory_allocated")
max_memory_allocated = _zero_counter("max_memory_allocated")
memory_reserved = _zero_counter("memory_reserved")
max_memory_reserved = _zero_counter("max_memory_reserved")
memory_cached = _zero_counter("memory_cached")
max_memory_cached = _zero_counter("max_memory_cached")


def memory_stats(device=None):
    from collections import OrderedDict
    return OrderedDict()


def reset_peak_memory_stats(device=None):
    require_cuda()


def reset_max_memory_allocated(device=None):
    require_cuda()


def memory_summary(device=None, abbreviated=False):
    require_cuda()


class device:
    """Context manager that makes a CUDA device current: entering it needs CUDA (None or a negative index
    does nothing, as in PyTorch)."""

    def __init__(self, device):
        self.idx = _index_of(device)

    def __enter__(self):
        if self.idx >= 0:
            require_cuda()

    def __exit__(self, *exc):
        return False


def _index_of(device):
    if device is None:
        return -1
    if isinstance(device, int):
        return device
    index = _C.device(device).index
    return -1 if index is None else index
