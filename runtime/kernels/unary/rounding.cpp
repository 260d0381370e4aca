// Rounding: floor, ceil, round (half to even), trunc; of an integer tensor,
// a copy. The unary family's other kernels are in unary.cpp.
#include <cmath>

#include "generated/runtime/kernels/ceil.h"
#include "generated/runtime/kernels/floor.h"
#include "generated/runtime/kernels/round.h"
#include "generated/runtime/kernels/trunc.h"
#include "runtime/kernels/unary_loops.h"

namespace yaten::kernels {

Tensor floor(const Tensor& self, const Tensor& into) { return rounding_unary(self, into, "floor", [](auto x) { return std::floor(x); }); }
Tensor ceil(const Tensor& self, const Tensor& into) { return rounding_unary(self, into, "ceil", [](auto x) { return std::ceil(x); }); }
Tensor round(const Tensor& self, const Tensor& into) { return rounding_unary(self, into, "round", [](auto x) { return std::nearbyint(x); }); }
Tensor trunc(const Tensor& self, const Tensor& into) { return rounding_unary(self, into, "trunc", [](auto x) { return std::trunc(x); }); }

}  // namespace yaten::kernels
