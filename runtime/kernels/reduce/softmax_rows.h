// softmax and log_softmax over contiguous rows (the last dim), forward and
// backward, compiled per CPU target in softmax_rows.cpp: one row is read
// from memory once and worked in L1 in three vector passes (max; exp and
// sum; scale), exp from SLEEF at the running CPU's width.
#pragma once

#include <cstdint>

namespace yaten::kernels::reduction {

// y = softmax(x) (log_softmax when `log`) for `rows` rows of n elements.
void softmax_rows(const float* x, float* y, int64_t rows, int64_t n, bool log);
void softmax_rows(const double* x, double* y, int64_t rows, int64_t n, bool log);
// gx from grad_output g and the forward's output y: softmax's y * (g - sum(g * y)),
// log_softmax's g - exp(y) * sum(g).
void softmax_backward_rows(const float* g, const float* y, float* gx, int64_t rows, int64_t n, bool log);
void softmax_backward_rows(const double* g, const double* y, double* gx, int64_t rows, int64_t n, bool log);

}  // namespace yaten::kernels::reduction
