// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'index' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_index.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_index.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/index.h"
#include "generated/autograd/ops/index_add.h"
#include "generated/autograd/ops/index_copy.h"
#include "generated/autograd/ops/index_fill.h"
#include "generated/autograd/ops/index_put.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/masked_scatter.h"
#include "generated/autograd/ops/masked_select.h"
#include "generated/autograd/ops/put.h"
#include "generated/autograd/ops/scatter.h"
#include "generated/autograd/ops/scatter_add.h"
#include "generated/autograd/ops/take.h"
#include "generated/runtime/kernels_index.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor index_select_jvp(int64_t dim, const Tensor& index, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, index_select(self_t, dim, index), false);
  return jvp;
}

Tensor index_Tensor_jvp(const std::vector<Tensor>& indices, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, index_Tensor(self_t, indices), false);
  return jvp;
}

Tensor index_put_jvp(const std::vector<Tensor>& indices, bool accumulate, const Tensor& self_t, const Tensor& values_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(values_t)) autograd::add_jvp_term(jvp, index_put(self_t, indices, values_t, accumulate), false);
  return jvp;
}

Tensor index_add_jvp(int64_t dim, const Tensor& index, const Scalar& alpha, const Tensor& self_t, const Tensor& source_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(source_t)) autograd::add_jvp_term(jvp, index_add(self_t, dim, index, source_t, alpha), false);
  return jvp;
}

Tensor gather_jvp(int64_t dim, const Tensor& index, bool sparse_grad, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, gather(self_t, dim, index, sparse_grad), false);
  return jvp;
}

Tensor scatter_add_jvp(int64_t dim, const Tensor& index, const Tensor& self_t, const Tensor& src_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(src_t)) autograd::add_jvp_term(jvp, scatter_add(self_t, dim, index, src_t), false);
  return jvp;
}

Tensor masked_select_jvp(const Tensor& mask, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, masked_select(self_t, mask), false);
  return jvp;
}

Tensor masked_scatter_jvp(const Tensor& mask, const Tensor& self_t, const Tensor& source_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(source_t)) autograd::add_jvp_term(jvp, masked_scatter(self_t, mask, source_t), false);
  return jvp;
}

Tensor take_jvp(const Tensor& index, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, take(self_t, index), false);
  return jvp;
}

Tensor put_jvp(const Tensor& index, bool accumulate, const Tensor& self_t, const Tensor& source_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(source_t)) autograd::add_jvp_term(jvp, put(self_t, index, source_t, accumulate), false);
  return jvp;
}

Tensor index_fill_jvp(int64_t dim, const Tensor& index, const Tensor& self_t, const Tensor& value_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(value_t)) autograd::add_jvp_term(jvp, index_fill(self_t, dim, index, value_t), false);
  return jvp;
}

Tensor index_copy_jvp(int64_t dim, const Tensor& index, const Tensor& self_t, const Tensor& source_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(source_t)) autograd::add_jvp_term(jvp, index_copy(self_t, dim, index, source_t), false);
  return jvp;
}

Tensor scatter_src_jvp(int64_t dim, const Tensor& index, const Tensor& src, const Tensor& self_t, const Tensor& src_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(src_t)) autograd::add_jvp_term(jvp, scatter_src_jvp(self_t, dim, index, src, src_t), false);
  return jvp;
}

Tensor scatter_value_jvp(int64_t dim, const Tensor& index, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, scatter_value(self_t, dim, index, 0), false);
  return jvp;
}

Tensor scatter_reduce_jvp(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, const Tensor& self_t, const Tensor& src_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(src_t)) autograd::add_jvp_term(jvp, scatter_reduce_jvp(self_t, dim, index, src_t, self, src, reduce, true, result), false);
  return jvp;
}

Tensor scatter_value_reduce_jvp(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, std::string_view reduce, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * scatter_value_reduce_weight(self, dim, index, value, reduce, result), false);
  return jvp;
}

Tensor scatter_reduce_two_jvp(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, bool include_self, const Tensor& self_t, const Tensor& src_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(src_t)) autograd::add_jvp_term(jvp, scatter_reduce_jvp(self_t, dim, index, src_t, self, src, reduce, include_self, result), false);
  return jvp;
}

}  // namespace

