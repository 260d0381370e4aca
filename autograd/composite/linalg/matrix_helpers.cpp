// The batched-matrix building blocks of matrix_helpers.h.
#include "autograd/composite/linalg/matrix_helpers.h"

#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/eye.h"
#include "generated/autograd/ops/reshape.h"
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

bool values_need_vectors(const Tensor& t) {
  return autograd::compute_requires_grad(t) || (autograd::forward_ad_enabled() && autograd::tangent_of(t).defined());
}

}  // namespace yaten::linalg_helpers
