// Helpers of the indexing-family kernels (see index_common.h).
#include "runtime/kernels/index_common.h"

#include <atomic>

#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/reduce/rows.h"
#include "runtime/memory_overlap.h"
#include "runtime/parallel.h"

namespace yaten::kernels {

bool all_in_range(const int64_t* values, int64_t n, int64_t low, int64_t high) {
  std::atomic<bool> ok{true};
  parallel_for(0, n, kGrainSize, [&](int64_t lo, int64_t hi) {
    if (reduction::any_outside(values + lo, hi - lo, low, high)) ok.store(false, std::memory_order_relaxed);
  });
  return ok.load();
}

int64_t first_out_of_range(const int64_t* values, int64_t n, int64_t low, int64_t high) {
  for (int64_t i = 0; i < n; ++i)
    if (values[i] < low || values[i] >= high) return values[i];
  return low;
}

Tensor index_write_target(const Tensor& self, const Tensor& into, std::initializer_list<const Tensor*> inputs,
                          const char* op_name) {
  if (!into.defined() || !into.is_same(self)) return contiguous_copy(self);
  check_no_internal_overlap(self, op_name);
  for (const Tensor* input : inputs) {
    if (!input->defined()) continue;
    Overlap o = overlap(self, *input);
    YATEN_CHECK(o != Overlap::Full && o != Overlap::Partial, op_name,
                ": unsupported operation: some elements of the input tensor and the written-to tensor refer to a "
                "single memory location. Please clone() the tensor before performing the operation.");
  }
  return self.is_contiguous() ? self : contiguous_copy(self);
}

}  // namespace yaten::kernels