Tensor index_select(const Tensor& self, int64_t dim, const Tensor& index) {
  if (names::any_named(self, index)) names::refuse("aten::index_select");
  std::shared_ptr<autograd::IndexSelectBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::IndexSelectBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::index_select(self, dim, index);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, index_select_jvp(dim, index, self_t));
    }
  }
  return result;
}

Tensor index_select_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& out) {
  if (names::any_named(self, index)) names::refuse("aten::index_select");
  autograd::check_out_no_grad("index_select", self, index, out);
  autograd::check_out_no_tangents("index_select", self, index, out);
  autograd::write_out(out, kernels::index_select(self, dim, index), "index_select", autograd::OutDtype::exact);
  return out;
}

Tensor index_Tensor(const Tensor& self, const std::vector<Tensor>& indices) {
  if (names::any_named(self, indices)) names::refuse("aten::index.Tensor");
  std::shared_ptr<autograd::IndexBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::IndexBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->indices_ = autograd::save_list(indices);
  }
  auto result = kernels::index_Tensor(self, indices);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, index_Tensor_jvp(indices, self_t));
    }
  }
  return result;
}

Tensor index_put(const Tensor& self, const std::vector<Tensor>& indices, const Tensor& values, bool accumulate) {
  if (names::any_named(self, indices, values)) names::refuse("aten::index_put");
  std::shared_ptr<autograd::IndexPutBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, values)) {
    grad_fn = std::make_shared<autograd::IndexPutBackward0>();
    autograd::collect_edges(*grad_fn, self, values);
    grad_fn->indices_ = autograd::save_list(indices);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->values_ = autograd::SavedVariable(values, false);
    grad_fn->accumulate_ = accumulate;
  }
  auto result = kernels::index_put(self, indices, values, accumulate, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor values_t = autograd::tangent_of(values);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(values_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      values_t = autograd::tangent_or_zeros(values_t, values);
      autograd::set_tangent(result, index_put_jvp(indices, accumulate, self_t, values_t));
    }
  }
  return result;
}

Tensor index_put_(const Tensor& self, const std::vector<Tensor>& indices, const Tensor& values, bool accumulate) {
  if (names::any_named(self, indices, values)) names::refuse("aten::index_put_");
  autograd::check_inplace(self, "index_put_", self, values);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::IndexPutBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, values)) {
    grad_fn = std::make_shared<autograd::IndexPutBackward0>();
    autograd::collect_edges(*grad_fn, self, values);
    grad_fn->indices_ = autograd::save_list(indices);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->values_ = autograd::SavedVariable(values, false);
    grad_fn->accumulate_ = accumulate;
  }
  Tensor self_t;
  Tensor values_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    values_t = autograd::tangent_of(values);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(values_t);
    if (forward_grad) self_t = autograd::tangent_or_zeros(self_t, self);
    if (forward_grad) values_t = autograd::tangent_or_zeros(values_t, values);
  }
  autograd::write_inplace(self, kernels::index_put(self, indices, values, accumulate, self), "index_put_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, index_put_jvp(indices, accumulate, self_t, values_t));
  return result;
}

Tensor nonzero(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::nonzero");
  return kernels::nonzero(self);
}

Tensor nonzero_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::nonzero");
  autograd::check_out_no_grad("nonzero", self, out);
  autograd::write_out(out, kernels::nonzero(self), "nonzero", autograd::OutDtype::exact);
  return out;
}

Tensor argwhere(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::argwhere");
  return kernels::argwhere(self);
}

Tensor index_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Scalar& alpha) {
  if (names::any_named(self, index, source)) names::refuse("aten::index_add");
  std::shared_ptr<autograd::IndexAddBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, source)) {
    grad_fn = std::make_shared<autograd::IndexAddBackward0>();
    autograd::collect_edges(*grad_fn, self, source);
    grad_fn->dim_ = dim;
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->index_ = autograd::SavedVariable(index, false);
    grad_fn->alpha_ = alpha;
  }
  auto result = kernels::index_add(self, dim, index, source, alpha, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor source_t = autograd::tangent_of(source);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(source_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      source_t = autograd::tangent_or_zeros(source_t, source);
      autograd::set_tangent(result, index_add_jvp(dim, index, alpha, self_t, source_t));
    }
  }
  return result;
}

