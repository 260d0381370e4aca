// frexp: each element split into a mantissa in [0.5, 1) in magnitude and an
// int32 power of two (std::frexp's split; the 16-bit floats split in float32,
// where they are exact).
#include <cmath>
#include <cstdint>
#include <tuple>

#include "generated/runtime/kernels/frexp.h"
#include "runtime/kernels/math/math_loops.h"

namespace yaten::kernels {

std::tuple<Tensor, Tensor> frexp(const Tensor& self) {
  YATEN_CHECK(is_floating(self.dtype()), "torch.frexp() only supports floating-point dtypes");
  return dispatch_floating<true>(self.dtype(), "frexp", [&](auto zero) {
    using scalar_t = decltype(zero);
    using C = compute_t<scalar_t>;
    Tensor mantissa = unary_map<scalar_t, scalar_t>(self, self.dtype(), [](scalar_t x) {
      int exponent = 0;
      return static_cast<scalar_t>(std::frexp(static_cast<C>(x), &exponent));
    }, Tensor(), "frexp");
    Tensor exponent = unary_map<int32_t, scalar_t>(self, ScalarType::Int32, [](scalar_t x) {
      int e = 0;
      std::frexp(static_cast<C>(x), &e);
      return static_cast<int32_t>(e);
    }, Tensor(), "frexp");
    return std::make_tuple(mantissa, exponent);
  });
}

}  // namespace yaten::kernels
