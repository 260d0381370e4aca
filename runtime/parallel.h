// Intra-op parallelism: large loops split across cores, small ones stay on
// the calling thread (spawning costs more than it saves below the grain).
#pragma once

#include <algorithm>
#include <cstdint>

#ifdef _OPENMP
#include <omp.h>
#endif

namespace yaten {

constexpr int64_t kGrainSize = 32768;

template <typename F>
void parallel_for(int64_t begin, int64_t end, int64_t grain, const F& f) {
#ifdef _OPENMP
  if (end - begin > grain && omp_get_max_threads() > 1 && !omp_in_parallel()) {
    int64_t chunks = std::min<int64_t>(omp_get_max_threads(), (end - begin + grain - 1) / grain);
#pragma omp parallel num_threads(static_cast<int>(chunks))
    {
      int64_t tid = omp_get_thread_num();
      int64_t nth = omp_get_num_threads();
      int64_t per = (end - begin + nth - 1) / nth;
      int64_t lo = begin + tid * per;
      int64_t hi = std::min(end, lo + per);
      if (lo < hi) f(lo, hi);
    }
    return;
  }
#endif
  if (begin < end) f(begin, end);
}

}  // namespace yaten
