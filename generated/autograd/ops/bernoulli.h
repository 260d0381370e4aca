// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'bernoulli' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten {

Tensor bernoulli(const Tensor& self, const Generator& generator = Generator());
Tensor bernoulli_out(const Tensor& self, const Generator& generator, const Tensor& out);
Tensor bernoulli_p(const Tensor& self, double p, const Generator& generator = Generator());

}  // namespace yaten
