// The margin and embedding losses of nn.functional (soft margin, hinge,
// ranking, cosine, multi-class and multi-label margins, triplet), written in
// yaten ops and differentiated through them.
#include "autograd/composite/loss/reduction.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/any.h"
#include "generated/autograd/ops/arange.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/cosine_embedding_loss.h"
#include "generated/autograd/ops/cumprod.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/full_like.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/hinge_embedding_loss.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/log1p.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/logical_not.h"
#include "generated/autograd/ops/logical_or.h"
#include "generated/autograd/ops/logsigmoid.h"
#include "generated/autograd/ops/margin_ranking_loss.h"
#include "generated/autograd/ops/minimum.h"
#include "generated/autograd/ops/multi_margin_loss.h"
#include "generated/autograd/ops/multilabel_margin_loss.h"
#include "generated/autograd/ops/multilabel_soft_margin_loss.h"
#include "generated/autograd/ops/pairwise_distance.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/soft_margin_loss.h"
#include "generated/autograd/ops/sqrt.h"
#include "generated/autograd/ops/square.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/triplet_margin_loss.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten {

using loss::legacy_reduction;
using loss::Reduction;

namespace {

Tensor clamp_min_zero(const Tensor& t) { return yaten::clamp(t, Scalar(0), std::nullopt); }

Tensor zeros_as(const Tensor& t) { return yaten::zeros_like(t, std::nullopt, false); }

bool any_true(const Tensor& mask) { return yaten::any(mask, std::nullopt, false).item().to<bool>(); }

}  // namespace

Tensor soft_margin_loss(const Tensor& input, const Tensor& target, std::optional<bool> size_average,
                        std::optional<bool> reduce, std::string_view reduction) {
  const Reduction r = legacy_reduction(size_average, reduce, reduction);
  return loss::reduce(yaten::log1p(yaten::exp(-input * target)), r);
}

Tensor multilabel_soft_margin_loss(const Tensor& input, const Tensor& target, const Tensor& weight,
                                   std::optional<bool> size_average, std::optional<bool> reduce,
                                   std::string_view reduction) {
  const Reduction r = legacy_reduction(size_average, reduce, reduction);
  YATEN_CHECK(input.dim() >= 1, "multilabel_soft_margin_loss: expected input of at least 1 dim");
  Tensor out = -(target * yaten::logsigmoid(input) + (1 - target) * yaten::logsigmoid(-input));
  if (weight.defined()) out = out * weight;
  const int64_t class_dim = input.dim() - 1;
  out = yaten::sum(out, DimVector{class_dim}, false, std::nullopt) / static_cast<double>(input.sizes().back());
  return loss::reduce(out, r);
}

Tensor hinge_embedding_loss(const Tensor& input, const Tensor& target, double margin, std::optional<bool> size_average,
                            std::optional<bool> reduce, std::string_view reduction) {
  const Reduction r = legacy_reduction(size_average, reduce, reduction);
  Tensor zeros = zeros_as(input);
  // margin filled into input's dtype, then input subtracted, as torch's Scalar - Tensor: an integer input keeps
  // its dtype.
  const Tensor margin_minus_input = yaten::full_like(input, Scalar(margin), std::nullopt, false) - input;
  Tensor margin_part = yaten::where(ne(target, 1), clamp_min_zero(margin_minus_input), zeros);
  Tensor self_part = yaten::where(ne(target, -1), input, zeros);
  return loss::reduce(margin_part + self_part, r);
}

Tensor margin_ranking_loss(const Tensor& input1, const Tensor& input2, const Tensor& target, double margin,
                           std::optional<bool> size_average, std::optional<bool> reduce, std::string_view reduction) {
  const Reduction r = legacy_reduction(size_average, reduce, reduction);
  YATEN_CHECK(input1.dim() == input2.dim() && input1.dim() == target.dim(),
              "margin_ranking_loss : All input tensors should have same dimension but got sizes: input1: ",
              shape_str(input1.sizes()), ", input2: ", shape_str(input2.sizes()), ", target: ",
              shape_str(target.sizes()), " ");
  return loss::reduce(clamp_min_zero(-target * (input1 - input2) + margin), r);
}

