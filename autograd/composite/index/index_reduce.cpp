// index_reduce: scatter_reduce with the index of each slice of source along
// dim spread over that slice, so that its reductions (prod, mean, amax,
// amin, with or without self's own value) and their gradients are
// scatter_reduce's.
#include <algorithm>

#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/index_reduce.h"
#include "generated/autograd/ops/scatter_reduce.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/view.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// index as scatter_reduce wants it: source's shape, index[i] throughout slice i along dim.
Tensor spread_index(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, std::string_view reduce) {
  YATEN_CHECK(reduce == "prod" || reduce == "mean" || reduce == "amax" || reduce == "amin",
              "index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got ", reduce, ".");
  YATEN_CHECK(index.dim() <= 1, "index_reduce_(): Index is supposed to be a vector");
  YATEN_CHECK(index.dtype() == ScalarType::Int64 || index.dtype() == ScalarType::Int32,
              "index_reduce_(): Expected dtype int32/int64 for index but got: ", torch_dtype_name(index.dtype()));
  YATEN_CHECK(self.dtype() == source.dtype(), "index_reduce_(): self (", torch_dtype_name(self.dtype()),
              ") and source (", torch_dtype_name(source.dtype()), ") must have the same scalar type");
  const int64_t d = wrap_dim(dim, std::max<int64_t>(self.dim(), 1), "index_reduce");
  const int64_t source_len = source.dim() == 0 ? 1 : source.size(d);
  YATEN_CHECK(index.numel() == source_len, "index_reduce_(): Number of indices (", index.numel(),
              ") should be equal to source.size(dim) (", source_len, ")");
  YATEN_CHECK(source.dim() == self.dim(), "index_reduce_(): Source and self must have the same number of dimensions");
  DimVector shape(static_cast<size_t>(source.dim()), 1);
  if (source.dim() > 0) shape[static_cast<size_t>(d)] = index.numel();
  const Tensor as_long = yaten::to(index, ScalarType::Int64, false, false);
  return yaten::expand(yaten::view(as_long, shape), source.sizes());
}

Tensor reduced(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, std::string_view reduce,
               bool include_self) {
  const Tensor spread = spread_index(self, dim, index, source, reduce);
  return yaten::scatter_reduce_two(self, dim, spread, source, reduce, include_self);
}

}  // namespace

Tensor index_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, std::string_view reduce,
                    bool include_self) {
  return reduced(self, dim, index, source, reduce, include_self);
}
Tensor index_reduce_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source,
                     std::string_view reduce, bool include_self) {
  const Tensor spread = spread_index(self, dim, index, source, reduce);
  return yaten::scatter_reduce__two(self, dim, spread, source, reduce, include_self);
}
Tensor index_reduce_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source,
                        std::string_view reduce, bool include_self, const Tensor& out) {
  return composite::write_out(out, {self, source}, "index_reduce", out_dtype::index_reduce,
                              [&] { return reduced(self, dim, index, source, reduce, include_self); });
}

}  // namespace yaten
