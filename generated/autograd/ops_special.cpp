// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'special' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_special.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_special.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/i0.h"
#include "generated/autograd/ops/log.h"
#include "generated/autograd/ops/ne.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/sgn.h"
#include "generated/autograd/ops/special_i0e.h"
#include "generated/autograd/ops/special_i1e.h"
#include "generated/autograd/ops/special_xlog1py.h"
#include "generated/autograd/ops/special_zeta.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/runtime/kernels_special.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor special_i1_jvp(const Tensor& self, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * where(eq(self, zeros_like(self)), ones_like(self) * 0.5, i0(self) - result / self), false);
  return jvp;
}

Tensor special_i0e_jvp(const Tensor& self, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (special_i1e(self) - sgn(self) * result), false);
  return jvp;
}

Tensor special_i1e_jvp(const Tensor& self, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * where(eq(self, zeros_like(self)), ones_like(self) * 0.5, special_i0e(self) - result * (sgn(self) + 1 / self)), false);
  return jvp;
}

Tensor special_erfcx_jvp(const Tensor& self, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (2 * self * result - 1.1283791670955126), false);
  return jvp;
}

Tensor special_ndtr_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * 0.3989422804014327 * exp(self * self * -0.5), false);
  return jvp;
}

Tensor special_ndtri_jvp(const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * 2.5066282746310002 * exp(result * result * 0.5), false);
  return jvp;
}

Tensor special_log_ndtr_jvp(const Tensor& self, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * 0.3989422804014327 * exp(-(result + self * self * 0.5)), false);
  return jvp;
}

Tensor special_entr_jvp(const Tensor& self, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * -(1 + log(self)), false);
  return jvp;
}

Tensor special_xlog1py_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * special_xlog1py(ne(self, zeros_like(self)), other), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * self / (other + 1), false);
  return jvp;
}

Tensor special_zeta_jvp(const Tensor& self, const Tensor& other, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * -self * special_zeta(self + 1, other), false);
  return jvp;
}

}  // namespace

Tensor special_i1(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::special_i1");
  std::shared_ptr<autograd::SpecialI1Backward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SpecialI1Backward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::special_i1(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, special_i1_jvp(self, self_t, result));
    }
  }
  return result;
}

Tensor special_i1_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::special_i1");
  autograd::check_out_no_grad("special_i1", self, out);
  autograd::check_out_no_tangents("special_i1", self, out);
  autograd::write_out(out, kernels::special_i1(self, out), "special_i1", autograd::OutDtype::castable);
  return out;
}

Tensor special_i0e(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::special_i0e");
  std::shared_ptr<autograd::SpecialI0EBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SpecialI0EBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::special_i0e(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, special_i0e_jvp(self, self_t, result));
    }
  }
  return result;
}

Tensor special_i0e_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::special_i0e");
  autograd::check_out_no_grad("special_i0e", self, out);
  autograd::check_out_no_tangents("special_i0e", self, out);
  autograd::write_out(out, kernels::special_i0e(self, out), "special_i0e", autograd::OutDtype::castable);
  return out;
}

Tensor special_i1e(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::special_i1e");
  std::shared_ptr<autograd::SpecialI1EBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SpecialI1EBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::special_i1e(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, special_i1e_jvp(self, self_t, result));
    }
  }
  return result;
}

Tensor special_i1e_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::special_i1e");
  autograd::check_out_no_grad("special_i1e", self, out);
  autograd::check_out_no_tangents("special_i1e", self, out);
  autograd::write_out(out, kernels::special_i1e(self, out), "special_i1e", autograd::OutDtype::castable);
  return out;
}

Tensor special_erfcx(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::special_erfcx");
  std::shared_ptr<autograd::SpecialErfcxBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SpecialErfcxBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::special_erfcx(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, special_erfcx_jvp(self, self_t, result));
    }
  }
  return result;
}

Tensor special_erfcx_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::special_erfcx");
  autograd::check_out_no_grad("special_erfcx", self, out);
  autograd::check_out_no_tangents("special_erfcx", self, out);
  autograd::write_out(out, kernels::special_erfcx(self, out), "special_erfcx", autograd::OutDtype::castable);
  return out;
}

Tensor special_ndtr(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::special_ndtr");
  std::shared_ptr<autograd::SpecialNdtrBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SpecialNdtrBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::special_ndtr(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, special_ndtr_jvp(self, self_t));
    }
  }
  return result;
}

