// Composite nn.functional ops: dropout, batch_norm, layer_norm, embedding,
// bilinear, written in yaten ops and differentiated through them.
#include <cmath>
#include <string>

#include "autograd/grad_mode.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/batch_norm.h"
#include "generated/autograd/ops/bilinear.h"
#include "generated/autograd/ops/copy_.h"
#include "generated/autograd/ops/detach.h"
#include "generated/autograd/ops/dropout.h"
#include "generated/autograd/ops/embedding.h"
#include "generated/autograd/ops/embedding_grad_scale.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/index_add.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/layer_norm.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/mean.h"
#include "generated/autograd/ops/mm.h"
#include "generated/autograd/ops/mul.h"
#include "generated/autograd/ops/norm.h"
#include "generated/autograd/ops/ones.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/permute.h"
#include "generated/autograd/ops/rand.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/rsqrt.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/var.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros.h"
#include "generated/autograd/ops/zeros_like.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// (1, C, 1, ...): a per-channel vector broadcasting against an (N, C, ...) input.
Tensor per_channel(const Tensor& v, int64_t ndim) {
  DimVector shape(static_cast<size_t>(ndim), 1);
  shape[1] = v.numel();
  return yaten::reshape(v, shape);
}

void check_channel_vector(const Tensor& v, int64_t channels, const char* name) {
  if (!v.defined()) return;
  YATEN_CHECK(v.numel() == channels, "batch_norm: ", name, " should contain ", channels, " elements not ", v.numel());
  YATEN_CHECK(is_floating(v.dtype()), "batch_norm: expected ", name, " to be a floating point tensor, got ",
              torch_dtype_name(v.dtype()));
}

}  // namespace

Tensor dropout(const Tensor& input, double p, bool training) {
  // Out of [0, 1] is a ValueError (torch's Python check); nan passes that and fails ATen's, a RuntimeError.
  YATEN_CHECK_VALUE(std::isnan(p) || (p >= 0.0 && p <= 1.0), "dropout probability has to be between 0 and 1, but got ", p);
  YATEN_CHECK(!std::isnan(p), "dropout probability has to be between 0 and 1, but got ", p);
  if (!training || p == 0.0 || input.numel() == 0) return input;
  YATEN_CHECK(is_floating(input.dtype()), "dropout: expected a floating point input, got ",
              torch_dtype_name(input.dtype()));
  if (p == 1.0) return input * yaten::zeros_like(input, std::nullopt, false);
  YATEN_CHECK(input.dtype() != ScalarType::Float16, "\"bernoulli_scalar_cpu_\" not implemented for 'Half'");
  Tensor keep = yaten::lt(yaten::rand(input.sizes(), input.dtype(), false), Tensor::wrapped_number(1.0 - p));
  return input * (yaten::to(keep, input.dtype(), false, false) * (1.0 / (1.0 - p)));
}

Tensor batch_norm(const Tensor& input, const Tensor& running_mean, const Tensor& running_var, const Tensor& weight,
                  const Tensor& bias, bool training, double momentum, double eps) {
  YATEN_CHECK(input.dim() >= 2, "batch_norm: expected input of at least 2 dims (N, C, ...), got input of size ",
              shape_str(input.sizes()));
  YATEN_CHECK(is_floating(input.dtype()), "batch_norm: expected a floating point input, got ",
              torch_dtype_name(input.dtype()));
  const int64_t channels = input.sizes()[1];
  check_channel_vector(running_mean, channels, "running_mean");
  check_channel_vector(running_var, channels, "running_var");
  check_channel_vector(weight, channels, "weight");
  check_channel_vector(bias, channels, "bias");
  DimVector reduce_dims{0};
  for (int64_t d = 2; d < input.dim(); ++d) reduce_dims.push_back(d);
  Tensor mean, var;
  if (training) {
    const int64_t per_channel_count = channels == 0 ? 0 : input.numel() / channels;
    YATEN_CHECK_VALUE(per_channel_count != 1, "Expected more than 1 value per channel when training, got input size ",
                      shape_str(input.sizes()));
    mean = yaten::mean(input, reduce_dims, false, std::nullopt);
    var = yaten::var(input, reduce_dims, false, false);
    if (running_mean.defined() || running_var.defined()) {
      autograd::AutoGradMode no_grad(false);
      const double n = static_cast<double>(per_channel_count);
      if (running_mean.defined())
        yaten::copy_(running_mean, running_mean * (1.0 - momentum) + yaten::detach(mean) * momentum);
      if (running_var.defined())
        yaten::copy_(running_var, running_var * (1.0 - momentum) + yaten::detach(var) * (momentum * n / (n - 1.0)));
    }
  } else {
    YATEN_CHECK(running_mean.defined() && running_var.defined(),
                "batch_norm: running_mean and running_var must be defined in evaluation mode");
    mean = yaten::to(running_mean, input.dtype(), false, false);
    var = yaten::to(running_var, input.dtype(), false, false);
  }
  Tensor out = (input - per_channel(mean, input.dim())) * per_channel(yaten::rsqrt(var + eps), input.dim());
  if (weight.defined()) out = out * per_channel(weight, input.dim());
  if (bias.defined()) out = out + per_channel(bias, input.dim());
  return out;
}

