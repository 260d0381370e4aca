// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'pooling' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::tuple<Tensor, Tensor> max_pool2d_with_indices(const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride, const DimVector& padding, const DimVector& dilation, bool ceil_mode);
Tensor max_pool2d_backward(const Tensor& grad_output, const Tensor& input, const Tensor& indices);
Tensor avg_pool2d(const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride, const DimVector& padding, bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override);
Tensor avg_pool2d_backward(const Tensor& grad_output, const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride, const DimVector& padding, bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override);
Tensor adaptive_avg_pool2d(const Tensor& input, const DimVector& output_size);
Tensor adaptive_avg_pool2d_backward(const Tensor& grad_output, const Tensor& input);

}  // namespace yaten
