// torch's top-level spellings of the norms (torch.group_norm,
// torch.instance_norm, torch.layer_norm): its native signatures over the nn.functional ops;
// cudnn_enabled selects nothing on the CPU, as in torch.
#include "generated/autograd/ops/instance_norm.h"
#include "generated/autograd/ops/layer_norm.h"
#include "generated/autograd/ops/native_group_norm.h"
#include "generated/autograd/ops/yaten_group_norm.h"
#include "generated/autograd/ops/yaten_instance_norm.h"
#include "generated/autograd/ops/yaten_layer_norm.h"

namespace yaten {

Tensor yaten_group_norm(const Tensor& input, int64_t num_groups, const Tensor& weight, const Tensor& bias, double eps,
                        bool /*cudnn_enabled*/) {
  // torch.group_norm is the native op: without nn.functional's batch check.
  return std::get<0>(yaten::native_group_norm(input, weight, bias, num_groups, eps));
}

Tensor yaten_instance_norm(const Tensor& input, const Tensor& weight, const Tensor& bias, const Tensor& running_mean,
                           const Tensor& running_var, bool use_input_stats, double momentum, double eps,
                           bool /*cudnn_enabled*/) {
  return yaten::instance_norm(input, running_mean, running_var, weight, bias, use_input_stats, momentum, eps);
}

Tensor yaten_layer_norm(const Tensor& input, const DimVector& normalized_shape, const Tensor& weight,
                        const Tensor& bias, double eps, bool /*cudnn_enable*/) {
  return yaten::layer_norm(input, normalized_shape, weight, bias, eps);
}

}  // namespace yaten
