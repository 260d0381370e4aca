// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'linalg' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_linalg.h"

#include "autograd/function_support.h"
#include "generated/autograd/nodes_linalg.h"
#include "generated/autograd/ops.h"
#include "generated/runtime/kernels_linalg.h"

namespace yaten {

Tensor mm(const Tensor& self, const Tensor& mat2) {
  std::shared_ptr<autograd::MmBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, mat2)) {
    grad_fn = std::make_shared<autograd::MmBackward0>();
    autograd::collect_edges(*grad_fn, self, mat2);
    grad_fn->mat2_ = autograd::SavedVariable(mat2, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::mm(self, mat2);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor mm_out(const Tensor& self, const Tensor& mat2, const Tensor& out) {
  autograd::check_out_no_grad("mm", self, mat2, out);
  autograd::write_out(out, kernels::mm(self, mat2), "mm");
  return out;
}

Tensor bmm(const Tensor& self, const Tensor& mat2) {
  std::shared_ptr<autograd::BmmBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, mat2)) {
    grad_fn = std::make_shared<autograd::BmmBackward0>();
    autograd::collect_edges(*grad_fn, self, mat2);
    grad_fn->mat2_ = autograd::SavedVariable(mat2, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::bmm(self, mat2);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor bmm_out(const Tensor& self, const Tensor& mat2, const Tensor& out) {
  autograd::check_out_no_grad("bmm", self, mat2, out);
  autograd::write_out(out, kernels::bmm(self, mat2), "bmm");
  return out;
}

Tensor addmm(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha) {
  std::shared_ptr<autograd::AddmmBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, mat1, mat2)) {
    grad_fn = std::make_shared<autograd::AddmmBackward0>();
    autograd::collect_edges(*grad_fn, self, mat1, mat2);
    grad_fn->beta_ = beta;
    grad_fn->alpha_ = alpha;
    grad_fn->mat2_ = autograd::SavedVariable(mat2, false);
    grad_fn->mat1_ = autograd::SavedVariable(mat1, false);
  }
  auto result = kernels::addmm(self, mat1, mat2, beta, alpha);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor addmm_out(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha, const Tensor& out) {
  autograd::check_out_no_grad("addmm", self, mat1, mat2, out);
  autograd::write_out(out, kernels::addmm(self, mat1, mat2, beta, alpha), "addmm");
  return out;
}

Tensor mv(const Tensor& self, const Tensor& vec) {
  std::shared_ptr<autograd::MvBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, vec)) {
    grad_fn = std::make_shared<autograd::MvBackward0>();
    autograd::collect_edges(*grad_fn, self, vec);
    grad_fn->vec_ = autograd::SavedVariable(vec, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::mv(self, vec);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor mv_out(const Tensor& self, const Tensor& vec, const Tensor& out) {
  autograd::check_out_no_grad("mv", self, vec, out);
  autograd::write_out(out, kernels::mv(self, vec), "mv");
  return out;
}

Tensor dot(const Tensor& self, const Tensor& tensor) {
  std::shared_ptr<autograd::DotBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, tensor)) {
    grad_fn = std::make_shared<autograd::DotBackward0>();
    autograd::collect_edges(*grad_fn, self, tensor);
    grad_fn->tensor_ = autograd::SavedVariable(tensor, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::dot(self, tensor);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor dot_out(const Tensor& self, const Tensor& tensor, const Tensor& out) {
  autograd::check_out_no_grad("dot", self, tensor, out);
  autograd::write_out(out, kernels::dot(self, tensor), "dot");
  return out;
}

}  // namespace yaten
