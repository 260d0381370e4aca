// @generated from ops.yaml by codegen (template: pointwise_family.cpp.j2). Do not edit.
// The kernels of the 'compare' family's pointwise ops: each applies the
// functor ops.yaml names (runtime/kernels/compare/functors-inl.h) through
// row functions compiled once per CPU target (Highway's foreach_target), and
// checks dtypes as its `pointwise:` policy says.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "generated/runtime/pointwise_compare.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "hwy/highway.h"
#include "runtime/kernels/compare/functors-inl.h"
#include "runtime/simd/rows-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::HWY_NAMESPACE {
namespace rows = yaten::simd::HWY_NAMESPACE;

#define YATEN_ROW(E, T, ...) \
  void row_eq_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Eq<compute_t<T>>, 0, bool, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_ne_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Ne<compute_t<T>>, 0, bool, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_lt_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Lt<compute_t<T>>, 0, bool, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_le_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Le<compute_t<T>>, 0, bool, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_gt_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Gt<compute_t<T>>, 0, bool, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

#define YATEN_ROW(E, T, ...) \
  void row_ge_##E(char* const* p, int64_t n, const int64_t* s, const void* x) { \
    rows::binary_row<Ge<compute_t<T>>, 0, bool, T>(p, n, s, x); \
  }
YATEN_TYPES_ALL(YATEN_ROW)
#undef YATEN_ROW

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "generated/runtime/kernels/eq.h"
#include "generated/runtime/kernels/ge.h"
#include "generated/runtime/kernels/gt.h"
#include "generated/runtime/kernels/le.h"
#include "generated/runtime/kernels/lt.h"
#include "generated/runtime/kernels/ne.h"
#include "generated/runtime/pointwise_rows_compare.h"
#include "runtime/kernels/pointwise.h"

namespace yaten::kernels {

// The running CPU's version of an exported row function.
#define YATEN_DISPATCHED(name) (&HWY_DYNAMIC_DISPATCH(name))
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_eq_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_ne_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_lt_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_le_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_gt_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT
#define YATEN_EXPORT(E, T, ...) HWY_EXPORT(row_ge_##E);
YATEN_TYPES_ALL(YATEN_EXPORT)
#undef YATEN_EXPORT


simd::RowFn row_eq(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_eq_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_ne(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_ne_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_lt(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_lt_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_le(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_le_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_gt(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_gt_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}

simd::RowFn row_ge(ScalarType compute) {
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: return YATEN_DISPATCHED(row_ge_##E);
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default: return nullptr;
  }
}


Tensor eq(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, ScalarType::Bool, YATEN_DISPATCHED(row_eq_##E), numbers, into, "eq"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("eq", "eq_cpu", compute);
}

Tensor ne(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, ScalarType::Bool, YATEN_DISPATCHED(row_ne_##E), numbers, into, "ne"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("ne", "ne_cpu", compute);
}

Tensor lt(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, ScalarType::Bool, YATEN_DISPATCHED(row_lt_##E), numbers, into, "lt"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("lt", "lt_cpu", compute);
}

Tensor le(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, ScalarType::Bool, YATEN_DISPATCHED(row_le_##E), numbers, into, "le"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("le", "le_cpu", compute);
}

Tensor gt(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, ScalarType::Bool, YATEN_DISPATCHED(row_gt_##E), numbers, into, "gt"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("gt", "gt_cpu", compute);
}

Tensor ge(const Tensor& self, const Tensor& other, const Tensor& into) {
  const ScalarType compute = pointwise_compute_dtype({ &self, &other }, Promote::None);
  switch (compute) {
#define YATEN_CASE(E, T, ...) \
    case ScalarType::E: { \
      [[maybe_unused]] const compute_t<T> numbers[] = { compute_t<T>() }; \
      return pointwise_binary(self, other, compute, ScalarType::Bool, YATEN_DISPATCHED(row_ge_##E), numbers, into, "ge"); \
    }
    YATEN_TYPES_ALL(YATEN_CASE)
#undef YATEN_CASE
    default:
      break;
  }
  refuse_dtype("ge", "ge_cpu", compute);
}

}  // namespace yaten::kernels
#endif  // HWY_ONCE
