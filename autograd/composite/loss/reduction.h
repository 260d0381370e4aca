// What the composite losses share: the reduction argument every loss takes
// ('mean', 'sum', 'none', or the deprecated size_average / reduce), and
// input - target with broadcasting.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/mean.h"
#include "generated/autograd/ops/sub.h"
#include "generated/autograd/ops/sum.h"
#include "runtime/error.h"
#include "runtime/shape.h"
#include "runtime/warning.h"

namespace yaten::loss {

enum class Reduction { None, Mean, Sum };

inline Reduction parse_reduction(std::string_view reduction) {
  if (reduction == "mean") return Reduction::Mean;
  if (reduction == "sum") return Reduction::Sum;
  if (reduction == "none") return Reduction::None;
  throw ValueError(std::string(reduction) + " is not a valid value for reduction");
}

// The reduction as the int torch's top-level spellings take (torch.kl_div(x,
// y, 2)), its at::Reduction: 1 mean, 2 sum; 0 and any other int leave the
// losses unreduced, as torch's apply_loss_reduction does.
inline std::string_view reduction_name(int64_t reduction) {
  return reduction == 1 ? "mean" : reduction == 2 ? "sum" : "none";
}

// PyTorch's _Reduction.legacy_get_string: the deprecated size_average and
// reduce, when either is given, override reduction, with its warning.
inline std::string_view effective_reduction(std::optional<bool> size_average, std::optional<bool> reduce,
                                            std::string_view reduction) {
  if (!size_average && !reduce) return reduction;
  const bool average = size_average.value_or(true), reduced = reduce.value_or(true);
  const std::string_view legacy = average && reduced ? "mean" : reduced ? "sum" : "none";
  YATEN_WARN("size_average and reduce args will be deprecated, please use reduction='", legacy, "' instead.");
  return legacy;
}

inline Reduction legacy_reduction(std::optional<bool> size_average, std::optional<bool> reduce,
                                  std::string_view reduction) {
  return parse_reduction(effective_reduction(size_average, reduce, reduction));
}

inline Tensor reduce(const Tensor& loss, Reduction r) {
  switch (r) {
    case Reduction::Mean: return yaten::mean(loss, std::nullopt, false, std::nullopt);
    case Reduction::Sum: return yaten::sum(loss, std::nullopt, false, std::nullopt);
    case Reduction::None: break;
  }
  return loss;
}

// torch's int reduction (at::Reduction) of a parsed one: 0 none, 1 mean, 2 sum.
inline int64_t reduction_code(Reduction r) { return r == Reduction::Mean ? 1 : r == Reduction::Sum ? 2 : 0; }

// input and target broadcast to one shape (themselves when they have it),
// as torch's losses call broadcast_tensors before their kernels.
inline std::pair<Tensor, Tensor> broadcast_both(const Tensor& input, const Tensor& target, const char* op) {
  if (input.sizes() == target.sizes()) return {input, target};
  const DimVector shape = broadcast_shapes(input.sizes(), target.sizes(), op);
  return {yaten::expand(input, shape), yaten::expand(target, shape)};
}

// input - target after broadcasting both, as torch's broadcast_tensors does
// first: the dtype then follows both operands, a 0-d one included.
inline Tensor broadcast_difference(const Tensor& input, const Tensor& target, const char* op) {
  if (input.sizes() == target.sizes()) return yaten::sub(input, target, 1);
  const DimVector shape = broadcast_shapes(input.sizes(), target.sizes(), op);
  return yaten::sub(yaten::expand(input, shape), yaten::expand(target, shape), 1);
}

}  // namespace yaten::loss
