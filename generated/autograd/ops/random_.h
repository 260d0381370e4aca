// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'random_' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten {

Tensor random_(const Tensor& self, const Generator& generator = Generator());
Tensor random__to(const Tensor& self, int64_t to, const Generator& generator = Generator());
Tensor random__from(const Tensor& self, int64_t from, std::optional<int64_t> to, const Generator& generator = Generator());

}  // namespace yaten
