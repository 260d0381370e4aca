// @generated from ops.yaml by codegen (template: pointwise_family.cpp.j2). Do not edit.
// The kernels of the 'unary' family's pointwise ops: each applies the
// functor ops.yaml names (runtime/kernels/unary/functors-inl.h) through
// row functions compiled once per CPU target (Highway's foreach_target), and
// checks dtypes as its `pointwise:` policy says.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "generated/runtime/pointwise_unary.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "hwy/highway.h"
#include "runtime/kernels/unary/functors-inl.h"
#include "runtime/simd/rows-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::HWY_NAMESPACE {
namespace rows = yaten::simd::HWY_NAMESPACE;

#define YATEN_ROW(E, T, ...) \
  void row_neg_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Neg<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_abs_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Abs<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_exp_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Exp<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_log_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Log<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_log2_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Log2<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_log10_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Log10<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_log1p_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Log1p<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_expm1_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Expm1<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_sqrt_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Sqrt<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_rsqrt_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Rsqrt<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_square_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Square<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_reciprocal_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Reciprocal<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_sin_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Sin<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_cos_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Cos<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_tan_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Tan<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_asin_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Asin<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_acos_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Acos<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_atan_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Atan<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_asinh_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Asinh<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_acosh_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Acosh<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_atanh_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Atanh<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_sinh_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Sinh<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_cosh_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Cosh<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_tanh_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Tanh<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_sigmoid_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Sigmoid<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_relu_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Relu<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_erf_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Erf<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_floor_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Floor<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_ceil_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Ceil<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_round_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Round<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_trunc_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Trunc<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_sign_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Sign<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_sgn_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<Sign<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_logical_not_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<LogicalNot<compute_t<T>>, 0, bool, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_bitwise_not_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::unary_row<BitwiseNot<compute_t<T>>, 0, T, T>(p, n, s, x); \
  }
YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_ROW)
#undef YATEN_ROW

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "generated/runtime/kernels/abs.h"
#include "generated/runtime/kernels/acos.h"
#include "generated/runtime/kernels/acosh.h"
#include "generated/runtime/kernels/asin.h"
#include "generated/runtime/kernels/asinh.h"
#include "generated/runtime/kernels/atan.h"
#include "generated/runtime/kernels/atanh.h"
#include "generated/runtime/kernels/bitwise_not.h"
#include "generated/runtime/kernels/ceil.h"
#include "generated/runtime/kernels/cos.h"
#include "generated/runtime/kernels/cosh.h"
#include "generated/runtime/kernels/erf.h"
#include "generated/runtime/kernels/exp.h"
#include "generated/runtime/kernels/expm1.h"
#include "generated/runtime/kernels/floor.h"
#include "generated/runtime/kernels/log.h"
#include "generated/runtime/kernels/log10.h"
#include "generated/runtime/kernels/log1p.h"
#include "generated/runtime/kernels/log2.h"
#include "generated/runtime/kernels/logical_not.h"
#include "generated/runtime/kernels/neg.h"
#include "generated/runtime/kernels/reciprocal.h"
#include "generated/runtime/kernels/relu.h"
#include "generated/runtime/kernels/round.h"
#include "generated/runtime/kernels/rsqrt.h"
#include "generated/runtime/kernels/sgn.h"
#include "generated/runtime/kernels/sigmoid.h"
#include "generated/runtime/kernels/sign.h"
#include "generated/runtime/kernels/sin.h"
#include "generated/runtime/kernels/sinh.h"
#include "generated/runtime/kernels/sqrt.h"
#include "generated/runtime/kernels/square.h"
#include "generated/runtime/kernels/tan.h"
#include "generated/runtime/kernels/tanh.h"
#include "generated/runtime/kernels/trunc.h"
#include "generated/runtime/pointwise_rows_unary.h"
#include "runtime/kernels/pointwise.h"

namespace yaten::kernels {

// The running CPU's version of an exported row function.
#define YATEN_DISPATCHED(name) (&HWY_DYNAMIC_DISPATCH(name))
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_neg_##E);
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_abs_##E);
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_exp_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_log_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_log2_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_log10_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_log1p_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_expm1_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_sqrt_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_rsqrt_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_square_##E);
YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_reciprocal_##E);
YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_sin_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_cos_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_tan_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_asin_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_acos_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_atan_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_asinh_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_acosh_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_atanh_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_sinh_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_cosh_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_tanh_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_sigmoid_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_relu_##E);
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_erf_##E);
YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_floor_##E);
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_ceil_##E);
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_round_##E);
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_trunc_##E);
YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_sign_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_sgn_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_logical_not_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_bitwise_not_##E);
YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_EXPORT)
#undef YATEN_EXPORT

void check_neg(const Tensor& self);
void check_relu(const Tensor& self);

