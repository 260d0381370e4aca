// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'sparse' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_sparse.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_sparse.h"
#include "generated/runtime/kernels_sparse.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor embedding_grad_scale_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t, false);
  return jvp;
}

Tensor _embedding_bag_jvp(const Tensor& weight, const Tensor& indices, const Tensor& offsets, int64_t mode, const Tensor& per_sample_weights, bool include_last_offset, std::optional<int64_t> padding_idx, const Tensor& weight_t, const Tensor& per_sample_weights_t, const Tensor& result2, const Tensor& result3) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(weight_t) || autograd::has_tangent(per_sample_weights_t)) autograd::add_jvp_term(jvp, embedding_bag_jvp(weight_t, per_sample_weights_t, weight, indices, offsets, result2, result3, mode, per_sample_weights, include_last_offset, padding_idx), false);
  return jvp;
}

}  // namespace

Tensor embedding_grad_scale(const Tensor& self, const Tensor& scale) {
  if (names::any_named(self, scale)) names::refuse("aten::embedding_grad_scale");
  std::shared_ptr<autograd::EmbeddingGradScaleBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::EmbeddingGradScaleBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->scale_ = autograd::SavedVariable(scale, false);
  }
  auto result = kernels::embedding_grad_scale(self, scale);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, autograd::unaliased(embedding_grad_scale_jvp(self_t), {self_t}));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor, Tensor, Tensor> _embedding_bag(const Tensor& weight, const Tensor& indices, const Tensor& offsets, bool scale_grad_by_freq, int64_t mode, bool sparse, const Tensor& per_sample_weights, bool include_last_offset, std::optional<int64_t> padding_idx, bool forward_only) {
  if (names::any_named(weight, indices, offsets, per_sample_weights)) names::refuse("aten::_embedding_bag");
  std::shared_ptr<autograd::EmbeddingBagBackward0> grad_fn;
  if (autograd::compute_requires_grad(weight, per_sample_weights)) {
    grad_fn = std::make_shared<autograd::EmbeddingBagBackward0>();
    autograd::collect_edges(*grad_fn, weight, per_sample_weights);
    grad_fn->weight_ = autograd::SavedVariable(weight, false);
    grad_fn->indices_ = autograd::SavedVariable(indices, false);
    grad_fn->offsets_ = autograd::SavedVariable(offsets, false);
    grad_fn->scale_grad_by_freq_ = scale_grad_by_freq;
    grad_fn->mode_ = mode;
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->per_sample_weights_ = autograd::SavedVariable(per_sample_weights, false);
    grad_fn->include_last_offset_ = include_last_offset;
    grad_fn->padding_idx_ = padding_idx;
  }
  auto result = kernels::_embedding_bag(weight, indices, offsets, scale_grad_by_freq, mode, sparse, per_sample_weights, include_last_offset, padding_idx, forward_only);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->result2_ = autograd::SavedVariable(std::get<2>(result), true);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->result3_ = autograd::SavedVariable(std::get<3>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor weight_t = autograd::tangent_of(weight);
    Tensor per_sample_weights_t = autograd::tangent_of(per_sample_weights);
    if (autograd::has_tangent(weight_t) || autograd::has_tangent(per_sample_weights_t)) {
      weight_t = autograd::tangent_or_zeros(weight_t, weight);
      per_sample_weights_t = autograd::tangent_or_zeros(per_sample_weights_t, per_sample_weights);
      autograd::set_tangent(std::get<0>(result), _embedding_bag_jvp(weight, indices, offsets, mode, per_sample_weights, include_last_offset, padding_idx, weight_t, per_sample_weights_t, std::get<2>(result), std::get<3>(result)));
    }
  }
  return result;
}

}  // namespace yaten
