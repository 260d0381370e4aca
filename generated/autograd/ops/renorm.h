// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'renorm' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor renorm(const Tensor& self, const Scalar& p, int64_t dim, const Scalar& maxnorm);
Tensor renorm_(const Tensor& self, const Scalar& p, int64_t dim, const Scalar& maxnorm);
Tensor renorm_out(const Tensor& self, const Scalar& p, int64_t dim, const Scalar& maxnorm, const Tensor& out);

}  // namespace yaten
