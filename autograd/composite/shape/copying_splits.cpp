// split_with_sizes (torch's name of split with a list of sizes), the unsafe_
// splits (the same pieces, not tracked as views: as torch's, their gradients
// meet in one node) and narrow_copy.
#include <memory>
#include <string>

#include "autograd/autograd_meta.h"
#include "autograd/composite/math/composite_writes.h"
#include "autograd/forward_ad.h"
#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/chunk.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/narrow_copy.h"
#include "generated/autograd/ops/split.h"
#include "generated/autograd/ops/split_with_sizes.h"
#include "generated/autograd/ops/unsafe_chunk.h"
#include "generated/autograd/ops/unsafe_split.h"
#include "generated/autograd/ops/unsafe_split_with_sizes.h"
#include "generated/autograd/ops/zeros.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// The unsafe splits' backward: the pieces' gradients (zeros for those
// unused) put back together by one cat. Pieces each made by narrow would each
// send back a gradient of self's whole size, zero but for the piece, all to
// be summed: a recurrence over T steps of one input (an LSTM's input gates,
// split into its steps) would cost T times that input, twice.
class UnsafeSplitBackward : public autograd::Node {
 public:
  UnsafeSplitBackward(const Tensor& self, const std::vector<Tensor>& pieces, int64_t dim, std::string name)
      : dim_(dim), name_(std::move(name)) {
    next_edges_.push_back(autograd::gradient_edge(self));
    input_metadata_.push_back({self.sizes(), self.dtype()});
    for (const Tensor& p : pieces) output_metadata_.push_back({p.sizes(), p.dtype()});
  }

  autograd::TensorList apply(autograd::TensorList&& grads) override {
    std::vector<Tensor> parts;
    bool any = false;
    for (size_t i = 0; i < output_metadata_.size(); ++i) {
      const bool given = i < grads.size() && grads[i].defined();
      any |= given;
      parts.push_back(given ? grads[i] : yaten::zeros(output_metadata_[i].sizes, output_metadata_[i].dtype, false));
    }
    if (!any) return autograd::TensorList(1);
    return {yaten::cat(parts, dim_)};
  }
  std::string name() const override { return name_; }

 private:
  int64_t dim_;
  std::string name_;
};

// The pieces of self along dim that split_pieces() makes, as plain tensors
// sharing self's memory with one UnsafeSplitBackward for all (a tangent of
// self takes the views' way, which carries it).
template <typename SplitPieces>
std::vector<Tensor> unsafe_pieces(const Tensor& self, int64_t dim, const char* node_name, SplitPieces split_pieces) {
  if (autograd::tangent_of(self).defined()) return split_pieces();
  std::vector<Tensor> pieces;
  {
    autograd::AutoGradMode no_history(false);
    for (const Tensor& view : split_pieces())
      pieces.push_back(view.view_as_strided(view.sizes(), view.strides(), view.storage_offset()));
  }
  if (autograd::GradMode::is_enabled() && autograd::requires_grad(self)) {
    auto node = std::make_shared<UnsafeSplitBackward>(self, pieces, wrap_dim(dim, self.dim(), "split"), node_name);
    for (size_t i = 0; i < pieces.size(); ++i) autograd::set_history(pieces[i], node, static_cast<uint32_t>(i));
  }
  return pieces;
}

}  // namespace

std::vector<Tensor> split_with_sizes(const Tensor& self, const DimVector& split_sizes, int64_t dim) {
  return yaten::split_sizes(self, split_sizes, dim);
}

std::vector<Tensor> unsafe_split(const Tensor& self, int64_t split_size, int64_t dim) {
  return unsafe_pieces(self, dim, "UnsafeSplitBackward0", [&] { return yaten::split(self, split_size, dim); });
}

std::vector<Tensor> unsafe_chunk(const Tensor& self, int64_t chunks, int64_t dim) {
  return unsafe_pieces(self, dim, "UnsafeSplitBackward0", [&] { return yaten::chunk(self, chunks, dim); });
}

std::vector<Tensor> unsafe_split_with_sizes(const Tensor& self, const DimVector& split_sizes, int64_t dim) {
  return unsafe_pieces(self, dim, "UnsafeSplitWithSizesBackward0",
                       [&] { return yaten::split_sizes(self, split_sizes, dim); });
}

Tensor narrow_copy(const Tensor& self, int64_t dim, int64_t start, int64_t length) {
  return yaten::clone(yaten::narrow(self, dim, start, length), MemoryFormat::Contiguous);
}
Tensor narrow_copy_out(const Tensor& self, int64_t dim, int64_t start, int64_t length, const Tensor& out) {
  return composite::write_out(out, {self}, "narrow_copy", out_dtype::narrow_copy, [&] { return narrow_copy(self, dim, start, length); });
}

}  // namespace yaten
