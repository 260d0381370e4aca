// Composite normalization ops: group_norm, as the native layer_norm over
// each (sample, group) slice followed by the per-channel affine, so its
// gradients (and their gradients) come from layer_norm's fused kernels.
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/group_norm.h"
#include "generated/autograd/ops/layer_norm.h"
#include "generated/autograd/ops/reshape.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

Tensor group_norm(const Tensor& input, int64_t num_groups, const Tensor& weight, const Tensor& bias, double eps) {
  YATEN_CHECK_INDEX(input.dim() >= 2, "group_norm: expected input of at least 2 dims (N, C, *), got input of size ",
                    shape_str(input.sizes()));
  const int64_t batch = input.sizes()[0], channels = input.sizes()[1];
  YATEN_CHECK(num_groups > 0, "group_norm: num_groups must be positive, got ", num_groups);
  YATEN_CHECK(channels % num_groups == 0,
              "Expected number of channels in input to be divisible by num_groups, but got input of shape ",
              shape_str(input.sizes()), " and num_groups=", num_groups);
  for (const auto& [param, name] : {std::pair{&weight, "weight"}, std::pair{&bias, "bias"}}) {
    YATEN_CHECK(!param->defined() || (param->dim() == 1 && param->numel() == channels), "Expected ", name,
                " to be a vector of size equal to the number of channels in input, but got ", name, " of shape ",
                shape_str(param->defined() ? param->sizes() : DimVector{}), " and input of shape ",
                shape_str(input.sizes()));
  }
  YATEN_CHECK(is_floating(input.dtype()), "group_norm: \"GroupNormKernelImpl\" not implemented for '",
              torch_dtype_name(input.dtype()), "'");
  int64_t spatial = 1;
  for (int64_t d = 2; d < input.dim(); ++d) spatial *= input.sizes()[d];
  // torch.nn.functional.group_norm's _verify_batch_size.
  DimVector verified{batch * channels / num_groups, num_groups};
  for (int64_t d = 2; d < input.dim(); ++d) verified.push_back(input.sizes()[d]);
  YATEN_CHECK_VALUE(batch * channels / num_groups * spatial != 1,
                    "Expected more than 1 value per channel when training, got input size ", shape_str(verified));
  const int64_t slice = channels / num_groups * spatial;
  Tensor normalized = yaten::layer_norm(yaten::reshape(input, DimVector{batch, num_groups, slice}), DimVector{slice},
                                        Tensor(), Tensor(), eps);
  Tensor out = yaten::reshape(normalized, input.sizes());
  DimVector per_channel(static_cast<size_t>(input.dim() - 1), 1);
  per_channel[0] = channels;
  if (weight.defined()) out = out * yaten::reshape(weight, per_channel);
  if (bias.defined()) out = out + yaten::reshape(bias, per_channel);
  return out;
}

}  // namespace yaten
