// @generated from ops.yaml by codegen (template: pointwise_family.cpp.j2). Do not edit.
// The kernels of the 'binary' family's pointwise ops: each applies the
// functor ops.yaml names (runtime/kernels/binary/functors-inl.h) through
// row functions compiled once per CPU target (Highway's foreach_target), and
// checks dtypes as its `pointwise:` policy says.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "generated/runtime/pointwise_binary.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "hwy/highway.h"
#include "runtime/kernels/binary/functors-inl.h"
#include "runtime/simd/rows-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::HWY_NAMESPACE {
namespace rows = yaten::simd::HWY_NAMESPACE;

#define YATEN_ROW(E, T, ...) \
  void row_add_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Add<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_sub_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Sub<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_mul_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Mul<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_div_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Div<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_pow_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Pow<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_maximum_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Maximum<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_minimum_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Minimum<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_atan2_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Atan2<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_hypot_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Hypot<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_remainder_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Remainder<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_fmod_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Fmod<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_lerp_Scalar_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Lerp<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_addcmul_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::ternary_row<Addcmul<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_addcdiv_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::ternary_row<Addcdiv<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_threshold_backward_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<ThresholdBackward<compute_t<T>>, 1, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_logical_and_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<LogicalAnd<compute_t<T>>, 0, bool, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_logical_or_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<LogicalOr<compute_t<T>>, 0, bool, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_bitwise_and_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<BitwiseAnd<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_bitwise_or_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<BitwiseOr<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_bitwise_xor_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<BitwiseXor<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_bitwise_left_shift_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<LeftShift<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_INTEGRAL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_bitwise_right_shift_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<RightShift<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_INTEGRAL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_floor_divide_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<FloorDivide<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_logical_xor_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<LogicalXor<compute_t<T>>, 0, bool, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "generated/runtime/kernels/add.h"
#include "generated/runtime/kernels/addcdiv.h"
#include "generated/runtime/kernels/addcmul.h"
#include "generated/runtime/kernels/atan2.h"
#include "generated/runtime/kernels/bitwise_and.h"
#include "generated/runtime/kernels/bitwise_left_shift.h"
#include "generated/runtime/kernels/bitwise_or.h"
#include "generated/runtime/kernels/bitwise_right_shift.h"
#include "generated/runtime/kernels/bitwise_xor.h"
#include "generated/runtime/kernels/div.h"
#include "generated/runtime/kernels/floor_divide.h"
#include "generated/runtime/kernels/fmod.h"
#include "generated/runtime/kernels/hypot.h"
#include "generated/runtime/kernels/lerp.h"
#include "generated/runtime/kernels/logical_and.h"
#include "generated/runtime/kernels/logical_or.h"
#include "generated/runtime/kernels/logical_xor.h"
#include "generated/runtime/kernels/maximum.h"
#include "generated/runtime/kernels/minimum.h"
#include "generated/runtime/kernels/mul.h"
#include "generated/runtime/kernels/pow.h"
#include "generated/runtime/kernels/remainder.h"
#include "generated/runtime/kernels/sub.h"
#include "generated/runtime/kernels/threshold_backward.h"
#include "generated/runtime/pointwise_rows_binary.h"
#include "runtime/kernels/pointwise.h"

