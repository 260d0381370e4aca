// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'bernoulli_' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "runtime/random.h"

namespace yaten::kernels {

Tensor bernoulli__Tensor(const Tensor& self, const Tensor& p, const Generator& generator);
Tensor bernoulli__float(const Tensor& self, double p, const Generator& generator);

}  // namespace yaten::kernels
