// Batched-matrix building blocks in differentiable yaten ops, shared by the
// linalg composites and the factorisations' formulas: transpose of the last
// two dims, diagonals, identities, and the views that take the packed
// results of eigh / svd / qr's kernels apart (and pack tangents back).
#pragma once

#include <cstdint>
#include <string_view>
#include <tuple>
#include <vector>

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

// _linalg_eigh_packed's (eigenvalues, eigenvectors); packed is (..., n * (n + 1)).
std::tuple<Tensor, Tensor> unpack_eigh(const Tensor& packed);
// _linalg_svd_packed's (U, S, Vh) for m x n matrices.
std::tuple<Tensor, Tensor, Tensor> unpack_svd(const Tensor& packed, int64_t m, int64_t n, bool full_matrices);
// _linalg_qr_packed's (Q, R) for m x n matrices (Q empty in mode 'r').
std::tuple<Tensor, Tensor> unpack_qr(const Tensor& packed, int64_t m, int64_t n, std::string_view mode);
// The pieces flattened after `batch_dims` dims and concatenated: a packed tangent.
Tensor pack(const std::vector<Tensor>& pieces, int64_t batch_dims);

}  // namespace yaten::linalg_helpers
