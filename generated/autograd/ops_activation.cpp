// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'activation' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_activation.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/nodes_activation.h"
#include "generated/autograd/ops/sigmoid.h"
#include "generated/runtime/kernels_activation.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor gelu_jvp(const Tensor& input, std::string_view approximate, const Tensor& input_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, input_t * gelu_derivative(input, approximate), false);
  return jvp;
}

Tensor silu_jvp(const Tensor& input, const Tensor& input_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, input_t * sigmoid(input) * (1 + input * (1 - sigmoid(input))), false);
  return jvp;
}

}  // namespace

Tensor gelu(const Tensor& input, std::string_view approximate) {
  std::shared_ptr<autograd::GeluBackward0> grad_fn;
  if (autograd::compute_requires_grad(input)) {
    grad_fn = std::make_shared<autograd::GeluBackward0>();
    autograd::collect_edges(*grad_fn, input);
    grad_fn->approximate_ = approximate;
    grad_fn->input_ = autograd::SavedVariable(input, false);
  }
  auto result = kernels::gelu(input, approximate);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, gelu_jvp(input, approximate, input_t));
    }
  }
  return result;
}

Tensor silu(const Tensor& input) {
  std::shared_ptr<autograd::SiluBackward0> grad_fn;
  if (autograd::compute_requires_grad(input)) {
    grad_fn = std::make_shared<autograd::SiluBackward0>();
    autograd::collect_edges(*grad_fn, input);
    grad_fn->input_ = autograd::SavedVariable(input, false);
  }
  auto result = kernels::silu(input);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, silu_jvp(input, input_t));
    }
  }
  return result;
}

}  // namespace yaten
