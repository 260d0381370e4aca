#include "runtime/memory_overlap.h"

#include <algorithm>
#include <numeric>
#include <vector>

#include "runtime/error.h"

namespace yaten {

bool is_non_overlapping_and_dense(const Tensor& t) {
  if (t.is_contiguous()) return true;
  const DimVector& sizes = t.sizes();
  const DimVector& strides = t.strides();
  std::vector<size_t> order(sizes.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return sizes[a] < 2 ? false : sizes[b] < 2 ? true : strides[a] < strides[b];
  });
  int64_t expected = 1;
  for (size_t d : order) {
    if (sizes[d] == 1) continue;
    if (strides[d] != expected) return false;
    expected *= sizes[d];
  }
  return true;
}

InternalOverlap internal_overlap(const Tensor& t) {
  if (is_non_overlapping_and_dense(t)) return InternalOverlap::No;
  for (size_t d = 0; d < t.sizes().size(); ++d)
    if (t.strides()[d] == 0 && t.sizes()[d] > 1) return InternalOverlap::Yes;
  return InternalOverlap::TooHard;
}

Overlap overlap(const Tensor& a, const Tensor& b) {
  if (a.is_same(b)) return Overlap::Full;
  if (a.numel() == 0 || b.numel() == 0) return Overlap::No;
  if (!is_non_overlapping_and_dense(a) || !is_non_overlapping_and_dense(b)) {
    return a.storage().get() == b.storage().get() ? Overlap::TooHard : Overlap::No;
  }
  if (a.storage().get() != b.storage().get()) return Overlap::No;
  const char* a_begin = a.data<char>();
  const char* a_end = a_begin + a.numel() * itemsize(a.dtype());
  const char* b_begin = b.data<char>();
  const char* b_end = b_begin + b.numel() * itemsize(b.dtype());
  if (a_begin == b_begin && a_end == b_end) return a.strides() == b.strides() ? Overlap::Full : Overlap::Partial;
  return a_begin < b_end && b_begin < a_end ? Overlap::Partial : Overlap::No;
}

void check_no_internal_overlap(const Tensor& written, const char* op_name) {
  YATEN_CHECK(internal_overlap(written) != InternalOverlap::Yes, op_name,
              ": unsupported operation: more than one element of the written-to tensor refers to a single memory "
              "location. Please clone() the tensor before performing the operation.");
}

void check_no_partial_overlap(const Tensor& written, const Tensor& input, const char* op_name) {
  YATEN_CHECK(overlap(written, input) != Overlap::Partial, op_name,
              ": unsupported operation: some elements of the input tensor and the written-to tensor refer to a single "
              "memory location. Please clone() the tensor before performing the operation.");
}

}  // namespace yaten
