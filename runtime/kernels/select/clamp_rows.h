// clamp's row, compiled per CPU target in clamp_rows.cpp: out = min(max(x,
// lo), hi) by comparisons (NaN x stays NaN; lo > hi gives hi), with the
// numbers {lo, hi} in the dtype (a missing bound as the dtype's extreme).
#pragma once

#include "runtime/dtype.h"
#include "runtime/simd/row.h"

namespace yaten::kernels {

// The running CPU's clamp row for a numeric dtype (nullptr for bool).
simd::RowFn clamp_row(ScalarType dtype);

}  // namespace yaten::kernels
