// Elementwise functions of two tensors with broadcasting and type promotion:
// logaddexp, logaddexp2, xlogy, copysign, nextafter, heaviside, gcd, lcm.
#include <cmath>
#include <numeric>
#include <type_traits>

#include "generated/runtime/kernels/copysign.h"
#include "generated/runtime/kernels/gcd.h"
#include "generated/runtime/kernels/heaviside.h"
#include "generated/runtime/kernels/lcm.h"
#include "generated/runtime/kernels/logaddexp.h"
#include "generated/runtime/kernels/logaddexp2.h"
#include "generated/runtime/kernels/nextafter.h"
#include "generated/runtime/kernels/xlogy.h"
#include "runtime/kernels/math/math_loops.h"

namespace yaten::kernels {

namespace {

template <typename T>
T absolute(T x) {
  if constexpr (std::is_unsigned_v<T>) return x; else return x < 0 ? static_cast<T>(-x) : x;
}

}  // namespace

Tensor logaddexp(const Tensor& self, const Tensor& other, const Tensor& into) {
  return floating_row_binary(self, other, into, "logaddexp", math::Row::LogAddExp, false);
}

Tensor logaddexp2(const Tensor& self, const Tensor& other, const Tensor& into) {
  return floating_row_binary(self, other, into, "logaddexp2", math::Row::LogAddExp2, false);
}

Tensor xlogy(const Tensor& self, const Tensor& other, const Tensor& into) {
  return floating_binary</*WithHalf=*/true>(self, other, into, "xlogy", [](auto x, auto y) {
    if (std::isnan(y)) return y;
    return x == 0 ? decltype(x)(0) : x * std::log(y);
  });
}

Tensor copysign(const Tensor& self, const Tensor& other, const Tensor& into) {
  return floating_binary</*WithHalf=*/true>(self, other, into, "copysign", [](auto x, auto y) { return std::copysign(x, y); });
}

Tensor nextafter(const Tensor& self, const Tensor& other, const Tensor& into) {
  return floating_binary(self, other, into, "nextafter", [](auto x, auto y) { return std::nextafter(x, y); }, false);
}

Tensor heaviside(const Tensor& self, const Tensor& values, const Tensor& into) {
  YATEN_CHECK(self.dtype() == values.dtype(), "heaviside is not yet implemented for tensors with different dtypes");
  return YATEN_DISPATCH_ALL(self.dtype(), "heaviside", [&] {
    return binary_map<scalar_t, scalar_t>(self, values, self.dtype(), "heaviside", [](scalar_t x, scalar_t v) {
      return x == 0 ? v : static_cast<scalar_t>(x > 0);  // NaN is neither: 0, as torch's
    }, into);
  });
}

Tensor gcd(const Tensor& self, const Tensor& other, const Tensor& into) {
  return integer_binary(self, other, into, "gcd", [](auto a, auto b) { return std::gcd(absolute(a), absolute(b)); });
}

Tensor lcm(const Tensor& self, const Tensor& other, const Tensor& into) {
  return integer_binary(self, other, into, "lcm", [](auto a, auto b) {
    auto g = std::gcd(absolute(a), absolute(b));
    return g == 0 ? decltype(a)(0) : absolute(static_cast<decltype(a)>(a / g * b));
  });
}

}  // namespace yaten::kernels
