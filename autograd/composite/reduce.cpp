// Composite overloads of the reduce family: var and std with a correction, and over all elements with an unbiased flag.
#include <algorithm>

#include "autograd/composite/math/composite_writes.h"
#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/sqrt.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/std.h"
#include "generated/autograd/ops/var.h"

namespace yaten {

// The variance dividing by max(N - correction, 0): Bessel's correction (1)
// and none (0) are var's own; any other rescales the biased variance.
Tensor var_correction(const Tensor& self, const std::optional<DimVector>& dim, std::optional<int64_t> correction,
                      bool keepdim) {
  int64_t c = correction.value_or(1);
  if (c == 0 || c == 1) return yaten::var(self, dim, c == 1, keepdim);
  double n = reduced_count(self.sizes(), dim);
  return yaten::var(self, dim, false, keepdim) * (n / std::max(n - static_cast<double>(c), 0.0));
}

Tensor std_correction(const Tensor& self, const std::optional<DimVector>& dim, std::optional<int64_t> correction,
                      bool keepdim) {
  int64_t c = correction.value_or(1);
  if (c == 0 || c == 1) return yaten::std(self, dim, c == 1, keepdim);
  Tensor var = var_correction(self, dim, correction, keepdim);
  if (var.dtype() == ScalarType::Float16)  // no float16 sqrt kernel (as torch), but torch's std runs on float16
    return yaten::to(yaten::sqrt(yaten::to(var, ScalarType::Float32, false, false)), ScalarType::Float16, false, false);
  return yaten::sqrt(var);
}

Tensor var_correction_out(const Tensor& self, const std::optional<DimVector>& dim, std::optional<int64_t> correction,
                          bool keepdim, const Tensor& out) {
  return composite::write_out(out, {self}, "var", out_dtype::var_correction, [&] { return var_correction(self, dim, correction, keepdim); });
}

Tensor std_correction_out(const Tensor& self, const std::optional<DimVector>& dim, std::optional<int64_t> correction,
                          bool keepdim, const Tensor& out) {
  return composite::write_out(out, {self}, "std", out_dtype::std_correction, [&] { return std_correction(self, dim, correction, keepdim); });
}

Tensor var_unbiased(const Tensor& self, bool unbiased) { return yaten::var(self, std::nullopt, unbiased, false); }

Tensor std_unbiased(const Tensor& self, bool unbiased) { return yaten::std(self, std::nullopt, unbiased, false); }

}  // namespace yaten
