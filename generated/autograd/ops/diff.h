// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'diff' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor diff(const Tensor& self, int64_t n = 1, int64_t dim = -1, const Tensor& prepend = Tensor(), const Tensor& append = Tensor());
Tensor diff_out(const Tensor& self, int64_t n, int64_t dim, const Tensor& prepend, const Tensor& append, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype diff = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
