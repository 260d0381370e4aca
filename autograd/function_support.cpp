// Support for the generated entry points.
#include "autograd/function_support.h"

#include "autograd/copy_slices.h"
#include "generated/autograd/ops/zeros.h"
#include "runtime/dtype.h"
#include "runtime/error.h"
#include "runtime/inference_mode.h"
#include "runtime/kernels/common.h"
#include "runtime/warning.h"

namespace yaten::autograd {

void add_edge(Node& node, const Tensor& t) {
  if (!t.defined()) {
    node.add_next_edge(Edge{});
    node.input_metadata().push_back({});
    return;
  }
  AutogradMeta* meta = get_meta(t);
  bool differentiable = meta && (meta->requires_grad || meta->grad_fn);
  node.add_next_edge(differentiable ? gradient_edge(t) : Edge{});
  bool keep = differentiable || (meta && meta->view_base.defined());  // see track_view
  node.input_metadata().push_back({t.sizes(), t.dtype(), keep ? t : Tensor(), t.version()});
}

namespace {

void set_output_history(const Tensor& t, const std::shared_ptr<Node>& node, uint32_t nr) {
  set_inplace_target(Tensor());  // written by now (or never: fill_, copy_)
  if (node->output_metadata().size() <= nr) node->output_metadata().resize(nr + 1);
  node->output_metadata()[nr].defined = t.defined();
  if (!t.defined()) return;
  node->output_metadata()[nr] = {t.sizes(), t.dtype()};
  if (!is_floating(t.dtype())) return;
  // An op that returned its input unchanged (to() the same dtype) leaves it
  // as it was, as in torch (a leaf stays a leaf).
  for (const InputMetadata& m : node->input_metadata()) {
    if (m.input.is_same(t) && t.version() == m.input_version) return;
  }
  set_history(t, node, nr);
}

// `view` shares `input`'s memory: its base is input's base, or input; a
// view of a multi-output view is one too (torch's in-place rules follow it).
void record_view(const Tensor& view, const Tensor& input) {
  const AutogradMeta* input_meta = get_meta(input);
  AutogradMeta& meta = materialize_meta(view);
  meta.view_base = input_meta && input_meta->view_base.defined() ? input_meta->view_base : input;
  if (input_meta && input_meta->multi_output_view) {
    meta.multi_output_view = true;
    meta.view_version = view.version();
  }
}

// An output written in place, if it is a view, rewrites its base's history;
// an output sharing an input's memory is a view of that input's base.
void track_view(const Tensor& t, const std::shared_ptr<Node>& node) {
  if (!t.defined() || !is_floating(t.dtype())) return;
  for (const InputMetadata& m : node->input_metadata()) {
    if (m.input.is_same(t)) {  // in place, or an op that returned its input (to)
      const Tensor& base = get_meta(t)->view_base;
      if (t.version() != m.input_version && base.defined()) rebase_history(t, base, node);
      return;
    }
  }
  for (const InputMetadata& m : node->input_metadata()) {
    if (m.input.defined() && m.input.storage().get() == t.storage().get()) {
      record_view(t, m.input);
      return;
    }
  }
}

// Once the outputs are known, the inputs are no longer needed (and an input
// that is an output would own its own node).
void finish_history(const Tensor* outputs, size_t count, const std::shared_ptr<Node>& node) {
  for (size_t i = 0; i < count; ++i) track_view(outputs[i], node);
  forget_inputs(*node);
}

}  // namespace

void forget_inputs(Node& node) {
  for (InputMetadata& m : node.input_metadata()) m.input = Tensor();
}

void set_history_all(const Tensor& result, const std::shared_ptr<Node>& node) {
  set_output_history(result, node, 0);
  finish_history(&result, 1, node);
}

void set_history_all(const std::tuple<Tensor, Tensor>& result, const std::shared_ptr<Node>& node) {
  const Tensor outputs[] = {std::get<0>(result), std::get<1>(result)};
  set_output_history(outputs[0], node, 0);
  set_output_history(outputs[1], node, 1);
  finish_history(outputs, 2, node);
}

void set_history_all(const std::tuple<Tensor, Tensor, Tensor>& result, const std::shared_ptr<Node>& node) {
  set_history_all(std::vector<Tensor>{std::get<0>(result), std::get<1>(result), std::get<2>(result)}, node);
}

void set_history_all(const std::vector<Tensor>& result, const std::shared_ptr<Node>& node) {
  for (size_t i = 0; i < result.size(); ++i) set_output_history(result[i], node, static_cast<uint32_t>(i));
  finish_history(result.data(), result.size(), node);
}

void set_history_unaliased(const std::vector<Tensor>& result, const std::shared_ptr<Node>& node) {
  for (size_t i = 0; i < result.size(); ++i) set_output_history(result[i], node, static_cast<uint32_t>(i));
  forget_inputs(*node);
}

void track_multi_output_views(const std::vector<Tensor>& views, const Tensor& input) {
  if (!GradMode::is_enabled()) return;
  for (const Tensor& view : views) {
    if (!is_floating(view.dtype()) || view.storage().get() != input.storage().get()) continue;
    record_view(view, input);
    AutogradMeta& meta = *get_meta(view);
    meta.multi_output_view = true;
    meta.view_version = view.version();
  }
}

void track_view_without_history(const Tensor& view, const Tensor& input) {
  if (!GradMode::is_enabled() || !is_floating(view.dtype()) || view.is_same(input) ||
      view.storage().get() != input.storage().get()) {
    return;
  }
  record_view(view, input);
}

void check_inplace(const Tensor& self, const char* op_name, bool records_history) {
  YATEN_CHECK(!self.storage()->is_inference() || InferenceMode::is_enabled(), op_name,
              ": Inplace update to inference tensor outside InferenceMode is not allowed. You can make a clone to get "
              "a normal tensor before doing inplace update.");
  if (!GradMode::is_enabled()) return;
  AutogradMeta* meta = get_meta(self);
  if (!meta) return;
  if (records_history && meta->multi_output_view) refuse_multi_output_view_write(self, false);
  YATEN_CHECK(!(is_leaf(self) && requires_grad(self)), op_name,
              ": a leaf Variable that requires grad is being used in an in-place operation.");
  YATEN_CHECK(!(meta->view_base.defined() && is_leaf(meta->view_base) && requires_grad(meta->view_base)), op_name,
              ": a view of a leaf Variable that requires grad is being used in an in-place operation.");
}

void write_inplace(const Tensor& self, const Tensor& result, const char* op_name) {
  set_inplace_target(Tensor());
  if (result.is_same(self)) {  // a kernel that wrote into self (ops.yaml `writes_into`)
    self.bump_version();
    return;
  }
  YATEN_CHECK(result.sizes() == self.sizes(), op_name, ": output with shape ", shape_str(self.sizes()),
              " doesn't match the broadcast shape ", shape_str(result.sizes()));
  kernels::check_can_cast(result.dtype(), self.dtype(), op_name);
  kernels::copy_into(self, result);
}

void check_out_no_grad(const char* op_name, const Tensor& t) {
  YATEN_CHECK(!GradMode::is_enabled() || !t.defined() || !requires_grad(t), op_name,
              "(): functions with out=... arguments don't support automatic differentiation, but one of the "
              "arguments requires grad.");
}

std::optional<ScalarType> factory_out_dtype(std::optional<ScalarType> dtype, const Tensor& out, const char* op_name) {
  YATEN_CHECK(!dtype || *dtype == out.dtype(), op_name, ": dtype ", torch_dtype_name(*dtype),
              " does not match dtype of out parameter (", torch_dtype_name(out.dtype()), ")");
  return out.dtype();
}

void write_out(const Tensor& out, const Tensor& result, const char* op_name, OutDtype rule) {
  if (result.is_same(out)) {
    out.bump_version();
    return;
  }
  if (rule == OutDtype::exact || rule == OutDtype::from_out) check_result_out_dtype(out, result, op_name);
  if (rule == OutDtype::castable) kernels::check_can_cast(result.dtype(), out.dtype(), op_name);
  if (out.sizes() != result.sizes()) {
    if (out.numel() != 0)
      YATEN_WARN("An output with one or more elements was resized since it had shape ", shape_str(out.sizes()),
                 ", which does not match the required output shape ", shape_str(result.sizes()), ". This behavior is "
                 "deprecated, and in a future PyTorch release outputs will not be resized unless they have zero "
                 "elements. You can explicitly reuse an out tensor t by resizing it, inplace, to zero elements with "
                 "t.resize_(0).");
    Tensor fresh = Tensor::empty(result.sizes(), out.dtype());
    out.impl()->set_view(fresh.storage(), fresh.sizes(), fresh.strides(), 0);
  }
  kernels::copy_into(out, result);
}

void check_result_out_dtype(const Tensor& out, const Tensor& result, const char* op_name) {
  YATEN_CHECK(out.dtype() == result.dtype(), op_name, ": Expected out tensor to have dtype ", dtype_name(result.dtype()),
              ", but got ", dtype_name(out.dtype()), " instead");
}

bool materialize_grads(Node& node, TensorList& grads) {
  bool any = false;
  for (const Tensor& g : grads) any = any || g.defined();
  if (!any) return false;
  for (size_t i = 0; i < grads.size(); ++i) {
    if (grads[i].defined() || i >= node.output_metadata().size()) continue;
    const InputMetadata& m = node.output_metadata()[i];
    if (!m.defined) continue;
    grads[i] = yaten::zeros(m.sizes, m.dtype, false);
  }
  return true;
}

bool any_should_compute(const Node& node, size_t first, size_t count) {
  for (size_t i = first; i < first + count; ++i)
    if (should_compute(node, i)) return true;
  return false;
}

void not_implemented(const char* op_name, const char* input) {
  throw RuntimeError(std::string("the derivative for '") + input + "' of " + op_name + " is not implemented.");
}

std::vector<SavedVariable> save_list(const std::vector<Tensor>& ts) {
  std::vector<SavedVariable> out;
  out.reserve(ts.size());
  for (const Tensor& t : ts) out.emplace_back(t, false);
  return out;
}

TensorList unpack_list(const std::vector<SavedVariable>& saved) {
  TensorList out;
  out.reserve(saved.size());
  for (const SavedVariable& s : saved) out.push_back(s.unpack());
  return out;
}

std::vector<DimVector> list_sizes(const std::vector<Tensor>& ts) {
  std::vector<DimVector> out;
  out.reserve(ts.size());
  for (const Tensor& t : ts) out.push_back(t.sizes());
  return out;
}

void detach_inplace(const Tensor& t) {
  if (AutogradMeta* meta = get_meta(t)) {
    meta->grad_fn.reset();
    meta->view_base = Tensor();
    meta->requires_grad = false;
    meta->output_nr = 0;
  }
}

}  // namespace yaten::autograd
