// norm_except_dim: the p-norm of v over every dim but dim, kept as size-1
// dims (weight normalisation's norm); dim -1 is the norm of all of v.
#include "generated/autograd/ops/norm.h"
#include "generated/autograd/ops/norm_except_dim.h"
#include "runtime/shape.h"

namespace yaten {

Tensor norm_except_dim(const Tensor& v, int64_t pow, int64_t dim) {
  if (dim == -1) return yaten::norm(v, Scalar(pow), std::nullopt, false);
  const int64_t kept = wrap_dim(dim, v.dim(), "norm_except_dim");
  DimVector others;
  for (int64_t d = 0; d < v.dim(); ++d)
    if (d != kept) others.push_back(d);
  return yaten::norm(v, Scalar(pow), others, true);
}

}  // namespace yaten
