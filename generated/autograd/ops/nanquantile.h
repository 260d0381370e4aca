// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'nanquantile' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor nanquantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::string_view interpolation = "linear");
Tensor nanquantile_out(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor& out);
Tensor nanquantile_scalar(const Tensor& self, double q, std::optional<int64_t> dim = std::nullopt, bool keepdim = false, std::string_view interpolation = "linear");
Tensor nanquantile_scalar_out(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype nanquantile = autograd::OutDtype::castable;
inline constexpr autograd::OutDtype nanquantile_scalar = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
