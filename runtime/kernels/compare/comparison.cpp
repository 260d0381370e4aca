// Elementwise comparisons eq, ne, lt, le, gt, ge: both inputs promoted to
// their common type (PyTorch's rules), a bool result.
#include "generated/runtime/kernels_compare.h"
#include "runtime/kernels/common.h"

namespace yaten::kernels {

namespace {

template <typename F>
Tensor comparison(const Tensor& a, const Tensor& b, const Tensor& into, const char* op_name, const F& f) {
  ScalarType t = result_type({&a, &b});
  return YATEN_DISPATCH_ALL(t, op_name, [&] {
    return binary_map<bool, scalar_t>(to_dtype(a, t), to_dtype(b, t), ScalarType::Bool, op_name, f, into);
  });
}

}  // namespace

Tensor eq(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "eq", [](auto x, auto y) { return x == y; }); }
Tensor ne(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "ne", [](auto x, auto y) { return x != y; }); }
Tensor lt(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "lt", [](auto x, auto y) { return x < y; }); }
Tensor le(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "le", [](auto x, auto y) { return x <= y; }); }
Tensor gt(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "gt", [](auto x, auto y) { return x > y; }); }
Tensor ge(const Tensor& self, const Tensor& other, const Tensor& into) { return comparison(self, other, into, "ge", [](auto x, auto y) { return x >= y; }); }

}  // namespace yaten::kernels
