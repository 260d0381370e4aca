// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'index' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_index.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/nodes_index.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/index.h"
#include "generated/autograd/ops/index_add.h"
#include "generated/autograd/ops/index_put.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/scatter_add.h"
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

Tensor gather_jvp(int64_t dim, const Tensor& index, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, gather(self_t, dim, index), false);
  return jvp;
}

Tensor scatter_add_jvp(int64_t dim, const Tensor& index, const Tensor& self_t, const Tensor& src_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t) || autograd::has_tangent(src_t)) autograd::add_jvp_term(jvp, scatter_add(self_t, dim, index, src_t), false);
  return jvp;
}

}  // namespace

Tensor index_select(const Tensor& self, int64_t dim, const Tensor& index) {
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
  autograd::check_out_no_grad("index_select", self, index, out);
  autograd::check_out_no_tangents("index_select", self, index, out);
  autograd::write_out(out, kernels::index_select(self, dim, index), "index_select");
  return out;
}

Tensor index_Tensor(const Tensor& self, const std::vector<Tensor>& indices) {
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
  std::shared_ptr<autograd::IndexPutBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, values)) {
    grad_fn = std::make_shared<autograd::IndexPutBackward0>();
    autograd::collect_edges(*grad_fn, self, values);
    grad_fn->accumulate_ = accumulate;
    grad_fn->indices_ = autograd::save_list(indices);
    grad_fn->values_ = autograd::SavedVariable(values, false);
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
  autograd::check_inplace(self, "index_put_");
  std::shared_ptr<autograd::IndexPutBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, values)) {
    grad_fn = std::make_shared<autograd::IndexPutBackward0>();
    autograd::collect_edges(*grad_fn, self, values);
    grad_fn->accumulate_ = accumulate;
    grad_fn->indices_ = autograd::save_list(indices);
    grad_fn->values_ = autograd::SavedVariable(values, false);
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
  return kernels::nonzero(self);
}

Tensor argwhere(const Tensor& self) {
  return kernels::argwhere(self);
}

Tensor index_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Scalar& alpha) {
  std::shared_ptr<autograd::IndexAddBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, source)) {
    grad_fn = std::make_shared<autograd::IndexAddBackward0>();
    autograd::collect_edges(*grad_fn, self, source);
    grad_fn->alpha_ = alpha;
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::index_add(self, dim, index, source, alpha);
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
  autograd::check_inplace(self, "index_add_");
  std::shared_ptr<autograd::IndexAddBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, source)) {
    grad_fn = std::make_shared<autograd::IndexAddBackward0>();
    autograd::collect_edges(*grad_fn, self, source);
    grad_fn->alpha_ = alpha;
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
  autograd::write_inplace(self, kernels::index_add(self, dim, index, source, alpha), "index_add_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, index_add_jvp(dim, index, alpha, self_t, source_t));
  return result;
}

Tensor gather(const Tensor& self, int64_t dim, const Tensor& index) {
  std::shared_ptr<autograd::GatherBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::GatherBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::gather(self, dim, index);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, gather_jvp(dim, index, self_t));
    }
  }
  return result;
}

Tensor gather_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& out) {
  autograd::check_out_no_grad("gather", self, index, out);
  autograd::check_out_no_tangents("gather", self, index, out);
  autograd::write_out(out, kernels::gather(self, dim, index), "gather");
  return out;
}

Tensor scatter_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  std::shared_ptr<autograd::ScatterAddBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::ScatterAddBackward0>();
    autograd::collect_edges(*grad_fn, self, src);
    grad_fn->dim_ = dim;
    grad_fn->index_ = autograd::SavedVariable(index, false);
  }
  auto result = kernels::scatter_add(self, dim, index, src);
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
  autograd::check_inplace(self, "scatter_add_");
  std::shared_ptr<autograd::ScatterAddBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::ScatterAddBackward0>();
    autograd::collect_edges(*grad_fn, self, src);
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
  autograd::write_inplace(self, kernels::scatter_add(self, dim, index, src), "scatter_add_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, scatter_add_jvp(dim, index, self_t, src_t));
  return result;
}

}  // namespace yaten
