// Saving tensors for backward and getting them back, with PyTorch's checks.
#include "autograd/saved_variable.h"

#include "autograd/autograd_meta.h"
#include "autograd/grad_mode.h"
#include "runtime/error.h"
#include "runtime/inference_mode.h"
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

// The memory an in-place op is about to write (only compared, never read).
thread_local const StorageImpl* inplace_target = nullptr;

}  // namespace

void set_inplace_target(const Tensor& t) { inplace_target = t.defined() ? t.storage().get() : nullptr; }

InplaceTargetScope::InplaceTargetScope(const Tensor& self) : outer_(inplace_target) { set_inplace_target(self); }
InplaceTargetScope::~InplaceTargetScope() { inplace_target = outer_; }

SavedVariable::SavedVariable(const Tensor& t, bool is_output, bool number_argument) {
  if (!t.defined()) return;
  YATEN_CHECK(!t.storage()->is_inference() || InferenceMode::is_enabled(),
              "Inference tensors cannot be saved for backward. To work around you can make a clone to get a normal "
              "tensor and use it in autograd.");
  was_defined_ = true;
  saved_version_ = t.version();
  output_nr_ = output_nr(t);
  if (const SavedTensorHooks* hooks = current_saved_tensor_hooks()) {
    if (!number_argument || !t.impl()->is_wrapped_number()) {
      pack_with(*hooks, t, is_output);
      return;
    }
  }
  if (!is_output && t.storage().get() != inplace_target) {
    // The tensor itself, as PyTorch saves inputs: a double backward reaches
    // its history (or a leaf's accumulator), and a version error names its
    // grad_fn as of the in-place op that changed it.
    original_ = t;
    return;
  }
  // An output, or a tensor sharing the memory an in-place op saving it is
  // about to write (the target becomes its output; a view or base of it
  // gets a history through CopySlices, which owns the op's node): owning it
  // would own the node from itself, a cycle. Its data is kept, and unpack
  // re-links it to its history.
  requires_grad_ = requires_grad(t);
  if (!is_output) grad_fn_ = grad_fn(t);
  if (const std::shared_ptr<Node>& fn = grad_fn(t)) creator_name_ = fn->name();
  data_ = share_data(t);
  data_.impl()->set_wrapped_number(t.impl()->is_wrapped_number());
}

// Keeps what the hooks' pack returned and the history the unpacked tensor
// gets: an input's grad_fn, a leaf's accumulator, or (an output) the node
// unpacking it. pack runs without grad mode and may not write the tensor.
void SavedVariable::pack_with(const SavedTensorHooks& hooks, const Tensor& t, bool is_output) {
  requires_grad_ = requires_grad(t);
  is_leaf_ = is_leaf(t);
  wrapped_number_ = t.impl()->is_wrapped_number();
  if (!is_output) grad_fn_ = grad_fn(t);
  if (is_leaf_ && requires_grad_) grad_accumulator_ = gradient_edge(t).function;
  const uint64_t version = t.version();
  {
    const AutoGradMode no_grad(false);
    packed_ = hooks.pack(t);
  }
  YATEN_CHECK(t.version() == version,
              "A saved tensor pack hook is modifying its input in place. Tensors provided as input to pack hook can "
              "not be modified by in-place operations as this can lead to unexpected side-effects. Please open an "
              "issue if you need to perform in-place operations on the input to a pack hook.");
}

// A new tensor onto the unpack hook's data, with the saved history, so what
// the hooks hand back joins the graph where the saved tensor was.
Tensor SavedVariable::unpack_packed(const std::shared_ptr<Node>& owner) const {
  Tensor out = share_data(packed_->unpack());
  out.impl()->set_wrapped_number(wrapped_number_);
  if (!requires_grad_) return out;
  if (is_leaf_) {
    std::shared_ptr<Node> accumulator = grad_accumulator_.lock();
    YATEN_CHECK(accumulator, "No grad accumulator for a saved leaf");
    AutogradMeta& meta = materialize_meta(out);
    meta.requires_grad = true;
    meta.grad_accumulator = accumulator;
    return out;
  }
  const std::shared_ptr<Node>& fn = grad_fn_ ? grad_fn_ : owner;
  if (fn) set_history(out, fn, output_nr_);
  return out;
}

Tensor SavedVariable::unpack(const std::shared_ptr<Node>& owner) const {
  if (!was_defined_) return Tensor();
  YATEN_CHECK(!released_, kBackwardTwiceError);
  if (packed_) return unpack_packed(owner);
  const Tensor& stored = original_.defined() ? original_ : data_;
  uint64_t current = stored.version();
  if (current != saved_version_) {
    std::string msg = detail::concat(
        "one of the variables needed for gradient computation has been modified by an inplace operation: [yaten.",
        torch_dtype_name(stored.dtype()), "Tensor ", shape_str(stored.sizes()), "]");
    std::string creator = creator_name_;
    if (original_.defined()) creator = grad_fn(original_) ? grad_fn(original_)->name() : "";
    if (!creator.empty()) {
      msg += detail::concat(", which is output ", original_.defined() ? output_nr(original_) : output_nr_, " of ",
                            creator, ",");
    }
    msg += detail::concat(" is at version ", current, "; expected version ", saved_version_,
                          " instead. Hint: enable anomaly detection to find the operation that failed to compute "
                          "its gradient, with yaten.autograd.set_detect_anomaly(True).");
    throw RuntimeError(msg);
  }
  if (original_.defined()) return original_;
  const std::shared_ptr<Node>& fn = grad_fn_ ? grad_fn_ : owner;
  if (!requires_grad_ || !fn) return data_;
  // A fresh impl per unpack, so the history is not shared between unpacks.
  Tensor out = share_data(data_);
  out.impl()->set_wrapped_number(data_.impl()->is_wrapped_number());
  set_history(out, fn, output_nr_);
  return out;
}

void SavedVariable::reset() {
  data_ = Tensor();
  original_ = Tensor();
  grad_fn_.reset();
  packed_.reset();
  released_ = true;
}

}  // namespace yaten::autograd
