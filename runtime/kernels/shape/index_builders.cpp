// Shape kernels that compute integer index tensors for other shape ops to
// gather with: repeat_interleave of a repeats tensor, tril/triu_indices.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "generated/runtime/kernels/repeat_interleave.h"
#include "generated/runtime/kernels/tril_indices.h"
#include "generated/runtime/kernels/triu_indices.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten::kernels {

Tensor repeat_interleave_Tensor(const Tensor& repeats, std::optional<int64_t> output_size) {
  YATEN_CHECK(repeats.dim() == 1, "repeat_interleave only accept 1D vector as repeat");
  YATEN_CHECK(repeats.dtype() == ScalarType::Int64 || repeats.dtype() == ScalarType::Int32,
              "\"repeat_interleave_cpu\" not implemented for '", torch_dtype_name(repeats.dtype()), "'");
  Tensor counts = contiguous(to_dtype(repeats, ScalarType::Int64));
  const int64_t* c = counts.data<int64_t>();
  const int64_t n = counts.numel();
  int64_t total = 0;
  for (int64_t i = 0; i < n; ++i) {
    YATEN_CHECK(c[i] >= 0, "repeats can not be negative");
    total += c[i];
  }
  YATEN_CHECK(!output_size || *output_size == total, "allocated size does not match required size");
  Tensor out = Tensor::empty(DimVector{total}, ScalarType::Int64);
  int64_t* o = out.data<int64_t>();
  for (int64_t i = 0; i < n; ++i) o = std::fill_n(o, c[i], i);
  return repeats.dtype() == ScalarType::Int64 ? out : to_dtype(out, repeats.dtype());
}

namespace {

// The (row, col) pairs of a row x col matrix, row-major, that keep(i, j)
// selects, as a 2 x N tensor of dtype (int64 unless given).
template <typename Keep>
Tensor triangle_indices(int64_t row, int64_t col, std::optional<ScalarType> dtype, const char* op_name,
                        const Keep& keep) {
  YATEN_CHECK(row >= 0, "row must be non-negative, got", row);
  YATEN_CHECK(col >= 0, "col must be non-negative, got", col);
  const ScalarType out_dtype = dtype.value_or(ScalarType::Int64);
  YATEN_CHECK(out_dtype == ScalarType::Int64 || out_dtype == ScalarType::Int32, "\"", op_name,
              "\" not implemented for '", torch_dtype_name(out_dtype), "'");
  std::vector<int64_t> rows, cols;
  for (int64_t i = 0; i < row; ++i)
    for (int64_t j = 0; j < col; ++j)
      if (keep(i, j)) {
        rows.push_back(i);
        cols.push_back(j);
      }
  const int64_t count = static_cast<int64_t>(rows.size());
  Tensor out = Tensor::empty(DimVector{2, count}, ScalarType::Int64);
  std::copy(rows.begin(), rows.end(), out.data<int64_t>());
  std::copy(cols.begin(), cols.end(), out.data<int64_t>() + count);
  return out_dtype == ScalarType::Int64 ? out : to_dtype(out, out_dtype);
}

}  // namespace

Tensor tril_indices(int64_t row, int64_t col, int64_t offset, std::optional<ScalarType> dtype) {
  return triangle_indices(row, col, dtype, "tril_indices", [&](int64_t i, int64_t j) { return j - i <= offset; });
}

Tensor triu_indices(int64_t row, int64_t col, int64_t offset, std::optional<ScalarType> dtype) {
  return triangle_indices(row, col, dtype, "triu_indices", [&](int64_t i, int64_t j) { return j - i >= offset; });
}

}  // namespace yaten::kernels
