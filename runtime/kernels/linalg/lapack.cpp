// The LAPACK symbols behind lapack.h, declared here with gfortran's calling
// convention (every argument by address, then one hidden length per
// character argument); trsm and OpenBLAS's thread count go through <cblas.h>.
#include "runtime/kernels/linalg/lapack.h"

#include <cblas.h>

#include <cstddef>
#include <mutex>

extern "C" {
void sgetrf_(const int* m, const int* n, float* a, const int* lda, int* ipiv, int* info);
void dgetrf_(const int* m, const int* n, double* a, const int* lda, int* ipiv, int* info);
void sgetrs_(const char* trans, const int* n, const int* nrhs, const float* a, const int* lda, const int* ipiv, float* b,
             const int* ldb, int* info, size_t);
void dgetrs_(const char* trans, const int* n, const int* nrhs, const double* a, const int* lda, const int* ipiv,
             double* b, const int* ldb, int* info, size_t);
void spotrf_(const char* uplo, const int* n, float* a, const int* lda, int* info, size_t);
void dpotrf_(const char* uplo, const int* n, double* a, const int* lda, int* info, size_t);
void ssyevd_(const char* jobz, const char* uplo, const int* n, float* a, const int* lda, float* w, float* work,
             const int* lwork, int* iwork, const int* liwork, int* info, size_t, size_t);
void dsyevd_(const char* jobz, const char* uplo, const int* n, double* a, const int* lda, double* w, double* work,
             const int* lwork, int* iwork, const int* liwork, int* info, size_t, size_t);
void sgesdd_(const char* jobz, const int* m, const int* n, float* a, const int* lda, float* s, float* u, const int* ldu,
             float* vt, const int* ldvt, float* work, const int* lwork, int* iwork, int* info, size_t);
void dgesdd_(const char* jobz, const int* m, const int* n, double* a, const int* lda, double* s, double* u,
             const int* ldu, double* vt, const int* ldvt, double* work, const int* lwork, int* iwork, int* info, size_t);
void sgeqrf_(const int* m, const int* n, float* a, const int* lda, float* tau, float* work, const int* lwork, int* info);
void dgeqrf_(const int* m, const int* n, double* a, const int* lda, double* tau, double* work, const int* lwork,
             int* info);
void sorgqr_(const int* m, const int* n, const int* k, float* a, const int* lda, const float* tau, float* work,
             const int* lwork, int* info);
void dorgqr_(const int* m, const int* n, const int* k, double* a, const int* lda, const double* tau, double* work,
             const int* lwork, int* info);
void sgels_(const char* trans, const int* m, const int* n, const int* nrhs, float* a, const int* lda, float* b,
            const int* ldb, float* work, const int* lwork, int* info, size_t);
void dgels_(const char* trans, const int* m, const int* n, const int* nrhs, double* a, const int* lda, double* b,
            const int* ldb, double* work, const int* lwork, int* info, size_t);
void sgelsy_(const int* m, const int* n, const int* nrhs, float* a, const int* lda, float* b, const int* ldb, int* jpvt,
             const float* rcond, int* rank, float* work, const int* lwork, int* info);
void dgelsy_(const int* m, const int* n, const int* nrhs, double* a, const int* lda, double* b, const int* ldb, int* jpvt,
             const double* rcond, int* rank, double* work, const int* lwork, int* info);
void sgelsd_(const int* m, const int* n, const int* nrhs, float* a, const int* lda, float* b, const int* ldb, float* s,
             const float* rcond, int* rank, float* work, const int* lwork, int* iwork, int* info);
void dgelsd_(const int* m, const int* n, const int* nrhs, double* a, const int* lda, double* b, const int* ldb, double* s,
             const double* rcond, int* rank, double* work, const int* lwork, int* iwork, int* info);
void sgelss_(const int* m, const int* n, const int* nrhs, float* a, const int* lda, float* b, const int* ldb, float* s,
             const float* rcond, int* rank, float* work, const int* lwork, int* info);
void dgelss_(const int* m, const int* n, const int* nrhs, double* a, const int* lda, double* b, const int* ldb, double* s,
             const double* rcond, int* rank, double* work, const int* lwork, int* info);
}

