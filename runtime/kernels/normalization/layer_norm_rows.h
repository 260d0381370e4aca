// layer_norm's rows, compiled per CPU target in layer_norm_rows.cpp: each row
// of n elements is read once and worked in L1 in vector passes. w and b may
// be nullptr (no affine).
#pragma once

#include <cstdint>

namespace yaten::kernels::normalization {

// mean[r] and rstd[r] = 1 / sqrt(biased variance + eps) of each row (two
// passes, the second over x - mean), and y = (x - mean) * rstd * w + b unless
// y is nullptr.
void layer_norm_rows(const float* x, const float* w, const float* b, float* y, float* mean, float* rstd, int64_t rows,
                     int64_t n, double eps);
void layer_norm_rows(const double* x, const double* w, const double* b, double* y, double* mean, double* rstd,
                     int64_t rows, int64_t n, double eps);

// The gradients of `rows` rows from their statistics, each output skipped
// when nullptr: gx = rstd * (gw - mean(gw) - xhat * mean(gw * xhat)) with
// gw = g * w (g without w); acc_w[k] += g * xhat and acc_b[k] += g summed over
// the rows. One sweep for the two row sums, one for everything written.
template <class T>
struct LayerNormGrads {
  T* gx;
  T* acc_w;
  T* acc_b;
};
void layer_norm_backward_rows(const float* g, const float* x, const float* mean, const float* rstd, const float* w,
                              const LayerNormGrads<float>& out, int64_t rows, int64_t n);
void layer_norm_backward_rows(const double* g, const double* x, const double* mean, const double* rstd,
                              const double* w, const LayerNormGrads<double>& out, int64_t rows, int64_t n);

}  // namespace yaten::kernels::normalization
