// Per-tensor autograd state, kept in the runtime Tensor's opaque slot, and
// the functions that read and set it. A tensor without meta does not
// require grad and has no history: the common case costs one null check.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/node.h"

namespace yaten::autograd {

// What a retain_grad hook needs to find its tensor without owning it (the
// tensor owns its grad_fn, so owning the tensor from the node would be a
// cycle): the impl is cleared when the tensor dies.
struct RetainGradState {
  TensorImpl* impl = nullptr;
  const Node* node = nullptr;  // the grad_fn whose hook is current
};

struct AutogradMeta;
// Forgets a meta that holds tangents (forward_ad.cpp): it is dying.
void unregister_dual(AutogradMeta* meta);

// A forward-mode tangent and the dual level it belongs to (forward_ad.h).
struct LevelTangent {
  int64_t level;
  Tensor value;
};

struct AutogradMeta : AutogradMetaBase {
  ~AutogradMeta() override {
    if (retain_state) retain_state->impl = nullptr;
    if (!tangents.empty()) unregister_dual(this);
  }

  Tensor grad;
  std::shared_ptr<Node> grad_fn;
  // Leaves keep their accumulator weakly: the graph owns it.
  std::weak_ptr<Node> grad_accumulator;
  bool requires_grad = false;  // only meaningful for leaves
  bool retains_grad = false;
  // For a view (made in grad mode by an op returning its input's memory):
  // the tensor, not itself such a view, whose memory it views. An in-place
  // op on the view rewrites the base's history (copy_slices.h); on a view
  // of a leaf that requires grad it is refused.
  Tensor view_base;
  uint32_t output_nr = 0;
  // A view made by an op returning several views (split, unbind) in grad
  // mode, or a view of one: no in-place op recording history may write it
  // (its node gives all the pieces' gradients at once), and once its memory
  // was written otherwise its history is stale (grad_fn() raises), as
  // torch's multi-output views. view_version is the memory's version then.
  bool multi_output_view = false;
  uint64_t view_version = 0;
  // Hooks on a leaf's gradient (register_hook), run by its AccumulateGrad
  // in order before accumulating (autograd.grad returns the gradient before
  // them, as PyTorch 1.13 does); each
  // may replace the gradient by returning a defined tensor. Hooks of
  // non-leaves live on their grad_fn as pre-hooks (see register_hook).
  std::vector<std::function<Tensor(const Tensor&)>> hooks;
  std::vector<std::shared_ptr<HookPayload>> hook_payloads;  // see HookPayload
  // Hooks a leaf's AccumulateGrad calls with the leaf once its .grad holds
  // the new sum (register_post_accumulate_grad_hook; DDP starts its bucket
  // all-reduces from them).
  std::vector<std::function<void(const Tensor&)>> post_accumulate_hooks;
  std::shared_ptr<RetainGradState> retain_state;  // set by retain_grad
  // Forward-mode tangents, one per dual level at most; set and dropped
  // through forward_ad.h, which keeps the registry exit_dual_level clears.
  std::vector<LevelTangent> tangents;
};

AutogradMeta* get_meta(const Tensor& t);
AutogradMeta& materialize_meta(const Tensor& t);

bool requires_grad(const Tensor& t);
// Leaves only; RuntimeError for non-leaves turning it off and for
// non-floating dtypes ("only Tensors of floating point dtype can require gradients").
void set_requires_grad(const Tensor& t, bool value);
bool is_leaf(const Tensor& t);
// RuntimeError for a multi-output view whose memory was written since it was
// made (its grad_fn would be stale), unless it has no history to go stale.
const std::shared_ptr<Node>& grad_fn(const Tensor& t);
uint32_t output_nr(const Tensor& t);
Tensor grad(const Tensor& t);
void set_grad(const Tensor& t, const Tensor& grad);

// The edge a gradient for `t` flows along: its grad_fn, or the accumulator
// of a leaf that requires grad, or an invalid edge (grad_fn()'s check first).
Edge gradient_edge(const Tensor& t);
// torch's refusal of a write into a multi-output view: `indirect` when the
// view's base or another view of it was written.
[[noreturn]] void refuse_multi_output_view_write(const Tensor& view, bool indirect);
// Makes `node` the grad_fn of `t` (as its output number nr). A retained grad
// follows the tensor to its new grad_fn (after an in-place op).
void set_history(const Tensor& t, const std::shared_ptr<Node>& node, uint32_t nr);

// Tensor.retain_grad(): a non-leaf's .grad is set (accumulated) whenever its
// grad_fn receives a gradient for it. A no-op on leaves; RuntimeError when t
// does not require grad.
void retain_grad(const Tensor& t);
// Tensor.register_hook(fn): fn sees (and may replace, by returning a defined
// tensor) the gradient of t. Leaves: appended to meta->hooks; non-leaves: a
// pre-hook of t's grad_fn. RuntimeError when t does not require grad.
// `payload` (optional) is kept with the hook, see HookPayload.
void register_hook(const Tensor& t, std::function<Tensor(const Tensor&)> hook,
                   std::shared_ptr<HookPayload> payload = nullptr);
// Tensor.register_post_accumulate_grad_hook(fn) (torch 2): fn(t) runs after
// t's .grad was accumulated. RuntimeError unless t is a leaf requiring grad.
void register_post_accumulate_grad_hook(const Tensor& t, std::function<void(const Tensor&)> hook,
                                        std::shared_ptr<HookPayload> payload = nullptr);

}  // namespace yaten::autograd