Tensor index_add_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Scalar& alpha) {
  if (names::any_named(self, index, source)) names::refuse("aten::index_add_");
  autograd::check_inplace(self, "index_add_", self, source);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::IndexAddBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, source)) {
    grad_fn = std::make_shared<autograd::IndexAddBackward0>();
    autograd::collect_edges(*grad_fn, self, source);
    grad_fn->dim_ = dim;
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->index_ = autograd::SavedVariable(index, false);
    grad_fn->alpha_ = alpha;
  }
  Tensor self_t;
  Tensor source_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    source_t = autograd::tangent_of(source);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(source_t);
    if (forward_grad) self_t = autograd::tangent_or_zeros(self_t, self);
    if (forward_grad) source_t = autograd::tangent_or_zeros(source_t, source);
  }
  autograd::write_inplace(self, kernels::index_add(self, dim, index, source, alpha, self), "index_add_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, index_add_jvp(dim, index, alpha, self_t, source_t));
  return result;
}

Tensor index_add_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Scalar& alpha, const Tensor& out) {
  if (names::any_named(self, index, source)) names::refuse("aten::index_add");
  autograd::check_out_no_grad("index_add", self, index, source, out);
  autograd::check_out_no_tangents("index_add", self, index, source, out);
  autograd::write_out(out, kernels::index_add(self, dim, index, source, alpha, out), "index_add", autograd::OutDtype::exact);
  return out;
}

Tensor gather(const Tensor& self, int64_t dim, const Tensor& index, bool sparse_grad) {
  if (names::any_named(self, index)) names::refuse("aten::gather");
  std::shared_ptr<autograd::GatherBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::GatherBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::gather(self, dim, index, sparse_grad);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, gather_jvp(dim, index, sparse_grad, self_t));
    }
  }
  return result;
}

Tensor gather_out(const Tensor& self, int64_t dim, const Tensor& index, bool sparse_grad, const Tensor& out) {
  if (names::any_named(self, index)) names::refuse("aten::gather");
  autograd::check_out_no_grad("gather", self, index, out);
  autograd::check_out_no_tangents("gather", self, index, out);
  autograd::write_out(out, kernels::gather(self, dim, index, sparse_grad), "gather", autograd::OutDtype::exact);
  return out;
}

Tensor scatter_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter_add");
  std::shared_ptr<autograd::ScatterAddBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::ScatterAddBackward0>();
    autograd::collect_edges(*grad_fn, self, src);
    grad_fn->src_sizes_ = src.sizes();
    grad_fn->dim_ = dim;
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::scatter_add(self, dim, index, src, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor src_t = autograd::tangent_of(src);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(src_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      src_t = autograd::tangent_or_zeros(src_t, src);
      autograd::set_tangent(result, scatter_add_jvp(dim, index, self_t, src_t));
    }
  }
  return result;
}

Tensor scatter_add_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter_add_");
  autograd::check_inplace(self, "scatter_add_", self, src);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ScatterAddBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::ScatterAddBackward0>();
    autograd::collect_edges(*grad_fn, self, src);
    grad_fn->src_sizes_ = src.sizes();
    grad_fn->dim_ = dim;
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  Tensor self_t;
  Tensor src_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    src_t = autograd::tangent_of(src);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(src_t);
    if (forward_grad) self_t = autograd::tangent_or_zeros(self_t, self);
    if (forward_grad) src_t = autograd::tangent_or_zeros(src_t, src);
  }
  autograd::write_inplace(self, kernels::scatter_add(self, dim, index, src, self), "scatter_add_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, scatter_add_jvp(dim, index, self_t, src_t));
  return result;
}

Tensor scatter_add_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, const Tensor& out) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter_add");
  autograd::check_out_no_grad("scatter_add", self, index, src, out);
  autograd::check_out_no_tangents("scatter_add", self, index, src, out);
  autograd::write_out(out, kernels::scatter_add(self, dim, index, src, out), "scatter_add", autograd::OutDtype::exact);
  return out;
}

