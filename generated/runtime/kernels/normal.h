// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'normal' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten::kernels {

Tensor normal_float_float(double mean, double std, const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype);
Tensor normal_Tensor_float(const Tensor& mean, double std, const Generator& generator);
Tensor normal_float_Tensor(double mean, const Tensor& std, const Generator& generator);
Tensor normal_Tensor_Tensor(const Tensor& mean, const Tensor& std, const Generator& generator);

}  // namespace yaten::kernels
