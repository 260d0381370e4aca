// Shape kernels returning several views of self along one dim: split (equal
// pieces), split_with_sizes (listed sizes), unbind (each index, without the
// dim) and the unsafe_ splits, whose pieces are the same views (only
// autograd tells them apart: ops.yaml's alias annotations).
#include <algorithm>
#include <vector>

#include "generated/runtime/kernels/split.h"
#include "generated/runtime/kernels/split_with_sizes.h"
#include "generated/runtime/kernels/unbind.h"
#include "generated/runtime/kernels/unsafe_split.h"
#include "generated/runtime/kernels/unsafe_split_with_sizes.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// self's elements [start, start + length) along d, sharing its storage.
Tensor piece(const Tensor& self, int64_t d, int64_t start, int64_t length) {
  DimVector sizes = self.sizes();
  sizes[static_cast<size_t>(d)] = length;
  const int64_t offset = self.storage_offset() + (length > 0 ? start * self.strides()[static_cast<size_t>(d)] : 0);
  return self.view_as_strided(sizes, self.strides(), offset);
}

}  // namespace

std::vector<Tensor> split(const Tensor& self, int64_t split_size, int64_t dim) {
  YATEN_CHECK(self.dim() != 0, "split expects at least a 1-dimensional tensor");
  YATEN_CHECK(split_size >= 0, "split expects split_size be non-negative, but got split_size=", split_size);
  const int64_t d = wrap_dim(dim, self.dim(), "split");
  const int64_t dim_size = self.sizes()[static_cast<size_t>(d)];
  YATEN_CHECK(split_size > 0 || dim_size == 0, "split_size can only be 0 if dimension size is 0, but got dimension size of ",
              dim_size);
  const int64_t num_splits = split_size > 0 ? std::max<int64_t>((dim_size + split_size - 1) / split_size, 1) : 1;
  std::vector<Tensor> out;
  out.reserve(static_cast<size_t>(num_splits));
  for (int64_t i = 0; i < num_splits; ++i) {
    const int64_t start = i * split_size;
    out.push_back(piece(self, d, start, i < num_splits - 1 ? split_size : dim_size - start));
  }
  return out;
}

std::vector<Tensor> split_with_sizes(const Tensor& self, const DimVector& split_sizes, int64_t dim) {
  YATEN_CHECK(self.dim() != 0, "split expects at least a 1-dimensional tensor");
  const int64_t d = wrap_dim(dim, self.dim(), "split");
  const int64_t dim_size = self.sizes()[static_cast<size_t>(d)];
  int64_t total = 0;
  for (int64_t s : split_sizes) {
    YATEN_CHECK(s >= 0, "split_with_sizes expects split_sizes have only non-negative entries, but got split_sizes=",
                shape_str(split_sizes));
    total += s;
  }
  YATEN_CHECK(total == dim_size, "split_with_sizes expects split_sizes to sum exactly to ", dim_size,
              " (input tensor's size at dimension ", d, "), but got split_sizes=", shape_str(split_sizes));
  std::vector<Tensor> out;
  out.reserve(split_sizes.size());
  int64_t start = 0;
  for (int64_t s : split_sizes) {
    out.push_back(piece(self, d, start, s));
    start += s;
  }
  return out;
}

std::vector<Tensor> unbind(const Tensor& self, int64_t dim) {
  YATEN_CHECK_INDEX(self.dim() > 0, "Dimension specified as 0 but tensor has no dimensions");
  const int64_t d = wrap_dim(dim, self.dim(), "unbind");
  const auto ud = static_cast<size_t>(d);
  DimVector sizes = self.sizes(), strides = self.strides();
  const int64_t count = sizes[ud], stride = strides[ud];
  sizes.erase(ud);
  strides.erase(ud);
  std::vector<Tensor> out;
  out.reserve(static_cast<size_t>(count));
  for (int64_t i = 0; i < count; ++i) out.push_back(self.view_as_strided(sizes, strides, self.storage_offset() + i * stride));
  return out;
}

std::vector<Tensor> unsafe_split(const Tensor& self, int64_t split_size, int64_t dim) {
  return split(self, split_size, dim);
}

std::vector<Tensor> unsafe_split_with_sizes(const Tensor& self, const DimVector& split_sizes, int64_t dim) {
  return split_with_sizes(self, split_sizes, dim);
}

}  // namespace yaten::kernels