Tensor special_ndtr_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::special_ndtr");
  autograd::check_out_no_grad("special_ndtr", self, out);
  autograd::check_out_no_tangents("special_ndtr", self, out);
  autograd::write_out(out, kernels::special_ndtr(self, out), "special_ndtr", autograd::OutDtype::castable);
  return out;
}

Tensor special_ndtri(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::special_ndtri");
  std::shared_ptr<autograd::SpecialNdtriBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SpecialNdtriBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::special_ndtri(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, special_ndtri_jvp(self_t, result));
    }
  }
  return result;
}

Tensor special_ndtri_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::special_ndtri");
  autograd::check_out_no_grad("special_ndtri", self, out);
  autograd::check_out_no_tangents("special_ndtri", self, out);
  autograd::write_out(out, kernels::special_ndtri(self, out), "special_ndtri", autograd::OutDtype::castable);
  return out;
}

Tensor special_log_ndtr(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::special_log_ndtr");
  std::shared_ptr<autograd::SpecialLogNdtrBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SpecialLogNdtrBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::special_log_ndtr(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, special_log_ndtr_jvp(self, self_t, result));
    }
  }
  return result;
}

Tensor special_log_ndtr_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::special_log_ndtr");
  autograd::check_out_no_grad("special_log_ndtr", self, out);
  autograd::check_out_no_tangents("special_log_ndtr", self, out);
  autograd::write_out(out, kernels::special_log_ndtr(self, out), "special_log_ndtr", autograd::OutDtype::castable);
  return out;
}

Tensor special_entr(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::special_entr");
  std::shared_ptr<autograd::SpecialEntrBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SpecialEntrBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::special_entr(self, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, special_entr_jvp(self, self_t));
    }
  }
  return result;
}

Tensor special_entr_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::special_entr");
  autograd::check_out_no_grad("special_entr", self, out);
  autograd::check_out_no_tangents("special_entr", self, out);
  autograd::write_out(out, kernels::special_entr(self, out), "special_entr", autograd::OutDtype::castable);
  return out;
}

Tensor special_xlog1py(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::special_xlog1py");
  std::shared_ptr<autograd::SpecialXlog1PyBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::SpecialXlog1PyBackward0>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->self_ = autograd::SavedVariable(self, false, true);
    grad_fn->other_ = autograd::SavedVariable(other, false, true);
  }
  auto result = kernels::special_xlog1py(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, special_xlog1py_jvp(self, other, self_t, other_t));
    }
  }
  return result;
}

Tensor special_xlog1py_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::special_xlog1py");
  autograd::check_out_no_grad("special_xlog1py", self, other, out);
  autograd::check_out_no_tangents("special_xlog1py", self, other, out);
  autograd::write_out(out, kernels::special_xlog1py(self, other, out), "special_xlog1py", autograd::OutDtype::castable);
  return out;
}

Tensor special_zeta(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::special_zeta");
  std::shared_ptr<autograd::SpecialZetaBackward0> grad_fn;
  if (autograd::compute_requires_grad(other)) {
    grad_fn = std::make_shared<autograd::SpecialZetaBackward0>();
    autograd::collect_edges(*grad_fn, other);
    grad_fn->self_ = autograd::SavedVariable(self, false, true);
    grad_fn->other_ = autograd::SavedVariable(other, false, true);
  }
  auto result = kernels::special_zeta(self, other, Tensor());
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, special_zeta_jvp(self, other, other_t));
    }
  }
  return result;
}

Tensor special_zeta_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::special_zeta");
  autograd::check_out_no_grad("special_zeta", self, other, out);
  autograd::check_out_no_tangents("special_zeta", self, other, out);
  autograd::write_out(out, kernels::special_zeta(self, other, out), "special_zeta", autograd::OutDtype::castable);
  return out;
}

Tensor special_bessel_j0(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::special_bessel_j0");
  return kernels::special_bessel_j0(self, Tensor());
}

Tensor special_bessel_j0_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::special_bessel_j0");
  autograd::check_out_no_grad("special_bessel_j0", self, out);
  autograd::write_out(out, kernels::special_bessel_j0(self, out), "special_bessel_j0", autograd::OutDtype::castable);
  return out;
}

Tensor special_bessel_j1(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::special_bessel_j1");
  return kernels::special_bessel_j1(self, Tensor());
}

Tensor special_bessel_j1_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::special_bessel_j1");
  autograd::check_out_no_grad("special_bessel_j1", self, out);
  autograd::write_out(out, kernels::special_bessel_j1(self, out), "special_bessel_j1", autograd::OutDtype::castable);
  return out;
}

}  // namespace yaten
