// CopySlices and the node that makes a view's gradient the gradient of its base.
#include "autograd/copy_slices.h"

#include "autograd/autograd_meta.h"
#include "autograd/formula_helpers.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/index_add.h"
#include "generated/autograd/ops/index_fill.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/scatter_add.h"
#include "generated/autograd/ops/zeros.h"
#include "runtime/error.h"

namespace yaten::autograd {

namespace {

// Where the view's elements lie in its contiguous base, as flat positions.
// Gathering, filling and scattering through them (index_select, index_fill,
// index_add) are ops with derivatives, so the nodes below can be
// differentiated again. Only the view's positions are kept: the work and
// memory of a write stay proportional to the view, not to its base (a grid
// filled tile by tile would otherwise cost the whole base per tile).
struct ViewGeometry {
  DimVector base_sizes;
  DimVector view_sizes;
  int64_t base_numel;
  Tensor positions;  // int64, one per view element, in the view's order

  ViewGeometry(const Tensor& base, const Tensor& view)
      : base_sizes(base.sizes()), view_sizes(view.sizes()), base_numel(base.numel()) {
    const int64_t n = view.numel();
    positions = Tensor::empty({n}, ScalarType::Int64);
    int64_t* pos = positions.data<int64_t>();
    DimVector index(view.dim(), 0);
    for (int64_t k = 0; k < n; ++k) {
      int64_t p = view.storage_offset() - base.storage_offset();
      for (int64_t d = 0; d < view.dim(); ++d) p += index[d] * view.strides()[d];
      pos[k] = p;
      for (int64_t d = view.dim() - 1; d >= 0 && ++index[d] == view.sizes()[d]; --d) index[d] = 0;
    }
  }

  // The view's part of a base-shaped tensor.
  Tensor gather(const Tensor& base_like) const {
    return yaten::reshape(yaten::index_select(yaten::reshape(base_like, {base_numel}), 0, positions), view_sizes);
  }
  // A base-shaped tensor, flat, with the view's part zeroed.
  Tensor outside(const Tensor& base_like) const {
    Tensor flat = yaten::reshape(base_like, {base_numel});
    return yaten::index_fill(flat, 0, positions, zero_0d(flat));
  }
  // Adds a view-shaped tensor into a flat base-sized one, returned base-shaped.
  Tensor scatter_add(const Tensor& flat_base, const Tensor& view_like) const {
    Tensor sum = yaten::index_add(flat_base, 0, positions, yaten::reshape(view_like, {positions.numel()}), 1);
    return yaten::reshape(sum, base_sizes);
  }
};

// The gradient of the base, given the gradient of the base after the write:
// outside the view it passes unchanged; inside, through the in-place op.
class CopySlices : public Node {
 public:
  CopySlices(const Tensor& base, ViewGeometry view, std::shared_ptr<Node> fn)
      : view_(std::move(view)), fn_(std::move(fn)) {
    next_edges_.push_back(gradient_edge(base));
    input_metadata_.push_back({base.sizes(), base.dtype()});
    for (size_t i = 1; i < fn_->next_edges().size(); ++i) {
      next_edges_.push_back(fn_->next_edges()[i]);
      const InputMetadata& m = fn_->input_metadata()[i];
      input_metadata_.push_back({m.sizes, m.dtype});
    }
    output_metadata_.push_back({base.sizes(), base.dtype()});
  }

  TensorList apply(TensorList&& grads) override {
    TensorList out(next_edges_.size());
    if (grads.empty() || !grads[0].defined()) return out;
    const Tensor& grad = grads[0];
    TensorList fn_grads = fn_->apply({view_.gather(grad)});
    Tensor outside = view_.outside(grad);
    out[0] = fn_grads[0].defined() ? view_.scatter_add(outside, fn_grads[0]) : yaten::reshape(outside, grad.sizes());
    for (size_t i = 1; i < fn_grads.size() && i < out.size(); ++i) out[i] = std::move(fn_grads[i]);
    return out;
  }
  std::string name() const override { return "CopySlices"; }
  void release_variables() override { fn_->release_variables(); }

 private:
  ViewGeometry view_;
  std::shared_ptr<Node> fn_;
};

// The gradient of a view, as a gradient of its whole base (zero elsewhere).
class AsStridedBackward0 : public Node {
 public:
  AsStridedBackward0(const Tensor& base, const Tensor& view, ViewGeometry geometry) : view_(std::move(geometry)) {
    next_edges_.push_back(gradient_edge(base));
    input_metadata_.push_back({base.sizes(), base.dtype()});
    output_metadata_.push_back({view.sizes(), view.dtype()});
  }

  TensorList apply(TensorList&& grads) override {
    if (grads.empty() || !grads[0].defined()) return TensorList(1);
    Tensor zeros = yaten::zeros({view_.base_numel}, grads[0].dtype(), false);
    return {view_.scatter_add(zeros, grads[0])};
  }
  std::string name() const override { return "AsStridedBackward0"; }

 private:
  ViewGeometry view_;
};

}  // namespace

void rebase_history(const Tensor& view, const Tensor& base, const std::shared_ptr<Node>& fn) {
  YATEN_CHECK(base.is_contiguous(), fn->name(),
              ": yaten supports in-place operations on views of tensors that require grad only when the viewed "
              "tensor is contiguous");
  ViewGeometry geometry(base, view);
  auto copy_slices = std::make_shared<CopySlices>(base, geometry, fn);
  set_history(base, copy_slices, 0);
  set_history(view, std::make_shared<AsStridedBackward0>(base, view, std::move(geometry)), 0);
}

}  // namespace yaten::autograd
