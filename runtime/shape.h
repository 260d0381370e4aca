// Shape arithmetic shared by every kernel: dims, broadcasting, strides.
#pragma once

#include <cstdint>
#include <string>

#include "small_vector.h"

namespace yaten {

// Wraps a possibly negative dim into [0, ndim); IndexError names the op.
int64_t wrap_dim(int64_t dim, int64_t ndim, const char* op_name);
DimVector broadcast_shapes(const DimVector& a, const DimVector& b, const char* op_name);
DimVector contiguous_strides(const DimVector& sizes);
// numel with an overflow check, so a hostile shape cannot wrap around.
int64_t checked_numel(const DimVector& sizes, const char* op_name);
// "[2, 3]" as PyTorch prints shapes in messages.
std::string shape_str(const DimVector& sizes);
// The shape that a view with a -1 entry gets for a given numel.
DimVector infer_size(const DimVector& shape, int64_t numel, const char* op_name);

}  // namespace yaten
