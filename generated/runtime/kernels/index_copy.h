// @generated from ops.yaml by codegen (template: kernel.h.j2). Do not edit.
// The kernels of 'index_copy' (namespace yaten::kernels): runtime/kernels/ defines
// each one.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::kernels {

Tensor index_copy(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Tensor& into);

}  // namespace yaten::kernels
