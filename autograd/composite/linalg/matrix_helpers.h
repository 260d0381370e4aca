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
// Whether a gradient of t's eigenvalues or singular values may be asked for
// (t requires grad under grad mode, or carries a tangent): their formulas
// need the vectors, which eigvalsh and svdvals otherwise leave uncomputed,
// as torch's _may_require_fw_or_bw_grad decides.
bool values_need_vectors(const Tensor& t);

}  // namespace yaten::linalg_helpers
