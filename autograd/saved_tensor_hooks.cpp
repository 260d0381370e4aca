// The per-thread stack of saved-tensor hooks and its disabled state.
#include "autograd/saved_tensor_hooks.h"

#include <vector>

#include "runtime/error.h"

namespace yaten::autograd {

namespace {

struct HooksState {
  std::vector<std::shared_ptr<const SavedTensorHooks>> stack;
  std::optional<std::string> disabled_message;
};

thread_local HooksState state;

}  // namespace

const SavedTensorHooks* current_saved_tensor_hooks() {
  return state.stack.empty() ? nullptr : state.stack.back().get();
}

void push_saved_tensor_hooks(std::shared_ptr<const SavedTensorHooks> hooks) {
  if (state.disabled_message) throw RuntimeError(*state.disabled_message);
  state.stack.push_back(std::move(hooks));
}

void pop_saved_tensor_hooks() {
  YATEN_CHECK(!state.stack.empty(), "pop_saved_tensor_hooks: no saved tensor hooks are pushed");
  state.stack.pop_back();
}

void disable_saved_tensor_hooks(const std::string& message) {
  if (!state.stack.empty()) throw RuntimeError(message);
  state.disabled_message = message;
}

void enable_saved_tensor_hooks() { state.disabled_message.reset(); }

std::optional<std::string> saved_tensor_hooks_disabled_message() { return state.disabled_message; }

}  // namespace yaten::autograd
