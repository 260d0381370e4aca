// Per-target row loops (include inside a Highway per-target pass): one
// innermost run of a pointwise op, through its functor. A functor is a class
// template over the compute type T with `T scalar(T...) const` and, when it
// has one, `V vector(D, V...) const` written once for any vector width (it
// says so with `static constexpr bool kVector = true`). Contiguous runs and
// runs with a broadcast number take the vector form; the tail of a run is
// padded to a whole vector, so every element of a row gets the same formula.
// float16 and bfloat16 rows load as float32 vectors and store rounded back.
// Strided runs, integers and bool results take the scalar form (which the
// compiler vectorises for the target where it can).
#if defined(YATEN_SIMD_ROWS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef YATEN_SIMD_ROWS_INL_H_
#undef YATEN_SIMD_ROWS_INL_H_
#else
#define YATEN_SIMD_ROWS_INL_H_
#endif

#include <cstdint>
#include <type_traits>
#include <utility>

#include <hwy/cache_control.h>
#include <hwy/highway.h>
#include "runtime/dtype.h"
#include "runtime/simd/row.h"

#include "runtime/simd/reduced_float-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::simd::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <class F, class = void>
struct HasVectorForm : std::false_type {};
template <class F>
struct HasVectorForm<F, std::enable_if_t<F::kVector>> : std::true_type {};

// The functor, holding the op's numbers (add's alpha) when it takes some.
template <class F, class T, size_t... I>
HWY_INLINE F make_functor(const void* numbers, std::index_sequence<I...>) {
  [[maybe_unused]] const T* x = static_cast<const T*>(numbers);
  return F{x[I]...};
}

// Whether a row of In elements (written as Out) computing in T takes the
// functor's vector form: float32 and float64 rows, and float16 / bfloat16
// rows widened to float32 vectors and narrowed back.
template <class F, class T, class Out, class In>
inline constexpr bool kVectorRow = HasVectorForm<F>::value && std::is_floating_point_v<T> &&
                                   std::is_same_v<Out, In> && std::is_same_v<compute_t<In>, T>;

// Rows at least this long stream when the thread streams (the fence after
// them costs a few dozen cycles).
constexpr int64_t kMinStreamRow = 1024;

// When the calling thread streams (row.h) and the row is long: the vectors
// vector_at(i) of a row of n elements written to o with streaming stores
// (the elements before o's first vector-aligned one from a whole vector's
// first lanes, as every element of a row takes the vector form); returns
// where the last whole vector ends, 0 when nothing was written.
template <class D, class T, class VectorAt>
HWY_INLINE int64_t StreamVectors(D d, T* o, int64_t n, const VectorAt& vector_at) {
  if (!tls_stream_rows || n < kMinStreamRow) return 0;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  const int64_t vector_bytes = lanes * static_cast<int64_t>(sizeof(T));
  const int64_t misaligned = static_cast<int64_t>(reinterpret_cast<uintptr_t>(o) % static_cast<uintptr_t>(vector_bytes));
  if (misaligned % static_cast<int64_t>(sizeof(T)) != 0) return 0;  // never aligned
  int64_t i = 0;
  if (misaligned != 0) {
    alignas(64) T head[hn::MaxLanes(d)];
    hn::Store(vector_at(0), d, head);
    i = lanes - misaligned / static_cast<int64_t>(sizeof(T));
    for (int64_t k = 0; k < i; ++k) o[k] = head[k];
  }
  for (; i + lanes <= n; i += lanes) hn::Stream(vector_at(i), d, o + i);
  hwy::FlushStream();
  return i;
}

