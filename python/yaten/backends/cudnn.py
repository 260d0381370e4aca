"""yaten.backends.cudnn: no cuDNN here. benchmark, deterministic, enabled and
allow_tf32 are plain module attributes with PyTorch's defaults, so setting
them works as in a CPU-only PyTorch."""
import contextlib

benchmark = False
deterministic = False
enabled = True
allow_tf32 = True
benchmark_limit = 10


def is_available():
    return False


def version():
    return None


@contextlib.contextmanager
def flags(enabled=False, benchmark=False, benchmark_limit=10, deterministic=False, allow_tf32=True):
    """Sets the flags for a block and restores them after, as torch.backends.cudnn.flags."""
    module = globals()
    names = ("enabled", "benchmark", "benchmark_limit", "deterministic", "allow_tf32")
    saved = {n: module[n] for n in names}
    module.update(zip(names, (enabled, benchmark, benchmark_limit, deterministic, allow_tf32)))
    try:
        yield
    finally:
        module.update(saved)
