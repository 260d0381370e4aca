// where's and clamp's rows, compiled per CPU target in where_clamp_rows.cpp.
// where: operands (out, condition (bool), self, other), out = c ? self :
// other, selected without a branch (a branch on a random mask mispredicts
// every other element). clamp: out = min(max(x, lo), hi) by comparisons (NaN
// x stays NaN; lo > hi gives hi), with the numbers {lo, hi} in the dtype (a
// missing bound as the dtype's extreme).
#pragma once

#include "runtime/dtype.h"
#include "runtime/simd/row.h"

namespace yaten::kernels {

// The running CPU's where row for any dtype.
simd::RowFn where_row(ScalarType dtype);
// The running CPU's clamp row for a numeric dtype (nullptr for bool).
simd::RowFn clamp_row(ScalarType dtype);

}  // namespace yaten::kernels
