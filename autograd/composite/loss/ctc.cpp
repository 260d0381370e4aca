// ctc_loss: the native per-sample loss (_ctc_loss), then torch's
// zero_infinity and reduction over it, for lengths given as lists or tensors.
#include <limits>
#include <string>

#include "autograd/composite/loss/reduction.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_ctc_loss.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/ctc_loss.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"
#include "runtime/kernels/common.h"

namespace yaten {

namespace {

// A 0-d or 1-d integer tensor of lengths as a list.
DimVector lengths_of(const Tensor& lengths, const char* what) {
  YATEN_CHECK(is_integral(lengths.dtype(), false), "ctc_loss: ", what, " must be integral, got ",
              torch_dtype_name(lengths.dtype()));
  YATEN_CHECK(lengths.dim() <= 1, "ctc_loss: expected ", what, " of 0 or 1 dimensions, got shape ",
              shape_str(lengths.sizes()));
  const Tensor values = kernels::contiguous(kernels::to_dtype(lengths, ScalarType::Int64));
  const int64_t* p = values.data<int64_t>();
  DimVector out;
  for (int64_t i = 0; i < values.numel(); ++i) out.push_back(p[i]);
  return out;
}

}  // namespace

Tensor ctc_loss_IntList(const Tensor& log_probs, const Tensor& targets, const DimVector& input_lengths,
                        const DimVector& target_lengths, int64_t blank, std::string_view reduction,
                        bool zero_infinity) {
  const loss::Reduction r = loss::parse_reduction(reduction);
  YATEN_CHECK(log_probs.dim() == 2 || log_probs.dim() == 3,
              "ctc_loss: expected log_probs of shape (T, N, C) or (T, C), got ", shape_str(log_probs.sizes()));
  const bool batched = log_probs.dim() == 3;
  Tensor loss = std::get<0>(yaten::_ctc_loss(batched ? log_probs : yaten::unsqueeze(log_probs, 1), targets,
                                             input_lengths, target_lengths, blank, zero_infinity));
  if (zero_infinity) {
    const Tensor inf = Tensor::wrapped_number(std::numeric_limits<double>::infinity());
    loss = yaten::where(yaten::eq(loss, inf), yaten::zeros_like(loss, std::nullopt, false), loss);
  }
  if (r == loss::Reduction::Mean) {
    Tensor lengths = Tensor::empty(DimVector{static_cast<int64_t>(target_lengths.size())}, ScalarType::Int64);
    std::copy(target_lengths.begin(), target_lengths.end(), lengths.data<int64_t>());
    lengths = yaten::clamp(yaten::to(lengths, loss.dtype(), false, false), Scalar(1), std::nullopt);
    return loss::reduce(loss / lengths, r);
  }
  if (r == loss::Reduction::Sum) return loss::reduce(loss, r);
  return batched ? loss : yaten::squeeze(loss, 0);
}

Tensor ctc_loss_Tensor(const Tensor& log_probs, const Tensor& targets, const Tensor& input_lengths,
                       const Tensor& target_lengths, int64_t blank, std::string_view reduction, bool zero_infinity) {
  return ctc_loss_IntList(log_probs, targets, lengths_of(input_lengths, "input_lengths"),
                          lengths_of(target_lengths, "target_lengths"), blank, reduction, zero_infinity);
}

}  // namespace yaten
