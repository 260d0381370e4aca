// @generated from ops.yaml by codegen (template: kernels_family.h.j2). Do not edit.
// The kernels of the 'linalg' ops: runtime/kernels/ defines each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor mm(const Tensor& self, const Tensor& mat2);
Tensor bmm(const Tensor& self, const Tensor& mat2);
Tensor addmm(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha);
Tensor mv(const Tensor& self, const Tensor& vec);
Tensor dot(const Tensor& self, const Tensor& tensor);

}  // namespace yaten::kernels
