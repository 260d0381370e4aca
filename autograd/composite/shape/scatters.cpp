// The *_scatter ops: a copy of self with src written through one of self's
// views (select, slice, diagonal, as_strided), the functional form of
// `view(self).copy_(src)`; autograd differentiates the copy into the view.
// Also fill_diagonal_, which writes one number along self's diagonal.
#include <algorithm>

#include "autograd/composite/math/composite_writes.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/arange.h"
#include "generated/autograd/ops/as_strided.h"
#include "generated/autograd/ops/as_strided_scatter.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/copy_.h"
#include "generated/autograd/ops/diagonal.h"
#include "generated/autograd/ops/diagonal_scatter.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/fill_diagonal_.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/masked_fill.h"
#include "generated/autograd/ops/remainder.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/select_scatter.h"
#include "generated/autograd/ops/slice.h"
#include "generated/autograd/ops/slice_scatter.h"
#include "generated/autograd/ops/view.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// self's copy with src copied into view_of(copy); src must have the view's
// shape exactly, as torch requires.
template <typename View>
Tensor scatter_through(const Tensor& self, const Tensor& src, const View& view_of,
                       MemoryFormat layout = MemoryFormat::Preserve) {
  Tensor out = yaten::clone(self, layout);
  Tensor target = view_of(out);
  YATEN_CHECK(target.sizes() == src.sizes(), "expected src to have a size equal to the slice of self. src size = ",
              shape_str(src.sizes()), ", slice size = ", shape_str(target.sizes()));
  yaten::copy_(target, src);
  return out;
}

Tensor select_scattered(const Tensor& self, const Tensor& src, int64_t dim, int64_t index) {
  return scatter_through(self, src, [&](const Tensor& t) { return yaten::select(t, dim, index); });
}

Tensor slice_scattered(const Tensor& self, const Tensor& src, int64_t dim, std::optional<int64_t> start,
                       std::optional<int64_t> end, int64_t step) {
  return scatter_through(self, src, [&](const Tensor& t) { return yaten::slice(t, dim, start, end, step); });
}

Tensor diagonal_scattered(const Tensor& self, const Tensor& src, int64_t offset, int64_t dim1, int64_t dim2) {
  return scatter_through(self, src, [&](const Tensor& t) { return yaten::diagonal(t, offset, dim1, dim2); });
}

// as_strided reads self's memory, so the copy is contiguous whatever self's layout.
Tensor as_strided_scattered(const Tensor& self, const Tensor& src, const DimVector& size, const DimVector& stride,
                            std::optional<int64_t> storage_offset) {
  return scatter_through(
      self, src, [&](const Tensor& t) { return yaten::as_strided(t, size, stride, storage_offset); },
      MemoryFormat::Contiguous);
}

}  // namespace

Tensor select_scatter(const Tensor& self, const Tensor& src, int64_t dim, int64_t index) {
  return select_scattered(self, src, dim, index);
}
Tensor select_scatter_out(const Tensor& self, const Tensor& src, int64_t dim, int64_t index, const Tensor& out) {
  return composite::write_out(out, {self, src}, "select_scatter", autograd::OutDtype::castable, [&] { return select_scattered(self, src, dim, index); });
}

Tensor slice_scatter(const Tensor& self, const Tensor& src, int64_t dim, std::optional<int64_t> start,
                     std::optional<int64_t> end, int64_t step) {
  return slice_scattered(self, src, dim, start, end, step);
}
Tensor slice_scatter_out(const Tensor& self, const Tensor& src, int64_t dim, std::optional<int64_t> start,
                         std::optional<int64_t> end, int64_t step, const Tensor& out) {
  return composite::write_out(out, {self, src}, "slice_scatter", autograd::OutDtype::castable,
                              [&] { return slice_scattered(self, src, dim, start, end, step); });
}

Tensor diagonal_scatter(const Tensor& self, const Tensor& src, int64_t offset, int64_t dim1, int64_t dim2) {
  return diagonal_scattered(self, src, offset, dim1, dim2);
}
Tensor diagonal_scatter_out(const Tensor& self, const Tensor& src, int64_t offset, int64_t dim1, int64_t dim2,
                            const Tensor& out) {
  return composite::write_out(out, {self, src}, "diagonal_scatter", autograd::OutDtype::castable,
                              [&] { return diagonal_scattered(self, src, offset, dim1, dim2); });
}

Tensor as_strided_scatter(const Tensor& self, const Tensor& src, const DimVector& size, const DimVector& stride,
                          std::optional<int64_t> storage_offset) {
  return as_strided_scattered(self, src, size, stride, storage_offset);
}
Tensor as_strided_scatter_out(const Tensor& self, const Tensor& src, const DimVector& size, const DimVector& stride,
                              std::optional<int64_t> storage_offset, const Tensor& out) {
  return composite::write_out(out, {self, src}, "as_strided_scatter", autograd::OutDtype::castable,
                              [&] { return as_strided_scattered(self, src, size, stride, storage_offset); });
}

// The diagonal is every step-th element in row-major order (step: one more
// than the row length, the sum of the contiguous strides in general) among
// the first min(sizes) of them; with wrap, a tall matrix's diagonal goes on
// every step-th element to its end, as torch's strided view of the memory.
Tensor fill_diagonal_(const Tensor& self, const Scalar& fill_value, bool wrap) {
  const int64_t n = self.dim();
  YATEN_CHECK(n >= 2, "dimensions must larger than 1");
  const int64_t height = self.size(0), width = self.size(1);
  if (n > 2) {
    for (int64_t i = 1; i < n; ++i)
      YATEN_CHECK(self.size(i) == height, "all dimensions of input must be of equal length");
  }
  int64_t step = 0, stride = 1;
  for (int64_t i = n - 1; i >= 0; --i) {
    step += stride;
    stride *= self.size(i);
  }
  const int64_t numel = self.numel();
  const int64_t end = wrap && n == 2 && height > width + 1 ? numel : std::min(height, width) * step;
  const Tensor flat = yaten::arange(Scalar(numel), ScalarType::Int64, false);
  const Tensor on_diagonal = yaten::logical_and(yaten::eq(yaten::remainder(flat, Tensor::wrapped_number(step)),
                                                          Tensor::wrapped_number(0)),
                                                yaten::lt(flat, Scalar(end)));
  return yaten::masked_fill_(self, yaten::view(on_diagonal, self.sizes()), Tensor::wrapped_number(fill_value));
}

}  // namespace yaten
