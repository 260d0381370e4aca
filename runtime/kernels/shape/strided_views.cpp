// Shape kernels for views whose strides are computed rather than inherited:
// diagonal (and the zeros-with-a-diagonal its backward writes), as_strided
// and Tensor.unfold.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

#include "generated/runtime/kernels/as_strided.h"
#include "generated/runtime/kernels/diagonal.h"
#include "generated/runtime/kernels/diagonal_backward.h"
#include "generated/runtime/kernels/unfold.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten::kernels {

Tensor diagonal(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2) {
  const int64_t n = self.dim();
  int64_t d1 = wrap_dim(dim1, n, "diagonal");
  int64_t d2 = wrap_dim(dim2, n, "diagonal");
  YATEN_CHECK(d1 != d2, "diagonal dimensions cannot be identical ", dim1, ", ", dim2);
  const int64_t rows = self.sizes()[d1], cols = self.sizes()[d2];
  int64_t length = offset >= 0 ? std::min(rows, cols - offset) : std::min(rows + offset, cols);
  length = std::max<int64_t>(length, 0);
  int64_t storage_offset = self.storage_offset();
  if (length > 0) storage_offset += offset >= 0 ? offset * self.strides()[d2] : -offset * self.strides()[d1];
  DimVector sizes, strides;
  for (int64_t i = 0; i < n; ++i) {
    if (i == d1 || i == d2) continue;
    sizes.push_back(self.sizes()[i]);
    strides.push_back(self.strides()[i]);
  }
  sizes.push_back(length);
  strides.push_back(self.strides()[d1] + self.strides()[d2]);
  return self.view_as_strided(sizes, strides, storage_offset);
}

Tensor diagonal_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t offset, int64_t dim1,
                         int64_t dim2) {
  checked_numel(input_sizes, "diagonal_backward");
  Tensor out = Tensor::empty(input_sizes, grad_output.dtype());
  fill_tensor(out, Scalar(int64_t{0}));
  Tensor diag = diagonal(out, offset, dim1, dim2);
  YATEN_CHECK(diag.sizes() == grad_output.sizes(), "diagonal_backward: expected grad_output of size ",
              shape_str(diag.sizes()), ", got ", shape_str(grad_output.sizes()));
  copy_into(diag, grad_output);
  return out;
}

Tensor as_strided(const Tensor& self, const DimVector& size, const DimVector& stride,
                  std::optional<int64_t> storage_offset) {
  YATEN_CHECK(size.size() == stride.size(), "mismatch in length of strides and shape");
  for (int64_t s : size)
    YATEN_CHECK(s >= 0, "Storage size calculation overflowed with sizes=", shape_str(size), " and strides=",
                shape_str(stride));
  for (int64_t s : stride)
    YATEN_CHECK(s >= 0, "as_strided: Negative strides are not supported at the moment, got strides: ", shape_str(stride));
  checked_numel(size, "as_strided");  // torch: "numel: integer multiplication overflow"
  const int64_t offset = storage_offset.value_or(self.storage_offset());
  YATEN_CHECK(offset >= 0, "Tensor: invalid storage offset ", offset);
  // The bytes up to the last element read (in 128 bits: huge sizes and strides must not wrap around).
  __int128 extent = 1;
  bool empty = false;
  for (size_t i = 0; i < size.size(); ++i) {
    if (size[i] == 0) empty = true;
    extent += __int128{size[i] - 1} * stride[i];
  }
  const int64_t item = static_cast<int64_t>(itemsize(self.dtype()));
  const __int128 needed = empty ? 0 : (offset + extent) * item;
  const int64_t have = static_cast<int64_t>(self.storage()->nbytes());
  YATEN_CHECK(needed <= have, "setStorage: sizes ", shape_str(size), ", strides ", shape_str(stride),
              ", storage offset ", offset, ", and itemsize ", item, " requiring a storage size of ",
              needed > INT64_MAX ? std::string("more than 2**63") : std::to_string(static_cast<int64_t>(needed)),
              " are out of bounds for storage of size ", have);
  return self.view_as_strided(size, stride, offset);
}

Tensor unfold(const Tensor& self, int64_t dimension, int64_t size, int64_t step) {
  const int64_t n = std::max<int64_t>(self.dim(), 1);
  int64_t d = wrap_dim(dimension, n, "unfold");
  const int64_t dim_size = self.dim() == 0 ? 1 : self.sizes()[d];
  const int64_t dim_stride = self.dim() == 0 ? 1 : self.strides()[d];
  YATEN_CHECK(size <= dim_size, "maximum size for tensor at dimension ", d, " is ", dim_size, " but size is ", size);
  YATEN_CHECK(step > 0, "step is ", step, " but must be > 0");
  YATEN_CHECK(size >= 0, "size is ", size, " but must be >= 0");
  DimVector sizes = self.sizes(), strides = self.strides();
  if (self.dim() > 0) {
    sizes[d] = (dim_size - size) / step + 1;
    strides[d] = step * dim_stride;
  }
  sizes.push_back(size);
  strides.push_back(dim_stride);
  return self.view_as_strided(sizes, strides, self.storage_offset());
}

}  // namespace yaten::kernels
