"""yaten.set_num_threads / get_num_threads, as torch's: how many threads a
kernel's parallel loops may use (the calling thread included). The default
is the cores this process may run on, or OMP_NUM_THREADS when it is set."""
from yaten import _C

get_num_threads = _C.get_num_threads


def set_num_threads(n):
    """Lets parallel kernels use n threads (at most 1024); 1 runs every loop on the calling thread."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise RuntimeError(f"set_num_threads expects an int, but got {type(n).__name__}")
    if n <= 0:
        raise RuntimeError("set_num_threads expects a positive integer")
    _C._set_num_threads(n)


def init_num_threads():
    """torch's per-thread setup of its OpenMP/MKL thread counts; yaten's pool needs none, so nothing to do."""
    return None