template <class F, size_t K, class Out, class In>
void unary_row(char* const* p, int64_t n, const int64_t* s, const void* numbers) {
  using T = compute_t<In>;
  const F f = make_functor<F, T>(numbers, std::make_index_sequence<K>{});
  Out* o = reinterpret_cast<Out*>(p[0]);
  const In* a = reinterpret_cast<const In*>(p[1]);
  const bool contiguous = s[0] == 1 && s[1] == 1;
  if constexpr (kVectorRow<F, T, Out, In>) {
    if (contiguous) {
      const hn::ScalableTag<T> d;
      const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
      int64_t i = 0;
      if constexpr (std::is_same_v<Out, T>) i = StreamVectors(d, o, n, [&](int64_t k) { return f.vector(d, hn::LoadU(d, a + k)); });
      for (; i + lanes <= n; i += lanes) DemoteStore(d, f.vector(d, LoadPromote(d, a + i)), o + i);
      if (i < n) {
        alignas(64) T buf[hn::MaxLanes(d)];
        for (int64_t k = 0; k < lanes; ++k) buf[k] = static_cast<T>(a[i + (k < n - i ? k : 0)]);
        hn::Store(f.vector(d, hn::Load(d, buf)), d, buf);
        for (int64_t k = 0; k < n - i; ++k) o[i + k] = static_cast<Out>(buf[k]);
      }
      return;
    }
  }
  if (contiguous) {
    for (int64_t i = 0; i < n; ++i) o[i] = static_cast<Out>(f.scalar(static_cast<T>(a[i])));
    return;
  }
  for (int64_t i = 0; i < n; ++i) o[i * s[0]] = static_cast<Out>(f.scalar(static_cast<T>(a[i * s[1]])));
}

// Vector form over a row where each input is contiguous (stride 1) or one
// number (stride 0), at least one contiguous.
template <class F, class T, class E>
HWY_INLINE void binary_vector_row(const F& f, E* o, const E* a, const E* b, bool a_row, bool b_row, int64_t n) {
  const hn::ScalableTag<T> d;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  const auto a_one = hn::Set(d, static_cast<T>(a[0]));
  const auto b_one = hn::Set(d, static_cast<T>(b[0]));
  int64_t i = 0;
  if constexpr (std::is_same_v<E, T>) {
    i = StreamVectors(d, o, n, [&](int64_t k) {
      return f.vector(d, a_row ? hn::LoadU(d, a + k) : a_one, b_row ? hn::LoadU(d, b + k) : b_one);
    });
  }
  if (a_row && b_row) {
    for (; i + lanes <= n; i += lanes) DemoteStore(d, f.vector(d, LoadPromote(d, a + i), LoadPromote(d, b + i)), o + i);
  } else if (a_row) {
    for (; i + lanes <= n; i += lanes) DemoteStore(d, f.vector(d, LoadPromote(d, a + i), b_one), o + i);
  } else {
    for (; i + lanes <= n; i += lanes) DemoteStore(d, f.vector(d, a_one, LoadPromote(d, b + i)), o + i);
  }
  if (i < n) {
    alignas(64) T xs[hn::MaxLanes(d)];
    alignas(64) T ys[hn::MaxLanes(d)];
    for (int64_t k = 0; k < lanes; ++k) {
      const int64_t at = i + (k < n - i ? k : 0);
      xs[k] = static_cast<T>(a_row ? a[at] : a[0]);
      ys[k] = static_cast<T>(b_row ? b[at] : b[0]);
    }
    hn::Store(f.vector(d, hn::Load(d, xs), hn::Load(d, ys)), d, xs);
    for (int64_t k = 0; k < n - i; ++k) o[i + k] = static_cast<E>(xs[k]);
  }
}

