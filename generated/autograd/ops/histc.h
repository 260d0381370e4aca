// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'histc' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor histc(const Tensor& self, int64_t bins = 100, const Scalar& min = Scalar(int64_t{0}), const Scalar& max = Scalar(int64_t{0}));
Tensor histc_out(const Tensor& self, int64_t bins, const Scalar& min, const Scalar& max, const Tensor& out);

}  // namespace yaten
