// The formula helpers of embedding_bag (declared in formula_helpers.h), made
// of differentiable yaten ops so their gradients can be differentiated again.
// They recompute each index's bag from the offsets rather than read the op's
// offset2bag, which torch's fast sum path leaves empty.
#include <optional>
#include <tuple>

#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_embedding_bag.h"
#include "generated/autograd/ops/arange.h"
#include "generated/autograd/ops/clamp_min.h"
#include "generated/autograd/ops/cumsum.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/index_add.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/ones.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros.h"

namespace yaten {

namespace {

constexpr int64_t kMax = 2;

// Where each index goes: its bag (0 where it counts for none) and whether it
// counts, as a 0/1 tensor of `dtype` (inside a bag and not padding_idx).
struct IndexBags {
  Tensor index;  // int64
  Tensor bag;    // int64, a valid bag number everywhere
  Tensor counts;
};

IndexBags index_bags(const Tensor& indices, const Tensor& offsets, int64_t bags, int64_t rows,
                     std::optional<int64_t> padding_idx, ScalarType dtype) {
  const Tensor index = yaten::to(yaten::reshape(indices, DimVector{-1}), ScalarType::Int64, false, false);
  const Tensor starts = yaten::to(offsets, ScalarType::Int64, false, false);
  const int64_t n = index.numel();
  // A 1 at every offset, summed: the number of offsets at or before each index, less one.
  const Tensor marks = yaten::index_add(yaten::zeros(DimVector{n + 1}, ScalarType::Int64, false), 0, starts,
                                        yaten::ones(starts.sizes(), ScalarType::Int64, false), 1);
  const Tensor bag = yaten::narrow(yaten::cumsum(marks, 0, std::nullopt), 0, 0, n) - 1;
  Tensor counted = yaten::logical_and(ge(bag, 0), lt(bag, bags));
  if (padding_idx) {
    const int64_t padding = *padding_idx < 0 ? *padding_idx + rows : *padding_idx;
    counted = yaten::logical_and(counted, ne(index, padding));
  }
  const Tensor safe_bag = yaten::where(counted, bag, yaten::zeros(DimVector{}, ScalarType::Int64, false));
  return {index, safe_bag, yaten::to(counted, dtype, false, false)};
}

}  // namespace

Tensor embedding_bag_backward_weight(const Tensor& grad, const Tensor& weight, const Tensor& indices,
                                     const Tensor& offsets, const Tensor& bag_size, const Tensor& max_indices,
                                     bool scale_grad_by_freq, int64_t mode, const Tensor& per_sample_weights,
                                     bool include_last_offset, std::optional<int64_t> padding_idx) {
  (void)include_last_offset;  // the offsets past the last bag count for no bag either way
  const int64_t bags = grad.size(0), rows = weight.size(0), dim = weight.size(1);
  const ScalarType dtype = grad.dtype();
  if (mode == kMax) {
    // Each (bag, column) maximum's gradient goes to the row it came from; empty bags have none.
    const Tensor filled = yaten::to(gt(bag_size, 0), dtype, false, false);
    const Tensor picked = grad * yaten::unsqueeze(filled, 1);
    const Tensor flat = yaten::to(max_indices, ScalarType::Int64, false, false) * dim +
                        yaten::arange(dim, ScalarType::Int64, false);
    const Tensor total = yaten::index_add(yaten::zeros(DimVector{rows * dim}, dtype, false), 0,
                                          yaten::reshape(flat, DimVector{-1}), yaten::reshape(picked, DimVector{-1}), 1);
    return yaten::reshape(total, DimVector{rows, dim});
  }
  const IndexBags where_to = index_bags(indices, offsets, bags, rows, padding_idx, dtype);
  Tensor scale = where_to.counts;
  if (per_sample_weights.defined()) scale = scale * yaten::reshape(per_sample_weights, DimVector{-1});
  if (mode != 0)
    scale = scale / yaten::to(yaten::clamp_min(yaten::index_select(bag_size, 0, where_to.bag), 1), dtype, false, false);
  if (scale_grad_by_freq) {
    // Divided by how often each row is looked up in the batch, as embedding's scale_grad_by_freq.
    const Tensor uses = yaten::index_add(yaten::zeros(DimVector{rows}, dtype, false), 0, where_to.index,
                                         where_to.counts, 1);
    scale = scale / yaten::clamp_min(yaten::index_select(uses, 0, where_to.index), 1);
  }
  const Tensor per_index = yaten::index_select(grad, 0, where_to.bag) * yaten::unsqueeze(scale, 1);
  return yaten::index_add(yaten::zeros(DimVector{rows, dim}, dtype, false), 0, where_to.index, per_index, 1);
}

Tensor embedding_bag_backward_per_sample_weights(const Tensor& grad, const Tensor& weight, const Tensor& indices,
                                                 const Tensor& offsets, bool include_last_offset,
                                                 std::optional<int64_t> padding_idx) {
  (void)include_last_offset;
  const IndexBags where_to = index_bags(indices, offsets, grad.size(0), weight.size(0), padding_idx, grad.dtype());
  const Tensor products = yaten::index_select(grad, 0, where_to.bag) * yaten::index_select(weight, 0, where_to.index);
  return yaten::sum(products, DimVector{1}, false, std::nullopt) * where_to.counts;
}

Tensor embedding_bag_jvp(const Tensor& weight_t, const Tensor& per_sample_weights_t, const Tensor& weight,
                         const Tensor& indices, const Tensor& offsets, const Tensor& bag_size,
                         const Tensor& max_indices, int64_t mode, const Tensor& per_sample_weights,
                         bool include_last_offset, std::optional<int64_t> padding_idx) {
  Tensor out;
  if (weight_t.defined()) {
    if (mode == kMax) {
      const Tensor filled = yaten::to(gt(bag_size, 0), weight_t.dtype(), false, false);
      // With no rows of weight every bag is empty: nothing to gather.
      out = weight_t.size(0) == 0
                ? yaten::zeros(max_indices.sizes(), weight_t.dtype(), false)
                : yaten::gather(weight_t, 0, yaten::to(max_indices, ScalarType::Int64, false, false), false) *
                      yaten::unsqueeze(filled, 1);
    } else {
      // Linear in weight: the same bags of the tangent.
      out = std::get<0>(yaten::_embedding_bag(weight_t, indices, offsets, false, mode, false, per_sample_weights,
                                              include_last_offset, padding_idx, true));
    }
  }
  if (per_sample_weights_t.defined()) {
    const Tensor part = std::get<0>(yaten::_embedding_bag(weight, indices, offsets, false, mode, false,
                                                          per_sample_weights_t, include_last_offset, padding_idx,
                                                          true));
    out = out.defined() ? out + part : part;
  }
  return out;
}

}  // namespace yaten
