// What the generated entry points (generated/autograd/ops_*.cpp) call around
// each kernel: deciding whether to record history, wiring nodes to their
// inputs, and the checks of in-place and out= writes.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "autograd/autograd_meta.h"
#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "autograd/out_dtype.h"
#include "autograd/saved_variable.h"
#include "runtime/dtype.h"

namespace yaten::autograd {

inline bool any_requires_grad(const Tensor& t) { return t.defined() && requires_grad(t); }
inline bool any_requires_grad(const std::vector<Tensor>& ts) {
  for (const Tensor& t : ts)
    if (requires_grad(t)) return true;
  return false;
}
// True when grad mode is on and some differentiable input requires grad.
template <typename... Ts>
bool compute_requires_grad(const Ts&... inputs) {
  return GradMode::is_enabled() && (any_requires_grad(inputs) || ...);
}

void add_edge(Node& node, const Tensor& t);
inline void add_edge(Node& node, const std::vector<Tensor>& ts) {
  for (const Tensor& t : ts) add_edge(node, t);
}
// One next edge (and input metadata) per differentiable input, in order.
template <typename... Ts>
void collect_edges(Node& node, const Ts&... inputs) {
  (add_edge(node, inputs), ...);
}

// Nodes wired by hand (custom Functions) call this once their outputs have
// a history: add_edge keeps each input until then (set_history_all does the same).
void forget_inputs(Node& node);

// Makes node the grad_fn of every floating output.
void set_history_all(const Tensor& result, const std::shared_ptr<Node>& node);
void set_history_all(const std::tuple<Tensor, Tensor>& result, const std::shared_ptr<Node>& node);
// A fused backward's gradients: one left undefined (not asked for) gets no history.
void set_history_all(const std::tuple<Tensor, Tensor, Tensor>& result, const std::shared_ptr<Node>& node);
void set_history_all(const std::vector<Tensor>& result, const std::shared_ptr<Node>& node);
// The outputs of an op returning Tensor[] that autograd does not track as
// views, though they share an input's memory (unsafe_split's pieces).
void set_history_unaliased(const std::vector<Tensor>& result, const std::shared_ptr<Node>& node);
// The outputs of an op returning several views of `input` (split, unbind),
// made in grad mode, with history or not: multi-output views (AutogradMeta).
void track_multi_output_views(const std::vector<Tensor>& views, const Tensor& input);
// Ops with four or more results (linalg.lstsq).
template <typename... Ts>
void set_history_all(const std::tuple<Ts...>& result, const std::shared_ptr<Node>& node) {
  std::apply([&](const auto&... outputs) { set_history_all(std::vector<Tensor>{outputs...}, node); }, result);
}

// A view made without recording history (its input does not require grad)
// still remembers its base in grad mode, so that an in-place op on it that
// does record history rewrites the base's (`out[i] = x` makes out require grad).
void track_view_without_history(const Tensor& view, const Tensor& input);

// Refuses in-place writes that would break autograd, as PyTorch does;
// `records_history`: the op records a node (an input requires grad).
void check_inplace(const Tensor& self, const char* op_name, bool records_history);
template <typename... Ts>
void check_inplace(const Tensor& self, const char* op_name, const Ts&... differentiable_inputs) {
  check_inplace(self, op_name, compute_requires_grad(self, differentiable_inputs...));
}
// Writes a functional result into self (same shape, castable dtype); bumps its
// version. A result that is self (the kernel wrote there) only bumps it.
void write_inplace(const Tensor& self, const Tensor& result, const char* op_name);
// out= calls are not differentiable: refuse them when an input requires grad.
void check_out_no_grad(const char* op_name, const Tensor& t);
inline void check_out_no_grad(const char* op_name, const std::vector<Tensor>& ts) {
  for (const Tensor& t : ts) check_out_no_grad(op_name, t);
}
template <typename... Ts>
void check_out_no_grad(const char* op_name, const Ts&... tensors) {
  (check_out_no_grad(op_name, tensors), ...);
}
// The dtype a factory's out= form makes its values in: out's, unless dtype
// names another (refused with torch's message).
std::optional<ScalarType> factory_out_dtype(std::optional<ScalarType> dtype, const Tensor& out, const char* op_name);
// Resizes out if its shape differs, then copies the result into it (unless
// the result is out); bumps its version. An out of a dtype `rule` refuses is
// refused before anything is written.
void write_out(const Tensor& out, const Tensor& result, const char* op_name, OutDtype rule);
// An op returning several results (sort's values, indices) writes each into
// an out= tensor that has its dtype exactly, as torch's: all are checked
// before any is written.
void check_result_out_dtype(const Tensor& out, const Tensor& result, const char* op_name);

// Node helpers for generated apply(): undefined gradients of a
// multi-output node become zeros; false when no gradient is defined at all.
bool materialize_grads(Node& node, TensorList& grads);
inline bool should_compute(const Node& node, size_t edge) { return node.next_edges()[edge].is_valid(); }
bool any_should_compute(const Node& node, size_t first, size_t count);
[[noreturn]] void not_implemented(const char* op_name, const char* input);

std::vector<SavedVariable> save_list(const std::vector<Tensor>& ts);
TensorList unpack_list(const std::vector<SavedVariable>& saved);
std::vector<DimVector> list_sizes(const std::vector<Tensor>& ts);

// Tensor.detach_(): cuts t from the graph, in place.
void detach_inplace(const Tensor& t);

}  // namespace yaten::autograd