Tensor cosine_embedding_loss(const Tensor& input1, const Tensor& input2, const Tensor& target, double margin,
                             std::optional<bool> size_average, std::optional<bool> reduce,
                             std::string_view reduction) {
  const Reduction r = legacy_reduction(size_average, reduce, reduction);
  const int64_t target_dim = target.dim();
  YATEN_CHECK(target_dim == 1 || target_dim == 0, "0D or 1D target tensor expected, multi-target not supported");
  if (target_dim == 1) {
    YATEN_CHECK(input1.dim() == 2 && input2.dim() == 2, "1D target tensor expects 2D input tensors, but found inputs "
                "with sizes ", shape_str(input1.sizes()), " and ", shape_str(input2.sizes()), ".");
  } else {
    YATEN_CHECK(input1.dim() == 1 && input2.dim() == 1, "0D target tensor expects 1D input tensors, but found inputs "
                "with sizes ", shape_str(input1.sizes()), " and ", shape_str(input2.sizes()), ".");
  }
  constexpr double kEpsilon = 1e-12;  // torch's, added to each squared magnitude
  const DimVector dim{target_dim};
  Tensor dot = yaten::sum(input1 * input2, dim, false, std::nullopt);
  Tensor mag1 = yaten::sum(input1 * input1, dim, false, std::nullopt) + kEpsilon;
  Tensor mag2 = yaten::sum(input2 * input2, dim, false, std::nullopt) + kEpsilon;
  Tensor cosine = dot / yaten::sqrt(mag1 * mag2);
  Tensor zeros = zeros_as(cosine);
  Tensor out = yaten::where(eq(target, 1), 1 - cosine, zeros) +
               yaten::where(eq(target, -1), clamp_min_zero(cosine - margin), zeros);
  return loss::reduce(out, r);
}

Tensor multi_margin_loss(const Tensor& input, const Tensor& target, int64_t p, double margin, const Tensor& weight,
                         std::optional<bool> size_average, std::optional<bool> reduce, std::string_view reduction) {
  refuse_dtypes(input.dtype(), {ScalarType::BFloat16}, "multi_margin_loss_cpu_kernel");
  const Reduction r = legacy_reduction(size_average, reduce, reduction);
  YATEN_CHECK_VALUE(p == 1 || p == 2, "only p == 1 and p == 2 supported");
  YATEN_CHECK_VALUE(!weight.defined() || weight.dim() == 1, "weight must be one-dimensional");
  YATEN_CHECK(input.dim() <= 2 && input.numel() > 0,
              "multi_margin_loss: expected non-empty vector or matrix with optional 0-dim batch size, but got: ",
              shape_str(input.sizes()));
  const int64_t classes = input.dim() == 0 ? 1 : input.sizes().back();
  const int64_t batch = input.dim() == 2 ? input.sizes()[0] : 1;
  YATEN_CHECK(target.numel() == batch && target.dim() <= 1, "inconsistent target size, expected ", batch,
              " but got ", shape_str(target.sizes()));
  YATEN_CHECK(!is_floating(target.dtype()), "multi_margin_loss: expected target of integer class indices, got ",
              torch_dtype_name(target.dtype()));
  Tensor rows = yaten::reshape(input, DimVector{batch, classes});
  Tensor labels = yaten::reshape(target, DimVector{batch, 1});
  YATEN_CHECK(!any_true(yaten::logical_or(lt(labels, 0), ge(labels, classes))), "target out of range");
  Tensor picked = yaten::gather(rows, 1, labels, false);
  Tensor hinge = clamp_min_zero(margin - picked + rows);
  if (p == 2) hinge = yaten::square(hinge);
  if (weight.defined()) hinge = hinge * yaten::reshape(yaten::index_select(weight, 0, yaten::reshape(labels, {-1})),
                                                      DimVector{batch, 1});
  Tensor classes_row = yaten::reshape(yaten::arange(classes, ScalarType::Int64, false), DimVector{1, classes});
  hinge = yaten::where(eq(classes_row, labels), zeros_as(hinge), hinge);  // the true class does not count
  Tensor out = yaten::sum(hinge, DimVector{1}, false, std::nullopt) / static_cast<double>(classes);
  if (input.dim() < 2) out = yaten::reshape(out, target.sizes());  // (1) or (), as the target
  return loss::reduce(out, r);
}

