// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'multinomial' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten {

Tensor multinomial(const Tensor& self, int64_t num_samples, bool replacement = false, const Generator& generator = Generator());
Tensor multinomial_out(const Tensor& self, int64_t num_samples, bool replacement, const Generator& generator, const Tensor& out);

}  // namespace yaten
