// Composite indexing ops: written in other yaten ops, differentiated through them.
#include "autograd/function_support.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/take_along_dim.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

Tensor take_along_dim(const Tensor& self, const Tensor& indices, std::optional<int64_t> dim) {
  YATEN_CHECK(indices.dtype() == ScalarType::Int64, "torch.take_along_dim(): dtype of indices should be Long but got ",
              dtype_name(indices.dtype()));
  if (!dim) return yaten::gather(yaten::reshape(self, DimVector{-1}), 0, yaten::reshape(indices, DimVector{-1}), false);
  YATEN_CHECK(self.dim() == indices.dim(),
              "torch.take_along_dim(): input and indices should have the same number of dimensions, but got ",
              self.dim(), " dimensions for input, and ", indices.dim(), " dimensions for indices");
  const int64_t d = wrap_dim(*dim, self.dim(), "take_along_dim");
  if (self.dim() == 0) return yaten::gather(self, d, indices, false);
  // self and indices broadcast against each other in every dim but d.
  DimVector self_sizes = self.sizes(), index_sizes = indices.sizes();
  self_sizes[d] = indices.sizes()[d];
  index_sizes[d] = self.sizes()[d];
  const DimVector index_shape = broadcast_shapes(self_sizes, indices.sizes(), "take_along_dim");
  const DimVector self_shape = broadcast_shapes(index_sizes, self.sizes(), "take_along_dim");
  return yaten::gather(yaten::expand(self, self_shape), d, yaten::expand(indices, index_shape), false);
}

Tensor take_along_dim_out(const Tensor& self, const Tensor& indices, std::optional<int64_t> dim, const Tensor& out) {
  autograd::check_out_no_grad("take_along_dim", {self, indices, out});
  autograd::write_out(out, yaten::take_along_dim(self, indices, dim), "take_along_dim", out_dtype::take_along_dim);
  return out;
}

}  // namespace yaten