Tensor masked_select(const Tensor& self, const Tensor& mask) {
  if (names::any_named(self, mask)) names::refuse("aten::masked_select");
  std::shared_ptr<autograd::MaskedSelectBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::MaskedSelectBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->mask_ = autograd::SavedVariable(mask, false);
  }
  auto result = kernels::masked_select(self, mask);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, masked_select_jvp(mask, self_t));
    }
  }
  return result;
}

Tensor masked_select_out(const Tensor& self, const Tensor& mask, const Tensor& out) {
  if (names::any_named(self, mask)) names::refuse("aten::masked_select");
  autograd::check_out_no_grad("masked_select", self, mask, out);
  autograd::check_out_no_tangents("masked_select", self, mask, out);
  autograd::write_out(out, kernels::masked_select(self, mask), "masked_select", autograd::OutDtype::exact);
  return out;
}

Tensor masked_scatter(const Tensor& self, const Tensor& mask, const Tensor& source) {
  if (names::any_named(self, mask, source)) names::refuse("aten::masked_scatter");
  std::shared_ptr<autograd::MaskedScatterBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, source)) {
    grad_fn = std::make_shared<autograd::MaskedScatterBackward0>();
    autograd::collect_edges(*grad_fn, self, source);
    grad_fn->source_sizes_ = source.sizes();
    grad_fn->mask_ = autograd::SavedVariable(mask, false);
  }
  auto result = kernels::masked_scatter(self, mask, source, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor source_t = autograd::tangent_of(source);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(source_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      source_t = autograd::tangent_or_zeros(source_t, source);
      autograd::set_tangent(result, masked_scatter_jvp(mask, self_t, source_t));
    }
  }
  return result;
}

Tensor masked_scatter_(const Tensor& self, const Tensor& mask, const Tensor& source) {
  if (names::any_named(self, mask, source)) names::refuse("aten::masked_scatter_");
  autograd::check_inplace(self, "masked_scatter_", self, source);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::MaskedScatterBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, source)) {
    grad_fn = std::make_shared<autograd::MaskedScatterBackward0>();
    autograd::collect_edges(*grad_fn, self, source);
    grad_fn->source_sizes_ = source.sizes();
    grad_fn->mask_ = autograd::SavedVariable(mask, false);
  }
  Tensor self_t;
  Tensor source_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    source_t = autograd::tangent_of(source);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(source_t);
    if (forward_grad) self_t = autograd::tangent_or_zeros(self_t, self);
    if (forward_grad) source_t = autograd::tangent_or_zeros(source_t, source);
  }
  autograd::write_inplace(self, kernels::masked_scatter(self, mask, source, self), "masked_scatter_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, masked_scatter_jvp(mask, self_t, source_t));
  return result;
}

Tensor take(const Tensor& self, const Tensor& index) {
  if (names::any_named(self, index)) names::refuse("aten::take");
  std::shared_ptr<autograd::TakeBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TakeBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::take(self, index);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, take_jvp(index, self_t));
    }
  }
  return result;
}

Tensor take_out(const Tensor& self, const Tensor& index, const Tensor& out) {
  if (names::any_named(self, index)) names::refuse("aten::take");
  autograd::check_out_no_grad("take", self, index, out);
  autograd::check_out_no_tangents("take", self, index, out);
  autograd::write_out(out, kernels::take(self, index), "take", autograd::OutDtype::exact);
  return out;
}

Tensor put(const Tensor& self, const Tensor& index, const Tensor& source, bool accumulate) {
  if (names::any_named(self, index, source)) names::refuse("aten::put");
  std::shared_ptr<autograd::PutBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, source)) {
    grad_fn = std::make_shared<autograd::PutBackward0>();
    autograd::collect_edges(*grad_fn, self, source);
    grad_fn->source_sizes_ = source.sizes();
    grad_fn->index_ = autograd::SavedVariable(index, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->source_ = autograd::SavedVariable(source, false);
    grad_fn->accumulate_ = accumulate;
  }
  auto result = kernels::put(self, index, source, accumulate, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor source_t = autograd::tangent_of(source);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(source_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      source_t = autograd::tangent_or_zeros(source_t, source);
      autograd::set_tangent(result, put_jvp(index, accumulate, self_t, source_t));
    }
  }
  return result;
}

