// The system BLAS behind blas.h (OpenBLAS via <cblas.h>).
#include "runtime/kernels/blas.h"

#include <cblas.h>

namespace yaten::kernels::blas {

namespace {
CBLAS_TRANSPOSE op(bool trans) { return trans ? CblasTrans : CblasNoTrans; }
blasint i(int64_t v) { return static_cast<blasint>(v); }
}  // namespace

void gemm(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, float alpha, const float* a, int64_t lda,
          const float* b, int64_t ldb, float beta, float* c, int64_t ldc) {
  cblas_sgemm(CblasRowMajor, op(trans_a), op(trans_b), i(m), i(n), i(k), alpha, a, i(lda), b, i(ldb), beta, c, i(ldc));
}

void gemm(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, double alpha, const double* a, int64_t lda,
          const double* b, int64_t ldb, double beta, double* c, int64_t ldc) {
  cblas_dgemm(CblasRowMajor, op(trans_a), op(trans_b), i(m), i(n), i(k), alpha, a, i(lda), b, i(ldb), beta, c, i(ldc));
}

void gemv(bool trans_a, int64_t m, int64_t n, float alpha, const float* a, int64_t lda, const float* x, int64_t incx,
          float beta, float* y, int64_t incy) {
  cblas_sgemv(CblasRowMajor, op(trans_a), i(m), i(n), alpha, a, i(lda), x, i(incx), beta, y, i(incy));
}

void gemv(bool trans_a, int64_t m, int64_t n, double alpha, const double* a, int64_t lda, const double* x,
          int64_t incx, double beta, double* y, int64_t incy) {
  cblas_dgemv(CblasRowMajor, op(trans_a), i(m), i(n), alpha, a, i(lda), x, i(incx), beta, y, i(incy));
}

double dot(int64_t n, const float* x, int64_t incx, const float* y, int64_t incy) {
  return cblas_dsdot(i(n), x, i(incx), y, i(incy));
}

double dot(int64_t n, const double* x, int64_t incx, const double* y, int64_t incy) {
  return cblas_ddot(i(n), x, i(incx), y, i(incy));
}

}  // namespace yaten::kernels::blas
