// A node of the backward graph ("grad_fn"): given the gradients of its
// forward outputs it returns the gradients of its forward inputs, which the
// engine sends along next_edges. Generated nodes (MulBackward0, ...) and the
// Python layer's custom Function nodes derive from it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "runtime/tensor.h"
#include "autograd/edge.h"

namespace yaten::autograd {

using TensorList = std::vector<Tensor>;

// What a forward input looked like, so the engine can undo broadcasting
// (sum_to) and dtype promotion on the gradient flowing back into it.
struct InputMetadata {
  InputMetadata() = default;
  InputMetadata(DimVector sizes_, ScalarType dtype_, Tensor input_ = Tensor(), uint64_t input_version_ = 0)
      : sizes(std::move(sizes_)), dtype(dtype_), input(std::move(input_)), input_version(input_version_) {}

  DimVector sizes;
  ScalarType dtype = ScalarType::Float32;
  // The input itself (when it requires grad or is a view) and its
  // version, only while its op records history: an output sharing its
  // memory is a view of it, an output that is it and has a new version was
  // written in place (see set_history_all).
  Tensor input;
  uint64_t input_version = 0;
  // As an output's: false when the op returned it undefined (a gradient a
  // fused backward was not asked for); its incoming gradient stays undefined.
  bool defined = true;
};

// What a hook owns on behalf of the embedding language (the Python layer's
// callables). Autograd keeps it beside the hook only so that the embedder's
// garbage collector can find it: a hook whose closure refers back to its
// tensor is a reference cycle Python must see to collect.
struct HookPayload {
  virtual ~HookPayload() = default;
};

struct SavedValueVisitor;

class Node : public std::enable_shared_from_this<Node> {
 public:
  Node();
  virtual ~Node();
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;

  // grads[i] is the gradient of forward output i (undefined when unused).
  // Returns one gradient per next edge (undefined where there is none).
  virtual TensorList apply(TensorList&& grads) = 0;
  virtual std::string name() const = 0;
  // Drops saved tensors after a backward without retain_graph.
  virtual void release_variables() {}
  // Hands each saved value, by name, to the visitor (generated nodes).
  virtual void visit_saved(SavedValueVisitor& /*visitor*/) const {}

  const std::vector<Edge>& next_edges() const { return next_edges_; }
  void add_next_edge(Edge edge) { next_edges_.push_back(std::move(edge)); }
  // Forward inputs' metadata, one per next edge.
  std::vector<InputMetadata>& input_metadata() { return input_metadata_; }
  const std::vector<InputMetadata>& input_metadata() const { return input_metadata_; }
  // Forward outputs' metadata, used to create zero gradients for unused outputs.
  std::vector<InputMetadata>& output_metadata() { return output_metadata_; }
  uint64_t sequence_nr() const { return sequence_nr_; }

  // Hooks run, in the order they were added, on the gradients of this
  // node's outputs before apply(): Tensor.register_hook on a non-leaf, and
  // Tensor.retain_grad (which, as in PyTorch 1.13, sees the gradient as
  // changed by the hooks registered before it only).
  using PreHook = std::function<TensorList(const TensorList&)>;
  void add_pre_hook(PreHook hook) { pre_hooks_.push_back(std::move(hook)); }
  const std::vector<PreHook>& pre_hooks() const { return pre_hooks_; }
  // Hooks run, in the order they were added, after apply(): each is given
  // the gradients apply() returned (one per next edge) and the ones it was
  // given, and returns the gradients to send on (grad_fn.register_hook).
  using PostHook = std::function<TensorList(const TensorList& grad_inputs, const TensorList& grad_outputs)>;
  void add_post_hook(PostHook hook) { post_hooks_.push_back(std::move(hook)); }
  const std::vector<PostHook>& post_hooks() const { return post_hooks_; }
  void add_hook_payload(std::shared_ptr<HookPayload> p) { hook_payloads_.push_back(std::move(p)); }
  const std::vector<std::shared_ptr<HookPayload>>& hook_payloads() const { return hook_payloads_; }
  // What the embedding language keeps with the node (Python's
  // grad_fn.metadata dict), made on first use; null until then.
  const std::shared_ptr<HookPayload>& embedder_metadata() const { return embedder_metadata_; }
  void set_embedder_metadata(std::shared_ptr<HookPayload> m) { embedder_metadata_ = std::move(m); }

  // The stack of the forward call that created this node, recorded only
  // while anomaly mode is on (autograd/anomaly_mode.h); null otherwise.
  const std::string* forward_stack() const { return forward_stack_.get(); }
  void set_forward_stack(std::string stack) { forward_stack_ = std::make_unique<const std::string>(std::move(stack)); }

 protected:
  std::vector<Edge> next_edges_;
  std::vector<InputMetadata> input_metadata_;
  std::vector<InputMetadata> output_metadata_;
  std::vector<PreHook> pre_hooks_;
  std::vector<PostHook> post_hooks_;
  std::vector<std::shared_ptr<HookPayload>> hook_payloads_;
  std::shared_ptr<HookPayload> embedder_metadata_;
  uint64_t sequence_nr_;
  std::unique_ptr<const std::string> forward_stack_;
};

}  // namespace yaten::autograd