Tensor put_(const Tensor& self, const Tensor& index, const Tensor& source, bool accumulate) {
  if (names::any_named(self, index, source)) names::refuse("aten::put_");
  autograd::check_inplace(self, "put_", self, source);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::PutBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, source)) {
    grad_fn = std::make_shared<autograd::PutBackward0>();
    autograd::collect_edges(*grad_fn, self, source);
    grad_fn->source_sizes_ = source.sizes();
    grad_fn->index_ = autograd::SavedVariable(index, false);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->source_ = autograd::SavedVariable(source, false);
    grad_fn->accumulate_ = accumulate;
  }
  Tensor self_t;
  Tensor source_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    source_t = autograd::tangent_of(source);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(source_t);
    if (forward_grad) self_t = autograd::tangent_or_zeros(self_t, self);
    if (forward_grad) source_t = autograd::tangent_or_zeros(source_t, source);
  }
  autograd::write_inplace(self, kernels::put(self, index, source, accumulate, self), "put_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, put_jvp(index, accumulate, self_t, source_t));
  return result;
}

Tensor index_fill(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value) {
  Dimnames result_names;
  if (names::any_named(self, index, value)) result_names = names::keep(self);
  std::shared_ptr<autograd::IndexFillBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, value)) {
    grad_fn = std::make_shared<autograd::IndexFillBackward0>();
    autograd::collect_edges(*grad_fn, self, value);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::index_fill(self, dim, index, value, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor value_t = autograd::tangent_of(value);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(value_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      value_t = autograd::tangent_or_zeros(value_t, value);
      autograd::set_tangent(result, index_fill_jvp(dim, index, self_t, value_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor index_fill_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value) {
  Dimnames result_names;
  if (names::any_named(self, index, value)) {
    result_names = names::keep(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "index_fill_", self, value);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::IndexFillBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, value)) {
    grad_fn = std::make_shared<autograd::IndexFillBackward0>();
    autograd::collect_edges(*grad_fn, self, value);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  Tensor self_t;
  Tensor value_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    value_t = autograd::tangent_of(value);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(value_t);
    if (forward_grad) self_t = autograd::tangent_or_zeros(self_t, self);
    if (forward_grad) value_t = autograd::tangent_or_zeros(value_t, value);
  }
  autograd::write_inplace(self, kernels::index_fill(self, dim, index, value, self), "index_fill_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, index_fill_jvp(dim, index, self_t, value_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor index_copy(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source) {
  if (names::any_named(self, index, source)) names::refuse("aten::index_copy");
  std::shared_ptr<autograd::IndexCopyBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, source)) {
    grad_fn = std::make_shared<autograd::IndexCopyBackward0>();
    autograd::collect_edges(*grad_fn, self, source);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::index_copy(self, dim, index, source, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor source_t = autograd::tangent_of(source);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(source_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      source_t = autograd::tangent_or_zeros(source_t, source);
      autograd::set_tangent(result, index_copy_jvp(dim, index, self_t, source_t));
    }
  }
  return result;
}

Tensor index_copy_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source) {
  if (names::any_named(self, index, source)) names::refuse("aten::index_copy_");
  autograd::check_inplace(self, "index_copy_", self, source);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::IndexCopyBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, source)) {
    grad_fn = std::make_shared<autograd::IndexCopyBackward0>();
    autograd::collect_edges(*grad_fn, self, source);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  Tensor self_t;
  Tensor source_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    source_t = autograd::tangent_of(source);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(source_t);
    if (forward_grad) self_t = autograd::tangent_or_zeros(self_t, self);
    if (forward_grad) source_t = autograd::tangent_or_zeros(source_t, source);
  }
  autograd::write_inplace(self, kernels::index_copy(self, dim, index, source, self), "index_copy_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, index_copy_jvp(dim, index, self_t, source_t));
  return result;
}

Tensor index_copy_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Tensor& out) {
  if (names::any_named(self, index, source)) names::refuse("aten::index_copy");
  autograd::check_out_no_grad("index_copy", self, index, source, out);
  autograd::check_out_no_tangents("index_copy", self, index, source, out);
  autograd::write_out(out, kernels::index_copy(self, dim, index, source, out), "index_copy", autograd::OutDtype::exact);
  return out;
}

