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
    YATEN_CHECK(!__builtin_add_overflow(total, c[i], &total), "repeat_interleave: the repeats add up to more than ",
                "an int64 can hold");
  }
  YATEN_CHECK(!output_size || *output_size == total, "allocated size does not match required size");
  Tensor out = Tensor::empty(DimVector{total}, ScalarType::Int64);
  int64_t* o = out.data<int64_t>();
  for (int64_t i = 0; i < n; ++i) o = std::fill_n(o, c[i], i);
  return repeats.dtype() == ScalarType::Int64 ? out : to_dtype(out, repeats.dtype());
}

namespace {

// How many of rows [0, row) of a row x col matrix have their first `width(i)`
// columns kept, width(i) = clamp(i + shift, 0, col): an arithmetic series, so
// that a huge matrix with few such entries costs nothing to count.
__int128 lower_triangle_count(int64_t row, int64_t col, int64_t shift) {
  const __int128 first = std::max<__int128>(0, __int128{1} - shift);  // first row keeping a column
  const __int128 full = std::max<__int128>(first, __int128{col} - shift);  // first row keeping all of them
  const __int128 partial_end = std::min<__int128>(full, row);
  __int128 count = 0;
  if (partial_end > first) count += (partial_end - first) * (first + shift + partial_end - 1 + shift) / 2;
  if (row > full) count += (__int128{row} - full) * col;
  return count;
}

// The (row, col) pairs of a row x col matrix, row-major, in [begin(i), end(i))
// of each row i, as a 2 x count tensor of dtype (int64 unless given).
template <typename Begin, typename End>
Tensor triangle_indices(int64_t row, int64_t col, std::optional<ScalarType> dtype, const char* op_name, __int128 count,
                        int64_t first_row, const Begin& begin, const End& end) {
  YATEN_CHECK(row >= 0, "row must be non-negative, got", row);
  YATEN_CHECK(col >= 0, "col must be non-negative, got", col);
  const ScalarType out_dtype = dtype.value_or(ScalarType::Int64);
  YATEN_CHECK(out_dtype == ScalarType::Int64 || out_dtype == ScalarType::Int32, "\"", op_name,
              "\" not implemented for '", torch_dtype_name(out_dtype), "'");
  YATEN_CHECK(count <= (__int128{1} << 60), op_name, ": ", row, " x ", col, " has too many indices to list");
  const int64_t n = static_cast<int64_t>(count);
  Tensor out = Tensor::empty(DimVector{2, n}, ScalarType::Int64);  // refuses what memory cannot hold
  int64_t* rows = out.data<int64_t>();
  int64_t* cols = rows + n;
  for (int64_t i = first_row, k = 0; k < n; ++i)
    for (int64_t j = begin(i); j < end(i); ++j, ++k) rows[k] = i, cols[k] = j;
  return out_dtype == ScalarType::Int64 ? out : to_dtype(out, out_dtype);
}

int64_t clamp_to(__int128 v, int64_t lo, int64_t hi) {
  return static_cast<int64_t>(std::min<__int128>(std::max<__int128>(v, lo), hi));
}

}  // namespace

Tensor tril_indices(int64_t row, int64_t col, int64_t offset, std::optional<ScalarType> dtype) {
  // Row i keeps columns [0, i + offset + 1); rows before the first that keeps one are skipped.
  const __int128 shift = __int128{offset} + 1;
  const int64_t first = clamp_to(1 - shift, 0, std::max<int64_t>(row, 0));
  const __int128 count = row < 0 || col < 0 ? 0 : lower_triangle_count(row, col, static_cast<int64_t>(
      std::min<__int128>(std::max<__int128>(shift, INT64_MIN), INT64_MAX)));
  return triangle_indices(row, col, dtype, "tril_indices", count, first, [](int64_t) { return int64_t{0}; },
                          [&](int64_t i) { return clamp_to(i + shift, 0, col); });
}

Tensor triu_indices(int64_t row, int64_t col, int64_t offset, std::optional<ScalarType> dtype) {
  // Row i keeps columns [i + offset, col): all but tril's with offset - 1.
  const __int128 all = row < 0 || col < 0 ? 0 : __int128{row} * col;
  const __int128 count = row < 0 || col < 0 ? 0 : all - lower_triangle_count(row, col, static_cast<int64_t>(
      std::min<__int128>(std::max<__int128>(__int128{offset}, INT64_MIN), INT64_MAX)));
  return triangle_indices(row, col, dtype, "triu_indices", count, 0,
                          [&](int64_t i) { return clamp_to(__int128{i} + offset, 0, col); },
                          [&](int64_t) { return col; });
}

}  // namespace yaten::kernels