Tensor layer_norm(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, const Tensor& bias,
                  double eps) {
  const int64_t k = static_cast<int64_t>(normalized_shape.size());
  YATEN_CHECK(k >= 1, "layer_norm: Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, but got normalized_shape = ",
              shape_str(normalized_shape));
  YATEN_CHECK(!weight.defined() || weight.sizes() == normalized_shape,
              "layer_norm: Expected weight to be of same shape as normalized_shape, but got weight of shape ",
              shape_str(weight.defined() ? weight.sizes() : DimVector{}), " and normalized_shape = ",
              shape_str(normalized_shape));
  YATEN_CHECK(!bias.defined() || bias.sizes() == normalized_shape,
              "layer_norm: Expected bias to be of same shape as normalized_shape, but got bias of shape ",
              shape_str(bias.defined() ? bias.sizes() : DimVector{}), " and normalized_shape = ",
              shape_str(normalized_shape));
  bool matches = input.dim() >= k;
  for (int64_t i = 0; matches && i < k; ++i) matches = input.sizes()[input.dim() - k + i] == normalized_shape[i];
  YATEN_CHECK(matches, "layer_norm: Given normalized_shape=", shape_str(normalized_shape),
              ", expected input with shape [*, ", shape_str(normalized_shape).substr(1), ", but got input of size",
              shape_str(input.sizes()));
  YATEN_CHECK(is_floating(input.dtype()), "layer_norm: expected a floating point input, got ",
              torch_dtype_name(input.dtype()));
  YATEN_CHECK(input.dtype() != ScalarType::Float16, "\"LayerNormKernelImpl\" not implemented for 'Half'");
  if (input.dtype() == ScalarType::BFloat16) {
    // Normalised in float32 and rounded once, as torch's kernel computes bfloat16.
    auto wide = [](const Tensor& t) { return t.defined() ? yaten::to(t, ScalarType::Float32, false, false) : t; };
    return yaten::to(layer_norm(wide(input), normalized_shape, wide(weight), wide(bias), eps), ScalarType::BFloat16,
                     false, false);
  }
  DimVector dims;
  for (int64_t d = input.dim() - k; d < input.dim(); ++d) dims.push_back(d);
  Tensor mean = yaten::mean(input, dims, true, std::nullopt);
  Tensor var = yaten::var(input, dims, false, true);
  Tensor out = (input - mean) * yaten::rsqrt(var + eps);
  if (weight.defined()) out = out * weight;
  if (bias.defined()) out = out + bias;
  return out;
}

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
    Tensor used = yaten::index_add(yaten::zeros(DimVector{rows}, weight.dtype(), false), 0, flat,
                                   yaten::ones(flat.sizes(), weight.dtype(), false), 1);
    Tensor norms = yaten::norm(weight, Scalar(norm_type), DimVector{1}, false);
    Tensor shrink = yaten::logical_and(gt(used, 0), gt(norms, *max_norm));
    Tensor scale = yaten::where(shrink, *max_norm / (norms + 1e-7), yaten::ones_like(norms, std::nullopt, false));
    yaten::mul_(weight, yaten::unsqueeze(scale, 1));
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
