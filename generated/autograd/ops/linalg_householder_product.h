// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_householder_product' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linalg_householder_product(const Tensor& input, const Tensor& tau);
Tensor linalg_householder_product_out(const Tensor& input, const Tensor& tau, const Tensor& out);

}  // namespace yaten
