// A thin, typed front to the LAPACK that OpenBLAS ships, so that lapack.cpp
// is the only file that declares its Fortran symbols. Matrices are
// column-major (as LAPACK reads them); every function returns LAPACK's info
// (0: success, < 0: a bad argument, > 0: the routine's own failure).
// Sizes are LAPACK's 32-bit int; callers check that they fit.
#pragma once

namespace yaten::kernels::lapack {

// While one is alive (on any thread) OpenBLAS runs every call on its caller's
// thread. On small matrices its threaded routines (getrs, the BLAS inside
// syevd and gesdd) spend far longer waking and spinning their threads than
// computing, so the batch kernels turn them off and split the batch across
// yaten's pool instead. Counted: the thread count OpenBLAS had comes back
// when the last one ends.
class BlasThreadsOff {
 public:
  BlasThreadsOff();
  ~BlasThreadsOff();
  BlasThreadsOff(const BlasThreadsOff&) = delete;
  BlasThreadsOff& operator=(const BlasThreadsOff&) = delete;
};

// LU with partial pivoting in place; ipiv 1-based.
int getrf(int m, int n, float* a, int lda, int* ipiv);
int getrf(int m, int n, double* a, int lda, int* ipiv);
// Solves op(A) X = B from getrf's factors; trans 'N' or 'T'.
int getrs(char trans, int n, int nrhs, const float* a, int lda, const int* ipiv, float* b, int ldb);
int getrs(char trans, int n, int nrhs, const double* a, int lda, const int* ipiv, double* b, int ldb);
// Cholesky in place; uplo 'L' or 'U'.
int potrf(char uplo, int n, float* a, int lda);
int potrf(char uplo, int n, double* a, int lda);
// Symmetric eigen-decomposition (divide and conquer); jobz 'N' or 'V'. lwork
// or liwork -1 asks for the workspace sizes (in work[0], iwork[0]).
int syevd(char jobz, char uplo, int n, float* a, int lda, float* w, float* work, int lwork, int* iwork, int liwork);
int syevd(char jobz, char uplo, int n, double* a, int lda, double* w, double* work, int lwork, int* iwork, int liwork);
// SVD (divide and conquer); jobz 'A', 'S' or 'N'.
int gesdd(char jobz, int m, int n, float* a, int lda, float* s, float* u, int ldu, float* vt, int ldvt, float* work,
          int lwork, int* iwork);
int gesdd(char jobz, int m, int n, double* a, int lda, double* s, double* u, int ldu, double* vt, int ldvt,
          double* work, int lwork, int* iwork);
// QR as Householder reflectors (geqrf) and the Q they make (orgqr).
int geqrf(int m, int n, float* a, int lda, float* tau, float* work, int lwork);
int geqrf(int m, int n, double* a, int lda, double* tau, double* work, int lwork);
int orgqr(int m, int n, int k, float* a, int lda, const float* tau, float* work, int lwork);
int orgqr(int m, int n, int k, double* a, int lda, const double* tau, double* work, int lwork);
// Least squares min ||A X - B|| (B is max(m, n) x nrhs, X written over it):
// gels by QR or LQ for full-rank A; gelsy by column-pivoted QR, gelsd by a
// divide-and-conquer SVD, gelss by an SVD, each giving the effective rank
// under rcond (gelsd and gelss also the singular values in s). jpvt must be
// zero on entry to gelsy; lwork -1 asks for the workspace size (and gelsd's
// iwork size in iwork[0]).
int gels(int m, int n, int nrhs, float* a, int lda, float* b, int ldb, float* work, int lwork);
int gels(int m, int n, int nrhs, double* a, int lda, double* b, int ldb, double* work, int lwork);
int gelsy(int m, int n, int nrhs, float* a, int lda, float* b, int ldb, int* jpvt, float rcond, int* rank, float* work,
          int lwork);
int gelsy(int m, int n, int nrhs, double* a, int lda, double* b, int ldb, int* jpvt, double rcond, int* rank,
          double* work, int lwork);
int gelsd(int m, int n, int nrhs, float* a, int lda, float* b, int ldb, float* s, float rcond, int* rank, float* work,
          int lwork, int* iwork);
int gelsd(int m, int n, int nrhs, double* a, int lda, double* b, int ldb, double* s, double rcond, int* rank,
          double* work, int lwork, int* iwork);
int gelss(int m, int n, int nrhs, float* a, int lda, float* b, int ldb, float* s, float rcond, int* rank, float* work,
          int lwork);
int gelss(int m, int n, int nrhs, double* a, int lda, double* b, int ldb, double* s, double rcond, int* rank,
          double* work, int lwork);
// B = alpha * op(A)^-1 B (side 'L') or B op(A)^-1 (side 'R'), A triangular (BLAS trsm, column-major).
void trsm(char side, char uplo, char trans, char diag, int m, int n, float alpha, const float* a, int lda, float* b,
          int ldb);
void trsm(char side, char uplo, char trans, char diag, int m, int n, double alpha, const double* a, int lda, double* b,
          int ldb);

}  // namespace yaten::kernels::lapack
