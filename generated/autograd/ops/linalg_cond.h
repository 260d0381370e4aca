// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_cond' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor linalg_cond(const Tensor& self, const std::optional<Scalar>& p);
Tensor linalg_cond_out(const Tensor& self, const std::optional<Scalar>& p, const Tensor& out);
Tensor linalg_cond_p_str(const Tensor& self, std::string_view p);
Tensor linalg_cond_p_str_out(const Tensor& self, std::string_view p, const Tensor& out);

}  // namespace yaten
