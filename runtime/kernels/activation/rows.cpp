// The activation rows declared in rows.h: this file is compiled once per CPU
// target (Highway's foreach_target); each target's RowFor hands out its own
// instantiation of a functor's row, and the running CPU's RowFor is chosen
// at run time.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/activation/rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <hwy/highway.h>
#include "runtime/kernels/activation/functors-inl.h"
#include "runtime/kernels/activation/rows.h"
#include "runtime/simd/rows-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::activation::HWY_NAMESPACE {
namespace rows = yaten::simd::HWY_NAMESPACE;

simd::RowFn RowFor(Row which, ScalarType dtype) {
  switch (which) {
#define YATEN_CASE(Name, inputs, numbers) \
    case Row::Name: return rows::FloatingRowOf<Name, inputs, numbers>(dtype);
    YATEN_ACTIVATION_ROWS(YATEN_CASE)
#undef YATEN_CASE
  }
  return nullptr;
}

}  // namespace yaten::kernels::activation::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::activation {

HWY_EXPORT(RowFor);

simd::RowFn row(Row which, ScalarType dtype) { return HWY_DYNAMIC_DISPATCH(RowFor)(which, dtype); }

}  // namespace yaten::kernels::activation
#endif  // HWY_ONCE
