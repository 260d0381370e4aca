// Hooks that take over how saved tensors are kept (torch.autograd.graph's
// saved_tensors_hooks): while a pair is pushed, each tensor a node saves for
// backward is handed to its pack hook, and what pack returned is all the
// node keeps; backward gets the tensor back from the unpack hook. The stack
// is per thread, as grad mode is; with it empty a save costs one
// thread-local read.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "runtime/tensor.h"

namespace yaten::autograd {

// What a pack hook returned for one saved tensor; unpack() asks the unpack
// hook for the tensor. Implemented by the embedding language.
class PackedTensor {
 public:
  virtual ~PackedTensor() = default;
  virtual Tensor unpack() const = 0;
};

// One pack/unpack pair.
class SavedTensorHooks {
 public:
  virtual ~SavedTensorHooks() = default;
  virtual std::shared_ptr<PackedTensor> pack(const Tensor& t) const = 0;
};

// The innermost pair pushed on this thread, or null.
const SavedTensorHooks* current_saved_tensor_hooks();
// RuntimeError with the disabling message while hooks are disabled.
void push_saved_tensor_hooks(std::shared_ptr<const SavedTensorHooks> hooks);
void pop_saved_tensor_hooks();

// disable_saved_tensors_hooks(message): pushing hooks raises
// RuntimeError(message) until enabled again; refused (with the same
// message) while a pair is pushed.
void disable_saved_tensor_hooks(const std::string& message);
void enable_saved_tensor_hooks();
std::optional<std::string> saved_tensor_hooks_disabled_message();

}  // namespace yaten::autograd
