// The regression and distribution losses of nn.functional (smooth_l1_loss,
// huber_loss, kl_div, poisson_nll_loss, gaussian_nll_loss), written in
// yaten ops and differentiated through them.
#include <cmath>

#include "autograd/composite/loss/reduction.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/any.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/detach.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/gaussian_nll_loss.h"
#include "generated/autograd/ops/huber_loss.h"
#include "generated/autograd/ops/kl_div.h"
#include "generated/autograd/ops/log.h"
#include "generated/autograd/ops/poisson_nll_loss.h"
#include "generated/autograd/ops/smooth_l1_loss.h"
#include "generated/autograd/ops/square.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/xlogy.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten {

using loss::legacy_reduction;
using loss::Reduction;

Tensor smooth_l1_loss(const Tensor& input, const Tensor& target, std::optional<bool> size_average,
                      std::optional<bool> reduce, std::string_view reduction, double beta) {
  const Reduction r = legacy_reduction(size_average, reduce, reduction);
  YATEN_CHECK(beta >= 0, "smooth_l1_loss does not support negative values for beta.");
  const auto [self, other] = loss::broadcast_both(input, target, "smooth_l1_loss");
  return yaten::smooth_l1_loss_reduced(self, other, loss::reduction_code(r), beta);
}

Tensor huber_loss(const Tensor& input, const Tensor& target, std::string_view reduction, double delta) {
  const Reduction r = loss::parse_reduction(reduction);
  YATEN_CHECK(delta > 0, "huber_loss does not support non-positive values for delta.");
  const auto [self, other] = loss::broadcast_both(input, target, "huber_loss");
  return yaten::huber_loss_reduced(self, other, loss::reduction_code(r), delta);
}

Tensor kl_div(const Tensor& input, const Tensor& target, std::optional<bool> size_average, std::optional<bool> reduce,
              std::string_view reduction, bool log_target) {
  // 'batchmean' is the sum over the batch size; the legacy flags, when given, win over it as in torch.
  const bool batchmean = reduction == "batchmean" && !size_average && !reduce;
  const Reduction r = batchmean ? Reduction::Sum : legacy_reduction(size_average, reduce, reduction);
  Tensor pointwise;
  if (log_target) {
    pointwise = yaten::exp(target) * (target - input);
  } else {
    // xlogy: 0 where target is 0 (its gradient in target there is NaN, as torch's).
    pointwise = yaten::xlogy(target, target) - target * input;
  }
  Tensor out = loss::reduce(pointwise, r);
  return batchmean && input.dim() != 0 ? out / static_cast<double>(input.sizes()[0]) : out;
}

Tensor poisson_nll_loss(const Tensor& input, const Tensor& target, bool log_input, bool full,
                        std::optional<bool> size_average, double eps, std::optional<bool> reduce,
                        std::string_view reduction) {
  const Reduction r = legacy_reduction(size_average, reduce, reduction);
  Tensor out = log_input ? yaten::exp(input) - target * input : input - target * yaten::log(input + eps);
  if (full) {
    // Stirling's approximation of log(target!), counted where target > 1 only.
    Tensor stirling = target * yaten::log(target) - target + yaten::log(target * (2 * M_PI)) * 0.5;
    out = out + yaten::where(le(target, 1), yaten::zeros_like(stirling, std::nullopt, false), stirling);
  }
  return loss::reduce(out, r);
}

Tensor gaussian_nll_loss(const Tensor& input, const Tensor& target, const Tensor& var_arg, bool full, double eps,
                         std::string_view reduction) {
  Tensor var = var_arg;
  if (var.sizes() != input.sizes()) {
    const DimVector& in = input.sizes();
    const DimVector leading(in.data(), in.empty() ? 0 : in.size() - 1);
    const DimVector& v = var.sizes();
    if (leading == v) {
      var = yaten::unsqueeze(var, -1);  // one variance per sample, for every feature
    } else {
      const bool heteroscedastic = !v.empty() && DimVector(v.data(), v.size() - 1) == leading && v.back() == 1;
      YATEN_CHECK_VALUE(heteroscedastic && !in.empty(), "var is of incorrect size");
    }
  }
  YATEN_CHECK_VALUE(reduction == "none" || reduction == "mean" || reduction == "sum", std::string(reduction),
                    " is not valid");
  YATEN_CHECK_VALUE(!yaten::any(lt(var, 0), std::nullopt, false).item().to<bool>(), "var has negative entry/entries");
  // var clamped at eps in value only: the gradient passes as if unclamped, as torch's no_grad clamp_ of a clone.
  Tensor held = yaten::detach(var);
  Tensor clamped = var + (yaten::clamp(held, Scalar(eps), std::nullopt) - held);
  Tensor out = (yaten::log(clamped) + yaten::square(input - target) / clamped) * 0.5;
  if (full) out = out + 0.5 * std::log(2 * M_PI);
  return loss::reduce(out, loss::parse_reduction(reduction));
}

}  // namespace yaten
