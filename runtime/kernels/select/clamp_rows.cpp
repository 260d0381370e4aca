// clamp's per-target row declared in clamp_rows.h: this file is compiled
// once per CPU target (Highway's foreach_target).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/select/clamp_rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <hwy/highway.h>
#include "runtime/kernels/select/clamp_rows.h"
#include "runtime/simd/rows-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Selects, not min/max: x86's min and max drop a NaN x.
template <class T>
struct Clamp {
  static constexpr bool kVector = true;
  T lo, hi;
  T scalar(T x) const {
    const T above = x < lo ? lo : x;
    return above > hi ? hi : above;
  }
  template <class D, class V>
  V vector(D d, V x) const {
    const V l = hn::Set(d, lo), h = hn::Set(d, hi);
    const V above = hn::IfThenElse(hn::Lt(x, l), l, x);
    return hn::IfThenElse(hn::Gt(above, h), h, above);
  }
};

simd::RowFn ClampRow(ScalarType dtype) { return yaten::simd::HWY_NAMESPACE::NumericRowOf<Clamp, 1, 2>(dtype); }

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels {

HWY_EXPORT(ClampRow);

simd::RowFn clamp_row(ScalarType dtype) { return HWY_DYNAMIC_DISPATCH(ClampRow)(dtype); }

}  // namespace yaten::kernels
#endif  // HWY_ONCE
