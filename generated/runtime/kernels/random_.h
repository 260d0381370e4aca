// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'random_' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten::kernels {

Tensor random_(const Tensor& self, const Generator& generator);
Tensor random__to(const Tensor& self, int64_t to, const Generator& generator);
Tensor random__from(const Tensor& self, int64_t from, std::optional<int64_t> to, const Generator& generator);

}  // namespace yaten::kernels
