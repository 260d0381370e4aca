// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'binomial' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten::kernels {

Tensor binomial(const Tensor& count, const Tensor& prob, const Generator& generator);

}  // namespace yaten::kernels
