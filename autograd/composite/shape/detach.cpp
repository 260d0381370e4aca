// detach_: cuts a tensor from the autograd graph in place (yaten.detach_ and
// Tensor.detach_ both come here).
#include "autograd/autograd_meta.h"
#include "autograd/function_support.h"
#include "generated/autograd/ops/detach_.h"
#include "runtime/error.h"

namespace yaten {

Tensor detach_(const Tensor& self) {
  // A view shares its base's history; cutting it alone is refused, as torch.
  const autograd::AutogradMeta* meta = autograd::get_meta(self);
  YATEN_CHECK(!(meta && meta->view_base.defined()), "Can't detach views in-place. Use detach() instead.");
  autograd::detach_inplace(self);
  return self;
}

}  // namespace yaten
