// The list arguments of the composite pools: one int standing for every
// spatial dim, and torch's default stride (None or [], the kernel size).
#pragma once

#include <optional>

#include "runtime/error.h"
#include "runtime/tensor.h"

namespace yaten::pooling {

// v with one entry per spatial dim: a single int repeated, or dims ints.
inline DimVector per_dim(const DimVector& v, size_t dims, const char* op, const char* what) {
  YATEN_CHECK(v.size() == 1 || v.size() == dims, op, ": ", what, " must either be a single int, or a tuple of ",
              dims, " ints");
  return v.size() == dims ? v : DimVector(dims, v[0]);
}

inline DimVector stride_or_kernel(const std::optional<DimVector>& stride, const DimVector& kernel, const char* op) {
  return stride && !stride->empty() ? per_dim(*stride, kernel.size(), op, "stride") : kernel;
}

}  // namespace yaten::pooling
