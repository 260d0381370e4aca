// Intra-op parallelism: large loops split across cores, small ones stay on
// the calling thread (spawning costs more than it saves below the grain).
//
// The threads are yaten's own pool, not OpenMP's: between two parallel loops
// an OpenMP worker spins for milliseconds, and on a small machine that spin
// takes the core OpenBLAS's own threads need for the next matrix product.
// Our workers spin only briefly (see parallel.cpp), then sleep.
#pragma once

#include <algorithm>
#include <cstdint>

namespace yaten {

constexpr int64_t kGrainSize = 32768;
constexpr int kChunksPerThread = 4;

// Threads a parallel loop may use, the caller's included. Starts at the
// cores this process may run on, or OMP_NUM_THREADS when set, as PyTorch's.
int num_threads();
// Clamped to [1, 1024]; 1 runs every loop on the calling thread.
void set_num_threads(int n);
// True on any thread while it runs a chunk of a parallel loop.
bool in_parallel_region();

namespace detail {
using ChunkFn = void (*)(const void* context, int64_t chunk);
// Runs fn(context, c) for every c in [0, chunks), 0 < chunks < 2^20, on the
// caller and the pool's workers, whichever is free takes the next chunk;
// returns when all are done and rethrows the first exception a chunk threw.
// Another loop already running on the pool (from another thread) makes this
// one run all its chunks on the caller.
void run_chunks(int64_t chunks, ChunkFn fn, const void* context);
}  // namespace detail

template <typename F>
void parallel_for(int64_t begin, int64_t end, int64_t grain, const F& f) {
  if (begin >= end) return;
  const int64_t n = end - begin;
  const int threads = n > grain && !in_parallel_region() ? num_threads() : 1;
  if (threads <= 1) {
    f(begin, end);
    return;
  }
  struct Loop {
    int64_t begin, end, per;
    const F* f;
  };
  // A few chunks per thread: a thread that starts late (a worker waking up)
  // leaves its share to the others instead of holding the whole loop up.
  const int64_t chunks = std::min<int64_t>(int64_t{threads} * kChunksPerThread, (n + grain - 1) / grain);
  const Loop loop{begin, end, (n + chunks - 1) / chunks, &f};
  detail::run_chunks(
      chunks,
      [](const void* context, int64_t chunk) {
        const Loop& l = *static_cast<const Loop*>(context);
        const int64_t lo = l.begin + chunk * l.per, hi = std::min(l.end, lo + l.per);
        if (lo < hi) (*l.f)(lo, hi);
      },
      &loop);
}

}  // namespace yaten
