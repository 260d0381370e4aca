// Aligned allocation, and the cache of freed large blocks (see allocator.h).
#include "runtime/allocator.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <mutex>
#include <vector>

#ifdef __linux__
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace yaten::allocator {

namespace {

constexpr size_t kAlignment = 64;
// Bytes held by live blocks, as allocated (rounded up).
std::atomic<int64_t> g_allocated{0};

// AddressSanitizer must see large blocks freed, or a use after free of one
// would read a cached block silently.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kCacheByDefault = false;
#else
constexpr bool kCacheByDefault = true;
#endif

size_t round_up(size_t n, size_t multiple) { return (n + multiple - 1) / multiple * multiple; }

// A sixteenth of the machine's memory, at most 1 GiB: enough for the large
// temporaries of a training step to come back step after step.
size_t default_cache_limit() {
  if (!kCacheByDefault) return 0;
  size_t limit = size_t(1) << 30;
#ifdef __linux__
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page > 0) limit = std::min(limit, size_t(pages) * size_t(page) / 16);
#endif
  return limit;
}

void* system_allocate(size_t nbytes) {
  if (nbytes < kLargeBlock) return std::aligned_alloc(kAlignment, round_up(nbytes, kAlignment));
  void* data = std::aligned_alloc(kLargeBlock, nbytes);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (data != nullptr) madvise(data, nbytes, MADV_HUGEPAGE);
#endif
  return data;
}

struct CachedBlock {
  void* data;
  size_t nbytes;  // a multiple of kLargeBlock, or of kMediumGranule below it
};

// The cache: blocks in the order they were freed (the oldest first, which is
// what goes when the cache is over its limit). A scan from the newest finds
// a loop's block of the same size among the first few; a miss scans at most
// limit / kMediumBlock blocks, a few microseconds, less than the page faults
// it saves.
class LargeBlockCache {
 public:
  void* take(size_t nbytes) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (size_t i = blocks_.size(); i-- > 0;) {
      if (blocks_[i].nbytes == nbytes) {
        void* data = blocks_[i].data;
        blocks_.erase(blocks_.begin() + static_cast<std::ptrdiff_t>(i));
        stats_.cached_bytes -= static_cast<int64_t>(nbytes);
        ++stats_.cache_hits;
        return data;
      }
    }
    ++stats_.cache_misses;
    return nullptr;
  }

  // Keeps the block unless it alone exceeds the limit; returns what the
  // caller must free (the block itself, or the oldest blocks it displaced).
  std::vector<CachedBlock> give(void* data, size_t nbytes) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (nbytes > limit_) return {{data, nbytes}};
    blocks_.push_back({data, nbytes});
    stats_.cached_bytes += static_cast<int64_t>(nbytes);
    return evict_above(limit_);
  }

  std::vector<CachedBlock> set_limit(size_t limit) {
    std::lock_guard<std::mutex> lock(mutex_);
    limit_ = limit;
    return evict_above(limit);
  }

  Stats stats() {
    std::lock_guard<std::mutex> lock(mutex_);
    Stats s = stats_;
    s.allocated_bytes = g_allocated.load(std::memory_order_relaxed);
    s.cache_limit = static_cast<int64_t>(limit_);
    return s;
  }

  // A child of fork() starts with the lock as the forking thread saw it; a
  // lock held by another thread at that moment would never be released.
  void lock_for_fork() { mutex_.lock(); }
  void unlock_after_fork() { mutex_.unlock(); }

 private:
  std::vector<CachedBlock> evict_above(size_t limit) {
    std::vector<CachedBlock> evicted;
    size_t i = 0;
    while (stats_.cached_bytes > static_cast<int64_t>(limit) && i < blocks_.size()) {
      evicted.push_back(blocks_[i]);
      stats_.cached_bytes -= static_cast<int64_t>(blocks_[i].nbytes);
      ++i;
    }
    blocks_.erase(blocks_.begin(), blocks_.begin() + static_cast<std::ptrdiff_t>(i));
    return evicted;
  }

  std::mutex mutex_;
  std::vector<CachedBlock> blocks_;
  size_t limit_ = default_cache_limit();
  Stats stats_;
};

