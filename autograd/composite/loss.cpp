// Composite losses and linear: written in other yaten ops.
#include <string>

#include "autograd/formula_helpers.h"
#include "autograd/composite/loss/reduction.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/add.h"
#include "generated/autograd/ops/addmm.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/log_softmax.h"
#include "generated/autograd/ops/logical_not.h"
#include "generated/autograd/ops/matmul.h"
#include "generated/autograd/ops/permute.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/t.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/autograd/ops_loss.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

// The body of yaten::linear, which names its result (ops.yaml `names:`).
namespace composite {

Tensor linear(const Tensor& input, const Tensor& weight, const Tensor& bias) {
  if (input.dim() == 2 && bias.defined() && weight.dim() == 2) return yaten::addmm(bias, input, yaten::t(weight), 1, 1);
  Tensor out = yaten::matmul(input, yaten::t(weight));
  if (bias.defined()) out = yaten::add(out, bias, 1);
  return out;
}

}  // namespace composite

namespace {

using loss::effective_reduction;
using loss::parse_reduction;
using loss::Reduction;

using loss::broadcast_difference;
using loss::reduce;

// weight as a tensor broadcasting against input along the class dim.
Tensor class_weight_view(const Tensor& weight, int64_t ndim, int64_t class_dim) {
  DimVector shape(static_cast<size_t>(ndim), 1);
  shape[static_cast<size_t>(class_dim)] = weight.numel();
  return yaten::reshape(weight, shape);
}

}  // namespace

// nn.functional.nll_loss, as torch's nll_loss_nd: (C) and (N, C) log-probabilities go to the kernel;
// (N, C, d1, ...) ones have their class dim moved last and the rest flattened into its rows.
Tensor nll_loss_nd(const Tensor& input, const Tensor& target, const Tensor& weight, std::optional<bool> size_average,
                   int64_t ignore_index, std::optional<bool> reduce_, std::string_view reduction_arg) {
  const std::string_view reduction = effective_reduction(size_average, reduce_, reduction_arg);
  YATEN_CHECK_VALUE(input.dim() >= 1, "nll_loss: Expected 1 or more dimensions (got ", input.dim(), ")");
  // torch reads a 0-d target's batch size as 0 (a (1, C) input with a 0-d target is this error).
  const int64_t target_batch = target.dim() > 0 ? target.sizes()[0] : 0;
  YATEN_CHECK_VALUE(input.dim() == 1 || input.sizes()[0] == target_batch, "nll_loss: Expected input batch_size (",
                    input.sizes()[0], ") to match target batch_size (", target_batch, ").");
  if (input.dim() <= 2) return yaten::nll_loss(input, target, weight, ignore_index, reduction);
  DimVector out_size{input.sizes()[0]};
  for (int64_t i = 2; i < input.dim(); ++i) out_size.push_back(input.sizes()[static_cast<size_t>(i)]);
  YATEN_CHECK(target.sizes() == out_size, "nll_loss: Expected target size ", shape_str(out_size), ", got ",
              shape_str(target.sizes()));
  DimVector perm{0};
  for (int64_t i = 2; i < input.dim(); ++i) perm.push_back(i);
  perm.push_back(1);
  const int64_t c = input.sizes()[1];
  Tensor rows = yaten::reshape(yaten::permute(input, perm), DimVector{-1, c});
  Tensor out = yaten::nll_loss(rows, yaten::reshape(target, DimVector{-1}), weight, ignore_index, reduction);
  return reduction == "none" ? yaten::reshape(out, out_size) : out;
}

Tensor mse_loss(const Tensor& input, const Tensor& target, std::optional<bool> size_average, std::optional<bool> reduce_,
                std::string_view reduction) {
  const Reduction r = parse_reduction(effective_reduction(size_average, reduce_, reduction));
  const auto [self, other] = loss::broadcast_both(input, target, "mse_loss");
  return yaten::mse_loss_reduced(self, other, loss::reduction_code(r));
}

