// split_with_sizes (torch's name of split with a list of sizes), the unsafe_
// splits (the same pieces; torch only stops tracking them as views, which
// yaten's autograd does not need) and narrow_copy.
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

namespace yaten {

std::vector<Tensor> split_with_sizes(const Tensor& self, const DimVector& split_sizes, int64_t dim) {
  return yaten::split_sizes(self, split_sizes, dim);
}

std::vector<Tensor> unsafe_split(const Tensor& self, int64_t split_size, int64_t dim) {
  return yaten::split(self, split_size, dim);
}

std::vector<Tensor> unsafe_chunk(const Tensor& self, int64_t chunks, int64_t dim) {
  return yaten::chunk(self, chunks, dim);
}

std::vector<Tensor> unsafe_split_with_sizes(const Tensor& self, const DimVector& split_sizes, int64_t dim) {
  return yaten::split_sizes(self, split_sizes, dim);
}

Tensor narrow_copy(const Tensor& self, int64_t dim, int64_t start, int64_t length) {
  return yaten::clone(yaten::narrow(self, dim, start, length), MemoryFormat::Contiguous);
}
Tensor narrow_copy_out(const Tensor& self, int64_t dim, int64_t start, int64_t length, const Tensor& out) {
  return composite::write_out(out, {self}, "narrow_copy", out_dtype::narrow_copy, [&] { return narrow_copy(self, dim, start, length); });
}

}  // namespace yaten
