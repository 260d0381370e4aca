// The per-target batch_norm runs declared in batch_norm_rows.h: this file is
// compiled once per CPU target (Highway's foreach_target).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/normalization/batch_norm_rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <cstdint>
#include <type_traits>

#include <hwy/highway.h>
#include "runtime/kernels/normalization/batch_norm_rows.h"
#include "runtime/simd/row_ops-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::normalization::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

// The term of one vector of elements; the scalar lines of add_channel_terms
// compute the same operations.
template <Term K, class V>
HWY_INLINE V TermOf(V x, V centre, V g) {
  if constexpr (K == Term::Value) return x;
  const V dev = hn::Sub(x, centre);
  if constexpr (K == Term::Deviation) return dev;
  if constexpr (K == Term::SquaredDeviation) return hn::Mul(dev, dev);
  else return hn::Mul(g, dev);
}

template <Term K, class T>
T ScalarTerm(T x, T centre, T g) {
  if constexpr (K == Term::Value) return x;
  const T dev = x - centre;
  if constexpr (K == Term::Deviation) return dev;
  if constexpr (K == Term::SquaredDeviation) return dev * dev;
  else return g * dev;
}

template <Term K, class T>
void AddChannelTerms(float* acc, const T* x, const T* centre, const T* g, int64_t n) {
  const hn::ScalableTag<float> d;
  const auto zero = hn::Zero(d);
  vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
    const auto term = TermOf<K>(vm::LoadSome(d, x + i, c), centre ? vm::LoadSome(d, centre + i, c) : zero,
                                g ? vm::LoadSome(d, g + i, c) : zero);
    vm::StoreSome(d, hn::Add(vm::LoadSome(d, acc + i, c), term), acc + i, c);
  });
}

template <Term K, class T>
void AddChannelTerms(double* acc, const T* x, const T* centre, const T* g, int64_t n) {
  const hn::ScalableTag<double> dd;
  const hn::Rebind<T, decltype(dd)> dt;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(dd));
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    const auto zero = hn::Zero(dt);
    const auto term = TermOf<K>(hn::LoadU(dt, x + i), centre ? hn::LoadU(dt, centre + i) : zero,
                                g ? hn::LoadU(dt, g + i) : zero);
    auto wide = [&] {
      if constexpr (std::is_same_v<T, double>) return term;
      else return hn::PromoteTo(dd, term);
    }();
    hn::StoreU(hn::Add(hn::LoadU(dd, acc + i), wide), dd, acc + i);
  }
  for (; i < n; ++i) acc[i] += static_cast<double>(ScalarTerm<K>(x[i], centre ? centre[i] : T(0), g ? g[i] : T(0)));
}

template <Term K, class T>
double SumTerms(const T* x, T centre, const T* g, int64_t n) {
  const hn::ScalableTag<T> d;
  const auto c = hn::Set(d, centre);
  return static_cast<double>(vm::SumOverRow(d, n, [&](int64_t i, size_t count) {
    return TermOf<K>(vm::LoadSome(d, x + i, count), c, g ? vm::LoadSome(d, g + i, count) : hn::Zero(d));
  }));
}

template <class T>
void Combine(const T* u, const T* x, const Combination<T>& k, T* out, int64_t n, bool one_channel) {
  const hn::ScalableTag<T> d;
  auto coefficient = [&](const T* p, int64_t i, size_t count) {
    return one_channel ? hn::Set(d, p[0]) : vm::LoadSome(d, p + i, count);
  };
  vm::ForEachVector(d, n, [&](int64_t i, size_t count) {
    auto v = hn::Mul(vm::LoadSome(d, u + i, count), coefficient(k.a, i, count));
    if (x) {
      const auto dev = hn::Sub(vm::LoadSome(d, x + i, count), coefficient(k.m, i, count));
      v = hn::MulAdd(dev, coefficient(k.b, i, count), v);
    }
    if (k.c) v = hn::Add(v, coefficient(k.c, i, count));
    vm::StoreSome(d, v, out + i, count);
  });
}

