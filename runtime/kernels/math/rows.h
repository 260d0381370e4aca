// The math family's row functions, compiled once per CPU target in
// rows.cpp: for a floating dtype, the running CPU's row of a function, to
// hand to pointwise_unary (x) or pointwise_binary (a, b).
#pragma once

#include "runtime/simd/row.h"

namespace yaten::kernels::math {

// (functor, inputs, numbers): each functor of rows.cpp once.
#define YATEN_MATH_ROWS(X) \
  X(Exp2, 1, 0)            \
  X(Erfc, 1, 0)            \
  X(LogAddExp, 2, 0)       \
  X(LogAddExp2, 2, 0)

YATEN_DECLARE_ROW_TABLE(YATEN_MATH_ROWS)

}  // namespace yaten::kernels::math
