// What the LAPACK kernels share: torch's checks of their matrix arguments,
// batches of column-major copies (LAPACK's layout) of broadcast matrices,
// the per-matrix info results and the errors torch raises from them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>

#include "runtime/dtype.h"
#include "runtime/error.h"
#include "runtime/kernels/linalg/lapack.h"
#include "runtime/parallel.h"
#include "runtime/tensor.h"

namespace yaten::kernels::linalg {

// A: at least 2-D, float32 or float64 ("<op>: The input tensor A must have at
// least 2 dimensions.", "... Expected a floating point or complex tensor as input").
void check_matrices(const Tensor& a, const char* op_name, const char* arg_name = "A");
// And square ("<op>: A must be batches of square matrices, but they are 2 by 3 matrices").
void check_square(const Tensor& a, const char* op_name, const char* arg_name = "A");

// torch's rule for linalg.solve: B is a batch of vectors when it is 1-D, or
// has one dim less than A and A's leading sizes.
bool is_vector_rhs(const Tensor& A, const Tensor& B);

DimVector batch_shape(const Tensor& t, int64_t matrix_dims = 2);
int64_t count(const DimVector& sizes);
DimVector with_matrix(const DimVector& batch, int64_t rows, int64_t cols);

// A new tensor of `batch` + t's last two sizes holding t (its batch dims
// broadcast to `batch`), each matrix column-major (strides 1, rows): what
// LAPACK reads and overwrites in place.
Tensor column_major_copy(const Tensor& t, const DimVector& batch);
DimVector column_major_strides(const DimVector& sizes);

// LAPACK's sizes are 32-bit.
int lapack_int(int64_t v, const char* op_name);

// An int32 tensor of `batch`'s shape for LAPACK's info per matrix.
Tensor info_tensor(const DimVector& batch);

// Raises torch's error for the first failed matrix of info, if any:
// `describe(info)` words the failure, prefixed with the op and, for a
// batch, "(Batch element i): ". LinAlgError unless as_runtime_error.
template <typename Describe>
void check_info(const Tensor& info, const char* op_name, const Describe& describe, bool as_runtime_error = false) {
  const int32_t* values = info.data<int32_t>();
  const int64_t n = info.numel();
  for (int64_t i = 0; i < n; ++i) {
    if (values[i] == 0) continue;
    std::string message = std::string(op_name) + ": " +
                          (info.dim() > 0 ? "(Batch element " + std::to_string(i) + "): " : std::string()) +
                          describe(values[i]);
    if (as_runtime_error) throw RuntimeError(message);
    throw LinAlgError(message);
  }
}

// Up to this size (rows and cols) OpenBLAS's threads cost more than they
// save even on an idle machine; above it one matrix keeps them.
constexpr int64_t kSmallMatrix = 64;
// What a LAPACK call costs beyond its arithmetic (checks, workspace, the
// call itself), in multiply-adds.
constexpr int64_t kLapackCallCost = 1024;
// The multiply-adds (about a millisecond of LAPACK) below which a share of a
// batch stays on one thread: waking a worker, and on a loaded machine waiting
// for one that was preempted holding a share, costs more than a smaller share
// saves (64 8x8 solves take 40 us on one thread and 130 us split in two).
constexpr int64_t kMatrixWorkPerThread = int64_t{1} << 22;

// Runs run(begin, end) over matrices [begin, end) of a batch of nb rows x cols
// matrices, all of [0, nb) once. A batch, or one small matrix, runs with
// OpenBLAS's threads off (BlasThreadsOff), split across yaten's pool in
// shares of at least kMatrixWorkPerThread; one large matrix keeps OpenBLAS's
// threads. run may thus run on several threads at once: it allocates its own
// LAPACK workspace.
template <typename Run>
void for_each_matrix(int64_t nb, int64_t rows, int64_t cols, const Run& run) {
  if (nb <= 0) return;
  if (nb == 1 && std::max(rows, cols) > kSmallMatrix) {
    run(int64_t{0}, int64_t{1});
    return;
  }
  const lapack::BlasThreadsOff threads_off;
  const int64_t per_matrix = rows * cols * std::min(rows, cols) + kLapackCallCost;
  parallel_for(0, nb, std::max<int64_t>(1, kMatrixWorkPerThread / per_matrix), run);
}

// Calls f(float{}) or f(double{}): LAPACK computes in these two only.
template <typename F>
decltype(auto) dispatch_lapack(ScalarType dtype, const char* op_name, const F& f) {
  if (dtype == ScalarType::Float32) return f(float{});
  YATEN_CHECK(dtype == ScalarType::Float64, op_name, ": not implemented for '", dtype_name(dtype), "'");
  return f(double{});
}

}  // namespace yaten::kernels::linalg
