"""yaten.cpu's memory counters and the cache of freed large blocks
(runtime/allocator.h): reuse, limits, and that reused memory never shows
through where a tensor's values are defined."""
import pytest

import yaten

LARGE = 1 << 21  # elements: 8 MiB of float32, well above the 2 MiB block size


@pytest.fixture
def cache_limit():
    """A cache of 256 MiB for the test (builds under AddressSanitizer start with none), then the default again."""
    before = yaten.cpu.memory_stats()["cache_limit"]
    yaten.cpu.empty_cache()
    yaten.cpu.set_memory_cache_limit(256 << 20)
    yield
    yaten.cpu.set_memory_cache_limit(before)


def test_a_freed_result_of_the_same_size_is_reused(cache_limit):
    x = yaten.ones(LARGE)
    y = x + x
    del y
    stats = yaten.cpu.memory_stats()
    assert stats["cached_bytes"] == 8 << 20
    hits = stats["cache_hits"]
    z = x * 3
    assert yaten.cpu.memory_stats()["cache_hits"] == hits + 1
    assert z[:3].tolist() == [3.0, 3.0, 3.0] and float(z.sum()) == 3.0 * LARGE


def test_reused_memory_is_overwritten_where_values_are_defined(cache_limit):
    garbage = yaten.full((LARGE,), 7.0)
    del garbage
    assert yaten.cpu.memory_stats()["cached_bytes"] > 0
    assert float(yaten.zeros(LARGE).abs().sum()) == 0.0


def test_allocated_bytes_follow_live_tensors(cache_limit):
    before = yaten.cpu.memory_stats()["allocated_bytes"]
    x = yaten.empty(LARGE)
    assert yaten.cpu.memory_stats()["allocated_bytes"] == before + (8 << 20)
    del x
    assert yaten.cpu.memory_stats()["allocated_bytes"] == before


def test_empty_cache_and_a_zero_limit_return_blocks(cache_limit):
    x = yaten.ones(LARGE)
    del x
    assert yaten.cpu.memory_stats()["cached_bytes"] > 0
    yaten.cpu.empty_cache()
    assert yaten.cpu.memory_stats()["cached_bytes"] == 0
    yaten.cpu.set_memory_cache_limit(0)
    y = yaten.ones(LARGE)
    del y
    assert yaten.cpu.memory_stats()["cached_bytes"] == 0


def test_a_negative_limit_is_refused():
    with pytest.raises(ValueError, match="set_memory_cache_limit"):
        yaten.cpu.set_memory_cache_limit(-1)
