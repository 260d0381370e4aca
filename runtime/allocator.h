// Tensor memory: 64-byte aligned blocks, a cache of recently freed medium
// and large ones, and per thread a few freed small ones of each size (up to
// 4 KiB; not counted in Stats) for the per-call cost of small ops. Without
// the medium and large cache, every such result is fresh memory that the
// kernel zeroes page by page on first touch and glibc gives back again on
// free (it maps blocks above its threshold of their own, and
// trims its heap's free top past twice that; in a process where anything
// else allocates, its own reuse gives up): a 16 MB add spent a fifth of its
// time in the kernel's page clearing, and scaled_dot_product_attention on
// (16, 4, 64, 32), whose scores are 1 MiB, faulted in 480 pages a call.
#pragma once

#include <cstddef>
#include <cstdint>

namespace yaten::allocator {

// Blocks at least this large go through the cache, rounded up to a multiple
// of it, aligned to it, and backed by huge pages where the kernel allows.
constexpr size_t kLargeBlock = size_t(2) << 20;
// Blocks from this size up to kLargeBlock go through the cache too, rounded
// up to a multiple of kMediumGranule (a quarter of the smallest, at most).
constexpr size_t kMediumBlock = size_t(128) << 10;
constexpr size_t kMediumGranule = size_t(32) << 10;

// nbytes of uninitialised memory (nullptr for 0 bytes, or when the system
// has none left even after the cache is emptied).
void* allocate(size_t nbytes);
// Gives back a block from allocate(data, nbytes) with the same nbytes.
void release(void* data, size_t nbytes);

struct Stats {
  int64_t allocated_bytes = 0;  // held by live blocks (as rounded up)
  int64_t cached_bytes = 0;     // freed medium and large blocks kept for reuse
  int64_t cache_limit = 0;      // cached_bytes never exceeds it
  int64_t cache_hits = 0;       // medium and large allocations served from the cache
  int64_t cache_misses = 0;     // medium and large allocations that went to the system
};
Stats stats();
// Returns every cached block to the system (of the small ones, the calling thread's).
void empty_cache();
// Caps the cache (0 turns it off), evicting the oldest blocks above the cap.
void set_cache_limit(size_t bytes);

}  // namespace yaten::allocator
