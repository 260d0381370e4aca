// group_norm's blocks, compiled per CPU target in group_norm_blocks.cpp: a
// block is one (sample, group) slice of a contiguous (N, C, *) input, its
// C / G channels of hw elements each one after another, small enough to stay
// in L1 while it is worked. w and b may be nullptr (no affine).
#pragma once

#include <cstdint>

namespace yaten::kernels::normalization {

// The shape of the blocks: `groups` per sample, `per_group` channels of `hw`
// elements each.
struct GroupBlocks {
  int64_t groups, per_group, hw;
};

// For the blocks [first, last) (block i at x + i * per_group * hw): mean[i]
// and rstd[i] = 1 / sqrt(biased variance + eps) (two passes over the block,
// the second over x - mean), then y = x * a[c] + b'[c] in one pass, with
// a[c] = rstd * w[c] and b'[c] = b[c] - mean * a[c] folded per channel.
void group_norm_blocks(const float* x, const float* w, const float* b, float* y, float* mean, float* rstd,
                       const GroupBlocks& s, int64_t first, int64_t last, double eps);
void group_norm_blocks(const double* x, const double* w, const double* b, double* y, double* mean, double* rstd,
                       const GroupBlocks& s, int64_t first, int64_t last, double eps);

// The gradients of the blocks [first, last) from their statistics, each
// output skipped when nullptr. One pass per block for the per-channel sums of
// g and g * (x - mean), one writing gx = rstd * w[c] * g + p * x + q (p, q
// per block from the weighted sums); acc_w[c] += rstd * sum(g * (x - mean))
// and acc_b[c] += sum(g) (indexed by channel, 0 <= c < groups * per_group).
// `scratch` holds 3 * per_group elements.
template <class T>
struct GroupNormGrads {
  T* gx;
  T* acc_w;
  T* acc_b;
};
void group_norm_backward_blocks(const float* g, const float* x, const float* mean, const float* rstd, const float* w,
                                const GroupNormGrads<float>& out, const GroupBlocks& s, int64_t first, int64_t last,
                                float* scratch);
void group_norm_backward_blocks(const double* g, const double* x, const double* mean, const double* rstd,
                                const double* w, const GroupNormGrads<double>& out, const GroupBlocks& s,
                                int64_t first, int64_t last, double* scratch);

}  // namespace yaten::kernels::normalization
