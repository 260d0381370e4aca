// batch_norm's runs, compiled per CPU target in batch_norm_rows.cpp. An
// input (N, C, S) is walked as contiguous runs: with S == 1 a sample's C
// channels (per-channel values are vectors), else one channel's S positions
// (per-channel values are one number).
#pragma once

#include <cstdint>

namespace yaten::kernels::normalization {

// What an element adds to its channel's sum: x, x - centre, (x - centre)^2 or g * (x - centre).
enum class Term { Value, Deviation, SquaredDeviation, GradTimesDeviation };

// acc[j] += term(x[j], centre[j], g[j]) for j in [0, n), the term computed in
// x's type and added in double (centre and g as the term needs, else nullptr).
void add_channel_terms(Term term, double* acc, const float* x, const float* centre, const float* g, int64_t n);
void add_channel_terms(Term term, double* acc, const double* x, const double* centre, const double* g, int64_t n);
// The same summed in float: a few dozen rows at a time, then flushed into
// double sums (twice the lanes of double, no widening per element).
void add_channel_terms(Term term, float* acc, const float* x, const float* centre, const float* g, int64_t n);
// The sum of term(x[i], centre, g[i]) over i in [0, n).
double sum_terms(Term term, const float* x, float centre, const float* g, int64_t n);
double sum_terms(Term term, const double* x, double centre, const double* g, int64_t n);

// out[j] = u[j] * a[j] + (x[j] - m[j]) * b[j] + c[j] for j in [0, n); x
// nullptr leaves out the middle term, c nullptr the last. The coefficients
// are per j, or with `one_channel` a[0], m[0], b[0], c[0] for every j.
template <class T>
struct Combination {
  const T *a, *m, *b, *c;
};
void combine(const float* u, const float* x, const Combination<float>& k, float* out, int64_t n, bool one_channel);
void combine(const double* u, const double* x, const Combination<double>& k, double* out, int64_t n,
             bool one_channel);

}  // namespace yaten::kernels::normalization
