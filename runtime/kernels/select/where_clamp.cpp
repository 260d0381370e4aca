// Choosing between values: where, clamp, masked_fill; and where(condition).
#include <array>
#include <limits>

#include "generated/runtime/kernels/nonzero.h"
#include "generated/runtime/kernels/select.h"
#include "generated/runtime/kernels_select.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/pointwise.h"
#include "runtime/kernels/select/where_clamp_rows.h"
#include "runtime/memory_overlap.h"
#include "runtime/scalar_range.h"

namespace yaten::kernels {

Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other) {
  YATEN_CHECK(condition.dtype() == ScalarType::Bool, "where: expected condition to be a boolean tensor, but got a tensor with dtype ",
              dtype_name(condition.dtype()));
  ScalarType t = result_type({&self, &other});
  // As torch's where(condition, Tensor, Scalar): a number is read as the
  // result's element type, checked.
  for (const Tensor* value : {&self, &other})
    if (value->impl()->is_wrapped_number()) check_scalar_fits(value->item(), t);
  Tensor a = to_dtype(self, t), b = to_dtype(other, t);
  DimVector shape = broadcast_shapes(broadcast_shapes(condition.sizes(), a.sizes(), "where"), b.sizes(), "where");
  Tensor out = Tensor::empty(shape, t);
  const simd::RowFn row = where_row(t);
  const auto size = static_cast<int64_t>(itemsize(t));
  for_each_run<4>(
      out, {out.strides(), broadcast_strides(condition, shape), broadcast_strides(a, shape), broadcast_strides(b, shape)},
      {out.data<char>(), condition.data<char>(), a.data<char>(), b.data<char>()},
      {size, static_cast<int64_t>(sizeof(bool)), size, size},
      [&](std::array<char*, 4> p, int64_t n, std::array<int64_t, 4> st) { row(p.data(), n, st.data(), nullptr); });
  return out;
}

Tensor clamp(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max,
             const Tensor& into) {
  YATEN_CHECK(min || max, "clamp: At least one of 'min' or 'max' must not be None");
  Tensor lo = min ? Tensor::wrapped_number(*min) : Tensor(), hi = max ? Tensor::wrapped_number(*max) : Tensor();
  ScalarType t = result_type({&self, &lo, &hi});
  YATEN_CHECK(t != ScalarType::Bool, "clamp: not implemented for 'bool'");
  Tensor in = to_dtype(self, t);
  return YATEN_DISPATCH_CASES(t, "clamp", YATEN_TYPES_NUMERIC_AND_BFLOAT16, [&] {
    using T = compute_t<scalar_t>;
    const bool has_lo = min.has_value(), has_hi = max.has_value();
    const T l = has_lo ? static_cast<T>(min->to<scalar_t>()) : T(0), h = has_hi ? static_cast<T>(max->to<scalar_t>()) : T(0);
    // As torch 1.13: with both bounds, a NaN bound makes the result NaN; a
    // lone NaN bound leaves x as it is (l != l only for NaN).
    if (has_lo && has_hi && (l != l || h != h)) {
      const T nan = l != l ? l : h;
      return unary_map<scalar_t, scalar_t>(in, t, [=](scalar_t) { return nan; }, into, "clamp");
    }
    constexpr bool kInf = std::numeric_limits<T>::has_infinity;
    const T numbers[] = {
        has_lo && l == l ? l : (kInf ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::lowest()),
        has_hi && h == h ? h : (kInf ? std::numeric_limits<T>::infinity() : std::numeric_limits<T>::max())};
    return pointwise_unary(in, t, t, clamp_row(t), numbers, into, "clamp");
  });
}

Tensor masked_fill(const Tensor& self, const Tensor& mask, const Tensor& value, const Tensor& into) {
  YATEN_CHECK(mask.dtype() == ScalarType::Bool, "masked_fill: expected mask to have dtype bool, got ",
              dtype_name(mask.dtype()));
  YATEN_CHECK(value.dim() == 0, "masked_fill: only supports a 0-dimensional value tensor, but got tensor with ",
              value.dim(), " dimension(s).");
  DimVector shape = broadcast_shapes(self.sizes(), mask.sizes(), "masked_fill");
  YATEN_CHECK(shape == self.sizes(), "masked_fill: mask of shape ", shape_str(mask.sizes()),
              " cannot be broadcast to the shape of self ", shape_str(self.sizes()));
  ScalarType t = self.dtype();
  Scalar v = value.item();
  check_scalar_fits(v, t);
  // masked_fill_ writes into self: each element is read where it is written.
  const bool in_place = into.defined() && into.is_same(self);
  if (in_place) {
    check_no_internal_overlap(self, "masked_fill_");
    check_no_partial_overlap(self, mask, "masked_fill_");
  }
  Tensor out = in_place ? self : Tensor::empty(shape, t);
  // where(mask, value, self) through where's row, value one number (stride 0).
  YATEN_DISPATCH_ALL(t, "masked_fill", [&] {
    scalar_t fill = v.to<scalar_t>();
    const simd::RowFn row = where_row(t);
    const auto size = static_cast<int64_t>(sizeof(scalar_t));
    for_each_run<4>(out, {out.strides(), broadcast_strides(mask, shape), DimVector(shape.size(), 0), self.strides()},
                    {out.data<char>(), mask.data<char>(), reinterpret_cast<char*>(&fill), self.data<char>()},
                    {size, static_cast<int64_t>(sizeof(bool)), size, size},
                    [&](std::array<char*, 4> p, int64_t n, std::array<int64_t, 4> st) { row(p.data(), n, st.data(), nullptr); });
  });
  return out;
}

// where(condition) is nonzero(condition) as a tuple of index columns.
std::vector<Tensor> where_condition(const Tensor& condition) {
  const Tensor c = condition.dim() == 0 ? condition.view_as_strided({1}, {0}, condition.storage_offset()) : condition;
  Tensor nz = nonzero(c);
  std::vector<Tensor> out;
  for (int64_t j = 0; j < c.dim(); ++j) out.push_back(select(nz, 1, j));
  return out;
}

}  // namespace yaten::kernels
