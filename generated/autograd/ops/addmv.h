// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'addmv' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor addmv(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta = Scalar(int64_t{1}), const Scalar& alpha = Scalar(int64_t{1}));
Tensor addmv_(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta = Scalar(int64_t{1}), const Scalar& alpha = Scalar(int64_t{1}));
Tensor addmv_out(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta, const Scalar& alpha, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype addmv = autograd::OutDtype::exact;
}  // namespace out_dtype

}  // namespace yaten
