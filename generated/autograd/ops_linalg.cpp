// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'linalg' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_linalg.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/nodes_linalg.h"
#include "generated/autograd/ops/bmm.h"
#include "generated/autograd/ops/dot.h"
#include "generated/autograd/ops/mm.h"
#include "generated/autograd/ops/mv.h"
#include "generated/runtime/kernels_linalg.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor mm_jvp(const Tensor& self, const Tensor& mat2, const Tensor& self_t, const Tensor& mat2_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, mm(self_t, mat2), false);
  if (autograd::has_tangent(mat2_t)) autograd::add_jvp_term(jvp, mm(self, mat2_t), false);
  return jvp;
}

Tensor bmm_jvp(const Tensor& self, const Tensor& mat2, const Tensor& self_t, const Tensor& mat2_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, bmm(self_t, mat2), false);
  if (autograd::has_tangent(mat2_t)) autograd::add_jvp_term(jvp, bmm(self, mat2_t), false);
  return jvp;
}

Tensor addmm_jvp(const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha, const Tensor& self_t, const Tensor& mat1_t, const Tensor& mat2_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * beta, false);
  if (autograd::has_tangent(mat1_t)) autograd::add_jvp_term(jvp, mm(mat1_t, mat2) * alpha, false);
  if (autograd::has_tangent(mat2_t)) autograd::add_jvp_term(jvp, mm(mat1, mat2_t) * alpha, false);
  return jvp;
}

Tensor mv_jvp(const Tensor& self, const Tensor& vec, const Tensor& self_t, const Tensor& vec_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, mv(self_t, vec), false);
  if (autograd::has_tangent(vec_t)) autograd::add_jvp_term(jvp, mv(self, vec_t), false);
  return jvp;
}

Tensor dot_jvp(const Tensor& self, const Tensor& tensor, const Tensor& self_t, const Tensor& tensor_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, dot(self_t, tensor), false);
  if (autograd::has_tangent(tensor_t)) autograd::add_jvp_term(jvp, dot(self, tensor_t), false);
  return jvp;
}

}  // namespace

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
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor mat2_t = autograd::tangent_of(mat2);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(mat2_t)) {
      autograd::set_tangent(result, mm_jvp(self, mat2, self_t, mat2_t));
    }
  }
  return result;
}

Tensor mm_out(const Tensor& self, const Tensor& mat2, const Tensor& out) {
  autograd::check_out_no_grad("mm", self, mat2, out);
  autograd::check_out_no_tangents("mm", self, mat2, out);
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
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor mat2_t = autograd::tangent_of(mat2);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(mat2_t)) {
      autograd::set_tangent(result, bmm_jvp(self, mat2, self_t, mat2_t));
    }
  }
  return result;
}

Tensor bmm_out(const Tensor& self, const Tensor& mat2, const Tensor& out) {
  autograd::check_out_no_grad("bmm", self, mat2, out);
  autograd::check_out_no_tangents("bmm", self, mat2, out);
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
    grad_fn->mat1_ = autograd::SavedVariable(mat1, false);
    grad_fn->mat2_ = autograd::SavedVariable(mat2, false);
  }
  auto result = kernels::addmm(self, mat1, mat2, beta, alpha);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor mat1_t = autograd::tangent_of(mat1);
    Tensor mat2_t = autograd::tangent_of(mat2);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(mat1_t) || autograd::has_tangent(mat2_t)) {
      autograd::set_tangent(result, addmm_jvp(mat1, mat2, beta, alpha, self_t, mat1_t, mat2_t));
    }
  }
  return result;
}

Tensor addmm_out(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha, const Tensor& out) {
  autograd::check_out_no_grad("addmm", self, mat1, mat2, out);
  autograd::check_out_no_tangents("addmm", self, mat1, mat2, out);
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
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor vec_t = autograd::tangent_of(vec);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(vec_t)) {
      autograd::set_tangent(result, mv_jvp(self, vec, self_t, vec_t));
    }
  }
  return result;
}

Tensor mv_out(const Tensor& self, const Tensor& vec, const Tensor& out) {
  autograd::check_out_no_grad("mv", self, vec, out);
  autograd::check_out_no_tangents("mv", self, vec, out);
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
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor tensor_t = autograd::tangent_of(tensor);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(tensor_t)) {
      autograd::set_tangent(result, dot_jvp(self, tensor, self_t, tensor_t));
    }
  }
  return result;
}

Tensor dot_out(const Tensor& self, const Tensor& tensor, const Tensor& out) {
  autograd::check_out_no_grad("dot", self, tensor, out);
  autograd::check_out_no_tangents("dot", self, tensor, out);
  autograd::write_out(out, kernels::dot(self, tensor), "dot");
  return out;
}

}  // namespace yaten
