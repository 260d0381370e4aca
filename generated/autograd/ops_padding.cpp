// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'padding' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_padding.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_padding.h"
#include "generated/autograd/ops/constant_pad.h"
#include "generated/autograd/ops/constant_pad_backward.h"
#include "generated/runtime/kernels_padding.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor constant_pad_jvp(const DimVector& pad, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, constant_pad(self_t, pad, 0), false);
  return jvp;
}

Tensor constant_pad_backward_jvp(const DimVector& pad, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, constant_pad_backward(grad_output_t, pad), false);
  return jvp;
}

}  // namespace

Tensor constant_pad(const Tensor& self, const DimVector& pad, const Scalar& value) {
  if (names::any_named(self)) names::refuse("aten::constant_pad");
  std::shared_ptr<autograd::ConstantPadBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ConstantPadBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->pad_ = pad;
  }
  auto result = kernels::constant_pad(self, pad, value);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, constant_pad_jvp(pad, self_t));
    }
  }
  return result;
}

Tensor constant_pad_backward(const Tensor& grad_output, const DimVector& pad) {
  if (names::any_named(grad_output)) names::refuse("aten::constant_pad_backward");
  std::shared_ptr<autograd::ConstantPadBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output)) {
    grad_fn = std::make_shared<autograd::ConstantPadBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output);
    grad_fn->pad_ = pad;
  }
  auto result = kernels::constant_pad_backward(grad_output, pad);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    if (autograd::has_tangent(grad_output_t)) {
      autograd::set_tangent(result, constant_pad_backward_jvp(pad, grad_output_t));
    }
  }
  return result;
}

}  // namespace yaten
