// The classic blocked product: both operands packed into panels (a in
// strips of kRows rows, b in strips of kCols columns) of k-pairs, the form
// vdpbf16ps reads, one k block at a time; a register tile of kRows x kCols
// float32 sums per strip pair. Packing reads any strides, so transposed
// operands (the backward of mm, linear's weight) cost no copy of their own.
#include "runtime/kernels/bfloat16_gemm.h"

#include <immintrin.h>

#include <algorithm>
#include <cstring>
#include <memory>

#include "runtime/parallel.h"

namespace yaten::kernels::bfloat16_gemm {

namespace {

constexpr int kRows = 12;   // a register tile: 12 rows x 2 vectors of 16 floats (24 of the 32 zmm)
constexpr int kCols = 32;
constexpr int64_t kBlockPairs = 128;  // k elements per block / 2: a packed strip of b stays in L1
// Multiply-adds a parallel chunk should hold at least (a few microseconds).
constexpr int64_t kChunkWork = int64_t{1} << 18;

// Word q * lines + r of dst is the pair (element(r, p0 + 2q), element(r, p0 + 2q + 1)),
// low half first, zero past `avail` lines or past k: the strips' padding.
void pack_strip(const uint16_t* src, int64_t line_stride, int64_t k_stride, int64_t avail, int lines, int64_t p0,
                int64_t pairs, int64_t k, uint32_t* dst) {
  std::memset(dst, 0, sizeof(uint32_t) * lines * pairs);
  const int64_t full_pairs = std::min(pairs, (k - p0) / 2);  // pairs with both halves inside k
  const bool odd_tail = full_pairs < pairs && p0 + 2 * full_pairs < k;
  if (k_stride == 1) {  // each line's pairs are contiguous words
    for (int64_t r = 0; r < avail; ++r) {
      const uint16_t* line = src + r * line_stride + p0;
      for (int64_t q = 0; q < full_pairs; ++q) std::memcpy(&dst[q * lines + r], line + 2 * q, sizeof(uint32_t));
      if (odd_tail) dst[full_pairs * lines + r] = line[2 * full_pairs];
    }
    return;
  }
  for (int64_t q = 0; q < full_pairs + (odd_tail ? 1 : 0); ++q) {
    const uint16_t* even = src + (p0 + 2 * q) * k_stride;
    const uint16_t* odd = even + k_stride;
    uint32_t* out = dst + q * lines;
    const bool has_odd = q < full_pairs;
    if (line_stride == 1 && has_odd) {
      for (int64_t r = 0; r < avail; ++r) out[r] = even[r] | (uint32_t{odd[r]} << 16);
    } else {
      for (int64_t r = 0; r < avail; ++r)
        out[r] = even[r * line_stride] | (has_odd ? uint32_t{odd[r * line_stride]} << 16 : 0u);
    }
  }
}

#define YATEN_BF16_TARGET __attribute__((target("avx512f,avx512bw,avx512dq,avx512vl,avx512bf16")))

// c[0:rows, 0:cols] = alpha * (packed a strip @ packed b strip) + beta * c (beta == 0: c unread).
YATEN_BF16_TARGET void tile(int64_t pairs, const uint32_t* pa, const uint32_t* pb, float* c, int64_t ldc, int rows,
                            int cols, float alpha, float beta) {
  __m512 acc[kRows][2];
#pragma GCC unroll 12
  for (int r = 0; r < kRows; ++r) acc[r][0] = acc[r][1] = _mm512_setzero_ps();
  for (int64_t q = 0; q < pairs; ++q) {
    const __m512bh b0 = (__m512bh)_mm512_loadu_si512(pb + q * kCols);
    const __m512bh b1 = (__m512bh)_mm512_loadu_si512(pb + q * kCols + 16);
#pragma GCC unroll 12
    for (int r = 0; r < kRows; ++r) {
      const __m512bh av = (__m512bh)_mm512_set1_epi32(static_cast<int>(pa[q * kRows + r]));
      acc[r][0] = _mm512_dpbf16_ps(acc[r][0], b0, av);
      acc[r][1] = _mm512_dpbf16_ps(acc[r][1], b1, av);
    }
  }
  const __mmask16 m0 = cols >= 16 ? 0xffff : static_cast<__mmask16>((1u << cols) - 1u);
  const __mmask16 m1 = cols >= 32 ? 0xffff : cols <= 16 ? 0 : static_cast<__mmask16>((1u << (cols - 16)) - 1u);
  const __m512 va = _mm512_set1_ps(alpha), vb = _mm512_set1_ps(beta);
#pragma GCC unroll 12
  for (int r = 0; r < kRows; ++r) {
    if (r >= rows) break;
    float* row = c + r * ldc;
    __m512 v0 = _mm512_mul_ps(va, acc[r][0]), v1 = _mm512_mul_ps(va, acc[r][1]);
    if (beta != 0.0f) {
      v0 = _mm512_fmadd_ps(vb, _mm512_maskz_loadu_ps(m0, row), v0);
      v1 = _mm512_fmadd_ps(vb, _mm512_maskz_loadu_ps(m1, row + 16), v1);
    }
    _mm512_mask_storeu_ps(row, m0, v0);
    _mm512_mask_storeu_ps(row + 16, m1, v1);
  }
}

}  // namespace

bool available() {
  static const bool has = __builtin_cpu_supports("avx512bf16") && __builtin_cpu_supports("avx512bw") &&
                          __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
  return has;
}

void gemm(int64_t m, int64_t n, int64_t k, float alpha, const uint16_t* a, int64_t a_row, int64_t a_col,
          const uint16_t* b, int64_t b_row, int64_t b_col, float beta, float* c, int64_t ldc) {
  const int64_t row_strips = (m + kRows - 1) / kRows, col_strips = (n + kCols - 1) / kCols;
  const int64_t k_pairs = (k + 1) / 2, k_blocks = (k_pairs + kBlockPairs - 1) / kBlockPairs;
  const int64_t a_strip = kRows * kBlockPairs;
  // a packed once, every strip of every k block (strip s of block kb at (kb * row_strips + s) * a_strip).
  std::unique_ptr<uint32_t[]> packed_a(new uint32_t[k_blocks * row_strips * a_strip]);
  parallel_for(0, k_blocks * row_strips, std::max<int64_t>(1, kChunkWork / (kRows * kBlockPairs * 8)),
               [&](int64_t lo, int64_t hi) {
                 for (int64_t t = lo; t < hi; ++t) {
                   const int64_t kb = t / row_strips, s = t % row_strips, i0 = s * kRows;
                   const int64_t pairs = std::min(kBlockPairs, k_pairs - kb * kBlockPairs);
                   pack_strip(a + i0 * a_row, a_row, a_col, std::min<int64_t>(kRows, m - i0), kRows,
                              2 * kb * kBlockPairs, pairs, k, packed_a.get() + t * a_strip);
                 }
               });
  // Then one parallel loop (each wake-up of the pool costs, most on a busy
  // machine): a task is a column strip over a run of row strips; it packs
  // its strip of b, one k block at a time, and keeps it in L1 for its tiles.
  // Row strips split into runs only when column strips are too few to share
  // out (each run packs the b strip again).
  const int64_t wanted_runs = (2 * int64_t{num_threads()} + col_strips - 1) / col_strips;
  const int64_t runs = std::min(row_strips, wanted_runs);
  const int64_t strips_per_task = (row_strips + runs - 1) / runs;
  const int64_t row_runs = (row_strips + strips_per_task - 1) / strips_per_task;
  const int64_t task_work = kRows * strips_per_task * kCols * k;
  parallel_for(0, col_strips * row_runs, std::max<int64_t>(1, kChunkWork / task_work), [&](int64_t lo, int64_t hi) {
    std::unique_ptr<uint32_t[]> packed_b(new uint32_t[kCols * kBlockPairs]);
    for (int64_t t = lo; t < hi; ++t) {
      const int64_t js = t / row_runs, run = t % row_runs, j0 = js * kCols;
      const int64_t s0 = run * strips_per_task, s1 = std::min(row_strips, s0 + strips_per_task);
      const int cols = static_cast<int>(std::min<int64_t>(kCols, n - j0));
      for (int64_t kb = 0; kb < k_blocks; ++kb) {
        const int64_t pairs = std::min(kBlockPairs, k_pairs - kb * kBlockPairs);
        pack_strip(b + j0 * b_col, b_col, b_row, cols, kCols, 2 * kb * kBlockPairs, pairs, k, packed_b.get());
        const float block_beta = kb == 0 ? beta : 1.0f;  // later k blocks add to what the first wrote
        for (int64_t s = s0; s < s1; ++s) {
          const int64_t i0 = s * kRows;
          tile(pairs, packed_a.get() + (kb * row_strips + s) * a_strip, packed_b.get(), c + i0 * ldc + j0, ldc,
               static_cast<int>(std::min<int64_t>(kRows, m - i0)), cols, alpha, block_beta);
        }
      }
    }
  });
}

}  // namespace yaten::kernels::bfloat16_gemm
