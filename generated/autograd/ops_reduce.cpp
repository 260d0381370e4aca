// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'reduce' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_reduce.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_reduce.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/cumsum.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/log_softmax_backward.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/mean.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/softmax_backward.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/runtime/kernels_reduce.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor sum_jvp(const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum(self_t, dim, keepdim, dtype), false);
  return jvp;
}

Tensor mean_jvp(const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, mean(self_t, dim, keepdim, dtype), false);
  return jvp;
}

Tensor prod_jvp(const Tensor& self, std::optional<int64_t> dim, bool keepdim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_reduced(self_t * prod_backward(ones_like(result), self, result, dim, keepdim), dim, keepdim), false);
  return jvp;
}

Tensor amax_jvp(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_reduced(self_t * extremum_backward(ones_like(result), self, result, dim, keepdim), dim, keepdim), false);
  return jvp;
}

Tensor amin_jvp(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_reduced(self_t * extremum_backward(ones_like(result), self, result, dim, keepdim), dim, keepdim), false);
  return jvp;
}

Tensor max_jvp(const Tensor& self, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_all(self_t * extremum_backward_all(ones_like(result), self, result)), false);
  return jvp;
}

Tensor max_dim_jvp(int64_t dim, bool keepdim, const Tensor& self_t, const Tensor& indices) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, index_reduction_jvp(self_t, dim, indices, keepdim), false);
  return jvp;
}

Tensor max_other_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (gt(self, other) + eq(self, other) * 0.5), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * (lt(self, other) + eq(self, other) * 0.5), false);
  return jvp;
}

Tensor min_jvp(const Tensor& self, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_all(self_t * extremum_backward_all(ones_like(result), self, result)), false);
  return jvp;
}

Tensor min_dim_jvp(int64_t dim, bool keepdim, const Tensor& self_t, const Tensor& indices) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, index_reduction_jvp(self_t, dim, indices, keepdim), false);
  return jvp;
}

Tensor min_other_jvp(const Tensor& self, const Tensor& other, const Tensor& self_t, const Tensor& other_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t * (lt(self, other) + eq(self, other) * 0.5), false);
  if (autograd::has_tangent(other_t)) autograd::add_jvp_term(jvp, other_t * (gt(self, other) + eq(self, other) * 0.5), false);
  return jvp;
}

Tensor var_jvp(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_reduced(self_t * var_backward(ones_like(result), self, dim, unbiased, keepdim), dim, keepdim), false);
  return jvp;
}

Tensor std_jvp(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_reduced(self_t * var_backward(where(eq(result, zeros_like(result)), zeros_like(result), ones_like(result) / (2 * result)), self, dim, unbiased, keepdim), dim, keepdim), false);
  return jvp;
}

Tensor logsumexp_jvp(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_reduced(self_t * exp(self - expand_reduced(result, self.sizes(), dim, keepdim)), dim, keepdim), false);
  return jvp;
}

Tensor softmax_jvp(int64_t dim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, softmax_backward(self_t, result, dim), false);
  return jvp;
}

Tensor log_softmax_jvp(int64_t dim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, self_t, false);
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_keepdim(self_t * exp(result), dim), true);
  return jvp;
}

Tensor cumsum_jvp(int64_t dim, std::optional<ScalarType> dtype, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, cumsum(self_t, dim, dtype), false);
  return jvp;
}

Tensor cumprod_jvp(const Tensor& self, int64_t dim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, cumprod_jvp(self_t, self, result, dim), false);
  return jvp;
}

Tensor norm_jvp(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_reduced(self_t * norm_backward(ones_like(result), self, p, result, dim, keepdim), dim, keepdim), false);
  return jvp;
}

Tensor softmax_backward_jvp(const Tensor& grad_output, const Tensor& output, int64_t dim, const Tensor& grad_output_t, const Tensor& output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, softmax_backward(grad_output_t, output, dim), false);
  if (autograd::has_tangent(output_t)) autograd::add_jvp_term(jvp, output_t * (grad_output - sum_keepdim(grad_output * output, dim)), false);
  if (autograd::has_tangent(output_t)) autograd::add_jvp_term(jvp, output * sum_keepdim(grad_output * output_t, dim), true);
  return jvp;
}

