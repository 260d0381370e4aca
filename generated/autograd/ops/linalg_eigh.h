// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'linalg_eigh' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

std::tuple<Tensor, Tensor> linalg_eigh(const Tensor& self, std::string_view UPLO = "L");
std::tuple<Tensor, Tensor> linalg_eigh_out(const Tensor& self, std::string_view UPLO, const Tensor& eigenvalues, const Tensor& eigenvectors);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype linalg_eigh = autograd::OutDtype::castable;
}  // namespace out_dtype

}  // namespace yaten
