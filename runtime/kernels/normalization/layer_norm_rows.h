// layer_norm's rows, compiled per CPU target in layer_norm_rows.cpp: each row
// of n elements is read once and worked in L1 in vector passes, its mean and
// 1 / sqrt(biased variance + eps) recomputed wherever needed (two passes, the
// second over x - mean). w and b may be nullptr (no affine).
#pragma once

#include <cstdint>

namespace yaten::kernels::normalization {

// y = (x - mean) * rstd * w + b for `rows` rows.
void layer_norm_rows(const float* x, const float* w, const float* b, float* y, int64_t rows, int64_t n, double eps);
void layer_norm_rows(const double* x, const double* w, const double* b, double* y, int64_t rows, int64_t n,
                     double eps);
// gx = rstd * (gw - mean(gw) - xhat * mean(gw * xhat)), gw = g * w (g without w).
void layer_norm_backward_rows(const float* g, const float* x, const float* w, float* gx, int64_t rows, int64_t n,
                              double eps);
void layer_norm_backward_rows(const double* g, const double* x, const double* w, double* gx, int64_t rows, int64_t n,
                              double eps);
// acc[k] += sum over the rows of g * xhat.
void layer_norm_weight_grad_rows(const float* g, const float* x, float* acc, int64_t rows, int64_t n, double eps);
void layer_norm_weight_grad_rows(const double* g, const double* x, double* acc, int64_t rows, int64_t n, double eps);

}  // namespace yaten::kernels::normalization
