// The compare family's pointwise functors: bool results, scalar forms (the
// compiler vectorises them per target). Included by the generated
// generated/runtime/pointwise_compare.cpp once per CPU target.
#if defined(YATEN_KERNELS_COMPARE_FUNCTORS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef YATEN_KERNELS_COMPARE_FUNCTORS_INL_H_
#undef YATEN_KERNELS_COMPARE_FUNCTORS_INL_H_
#else
#define YATEN_KERNELS_COMPARE_FUNCTORS_INL_H_
#endif

#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::HWY_NAMESPACE {

#define YATEN_COMPARISON(Name, op) \
  template <class T>               \
  struct Name {                    \
    bool scalar(T x, T y) const { return x op y; } \
  };
YATEN_COMPARISON(Eq, ==)
YATEN_COMPARISON(Ne, !=)
YATEN_COMPARISON(Lt, <)
YATEN_COMPARISON(Le, <=)
YATEN_COMPARISON(Gt, >)
YATEN_COMPARISON(Ge, >=)
#undef YATEN_COMPARISON

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
