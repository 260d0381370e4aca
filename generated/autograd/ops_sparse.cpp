// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'sparse' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_sparse.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
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

}  // namespace

Tensor embedding_grad_scale(const Tensor& self, const Tensor& scale) {
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

}  // namespace yaten
