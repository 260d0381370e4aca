// The batched-matrix building blocks of matrix_helpers.h.
#include "autograd/composite/linalg/matrix_helpers.h"

#include <cmath>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/eye.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/slice.h"
#include "generated/autograd/ops/transpose.h"
#include "generated/autograd/ops/unsqueeze.h"

namespace yaten::linalg_helpers {

Tensor mT(const Tensor& t) { return yaten::transpose(t, -2, -1); }

DimVector batch_of(const Tensor& t, int64_t matrix_dims) {
  DimVector out;
  for (int64_t i = 0; i + matrix_dims < t.dim(); ++i) out.push_back(t.sizes()[static_cast<size_t>(i)]);
  return out;
}

namespace {
DimVector append(DimVector sizes, std::initializer_list<int64_t> more) {
  for (int64_t s : more) sizes.push_back(s);
  return sizes;
}
}  // namespace

Tensor matrix_diagonal(const Tensor& t) {
  const int64_t n = t.sizes().back();
  // Flattened, the diagonal is every (n + 1)-th element.
  Tensor flat = yaten::reshape(t, append(batch_of(t, 2), {n * n}));
  return yaten::slice(flat, -1, 0, n * n, n + 1);
}

Tensor diagonal_matrix(const Tensor& v) {
  return yaten::unsqueeze(v, -1) * identity(v.sizes().back(), v.dtype());
}

Tensor identity(int64_t n, ScalarType dtype) { return yaten::eye(n, std::nullopt, dtype, false); }

std::tuple<Tensor, Tensor> unpack_eigh(const Tensor& packed) {
  const int64_t width = packed.sizes().back();
  const auto n = static_cast<int64_t>(std::llround((std::sqrt(1.0 + 4.0 * static_cast<double>(width)) - 1.0) / 2.0));
  Tensor matrix = yaten::reshape(packed, append(batch_of(packed, 1), {n, n + 1}));
  return {yaten::select(matrix, -1, n), yaten::narrow(matrix, -1, 0, n)};
}

std::tuple<Tensor, Tensor, Tensor> unpack_svd(const Tensor& packed, int64_t m, int64_t n, bool full_matrices) {
  const int64_t k = std::min(m, n), u_cols = full_matrices ? m : k, vt_rows = full_matrices ? n : k;
  const DimVector batch = batch_of(packed, 1);
  Tensor u = yaten::reshape(yaten::narrow(packed, -1, 0, m * u_cols), append(batch, {m, u_cols}));
  Tensor s = yaten::narrow(packed, -1, m * u_cols, k);
  Tensor vh = yaten::reshape(yaten::narrow(packed, -1, m * u_cols + k, vt_rows * n), append(batch, {vt_rows, n}));
  return {u, s, vh};
}

std::tuple<Tensor, Tensor> unpack_qr(const Tensor& packed, int64_t m, int64_t n, std::string_view mode) {
  const int64_t k = std::min(m, n);
  const bool complete = mode == "complete";
  const int64_t q_size = mode == "r" ? 0 : m * (complete ? m : k), r_rows = complete ? m : k;
  const DimVector batch = batch_of(packed, 1);
  Tensor q = mode == "r" ? yaten::narrow(yaten::reshape(packed, DimVector{-1}), 0, 0, 0)
                         : yaten::reshape(yaten::narrow(packed, -1, 0, q_size), append(batch, {m, complete ? m : k}));
  Tensor r = yaten::reshape(yaten::narrow(packed, -1, q_size, r_rows * n), append(batch, {r_rows, n}));
  return {q, r};
}

Tensor pack(const std::vector<Tensor>& pieces, int64_t batch_dims) {
  std::vector<Tensor> flat;
  for (const Tensor& p : pieces) {
    DimVector sizes;
    for (int64_t i = 0; i < batch_dims; ++i) sizes.push_back(p.sizes()[static_cast<size_t>(i)]);
    sizes.push_back(-1);
    flat.push_back(yaten::reshape(p, sizes));
  }
  return yaten::cat(flat, -1);
}

}  // namespace yaten::linalg_helpers
