// Composite sorting-family ops, written in yaten ops and differentiated
// through them.
#include <tuple>

#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/count_nonzero.h"
#include "generated/autograd/ops/msort.h"
#include "generated/autograd/ops/ne.h"
#include "generated/autograd/ops/sort.h"
#include "generated/autograd/ops/sum.h"

namespace yaten {

Tensor msort(const Tensor& self) { return std::get<0>(yaten::sort(self, 0, false, false)); }

Tensor msort_out(const Tensor& self, const Tensor& out) {
  return composite::write_out(out, {self}, "msort", out_dtype::msort, [&] { return msort(self); });
}

Tensor count_nonzero_dim_IntList(const Tensor& self, const DimVector& dim) {
  return yaten::sum(yaten::ne(self, Tensor::wrapped_number(0.0)), dim, false, ScalarType::Int64);
}

Tensor count_nonzero(const Tensor& self, std::optional<int64_t> dim) {
  return count_nonzero_dim_IntList(self, dim ? DimVector{*dim} : DimVector{});
}

}  // namespace yaten
