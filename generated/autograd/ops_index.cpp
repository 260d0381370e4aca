// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'index' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_index.h"

#include "autograd/function_support.h"
#include "generated/autograd/nodes_index.h"
#include "generated/autograd/ops.h"
#include "generated/runtime/kernels_index.h"

namespace yaten {

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
  return result;
}

Tensor index_select_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& out) {
  autograd::check_out_no_grad("index_select", self, index, out);
  autograd::write_out(out, kernels::index_select(self, dim, index), "index_select");
  return out;
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
  autograd::write_inplace(self, kernels::index_add(self, dim, index, source, alpha), "index_add_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
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
  return result;
}

Tensor gather_out(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& out) {
  autograd::check_out_no_grad("gather", self, index, out);
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
  autograd::write_inplace(self, kernels::scatter_add(self, dim, index, src), "scatter_add_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

}  // namespace yaten
