// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'index' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor index_select(const Tensor& self, int64_t dim, const Tensor& index);
Tensor index_select_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& out);
Tensor index_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Scalar& alpha);
Tensor index_add_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Scalar& alpha);
Tensor gather(const Tensor& self, int64_t dim, const Tensor& index);
Tensor gather_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& out);
Tensor scatter_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);
Tensor scatter_add_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);

}  // namespace yaten
