// Composite normalization ops: batch_norm, layer_norm, written in yaten ops and
// differentiated through them.
#include <cmath>
#include <string>

#include "autograd/grad_mode.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/batch_norm.h"
#include "generated/autograd/ops/copy_.h"
#include "generated/autograd/ops/detach.h"
#include "generated/autograd/ops/layer_norm.h"
#include "generated/autograd/ops/mean.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/rsqrt.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/var.h"
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
  DimVector dims;
  for (int64_t d = input.dim() - k; d < input.dim(); ++d) dims.push_back(d);
  Tensor mean = yaten::mean(input, dims, true, std::nullopt);
  Tensor var = yaten::var(input, dims, false, true);
  Tensor out = (input - mean) * yaten::rsqrt(var + eps);
  if (weight.defined()) out = out * weight;
  if (bias.defined()) out = out + bias;
  return out;
}

}  // namespace yaten
