// Composite linear algebra: outer, matmul (NumPy's rules, and its out= form), linalg.vector_norm.
#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/bmm.h"
#include "generated/autograd/ops/dot.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/linalg_vector_norm.h"
#include "generated/autograd/ops/matmul.h"
#include "generated/autograd/ops/mm.h"
#include "generated/autograd/ops/mul.h"
#include "generated/autograd/ops/mv.h"
#include "generated/autograd/ops/norm.h"
#include "generated/autograd/ops/outer.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "runtime/error.h"
#include "runtime/kernels/linalg/lapack_batches.h"
#include "runtime/shape.h"

namespace yaten {

namespace {
// The batch-shape helpers linalg's LAPACK kernels use.
using kernels::linalg::batch_shape;
using kernels::linalg::count;
using kernels::linalg::with_matrix;
}  // namespace

Tensor outer(const Tensor& self, const Tensor& vec2) {
  YATEN_CHECK(self.dim() == 1, "outer: Expected 1-D argument self, but got ", self.dim(), "-D");
  YATEN_CHECK(vec2.dim() == 1, "outer: Expected 1-D argument vec2, but got ", vec2.dim(), "-D");
  return yaten::mul(yaten::unsqueeze(self, 1), yaten::unsqueeze(vec2, 0));
}
Tensor outer_out(const Tensor& self, const Tensor& vec2, const Tensor& out) {
  return composite::write_out(out, {self, vec2}, "outer", out_dtype::outer, [&] { return outer(self, vec2); });
}

// The body of yaten::matmul, which names its result (ops.yaml `names:`).
namespace composite {

Tensor matmul(const Tensor& self, const Tensor& other) {
  const int64_t d1 = self.dim();
  const int64_t d2 = other.dim();
  YATEN_CHECK(d1 > 0 && d2 > 0, "both arguments to matmul need to be at least 1D, but they are ", d1, "D and ", d2, "D");
  if (d1 == 1 && d2 == 1) return yaten::dot(self, other);
  if (d1 == 2 && d2 == 1) return yaten::mv(self, other);
  if (d1 == 1 && d2 == 2) return yaten::squeeze(yaten::mm(yaten::unsqueeze(self, 0), other), 0);
  if (d1 == 2 && d2 == 2) return yaten::mm(self, other);
  if (d1 >= 3 && (d2 == 1 || d2 == 2)) {
    // Fold the batch of self into the rows of one matrix product.
    DimVector out_shape;
    for (int64_t i = 0; i < d1 - 1; ++i) out_shape.push_back(self.sizes()[static_cast<size_t>(i)]);
    Tensor folded = yaten::reshape(self, DimVector{-1, self.sizes().back()});
    if (d2 == 1) return yaten::reshape(yaten::mv(folded, other), out_shape);
    out_shape.push_back(other.sizes()[1]);
    return yaten::reshape(yaten::mm(folded, other), out_shape);
  }
  // Batched, broadcasting the batch dims.
  Tensor t1 = d1 == 1 ? yaten::unsqueeze(self, 0) : self;
  Tensor t2 = d2 == 1 ? yaten::unsqueeze(other, 1) : other;
  const int64_t n = t1.sizes()[t1.sizes().size() - 2];
  const int64_t m1 = t1.sizes().back();
  const int64_t m2 = t2.sizes()[t2.sizes().size() - 2];
  const int64_t p = t2.sizes().back();
  YATEN_CHECK(m1 == m2, "matmul: mat1 and mat2 shapes cannot be multiplied (", n, "x", m1, " and ", m2, "x", p, ")");
  DimVector batch = broadcast_shapes(batch_shape(t1), batch_shape(t2), "matmul");
  const int64_t b = count(batch);
  Tensor e1 = yaten::reshape(yaten::expand(t1, with_matrix(batch, n, m1)), DimVector{b, n, m1});
  Tensor e2 = yaten::reshape(yaten::expand(t2, with_matrix(batch, m2, p)), DimVector{b, m2, p});
  Tensor out = yaten::reshape(yaten::bmm(e1, e2), with_matrix(batch, n, p));
  const int64_t out_dim = out.dim();
  if (d1 == 1) out = yaten::squeeze(out, out_dim - 2);
  if (d2 == 1) out = yaten::squeeze(out, out.dim() - 1);
  return out;
}

}  // namespace composite

Tensor matmul_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  return composite::write_out(out, {self, other}, "matmul", out_dtype::matmul, [&] { return yaten::matmul(self, other); });
}

Tensor linalg_vector_norm(const Tensor& self, const Scalar& ord, const std::optional<DimVector>& dim, bool keepdim,
                          std::optional<ScalarType> dtype) {
  const ScalarType compute = dtype.value_or(self.dtype());
  YATEN_CHECK(is_floating(self.dtype()) && is_floating(compute),
              "linalg.vector_norm: Expected a floating point tensor as input (and dtype). Got ", dtype_name(self.dtype()));
  // An empty dim list reduces over every dim, as in torch.
  std::optional<DimVector> over = dim && dim->empty() ? std::nullopt : dim;
  const double order = ord.to_double();
  if (order < 0 && self.numel() == 0) {
    // No identity: torch refuses the empty reduction (torch.norm gives 0).
    YATEN_CHECK(over.has_value(), "linalg.vector_norm cannot compute the ", order,
                " norm on an empty tensor because the operation does not have an identity");
    for (int64_t d : *over) {
      YATEN_CHECK(self.sizes()[static_cast<size_t>(wrap_dim(d, self.dim(), "linalg.vector_norm"))] != 0,
                  "linalg.vector_norm cannot compute the ", order, " norm on the dimension ", d,
                  "because this dimension is empty and the operation does not have an identity");
    }
  }
  Tensor input = compute == self.dtype() ? self : yaten::to(self, compute, false, false);
  return yaten::norm(input, ord, over, keepdim);
}
Tensor linalg_vector_norm_out(const Tensor& self, const Scalar& ord, const std::optional<DimVector>& dim, bool keepdim,
                              std::optional<ScalarType> dtype, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_vector_norm", out_dtype::linalg_vector_norm,
                              [&] { return linalg_vector_norm(self, ord, dim, keepdim, dtype); });
}

}  // namespace yaten
