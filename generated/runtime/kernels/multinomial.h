// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'multinomial' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten::kernels {

Tensor multinomial(const Tensor& self, int64_t num_samples, bool replacement, const Generator& generator);

}  // namespace yaten::kernels