template <class F, size_t K, class Out, class In>
void binary_row(char* const* p, int64_t n, const int64_t* s, const void* numbers) {
  using T = compute_t<In>;
  const F f = make_functor<F, T>(numbers, std::make_index_sequence<K>{});
  Out* o = reinterpret_cast<Out*>(p[0]);
  const In* a = reinterpret_cast<const In*>(p[1]);
  const In* b = reinterpret_cast<const In*>(p[2]);
  if constexpr (kVectorRow<F, T, Out, In>) {
    const bool vectorisable = s[0] == 1 && (s[1] == 1 || s[1] == 0) && (s[2] == 1 || s[2] == 0) && (s[1] | s[2]);
    if (vectorisable) {
      binary_vector_row<F, T>(f, o, a, b, s[1] == 1, s[2] == 1, n);
      return;
    }
  }
  if (s[0] == 1 && s[1] == 1 && s[2] == 1) {
    for (int64_t i = 0; i < n; ++i) o[i] = static_cast<Out>(f.scalar(static_cast<T>(a[i]), static_cast<T>(b[i])));
    return;
  }
  if (s[0] == 1 && s[1] == 1 && s[2] == 0) {
    const T y = static_cast<T>(*b);
    for (int64_t i = 0; i < n; ++i) o[i] = static_cast<Out>(f.scalar(static_cast<T>(a[i]), y));
    return;
  }
  if (s[0] == 1 && s[1] == 0 && s[2] == 1) {
    const T x = static_cast<T>(*a);
    for (int64_t i = 0; i < n; ++i) o[i] = static_cast<Out>(f.scalar(x, static_cast<T>(b[i])));
    return;
  }
  for (int64_t i = 0; i < n; ++i)
    o[i * s[0]] = static_cast<Out>(f.scalar(static_cast<T>(a[i * s[1]]), static_cast<T>(b[i * s[2]])));
}

// Vector form over a row of three inputs, each contiguous (stride 1) or one
// number (stride 0). A number's vector is made once; the all-contiguous row
// (addcmul_ on a parameter) has a loop of its own.
template <class F, class T, class E>
HWY_INLINE void ternary_vector_row(const F& f, E* o, const E* const* in, const bool* row, int64_t n) {
  const hn::ScalableTag<T> d;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  using V = hn::Vec<decltype(d)>;
  const V one[3] = {hn::Set(d, static_cast<T>(in[0][0])), hn::Set(d, static_cast<T>(in[1][0])),
                    hn::Set(d, static_cast<T>(in[2][0]))};
  auto operand = [&](int k, int64_t i) { return row[k] ? LoadPromote(d, in[k] + i) : one[k]; };
  int64_t i = 0;
  if constexpr (std::is_same_v<E, T>) {
    i = StreamVectors(d, o, n, [&](int64_t at) { return f.vector(d, operand(0, at), operand(1, at), operand(2, at)); });
  }
  if (row[0] && row[1] && row[2]) {
    for (; i + lanes <= n; i += lanes)
      DemoteStore(d, f.vector(d, LoadPromote(d, in[0] + i), LoadPromote(d, in[1] + i), LoadPromote(d, in[2] + i)), o + i);
  } else {
    for (; i + lanes <= n; i += lanes) DemoteStore(d, f.vector(d, operand(0, i), operand(1, i), operand(2, i)), o + i);
  }
  if (i < n) {
    alignas(64) T xs[3][hn::MaxLanes(d)];
    for (int k = 0; k < 3; ++k) {
      for (int64_t lane = 0; lane < lanes; ++lane) {
        const int64_t at = i + (lane < n - i ? lane : 0);
        xs[k][lane] = static_cast<T>(row[k] ? in[k][at] : in[k][0]);
      }
    }
    hn::Store(f.vector(d, hn::Load(d, xs[0]), hn::Load(d, xs[1]), hn::Load(d, xs[2])), d, xs[0]);
    for (int64_t k = 0; k < n - i; ++k) o[i + k] = static_cast<E>(xs[0][k]);
  }
}

