// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'sorting' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_sorting.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_sorting.h"
#include "generated/autograd/ops/amax.h"
#include "generated/autograd/ops/cumsum.h"
#include "generated/autograd/ops/exp.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/runtime/kernels_sorting.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor sort_jvp(int64_t dim, const Tensor& self_t, const Tensor& indices) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, gather(self_t, dim, indices), false);
  return jvp;
}

Tensor topk_jvp(int64_t dim, const Tensor& self_t, const Tensor& indices) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, gather(self_t, dim, indices), false);
  return jvp;
}

Tensor kthvalue_jvp(int64_t dim, bool keepdim, const Tensor& self_t, const Tensor& indices) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, index_reduction_jvp(self_t, dim, indices, keepdim), false);
  return jvp;
}

Tensor median_jvp(const Tensor& self, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_all(self_t * extremum_backward_all(ones_like(result), self, result)), false);
  return jvp;
}

Tensor median_dim_jvp(int64_t dim, bool keepdim, const Tensor& self_t, const Tensor& indices) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, index_reduction_jvp(self_t, dim, indices, keepdim), false);
  return jvp;
}

Tensor nanmedian_jvp(const Tensor& self, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, sum_all(self_t * extremum_backward_all(ones_like(result), self, result)), false);
  return jvp;
}

Tensor nanmedian_dim_jvp(int64_t dim, bool keepdim, const Tensor& self_t, const Tensor& indices) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, index_reduction_jvp(self_t, dim, indices, keepdim), false);
  return jvp;
}

Tensor mode_jvp(int64_t dim, bool keepdim, const Tensor& self_t, const Tensor& indices) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, index_reduction_jvp(self_t, dim, indices, keepdim), false);
  return jvp;
}

Tensor cummax_jvp(int64_t dim, const Tensor& self_t, const Tensor& indices) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, gather(self_t, dim, indices), false);
  return jvp;
}

Tensor cummin_jvp(int64_t dim, const Tensor& self_t, const Tensor& indices) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, gather(self_t, dim, indices), false);
  return jvp;
}

Tensor logcumsumexp_jvp(const Tensor& self, int64_t dim, const Tensor& self_t, const Tensor& result) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, exp(amax(self, {dim}, true) - result) * cumsum(self_t * exp(self - amax(self, {dim}, true)), dim, std::nullopt), false);
  return jvp;
}

}  // namespace

