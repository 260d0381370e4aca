// Contiguous float and double runs of the reductions (sum, sum of squares,
// max/min, argmax/argmin, moments) and the int64 range check of index
// values, compiled per CPU target with Highway and picked at run time;
// reducers.h and index_common.cpp call them for stride-1 runs.
#pragma once

#include <cstdint>

namespace yaten::kernels::reduction {

// Float lanes within blocks of 1024 elements (each lane adds few of them),
// block totals carried in double, so the relative error stays near float's
// epsilon however long the run; doubles in double lanes.
double sum_row(const float* p, int64_t n);
double sum_row(const double* p, int64_t n);
// The sum of x * x, as sum_row.
double sum_squares_row(const float* p, int64_t n);
double sum_squares_row(const double* p, int64_t n);
// max / min of n >= 1 elements; NaN if any is NaN.
float max_row(const float* p, int64_t n);
double max_row(const double* p, int64_t n);
float min_row(const float* p, int64_t n);
double min_row(const double* p, int64_t n);
// The index of the first maximum (minimum) of n >= 1 elements, or of the first NaN.
int64_t argmax_row(const float* p, int64_t n);
int64_t argmax_row(const double* p, int64_t n);
int64_t argmin_row(const float* p, int64_t n);
int64_t argmin_row(const double* p, int64_t n);

// Whether some of the n values lies outside [low, high).
bool any_outside(const int64_t* p, int64_t n, int64_t low, int64_t high);

// acc[j] += x[j] for j in [0, n), in double: one step of a sum across rows.
void add_to_row(double* acc, const float* x, int64_t n);
void add_to_row(double* acc, const double* x, int64_t n);

// Count, mean and sum of squared deviations of n >= 1 elements, in double:
// exact two-pass moments within cache-sized blocks, merged as Chan et al.
struct RowMoments {
  int64_t n;
  double mean;
  double m2;
};
RowMoments moments_row(const float* p, int64_t n);
RowMoments moments_row(const double* p, int64_t n);

}  // namespace yaten::kernels::reduction
