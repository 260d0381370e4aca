// chunk and unsafe_chunk (split into pieces of the size `chunks` asks for;
// their one backward node is split's) and narrow_copy.
#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/chunk.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/narrow_copy.h"
#include "generated/autograd/ops/split.h"
#include "generated/autograd/ops/split_with_sizes.h"
#include "generated/autograd/ops/unsafe_chunk.h"
#include "generated/autograd/ops/unsafe_split.h"
#include "generated/autograd/ops/unsafe_split_with_sizes.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// Pieces of ceil(size / chunks) along dim by split, or, of an empty dim,
// `chunks` empty pieces by split_with_sizes (torch's grad_fn names follow).
template <typename Split, typename SplitWithSizes>
std::vector<Tensor> chunk_by(const Tensor& self, int64_t chunks, int64_t dim, Split split, SplitWithSizes with_sizes) {
  YATEN_CHECK(self.dim() > 0, "chunk expects at least a 1-dimensional tensor");
  YATEN_CHECK(chunks > 0, "chunk expects `chunks` to be greater than 0, got: ", chunks);
  const int64_t d = wrap_dim(dim, self.dim(), "chunk");
  const int64_t dim_size = self.sizes()[static_cast<size_t>(d)];
  if (dim_size == 0) return with_sizes(self, DimVector(static_cast<size_t>(chunks), 0), d);
  return split(self, (dim_size + chunks - 1) / chunks, d);
}

}  // namespace

std::vector<Tensor> chunk(const Tensor& self, int64_t chunks, int64_t dim) {
  return chunk_by(
      self, chunks, dim, [](const Tensor& t, int64_t size, int64_t d) { return yaten::split(t, size, d); },
      [](const Tensor& t, const DimVector& sizes, int64_t d) { return yaten::split_with_sizes(t, sizes, d); });
}

std::vector<Tensor> unsafe_chunk(const Tensor& self, int64_t chunks, int64_t dim) {
  return chunk_by(
      self, chunks, dim, [](const Tensor& t, int64_t size, int64_t d) { return yaten::unsafe_split(t, size, d); },
      [](const Tensor& t, const DimVector& sizes, int64_t d) { return yaten::unsafe_split_with_sizes(t, sizes, d); });
}

Tensor narrow_copy(const Tensor& self, int64_t dim, int64_t start, int64_t length) {
  return yaten::clone(yaten::narrow(self, dim, start, length), MemoryFormat::Contiguous);
}
Tensor narrow_copy_out(const Tensor& self, int64_t dim, int64_t start, int64_t length, const Tensor& out) {
  return composite::write_out(out, {self}, "narrow_copy", out_dtype::narrow_copy, [&] { return narrow_copy(self, dim, start, length); });
}

}  // namespace yaten
