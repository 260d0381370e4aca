// What the indexing-family kernels (scatter_gather.cpp, masked_take.cpp,
// index.cpp) share: checking index values before anything is written, and
// choosing the tensor an in-place call writes into.
#pragma once

#include <cstdint>
#include <initializer_list>

#include "../tensor.h"

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

// Where a kernel marked `writes_into` writes self's updated values. For an
// in-place call (`into` is self) that is self itself, after PyTorch's
// refusals: self with elements sharing memory, or an input sharing memory
// with self. Otherwise (or when self is not contiguous) it is a new
// contiguous copy of self, which the caller copies in. Call it after every
// other check, so a refused call writes nothing.
Tensor index_write_target(const Tensor& self, const Tensor& into, std::initializer_list<const Tensor*> inputs,
                          const char* op_name);

}  // namespace yaten::kernels
