// Indexing kernels: index_select, index_add (gather and scatter live in scatter_gather.cpp).
// Every index is bounds-checked before it is used, so bad input raises
// IndexError instead of touching memory outside the tensor.
#include <cstring>
#include <string>
#include <vector>

#include "generated/runtime/kernels_index.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/index_common.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// A 1-D (or 0-d) int32/int64 index as contiguous int64 values.
Tensor vector_index(const Tensor& index, const char* op_name) {
  YATEN_CHECK(index.dim() <= 1, op_name, "(): Index is supposed to be a vector, got shape ",
              shape_str(index.sizes()));
  YATEN_CHECK(index.dtype() == ScalarType::Int64 || index.dtype() == ScalarType::Int32, op_name,
              "(): Expected dtype int32/int64 for index, got ", dtype_name(index.dtype()));
  return contiguous(to_dtype(index, ScalarType::Int64));
}

// Every index value in [0, size), checked in one vectorized pass.
void check_in_bounds(const int64_t* index, int64_t n, int64_t size, int64_t dim, const char* op_name) {
  if (all_in_range(index, n, 0, size)) return;
  YATEN_CHECK_INDEX(false, op_name, "(): index ", first_out_of_range(index, n, 0, size),
                    " is out of bounds for dimension ", dim, " with size ", size);
}

}  // namespace

Tensor index_select(const Tensor& self, int64_t dim, const Tensor& index) {
  Tensor idx = vector_index(index, "index_select");
  const int64_t d = wrap_dim(dim, self.dim(), "index_select");
  const int64_t n = idx.numel();
  const int64_t* ip = idx.data<int64_t>();
  Tensor src = contiguous(self);
  Split s = split_at(src.sizes(), d);
  check_in_bounds(ip, n, s.size, d, "index_select");
  DimVector out_sizes = self.sizes();
  if (self.dim() == 0) out_sizes = idx.sizes();
  else out_sizes[d] = n;
  Tensor out = Tensor::empty(out_sizes, self.dtype());
  // Rows are copied as bytes, so one loop serves every dtype.
  const size_t row = static_cast<size_t>(s.inner) * itemsize(self.dtype());
  const char* from = src.data<char>();
  char* to = out.data<char>();
  parallel_for(0, s.outer, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, n * s.inner)),
               [&](int64_t lo, int64_t hi) {
                 for (int64_t o = lo; o < hi; ++o)
                   for (int64_t i = 0; i < n; ++i)
                     std::memcpy(to + (o * n + i) * row, from + (o * s.size + ip[i]) * row, row);
               });
  return out;
}

Tensor index_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Scalar& alpha,
                 const Tensor& into) {
  Tensor idx = vector_index(index, "index_add");
  const int64_t d = wrap_dim(dim, self.dim(), "index_add");
  YATEN_CHECK(source.dtype() == self.dtype(), "index_add(): self (", dtype_name(self.dtype()), ") and source (",
              dtype_name(source.dtype()), ") must have the same scalar type");
  const int64_t n = idx.numel();
  // source is self's shape with dim resized to the number of indices.
  DimVector expected = self.sizes();
  if (self.dim() > 0) expected[d] = n;
  const bool shapes_ok = source.sizes() == expected || (self.dim() == 0 && source.numel() == 1 && n == 1);
  YATEN_CHECK(shapes_ok, "index_add(): source of shape ", shape_str(source.sizes()), " does not match self of shape ",
              shape_str(self.sizes()), " with ", n, " indices along dimension ", d, " (expected ",
              shape_str(expected), ")");
  Split s = split_at(self.sizes(), d);
  const int64_t* ip = idx.data<int64_t>();
  check_in_bounds(ip, n, s.size, d, "index_add");
  Tensor out = index_write_target(self, into, {&index, &source}, "index_add_");
  Tensor src = contiguous(source);
  YATEN_DISPATCH_ALL(self.dtype(), "index_add", [&] {
    const scalar_t a = alpha.to<scalar_t>();
    const scalar_t* x = src.data<scalar_t>();
    scalar_t* y = out.data<scalar_t>();
    // Captured by value: through references, every store to y could change
    // a (a scalar_t too) and the loop reloaded it per element.
    const int64_t inner = s.inner;
    if (inner == 1) {
      for_each_indexed_slice(s, ip, n, [y, x, a](int64_t to, int64_t from) {
        y[to] = static_cast<scalar_t>(y[to] + a * x[from]);
      });
    } else {
      for_each_indexed_slice(s, ip, n, [y, x, a, inner](int64_t to, int64_t from) {
        for (int64_t j = 0; j < inner; ++j) y[to + j] = static_cast<scalar_t>(y[to + j] + a * x[from + j]);
      });
    }
  });
  return out;
}

}  // namespace yaten::kernels
