// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'pooling' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_pooling.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_pooling.h"
#include "generated/autograd/ops/adaptive_avg_pool2d.h"
#include "generated/autograd/ops/adaptive_avg_pool2d_backward.h"
#include "generated/autograd/ops/avg_pool2d.h"
#include "generated/autograd/ops/avg_pool2d_backward.h"
#include "generated/autograd/ops/max_pool2d_backward.h"
#include "generated/runtime/kernels_pooling.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor max_pool2d_with_indices_jvp(const Tensor& input_t, const Tensor& result1) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, max_pool2d_jvp(input_t, result1), false);
  return jvp;
}

Tensor max_pool2d_backward_jvp(const Tensor& input, const Tensor& indices, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, max_pool2d_backward(grad_output_t, input, indices), false);
  return jvp;
}

Tensor avg_pool2d_jvp(const DimVector& kernel_size, const std::optional<DimVector>& stride, const DimVector& padding, bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override, const Tensor& input_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, avg_pool2d(input_t, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override), false);
  return jvp;
}

Tensor avg_pool2d_backward_jvp(const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride, const DimVector& padding, bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, avg_pool2d_backward(grad_output_t, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override), false);
  return jvp;
}

Tensor adaptive_avg_pool2d_jvp(const DimVector& output_size, const Tensor& input_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, adaptive_avg_pool2d(input_t, output_size), false);
  return jvp;
}

Tensor adaptive_avg_pool2d_backward_jvp(const Tensor& input, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, adaptive_avg_pool2d_backward(grad_output_t, input), false);
  return jvp;
}

Tensor adaptive_max_pool2d_with_indices_jvp(const Tensor& input_t, const Tensor& result1) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(input_t)) autograd::add_jvp_term(jvp, max_pool2d_jvp(input_t, result1), false);
  return jvp;
}

}  // namespace

std::tuple<Tensor, Tensor> max_pool2d_with_indices(const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride, const DimVector& padding, const DimVector& dilation, bool ceil_mode) {
  if (names::any_named(input)) names::refuse("aten::max_pool2d_with_indices");
  std::shared_ptr<autograd::MaxPool2DWithIndicesBackward0> grad_fn;
  if (autograd::compute_requires_grad(input)) {
    grad_fn = std::make_shared<autograd::MaxPool2DWithIndicesBackward0>();
    autograd::collect_edges(*grad_fn, input);
    grad_fn->input_ = autograd::SavedVariable(input, false);
  }
  auto result = kernels::max_pool2d_with_indices(input, kernel_size, stride, padding, dilation, ceil_mode);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result1_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(input_t)) {
      autograd::set_tangent(std::get<0>(result), max_pool2d_with_indices_jvp(input_t, std::get<1>(result)));
    }
  }
  return result;
}

Tensor max_pool2d_backward(const Tensor& grad_output, const Tensor& input, const Tensor& indices) {
  if (names::any_named(grad_output, input, indices)) names::refuse("aten::max_pool2d_backward");
  std::shared_ptr<autograd::MaxPool2DBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, input)) {
    grad_fn = std::make_shared<autograd::MaxPool2DBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, input);
    if (autograd::should_compute(*grad_fn, 0)) grad_fn->indices_ = autograd::SavedVariable(indices, false);
  }
  auto result = kernels::max_pool2d_backward(grad_output, input, indices);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, max_pool2d_backward_jvp(input, indices, grad_output_t));
    }
  }
  return result;
}

Tensor avg_pool2d(const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride, const DimVector& padding, bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override) {
  if (names::any_named(input)) names::refuse("aten::avg_pool2d");
  std::shared_ptr<autograd::AvgPool2DBackward0> grad_fn;
  if (autograd::compute_requires_grad(input)) {
    grad_fn = std::make_shared<autograd::AvgPool2DBackward0>();
    autograd::collect_edges(*grad_fn, input);
    grad_fn->input_ = autograd::SavedVariable(input, false);
    grad_fn->kernel_size_ = kernel_size;
    grad_fn->stride_ = stride;
    grad_fn->padding_ = padding;
    grad_fn->ceil_mode_ = ceil_mode;
    grad_fn->count_include_pad_ = count_include_pad;
    grad_fn->divisor_override_ = divisor_override;
  }
  auto result = kernels::avg_pool2d(input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, avg_pool2d_jvp(kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, input_t));
    }
  }
  return result;
}

