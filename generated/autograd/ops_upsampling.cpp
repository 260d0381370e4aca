// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'upsampling' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_upsampling.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_upsampling.h"
#include "generated/autograd/ops/upsample_bicubic.h"
#include "generated/autograd/ops/upsample_bicubic_backward.h"
#include "generated/autograd/ops/upsample_linear.h"
#include "generated/autograd/ops/upsample_linear_backward.h"
#include "generated/autograd/ops/upsample_nearest.h"
#include "generated/autograd/ops/upsample_nearest_backward.h"
#include "generated/runtime/kernels_upsampling.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor upsample_nearest_jvp(const DimVector& output_size, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w, bool exact, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, upsample_nearest(self_t, output_size, scales_d, scales_h, scales_w, exact), false);
  return jvp;
}

Tensor upsample_linear_jvp(const DimVector& output_size, bool align_corners, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, upsample_linear(self_t, output_size, align_corners, scales_d, scales_h, scales_w), false);
  return jvp;
}

Tensor upsample_bicubic_jvp(const DimVector& output_size, bool align_corners, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, upsample_bicubic(self_t, output_size, align_corners, scales_d, scales_h, scales_w), false);
  return jvp;
}

Tensor upsample_nearest_backward_jvp(const DimVector& output_size, const DimVector& input_size, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w, bool exact, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, upsample_nearest_backward(grad_output_t, output_size, input_size, scales_d, scales_h, scales_w, exact), false);
  return jvp;
}

Tensor upsample_linear_backward_jvp(const DimVector& output_size, const DimVector& input_size, bool align_corners, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, upsample_linear_backward(grad_output_t, output_size, input_size, align_corners, scales_d, scales_h, scales_w), false);
  return jvp;
}

Tensor upsample_bicubic_backward_jvp(const DimVector& output_size, const DimVector& input_size, bool align_corners, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, upsample_bicubic_backward(grad_output_t, output_size, input_size, align_corners, scales_d, scales_h, scales_w), false);
  return jvp;
}

}  // namespace

Tensor upsample_nearest(const Tensor& self, const DimVector& output_size, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w, bool exact) {
  if (names::any_named(self)) names::refuse("aten::upsample_nearest");
  std::shared_ptr<autograd::UpsampleNearestBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::UpsampleNearestBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->output_size_ = output_size;
    grad_fn->scales_d_ = scales_d;
    grad_fn->scales_h_ = scales_h;
    grad_fn->scales_w_ = scales_w;
    grad_fn->exact_ = exact;
  }
  auto result = kernels::upsample_nearest(self, output_size, scales_d, scales_h, scales_w, exact);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, upsample_nearest_jvp(output_size, scales_d, scales_h, scales_w, exact, self_t));
    }
  }
  return result;
}

Tensor upsample_linear(const Tensor& self, const DimVector& output_size, bool align_corners, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w) {
  if (names::any_named(self)) names::refuse("aten::upsample_linear");
  std::shared_ptr<autograd::UpsampleLinearBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::UpsampleLinearBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->output_size_ = output_size;
    grad_fn->align_corners_ = align_corners;
    grad_fn->scales_d_ = scales_d;
    grad_fn->scales_h_ = scales_h;
    grad_fn->scales_w_ = scales_w;
  }
  auto result = kernels::upsample_linear(self, output_size, align_corners, scales_d, scales_h, scales_w);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, upsample_linear_jvp(output_size, align_corners, scales_d, scales_h, scales_w, self_t));
    }
  }
  return result;
}

Tensor upsample_bicubic(const Tensor& self, const DimVector& output_size, bool align_corners, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w) {
  if (names::any_named(self)) names::refuse("aten::upsample_bicubic");
  std::shared_ptr<autograd::UpsampleBicubicBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::UpsampleBicubicBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->output_size_ = output_size;
    grad_fn->align_corners_ = align_corners;
    grad_fn->scales_d_ = scales_d;
    grad_fn->scales_h_ = scales_h;
    grad_fn->scales_w_ = scales_w;
  }
  auto result = kernels::upsample_bicubic(self, output_size, align_corners, scales_d, scales_h, scales_w);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, upsample_bicubic_jvp(output_size, align_corners, scales_d, scales_h, scales_w, self_t));
    }
  }
  return result;
}

Tensor upsample_nearest_backward(const Tensor& grad_output, const DimVector& output_size, const DimVector& input_size, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w, bool exact) {
  if (names::any_named(grad_output)) names::refuse("aten::upsample_nearest_backward");
  std::shared_ptr<autograd::UpsampleNearestBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output)) {
    grad_fn = std::make_shared<autograd::UpsampleNearestBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output);
    grad_fn->output_size_ = output_size;
    grad_fn->scales_d_ = scales_d;
    grad_fn->scales_h_ = scales_h;
    grad_fn->scales_w_ = scales_w;
    grad_fn->exact_ = exact;
  }
  auto result = kernels::upsample_nearest_backward(grad_output, output_size, input_size, scales_d, scales_h, scales_w, exact);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    if (autograd::has_tangent(grad_output_t)) {
      autograd::set_tangent(result, upsample_nearest_backward_jvp(output_size, input_size, scales_d, scales_h, scales_w, exact, grad_output_t));
    }
  }
  return result;
}

Tensor upsample_linear_backward(const Tensor& grad_output, const DimVector& output_size, const DimVector& input_size, bool align_corners, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w) {
  if (names::any_named(grad_output)) names::refuse("aten::upsample_linear_backward");
  std::shared_ptr<autograd::UpsampleLinearBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output)) {
    grad_fn = std::make_shared<autograd::UpsampleLinearBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output);
    grad_fn->output_size_ = output_size;
    grad_fn->align_corners_ = align_corners;
    grad_fn->scales_d_ = scales_d;
    grad_fn->scales_h_ = scales_h;
    grad_fn->scales_w_ = scales_w;
  }
  auto result = kernels::upsample_linear_backward(grad_output, output_size, input_size, align_corners, scales_d, scales_h, scales_w);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    if (autograd::has_tangent(grad_output_t)) {
      autograd::set_tangent(result, upsample_linear_backward_jvp(output_size, input_size, align_corners, scales_d, scales_h, scales_w, grad_output_t));
    }
  }
  return result;
}

Tensor upsample_bicubic_backward(const Tensor& grad_output, const DimVector& output_size, const DimVector& input_size, bool align_corners, std::optional<double> scales_d, std::optional<double> scales_h, std::optional<double> scales_w) {
  if (names::any_named(grad_output)) names::refuse("aten::upsample_bicubic_backward");
  std::shared_ptr<autograd::UpsampleBicubicBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output)) {
    grad_fn = std::make_shared<autograd::UpsampleBicubicBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output);
    grad_fn->output_size_ = output_size;
    grad_fn->align_corners_ = align_corners;
    grad_fn->scales_d_ = scales_d;
    grad_fn->scales_h_ = scales_h;
    grad_fn->scales_w_ = scales_w;
  }
  auto result = kernels::upsample_bicubic_backward(grad_output, output_size, input_size, align_corners, scales_d, scales_h, scales_w);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    if (autograd::has_tangent(grad_output_t)) {
      autograd::set_tangent(result, upsample_bicubic_backward_jvp(output_size, input_size, align_corners, scales_d, scales_h, scales_w, grad_output_t));
    }
  }
  return result;
}

}  // namespace yaten
