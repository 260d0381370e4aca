// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'where' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other);
Tensor where_out(const Tensor& condition, const Tensor& self, const Tensor& other, const Tensor& out);
std::vector<Tensor> where_condition(const Tensor& condition);

}  // namespace yaten
