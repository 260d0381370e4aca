// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'compare' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor eq(const Tensor& self, const Tensor& other);
Tensor ne(const Tensor& self, const Tensor& other);
Tensor lt(const Tensor& self, const Tensor& other);
Tensor le(const Tensor& self, const Tensor& other);
Tensor gt(const Tensor& self, const Tensor& other);
Tensor ge(const Tensor& self, const Tensor& other);

}  // namespace yaten::kernels
