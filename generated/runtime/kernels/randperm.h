// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'randperm' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten::kernels {

Tensor randperm(int64_t n, const Generator& generator, std::optional<ScalarType> dtype);

}  // namespace yaten::kernels