simd::RowFn row_neg(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_neg_##E);
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_abs(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_abs_##E);
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_exp(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_exp_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_log(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_log_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_log2(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_log2_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_log10(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_log10_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_log1p(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_log1p_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_expm1(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_expm1_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_sqrt(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_sqrt_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_rsqrt(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_rsqrt_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_square(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_square_##E);
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_reciprocal(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_reciprocal_##E);
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_sin(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_sin_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_cos(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_cos_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_tan(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_tan_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_asin(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_asin_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_acos(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_acos_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_atan(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_atan_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_asinh(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_asinh_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_acosh(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_acosh_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_atanh(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_atanh_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_sinh(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_sinh_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_cosh(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_cosh_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_tanh(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_tanh_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_sigmoid(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_sigmoid_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_relu(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_relu_##E);
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_erf(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_erf_##E);
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_floor(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_floor_##E);
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_ceil(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_ceil_##E);
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_round(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_round_##E);
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_trunc(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_trunc_##E);
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_sign(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_sign_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_sgn(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_sgn_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_logical_not(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_logical_not_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_bitwise_not(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_bitwise_not_##E);
    YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}


Tensor neg(const Tensor& self, const Tensor& into) {
  check_neg(self);
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_neg_##E), numbers, into, "neg"); \
    }
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("neg", "neg_cpu", compute);
}

Tensor abs(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_abs_##E), numbers, into, "abs"); \
    }
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("abs", "abs_cpu", compute);
}

Tensor exp(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_exp_##E), numbers, into, "exp"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("exp", "exp_cpu", compute);
}

Tensor log(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_log_##E), numbers, into, "log"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("log", "log_cpu", compute);
}

Tensor log2(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_log2_##E), numbers, into, "log2"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("log2", "log2_cpu", compute);
}

Tensor log10(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_log10_##E), numbers, into, "log10"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("log10", "log10_cpu", compute);
}

Tensor log1p(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_log1p_##E), numbers, into, "log1p"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("log1p", "log1p_cpu", compute);
}

Tensor expm1(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_expm1_##E), numbers, into, "expm1"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("expm1", "expm1_cpu", compute);
}

Tensor sqrt(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_sqrt_##E), numbers, into, "sqrt"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("sqrt", "sqrt_cpu", compute);
}

Tensor rsqrt(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_rsqrt_##E), numbers, into, "rsqrt"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("rsqrt", "rsqrt_cpu", compute);
}

Tensor square(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::BoolToInt64);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_square_##E), numbers, into, "square"); \
    }
    YATEN_TYPES_NUMERIC_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("square", "square_cpu", compute);
}

Tensor reciprocal(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_reciprocal_##E), numbers, into, "reciprocal"); \
    }
    YATEN_TYPES_FLOATING_AND_REDUCED(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("reciprocal", "reciprocal_cpu", compute);
}

Tensor sin(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_sin_##E), numbers, into, "sin"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("sin", "sin_cpu", compute);
}

Tensor cos(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_cos_##E), numbers, into, "cos"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("cos", "cos_cpu", compute);
}

Tensor tan(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_tan_##E), numbers, into, "tan"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("tan", "tan_cpu", compute);
}

Tensor asin(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_asin_##E), numbers, into, "asin"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("asin", "asin_cpu", compute);
}

Tensor acos(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_acos_##E), numbers, into, "acos"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("acos", "acos_cpu", compute);
}

Tensor atan(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_atan_##E), numbers, into, "atan"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("atan", "atan_cpu", compute);
}

Tensor asinh(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_asinh_##E), numbers, into, "asinh"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("asinh", "asinh_cpu", compute);
}

Tensor acosh(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_acosh_##E), numbers, into, "acosh"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("acosh", "acosh_cpu", compute);
}

Tensor atanh(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_atanh_##E), numbers, into, "atanh"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("atanh", "atanh_cpu", compute);
}

Tensor sinh(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_sinh_##E), numbers, into, "sinh"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("sinh", "sinh_cpu", compute);
}

Tensor cosh(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_cosh_##E), numbers, into, "cosh"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("cosh", "cosh_cpu", compute);
}

Tensor tanh(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_tanh_##E), numbers, into, "tanh"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("tanh", "tanh_cpu", compute);
}

Tensor sigmoid(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_sigmoid_##E), numbers, into, "sigmoid"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("sigmoid", "sigmoid_cpu", compute);
}

Tensor relu(const Tensor& self, const Tensor& into) {
  check_relu(self);
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_relu_##E), numbers, into, "relu"); \
    }
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("relu", "relu_cpu", compute);
}

Tensor erf(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::IntegersToFloat);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_erf_##E), numbers, into, "erf"); \
    }
    YATEN_TYPES_FLOATING_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("erf", "erf_cpu", compute);
}

Tensor floor(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_floor_##E), numbers, into, "floor"); \
    }
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("floor", "floor_vml_cpu", compute);
}

Tensor ceil(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_ceil_##E), numbers, into, "ceil"); \
    }
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("ceil", "ceil_vml_cpu", compute);
}

Tensor round(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_round_##E), numbers, into, "round"); \
    }
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("round", "round_vml_cpu", compute);
}

Tensor trunc(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_trunc_##E), numbers, into, "trunc"); \
    }
    YATEN_TYPES_NUMERIC_AND_BFLOAT16(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("trunc", "trunc_vml_cpu", compute);
}

Tensor sign(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_sign_##E), numbers, into, "sign"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("sign", "sign_cpu", compute);
}

Tensor sgn(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_sgn_##E), numbers, into, "sgn"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("sgn", "sgn_cpu", compute);
}

Tensor logical_not(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, ScalarType::Bool, YATEN_DISPATCHED(row_logical_not_##E), numbers, into, "logical_not"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("logical_not", "logical_not_cpu", compute);
}

Tensor bitwise_not(const Tensor& self, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_unary(self, compute, compute, YATEN_DISPATCHED(row_bitwise_not_##E), numbers, into, "bitwise_not"); \
    }
    YATEN_TYPES_INTEGRAL_AND_BOOL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("bitwise_not", "bitwise_not_cpu", compute);
}

}  // namespace yaten::kernels
#endif  // HWY_ONCE
