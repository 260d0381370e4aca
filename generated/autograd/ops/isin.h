// @generated from ops.yaml by codegen (template: op.h.j2). Do not edit.
// The differentiable entry points of 'isin' (namespace yaten): every
// overload and its derived in-place and out= forms.
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/out_dtype.h"

namespace yaten {

Tensor isin(const Tensor& elements, const Tensor& test_elements, bool assume_unique = false, bool invert = false);
Tensor isin_out(const Tensor& elements, const Tensor& test_elements, bool assume_unique, bool invert, const Tensor& out);
Tensor isin_Tensor_Scalar(const Tensor& elements, const Scalar& test_element, bool assume_unique = false, bool invert = false);
Tensor isin_Tensor_Scalar_out(const Tensor& elements, const Scalar& test_element, bool assume_unique, bool invert, const Tensor& out);
Tensor isin_Scalar_Tensor(const Scalar& element, const Tensor& test_elements, bool assume_unique = false, bool invert = false);
Tensor isin_Scalar_Tensor_out(const Scalar& element, const Tensor& test_elements, bool assume_unique, bool invert, const Tensor& out);

// Which dtypes the out= tensor of each composite overload may have (ops.yaml
// `out_dtype:`), for its hand-written out= entry to pass to write_out.
namespace out_dtype {
inline constexpr autograd::OutDtype isin = autograd::OutDtype::exact;
inline constexpr autograd::OutDtype isin_Tensor_Scalar = autograd::OutDtype::exact;
inline constexpr autograd::OutDtype isin_Scalar_Tensor = autograd::OutDtype::exact;
}  // namespace out_dtype

}  // namespace yaten
