// The row function every pointwise kernel is compiled into, once per CPU
// target (SSSE3, SSE4, AVX2, AVX-512), and how a caller picks the running
// CPU's: the loops over a tensor (loops.h) call it for each innermost run.
#pragma once

#include <cstdint>

namespace yaten::simd {

// out[i] = f(in0[i], in1[i], ...) for i in [0, n): ptrs[0] is the output,
// ptrs[1...] the inputs, strides (in elements) alike; `numbers` points to the
// op's Scalar arguments, converted to the compute type.
using RowFn = void (*)(char* const* ptrs, int64_t n, const int64_t* strides, const void* numbers);

}  // namespace yaten::simd
