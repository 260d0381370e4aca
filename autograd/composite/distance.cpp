// Distances between tensors (pairwise_distance, cosine_similarity), written in
// yaten ops; the triplet and cosine losses build on them.
#include <algorithm>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/cosine_similarity.h"
#include "generated/autograd/ops/detach.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/norm.h"
#include "generated/autograd/ops/pairwise_distance.h"
#include "generated/autograd/ops/sqrt.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/to.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten {

Tensor pairwise_distance(const Tensor& x1, const Tensor& x2, double p, double eps, bool keepdim) {
  const int64_t innermost = std::max(x1.dim(), x2.dim()) - 1;
  return yaten::norm(x1 - x2 + eps, Scalar(p), DimVector{innermost}, keepdim);
}

namespace {

// t clamped below at floor in value only: the gradient passes as if
// unclamped, as torch's clamp_min_ under no_grad.
Tensor clamp_value_only(const Tensor& t, double floor) {
  Tensor held = yaten::detach(t);
  return t + (yaten::clamp(held, Scalar(floor), std::nullopt) - held);
}

}  // namespace

Tensor cosine_similarity(const Tensor& x1_arg, const Tensor& x2_arg, int64_t dim, double eps) {
  const ScalarType common = kernels::result_type({&x1_arg, &x2_arg});
  YATEN_CHECK(is_floating(common), "expected common dtype to be floating point, yet common dtype is ",
              dtype_name(common));
  const DimVector shape = broadcast_shapes(x1_arg.sizes(), x2_arg.sizes(), "cosine_similarity");
  Tensor x1 = yaten::expand(yaten::to(x1_arg, common, false, false), shape);
  Tensor x2 = yaten::expand(yaten::to(x2_arg, common, false, false), shape);
  const int64_t d = wrap_dim(dim, static_cast<int64_t>(shape.size()), "cosine_similarity");
  Tensor w1 = clamp_value_only(yaten::sum(x1 * x1, DimVector{d}, true, std::nullopt), eps * eps);
  Tensor w2 = clamp_value_only(yaten::sum(x2 * x2, DimVector{d}, true, std::nullopt), eps * eps);
  Tensor cosine = yaten::sum(x1 * x2, DimVector{d}, true, std::nullopt) / yaten::sqrt(w1 * w2);
  return yaten::squeeze(cosine, d);
}

}  // namespace yaten
