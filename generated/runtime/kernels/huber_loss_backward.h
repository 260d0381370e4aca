// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'huber_loss_backward' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor huber_loss_backward(const Tensor& grad_output, const Tensor& self, const Tensor& target, const Scalar& delta);

}  // namespace yaten::kernels