Tensor scatter_src(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter.src");
  std::shared_ptr<autograd::ScatterBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::ScatterBackward0>();
    autograd::collect_edges(*grad_fn, self, src);
    grad_fn->src_sizes_ = src.sizes();
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::scatter_src(self, dim, index, src, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor src_t = autograd::tangent_of(src);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(src_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      src_t = autograd::tangent_or_zeros(src_t, src);
      autograd::set_tangent(result, scatter_src_jvp(dim, index, src, self_t, src_t));
    }
  }
  return result;
}

Tensor scatter__src(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter_.src");
  autograd::check_inplace(self, "scatter_", self, src);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ScatterBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::ScatterBackward0>();
    autograd::collect_edges(*grad_fn, self, src);
    grad_fn->src_sizes_ = src.sizes();
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  Tensor self_t;
  Tensor src_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    src_t = autograd::tangent_of(src);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(src_t);
    if (forward_grad) self_t = autograd::tangent_or_zeros(self_t, self);
    if (forward_grad) src_t = autograd::tangent_or_zeros(src_t, src);
  }
  autograd::write_inplace(self, kernels::scatter_src(self, dim, index, src, self), "scatter_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, scatter_src_jvp(dim, index, src, self_t, src_t));
  return result;
}

Tensor scatter_src_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, const Tensor& out) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter.src");
  autograd::check_out_no_grad("scatter", self, index, src, out);
  autograd::check_out_no_tangents("scatter", self, index, src, out);
  autograd::write_out(out, kernels::scatter_src(self, dim, index, src, out), "scatter", autograd::OutDtype::exact);
  return out;
}

Tensor scatter_value(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value) {
  if (names::any_named(self, index)) names::refuse("aten::scatter.value");
  std::shared_ptr<autograd::ScatterBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ScatterBackward1>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::scatter_value(self, dim, index, value, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, scatter_value_jvp(dim, index, self_t));
    }
  }
  return result;
}

Tensor scatter__value(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value) {
  if (names::any_named(self, index)) names::refuse("aten::scatter_.value");
  autograd::check_inplace(self, "scatter_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ScatterBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ScatterBackward1>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::scatter_value(self, dim, index, value, self), "scatter_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, scatter_value_jvp(dim, index, self_t));
  return result;
}

Tensor scatter_value_out(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, const Tensor& out) {
  if (names::any_named(self, index)) names::refuse("aten::scatter.value");
  autograd::check_out_no_grad("scatter", self, index, out);
  autograd::check_out_no_tangents("scatter", self, index, out);
  autograd::write_out(out, kernels::scatter_value(self, dim, index, value, out), "scatter", autograd::OutDtype::exact);
  return out;
}

Tensor scatter_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter.reduce");
  std::shared_ptr<autograd::ScatterBackward2> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::ScatterBackward2>();
    autograd::collect_edges(*grad_fn, self, src);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
    grad_fn->src_ = autograd::SavedVariable(src, false);
    grad_fn->reduce_ = reduce;
  }
  auto result = kernels::scatter_reduce(self, dim, index, src, reduce, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor src_t = autograd::tangent_of(src);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(src_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      src_t = autograd::tangent_or_zeros(src_t, src);
      autograd::set_tangent(result, scatter_reduce_jvp(self, dim, index, src, reduce, self_t, src_t, result));
    }
  }
  return result;
}

Tensor scatter__reduce(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter_.reduce");
  autograd::check_inplace(self, "scatter_", self, src);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ScatterBackward2> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::ScatterBackward2>();
    autograd::collect_edges(*grad_fn, self, src);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
    grad_fn->src_ = autograd::SavedVariable(src, false);
    grad_fn->reduce_ = reduce;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor src_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    src_t = autograd::tangent_of(src);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(src_t);
    if (forward_grad) self_t = autograd::tangent_or_zeros(self_t, self);
    if (forward_grad) src_t = autograd::tangent_or_zeros(src_t, src);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::scatter_reduce(self, dim, index, src, reduce, self), "scatter_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, scatter_reduce_jvp(self_original, dim, index, src, reduce, self_t, src_t, result));
  return result;
}