Tensor multilabel_margin_loss(const Tensor& input, const Tensor& target, std::optional<bool> size_average,
                              std::optional<bool> reduce, std::string_view reduction) {
  refuse_dtypes(input.dtype(), {ScalarType::BFloat16}, "multilabel_margin_loss_forward_out_frame");
  const Reduction r = legacy_reduction(size_average, reduce, reduction);
  YATEN_CHECK(input.dim() <= 2 && input.numel() > 0,
              "multilabel_margin_loss: expected non-empty vector or matrix with optional 0-dim batch size, but got: ",
              shape_str(input.sizes()));
  YATEN_CHECK(target.sizes() == input.sizes(), "inconsistent target size: ", shape_str(target.sizes()),
              " for input of size: ", shape_str(input.sizes()));
  YATEN_CHECK(!is_floating(target.dtype()), "multilabel_margin_loss: expected target of integer class indices, got ",
              torch_dtype_name(target.dtype()));
  const int64_t classes = input.dim() == 0 ? 1 : input.sizes().back();
  const int64_t batch = input.numel() / classes;
  Tensor rows = yaten::reshape(input, DimVector{batch, classes});
  Tensor labels = yaten::reshape(target, DimVector{batch, classes});
  // The labels of a row are those before its first -1.
  Tensor listed = yaten::to(yaten::cumprod(yaten::to(ne(labels, -1), ScalarType::Int64, false, false), 1,
                                           std::nullopt), ScalarType::Bool, false, false);
  YATEN_CHECK(!any_true(yaten::logical_and(listed, yaten::logical_or(lt(labels, 0), ge(labels, classes)))),
              "target out of range");
  Tensor safe_labels = yaten::where(listed, labels, yaten::zeros_like(labels, std::nullopt, false));
  // is_label[n, k]: k is among row n's labels (the (batch, labels, classes) comparison, reduced over labels).
  Tensor classes_row = yaten::reshape(yaten::arange(classes, ScalarType::Int64, false), DimVector{1, 1, classes});
  Tensor is_label = yaten::any(yaten::logical_and(eq(yaten::unsqueeze(safe_labels, 2), classes_row),
                                                  yaten::unsqueeze(listed, 2)), 1, false);
  Tensor label_scores = yaten::gather(rows, 1, safe_labels, false);
  Tensor hinge = clamp_min_zero(1 - yaten::unsqueeze(label_scores, 2) + yaten::unsqueeze(rows, 1));
  Tensor counted = yaten::logical_and(yaten::unsqueeze(listed, 2), yaten::unsqueeze(yaten::logical_not(is_label), 1));
  hinge = yaten::where(counted, hinge, zeros_as(hinge));
  Tensor out = yaten::sum(hinge, DimVector{1, 2}, false, std::nullopt) / static_cast<double>(classes);
  if (input.dim() < 2) out = yaten::squeeze(out, 0);
  return loss::reduce(out, r);
}

Tensor triplet_margin_loss(const Tensor& anchor, const Tensor& positive, const Tensor& negative, double margin,
                           double p, double eps, bool swap, std::optional<bool> size_average,
                           std::optional<bool> reduce, std::string_view reduction) {
  const Reduction r = legacy_reduction(size_average, reduce, reduction);
  YATEN_CHECK(anchor.dim() == positive.dim() && positive.dim() == negative.dim(),
              "The anchor, positive, and negative tensors are expected to have the same number of dimensions, but "
              "got: anchor ", anchor.dim(), "D, positive ", positive.dim(), "D, and negative ", negative.dim(),
              "D inputs");
  Tensor to_positive = yaten::pairwise_distance(anchor, positive, p, eps, false);
  Tensor to_negative = yaten::pairwise_distance(anchor, negative, p, eps, false);
  if (swap) to_negative = yaten::minimum(to_negative, yaten::pairwise_distance(positive, negative, p, eps, false));
  return loss::reduce(clamp_min_zero(margin + to_positive - to_negative), r);
}

}  // namespace yaten
