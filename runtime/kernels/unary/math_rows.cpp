// math_rows.h: each is the op's generated row function for the dtype.
#include "runtime/kernels/unary/math_rows.h"

#include "generated/runtime/pointwise_rows_unary.h"

namespace yaten::kernels {

namespace {

template <typename T>
void apply(simd::RowFn row, const T* in, T* out, int64_t n) {
  char* ptrs[] = {reinterpret_cast<char*>(out), reinterpret_cast<char*>(const_cast<T*>(in))};
  const int64_t strides[] = {1, 1};
  row(ptrs, n, strides, nullptr);
}

}  // namespace

#define YATEN_MATH_ROW(name)                                                                       \
  void name##_row(const float* in, float* out, int64_t n) {                                        \
    apply(row_##name(ScalarType::Float32), in, out, n);                                            \
  }                                                                                                \
  void name##_row(const double* in, double* out, int64_t n) {                                      \
    apply(row_##name(ScalarType::Float64), in, out, n);                                            \
  }

YATEN_MATH_ROW(exp)
YATEN_MATH_ROW(log)
YATEN_MATH_ROW(tanh)
YATEN_MATH_ROW(erf)
YATEN_MATH_ROW(sigmoid)
#undef YATEN_MATH_ROW

}  // namespace yaten::kernels
