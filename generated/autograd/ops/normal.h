// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'normal' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten {

Tensor normal_float_float(double mean, double std, const DimVector& size, const Generator& generator = Generator(), std::optional<ScalarType> dtype = std::nullopt, bool requires_grad = false);
Tensor normal_float_float_out(double mean, double std, const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out);
Tensor normal_Tensor_float(const Tensor& mean, double std = 1.0, const Generator& generator = Generator());
Tensor normal_Tensor_float_out(const Tensor& mean, double std, const Generator& generator, const Tensor& out);
Tensor normal_float_Tensor(double mean, const Tensor& std, const Generator& generator = Generator());
Tensor normal_float_Tensor_out(double mean, const Tensor& std, const Generator& generator, const Tensor& out);
Tensor normal_Tensor_Tensor(const Tensor& mean, const Tensor& std, const Generator& generator = Generator());
Tensor normal_Tensor_Tensor_out(const Tensor& mean, const Tensor& std, const Generator& generator, const Tensor& out);

}  // namespace yaten
