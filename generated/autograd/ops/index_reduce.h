// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'index_reduce' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor index_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, std::string_view reduce, bool include_self = true);
Tensor index_reduce_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, std::string_view reduce, bool include_self = true);
Tensor index_reduce_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, std::string_view reduce, bool include_self, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype index_reduce = autograd::OutDtype::exact;
}  // namespace out_dtype

}  // namespace yaten
