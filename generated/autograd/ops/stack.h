// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'stack' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor stack(const std::vector<Tensor>& tensors, int64_t dim = 0);
Tensor stack_out(const std::vector<Tensor>& tensors, int64_t dim, const Tensor& out);

// The hand-written body of each composite overload with a names rule (ops.yaml `names:`).
namespace composite {
Tensor stack(const std::vector<Tensor>& tensors, int64_t dim);
}  // namespace composite

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype stack = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
