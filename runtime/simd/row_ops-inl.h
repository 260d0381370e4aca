// Per-target helpers of the fused row kernels (include inside a Highway
// per-target pass): a row of n elements is walked a vector at a time, the
// last vector partial; these load, store and keep only that vector's valid
// lanes, so every element, the tail's included, gets the same vector formula.
#if defined(YATEN_SIMD_ROW_OPS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef YATEN_SIMD_ROW_OPS_INL_H_
#undef YATEN_SIMD_ROW_OPS_INL_H_
#else
#define YATEN_SIMD_ROW_OPS_INL_H_
#endif

#include <cstdint>
#include <cstring>

#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace yaten::simd::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Calls f(i, count) for each vector [i, i + count) of [0, n): count is the
// vector's length except for a shorter last one.
template <class D, class F>
HWY_INLINE void ForEachVector(D d, int64_t n, const F& f) {
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) f(i, static_cast<size_t>(lanes));
  if (i < n) f(i, static_cast<size_t>(n - i));
}

// AVX-512's masked loads and stores leave the lanes off untouched in memory
// (no fault past the end); elsewhere the partial vector goes through a copy.
#undef YATEN_SIMD_MASKED_MEMORY
#if HWY_TARGET <= HWY_AVX3
#define YATEN_SIMD_MASKED_MEMORY 1
#else
#define YATEN_SIMD_MASKED_MEMORY 0
#endif

// p[0, count) in the first lanes, `fill` in the rest (no read past p + count).
template <class D>
HWY_INLINE hn::Vec<D> LoadSome(D d, const hn::TFromD<D>* p, size_t count, hn::TFromD<D> fill = 0) {
  if (count == hn::Lanes(d)) return hn::LoadU(d, p);
#if YATEN_SIMD_MASKED_MEMORY
  const auto first = hn::FirstN(d, count);
  return hn::IfThenElse(first, hn::MaskedLoad(first, d, p), hn::Set(d, fill));
#else
  alignas(64) hn::TFromD<D> buf[hn::MaxLanes(d)];
  for (size_t k = 0; k < hn::Lanes(d); ++k) buf[k] = k < count ? p[k] : fill;
  return hn::Load(d, buf);
#endif
}

// The first count lanes of v into p[0, count).
template <class D>
HWY_INLINE void StoreSome(D d, hn::Vec<D> v, hn::TFromD<D>* p, size_t count) {
  if (count == hn::Lanes(d)) return hn::StoreU(v, d, p);
#if YATEN_SIMD_MASKED_MEMORY
  hn::BlendedStore(v, hn::FirstN(d, count), d, p);
#else
  alignas(64) hn::TFromD<D> buf[hn::MaxLanes(d)];
  hn::Store(v, d, buf);
  std::memcpy(p, buf, count * sizeof(hn::TFromD<D>));
#endif
}

// Stores f(i, count) at o + i for each vector of [0, n) (as ForEachVector
// walks them): when `stream`, the whole vectors from o's first
// vector-aligned element on with streaming stores, past the caches (see
// simd/row.h); a caller that streams calls hwy::FlushStream() before its
// output is read.
template <class D, class F>
HWY_INLINE void StoreEachVector(D d, hn::TFromD<D>* o, int64_t n, bool stream, const F& f) {
  using T = hn::TFromD<D>;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  int64_t i = 0;
  if (stream) {
    const int64_t misaligned =
        static_cast<int64_t>(reinterpret_cast<uintptr_t>(o) % (static_cast<uintptr_t>(lanes) * sizeof(T))) /
        static_cast<int64_t>(sizeof(T));
    if (misaligned != 0) {
      i = n < lanes - misaligned ? n : lanes - misaligned;
      StoreSome(d, f(int64_t{0}, static_cast<size_t>(i)), o, static_cast<size_t>(i));
    }
    for (; i + lanes <= n; i += lanes) hn::Stream(f(i, static_cast<size_t>(lanes)), d, o + i);
  }
  for (; i + lanes <= n; i += lanes) hn::StoreU(f(i, static_cast<size_t>(lanes)), d, o + i);
  if (i < n) StoreSome(d, f(i, static_cast<size_t>(n - i)), o + i, static_cast<size_t>(n - i));
}

// v with the lanes from count on zeroed: what a partial vector adds to a sum.
template <class D>
HWY_INLINE hn::Vec<D> KeepSome(D d, hn::Vec<D> v, size_t count) {
  return count == hn::Lanes(d) ? v : hn::IfThenElseZero(hn::FirstN(d, count), v);
}

// The sum of the lanes of f(i, count) over the vectors of [0, n) (a partial
// vector's extra lanes left out), in two accumulators to hide the add latency.
template <class D, class F>
HWY_INLINE hn::TFromD<D> SumOverRow(D d, int64_t n, const F& f) {
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  auto acc0 = hn::Zero(d), acc1 = hn::Zero(d);
  int64_t i = 0;
  for (; i + 2 * lanes <= n; i += 2 * lanes) {
    acc0 = hn::Add(acc0, f(i, static_cast<size_t>(lanes)));
    acc1 = hn::Add(acc1, f(i + lanes, static_cast<size_t>(lanes)));
  }
  for (; i < n; i += lanes) {
    const size_t count = static_cast<size_t>(n - i < lanes ? n - i : lanes);
    acc0 = hn::Add(acc0, KeepSome(d, f(i, count), count));
  }
  return hn::GetLane(hn::SumOfLanes(d, hn::Add(acc0, acc1)));
}

}  // namespace yaten::simd::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
