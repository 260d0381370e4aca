// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'index' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor index_select(const Tensor& self, int64_t dim, const Tensor& index);
Tensor index_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Scalar& alpha);
Tensor gather(const Tensor& self, int64_t dim, const Tensor& index);
Tensor scatter_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);

}  // namespace yaten::kernels