namespace yaten::kernels {

// The running CPU's version of an exported row function.
#define YATEN_DISPATCHED(name) (&HWY_DYNAMIC_DISPATCH(name))
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_add_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_sub_##E);
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_mul_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_div_##E);
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_pow_##E);
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_maximum_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_minimum_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_atan2_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_hypot_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_remainder_##E);
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_fmod_##E);
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_lerp_Scalar_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_addcmul_##E);
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_addcdiv_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_threshold_backward_##E);
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_logical_and_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_logical_or_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_bitwise_and_##E);
YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_bitwise_or_##E);
YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_bitwise_xor_##E);
YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_bitwise_left_shift_##E);
YATEN_TYPES_INTEGRAL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_bitwise_right_shift_##E);
YATEN_TYPES_INTEGRAL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_floor_divide_##E);
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_logical_xor_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT

void check_add(const Tensor& self, const Tensor& other, const Scalar& alpha);
void check_sub(const Tensor& self, const Tensor& other, const Scalar& alpha);
void check_pow(const Tensor& self, const Tensor& exponent);
void check_remainder(const Tensor& self, const Tensor& other);
void check_fmod(const Tensor& self, const Tensor& other);
void check_lerp_Scalar(const Tensor& self, const Tensor& end, const Scalar& weight);
void check_addcdiv(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value);
void check_floor_divide(const Tensor& self, const Tensor& other);

simd::RowFn row_add(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_add_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_sub(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_sub_##E);
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_mul(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_mul_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_div(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_div_##E);
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_pow(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_pow_##E);
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_maximum(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_maximum_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_minimum(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_minimum_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_atan2(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_atan2_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_hypot(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_hypot_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_remainder(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_remainder_##E);
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_fmod(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_fmod_##E);
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_lerp_Scalar(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_lerp_Scalar_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_addcmul(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_addcmul_##E);
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_addcdiv(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_addcdiv_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_threshold_backward(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_threshold_backward_##E);
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_logical_and(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_logical_and_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_logical_or(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_logical_or_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_bitwise_and(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_bitwise_and_##E);
    YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_bitwise_or(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_bitwise_or_##E);
    YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_bitwise_xor(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_bitwise_xor_##E);
    YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_bitwise_left_shift(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_bitwise_left_shift_##E);
    YATEN_TYPES_INTEGRAL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_bitwise_right_shift(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_bitwise_right_shift_##E);
    YATEN_TYPES_INTEGRAL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_floor_divide(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_floor_divide_##E);
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_logical_xor(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_logical_xor_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}


Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha, const Tensor& into) {
  check_add(self, other, alpha);
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(alpha.to<T>()), compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_add_##E), numbers, into, "add"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("add", "add_cpu", compute);
}

Tensor sub(const Tensor& self, const Tensor& other, const Scalar& alpha, const Tensor& into) {
  check_sub(self, other, alpha);
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(alpha.to<T>()), compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_sub_##E), numbers, into, "sub"); \
    }
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("sub", "sub_cpu", compute);
}

Tensor mul(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_mul_##E), numbers, into, "mul"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("mul", "mul_cpu", compute);
}

Tensor div(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_div_##E), numbers, into, "div"); \
    }
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("div", "div_cpu", compute);
}

Tensor pow(const Tensor& self, const Tensor& exponent, const Tensor& into) {
  check_pow(self, exponent);
  const ScalarType compute = pointwise_compute_dtype({ &self, &exponent }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, exponent, compute, compute, YATEN_DISPATCHED(row_pow_##E), numbers, into, "pow"); \
    }
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("pow", "pow", compute);
}

Tensor maximum(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_maximum_##E), numbers, into, "maximum"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("maximum", "maximum_cpu", compute);
}

Tensor minimum(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_minimum_##E), numbers, into, "minimum"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("minimum", "minimum_cpu", compute);
}

Tensor atan2(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_atan2_##E), numbers, into, "atan2"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("atan2", "atan2_cpu", compute);
}

Tensor hypot(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_hypot_##E), numbers, into, "hypot"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("hypot", "hypot_cpu", compute);
}

Tensor remainder(const Tensor& self, const Tensor& other, const Tensor& into) {
  check_remainder(self, other);
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_remainder_##E), numbers, into, "remainder"); \
    }
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("remainder", "remainder_cpu", compute);
}

Tensor fmod(const Tensor& self, const Tensor& other, const Tensor& into) {
  check_fmod(self, other);
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_fmod_##E), numbers, into, "fmod"); \
    }
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("fmod", "fmod_cpu", compute);
}

Tensor lerp_Scalar(const Tensor& self, const Tensor& end, const Scalar& weight, const Tensor& into) {
  check_lerp_Scalar(self, end, weight);
  const ScalarType compute = pointwise_compute_dtype({ &self, &end }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(weight.to<compute_t<T>>()), compute_t<T>() }; \
      return pointwise_binary(self, end, compute, compute, YATEN_DISPATCHED(row_lerp_Scalar_##E), numbers, into, "lerp"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("lerp", "lerp_kernel_scalar", compute);
}

Tensor addcmul(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &tensor1, &tensor2 }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(value.to<compute_t<T>>()), compute_t<T>() }; \
      return pointwise_ternary(self, tensor1, tensor2, compute, compute, YATEN_DISPATCHED(row_addcmul_##E), numbers, into, "addcmul"); \
    }
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("addcmul", "addcmul_cpu_out", compute);
}

Tensor addcdiv(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value, const Tensor& into) {
  check_addcdiv(self, tensor1, tensor2, value);
  const ScalarType compute = pointwise_compute_dtype({ &self, &tensor1, &tensor2 }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(value.to<compute_t<T>>()), compute_t<T>() }; \
      return pointwise_ternary(self, tensor1, tensor2, compute, compute, YATEN_DISPATCHED(row_addcdiv_##E), numbers, into, "addcdiv"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("addcdiv", "addcdiv_cpu_out", compute);
}

Tensor threshold_backward(const Tensor& grad_output, const Tensor& self, const Scalar& threshold) {
  const ScalarType compute = pointwise_compute_dtype({ &grad_output, &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { static_cast<compute_t<T>>(threshold.to<T>()), compute_t<T>() }; \
      return pointwise_binary(grad_output, self, compute, compute, YATEN_DISPATCHED(row_threshold_backward_##E), numbers, Tensor(), "threshold_backward"); \
    }
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("threshold_backward", "threshold_cpu", compute);
}

Tensor logical_and(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, ScalarType::Bool, YATEN_DISPATCHED(row_logical_and_##E), numbers, into, "logical_and"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("logical_and", "logical_and_cpu", compute);
}

Tensor logical_or(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, ScalarType::Bool, YATEN_DISPATCHED(row_logical_or_##E), numbers, into, "logical_or"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("logical_or", "logical_or_cpu", compute);
}

Tensor bitwise_and(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_bitwise_and_##E), numbers, into, "bitwise_and"); \
    }
    YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("bitwise_and", "bitwise_and_cpu", compute);
}

Tensor bitwise_or(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_bitwise_or_##E), numbers, into, "bitwise_or"); \
    }
    YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("bitwise_or", "bitwise_or_cpu", compute);
}

Tensor bitwise_xor(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_bitwise_xor_##E), numbers, into, "bitwise_xor"); \
    }
    YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("bitwise_xor", "bitwise_xor_cpu", compute);
}

Tensor bitwise_left_shift(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_bitwise_left_shift_##E), numbers, into, "bitwise_left_shift"); \
    }
    YATEN_TYPES_INTEGRAL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("bitwise_left_shift", "lshift_cpu", compute);
}

Tensor bitwise_right_shift(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_bitwise_right_shift_##E), numbers, into, "bitwise_right_shift"); \
    }
    YATEN_TYPES_INTEGRAL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("bitwise_right_shift", "rshift_cpu", compute);
}

Tensor floor_divide(const Tensor& self, const Tensor& other, const Tensor& into) {
  check_floor_divide(self, other);
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, compute, YATEN_DISPATCHED(row_floor_divide_##E), numbers, into, "floor_divide"); \
    }
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("floor_divide", "div_floor_cpu", compute);
}

Tensor logical_xor(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, ScalarType::Bool, YATEN_DISPATCHED(row_logical_xor_##E), numbers, into, "logical_xor"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("logical_xor", "logical_xor_cpu", compute);
}

}  // namespace yaten::kernels
#endif  // HWY_ONCE
