// A bfloat16 matrix product on AVX512-BF16 (vdpbf16ps: two bfloat16
// products summed into a float32 lane per instruction): what PyTorch's
// oneDNN does for bfloat16 matmul, twice the float32 rate, with no
// conversion pass. OpenBLAS (Debian's 0.3.21) is built without its sbgemm.
#pragma once

#include <cstdint>

namespace yaten::kernels::bfloat16_gemm {

// True when this CPU (and the OS) run AVX512-BF16; otherwise callers take
// the float32 path.
bool available();

// c = alpha * a @ b + beta * c in float32, a m x k and b k x n in bfloat16
// bits, element (i, p) of a at a[i * a_row + p * a_col] (any strides, so a
// transposed operand is read in place), c m x n with row stride ldc.
// beta == 0 does not read c. Requires available() and m, n, k > 0.
void gemm(int64_t m, int64_t n, int64_t k, float alpha, const uint16_t* a, int64_t a_row, int64_t a_col,
          const uint16_t* b, int64_t b_row, int64_t b_col, float beta, float* c, int64_t ldc);

}  // namespace yaten::kernels::bfloat16_gemm
