// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_svd' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

std::tuple<Tensor, Tensor, Tensor> linalg_svd(const Tensor& A, bool full_matrices = true, std::optional<std::string_view> driver = std::nullopt);
std::tuple<Tensor, Tensor, Tensor> linalg_svd_out(const Tensor& A, bool full_matrices, std::optional<std::string_view> driver, const Tensor& U, const Tensor& S, const Tensor& Vh);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype linalg_svd = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
