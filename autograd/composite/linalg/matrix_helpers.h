// Batched-matrix building blocks in differentiable yaten ops, shared by the
// linalg composites and the factorisations' formulas: transpose of the last
// two dims, diagonals, identities.
#pragma once

#include <cstdint>

#include "runtime/tensor.h"

namespace yaten::linalg_helpers {

Tensor mT(const Tensor& t);
// The diagonal of each matrix, (..., n, n) -> (..., n), as a view.
Tensor matrix_diagonal(const Tensor& t);
// (..., n) -> (..., n, n) with v on the diagonal.
Tensor diagonal_matrix(const Tensor& v);
Tensor identity(int64_t n, ScalarType dtype);
// The sizes of t without its last `matrix_dims` dims.
DimVector batch_of(const Tensor& t, int64_t matrix_dims);

}  // namespace yaten::linalg_helpers
