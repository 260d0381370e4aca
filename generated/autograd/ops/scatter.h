// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'scatter' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor scatter_src(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);
Tensor scatter__src(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);
Tensor scatter_src_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, const Tensor& out);
Tensor scatter_value(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value);
Tensor scatter__value(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value);
Tensor scatter_value_out(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, const Tensor& out);
Tensor scatter_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce);
Tensor scatter__reduce(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce);
Tensor scatter_reduce_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, const Tensor& out);
Tensor scatter_value_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, std::string_view reduce);
Tensor scatter__value_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, std::string_view reduce);
Tensor scatter_value_reduce_out(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, std::string_view reduce, const Tensor& out);

}  // namespace yaten
