"""yaten.cpu: the CPU's memory counters. Large tensor blocks (2 MiB and up)
that are freed are kept for reuse, up to a limit, so a loop that makes
results of the same sizes step after step stops paying for fresh pages
(runtime/allocator.h)."""
import operator

from yaten import _C

__all__ = ["empty_cache", "memory_stats", "set_memory_cache_limit"]


def memory_stats():
    """A dict of the allocator's counters: allocated_bytes (held by live
    tensors), cached_bytes (freed large blocks kept for reuse), cache_limit,
    cache_hits and cache_misses (large allocations served from the cache or
    from the system)."""
    return _C._memory_stats()


def empty_cache():
    """Returns every cached block to the system."""
    _C._empty_cache()


def set_memory_cache_limit(nbytes):
    """Caps the cache of freed large blocks at nbytes (0 turns it off)."""
    nbytes = operator.index(nbytes)
    if nbytes < 0:
        raise ValueError(f"set_memory_cache_limit: expected a byte count >= 0, got {nbytes}")
    _C._set_cache_limit(nbytes)
