// exp, log, tanh, erf and sigmoid over one contiguous row, with the vector
// forms (Highway + SLEEF, the running CPU's width) behind yaten.exp & co.,
// for kernels that fuse them into their own loops (softmax, gelu, ...).
// `out` may be `in`.
#pragma once

#include <cstdint>

namespace yaten::kernels {

void exp_row(const float* in, float* out, int64_t n);
void exp_row(const double* in, double* out, int64_t n);
void log_row(const float* in, float* out, int64_t n);
void log_row(const double* in, double* out, int64_t n);
void tanh_row(const float* in, float* out, int64_t n);
void tanh_row(const double* in, double* out, int64_t n);
void erf_row(const float* in, float* out, int64_t n);
void erf_row(const double* in, double* out, int64_t n);
void sigmoid_row(const float* in, float* out, int64_t n);
void sigmoid_row(const double* in, double* out, int64_t n);

}  // namespace yaten::kernels