std::tuple<Tensor, Tensor> sort(const Tensor& self, int64_t dim, bool descending, std::optional<bool> stable) {
  if (names::any_named(self)) names::refuse("aten::sort");
  std::shared_ptr<autograd::SortBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SortBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::sort(self, dim, descending, stable);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->indices_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), sort_jvp(dim, self_t, std::get<1>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> sort_out(const Tensor& self, int64_t dim, bool descending, std::optional<bool> stable, const Tensor& values, const Tensor& indices) {
  if (names::any_named(self)) names::refuse("aten::sort");
  autograd::check_out_no_grad("sort", self, values, indices);
  autograd::check_out_no_tangents("sort", self, values, indices);
  auto computed = kernels::sort(self, dim, descending, stable);
  autograd::check_result_out_dtype(values, std::get<0>(computed), "sort");
  autograd::check_result_out_dtype(indices, std::get<1>(computed), "sort");
  autograd::write_out(values, std::get<0>(computed), "sort", autograd::OutDtype::exact);
  autograd::write_out(indices, std::get<1>(computed), "sort", autograd::OutDtype::exact);
  return {values, indices};
}

Tensor argsort(const Tensor& self, int64_t dim, bool descending, bool stable) {
  if (names::any_named(self)) names::refuse("aten::argsort");
  return kernels::argsort(self, dim, descending, stable);
}

std::tuple<Tensor, Tensor> topk(const Tensor& self, int64_t k, int64_t dim, bool largest, bool sorted) {
  if (names::any_named(self)) names::refuse("aten::topk");
  std::shared_ptr<autograd::TopkBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TopkBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::topk(self, k, dim, largest, sorted);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->indices_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), topk_jvp(dim, self_t, std::get<1>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> topk_out(const Tensor& self, int64_t k, int64_t dim, bool largest, bool sorted, const Tensor& values, const Tensor& indices) {
  if (names::any_named(self)) names::refuse("aten::topk");
  autograd::check_out_no_grad("topk", self, values, indices);
  autograd::check_out_no_tangents("topk", self, values, indices);
  auto computed = kernels::topk(self, k, dim, largest, sorted);
  autograd::check_result_out_dtype(values, std::get<0>(computed), "topk");
  autograd::check_result_out_dtype(indices, std::get<1>(computed), "topk");
  autograd::write_out(values, std::get<0>(computed), "topk", autograd::OutDtype::exact);
  autograd::write_out(indices, std::get<1>(computed), "topk", autograd::OutDtype::exact);
  return {values, indices};
}

std::tuple<Tensor, Tensor> kthvalue(const Tensor& self, int64_t k, int64_t dim, bool keepdim) {
  if (names::any_named(self)) names::refuse("aten::kthvalue");
  std::shared_ptr<autograd::KthvalueBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::KthvalueBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::kthvalue(self, k, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->indices_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), kthvalue_jvp(dim, keepdim, self_t, std::get<1>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> kthvalue_out(const Tensor& self, int64_t k, int64_t dim, bool keepdim, const Tensor& values, const Tensor& indices) {
  if (names::any_named(self)) names::refuse("aten::kthvalue");
  autograd::check_out_no_grad("kthvalue", self, values, indices);
  autograd::check_out_no_tangents("kthvalue", self, values, indices);
  auto computed = kernels::kthvalue(self, k, dim, keepdim);
  autograd::check_result_out_dtype(values, std::get<0>(computed), "kthvalue");
  autograd::check_result_out_dtype(indices, std::get<1>(computed), "kthvalue");
  autograd::write_out(values, std::get<0>(computed), "kthvalue", autograd::OutDtype::exact);
  autograd::write_out(indices, std::get<1>(computed), "kthvalue", autograd::OutDtype::exact);
  return {values, indices};
}

Tensor median(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, std::optional<DimVector>(), false);
  std::shared_ptr<autograd::MedianBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::MedianBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::median(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, median_jvp(self, self_t, result));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

std::tuple<Tensor, Tensor> median_dim(const Tensor& self, int64_t dim, bool keepdim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  std::shared_ptr<autograd::MedianBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::MedianBackward1>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::median_dim(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->indices_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), median_dim_jvp(dim, keepdim, self_t, std::get<1>(result)));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

std::tuple<Tensor, Tensor> median_dim_out(const Tensor& self, int64_t dim, bool keepdim, const Tensor& values, const Tensor& indices) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::reduce(self, dim, keepdim);
    names::check_target(values, result_names);
    names::check_target(indices, result_names);
  }
  autograd::check_out_no_grad("median", self, values, indices);
  autograd::check_out_no_tangents("median", self, values, indices);
  auto computed = kernels::median_dim(self, dim, keepdim);
  autograd::check_result_out_dtype(values, std::get<0>(computed), "median");
  autograd::check_result_out_dtype(indices, std::get<1>(computed), "median");
  autograd::write_out(values, std::get<0>(computed), "median", autograd::OutDtype::exact);
  autograd::write_out(indices, std::get<1>(computed), "median", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(values, result_names);
    names::attach(indices, result_names);
  }
  return {values, indices};
}

Tensor nanmedian(const Tensor& self) {
  if (names::any_named(self)) names::refuse("aten::nanmedian");
  std::shared_ptr<autograd::NanmedianBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::NanmedianBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::nanmedian(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, nanmedian_jvp(self, self_t, result));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> nanmedian_dim(const Tensor& self, int64_t dim, bool keepdim) {
  if (names::any_named(self)) names::refuse("aten::nanmedian.dim");
  std::shared_ptr<autograd::NanmedianBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::NanmedianBackward1>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::nanmedian_dim(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->indices_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), nanmedian_dim_jvp(dim, keepdim, self_t, std::get<1>(result)));
    }
  }
  return result;
}

