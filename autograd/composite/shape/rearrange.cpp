// Composite shape ops that copy: roll, tile, rot90, fliplr, flipud and the
// stacks (hstack, vstack, dstack, column_stack), built from narrow, cat,
// flip, transpose and repeat, and differentiated through them.
#include <algorithm>
#include <string>

#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/atleast_1d.h"
#include "generated/autograd/ops/atleast_2d.h"
#include "generated/autograd/ops/atleast_3d.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/column_stack.h"
#include "generated/autograd/ops/dstack.h"
#include "generated/autograd/ops/flip.h"
#include "generated/autograd/ops/fliplr.h"
#include "generated/autograd/ops/flipud.h"
#include "generated/autograd/ops/hstack.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/repeat.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/roll.h"
#include "generated/autograd/ops/rot90.h"
#include "generated/autograd/ops/tile.h"
#include "generated/autograd/ops/transpose.h"
#include "generated/autograd/ops/vstack.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

Tensor roll_one(const Tensor& t, int64_t shift, int64_t dim) {
  int64_t size = t.sizes()[static_cast<size_t>(dim)];
  if (size == 0) return yaten::clone(t);
  int64_t s = ((shift % size) + size) % size;
  if (s == 0) return yaten::clone(t);
  return yaten::cat({yaten::narrow(t, dim, size - s, s), yaten::narrow(t, dim, 0, size - s)}, dim);
}

}  // namespace

Tensor roll(const Tensor& self, const DimVector& shifts, const DimVector& dims) {
  if (dims.empty()) {
    YATEN_CHECK(shifts.size() == 1, "`shifts` required");
    return yaten::reshape(roll_one(yaten::reshape(self, DimVector{-1}), shifts[0], 0), self.sizes());
  }
  YATEN_CHECK(shifts.size() == dims.size(), "shifts and dimensions must align. shifts: ", shifts.size(), ", dims:",
              dims.size());
  Tensor out = self;
  for (size_t i = 0; i < dims.size(); ++i) out = roll_one(out, shifts[i], wrap_dim(dims[i], self.dim(), "roll"));
  return out;
}

Tensor tile(const Tensor& self, const DimVector& dims) {
  DimVector reps(static_cast<size_t>(std::max<int64_t>(self.dim() - static_cast<int64_t>(dims.size()), 0)), 1);
  for (int64_t r : dims) reps.push_back(r);
  return yaten::repeat(self, reps);
}

Tensor rot90(const Tensor& self, int64_t k, const DimVector& dims) {
  YATEN_CHECK(dims.size() == 2, "expected total rotation dims == 2, but got dims = ", dims.size());
  YATEN_CHECK(self.dim() >= 2, "expected total dims >= 2, but got total dims = ", self.dim());
  int64_t d0 = wrap_dim(dims[0], self.dim(), "rot90"), d1 = wrap_dim(dims[1], self.dim(), "rot90");
  YATEN_CHECK(d0 != d1, "expected rotation dims to be different, but got dim0 = ", d0, " and dim1 = ", d1);
  switch (((k % 4) + 4) % 4) {
    case 1: return yaten::transpose(yaten::flip(self, DimVector{d1}), d0, d1);
    case 2: return yaten::flip(self, DimVector{d0, d1});
    case 3: return yaten::flip(yaten::transpose(self, d0, d1), DimVector{d1});
    default: return yaten::clone(self);
  }
}

Tensor fliplr(const Tensor& self) {
  YATEN_CHECK(self.dim() >= 2, "Input must be >= 2-d.");
  return yaten::flip(self, DimVector{1});
}

Tensor flipud(const Tensor& self) {
  YATEN_CHECK(self.dim() >= 1, "Input must be >= 1-d.");
  return yaten::flip(self, DimVector{0});
}

namespace {

Tensor stacked(const std::vector<Tensor>& tensors, const char* op_name) {
  YATEN_CHECK(!tensors.empty(), op_name, " expects a non-empty TensorList");
  std::string name = op_name;
  if (name == "hstack") {
    std::vector<Tensor> parts = yaten::atleast_1d_Sequence(tensors);
    return yaten::cat(parts, parts[0].dim() == 1 ? 0 : 1);
  }
  if (name == "vstack") return yaten::cat(yaten::atleast_2d_Sequence(tensors), 0);
  if (name == "dstack") return yaten::cat(yaten::atleast_3d_Sequence(tensors), 2);
  std::vector<Tensor> columns;  // column_stack: vectors and scalars become columns
  for (const Tensor& t : tensors) columns.push_back(t.dim() <= 1 ? yaten::reshape(t, DimVector{t.numel(), 1}) : t);
  return yaten::cat(columns, 1);
}

Tensor stacked_out(const std::vector<Tensor>& tensors, const Tensor& out, const char* op_name, autograd::OutDtype rule) {
  for (const Tensor& t : tensors) autograd::check_out_no_grad(op_name, t);
  return composite::write_out(out, {}, op_name, rule, [&] { return stacked(tensors, op_name); });
}

}  // namespace

Tensor hstack(const std::vector<Tensor>& tensors) { return stacked(tensors, "hstack"); }
Tensor hstack_out(const std::vector<Tensor>& tensors, const Tensor& out) { return stacked_out(tensors, out, "hstack", out_dtype::hstack); }
Tensor vstack(const std::vector<Tensor>& tensors) { return stacked(tensors, "vstack"); }
Tensor vstack_out(const std::vector<Tensor>& tensors, const Tensor& out) { return stacked_out(tensors, out, "vstack", out_dtype::vstack); }
Tensor dstack(const std::vector<Tensor>& tensors) { return stacked(tensors, "dstack"); }
Tensor dstack_out(const std::vector<Tensor>& tensors, const Tensor& out) { return stacked_out(tensors, out, "dstack", out_dtype::dstack); }
Tensor column_stack(const std::vector<Tensor>& tensors) { return stacked(tensors, "column_stack"); }
Tensor column_stack_out(const std::vector<Tensor>& tensors, const Tensor& out) {
  return stacked_out(tensors, out, "column_stack", out_dtype::column_stack);
}

}  // namespace yaten