template <class T, class Acc>
void AddChannelTermsOf(Term term, Acc* acc, const T* x, const T* centre, const T* g, int64_t n) {
  switch (term) {
    case Term::Value: return AddChannelTerms<Term::Value>(acc, x, centre, g, n);
    case Term::Deviation: return AddChannelTerms<Term::Deviation>(acc, x, centre, g, n);
    case Term::SquaredDeviation: return AddChannelTerms<Term::SquaredDeviation>(acc, x, centre, g, n);
    case Term::GradTimesDeviation: return AddChannelTerms<Term::GradTimesDeviation>(acc, x, centre, g, n);
  }
}

template <class T>
double SumTermsOf(Term term, const T* x, T centre, const T* g, int64_t n) {
  switch (term) {
    case Term::Value: return SumTerms<Term::Value>(x, centre, g, n);
    case Term::Deviation: return SumTerms<Term::Deviation>(x, centre, g, n);
    case Term::SquaredDeviation: return SumTerms<Term::SquaredDeviation>(x, centre, g, n);
    case Term::GradTimesDeviation: return SumTerms<Term::GradTimesDeviation>(x, centre, g, n);
  }
  return 0;
}

void AddChannelTermsF(Term t, double* acc, const float* x, const float* c, const float* g, int64_t n) {
  AddChannelTermsOf(t, acc, x, c, g, n);
}
void AddChannelTermsD(Term t, double* acc, const double* x, const double* c, const double* g, int64_t n) {
  AddChannelTermsOf(t, acc, x, c, g, n);
}
void AddChannelTermsFF(Term t, float* acc, const float* x, const float* c, const float* g, int64_t n) {
  AddChannelTermsOf(t, acc, x, c, g, n);
}
double SumTermsF(Term t, const float* x, float c, const float* g, int64_t n) { return SumTermsOf(t, x, c, g, n); }
double SumTermsD(Term t, const double* x, double c, const double* g, int64_t n) { return SumTermsOf(t, x, c, g, n); }
void CombineF(const float* u, const float* x, const Combination<float>& k, float* out, int64_t n, bool one) {
  Combine(u, x, k, out, n, one);
}
void CombineD(const double* u, const double* x, const Combination<double>& k, double* out, int64_t n, bool one) {
  Combine(u, x, k, out, n, one);
}

}  // namespace yaten::kernels::normalization::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::normalization {

HWY_EXPORT(AddChannelTermsF);
HWY_EXPORT(AddChannelTermsD);
HWY_EXPORT(AddChannelTermsFF);
HWY_EXPORT(SumTermsF);
HWY_EXPORT(SumTermsD);
HWY_EXPORT(CombineF);
HWY_EXPORT(CombineD);

void add_channel_terms(Term term, double* acc, const float* x, const float* centre, const float* g, int64_t n) {
  HWY_DYNAMIC_DISPATCH(AddChannelTermsF)(term, acc, x, centre, g, n);
}
void add_channel_terms(Term term, double* acc, const double* x, const double* centre, const double* g, int64_t n) {
  HWY_DYNAMIC_DISPATCH(AddChannelTermsD)(term, acc, x, centre, g, n);
}
void add_channel_terms(Term term, float* acc, const float* x, const float* centre, const float* g, int64_t n) {
  HWY_DYNAMIC_DISPATCH(AddChannelTermsFF)(term, acc, x, centre, g, n);
}
double sum_terms(Term term, const float* x, float centre, const float* g, int64_t n) {
  return HWY_DYNAMIC_DISPATCH(SumTermsF)(term, x, centre, g, n);
}
double sum_terms(Term term, const double* x, double centre, const double* g, int64_t n) {
  return HWY_DYNAMIC_DISPATCH(SumTermsD)(term, x, centre, g, n);
}
void combine(const float* u, const float* x, const Combination<float>& k, float* out, int64_t n, bool one_channel) {
  HWY_DYNAMIC_DISPATCH(CombineF)(u, x, k, out, n, one_channel);
}
void combine(const double* u, const double* x, const Combination<double>& k, double* out, int64_t n,
             bool one_channel) {
  HWY_DYNAMIC_DISPATCH(CombineD)(u, x, k, out, n, one_channel);
}

}  // namespace yaten::kernels::normalization
#endif  // HWY_ONCE
