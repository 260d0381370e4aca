// Composite ops of the sparse family: embedding (a row lookup), bilinear and
// embedding_bag's choice of kernel path, written in yaten ops and
// differentiated through them.
#include <optional>
#include <tuple>

#include "autograd/autograd_meta.h"
#include "autograd/forward_ad.h"
#include "autograd/grad_mode.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_embedding_bag.h"
#include "generated/autograd/ops/bilinear.h"
#include "generated/autograd/ops/embedding.h"
#include "generated/autograd/ops/embedding_bag.h"
#include "generated/autograd/ops/embedding_renorm_.h"
#include "generated/autograd/ops/embedding_grad_scale.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/index_add.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/mm.h"
#include "generated/autograd/ops/mul.h"
#include "generated/autograd/ops/norm.h"
#include "generated/autograd/ops/ones.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/permute.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros.h"
#include "generated/autograd/ops/zeros_like.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

Tensor embedding(const Tensor& input, const Tensor& weight, std::optional<int64_t> padding_idx,
                 std::optional<double> max_norm, double norm_type, bool scale_grad_by_freq, bool sparse) {
  YATEN_CHECK(input.dtype() == ScalarType::Int64 || input.dtype() == ScalarType::Int32,
              "embedding: Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, Int; but got ",
              torch_dtype_name(input.dtype()), " instead (while checking arguments for embedding)");
  YATEN_CHECK(weight.dim() == 2, "embedding: 'weight' must be 2-D");
  YATEN_CHECK(!sparse, "embedding: sparse gradients are not supported by yaten");
  const int64_t rows = weight.sizes()[0];
  if (padding_idx) {
    YATEN_CHECK_VALUE(*padding_idx < rows && *padding_idx >= -rows, "embedding: Padding_idx must be within num_embeddings");
    if (*padding_idx < 0) *padding_idx += rows;
  }
  Tensor flat = yaten::to(yaten::reshape(input, DimVector{-1}), ScalarType::Int64, false, false);
  if (max_norm) {
    // PyTorch renormalises the looked-up rows of weight in place, untracked.
    autograd::AutoGradMode no_grad(false);
    yaten::embedding_renorm_(weight, flat, *max_norm, norm_type);
  }
  Tensor out = yaten::index_select(weight, 0, flat);
  if (padding_idx || scale_grad_by_freq) {
    Tensor scale = yaten::ones(flat.sizes(), weight.dtype(), false);
    if (scale_grad_by_freq) {
      Tensor counts = yaten::index_add(yaten::zeros(DimVector{rows}, weight.dtype(), false), 0, flat,
                                       yaten::ones(flat.sizes(), weight.dtype(), false), 1);
      scale = 1.0 / yaten::index_select(counts, 0, flat);
    }
    if (padding_idx) scale = yaten::where(eq(flat, *padding_idx), yaten::zeros_like(scale, std::nullopt, false), scale);
    out = yaten::embedding_grad_scale(out, yaten::unsqueeze(scale, 1));
  }
  DimVector shape = input.sizes();
  shape.push_back(weight.sizes()[1]);
  return yaten::reshape(out, shape);
}

Tensor embedding_renorm_(const Tensor& self, const Tensor& indices, double max_norm, double norm_type) {
  YATEN_CHECK(indices.dtype() == ScalarType::Int64 || indices.dtype() == ScalarType::Int32,
              "embedding_renorm_: Expected tensor for argument #2 'indices' to have one of the following scalar types: "
              "Long, Int; but got ", torch_dtype_name(indices.dtype()), " instead");
  YATEN_CHECK(self.dim() == 2, "embedding_renorm_: Expected 2-dimensional tensor, but got ", self.dim(),
              "-dimensional tensor for argument #1 'self'");
  const int64_t rows = self.sizes()[0];
  const Tensor flat = yaten::to(yaten::reshape(indices, DimVector{-1}), ScalarType::Int64, false, false);
  const Tensor used = yaten::index_add(yaten::zeros(DimVector{rows}, self.dtype(), false), 0, flat,
                                       yaten::ones(flat.sizes(), self.dtype(), false), 1);
  const Tensor norms = yaten::norm(self, Scalar(norm_type), DimVector{1}, false);
  const Tensor shrink = yaten::logical_and(gt(used, 0), gt(norms, max_norm));
  const Tensor scale = yaten::where(shrink, max_norm / (norms + 1e-7), yaten::ones_like(norms, std::nullopt, false));
  return yaten::mul_(self, yaten::unsqueeze(scale, 1));
}