LargeBlockCache& cache() {
  // Never destroyed: tensors may be freed by other static destructors at exit.
  static LargeBlockCache* instance = [] {
    auto* c = new LargeBlockCache();
#ifdef __linux__
    pthread_atfork([] { cache().lock_for_fork(); }, [] { cache().unlock_after_fork(); },
                   [] { cache().unlock_after_fork(); });
#endif
    return c;
  }();
  return *instance;
}

void free_all(const std::vector<CachedBlock>& blocks) {
  for (const CachedBlock& b : blocks) std::free(b.data);
}

// Small blocks: each thread keeps a few freed ones of each size (in steps of
// kAlignment) for its next allocations. glibc's aligned allocation splits a
// larger chunk and frees the rest, and its free merges them back: about a
// tenth of a 100-element add's time, where a free list costs a few loads.
// Blocks may move between threads (freed by another than allocated them):
// glibc owns them in the end either way.
constexpr size_t kSmallCachedBlock = 4096;
constexpr size_t kSmallClasses = kSmallCachedBlock / kAlignment;
constexpr size_t kSmallPerClass = 8;
constexpr size_t kSmallCacheBytes = size_t(64) << 10;  // per thread

class SmallBlockCache {
 public:
  // nbytes is a multiple of kAlignment, at most kSmallCachedBlock.
  void* take(size_t nbytes) {
    const size_t c = nbytes / kAlignment - 1;
    if (count_[c] == 0) return nullptr;
    bytes_ -= nbytes;
    return blocks_[c][--count_[c]];
  }
  bool give(void* data, size_t nbytes) {
    const size_t c = nbytes / kAlignment - 1;
    if (closed_ || !kCacheByDefault || count_[c] == kSmallPerClass || bytes_ + nbytes > kSmallCacheBytes) return false;
    blocks_[c][count_[c]++] = data;
    bytes_ += nbytes;
    return true;
  }
  void clear() {
    for (size_t c = 0; c < kSmallClasses; ++c) {
      while (count_[c] > 0) std::free(blocks_[c][--count_[c]]);
    }
    bytes_ = 0;
  }
  // At the thread's exit; what it frees afterwards (static destructors on
  // the main thread) goes straight to the system.
  ~SmallBlockCache() {
    clear();
    closed_ = true;
  }

 private:
  void* blocks_[kSmallClasses][kSmallPerClass];
  uint8_t count_[kSmallClasses] = {};
  size_t bytes_ = 0;
  bool closed_ = false;
};

thread_local SmallBlockCache t_small_blocks;

size_t block_size(size_t nbytes) {
  if (nbytes < kMediumBlock) return round_up(nbytes, kAlignment);
  return round_up(nbytes, nbytes < kLargeBlock ? kMediumGranule : kLargeBlock);
}

void* allocate_block(size_t size) {
  if (size <= kSmallCachedBlock) {
    if (void* reused = t_small_blocks.take(size)) return reused;
  }
  if (size < kMediumBlock) return system_allocate(size);
  if (void* reused = cache().take(size)) return reused;
  void* data = system_allocate(size);
  if (data == nullptr) {
    // The cache may hold what the system lacks.
    empty_cache();
    data = system_allocate(size);
  }
  return data;
}

}  // namespace

void* allocate(size_t nbytes) {
  if (nbytes == 0 || nbytes > SIZE_MAX - kLargeBlock) return nullptr;
  size_t size = block_size(nbytes);
  void* data = allocate_block(size);
  if (data != nullptr) g_allocated.fetch_add(static_cast<int64_t>(size), std::memory_order_relaxed);
  return data;
}

void release(void* data, size_t nbytes) {
  if (data == nullptr) return;
  size_t size = block_size(nbytes);
  g_allocated.fetch_sub(static_cast<int64_t>(size), std::memory_order_relaxed);
  if (size <= kSmallCachedBlock && t_small_blocks.give(data, size)) return;
  if (size < kMediumBlock) {
    std::free(data);
  } else {
    free_all(cache().give(data, size));
  }
}

Stats stats() { return cache().stats(); }

void empty_cache() {
  t_small_blocks.clear();
  LargeBlockCache& c = cache();
  size_t limit = static_cast<size_t>(c.stats().cache_limit);
  free_all(c.set_limit(0));
  c.set_limit(limit);
}

void set_cache_limit(size_t bytes) { free_all(cache().set_limit(bytes)); }

}  // namespace yaten::allocator