Tensor avg_pool2d_backward(const Tensor& grad_output, const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride, const DimVector& padding, bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override) {
  if (names::any_named(grad_output, input)) names::refuse("aten::avg_pool2d_backward");
  std::shared_ptr<autograd::AvgPool2DBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, input)) {
    grad_fn = std::make_shared<autograd::AvgPool2DBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, input);
    grad_fn->kernel_size_ = kernel_size;
    grad_fn->stride_ = stride;
    grad_fn->padding_ = padding;
    grad_fn->ceil_mode_ = ceil_mode;
    grad_fn->count_include_pad_ = count_include_pad;
    grad_fn->divisor_override_ = divisor_override;
  }
  auto result = kernels::avg_pool2d_backward(grad_output, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, avg_pool2d_backward_jvp(input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, grad_output_t));
    }
  }
  return result;
}

Tensor adaptive_avg_pool2d(const Tensor& input, const DimVector& output_size) {
  if (names::any_named(input)) names::refuse("aten::adaptive_avg_pool2d");
  std::shared_ptr<autograd::AdaptiveAvgPool2DBackward0> grad_fn;
  if (autograd::compute_requires_grad(input)) {
    grad_fn = std::make_shared<autograd::AdaptiveAvgPool2DBackward0>();
    autograd::collect_edges(*grad_fn, input);
    grad_fn->input_ = autograd::SavedVariable(input, false);
  }
  auto result = kernels::adaptive_avg_pool2d(input, output_size);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, adaptive_avg_pool2d_jvp(output_size, input_t));
    }
  }
  return result;
}

Tensor adaptive_avg_pool2d_backward(const Tensor& grad_output, const Tensor& input) {
  if (names::any_named(grad_output, input)) names::refuse("aten::adaptive_avg_pool2d_backward");
  std::shared_ptr<autograd::AdaptiveAvgPool2DBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, input)) {
    grad_fn = std::make_shared<autograd::AdaptiveAvgPool2DBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, input);
    grad_fn->grad_output_sizes_ = grad_output.sizes();
  }
  auto result = kernels::adaptive_avg_pool2d_backward(grad_output, input);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(input_t)) {
      autograd::set_tangent(result, adaptive_avg_pool2d_backward_jvp(input, grad_output_t));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> adaptive_max_pool2d_with_indices(const Tensor& input, const DimVector& output_size) {
  if (names::any_named(input)) names::refuse("aten::adaptive_max_pool2d_with_indices");
  std::shared_ptr<autograd::AdaptiveMaxPool2DWithIndicesBackward0> grad_fn;
  if (autograd::compute_requires_grad(input)) {
    grad_fn = std::make_shared<autograd::AdaptiveMaxPool2DWithIndicesBackward0>();
    autograd::collect_edges(*grad_fn, input);
    grad_fn->input_ = autograd::SavedVariable(input, false);
  }
  auto result = kernels::adaptive_max_pool2d_with_indices(input, output_size);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result1_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor input_t = autograd::tangent_of(input);
    if (autograd::has_tangent(input_t)) {
      autograd::set_tangent(std::get<0>(result), adaptive_max_pool2d_with_indices_jvp(input_t, std::get<1>(result)));
    }
  }
  return result;
}

Tensor fractional_max_pool_indices(const Tensor& input, const DimVector& kernel_size, const DimVector& output_size, const Tensor& random_samples) {
  if (names::any_named(input, random_samples)) names::refuse("aten::fractional_max_pool_indices");
  return kernels::fractional_max_pool_indices(input, kernel_size, output_size, random_samples);
}

}  // namespace yaten