namespace yaten::kernels::lapack {

namespace {
std::mutex g_threads_off_mutex;
int g_threads_off_count = 0;   // live BlasThreadsOff objects
int g_threads_before_off = 1;  // OpenBLAS's thread count when the first began
}  // namespace

BlasThreadsOff::BlasThreadsOff() {
  std::lock_guard<std::mutex> lock(g_threads_off_mutex);
  if (g_threads_off_count++ > 0) return;
  g_threads_before_off = openblas_get_num_threads();
  if (g_threads_before_off != 1) openblas_set_num_threads(1);
}

BlasThreadsOff::~BlasThreadsOff() {
  std::lock_guard<std::mutex> lock(g_threads_off_mutex);
  if (--g_threads_off_count > 0) return;
  if (g_threads_before_off != 1) openblas_set_num_threads(g_threads_before_off);
}

int getrf(int m, int n, float* a, int lda, int* ipiv) {
  int info = 0;
  sgetrf_(&m, &n, a, &lda, ipiv, &info);
  return info;
}
int getrf(int m, int n, double* a, int lda, int* ipiv) {
  int info = 0;
  dgetrf_(&m, &n, a, &lda, ipiv, &info);
  return info;
}

int getrs(char trans, int n, int nrhs, const float* a, int lda, const int* ipiv, float* b, int ldb) {
  int info = 0;
  sgetrs_(&trans, &n, &nrhs, a, &lda, ipiv, b, &ldb, &info, 1);
  return info;
}
int getrs(char trans, int n, int nrhs, const double* a, int lda, const int* ipiv, double* b, int ldb) {
  int info = 0;
  dgetrs_(&trans, &n, &nrhs, a, &lda, ipiv, b, &ldb, &info, 1);
  return info;
}

int potrf(char uplo, int n, float* a, int lda) {
  int info = 0;
  spotrf_(&uplo, &n, a, &lda, &info, 1);
  return info;
}
int potrf(char uplo, int n, double* a, int lda) {
  int info = 0;
  dpotrf_(&uplo, &n, a, &lda, &info, 1);
  return info;
}

int syevd(char jobz, char uplo, int n, float* a, int lda, float* w, float* work, int lwork, int* iwork, int liwork) {
  int info = 0;
  ssyevd_(&jobz, &uplo, &n, a, &lda, w, work, &lwork, iwork, &liwork, &info, 1, 1);
  return info;
}
int syevd(char jobz, char uplo, int n, double* a, int lda, double* w, double* work, int lwork, int* iwork, int liwork) {
  int info = 0;
  dsyevd_(&jobz, &uplo, &n, a, &lda, w, work, &lwork, iwork, &liwork, &info, 1, 1);
  return info;
}

int gesdd(char jobz, int m, int n, float* a, int lda, float* s, float* u, int ldu, float* vt, int ldvt, float* work,
          int lwork, int* iwork) {
  int info = 0;
  sgesdd_(&jobz, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lwork, iwork, &info, 1);
  return info;
}
int gesdd(char jobz, int m, int n, double* a, int lda, double* s, double* u, int ldu, double* vt, int ldvt,
          double* work, int lwork, int* iwork) {
  int info = 0;
  dgesdd_(&jobz, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lwork, iwork, &info, 1);
  return info;
}

int geqrf(int m, int n, float* a, int lda, float* tau, float* work, int lwork) {
  int info = 0;
  sgeqrf_(&m, &n, a, &lda, tau, work, &lwork, &info);
  return info;
}
int geqrf(int m, int n, double* a, int lda, double* tau, double* work, int lwork) {
  int info = 0;
  dgeqrf_(&m, &n, a, &lda, tau, work, &lwork, &info);
  return info;
}

int orgqr(int m, int n, int k, float* a, int lda, const float* tau, float* work, int lwork) {
  int info = 0;
  sorgqr_(&m, &n, &k, a, &lda, tau, work, &lwork, &info);
  return info;
}
int orgqr(int m, int n, int k, double* a, int lda, const double* tau, double* work, int lwork) {
  int info = 0;
  dorgqr_(&m, &n, &k, a, &lda, tau, work, &lwork, &info);
  return info;
}

int gels(int m, int n, int nrhs, float* a, int lda, float* b, int ldb, float* work, int lwork) {
  int info = 0;
  const char trans = 'N';
  sgels_(&trans, &m, &n, &nrhs, a, &lda, b, &ldb, work, &lwork, &info, 1);
  return info;
}
int gels(int m, int n, int nrhs, double* a, int lda, double* b, int ldb, double* work, int lwork) {
  int info = 0;
  const char trans = 'N';
  dgels_(&trans, &m, &n, &nrhs, a, &lda, b, &ldb, work, &lwork, &info, 1);
  return info;
}

int gelsy(int m, int n, int nrhs, float* a, int lda, float* b, int ldb, int* jpvt, float rcond, int* rank, float* work,
          int lwork) {
  int info = 0;
  sgelsy_(&m, &n, &nrhs, a, &lda, b, &ldb, jpvt, &rcond, rank, work, &lwork, &info);
  return info;
}
int gelsy(int m, int n, int nrhs, double* a, int lda, double* b, int ldb, int* jpvt, double rcond, int* rank,
          double* work, int lwork) {
  int info = 0;
  dgelsy_(&m, &n, &nrhs, a, &lda, b, &ldb, jpvt, &rcond, rank, work, &lwork, &info);
  return info;
}

int gelsd(int m, int n, int nrhs, float* a, int lda, float* b, int ldb, float* s, float rcond, int* rank, float* work,
          int lwork, int* iwork) {
  int info = 0;
  sgelsd_(&m, &n, &nrhs, a, &lda, b, &ldb, s, &rcond, rank, work, &lwork, iwork, &info);
  return info;
}
int gelsd(int m, int n, int nrhs, double* a, int lda, double* b, int ldb, double* s, double rcond, int* rank,
          double* work, int lwork, int* iwork) {
  int info = 0;
  dgelsd_(&m, &n, &nrhs, a, &lda, b, &ldb, s, &rcond, rank, work, &lwork, iwork, &info);
  return info;
}

int gelss(int m, int n, int nrhs, float* a, int lda, float* b, int ldb, float* s, float rcond, int* rank, float* work,
          int lwork) {
  int info = 0;
  sgelss_(&m, &n, &nrhs, a, &lda, b, &ldb, s, &rcond, rank, work, &lwork, &info);
  return info;
}
int gelss(int m, int n, int nrhs, double* a, int lda, double* b, int ldb, double* s, double rcond, int* rank,
          double* work, int lwork) {
  int info = 0;
  dgelss_(&m, &n, &nrhs, a, &lda, b, &ldb, s, &rcond, rank, work, &lwork, &info);
  return info;
}

namespace {
CBLAS_SIDE side_of(char c) { return c == 'L' ? CblasLeft : CblasRight; }
CBLAS_UPLO uplo_of(char c) { return c == 'U' ? CblasUpper : CblasLower; }
CBLAS_TRANSPOSE trans_of(char c) { return c == 'T' ? CblasTrans : CblasNoTrans; }
CBLAS_DIAG diag_of(char c) { return c == 'U' ? CblasUnit : CblasNonUnit; }
}  // namespace

void trsm(char side, char uplo, char trans, char diag, int m, int n, float alpha, const float* a, int lda, float* b,
          int ldb) {
  cblas_strsm(CblasColMajor, side_of(side), uplo_of(uplo), trans_of(trans), diag_of(diag), m, n, alpha, a, lda, b, ldb);
}
void trsm(char side, char uplo, char trans, char diag, int m, int n, double alpha, const double* a, int lda, double* b,
          int ldb) {
  cblas_dtrsm(CblasColMajor, side_of(side), uplo_of(uplo), trans_of(trans), diag_of(diag), m, n, alpha, a, lda, b, ldb);
}

}  // namespace yaten::kernels::lapack