std::tuple<Tensor, Tensor> nanmedian_dim_out(const Tensor& self, int64_t dim, bool keepdim, const Tensor& values, const Tensor& indices) {
  if (names::any_named(self)) names::refuse("aten::nanmedian.dim");
  autograd::check_out_no_grad("nanmedian", self, values, indices);
  autograd::check_out_no_tangents("nanmedian", self, values, indices);
  auto computed = kernels::nanmedian_dim(self, dim, keepdim);
  autograd::check_result_out_dtype(values, std::get<0>(computed), "nanmedian");
  autograd::check_result_out_dtype(indices, std::get<1>(computed), "nanmedian");
  autograd::write_out(values, std::get<0>(computed), "nanmedian", autograd::OutDtype::exact);
  autograd::write_out(indices, std::get<1>(computed), "nanmedian", autograd::OutDtype::exact);
  return {values, indices};
}

std::tuple<Tensor, Tensor> mode(const Tensor& self, int64_t dim, bool keepdim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::reduce(self, dim, keepdim);
  std::shared_ptr<autograd::ModeBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ModeBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::mode(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->indices_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), mode_jvp(dim, keepdim, self_t, std::get<1>(result)));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

std::tuple<Tensor, Tensor> mode_out(const Tensor& self, int64_t dim, bool keepdim, const Tensor& values, const Tensor& indices) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::reduce(self, dim, keepdim);
    names::check_target(values, result_names);
    names::check_target(indices, result_names);
  }
  autograd::check_out_no_grad("mode", self, values, indices);
  autograd::check_out_no_tangents("mode", self, values, indices);
  auto computed = kernels::mode(self, dim, keepdim);
  autograd::check_result_out_dtype(values, std::get<0>(computed), "mode");
  autograd::check_result_out_dtype(indices, std::get<1>(computed), "mode");
  autograd::write_out(values, std::get<0>(computed), "mode", autograd::OutDtype::exact);
  autograd::write_out(indices, std::get<1>(computed), "mode", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(values, result_names);
    names::attach(indices, result_names);
  }
  return {values, indices};
}

std::tuple<Tensor, Tensor, Tensor> _unique2(const Tensor& self, bool sorted, bool return_inverse, bool return_counts) {
  if (names::any_named(self)) names::refuse("aten::_unique2");
  return kernels::_unique2(self, sorted, return_inverse, return_counts);
}

std::tuple<Tensor, Tensor, Tensor> unique_dim(const Tensor& self, int64_t dim, bool sorted, bool return_inverse, bool return_counts) {
  if (names::any_named(self)) names::refuse("aten::unique_dim");
  return kernels::unique_dim(self, dim, sorted, return_inverse, return_counts);
}

std::tuple<Tensor, Tensor, Tensor> unique_consecutive(const Tensor& self, bool return_inverse, bool return_counts, std::optional<int64_t> dim) {
  if (names::any_named(self)) names::refuse("aten::unique_consecutive");
  return kernels::unique_consecutive(self, return_inverse, return_counts, dim);
}

Tensor searchsorted(const Tensor& sorted_sequence, const Tensor& self, bool out_int32, bool right, std::optional<std::string_view> side, const Tensor& sorter) {
  if (names::any_named(sorted_sequence, self, sorter)) names::refuse("aten::searchsorted");
  return kernels::searchsorted(sorted_sequence, self, out_int32, right, side, sorter);
}

Tensor searchsorted_out(const Tensor& sorted_sequence, const Tensor& self, bool out_int32, bool right, std::optional<std::string_view> side, const Tensor& sorter, const Tensor& out) {
  if (names::any_named(sorted_sequence, self, sorter)) names::refuse("aten::searchsorted");
  autograd::check_out_no_grad("searchsorted", sorted_sequence, self, sorter, out);
  autograd::write_out(out, kernels::searchsorted(sorted_sequence, self, out_int32, right, side, sorter), "searchsorted", autograd::OutDtype::exact);
  return out;
}

