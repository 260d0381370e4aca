// clamp with tensor bounds (torch's clamp.Tensor): self, min and max
// broadcast together and promoted to one dtype. As torch 1.13's CPU kernels:
// with both bounds, a NaN bound makes the element NaN (NaN x stays NaN, lo >
// hi gives hi); with one, it is maximum(x, lo) or minimum(x, hi), NaN from
// either side propagating. Python numbers (with 0-d tensors) take clamp's
// Scalar kernel, as torch's overloads do.
#include <optional>

#include "generated/runtime/kernels/clamp.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"

namespace yaten::kernels {

namespace {

template <typename T>
bool is_nan(T v) {
  return v != v;  // false for every integer and bool
}

}  // namespace

Tensor clamp_Tensor(const Tensor& self, const Tensor& min, const Tensor& max, const Tensor& into) {
  YATEN_CHECK(min.defined() || max.defined(), "torch.clamp: At least one of 'min' or 'max' must not be None");
  // A Python number for a bound is torch's clamp.Scalar (whose lone NaN bound
  // leaves x as it is), where torch takes a 0-d tensor for the other bound as a number too.
  const auto number = [](const Tensor& b) { return b.defined() && b.impl()->is_wrapped_number(); };
  const auto scalar_like = [](const Tensor& b) { return !b.defined() || b.dim() == 0; };
  if ((number(min) || number(max)) && scalar_like(min) && scalar_like(max)) {
    const auto scalar = [](const Tensor& b) { return b.defined() ? std::optional<Scalar>(b.item()) : std::nullopt; };
    return clamp(self, scalar(min), scalar(max), into);
  }
  const ScalarType t = result_type({&self, &min, &max});
  const Tensor x = to_dtype(self, t);
  if (min.defined() && max.defined()) {
    const Tensor lo = to_dtype(min, t), hi = to_dtype(max, t);
    const DimVector shape =
        broadcast_shapes(broadcast_shapes(x.sizes(), lo.sizes(), "clamp"), hi.sizes(), "clamp");
    return YATEN_DISPATCH_CASES(t, "clamp_cpu", YATEN_TYPES_NUMERIC_AND_BFLOAT16, [&] {
      Tensor out = elementwise_output(into, shape, t, {&x, &lo, &hi}, "clamp");
      map_elementwise<scalar_t, scalar_t, scalar_t, scalar_t>(
          out, {out.strides(), broadcast_strides(x, shape), broadcast_strides(lo, shape), broadcast_strides(hi, shape)},
          {out.data<char>(), x.data<char>(), lo.data<char>(), hi.data<char>()},
          [](scalar_t a, scalar_t l, scalar_t h) {
            if (is_nan(l) || is_nan(h)) return is_nan(l) ? l : h;
            return a < l ? (l < h ? l : h) : (h < a ? h : a);  // min(max(a, l), h); NaN a stays
          });
      return out;
    });
  }
  const bool lower = min.defined();
  const Tensor bound = to_dtype(lower ? min : max, t);
  return YATEN_DISPATCH_ALL(t, lower ? "clamp_min" : "clamp_max", [&] {
    return binary_map<scalar_t, scalar_t>(x, bound, t, "clamp", [lower](scalar_t a, scalar_t b) {
      if (is_nan(b)) return b;
      return (lower ? a < b : b < a) ? b : a;  // NaN a stays
    }, into);
  });
}

}  // namespace yaten::kernels
