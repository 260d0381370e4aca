// The shared checks and column-major batches of the LAPACK kernels.
#include "runtime/kernels/linalg/lapack_batches.h"

#include <climits>

#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten::kernels::linalg {

void check_matrices(const Tensor& a, const char* op_name, const char* arg_name) {
  YATEN_CHECK(a.dim() >= 2, op_name, ": The input tensor ", arg_name, " must have at least 2 dimensions.");
  YATEN_CHECK(is_floating(a.dtype()) || is_integral(a.dtype(), true), "\"", op_name, "\" not implemented for '",
              torch_dtype_name(a.dtype()), "'");
  YATEN_CHECK(is_floating(a.dtype()), op_name, ": Expected a floating point or complex tensor as input. Got ",
              torch_dtype_name(a.dtype()));
}

void check_square(const Tensor& a, const char* op_name, const char* arg_name) {
  check_matrices(a, op_name, arg_name);
  const int64_t rows = a.sizes()[a.sizes().size() - 2], cols = a.sizes().back();
  YATEN_CHECK(rows == cols, op_name, ": ", arg_name, " must be batches of square matrices, but they are ", rows, " by ",
              cols, " matrices");
}

bool is_vector_rhs(const Tensor& A, const Tensor& B) {
  if (B.dim() == 1) return true;
  if (B.dim() != A.dim() - 1) return false;
  for (int64_t i = 0; i < B.dim(); ++i)
    if (B.sizes()[static_cast<size_t>(i)] != A.sizes()[static_cast<size_t>(i)]) return false;
  return true;
}

DimVector batch_shape(const Tensor& t, int64_t matrix_dims) {
  DimVector out;
  for (int64_t i = 0; i + matrix_dims < t.dim(); ++i) out.push_back(t.sizes()[static_cast<size_t>(i)]);
  return out;
}

int64_t count(const DimVector& sizes) {
  int64_t n = 1;
  for (int64_t s : sizes) n *= s;
  return n;
}

DimVector with_matrix(const DimVector& batch, int64_t rows, int64_t cols) {
  DimVector out = batch;
  out.push_back(rows);
  out.push_back(cols);
  return out;
}

DimVector column_major_strides(const DimVector& sizes) {
  const size_t d = sizes.size();
  DimVector strides(d, 1);
  const int64_t rows = sizes[d - 2], cols = sizes[d - 1];
  strides[d - 2] = 1;
  strides[d - 1] = rows > 0 ? rows : 1;
  int64_t step = rows * cols > 0 ? rows * cols : 1;
  for (size_t i = d - 2; i-- > 0;) {
    strides[i] = step;
    step *= sizes[i] > 0 ? sizes[i] : 1;
  }
  return strides;
}

Tensor column_major_copy(const Tensor& t, const DimVector& batch) {
  const int64_t rows = t.sizes()[t.sizes().size() - 2], cols = t.sizes().back();
  DimVector sizes = with_matrix(batch, rows, cols);
  // t's batch dims broadcast to `batch`: stride 0 where t has size 1 or no dim.
  DimVector strides(sizes.size(), 0);
  const size_t lead = sizes.size() - static_cast<size_t>(t.dim());
  for (size_t i = 0; i < static_cast<size_t>(t.dim()); ++i) {
    const bool broadcast = i + 2 < static_cast<size_t>(t.dim()) && t.sizes()[i] == 1 && sizes[lead + i] != 1;
    strides[lead + i] = broadcast ? 0 : t.strides()[i];
  }
  Tensor source = t.view_as_strided(sizes, strides, t.storage_offset());
  Tensor out = Tensor::empty_dense(sizes, column_major_strides(sizes), t.dtype());
  copy_into(out, source);
  return out;
}

int lapack_int(int64_t v, const char* op_name) {
  YATEN_CHECK(v <= INT_MAX, op_name, ": a matrix dimension of ", v, " is more than LAPACK's int can hold");
  return static_cast<int>(v);
}

Tensor info_tensor(const DimVector& batch) {
  Tensor info = Tensor::empty(batch, ScalarType::Int32);
  fill_tensor(info, Scalar(int64_t{0}));
  return info;
}

}  // namespace yaten::kernels::linalg
