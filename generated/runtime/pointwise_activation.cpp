// @generated from ops.yaml by codegen (template: pointwise_family.cpp.j2). Do not edit.
// The kernels of the 'activation' family's pointwise ops: each applies the
// functor ops.yaml names (runtime/kernels/activation/functors-inl.h) through
// row functions compiled once per CPU target (Highway's foreach_target), and
// checks dtypes as its `pointwise:` policy says.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "generated/runtime/pointwise_activation.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "hwy/highway.h"
#include "runtime/kernels/activation/functors-inl.h"
#include "runtime/simd/rows-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::HWY_NAMESPACE {
namespace rows = yaten::simd::HWY_NAMESPACE;

#define YATEN_ROW(E, T, ...) \
  void row_elu_backward_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<EluBackward<compute_t<T>>, 3, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_hardswish_backward_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<HardswishBackward<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_softplus_backward_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<SoftplusBackward<compute_t<T>>, 2, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "generated/runtime/kernels/elu_backward.h"
#include "generated/runtime/kernels/hardswish_backward.h"
#include "generated/runtime/kernels/softplus_backward.h"
#include "generated/runtime/pointwise_rows_activation.h"
#include "runtime/kernels/pointwise.h"

namespace yaten::kernels {

// The running CPU's version of an exported row function.
#define YATEN_DISPATCHED(name) (&HWY_DYNAMIC_DISPATCH(name))
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_elu_backward_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_hardswish_backward_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_softplus_backward_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT


simd::RowFn row_elu_backward(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_elu_backward_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_hardswish_backward(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_hardswish_backward_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_softplus_backward(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_softplus_backward_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}


Tensor elu_backward(const Tensor& grad_output, const Tensor& self, const Scalar& alpha, const Scalar& scale, const Scalar& input_scale) {
  const ScalarType compute = pointwise_compute_dtype({ &grad_output, &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(alpha.to<T>()), static_cast<compute_t<T>>(scale.to<T>()), static_cast<compute_t<T>>(input_scale.to<T>()), compute_t<T>() }; \
      return pointwise_binary(grad_output, self, compute, compute, YATEN_DISPATCHED(row_elu_backward_##E), numbers, Tensor(), "elu_backward"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("elu_backward", "elu_backward_cpu", compute);
}

Tensor hardswish_backward(const Tensor& grad_output, const Tensor& self) {
  const ScalarType compute = pointwise_compute_dtype({ &grad_output, &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(grad_output, self, compute, compute, YATEN_DISPATCHED(row_hardswish_backward_##E), numbers, Tensor(), "hardswish_backward"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("hardswish_backward", "hardswish_backward_cpu", compute);
}

Tensor softplus_backward(const Tensor& grad_output, const Tensor& self, const Scalar& beta, const Scalar& threshold) {
  const ScalarType compute = pointwise_compute_dtype({ &grad_output, &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(beta.to<T>()), static_cast<compute_t<T>>(threshold.to<T>()), compute_t<T>() }; \
      return pointwise_binary(grad_output, self, compute, compute, YATEN_DISPATCHED(row_softplus_backward_##E), numbers, Tensor(), "softplus_backward"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("softplus_backward", "softplus_backward_cpu", compute);
}

}  // namespace yaten::kernels
#endif  // HWY_ONCE
