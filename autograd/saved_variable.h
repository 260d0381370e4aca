// A tensor a node keeps for backward, with the version it had when saved, so
// unpacking after an in-place change fails as PyTorch does. A saved input is
// the tensor itself; a saved *output* of the node keeps no reference to the
// node (that would be a cycle): it is re-linked to it on unpack. Under
// saved-tensor hooks (saved_tensor_hooks.h) only what the pack hook returned
// is kept, with the history to re-link the unpacked tensor to.
#pragma once

#include <memory>
#include <string>

#include "runtime/tensor.h"
#include "autograd/node.h"
#include "autograd/saved_tensor_hooks.h"

namespace yaten::autograd {

// The error for using saved tensors after a backward freed them.
extern const char* const kBackwardTwiceError;

// Set by in-place ops (InplaceTargetScope) to the tensor they will write,
// until they write it: a tensor sharing its memory, saved as an input of that
// op, is kept like an output.
void set_inplace_target(const Tensor& t);

// The target of the in-place op running on this thread, for the op's whole
// call however it ends (a refused or failing op included): a target left
// behind would make a later tensor at the same address, or a leaf whose
// in-place update was refused, be saved like an output and lose its history.
class InplaceTargetScope {
 public:
  explicit InplaceTargetScope(const Tensor& self);
  ~InplaceTargetScope();
  InplaceTargetScope(const InplaceTargetScope&) = delete;
  InplaceTargetScope& operator=(const InplaceTargetScope&) = delete;

 private:
  const StorageImpl* outer_;
};

class SavedVariable {
 public:
  SavedVariable() = default;
  // `number_argument`: t is an argument torch also takes as a Number (an
  // ops.yaml scalar_overloads one); a wrapped number there is a Scalar to
  // torch, never a saved tensor, so saved-tensor hooks do not see it.
  SavedVariable(const Tensor& t, bool is_output, bool number_argument = false);

  // `owner` is the node unpacking it (used for saved outputs); throws
  // RuntimeError "one of the variables needed for gradient computation has
  // been modified by an inplace operation: [...], which is output 0 of
  // <op>; is at version N; expected version M instead." and, after
  // release, "Trying to backward through the graph a second time ...".
  // A packed tensor is not version-checked (what the hooks keep is theirs).
  Tensor unpack(const std::shared_ptr<Node>& owner = nullptr) const;
  void reset();
  bool defined() const { return was_defined_; }

 private:
  void pack_with(const SavedTensorHooks& hooks, const Tensor& t, bool is_output);
  Tensor unpack_packed(const std::shared_ptr<Node>& owner) const;

  Tensor original_;  // a saved input: the tensor itself
  Tensor data_;      // a saved output: its data, without history
  std::shared_ptr<Node> grad_fn_;  // the history of a saved in-place target or packed input
  std::shared_ptr<PackedTensor> packed_;  // what a pack hook returned
  std::weak_ptr<Node> grad_accumulator_;  // a packed leaf's, for the unpacked tensor
  uint64_t saved_version_ = 0;
  uint32_t output_nr_ = 0;
  bool requires_grad_ = false;
  bool is_leaf_ = false;         // of a packed tensor
  bool wrapped_number_ = false;  // of a packed tensor
  bool was_defined_ = false;
  bool released_ = false;
  std::string creator_name_;
};

}  // namespace yaten::autograd
