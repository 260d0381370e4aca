// Saving tensors for backward and getting them back, with PyTorch's checks.
#include "autograd/saved_variable.h"

#include "autograd/autograd_meta.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten::autograd {

const char* const kBackwardTwiceError =
    "Trying to backward through the graph a second time (or directly access saved tensors after they have "
    "already been freed). Saved intermediate values of the graph are freed when you call .backward() or "
    "autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if "
    "you need to access saved tensors after calling backward.";

namespace {

// A new impl onto the same memory and view, without autograd state.
Tensor share_data(const Tensor& t) { return t.view_as_strided(t.sizes(), t.strides(), t.storage_offset()); }

}  // namespace

SavedVariable::SavedVariable(const Tensor& t, bool is_output) {
  if (!t.defined()) return;
  was_defined_ = true;
  is_output_ = is_output;
  saved_version_ = t.version();
  requires_grad_ = requires_grad(t);
  output_nr_ = output_nr(t);
  is_leaf_ = is_leaf(t);
  if (const std::shared_ptr<Node>& fn = grad_fn(t)) creator_name_ = fn->name();
  if (is_output) {
    // Owning the node from its own saved output would be a cycle; unpack
    // re-links the output to the node that unpacks it.
    data_ = share_data(t);
  } else if (is_leaf_) {
    // The leaf itself, so the gradient reaches its accumulator (and .grad)
    // when the saved value is used in a double backward.
    leaf_ = t;
  } else {
    data_ = share_data(t);
    grad_fn_ = grad_fn(t);
  }
  if (t.impl()->is_wrapped_number()) {
    if (data_.defined()) data_.impl()->set_wrapped_number(true);
  }
}

Tensor SavedVariable::unpack(const std::shared_ptr<Node>& owner) const {
  if (!was_defined_) return Tensor();
  YATEN_CHECK(!released_, kBackwardTwiceError);
  const Tensor& stored = leaf_.defined() ? leaf_ : data_;
  uint64_t current = stored.version();
  if (current != saved_version_) {
    std::string msg = detail::concat(
        "one of the variables needed for gradient computation has been modified by an inplace operation: [yaten.",
        dtype_name(stored.dtype()), " ", shape_str(stored.sizes()), "]");
    if (!creator_name_.empty()) msg += detail::concat(", which is output ", output_nr_, " of ", creator_name_, ",");
    msg += detail::concat(" is at version ", current, "; expected version ", saved_version_,
                          " instead. Hint: enable anomaly detection to find the operation that failed to compute "
                          "its gradient, with yaten.autograd.set_detect_anomaly(True).");
    throw RuntimeError(msg);
  }
  if (leaf_.defined()) return leaf_;
  if (!requires_grad_) return data_;
  std::shared_ptr<Node> fn = is_output_ ? owner : grad_fn_;
  if (!fn) return data_;
  // A fresh impl per unpack, so the history is not shared between unpacks.
  Tensor out = share_data(data_);
  out.impl()->set_wrapped_number(data_.impl()->is_wrapped_number());
  set_history(out, fn, output_nr_);
  return out;
}

void SavedVariable::reset() {
  data_ = Tensor();
  leaf_ = Tensor();
  grad_fn_.reset();
  released_ = true;
}

}  // namespace yaten::autograd
