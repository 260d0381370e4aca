// Composite shape ops: written in other yaten ops, differentiated through them.
#include <string>

#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/expand_as.h"
#include "generated/autograd/ops/flatten.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/ravel.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/reshape_as.h"
#include "generated/autograd/ops/slice.h"
#include "generated/autograd/ops/stack.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/type_as.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/view.h"
#include "generated/autograd/ops/view_as.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

Tensor expand_as(const Tensor& self, const Tensor& other) { return yaten::expand(self, other.sizes()); }

Tensor ravel(const Tensor& self) { return yaten::flatten(self, 0, -1); }

Tensor flatten(const Tensor& self, int64_t start_dim, int64_t end_dim) {
  if (self.dim() == 0) return yaten::reshape(self, DimVector{1});
  int64_t start = wrap_dim(start_dim, self.dim(), "flatten");
  int64_t end = wrap_dim(end_dim, self.dim(), "flatten");
  YATEN_CHECK(start <= end, "flatten() has invalid args: start_dim cannot come after end_dim");
  if (start == end) return self;
  DimVector shape;
  int64_t folded = 1;
  for (int64_t i = 0; i < self.dim(); ++i) {
    if (i < start || i > end) {
      shape.push_back(self.sizes()[static_cast<size_t>(i)]);
    } else {
      folded *= self.sizes()[static_cast<size_t>(i)];
      if (i == end) shape.push_back(folded);
    }
  }
  return yaten::reshape(self, shape);
}

Tensor narrow(const Tensor& self, int64_t dim, int64_t start, int64_t length) {
  YATEN_CHECK(self.dim() > 0, "narrow() cannot be applied to a 0-dim tensor.");
  YATEN_CHECK(length >= 0, "narrow(): length must be non-negative.");
  int64_t d = wrap_dim(dim, self.dim(), "narrow");
  int64_t cur_size = self.sizes()[static_cast<size_t>(d)];
  YATEN_CHECK_INDEX(-cur_size <= start && start <= cur_size, "start out of range (expected to be in range of [", -cur_size,
                    ", ", cur_size, "], but got ", start, ")");
  if (start < 0) start += cur_size;
  YATEN_CHECK(start <= cur_size - length, "start (", start, ") + length (", length, ") exceeds dimension size (",
              cur_size, ").");
  return yaten::slice(self, d, start, start + length, 1);
}

namespace {

// t with a new dim of size 1 at d, a view made without autograd's bookkeeping.
Tensor unsqueezed_view(const Tensor& t, int64_t d) {
  DimVector sizes = t.sizes(), strides = t.strides();
  const int64_t stride = d < t.dim() ? sizes[d] * strides[d] : 1;
  sizes.insert(static_cast<size_t>(d), 1);
  strides.insert(static_cast<size_t>(d), stride);
  return t.view_as_strided(sizes, strides, t.storage_offset());
}

}  // namespace

// The body of yaten::stack, which refuses named tensors (ops.yaml `names:`): its parts are plain views.
namespace composite {

Tensor stack(const std::vector<Tensor>& tensors, int64_t dim) {
  YATEN_CHECK(!tensors.empty(), "stack expects a non-empty TensorList");
  const DimVector& first = tensors[0].sizes();
  for (size_t i = 1; i < tensors.size(); ++i) {
    YATEN_CHECK(tensors[i].sizes() == first, "stack expects each tensor to be equal size, but got ", shape_str(first),
                " at entry 0 and ", shape_str(tensors[i].sizes()), " at entry ", i);
  }
  int64_t d = wrap_dim(dim, static_cast<int64_t>(first.size()) + 1, "stack");
  std::vector<Tensor> parts;
  parts.reserve(tensors.size());
  // Without history to record, the unsqueezed parts are plain views: an
  // autograd view per part cost more than the copy (default_collate stacks
  // a batch of small samples).
  const bool plain = !autograd::compute_requires_grad(tensors) && !autograd::forward_ad_enabled();
  for (const Tensor& t : tensors) parts.push_back(plain ? unsqueezed_view(t, d) : yaten::unsqueeze(t, d));
  return yaten::cat(parts, d);
}

}  // namespace composite

Tensor stack_out(const std::vector<Tensor>& tensors, int64_t dim, const Tensor& out) {
  for (const Tensor& t : tensors) autograd::check_out_no_grad("stack", {t});
  autograd::check_out_no_grad("stack", {out});
  autograd::write_out(out, yaten::stack(tensors, dim), "stack", out_dtype::stack);
  return out;
}

Tensor view_as(const Tensor& self, const Tensor& other) { return yaten::view(self, other.sizes()); }

Tensor reshape_as(const Tensor& self, const Tensor& other) { return yaten::reshape(self, other.sizes()); }

Tensor type_as(const Tensor& self, const Tensor& other) { return yaten::to(self, other.dtype(), false, false); }

}  // namespace yaten