template <class F, size_t K, class Out, class In>
void ternary_row(char* const* p, int64_t n, const int64_t* s, const void* numbers) {
  using T = compute_t<In>;
  const F f = make_functor<F, T>(numbers, std::make_index_sequence<K>{});
  Out* o = reinterpret_cast<Out*>(p[0]);
  const In* in[3] = {reinterpret_cast<const In*>(p[1]), reinterpret_cast<const In*>(p[2]),
                     reinterpret_cast<const In*>(p[3])};
  if constexpr (kVectorRow<F, T, Out, In>) {
    const bool vectorisable = s[0] == 1 && (s[1] == 1 || s[1] == 0) && (s[2] == 1 || s[2] == 0) && (s[3] == 1 || s[3] == 0);
    if (vectorisable) {
      const bool row[3] = {s[1] == 1, s[2] == 1, s[3] == 1};
      ternary_vector_row<F, T>(f, o, in, row, n);
      return;
    }
  }
  if (s[0] == 1 && s[1] == 1 && s[2] == 1 && s[3] == 1) {
    for (int64_t i = 0; i < n; ++i)
      o[i] = static_cast<Out>(f.scalar(static_cast<T>(in[0][i]), static_cast<T>(in[1][i]), static_cast<T>(in[2][i])));
    return;
  }
  for (int64_t i = 0; i < n; ++i) {
    o[i * s[0]] = static_cast<Out>(f.scalar(static_cast<T>(in[0][i * s[1]]), static_cast<T>(in[1][i * s[2]]),
                                            static_cast<T>(in[2][i * s[3]])));
  }
}

// The row of functor F (Inputs of 1 or 2, K numbers) for storage type T: for
// hand-written per-target row tables (an activation's, clamp's), which
// export one function returning these for the running CPU.
template <template <class> class F, int Inputs, size_t K, class T>
void RowOf(char* const* p, int64_t n, const int64_t* s, const void* numbers) {
  if constexpr (Inputs == 1) unary_row<F<compute_t<T>>, K, T, T>(p, n, s, numbers);
  else binary_row<F<compute_t<T>>, K, T, T>(p, n, s, numbers);
}

#define YATEN_ROW_OF_CASE(E, T, ...) \
  case ScalarType::E: return &RowOf<F, Inputs, K, T>;
// F's row for a floating dtype (the 16-bit ones computed in float32; the op
// refuses what torch refuses), nullptr for another.
template <template <class> class F, int Inputs, size_t K>
RowFn FloatingRowOf(ScalarType dtype) {
  switch (dtype) {
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_ROW_OF_CASE)
    default: return nullptr;
  }
}
// F's row for a numeric (not bool) dtype, nullptr for another.
template <template <class> class F, int Inputs, size_t K>
RowFn NumericRowOf(ScalarType dtype) {
  switch (dtype) {
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_ROW_OF_CASE)
    default: return nullptr;
  }
}
#undef YATEN_ROW_OF_CASE

}  // namespace yaten::simd::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

// A family's table of floating rows, from its X-macro list of (functor,
// inputs, numbers) and its enum class Row of the same names: inside the
// per-target namespace YATEN_FLOATING_ROW_TABLE(LIST) defines RowFor(Row,
// ScalarType), and after the passes (HWY_ONCE) YATEN_EXPORT_ROW_TABLE()
// defines row(Row, ScalarType), the running CPU's.
#ifndef YATEN_FLOATING_ROW_TABLE
#define YATEN_ROW_TABLE_CASE(Name, inputs, numbers) \
  case Row::Name: return yaten::simd::HWY_NAMESPACE::FloatingRowOf<Name, inputs, numbers>(dtype);
#define YATEN_FLOATING_ROW_TABLE(LIST)                      \
  simd::RowFn RowFor(Row which, ScalarType dtype) {         \
    switch (which) { LIST(YATEN_ROW_TABLE_CASE) }           \
    return nullptr;                                         \
  }
#define YATEN_EXPORT_ROW_TABLE() \
  HWY_EXPORT(RowFor);            \
  simd::RowFn row(Row which, ScalarType dtype) { return HWY_DYNAMIC_DISPATCH(RowFor)(which, dtype); }
#endif

#endif  // per-target include guard
