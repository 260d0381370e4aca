// embedding_grad_scale: the forward half of embedding's gradient scaling (a
// copy; the scaling itself is in its backward formula).
#include "generated/runtime/kernels_sparse.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten::kernels {

Tensor embedding_grad_scale(const Tensor& self, const Tensor& scale) {
  // The backward formula multiplies the gradient by scale: it must broadcast to self.
  YATEN_CHECK(broadcast_shapes(self.sizes(), scale.sizes(), "embedding_grad_scale") == self.sizes(),
              "embedding_grad_scale: scale of size ", shape_str(scale.sizes()), " does not broadcast to ",
              shape_str(self.sizes()));
  Tensor out = Tensor::empty(self.sizes(), self.dtype());
  copy_into(out, self);
  return out;
}

}  // namespace yaten::kernels