std::tuple<Tensor, Tensor, Tensor, Tensor> embedding_bag_padding_idx(const Tensor& weight, const Tensor& indices,
                                                                     const Tensor& offsets, bool scale_grad_by_freq,
                                                                     int64_t mode, bool sparse,
                                                                     const Tensor& per_sample_weights,
                                                                     bool include_last_offset,
                                                                     std::optional<int64_t> padding_idx) {
  // torch runs its forward-only kernel when weight has neither a gradient nor a tangent to carry; the
  // two differ in mode sum's bag_size (zeros per offset rather than per bag).
  const bool forward_only = !autograd::requires_grad(weight) && !autograd::tangent_of(weight).defined();
  return yaten::_embedding_bag(weight, indices, offsets, scale_grad_by_freq, mode, sparse, per_sample_weights,
                               include_last_offset, padding_idx, forward_only);
}

std::tuple<Tensor, Tensor, Tensor, Tensor> embedding_bag(const Tensor& weight, const Tensor& indices,
                                                         const Tensor& offsets, bool scale_grad_by_freq, int64_t mode,
                                                         bool sparse, const Tensor& per_sample_weights,
                                                         bool include_last_offset) {
  return embedding_bag_padding_idx(weight, indices, offsets, scale_grad_by_freq, mode, sparse, per_sample_weights,
                                   include_last_offset, std::nullopt);
}

Tensor bilinear(const Tensor& input1, const Tensor& input2, const Tensor& weight, const Tensor& bias) {
  YATEN_CHECK(input1.dim() == input2.dim(), "bilinear(): input dimensions do not match: got ", input1.dim(), " and ",
              input2.dim());
  YATEN_CHECK(input1.dim() >= 1, "bilinear(): expected inputs of at least 1 dimension");
  YATEN_CHECK(weight.dim() == 3, "bilinear(): weight should have 3 dimensions, got ", shape_str(weight.sizes()));
  const DimVector& s1 = input1.sizes();
  const DimVector& s2 = input2.sizes();
  DimVector batch;
  bool same_batch = true;
  for (size_t i = 0; i + 1 < s1.size(); ++i) {
    batch.push_back(s1[i]);
    same_batch = same_batch && s1[i] == s2[i];
  }
  YATEN_CHECK(same_batch, "bilinear(): input batch dimensions do not match: got ", shape_str(s1), " and ",
              shape_str(s2));
  const int64_t out_features = weight.sizes()[0], in1 = weight.sizes()[1], in2 = weight.sizes()[2];
  YATEN_CHECK(s1.back() == in1, "bilinear(): input1 size does not match weight size: got ", s1.back(),
              " but expected ", in1);
  YATEN_CHECK(s2.back() == in2, "bilinear(): input2 size does not match weight size: got ", s2.back(),
              " but expected ", in2);
  YATEN_CHECK(!bias.defined() || (bias.dim() == 1 && bias.sizes()[0] == out_features),
              "bilinear(): bias size does not match weight size: got ",
              bias.defined() && bias.dim() >= 1 ? bias.sizes()[0] : 0, " but expected ", out_features);
  Tensor x1 = yaten::reshape(input1, DimVector{-1, in1});
  Tensor x2 = yaten::reshape(input2, DimVector{-1, in2});
  // (M, I1) @ (I1, O * I2) -> (M, O, I2), then contracted with x2 over I2.
  Tensor w = yaten::reshape(yaten::permute(weight, DimVector{1, 0, 2}), DimVector{in1, out_features * in2});
  Tensor left = yaten::reshape(yaten::mm(x1, w), DimVector{-1, out_features, in2});
  Tensor out = yaten::sum(left * yaten::unsqueeze(x2, 1), DimVector{2}, false, std::nullopt);
  if (bias.defined()) out = out + bias;
  batch.push_back(out_features);
  return yaten::reshape(out, batch);
}

}  // namespace yaten
