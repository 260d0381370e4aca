// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'creation' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor empty(const DimVector& size, std::optional<ScalarType> dtype);
Tensor zeros(const DimVector& size, std::optional<ScalarType> dtype);
Tensor ones(const DimVector& size, std::optional<ScalarType> dtype);
Tensor full(const DimVector& size, const Scalar& fill_value, std::optional<ScalarType> dtype);
Tensor arange(const Scalar& end, std::optional<ScalarType> dtype);
Tensor arange_start_step(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype);
Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype);
Tensor eye(int64_t n, std::optional<int64_t> m, std::optional<ScalarType> dtype);
Tensor rand(const DimVector& size, std::optional<ScalarType> dtype);
Tensor randn(const DimVector& size, std::optional<ScalarType> dtype);
Tensor randint(int64_t high, const DimVector& size, std::optional<ScalarType> dtype);
Tensor randint_low(int64_t low, int64_t high, const DimVector& size, std::optional<ScalarType> dtype);
void manual_seed(int64_t seed);
Tensor zeros_like(const Tensor& self, std::optional<ScalarType> dtype);
Tensor ones_like(const Tensor& self, std::optional<ScalarType> dtype);
Tensor empty_like(const Tensor& self, std::optional<ScalarType> dtype);
Tensor full_like(const Tensor& self, const Scalar& fill_value, std::optional<ScalarType> dtype);

}  // namespace yaten::kernels
