// where's and clamp's per-target rows declared in where_clamp_rows.h: this
// file is compiled once per CPU target (Highway's foreach_target).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/select/where_clamp_rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <cstdint>
#include <type_traits>

#include <hwy/highway.h>
#include "runtime/kernels/select/where_clamp_rows.h"
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

// c ? a : b as an indexed load, not a branch.
template <class T>
HWY_INLINE T Pick(bool c, T a, T b) {
  const T both[2] = {b, a};
  return both[c];
}

template <class T>
void WhereRow(char* const* p, int64_t n, const int64_t* s, const void*) {
  T* o = reinterpret_cast<T*>(p[0]);
  const bool* c = reinterpret_cast<const bool*>(p[1]);
  const T* a = reinterpret_cast<const T*>(p[2]);
  const T* b = reinterpret_cast<const T*>(p[3]);
  int64_t i = 0;
  if constexpr (std::is_same_v<T, float>) {
    // Contiguous output and condition, each value a row or one number: the
    // condition's bytes widened to a lane mask.
    if (s[0] == 1 && s[1] == 1 && (s[2] | 1) == 1 && (s[3] | 1) == 1) {
      const hn::ScalableTag<float> d;
      const hn::RebindToSigned<decltype(d)> di;
      const hn::Rebind<uint8_t, decltype(d)> d8;
      const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
      const auto a_one = hn::Set(d, a[0]), b_one = hn::Set(d, b[0]);
      for (; i + lanes <= n; i += lanes) {
        const auto wide = hn::PromoteTo(di, hn::LoadU(d8, reinterpret_cast<const uint8_t*>(c + i)));
        const auto pick = hn::RebindMask(d, hn::Ne(wide, hn::Zero(di)));
        const auto x = s[2] ? hn::LoadU(d, a + i) : a_one, y = s[3] ? hn::LoadU(d, b + i) : b_one;
        hn::StoreU(hn::IfThenElse(pick, x, y), d, o + i);
      }
    }
  }
  for (; i < n; ++i) o[i * s[0]] = Pick(c[i * s[1]], a[i * s[2]], b[i * s[3]]);
}

simd::RowFn WhereRowOf(ScalarType dtype) {
  switch (dtype) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return &WhereRow<T>;
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn ClampRow(ScalarType dtype) { return yaten::simd::HWY_NAMESPACE::NumericRowOf<Clamp, 1, 2>(dtype); }

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels {

HWY_EXPORT(WhereRowOf);
HWY_EXPORT(ClampRow);

simd::RowFn where_row(ScalarType dtype) { return HWY_DYNAMIC_DISPATCH(WhereRowOf)(dtype); }

simd::RowFn clamp_row(ScalarType dtype) { return HWY_DYNAMIC_DISPATCH(ClampRow)(dtype); }

}  // namespace yaten::kernels
#endif  // HWY_ONCE
