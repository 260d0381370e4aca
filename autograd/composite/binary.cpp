// Composite ops of the binary family: div with a rounding mode, written in
// div, floor_divide and trunc (so it is differentiable only without one,
// where it is div itself).
#include <optional>
#include <string_view>

#include "autograd/composite/math/composite_writes.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/div.h"
#include "generated/autograd/ops/floor_divide.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/ne.h"
#include "generated/autograd/ops/trunc.h"
#include "generated/autograd/ops/where.h"
#include "runtime/dtype.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"

namespace yaten {

namespace {

// Integers rounded towards zero: the floor quotient, one up where it is
// negative and inexact (a negative quotient means the signs differ).
Tensor integer_trunc_divide(const Tensor& self, const Tensor& other) {
  Tensor floored = yaten::floor_divide(self, other);
  Tensor inexact = yaten::ne(floored * other, self);
  Tensor negative = yaten::lt(floored, Tensor::wrapped_number(Scalar(int64_t{0})));
  return yaten::where(yaten::logical_and(inexact, negative), floored + Scalar(int64_t{1}), floored);
}

Tensor divide_rounded(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode) {
  if (!rounding_mode) return yaten::div(self, other);
  if (*rounding_mode == "floor") return yaten::floor_divide(self, other);
  YATEN_CHECK(*rounding_mode == "trunc", "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '",
              *rounding_mode, "'");
  const ScalarType type = kernels::result_type({&self, &other});
  // trunc has no float16 loop in torch, but torch's div does: the quotient
  // is truncated in float32 and rounded once, as torch's 16-bit arithmetic does.
  if (type == ScalarType::Float16) {
    Tensor quotient = yaten::div(yaten::to(self, ScalarType::Float32, false, false), yaten::to(other, ScalarType::Float32, false, false));
    return yaten::to(yaten::trunc(quotient), type, false, false);
  }
  if (is_floating(type)) return yaten::trunc(yaten::div(self, other));
  return integer_trunc_divide(self, other);
}

}  // namespace

Tensor div_Tensor_mode(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode) {
  return divide_rounded(self, other, rounding_mode);
}
Tensor div__Tensor_mode(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode) {
  return composite::write_inplace(self, "div_", [&](const Tensor& s) { return divide_rounded(s, other, rounding_mode); });
}
Tensor div_Tensor_mode_out(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode,
                           const Tensor& out) {
  return composite::write_out(out, {self, other}, "div", out_dtype::div_Tensor_mode, [&] { return divide_rounded(self, other, rounding_mode); });
}

}  // namespace yaten