Tensor cross_entropy(const Tensor& input, const Tensor& target, const Tensor& weight, std::optional<bool> size_average,
                     int64_t ignore_index, std::optional<bool> reduce_, std::string_view reduction_arg,
                     double label_smoothing) {
  const std::string_view reduction = effective_reduction(size_average, reduce_, reduction_arg);
  Reduction r = parse_reduction(reduction);
  YATEN_CHECK(label_smoothing >= 0.0 && label_smoothing <= 1.0,
              "label_smoothing must be between 0.0 and 1.0. Got: ", label_smoothing);
  YATEN_CHECK(input.dim() >= 1, "cross_entropy: input must have at least 1 dimension");
  const int64_t class_dim = input.dim() == 1 ? 0 : 1;
  const int64_t n_classes = input.sizes()[static_cast<size_t>(class_dim)];
  Tensor logp = yaten::log_softmax(input, class_dim, std::nullopt);

  if (is_floating(target.dtype())) {
    // Class probabilities as target.
    YATEN_CHECK(target.sizes() == input.sizes(), "cross_entropy: expected target of size ", shape_str(input.sizes()),
                " for class probabilities, got ", shape_str(target.sizes()));
    Tensor probs = target;
    if (label_smoothing > 0.0) probs = probs * (1.0 - label_smoothing) + label_smoothing / static_cast<double>(n_classes);
    Tensor prod = logp * probs;
    if (weight.defined()) prod = prod * class_weight_view(weight, input.dim(), class_dim);
    Tensor loss = -yaten::sum(prod, DimVector{class_dim}, false, std::nullopt);
    switch (r) {
      case Reduction::Mean:
        return input.dim() == 1 ? loss
                                : yaten::sum(loss, std::nullopt, false, std::nullopt) /
                                      (static_cast<double>(input.numel()) / static_cast<double>(n_classes));
      case Reduction::Sum: return yaten::sum(loss, std::nullopt, false, std::nullopt);
      case Reduction::None: break;
    }
    return loss;
  }

  Tensor nll = yaten::nll_loss_nd(logp, target, weight, std::nullopt, ignore_index, std::nullopt, reduction);
  if (label_smoothing <= 0.0) return nll;

  Tensor ignore_mask = eq(target, ignore_index);
  Tensor weighted = weight.defined() ? logp * class_weight_view(weight, input.dim(), class_dim) : logp;
  Tensor smooth = -yaten::sum(weighted, DimVector{class_dim}, false, std::nullopt);
  smooth = yaten::where(ignore_mask, zeros_like(smooth), smooth);
  Tensor ret;
  switch (r) {
    case Reduction::Mean: {
      Tensor total = yaten::sum(smooth, std::nullopt, false, std::nullopt);
      if (weight.defined()) {
        // Normalised by the weights of the targets that count, as nll_loss is.
        Tensor safe_target = yaten::where(ignore_mask, zeros_like(target), target);
        Tensor w = yaten::index_select(weight, 0, yaten::reshape(safe_target, DimVector{-1}));
        w = yaten::where(yaten::reshape(ignore_mask, DimVector{-1}), zeros_like(w), w);
        ret = total / yaten::sum(w, std::nullopt, false, std::nullopt);
      } else {
        Tensor counted = yaten::sum(yaten::logical_not(ignore_mask), std::nullopt, false, std::nullopt);
        ret = total / counted;
      }
      break;
    }
    case Reduction::Sum: ret = yaten::sum(smooth, std::nullopt, false, std::nullopt); break;
    case Reduction::None: ret = smooth; break;
  }
  return nll * (1.0 - label_smoothing) + ret * (label_smoothing / static_cast<double>(n_classes));
}

Tensor l1_loss(const Tensor& input, const Tensor& target, std::optional<bool> size_average, std::optional<bool> reduce_,
               std::string_view reduction) {
  Reduction r = parse_reduction(effective_reduction(size_average, reduce_, reduction));
  return reduce(yaten::abs(broadcast_difference(input, target, "l1_loss")), r);
}

namespace {

// PyTorch's ValueError for a target whose size differs from input's.
void check_same_size(const Tensor& input, const Tensor& target, bool deprecated_wording) {
  if (deprecated_wording) {
    YATEN_CHECK_VALUE(input.sizes() == target.sizes(), "Using a target size (", shape_str(target.sizes()),
                      ") that is different to the input size (", shape_str(input.sizes()),
                      ") is deprecated. Please ensure they have the same size.");
  } else {
    YATEN_CHECK_VALUE(input.sizes() == target.sizes(), "Target size (", shape_str(target.sizes()),
                      ") must be the same as input size (", shape_str(input.sizes()), ")");
  }
}

}  // namespace

Tensor binary_cross_entropy(const Tensor& input, const Tensor& target, const Tensor& weight,
                            std::optional<bool> size_average, std::optional<bool> reduce_,
                            std::string_view reduction) {
  Reduction r = parse_reduction(effective_reduction(size_average, reduce_, reduction));
  check_same_size(input, target, true);
  YATEN_CHECK(is_floating(input.dtype()), "binary_cross_entropy: expected a floating point input, got ",
              dtype_name(input.dtype()));
  // torch's functional expands weight to target's shape before its kernel.
  const Tensor expanded_weight =
      weight.defined() && weight.sizes() != target.sizes() ? yaten::expand(weight, target.sizes()) : weight;
  return yaten::binary_cross_entropy_reduced(input, target, expanded_weight, loss::reduction_code(r));
}

Tensor binary_cross_entropy_with_logits(const Tensor& input, const Tensor& target, const Tensor& weight,
                                        std::optional<bool> size_average, std::optional<bool> reduce_,
                                        std::string_view reduction, const Tensor& pos_weight) {
  Reduction r = parse_reduction(effective_reduction(size_average, reduce_, reduction));
  check_same_size(input, target, false);
  YATEN_CHECK(is_floating(input.dtype()), "binary_cross_entropy_with_logits: expected a floating point input, got ",
              dtype_name(input.dtype()));
  // The weights broadcast against input (pos_weight usually along its last dim).
  auto as_input = [&](const Tensor& w) {
    if (!w.defined() || w.sizes() == input.sizes()) return w;
    YATEN_CHECK(broadcast_shapes(input.sizes(), w.sizes(), "binary_cross_entropy_with_logits") == input.sizes(),
                "binary_cross_entropy_with_logits: weights of shape ", shape_str(w.sizes()),
                " do not broadcast to input's shape ", shape_str(input.sizes()));
    return yaten::expand(w, input.sizes());
  };
  return yaten::binary_cross_entropy_with_logits_reduced(input, target, as_input(weight), as_input(pos_weight),
                                                         loss::reduction_code(r));
}

}  // namespace yaten
