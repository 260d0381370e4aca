// Tests on each element (isnan, isinf, isfinite, isposinf, isneginf,
// signbit) and nan_to_num, which replaces what they find.
#include <cmath>
#include <limits>
#include <type_traits>

#include "generated/runtime/kernels/isfinite.h"
#include "generated/runtime/kernels/isinf.h"
#include "generated/runtime/kernels/isnan.h"
#include "generated/runtime/kernels/isneginf.h"
#include "generated/runtime/kernels/isposinf.h"
#include "generated/runtime/kernels/nan_to_num.h"
#include "generated/runtime/kernels/signbit.h"
#include "runtime/kernels/math/math_loops.h"

namespace yaten::kernels {

Tensor isnan(const Tensor& self) { return predicate_unary(self, Tensor(), "isnan", [](double x) { return std::isnan(x); }); }
Tensor isinf(const Tensor& self) { return predicate_unary(self, Tensor(), "isinf", [](double x) { return std::isinf(x); }); }
Tensor isfinite(const Tensor& self) {
  return predicate_unary(self, Tensor(), "isfinite", [](double x) { return std::isfinite(x); });
}
Tensor isposinf(const Tensor& self, const Tensor& into) {
  return predicate_unary(self, into, "isposinf", [](double x) { return std::isinf(x) && x > 0; });
}
Tensor isneginf(const Tensor& self, const Tensor& into) {
  return predicate_unary(self, into, "isneginf", [](double x) { return std::isinf(x) && x < 0; });
}
Tensor signbit(const Tensor& self, const Tensor& into) {
  return predicate_unary(self, into, "signbit", [](double x) { return std::signbit(x); });
}

Tensor nan_to_num(const Tensor& self, std::optional<double> nan, std::optional<double> posinf,
                  std::optional<double> neginf, const Tensor& into) {
  return YATEN_DISPATCH_ALL(self.dtype(), "nan_to_num", [&] {
    if constexpr (std::is_floating_point_v<scalar_t>) {
      using limits = std::numeric_limits<scalar_t>;
      const auto nan_value = static_cast<scalar_t>(nan.value_or(0.0));
      const scalar_t pos = posinf ? static_cast<scalar_t>(*posinf) : limits::max();
      const scalar_t neg = neginf ? static_cast<scalar_t>(*neginf) : limits::lowest();
      return unary_map<scalar_t, scalar_t>(self, self.dtype(), [=](scalar_t x) {
        if (std::isnan(x)) return nan_value;
        if (std::isinf(x)) return x > 0 ? pos : neg;
        return x;
      }, into, "nan_to_num");
    } else {
      // Integers have no NaN or infinity: a copy, as torch returns.
      return unary_map<scalar_t, scalar_t>(self, self.dtype(), [](scalar_t x) { return x; }, into, "nan_to_num");
    }
  });
}

}  // namespace yaten::kernels
