// Composite normalization ops: batch_norm, the batch statistics and the
// running averages around the native_batch_norm kernel;
// layer_norm, native_layer_norm's output (its statistics are for backward); and
// group_norm, native_group_norm's output after torch.nn.functional's batch check.
#include "autograd/grad_mode.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/batch_norm.h"
#include "generated/autograd/ops/batch_norm_stats.h"
#include "generated/autograd/ops/copy_.h"
#include "generated/autograd/ops/group_norm.h"
#include "generated/autograd/ops/layer_norm.h"
#include "generated/autograd/ops/native_batch_norm.h"
#include "generated/autograd/ops/native_group_norm.h"
#include "generated/autograd/ops/native_layer_norm.h"
#include "generated/autograd/ops/select.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

void check_channel_vector(const Tensor& v, const Tensor& input, const char* name) {
  if (!v.defined()) return;
  const int64_t channels = input.sizes()[1];
  YATEN_CHECK(v.numel() == channels, "batch_norm: ", name, " should contain ", channels, " elements not ", v.numel());
  YATEN_CHECK(is_floating(v.dtype()), "batch_norm: expected ", name, " to be a floating point tensor, got ",
              torch_dtype_name(v.dtype()));
  // torch's CPU kernel mixes dtypes only for a BFloat16 input with Float parameters.
  YATEN_CHECK(v.dtype() == input.dtype(), "batch_norm: mixed dtype (CPU): expect ",
              input.dtype() == ScalarType::Float32 ? "parameter to have scalar type of Float"
                                                   : "input to have scalar type of BFloat16");
}

}  // namespace

Tensor batch_norm(const Tensor& input, const Tensor& running_mean, const Tensor& running_var, const Tensor& weight,
                  const Tensor& bias, bool training, double momentum, double eps) {
  YATEN_CHECK(input.dim() >= 2, "batch_norm: expected input of at least 2 dims (N, C, ...), got input of size ",
              shape_str(input.sizes()));
  YATEN_CHECK(is_floating(input.dtype()), "batch_norm: expected a floating point input, got ",
              torch_dtype_name(input.dtype()));
  const int64_t channels = input.sizes()[1];
  check_channel_vector(running_mean, input, "running_mean");
  check_channel_vector(running_var, input, "running_var");
  check_channel_vector(weight, input, "weight");
  check_channel_vector(bias, input, "bias");
  Tensor mean = running_mean, var = running_var;
  if (training) {
    const int64_t per_channel_count = channels == 0 ? 0 : input.numel() / channels;
    YATEN_CHECK_VALUE(per_channel_count != 1, "Expected more than 1 value per channel when training, got input size ",
                      shape_str(input.sizes()));
    // The batch's statistics carry no graph: native_batch_norm's
    // gradient accounts for their dependence on input.
    Tensor stats = yaten::batch_norm_stats(input);
    mean = yaten::select(stats, 0, 0);
    var = yaten::select(stats, 0, 1);
    // An empty batch leaves the running statistics as they were, as in torch.
    if ((running_mean.defined() || running_var.defined()) && per_channel_count > 0) {
      autograd::AutoGradMode no_grad(false);
      const double n = static_cast<double>(per_channel_count);
      if (running_mean.defined()) yaten::copy_(running_mean, running_mean * (1.0 - momentum) + mean * momentum);
      if (running_var.defined())
        yaten::copy_(running_var, running_var * (1.0 - momentum) + var * (momentum * n / (n - 1.0)));
    }
  } else {
    YATEN_CHECK(running_mean.defined() && running_var.defined(),
                "batch_norm: running_mean and running_var must be defined in evaluation mode");
  }
  return yaten::native_batch_norm(input, mean, var, weight, bias, training, eps);
}

Tensor layer_norm(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight, const Tensor& bias,
                  double eps) {
  return std::get<0>(yaten::native_layer_norm(input, normalized_shape, weight, bias, eps));
}

Tensor group_norm(const Tensor& input, int64_t num_groups, const Tensor& weight, const Tensor& bias, double eps) {
  YATEN_CHECK_INDEX(input.dim() >= 2, "group_norm: expected input of at least 2 dims (N, C, *), got input of size ",
                    shape_str(input.sizes()));
  YATEN_CHECK(num_groups > 0, "group_norm: num_groups must be positive, got ", num_groups);
  // torch.nn.functional.group_norm's _verify_batch_size, before the kernel's own checks.
  const int64_t batch = input.sizes()[0], channels = input.sizes()[1];
  DimVector verified{batch * channels / num_groups, num_groups};
  int64_t count = verified[0];
  for (int64_t d = 2; d < input.dim(); ++d) {
    verified.push_back(input.sizes()[d]);
    count *= input.sizes()[d];
  }
  YATEN_CHECK_VALUE(count != 1, "Expected more than 1 value per channel when training, got input size ",
                    shape_str(verified));
  return std::get<0>(yaten::native_group_norm(input, weight, bias, num_groups, eps));
}

}  // namespace yaten
