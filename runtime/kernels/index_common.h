// What the indexing-family kernels (scatter_gather.cpp, masked_take.cpp,
// index.cpp) share: checking index values before anything is written, and
// choosing the tensor an in-place call writes into.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>

#include "runtime/parallel.h"
#include "runtime/tensor.h"

namespace yaten::kernels {

// Whether every value of a contiguous int64 index lies in [low, high);
// checked on both cores for a large index.
bool all_in_range(const int64_t* values, int64_t n, int64_t low, int64_t high);
// The first value of `values` outside [low, high) (call after all_in_range failed).
int64_t first_out_of_range(const int64_t* values, int64_t n, int64_t low, int64_t high);

// Sizes of the (outer, dim, inner) split of a contiguous tensor around dim.
struct Split {
  int64_t outer = 1, size = 1, inner = 1;
};

inline Split split_at(const DimVector& sizes, int64_t dim) {
  Split s;
  for (int64_t i = 0; i < static_cast<int64_t>(sizes.size()); ++i) {
    if (i < dim) s.outer *= sizes[i];
    else if (i == dim) s.size = sizes[i];
    else s.inner *= sizes[i];
  }
  return s;
}

// Calls f(target, source) with the offsets of the slices index_add,
// index_copy and index_fill touch: target, self's slice o * size + index[i]
// along the split dim; source, slice i of a source with n slices. Outer
// slices run in parallel; within one, indices go in order, so of repeated
// indices the last write wins (or all accumulate).
template <typename F>
void for_each_indexed_slice(const Split& s, const int64_t* index, int64_t n, const F& f) {
  parallel_for(0, s.outer, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, n * s.inner)),
               [&](int64_t lo, int64_t hi) {
                 for (int64_t o = lo; o < hi; ++o)
                   for (int64_t i = 0; i < n; ++i) f((o * s.size + index[i]) * s.inner, (o * n + i) * s.inner);
               });
}

// Where a kernel marked `writes_into` writes self's updated values. For an
// in-place call (`into` is self) that is self itself, after PyTorch's
// refusals: self with elements sharing memory, or an input sharing memory
// with self. Otherwise (or when self is not contiguous) it is a new
// contiguous copy of self, which the caller copies in. Call it after every
// other check, so a refused call writes nothing.
Tensor index_write_target(const Tensor& self, const Tensor& into, std::initializer_list<const Tensor*> inputs,
                          const char* op_name);

}  // namespace yaten::kernels
