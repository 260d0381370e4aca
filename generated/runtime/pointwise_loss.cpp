// @generated from ops.yaml by codegen (template: pointwise_family.cpp.j2). Do not edit.
// The kernels of the 'loss' family's pointwise ops: each applies the
// functor ops.yaml names (runtime/kernels/loss/functors-inl.h) through
// row functions compiled once per CPU target (Highway's foreach_target), and
// checks dtypes as its `pointwise:` policy says.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "generated/runtime/pointwise_loss.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "hwy/highway.h"
#include "runtime/kernels/loss/functors-inl.h"
#include "runtime/simd/rows-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::HWY_NAMESPACE {
namespace rows = yaten::simd::HWY_NAMESPACE;

#define YATEN_ROW(E, T, ...) \
  void row_smooth_l1_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<SmoothL1<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_smooth_l1_backward_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<SmoothL1Backward<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_huber_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Huber<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_huber_backward_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<HuberBackward<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_smooth_l1_loss_backward_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::ternary_row<SmoothL1LossBackward<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_huber_loss_backward_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::ternary_row<HuberLossBackward<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "generated/runtime/kernels/huber.h"
#include "generated/runtime/kernels/huber_backward.h"
#include "generated/runtime/kernels/huber_loss_backward.h"
#include "generated/runtime/kernels/smooth_l1.h"
#include "generated/runtime/kernels/smooth_l1_backward.h"
#include "generated/runtime/kernels/smooth_l1_loss_backward.h"
#include "generated/runtime/pointwise_rows_loss.h"
#include "runtime/kernels/pointwise.h"

namespace yaten::kernels {

// The running CPU's version of an exported row function.
#define YATEN_DISPATCHED(name) (&HWY_DYNAMIC_DISPATCH(name))
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_smooth_l1_##E);
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_smooth_l1_backward_##E);
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_huber_##E);
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_huber_backward_##E);
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_smooth_l1_loss_backward_##E);
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_huber_loss_backward_##E);
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT


simd::RowFn row_smooth_l1(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_smooth_l1_##E);
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_smooth_l1_backward(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_smooth_l1_backward_##E);
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_huber(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_huber_##E);
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_huber_backward(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_huber_backward_##E);
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_smooth_l1_loss_backward(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_smooth_l1_loss_backward_##E);
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_huber_loss_backward(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_huber_loss_backward_##E);
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}


Tensor smooth_l1(const Tensor& self, const Scalar& beta) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(beta.to<T>()), compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_smooth_l1_##E), numbers, Tensor(), "smooth_l1"); \
    }
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("smooth_l1", "smooth_l1_cpu", compute);
}

Tensor smooth_l1_backward(const Tensor& grad_output, const Tensor& self, const Scalar& beta) {
  const ScalarType compute = pointwise_compute_dtype({ &grad_output, &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(beta.to<T>()), compute_t<T>() }; \
      return pointwise_binary(grad_output, self, compute, compute, YATEN_DISPATCHED(row_smooth_l1_backward_##E), numbers, Tensor(), "smooth_l1_backward"); \
    }
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("smooth_l1_backward", "smooth_l1_backward_cpu", compute);
}

Tensor huber(const Tensor& self, const Scalar& delta) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(delta.to<T>()), compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_huber_##E), numbers, Tensor(), "huber"); \
    }
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("huber", "huber_cpu", compute);
}

Tensor huber_backward(const Tensor& grad_output, const Tensor& self, const Scalar& delta) {
  const ScalarType compute = pointwise_compute_dtype({ &grad_output, &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(delta.to<T>()), compute_t<T>() }; \
      return pointwise_binary(grad_output, self, compute, compute, YATEN_DISPATCHED(row_huber_backward_##E), numbers, Tensor(), "huber_backward"); \
    }
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("huber_backward", "huber_backward_cpu", compute);
}

Tensor smooth_l1_loss_backward(const Tensor& grad_output, const Tensor& self, const Tensor& target, const Scalar& beta) {
  const ScalarType compute = pointwise_compute_dtype({ &grad_output, &self, &target }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(beta.to<T>()), compute_t<T>() }; \
      return pointwise_ternary(grad_output, self, target, compute, compute, YATEN_DISPATCHED(row_smooth_l1_loss_backward_##E), numbers, Tensor(), "smooth_l1_loss_backward"); \
    }
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("smooth_l1_loss_backward", "smooth_l1_loss_backward_cpu", compute);
}

Tensor huber_loss_backward(const Tensor& grad_output, const Tensor& self, const Tensor& target, const Scalar& delta) {
  const ScalarType compute = pointwise_compute_dtype({ &grad_output, &self, &target }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(delta.to<T>()), compute_t<T>() }; \
      return pointwise_ternary(grad_output, self, target, compute, compute, YATEN_DISPATCHED(row_huber_loss_backward_##E), numbers, Tensor(), "huber_loss_backward"); \
    }
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("huber_loss_backward", "huber_loss_backward_cpu", compute);
}

}  // namespace yaten::kernels
#endif  // HWY_ONCE
