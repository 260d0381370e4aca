// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'var' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor var(const Tensor& self, const std::optional<DimVector>& dim = std::nullopt, bool unbiased = true, bool keepdim = false);
Tensor var_out(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim, const Tensor& out);
Tensor var_correction(const Tensor& self, const std::optional<DimVector>& dim = std::nullopt, std::optional<int64_t> correction = std::nullopt, bool keepdim = false);
Tensor var_correction_out(const Tensor& self, const std::optional<DimVector>& dim, std::optional<int64_t> correction, bool keepdim, const Tensor& out);
Tensor var_unbiased(const Tensor& self, bool unbiased = true);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype var_correction = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
