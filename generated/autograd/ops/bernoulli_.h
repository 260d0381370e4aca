// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'bernoulli_' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten {

Tensor bernoulli__Tensor(const Tensor& self, const Tensor& p, const Generator& generator = Generator());
Tensor bernoulli__float(const Tensor& self, double p = 0.5, const Generator& generator = Generator());

}  // namespace yaten
