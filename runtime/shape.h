// Shape arithmetic shared by every kernel: dims, broadcasting, strides.
#pragma once

#include <cstdint>
#include <string>

#include "runtime/small_vector.h"

namespace yaten {

// Wraps a possibly negative dim into [0, ndim); IndexError names the op.
int64_t wrap_dim(int64_t dim, int64_t ndim, const char* op_name);
DimVector broadcast_shapes(const DimVector& a, const DimVector& b, const char* op_name);
// Strides of a fresh row-major tensor. An empty tensor's other dims may
// multiply past int64; its strides then wrap around as PyTorch's do.
DimVector contiguous_strides(const DimVector& sizes);
// Two's-complement product: defined where a signed product would be UB.
inline int64_t wrapping_mul(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}
// numel with an overflow check, so a hostile shape cannot wrap around.
int64_t checked_numel(const DimVector& sizes, const char* op_name);
// What torch checks before it allocates: RuntimeError "Trying to create tensor with negative dimension -1: [2, -1]".
void check_no_negative_dims(const DimVector& sizes);
// "[2, 3]" as PyTorch prints shapes in messages.
std::string shape_str(const DimVector& sizes);
// The shape that a view with a -1 entry gets for a given numel.
DimVector infer_size(const DimVector& shape, int64_t numel, const char* op_name);

}  // namespace yaten
