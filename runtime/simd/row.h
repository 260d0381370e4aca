// The row function every pointwise kernel is compiled into, once per CPU
// target (SSSE3, SSE4, AVX2, AVX-512), and how a caller picks the running
// CPU's: the loops over a tensor (loops.h) call it for each innermost run.
#pragma once

#include <cstdint>

#include "runtime/dtype.h"

namespace yaten::simd {

// out[i] = f(in0[i], in1[i], ...) for i in [0, n): ptrs[0] is the output,
// ptrs[1...] the inputs, strides (in elements) alike; `numbers` points to the
// op's Scalar arguments, converted to the compute type.
using RowFn = void (*)(char* const* ptrs, int64_t n, const int64_t* strides, const void* numbers);

}  // namespace yaten::simd

// A family's table of floating rows (an activation's, a math function's),
// from its X-macro list of (functor, inputs, numbers): declares enum class
// Row with a name per functor and row(Row, ScalarType), the running CPU's
// row for a floating dtype (nullptr for another). rows-inl.h defines it.
#define YATEN_ROW_TABLE_ENUM(Name, inputs, numbers) Name,
#define YATEN_DECLARE_ROW_TABLE(LIST)  \
  enum class Row { LIST(YATEN_ROW_TABLE_ENUM) }; \
  simd::RowFn row(Row which, ScalarType dtype);