Tensor log_softmax_backward_jvp(const Tensor& grad_output, const Tensor& output, int64_t dim, const Tensor& grad_output_t, const Tensor& output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, log_softmax_backward(grad_output_t, output, dim), false);
  if (autograd::has_tangent(output_t)) autograd::add_jvp_term(jvp, output_t * exp(output) * sum_keepdim(grad_output, dim), true);
  return jvp;
}

}  // namespace

Tensor sum(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  std::shared_ptr<autograd::SumBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SumBackward0>();
    if (dim.has_value()) grad_fn->name_ = "SumBackward1";
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::sum(self, dim, keepdim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, sum_jvp(dim, keepdim, dtype, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor sum_out(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::reduce(self, dim, keepdim);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("sum", self, out);
  autograd::check_out_no_tangents("sum", self, out);
  autograd::write_out(out, kernels::sum(self, dim, keepdim, std::optional<ScalarType>(dtype.value_or(out.dtype()))), "sum", autograd::OutDtype::from_out);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor mean(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  std::shared_ptr<autograd::MeanBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::MeanBackward0>();
    if (dim.has_value()) grad_fn->name_ = "MeanBackward1";
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::mean(self, dim, keepdim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, mean_jvp(dim, keepdim, dtype, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor mean_out(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::reduce(self, dim, keepdim);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("mean", self, out);
  autograd::check_out_no_tangents("mean", self, out);
  autograd::write_out(out, kernels::mean(self, dim, keepdim, dtype), "mean", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor prod(const Tensor& self, std::optional<int64_t> dim, bool keepdim, std::optional<ScalarType> dtype) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  std::shared_ptr<autograd::ProdBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ProdBackward0>();
    if (dim.has_value()) grad_fn->name_ = "ProdBackward1";
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::prod(self, dim, keepdim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, prod_jvp(self, dim, keepdim, self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor amax(const Tensor& self, const DimVector& dim, bool keepdim) {
  if (names::any_named(self)) names::refuse("aten::amax");
  std::shared_ptr<autograd::AmaxBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AmaxBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::amax(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, amax_jvp(self, dim, keepdim, self_t, result));
    }
  }
  return result;
}

Tensor amax_out(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::amax");
  autograd::check_out_no_grad("amax", self, out);
  autograd::check_out_no_tangents("amax", self, out);
  autograd::write_out(out, kernels::amax(self, dim, keepdim), "amax", autograd::OutDtype::exact);
  return out;
}

Tensor amin(const Tensor& self, const DimVector& dim, bool keepdim) {
  if (names::any_named(self)) names::refuse("aten::amin");
  std::shared_ptr<autograd::AminBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AminBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::amin(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, amin_jvp(self, dim, keepdim, self_t, result));
    }
  }
  return result;
}

Tensor amin_out(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::amin");
  autograd::check_out_no_grad("amin", self, out);
  autograd::check_out_no_tangents("amin", self, out);
  autograd::write_out(out, kernels::amin(self, dim, keepdim), "amin", autograd::OutDtype::exact);
  return out;
}

Tensor max(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, std::optional<DimVector>(), false);
  std::shared_ptr<autograd::MaxBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::MaxBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::max(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, max_jvp(self, self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

std::tuple<Tensor, Tensor> max_dim(const Tensor& self, int64_t dim, bool keepdim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  std::shared_ptr<autograd::MaxBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::MaxBackward1>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::max_dim(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->indices_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), max_dim_jvp(dim, keepdim, self_t, std::get<1>(result)));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

std::tuple<Tensor, Tensor> max_dim_out(const Tensor& self, int64_t dim, bool keepdim, const Tensor& values, const Tensor& indices) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::reduce(self, dim, keepdim);
    names::check_target(values, result_names);
    names::check_target(indices, result_names);
  }
  autograd::check_out_no_grad("max", self, values, indices);
  autograd::check_out_no_tangents("max", self, values, indices);
  auto computed = kernels::max_dim(self, dim, keepdim);
  autograd::check_result_out_dtype(values, std::get<0>(computed), "max");
  autograd::check_result_out_dtype(indices, std::get<1>(computed), "max");
  autograd::write_out(values, std::get<0>(computed), "max", autograd::OutDtype::exact);
  autograd::write_out(indices, std::get<1>(computed), "max", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(values, result_names);
    names::attach(indices, result_names);
  }
  return {values, indices};
}

Tensor max_other(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::max.other");
  std::shared_ptr<autograd::MaxBackward2> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::MaxBackward2>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::max_other(self, other);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, max_other_jvp(self, other, self_t, other_t));
    }
  }
  return result;
}

Tensor max_other_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::max.other");
  autograd::check_out_no_grad("max", self, other, out);
  autograd::check_out_no_tangents("max", self, other, out);
  autograd::write_out(out, kernels::max_other(self, other), "max", autograd::OutDtype::castable);
  return out;
}

Tensor min(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, std::optional<DimVector>(), false);
  std::shared_ptr<autograd::MinBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::MinBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::min(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, min_jvp(self, self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

std::tuple<Tensor, Tensor> min_dim(const Tensor& self, int64_t dim, bool keepdim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  std::shared_ptr<autograd::MinBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::MinBackward1>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::min_dim(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->indices_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), min_dim_jvp(dim, keepdim, self_t, std::get<1>(result)));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

std::tuple<Tensor, Tensor> min_dim_out(const Tensor& self, int64_t dim, bool keepdim, const Tensor& values, const Tensor& indices) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::reduce(self, dim, keepdim);
    names::check_target(values, result_names);
    names::check_target(indices, result_names);
  }
  autograd::check_out_no_grad("min", self, values, indices);
  autograd::check_out_no_tangents("min", self, values, indices);
  auto computed = kernels::min_dim(self, dim, keepdim);
  autograd::check_result_out_dtype(values, std::get<0>(computed), "min");
  autograd::check_result_out_dtype(indices, std::get<1>(computed), "min");
  autograd::write_out(values, std::get<0>(computed), "min", autograd::OutDtype::exact);
  autograd::write_out(indices, std::get<1>(computed), "min", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(values, result_names);
    names::attach(indices, result_names);
  }
  return {values, indices};
}

Tensor min_other(const Tensor& self, const Tensor& other) {
  if (names::any_named(self, other)) names::refuse("aten::min.other");
  std::shared_ptr<autograd::MinBackward2> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::MinBackward2>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->other_ = autograd::SavedVariable(other, false);
  }
  auto result = kernels::min_other(self, other);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    Tensor other_t = autograd::tangent_of(other);
    if (autograd::has_tangent(self_t) || autograd::has_tangent(other_t)) {
      autograd::set_tangent(result, min_other_jvp(self, other, self_t, other_t));
    }
  }
  return result;
}

Tensor min_other_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  if (names::any_named(self, other)) names::refuse("aten::min.other");
  autograd::check_out_no_grad("min", self, other, out);
  autograd::check_out_no_tangents("min", self, other, out);
  autograd::write_out(out, kernels::min_other(self, other), "min", autograd::OutDtype::castable);
  return out;
}

