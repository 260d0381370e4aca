// Distances between tensors (pairwise_distance, cosine_similarity, cdist,
// pdist, dist), written in yaten ops; the triplet and cosine losses build on them.
#include <algorithm>
#include <string>
#include <string_view>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/cdist.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/clamp_min.h"
#include "generated/autograd/ops/cosine_similarity.h"
#include "generated/autograd/ops/detach.h"
#include "generated/autograd/ops/dist.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/matmul.h"
#include "generated/autograd/ops/norm.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/pairwise_distance.h"
#include "generated/autograd/ops/pdist.h"
#include "generated/autograd/ops/pow.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/sqrt.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/transpose.h"
#include "generated/autograd/ops/triu_indices.h"
#include "generated/autograd/ops/unsqueeze.h"
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

namespace {

// which: "X1 " / "X2 " for cdist, "" for pdist, as torch's messages say.
void check_distance_input(const Tensor& t, const char* op_name, const char* which, int64_t dims, double p) {
  YATEN_CHECK(dims == 2 ? t.dim() == 2 : t.dim() >= 2, op_name, " only supports ", dims == 2 ? "" : "at least ",
              "2D tensors, ", which, "got: ", t.dim(), "D");
  YATEN_CHECK(is_floating(t.dtype()), op_name, " only supports floating-point dtypes, ", which, "got: ",
              torch_dtype_name(t.dtype()));
  YATEN_CHECK(p >= 0, op_name, " only supports non-negative p values");
}

// |x1_i - x2_j|_2 through one matrix product, as torch's _euclidean_dist:
// [-2 x1, |x1|^2, 1] . [x2, 1, |x2|^2]^T, clamped above 0 before the root.
Tensor euclidean_by_matmul(const Tensor& x1, const Tensor& x2) {
  Tensor x1_norm = yaten::sum(yaten::pow(x1, Tensor::wrapped_number(2)), DimVector{-1}, true, std::nullopt);
  Tensor x2_norm = yaten::sum(yaten::pow(x2, Tensor::wrapped_number(2)), DimVector{-1}, true, std::nullopt);
  Tensor x1_ext = yaten::cat({x1 * -2.0, x1_norm, yaten::ones_like(x1_norm, std::nullopt, false)}, -1);
  Tensor x2_ext = yaten::cat({x2, yaten::ones_like(x2_norm, std::nullopt, false), x2_norm}, -1);
  return yaten::sqrt(yaten::clamp_min(yaten::matmul(x1_ext, yaten::transpose(x2_ext, -1, -2)), 1e-30));
}

}  // namespace

Tensor cdist(const Tensor& x1, const Tensor& x2, double p, std::string_view compute_mode) {
  check_distance_input(x1, "cdist", "X1 ", 3, p);
  check_distance_input(x2, "cdist", "X2 ", 3, p);
  YATEN_CHECK(x1.sizes().back() == x2.sizes().back(), "X1 and X2 must have the same number of columns. X1: ",
              x1.sizes().back(), " X2: ", x2.sizes().back());
  const bool always = compute_mode == "use_mm_for_euclid_dist";
  const bool if_necessary = compute_mode == "use_mm_for_euclid_dist_if_necessary";
  YATEN_CHECK_VALUE(always || if_necessary || compute_mode == "donot_use_mm_for_euclid_dist", std::string(compute_mode),
                    " is not a valid value for compute_mode");
  const int64_t rows1 = x1.size(-2), rows2 = x2.size(-2);
  const bool by_matmul = p == 2 && (always || (if_necessary && (rows1 > 25 || rows2 > 25)));
  if (by_matmul && rows1 > 0 && rows2 > 0) {
    const DimVector batch = broadcast_shapes(DimVector(x1.sizes().data(), x1.sizes().size() - 2),
                                             DimVector(x2.sizes().data(), x2.sizes().size() - 2), "cdist");
    DimVector s1 = batch, s2 = batch;
    s1.push_back(rows1);
    s1.push_back(x1.size(-1));
    s2.push_back(rows2);
    s2.push_back(x2.size(-1));
    return euclidean_by_matmul(yaten::expand(x1, s1), yaten::expand(x2, s2));
  }
  // torch's own distance kernel has no 16-bit loops (its matmul path above has bfloat16's).
  refuse_dtypes(x1.dtype(), {ScalarType::Float16, ScalarType::BFloat16}, "cdist");
  return yaten::norm(yaten::unsqueeze(x1, -2) - yaten::unsqueeze(x2, -3), Scalar(p), DimVector{-1}, false);
}

Tensor pdist(const Tensor& self, double p) {
  check_distance_input(self, "pdist", "", 2, p);
  const int64_t n = self.sizes()[0];
  if (n > 1) refuse_dtypes(self.dtype(), {ScalarType::Float16, ScalarType::BFloat16}, "pdist");  // torch's kernel runs from two rows
  Tensor pairs = yaten::triu_indices(n, n, 1, std::nullopt, false);
  Tensor first = yaten::index_select(self, 0, yaten::select(pairs, 0, 0));
  Tensor second = yaten::index_select(self, 0, yaten::select(pairs, 0, 1));
  return yaten::norm(first - second, Scalar(p), DimVector{-1}, false);
}

Tensor dist(const Tensor& self, const Tensor& other, const Scalar& p) {
  return yaten::norm(self - other, p, std::nullopt, false);
}

}  // namespace yaten