Tensor bucketize(const Tensor& self, const Tensor& boundaries, bool out_int32, bool right) {
  if (names::any_named(self, boundaries)) names::refuse("aten::bucketize");
  return kernels::bucketize(self, boundaries, out_int32, right);
}

Tensor bucketize_out(const Tensor& self, const Tensor& boundaries, bool out_int32, bool right, const Tensor& out) {
  if (names::any_named(self, boundaries)) names::refuse("aten::bucketize");
  autograd::check_out_no_grad("bucketize", self, boundaries, out);
  autograd::write_out(out, kernels::bucketize(self, boundaries, out_int32, right), "bucketize", autograd::OutDtype::exact);
  return out;
}

Tensor histc(const Tensor& self, int64_t bins, const Scalar& min, const Scalar& max) {
  if (names::any_named(self)) names::refuse("aten::histc");
  return kernels::histc(self, bins, min, max);
}

Tensor histc_out(const Tensor& self, int64_t bins, const Scalar& min, const Scalar& max, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::histc");
  autograd::check_out_no_grad("histc", self, out);
  autograd::write_out(out, kernels::histc(self, bins, min, max), "histc", autograd::OutDtype::exact);
  return out;
}

std::tuple<Tensor, Tensor> histogram_bin_ct(const Tensor& self, int64_t bins, const std::optional<std::vector<double>>& range, const Tensor& weight, bool density) {
  if (names::any_named(self, weight)) names::refuse("aten::histogram.bin_ct");
  return kernels::histogram_bin_ct(self, bins, range, weight, density);
}

std::tuple<Tensor, Tensor> histogram_bin_ct_out(const Tensor& self, int64_t bins, const std::optional<std::vector<double>>& range, const Tensor& weight, bool density, const Tensor& hist, const Tensor& bin_edges) {
  if (names::any_named(self, weight)) names::refuse("aten::histogram.bin_ct");
  autograd::check_out_no_grad("histogram", self, weight, hist, bin_edges);
  auto computed = kernels::histogram_bin_ct(self, bins, range, weight, density);
  autograd::check_result_out_dtype(hist, std::get<0>(computed), "histogram");
  autograd::check_result_out_dtype(bin_edges, std::get<1>(computed), "histogram");
  autograd::write_out(hist, std::get<0>(computed), "histogram", autograd::OutDtype::exact);
  autograd::write_out(bin_edges, std::get<1>(computed), "histogram", autograd::OutDtype::exact);
  return {hist, bin_edges};
}

std::tuple<Tensor, Tensor> histogram_bins_tensor(const Tensor& self, const Tensor& bins, const Tensor& weight, bool density) {
  if (names::any_named(self, bins, weight)) names::refuse("aten::histogram.bins_tensor");
  return kernels::histogram_bins_tensor(self, bins, weight, density);
}

std::tuple<Tensor, Tensor> histogram_bins_tensor_out(const Tensor& self, const Tensor& bins, const Tensor& weight, bool density, const Tensor& hist, const Tensor& bin_edges) {
  if (names::any_named(self, bins, weight)) names::refuse("aten::histogram.bins_tensor");
  autograd::check_out_no_grad("histogram", self, bins, weight, hist, bin_edges);
  auto computed = kernels::histogram_bins_tensor(self, bins, weight, density);
  autograd::check_result_out_dtype(hist, std::get<0>(computed), "histogram");
  autograd::check_result_out_dtype(bin_edges, std::get<1>(computed), "histogram");
  autograd::write_out(hist, std::get<0>(computed), "histogram", autograd::OutDtype::exact);
  autograd::write_out(bin_edges, std::get<1>(computed), "histogram", autograd::OutDtype::exact);
  return {hist, bin_edges};
}

Tensor bincount(const Tensor& self, const Tensor& weights, int64_t minlength) {
  if (names::any_named(self, weights)) names::refuse("aten::bincount");
  return kernels::bincount(self, weights, minlength);
}

std::tuple<Tensor, Tensor> aminmax(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  if (names::any_named(self)) names::refuse("aten::aminmax");
  return kernels::aminmax(self, dim, keepdim);
}

