// cov and corrcoef of the variables in a matrix's rows, observations in its
// columns, with numpy's and torch's weights and degrees of freedom.
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/any.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/corrcoef.h"
#include "generated/autograd/ops/cov.h"
#include "generated/autograd/ops/diag.h"
#include "generated/autograd/ops/le.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/mm.h"
#include "generated/autograd/ops/sqrt.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/t.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/view.h"
#include "generated/autograd/ops/zeros_like.h"
#include "runtime/error.h"
#include "runtime/warning.h"

namespace yaten {

namespace {

constexpr int64_t kObservationsDim = 1;

// A weight vector's checks, as torch words them: one per observation, of the
// right kind of dtype, none negative.
void check_weights(const Tensor& w, const char* name, int64_t observations, bool integral) {
  YATEN_CHECK(w.dim() <= 1, "cov(): expected ", name, " to have one or fewer dimensions but got ", name, " with ",
              w.dim(), " dimensions");
  if (integral) {
    YATEN_CHECK(!is_floating(w.dtype()) && w.dtype() != ScalarType::Bool, "cov(): expected ", name,
                " to have integral dtype but got ", name, " with ", torch_dtype_name(w.dtype()), " dtype");
  } else {
    YATEN_CHECK(is_floating(w.dtype()), "cov(): expected ", name, " to have floating point dtype but got ", name,
                " with ", torch_dtype_name(w.dtype()), " dtype");
  }
  YATEN_CHECK(w.numel() == observations, "cov(): expected ", name,
              " to have the same numel as there are observations in the input but got ", w.numel(), " != ",
              observations);
  YATEN_CHECK(!yaten::any(yaten::lt(w, Tensor::wrapped_number(0)), std::nullopt, false).item().to<bool>(), "cov(): ",
              name, " cannot be negative");
}

}  // namespace

Tensor cov(const Tensor& self, int64_t correction, const Tensor& fweights, const Tensor& aweights) {
  YATEN_CHECK(self.dim() <= 2, "cov(): expected input to have two or fewer dimensions but got an input with ",
              self.dim(), " dimensions");
  YATEN_CHECK(self.dtype() != ScalarType::Bool, "cov(): bool dtype is not supported for input");
  const Tensor x = self.dim() < 2 ? yaten::view(self, {1, -1}) : self;
  const int64_t observations = x.size(kObservationsDim);
  Tensor w;
  if (fweights.defined()) {
    check_weights(fweights, "fweights", observations, true);
    w = fweights;
  }
  if (aweights.defined()) {
    check_weights(aweights, "aweights", observations, false);
    w = w.defined() ? w * aweights : aweights;
  }
  const Tensor w_sum = w.defined() ? yaten::sum(w, std::nullopt, false, std::nullopt)
                                   : Tensor::scalar_tensor(Scalar(observations), ScalarType::Int64);
  const Tensor weighted = w.defined() ? x * w : x;
  const Tensor avg = yaten::sum(weighted, DimVector{kObservationsDim}, false, std::nullopt) / w_sum;
  Tensor norm_factor = w.defined() && aweights.defined() && correction != 0
                           ? w_sum - Scalar(correction) * yaten::sum(w * aweights, std::nullopt, false, std::nullopt) / w_sum
                           : w_sum - Scalar(correction);
  if (yaten::le(norm_factor, Tensor::wrapped_number(0)).item().to<bool>()) {
    YATEN_WARN("cov(): degrees of freedom is <= 0");
    norm_factor = yaten::zeros_like(norm_factor, std::nullopt, false);
  }
  const Tensor centred = x - yaten::unsqueeze(avg, 1);
  const Tensor c = yaten::mm(centred, yaten::t(w.defined() ? centred * w : centred));
  return yaten::squeeze(c / norm_factor, std::nullopt);
}

Tensor corrcoef(const Tensor& self) {
  YATEN_CHECK(self.dim() <= 2, "corrcoef(): expected input to have two or fewer dimensions but got an input with ",
              self.dim(), " dimensions");
  Tensor c = yaten::cov(self, 1, Tensor(), Tensor());
  if (c.dim() == 0) return c / c;
  const Tensor stddev = yaten::sqrt(yaten::diag(c, 0));
  c = c / yaten::view(stddev, {-1, 1});
  c = c / yaten::view(stddev, {1, -1});
  return yaten::clamp(c, Scalar(-1), Scalar(1));
}

}  // namespace yaten
