// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'gradient' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

std::vector<Tensor> gradient_scalarint(const Tensor& self, const std::optional<Scalar>& spacing = std::nullopt, std::optional<int64_t> dim = std::nullopt, int64_t edge_order = 1);
std::vector<Tensor> gradient_scalararray(const Tensor& self, const Scalar& spacing, const DimVector& dim, int64_t edge_order = 1);
std::vector<Tensor> gradient_array(const Tensor& self, const DimVector& dim, int64_t edge_order = 1);
std::vector<Tensor> gradient_scalarrayint(const Tensor& self, const std::vector<Scalar>& spacing, std::optional<int64_t> dim = std::nullopt, int64_t edge_order = 1);
std::vector<Tensor> gradient_scalarrayarray(const Tensor& self, const std::vector<Scalar>& spacing, const DimVector& dim, int64_t edge_order = 1);
std::vector<Tensor> gradient_tensorarrayint(const Tensor& self, const std::vector<Tensor>& spacing, std::optional<int64_t> dim = std::nullopt, int64_t edge_order = 1);
std::vector<Tensor> gradient_tensorarray(const Tensor& self, const std::vector<Tensor>& spacing, const DimVector& dim, int64_t edge_order = 1);

}  // namespace yaten
