// A thin, typed front to the system BLAS, so that blas.cpp is the only file
// that includes <cblas.h>. Matrices are row-major; `trans` reads the stored
// matrix as its transpose; leading dimensions are in elements.
#pragma once

#include <cstdint>

namespace yaten::kernels::blas {

// OpenBLAS computes a gemm on its own thread pool only when m * n * k is
// above this (SMP_THRESHOLD_MIN * GEMM_MULTITHREAD_THRESHOLD, 65536 * 4, in
// its interface/gemm.c); below it the product runs on the calling thread.
constexpr int64_t kSingleThreadedGemmVolume = int64_t{65536} * 4;

// c = alpha * op(a) @ op(b) + beta * c, with op(a) m x k, op(b) k x n, c m x n.
// Callers guarantee m, n, k > 0 and that every size and ld fits BLAS's int.
void gemm(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, float alpha, const float* a, int64_t lda,
          const float* b, int64_t ldb, float beta, float* c, int64_t ldc);
void gemm(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, double alpha, const double* a, int64_t lda,
          const double* b, int64_t ldb, double beta, double* c, int64_t ldc);

// y = alpha * op(a) @ x + beta * y, a stored m x n; incx, incy > 0.
void gemv(bool trans_a, int64_t m, int64_t n, float alpha, const float* a, int64_t lda, const float* x, int64_t incx,
          float beta, float* y, int64_t incy);
void gemv(bool trans_a, int64_t m, int64_t n, double alpha, const double* a, int64_t lda, const double* x,
          int64_t incx, double beta, double* y, int64_t incy);

// Sum of x[i] * y[i]; the float version accumulates in double.
double dot(int64_t n, const float* x, int64_t incx, const float* y, int64_t incy);
double dot(int64_t n, const double* x, int64_t incx, const double* y, int64_t incy);

}  // namespace yaten::kernels::blas
