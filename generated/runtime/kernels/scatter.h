// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'scatter' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor scatter_src(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, const Tensor& into);
Tensor scatter_value(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, const Tensor& into);
Tensor scatter_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, const Tensor& into);
Tensor scatter_value_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, std::string_view reduce, const Tensor& into);

}  // namespace yaten::kernels
