// Sorting-family kernels work on lanes: the 1-D runs of a tensor along one
// dim, laid out contiguously (dim moved last) so each lane is a plain array,
// and results are moved back into the caller's dim order.
#pragma once

#include <cmath>
#include <cstdint>

#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten::kernels {

// NaN counts as larger than every number, as torch sorts it.
template <typename T>
inline bool nan_aware_less(T a, T b) {
  if constexpr (is_floating_type_v<T>) return a < b || (b != b && a == a);
  else return a < b;
}

template <typename T>
inline bool is_nan_value(T v) {
  if constexpr (is_floating_type_v<T>) return v != v;
  else return false;
}

// t viewed with dim moved to the end (no copy).
inline Tensor dim_moved_last(const Tensor& t, int64_t dim) {
  DimVector sizes = t.sizes(), strides = t.strides();
  if (t.dim() == 0) return t.view_as_strided({1}, {1}, t.storage_offset());
  DimVector s2, st2;
  for (int64_t d = 0; d < t.dim(); ++d)
    if (d != dim) s2.push_back(sizes[d]), st2.push_back(strides[d]);
  s2.push_back(sizes[dim]);
  st2.push_back(strides[dim]);
  return t.view_as_strided(s2, st2, t.storage_offset());
}

// The lanes of self along dim as one contiguous (rows, n) block.
struct Lanes {
  Tensor data;  // contiguous, dim last
  int64_t rows = 0;
  int64_t n = 0;
};

inline Lanes lanes_of(const Tensor& self, int64_t dim) {
  Lanes l;
  l.data = contiguous(dim_moved_last(self, dim));
  l.n = self.dim() == 0 ? 1 : self.size(dim);
  // Empty lanes have nothing to visit: no rows.
  l.rows = l.n == 0 ? 0 : self.numel() / l.n;
  return l;
}

// A new contiguous tensor of `sizes` (self's sizes with dim's size k) and
// dtype, returned with a view of it in lane order to write (rows, k) into.
struct LaneOutput {
  Tensor result;
  Tensor lanes;  // result viewed with dim last; contiguous when dim is the last dim
};

inline LaneOutput lane_output(const Tensor& self, int64_t dim, int64_t k, ScalarType dtype) {
  DimVector sizes = self.sizes();
  if (self.dim() > 0) sizes[dim] = k;
  LaneOutput o;
  o.result = Tensor::empty(sizes, dtype);
  o.lanes = dim_moved_last(o.result, self.dim() == 0 ? 0 : dim);
  return o;
}

// Writes a contiguous lane block into out.lanes (a copy unless they coincide).
inline void store_lanes(const LaneOutput& out, const Tensor& block) {
  if (block.data<char>() != out.lanes.data<char>()) copy_into(out.lanes, block);
}

// The block to compute into: out.lanes itself when contiguous, else a scratch one.
inline Tensor lane_block(const LaneOutput& out) {
  return out.lanes.is_contiguous() ? out.lanes : Tensor::empty(out.lanes.sizes(), out.lanes.dtype());
}

}  // namespace yaten::kernels
