// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'compare' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor eq(const Tensor& self, const Tensor& other);
Tensor eq_(const Tensor& self, const Tensor& other);
Tensor eq_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor ne(const Tensor& self, const Tensor& other);
Tensor ne_(const Tensor& self, const Tensor& other);
Tensor ne_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor lt(const Tensor& self, const Tensor& other);
Tensor lt_(const Tensor& self, const Tensor& other);
Tensor lt_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor le(const Tensor& self, const Tensor& other);
Tensor le_(const Tensor& self, const Tensor& other);
Tensor le_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor gt(const Tensor& self, const Tensor& other);
Tensor gt_(const Tensor& self, const Tensor& other);
Tensor gt_out(const Tensor& self, const Tensor& other, const Tensor& out);
Tensor ge(const Tensor& self, const Tensor& other);
Tensor ge_(const Tensor& self, const Tensor& other);
Tensor ge_out(const Tensor& self, const Tensor& other, const Tensor& out);

}  // namespace yaten
