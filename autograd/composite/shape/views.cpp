// Composite shape ops that return views of their input: Tensor.split's
// list overload, movedim, unflatten, broadcast_to, atleast_1d/2d/3d,
// swapaxes. Each is built from the view ops (split_with_sizes, permute,
// reshape, expand), so the results share self's memory and history as
// torch's do.
#include <algorithm>
#include <string>

#include "generated/autograd/ops/atleast_1d.h"
#include "generated/autograd/ops/atleast_2d.h"
#include "generated/autograd/ops/atleast_3d.h"
#include "generated/autograd/ops/broadcast_to.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/movedim.h"
#include "generated/autograd/ops/permute.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/split.h"
#include "generated/autograd/ops/split_with_sizes.h"
#include "generated/autograd/ops/swapaxes.h"
#include "generated/autograd/ops/transpose.h"
#include "generated/autograd/ops/unflatten.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/view.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

std::vector<Tensor> split_sizes(const Tensor& self, const DimVector& split_size, int64_t dim) {
  return yaten::split_with_sizes(self, split_size, dim);
}

Tensor movedim(const Tensor& self, const DimVector& source, const DimVector& destination) {
  YATEN_CHECK(source.size() == destination.size(), "movedim: Invalid source or destination dims: source (",
              shape_str(source), " dims) should contain the same number of dims as destination (",
              shape_str(destination), " dims)");
  int64_t n = self.dim();
  std::vector<int64_t> order(static_cast<size_t>(n), -1);
  std::vector<bool> taken(static_cast<size_t>(n), false), placed(static_cast<size_t>(n), false);
  for (size_t i = 0; i < source.size(); ++i) {
    int64_t s = wrap_dim(source[i], n, "movedim"), t = wrap_dim(destination[i], n, "movedim");
    YATEN_CHECK(!taken[static_cast<size_t>(s)], "movedim: repeated dim in `source` (", shape_str(source), ")");
    YATEN_CHECK(!placed[static_cast<size_t>(t)], "movedim: repeated dim in `destination` (", shape_str(destination), ")");
    taken[static_cast<size_t>(s)] = placed[static_cast<size_t>(t)] = true;
    order[static_cast<size_t>(t)] = s;
  }
  int64_t next = 0;  // the dims not moved fill the free places in their order
  for (auto& o : order) {
    if (o != -1) continue;
    while (taken[static_cast<size_t>(next)]) ++next;
    o = next++;
  }
  return yaten::permute(self, DimVector(order));
}

Tensor unflatten(const Tensor& self, int64_t dim, const DimVector& sizes) {
  int64_t d = wrap_dim(dim, self.dim(), "unflatten");
  YATEN_CHECK(!sizes.empty(), "unflatten: sizes must be non-empty");
  DimVector shape;
  for (int64_t i = 0; i < self.dim(); ++i) {
    if (i != d) {
      shape.push_back(self.sizes()[static_cast<size_t>(i)]);
    } else {
      for (int64_t s : sizes) shape.push_back(s);
    }
  }
  return yaten::view(self, shape);
}

Tensor broadcast_to(const Tensor& self, const DimVector& size) { return yaten::expand(self, size); }

namespace {

// self with leading dims of size 1 (atleast_3d puts a vector's in front and a matrix's at the end).
Tensor with_at_least(const Tensor& self, int64_t ndim) {
  if (self.dim() >= ndim) return self;
  if (ndim == 3 && self.dim() == 1) return yaten::reshape(self, DimVector{1, self.sizes()[0], 1});
  if (ndim == 3 && self.dim() == 2) return yaten::unsqueeze(self, 2);
  DimVector shape(static_cast<size_t>(ndim - self.dim()), 1);
  for (int64_t s : self.sizes()) shape.push_back(s);
  return yaten::reshape(self, shape);
}

std::vector<Tensor> each_with_at_least(const std::vector<Tensor>& tensors, int64_t ndim) {
  std::vector<Tensor> out;
  for (const Tensor& t : tensors) out.push_back(with_at_least(t, ndim));
  return out;
}

}  // namespace

Tensor atleast_1d(const Tensor& self) { return with_at_least(self, 1); }
std::vector<Tensor> atleast_1d_Sequence(const std::vector<Tensor>& tensors) { return each_with_at_least(tensors, 1); }
Tensor atleast_2d(const Tensor& self) { return with_at_least(self, 2); }
std::vector<Tensor> atleast_2d_Sequence(const std::vector<Tensor>& tensors) { return each_with_at_least(tensors, 2); }
Tensor atleast_3d(const Tensor& self) { return with_at_least(self, 3); }
std::vector<Tensor> atleast_3d_Sequence(const std::vector<Tensor>& tensors) { return each_with_at_least(tensors, 3); }

Tensor swapaxes(const Tensor& self, int64_t axis0, int64_t axis1) { return yaten::transpose(self, axis0, axis1); }

}  // namespace yaten
