// torch's older names of matrix norms: nuclear_norm (the sum of the singular
// values) and frobenius_norm (the 2-norm of the elements over at most two dims).
#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/frobenius_norm.h"
#include "generated/autograd/ops/linalg_matrix_norm.h"
#include "generated/autograd/ops/linalg_vector_norm.h"
#include "generated/autograd/ops/nuclear_norm.h"

namespace yaten {

Tensor nuclear_norm(const Tensor& self, bool keepdim) {
  YATEN_CHECK(self.dim() == 2, "Expected a tensor with 2 dimensions, but got a tensor with ", self.dim(),
              " dimension", self.dim() == 1 ? "" : "s", " instead.");
  return yaten::linalg_matrix_norm_str_ord(self, "nuc", {-2, -1}, keepdim, std::nullopt);
}
Tensor nuclear_norm_out(const Tensor& self, bool keepdim, const Tensor& out) {
  return composite::write_out(out, {self}, "nuclear_norm", out_dtype::nuclear_norm, [&] { return nuclear_norm(self, keepdim); });
}
Tensor nuclear_norm_dim(const Tensor& self, const DimVector& dim, bool keepdim) {
  return yaten::linalg_matrix_norm_str_ord(self, "nuc", dim, keepdim, std::nullopt);
}
Tensor nuclear_norm_dim_out(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& out) {
  return composite::write_out(out, {self}, "nuclear_norm", out_dtype::nuclear_norm_dim, [&] { return nuclear_norm_dim(self, dim, keepdim); });
}

Tensor frobenius_norm(const Tensor& self) { return yaten::linalg_vector_norm(self, Scalar(2), std::nullopt, false, std::nullopt); }
Tensor frobenius_norm_dim(const Tensor& self, const DimVector& dim, bool keepdim) {
  YATEN_CHECK(dim.size() <= 2, "Expected at most 2 dimensions, but got ", dim.size(), " dimensions instead.");
  // torch takes the square root of the sum of squares over two dims, a kernel without float16
  if (dim.size() == 2) refuse_dtypes(self.dtype(), {ScalarType::Float16}, "sqrt_vml_cpu");
  return yaten::linalg_vector_norm(self, Scalar(2), dim, keepdim, std::nullopt);
}
Tensor frobenius_norm_dim_out(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& out) {
  return composite::write_out(out, {self}, "frobenius_norm", out_dtype::frobenius_norm_dim, [&] { return frobenius_norm_dim(self, dim, keepdim); });
}

}  // namespace yaten
