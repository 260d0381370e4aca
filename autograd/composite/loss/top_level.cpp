// torch's top-level spellings of the losses (torch.kl_div, ...): its native
// signatures, the reduction an int, over the nn.functional ops.
#include "autograd/composite/loss/reduction.h"
#include "generated/autograd/ops/cosine_embedding_loss.h"
#include "generated/autograd/ops/ctc_loss.h"
#include "generated/autograd/ops/hinge_embedding_loss.h"
#include "generated/autograd/ops/kl_div.h"
#include "generated/autograd/ops/margin_ranking_loss.h"
#include "generated/autograd/ops/poisson_nll_loss.h"
#include "generated/autograd/ops/triplet_margin_loss.h"
#include "generated/autograd/ops/yaten_cosine_embedding_loss.h"
#include "generated/autograd/ops/yaten_ctc_loss.h"
#include "generated/autograd/ops/yaten_hinge_embedding_loss.h"
#include "generated/autograd/ops/yaten_kl_div.h"
#include "generated/autograd/ops/yaten_margin_ranking_loss.h"
#include "generated/autograd/ops/yaten_poisson_nll_loss.h"
#include "generated/autograd/ops/yaten_triplet_margin_loss.h"

namespace yaten {

using loss::reduction_name;

Tensor yaten_cosine_embedding_loss(const Tensor& input1, const Tensor& input2, const Tensor& target, double margin,
                                   int64_t reduction) {
  return yaten::cosine_embedding_loss(input1, input2, target, margin, std::nullopt, std::nullopt,
                                      reduction_name(reduction));
}

Tensor yaten_ctc_loss_IntList(const Tensor& log_probs, const Tensor& targets, const DimVector& input_lengths,
                              const DimVector& target_lengths, int64_t blank, int64_t reduction, bool zero_infinity) {
  return yaten::ctc_loss_IntList(log_probs, targets, input_lengths, target_lengths, blank, reduction_name(reduction),
                                 zero_infinity);
}

Tensor yaten_ctc_loss_Tensor(const Tensor& log_probs, const Tensor& targets, const Tensor& input_lengths,
                             const Tensor& target_lengths, int64_t blank, int64_t reduction, bool zero_infinity) {
  return yaten::ctc_loss_Tensor(log_probs, targets, input_lengths, target_lengths, blank, reduction_name(reduction),
                                zero_infinity);
}

Tensor yaten_hinge_embedding_loss(const Tensor& self, const Tensor& target, double margin, int64_t reduction) {
  return yaten::hinge_embedding_loss(self, target, margin, std::nullopt, std::nullopt, reduction_name(reduction));
}

Tensor yaten_kl_div(const Tensor& self, const Tensor& target, int64_t reduction, bool log_target) {
  return yaten::kl_div(self, target, std::nullopt, std::nullopt, reduction_name(reduction), log_target);
}

Tensor yaten_margin_ranking_loss(const Tensor& input1, const Tensor& input2, const Tensor& target, double margin,
                                 int64_t reduction) {
  return yaten::margin_ranking_loss(input1, input2, target, margin, std::nullopt, std::nullopt,
                                    reduction_name(reduction));
}

Tensor yaten_poisson_nll_loss(const Tensor& input, const Tensor& target, bool log_input, bool full, double eps,
                              int64_t reduction) {
  return yaten::poisson_nll_loss(input, target, log_input, full, std::nullopt, eps, std::nullopt,
                                 reduction_name(reduction));
}

Tensor yaten_triplet_margin_loss(const Tensor& anchor, const Tensor& positive, const Tensor& negative, double margin,
                                 double p, double eps, bool swap, int64_t reduction) {
  return yaten::triplet_margin_loss(anchor, positive, negative, margin, p, eps, swap, std::nullopt, std::nullopt,
                                    reduction_name(reduction));
}

}  // namespace yaten