Tensor argmax(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  if (names::any_named(self)) names::refuse("aten::argmax");
  return kernels::argmax(self, dim, keepdim);
}

Tensor argmin(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  if (names::any_named(self)) names::refuse("aten::argmin");
  return kernels::argmin(self, dim, keepdim);
}

Tensor var(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  std::shared_ptr<autograd::VarBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::VarBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
    grad_fn->unbiased_ = unbiased;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::var(self, dim, unbiased, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, var_jvp(self, dim, unbiased, keepdim, self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor var_out(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::reduce(self, dim, keepdim);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("var", self, out);
  autograd::check_out_no_tangents("var", self, out);
  autograd::write_out(out, kernels::var(self, dim, unbiased, keepdim), "var", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor std(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  std::shared_ptr<autograd::StdBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::StdBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
    grad_fn->unbiased_ = unbiased;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::std(self, dim, unbiased, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, std_jvp(self, dim, unbiased, keepdim, self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor std_out(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::reduce(self, dim, keepdim);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("std", self, out);
  autograd::check_out_no_tangents("std", self, out);
  autograd::write_out(out, kernels::std(self, dim, unbiased, keepdim), "std", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor all(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  auto result = kernels::all(self, dim, keepdim);
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor any(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  auto result = kernels::any(self, dim, keepdim);
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor logsumexp(const Tensor& self, const DimVector& dim, bool keepdim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  std::shared_ptr<autograd::LogsumexpBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LogsumexpBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::logsumexp(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, logsumexp_jvp(self, dim, keepdim, self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  std::shared_ptr<autograd::SoftmaxBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SoftmaxBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::softmax(self, dim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, softmax_jvp(dim, self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor log_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  std::shared_ptr<autograd::LogSoftmaxBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LogSoftmaxBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::log_softmax(self, dim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, autograd::unaliased(log_softmax_jvp(dim, self_t, result), {self_t}));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor cumsum(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  std::shared_ptr<autograd::CumsumBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CumsumBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::cumsum(self, dim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, cumsum_jvp(dim, dtype, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor cumsum_(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::keep(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "cumsum_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::CumsumBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CumsumBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::cumsum(self, dim, dtype), "cumsum_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, cumsum_jvp(dim, dtype, self_t));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor cumsum_out(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::keep(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("cumsum", self, out);
  autograd::check_out_no_tangents("cumsum", self, out);
  autograd::write_out(out, kernels::cumsum(self, dim, std::optional<ScalarType>(dtype.value_or(out.dtype()))), "cumsum", autograd::OutDtype::from_out);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor cumprod(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  std::shared_ptr<autograd::CumprodBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CumprodBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::cumprod(self, dim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, cumprod_jvp(self, dim, self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor cumprod_(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::keep(self);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "cumprod_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::CumprodBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CumprodBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->self_ = autograd::SavedVariable(yaten::clone(self), false);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  Tensor self_original = forward_grad ? autograd::original_for_jvp(self) : Tensor();
  autograd::write_inplace(self, kernels::cumprod(self, dim, dtype), "cumprod_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, cumprod_jvp(self_original, dim, self_t, result));
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor cumprod_out(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::keep(self);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("cumprod", self, out);
  autograd::check_out_no_tangents("cumprod", self, out);
  autograd::write_out(out, kernels::cumprod(self, dim, std::optional<ScalarType>(dtype.value_or(out.dtype()))), "cumprod", autograd::OutDtype::from_out);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor norm(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim) {
  if (names::any_named(self)) names::refuse("aten::norm");
  std::shared_ptr<autograd::NormBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::NormBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->p_ = p;
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::norm(self, p, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, norm_jvp(self, p, dim, keepdim, self_t, result));
    }
  }
  return result;
}

Tensor norm_out(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::norm");
  autograd::check_out_no_grad("norm", self, out);
  autograd::check_out_no_tangents("norm", self, out);
  autograd::write_out(out, kernels::norm(self, p, dim, keepdim), "norm", autograd::OutDtype::castable);
  return out;
}

Tensor softmax_backward(const Tensor& grad_output, const Tensor& output, int64_t dim) {
  if (names::any_named(grad_output, output)) names::refuse("aten::softmax_backward");
  std::shared_ptr<autograd::SoftmaxBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, output)) {
    grad_fn = std::make_shared<autograd::SoftmaxBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, output);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->output_ = autograd::SavedVariable(output, false);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::softmax_backward(grad_output, output, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor output_t = autograd::tangent_of(output);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(output_t)) {
      autograd::set_tangent(result, softmax_backward_jvp(grad_output, output, dim, grad_output_t, output_t));
    }
  }
  return result;
}

Tensor log_softmax_backward(const Tensor& grad_output, const Tensor& output, int64_t dim) {
  if (names::any_named(grad_output, output)) names::refuse("aten::log_softmax_backward");
  std::shared_ptr<autograd::LogSoftmaxBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output, output)) {
    grad_fn = std::make_shared<autograd::LogSoftmaxBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output, output);
    if (autograd::should_compute(*grad_fn, 1)) grad_fn->grad_output_ = autograd::SavedVariable(grad_output, false);
    grad_fn->output_ = autograd::SavedVariable(output, false);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::log_softmax_backward(grad_output, output, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    Tensor output_t = autograd::tangent_of(output);
    if (autograd::has_tangent(grad_output_t) || autograd::has_tangent(output_t)) {
      autograd::set_tangent(result, log_softmax_backward_jvp(grad_output, output, dim, grad_output_t, output_t));
    }
  }
  return result;
}

}  // namespace yaten
