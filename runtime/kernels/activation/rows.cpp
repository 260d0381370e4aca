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

YATEN_FLOATING_ROW_TABLE(YATEN_ACTIVATION_ROWS)

}  // namespace yaten::kernels::activation::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::activation {

YATEN_EXPORT_ROW_TABLE()

}  // namespace yaten::kernels::activation
#endif  // HWY_ONCE
