// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'creation' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor empty(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad);
Tensor zeros(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad);
Tensor ones(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad);
Tensor full(const DimVector& size, const Scalar& fill_value, std::optional<ScalarType> dtype, bool requires_grad);
Tensor arange(const Scalar& end, std::optional<ScalarType> dtype, bool requires_grad);
Tensor arange_start_step(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, bool requires_grad);
Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype, bool requires_grad);
Tensor eye(int64_t n, std::optional<int64_t> m, std::optional<ScalarType> dtype, bool requires_grad);
Tensor rand(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad);
Tensor randn(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad);
Tensor randint(int64_t high, const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad);
Tensor randint_low(int64_t low, int64_t high, const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad);
void manual_seed(int64_t seed);
Tensor zeros_like(const Tensor& self, std::optional<ScalarType> dtype, bool requires_grad);
Tensor ones_like(const Tensor& self, std::optional<ScalarType> dtype, bool requires_grad);
Tensor empty_like(const Tensor& self, std::optional<ScalarType> dtype, bool requires_grad);
Tensor full_like(const Tensor& self, const Scalar& fill_value, std::optional<ScalarType> dtype, bool requires_grad);

}  // namespace yaten