std::tuple<Tensor, Tensor> aminmax_out(const Tensor& self, std::optional<int64_t> dim, bool keepdim, const Tensor& min, const Tensor& max) {
  if (names::any_named(self)) names::refuse("aten::aminmax");
  autograd::check_out_no_grad("aminmax", self, min, max);
  auto computed = kernels::aminmax(self, dim, keepdim);
  autograd::check_result_out_dtype(min, std::get<0>(computed), "aminmax");
  autograd::check_result_out_dtype(max, std::get<1>(computed), "aminmax");
  autograd::write_out(min, std::get<0>(computed), "aminmax", autograd::OutDtype::exact);
  autograd::write_out(max, std::get<1>(computed), "aminmax", autograd::OutDtype::exact);
  return {min, max};
}

std::tuple<Tensor, Tensor> cummax(const Tensor& self, int64_t dim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  std::shared_ptr<autograd::CummaxBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CummaxBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::cummax(self, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->indices_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), cummax_jvp(dim, self_t, std::get<1>(result)));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

std::tuple<Tensor, Tensor> cummax_out(const Tensor& self, int64_t dim, const Tensor& values, const Tensor& indices) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::keep(self);
    names::check_target(values, result_names);
    names::check_target(indices, result_names);
  }
  autograd::check_out_no_grad("cummax", self, values, indices);
  autograd::check_out_no_tangents("cummax", self, values, indices);
  auto computed = kernels::cummax(self, dim);
  autograd::check_result_out_dtype(values, std::get<0>(computed), "cummax");
  autograd::check_result_out_dtype(indices, std::get<1>(computed), "cummax");
  autograd::write_out(values, std::get<0>(computed), "cummax", autograd::OutDtype::exact);
  autograd::write_out(indices, std::get<1>(computed), "cummax", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(values, result_names);
    names::attach(indices, result_names);
  }
  return {values, indices};
}

std::tuple<Tensor, Tensor> cummin(const Tensor& self, int64_t dim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  std::shared_ptr<autograd::CumminBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CumminBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::cummin(self, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->indices_ = autograd::SavedVariable(std::get<1>(result), true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(std::get<0>(result), cummin_jvp(dim, self_t, std::get<1>(result)));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

std::tuple<Tensor, Tensor> cummin_out(const Tensor& self, int64_t dim, const Tensor& values, const Tensor& indices) {
  Dimnames result_names;
  if (names::any_named(self)) {
    result_names = names::keep(self);
    names::check_target(values, result_names);
    names::check_target(indices, result_names);
  }
  autograd::check_out_no_grad("cummin", self, values, indices);
  autograd::check_out_no_tangents("cummin", self, values, indices);
  auto computed = kernels::cummin(self, dim);
  autograd::check_result_out_dtype(values, std::get<0>(computed), "cummin");
  autograd::check_result_out_dtype(indices, std::get<1>(computed), "cummin");
  autograd::write_out(values, std::get<0>(computed), "cummin", autograd::OutDtype::exact);
  autograd::write_out(indices, std::get<1>(computed), "cummin", autograd::OutDtype::exact);
  if (result_names) {
    names::attach(values, result_names);
    names::attach(indices, result_names);
  }
  return {values, indices};
}

Tensor logcumsumexp(const Tensor& self, int64_t dim) {
  if (names::any_named(self)) names::refuse("aten::logcumsumexp");
  std::shared_ptr<autograd::LogcumsumexpBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LogcumsumexpBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::logcumsumexp(self, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, logcumsumexp_jvp(self, dim, self_t, result));
    }
  }
  return result;
}

Tensor logcumsumexp_out(const Tensor& self, int64_t dim, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::logcumsumexp");
  autograd::check_out_no_grad("logcumsumexp", self, out);
  autograd::check_out_no_tangents("logcumsumexp", self, out);
  autograd::write_out(out, kernels::logcumsumexp(self, dim), "logcumsumexp", autograd::OutDtype::exact);
  return out;
}

}  // namespace yaten
