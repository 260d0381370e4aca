// Composite creation ops: Tensor.new_* make a fresh tensor with self's dtype
// unless one is given (self's values are not read).
#include "generated/autograd/ops/empty.h"
#include "generated/autograd/ops/full.h"
#include "generated/autograd/ops/ones.h"
#include "generated/autograd/ops/zeros.h"
#include "generated/autograd/ops_creation.h"

namespace yaten {

Tensor new_zeros(const Tensor& self, const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad) {
  return yaten::zeros(size, dtype.value_or(self.dtype()), requires_grad);
}

Tensor new_ones(const Tensor& self, const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad) {
  return yaten::ones(size, dtype.value_or(self.dtype()), requires_grad);
}

Tensor new_empty(const Tensor& self, const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad) {
  return yaten::empty(size, dtype.value_or(self.dtype()), requires_grad);
}

Tensor new_full(const Tensor& self, const DimVector& size, const Scalar& fill_value, std::optional<ScalarType> dtype,
                bool requires_grad) {
  return yaten::full(size, fill_value, dtype.value_or(self.dtype()), requires_grad);
}

}  // namespace yaten
