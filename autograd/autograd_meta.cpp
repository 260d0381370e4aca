// Reading and setting the autograd state of a tensor.
#include "autograd/autograd_meta.h"

#include <string>

#include "autograd/accumulate_grad.h"
#include "autograd/grad_mode.h"
#include "generated/autograd/ops/add.h"
#include "generated/autograd/ops/clone.h"
#include "runtime/error.h"

namespace yaten::autograd {

AutogradMeta* get_meta(const Tensor& t) {
  if (!t.defined()) return nullptr;
  return static_cast<AutogradMeta*>(t.impl()->autograd_meta());
}

AutogradMeta& materialize_meta(const Tensor& t) {
  YATEN_CHECK(t.defined(), "autograd: cannot attach autograd state to an undefined tensor");
  if (AutogradMeta* meta = get_meta(t)) return *meta;
  auto meta = std::make_unique<AutogradMeta>();
  AutogradMeta* raw = meta.get();
  t.impl()->set_autograd_meta(std::move(meta));
  return *raw;
}

bool requires_grad(const Tensor& t) {
  AutogradMeta* meta = get_meta(t);
  return meta && (meta->requires_grad || meta->grad_fn);
}

void set_requires_grad(const Tensor& t, bool value) {
  AutogradMeta* meta = get_meta(t);
  if (meta && meta->grad_fn) {
    YATEN_CHECK(value,
                "you can only change requires_grad flags of leaf variables. If you want to use a computed variable "
                "in a subgraph that doesn't require differentiation use var_no_grad = var.detach().");
    return;  // a non-leaf already requires grad
  }
  if (!value) {
    if (meta) meta->requires_grad = false;
    return;
  }
  YATEN_CHECK(is_floating(t.dtype()), "only Tensors of floating point dtype can require gradients");
  materialize_meta(t).requires_grad = true;
}

bool is_leaf(const Tensor& t) {
  AutogradMeta* meta = get_meta(t);
  return !meta || !meta->grad_fn;
}

namespace {

// A multi-output view's history is stale once its memory was written (by a
// no_grad write, or a write into its base or another view of it); torch
// raises rather than rebuild it.
void check_history_current(const Tensor& t, const AutogradMeta& meta) {
  if (!meta.multi_output_view || t.version() == meta.view_version) return;
  if (!meta.grad_fn && !requires_grad(meta.view_base)) return;
  refuse_multi_output_view_write(t, true);
}

}  // namespace

const std::shared_ptr<Node>& grad_fn(const Tensor& t) {
  static const std::shared_ptr<Node> none;
  AutogradMeta* meta = get_meta(t);
  if (!meta) return none;
  check_history_current(t, *meta);
  return meta->grad_fn;
}

void refuse_multi_output_view_write(const Tensor& view, bool indirect) {
  const AutogradMeta* meta = get_meta(view);
  const char* modified = indirect ? "its base or another view of its base has been" : "is being";
  std::string what = meta && meta->grad_fn
      ? "Output " + std::to_string(meta->output_nr) + " of " + meta->grad_fn->name() + " is a view and " + modified +
            " modified inplace."
      : std::string("A view was created in no_grad mode and ") + modified + " modified inplace with grad mode enabled.";
  throw RuntimeError(what + " This view is the output of a function that returns multiple views. Such functions do "
                            "not allow the output views to be modified inplace. You should replace the inplace "
                            "operation by an out-of-place one.");
}

uint32_t output_nr(const Tensor& t) {
  AutogradMeta* meta = get_meta(t);
  return meta ? meta->output_nr : 0;
}

Tensor grad(const Tensor& t) {
  AutogradMeta* meta = get_meta(t);
  return meta ? meta->grad : Tensor();
}

void set_grad(const Tensor& t, const Tensor& grad) {
  if (!grad.defined()) {
    if (AutogradMeta* meta = get_meta(t)) meta->grad = Tensor();
    return;
  }
  materialize_meta(t).grad = grad;
}

Edge gradient_edge(const Tensor& t) {
  AutogradMeta* meta = get_meta(t);
  if (!meta) return Edge{};
  check_history_current(t, *meta);
  if (meta->grad_fn) return Edge{meta->grad_fn, meta->output_nr};
  if (!meta->requires_grad) return Edge{};
  std::shared_ptr<Node> acc = meta->grad_accumulator.lock();
  if (!acc) {
    acc = std::make_shared<AccumulateGrad>(t);
    meta->grad_accumulator = acc;
  }
  return Edge{std::move(acc), 0};
}

namespace {

void install_retain_hook(AutogradMeta& meta, const std::shared_ptr<Node>& node, uint32_t nr) {
  std::shared_ptr<RetainGradState> state = meta.retain_state;
  state->node = node.get();
  const Node* installed_on = node.get();
  node->add_pre_hook([state, installed_on, nr](const TensorList& grads) -> TensorList {
    // Stale after the tensor died or moved to another grad_fn (in-place op).
    if (!state->impl || state->node != installed_on || nr >= grads.size() || !grads[nr].defined()) return grads;
    auto* meta = static_cast<AutogradMeta*>(state->impl->autograd_meta());
    if (!meta) return grads;
    const Tensor& g = grads[nr];
    if (!meta->grad.defined()) {
      meta->grad = yaten::clone(g);
    } else {
      meta->grad = yaten::add(meta->grad, g, 1);
    }
    return grads;
  });
}

}  // namespace

void set_history(const Tensor& t, const std::shared_ptr<Node>& node, uint32_t nr) {
  AutogradMeta& meta = materialize_meta(t);
  meta.grad_fn = node;
  meta.output_nr = nr;
  if (meta.retains_grad && meta.retain_state && node) install_retain_hook(meta, node, nr);
}

void retain_grad(const Tensor& t) {
  YATEN_CHECK(requires_grad(t), "can't retain_grad on Tensor that has requires_grad=False");
  if (is_leaf(t)) return;  // leaves always keep their grad
  AutogradMeta& meta = materialize_meta(t);
  if (meta.retains_grad) return;
  meta.retains_grad = true;
  if (!meta.retain_state) {
    meta.retain_state = std::make_shared<RetainGradState>();
    meta.retain_state->impl = t.impl();
  }
  install_retain_hook(meta, meta.grad_fn, meta.output_nr);
}

void register_hook(const Tensor& t, std::function<Tensor(const Tensor&)> hook, std::shared_ptr<HookPayload> payload) {
  YATEN_CHECK(requires_grad(t), "cannot register a hook on a tensor that doesn't require gradient");
  AutogradMeta& meta = materialize_meta(t);
  if (!meta.grad_fn) {
    meta.hooks.push_back(std::move(hook));
    if (payload) meta.hook_payloads.push_back(std::move(payload));
    return;
  }
  if (payload) meta.grad_fn->add_hook_payload(std::move(payload));
  uint32_t nr = meta.output_nr;
  meta.grad_fn->add_pre_hook([hook = std::move(hook), nr](const TensorList& grads) -> TensorList {
    if (nr >= grads.size() || !grads[nr].defined()) return grads;
    TensorList out = grads;
    Tensor replaced = hook(out[nr]);
    if (replaced.defined()) out[nr] = std::move(replaced);
    return out;
  });
}

void register_post_accumulate_grad_hook(const Tensor& t, std::function<void(const Tensor&)> hook,
                                        std::shared_ptr<HookPayload> payload) {
  YATEN_CHECK(requires_grad(t), "cannot register a hook on a tensor that doesn't require gradient");
  AutogradMeta& meta = materialize_meta(t);
  YATEN_CHECK(!meta.grad_fn, "post accumulate grad hooks cannot be registered on non-leaf tensors");
  meta.post_accumulate_hooks.push_back(std::move(hook));
  if (payload) meta.hook_payloads.push_back(std::move(payload));
}

}  // namespace yaten::autograd