Tensor scatter_reduce_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, const Tensor& out) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter.reduce");
  autograd::check_out_no_grad("scatter", self, index, src, out);
  autograd::check_out_no_tangents("scatter", self, index, src, out);
  autograd::write_out(out, kernels::scatter_reduce(self, dim, index, src, reduce, out), "scatter", autograd::OutDtype::exact);
  return out;
}

Tensor scatter_value_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, std::string_view reduce) {
  if (names::any_named(self, index)) names::refuse("aten::scatter.value_reduce");
  std::shared_ptr<autograd::ScatterBackward3> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ScatterBackward3>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
    grad_fn->value_ = value;
    grad_fn->reduce_ = reduce;
  }
  auto result = kernels::scatter_value_reduce(self, dim, index, value, reduce, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, scatter_value_reduce_jvp(self, dim, index, value, reduce, self_t, result));
    }
  }
  return result;
}

Tensor scatter__value_reduce(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, std::string_view reduce) {
  if (names::any_named(self, index)) names::refuse("aten::scatter_.value_reduce");
  autograd::check_inplace(self, "scatter_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ScatterBackward3> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ScatterBackward3>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
    grad_fn->value_ = value;
    grad_fn->reduce_ = reduce;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::scatter_value_reduce(self, dim, index, value, reduce, self), "scatter_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, scatter_value_reduce_jvp(self_original, dim, index, value, reduce, self_t, result));
  return result;
}

Tensor scatter_value_reduce_out(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, std::string_view reduce, const Tensor& out) {
  if (names::any_named(self, index)) names::refuse("aten::scatter.value_reduce");
  autograd::check_out_no_grad("scatter", self, index, out);
  autograd::check_out_no_tangents("scatter", self, index, out);
  autograd::write_out(out, kernels::scatter_value_reduce(self, dim, index, value, reduce, out), "scatter", autograd::OutDtype::exact);
  return out;
}

Tensor scatter_reduce_two(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, bool include_self) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter_reduce.two");
  std::shared_ptr<autograd::ScatterReduceBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::ScatterReduceBackward0>();
    autograd::collect_edges(*grad_fn, self, src);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
    grad_fn->src_ = autograd::SavedVariable(src, false);
    grad_fn->reduce_ = reduce;
    grad_fn->include_self_ = include_self;
  }
  auto result = kernels::scatter_reduce_two(self, dim, index, src, reduce, include_self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor src_t = autograd::tangent_of(src);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(src_t)) {
      self_t = autograd::tangent_or_zeros(self_t, self);
      src_t = autograd::tangent_or_zeros(src_t, src);
      autograd::set_tangent(result, scatter_reduce_two_jvp(self, dim, index, src, reduce, include_self, self_t, src_t, result));
    }
  }
  return result;
}

Tensor scatter_reduce__two(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, bool include_self) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter_reduce_.two");
  autograd::check_inplace(self, "scatter_reduce_", self, src);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ScatterReduceBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::ScatterReduceBackward0>();
    autograd::collect_edges(*grad_fn, self, src);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
    grad_fn->src_ = autograd::SavedVariable(src, false);
    grad_fn->reduce_ = reduce;
    grad_fn->include_self_ = include_self;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  Tensor src_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    src_t = autograd::tangent_of(src);
    forward_grad = autograd::has_tangent(self_t) || autograd::has_tangent(src_t);
    if (forward_grad) self_t = autograd::tangent_or_zeros(self_t, self);
    if (forward_grad) src_t = autograd::tangent_or_zeros(src_t, src);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::scatter_reduce_two(self, dim, index, src, reduce, include_self, self), "scatter_reduce_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, scatter_reduce_two_jvp(self_original, dim, index, src, reduce, include_self, self_t, src_t, result));
  return result;
}

Tensor scatter_reduce_two_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src, std::string_view reduce, bool include_self, const Tensor& out) {
  if (names::any_named(self, index, src)) names::refuse("aten::scatter_reduce.two");
  autograd::check_out_no_grad("scatter_reduce", self, index, src, out);
  autograd::check_out_no_tangents("scatter_reduce", self, index, src, out);
  autograd::write_out(out, kernels::scatter_reduce_two(self, dim, index, src, reduce, include_self, out), "scatter_reduce", autograd::OutDtype::exact);
  return out;
}

}  // namespace yaten
