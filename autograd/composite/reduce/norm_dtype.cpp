// norm with dtype=: the norm of self converted to dtype, as torch's
// norm.ScalarOpt_dim_dtype computes it (integer inputs included).
#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/norm.h"
#include "generated/autograd/ops/to.h"
#include "runtime/dtype.h"
#include "runtime/error.h"

namespace yaten {

Tensor norm_dtype(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim,
                  ScalarType dtype) {
  YATEN_CHECK(is_floating(dtype), "norm(): the desired output dtype should be either floating point or complex. Got ",
              torch_dtype_name(dtype), " instead.");
  return yaten::norm(yaten::to(self, dtype, false, false), p, dim, keepdim);
}

Tensor norm_dtype_out(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim,
                      bool keepdim, ScalarType dtype, const Tensor& out) {
  return composite::write_out(out, {self}, "norm", out_dtype::norm_dtype,
                              [&] { return norm_dtype(self, p, dim, keepdim, dtype); });
}

}  // namespace yaten
