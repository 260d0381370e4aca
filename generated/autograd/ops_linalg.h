// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'linalg' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor mm(const Tensor& self, const Tensor& mat2);
Tensor mm_out(const Tensor& self, const Tensor& mat2, const Tensor& out);
Tensor bmm(const Tensor& self, const Tensor& mat2);
Tensor bmm_out(const Tensor& self, const Tensor& mat2, const Tensor& out);
Tensor addmm(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha);
Tensor addmm_out(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha, const Tensor& out);
Tensor mv(const Tensor& self, const Tensor& vec);
Tensor mv_out(const Tensor& self, const Tensor& vec, const Tensor& out);
Tensor dot(const Tensor& self, const Tensor& tensor);
Tensor dot_out(const Tensor& self, const Tensor& tensor, const Tensor& out);
Tensor outer(const Tensor& self, const Tensor& vec2);
Tensor linalg_vector_norm(const Tensor& self, const Scalar& ord, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype);
Tensor matmul(const Tensor& self, const Tensor& other);

}  // namespace yaten
