// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'shape' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_shape.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_shape.h"
#include "generated/autograd/ops/alias.h"
#include "generated/autograd/ops/as_strided.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/detach.h"
#include "generated/autograd/ops/diagonal.h"
#include "generated/autograd/ops/diagonal_backward.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/flip.h"
#include "generated/autograd/ops/permute.h"
#include "generated/autograd/ops/repeat.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/select_backward.h"
#include "generated/autograd/ops/slice.h"
#include "generated/autograd/ops/slice_backward.h"
#include "generated/autograd/ops/split.h"
#include "generated/autograd/ops/split_with_sizes.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/t.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/transpose.h"
#include "generated/autograd/ops/tril.h"
#include "generated/autograd/ops/triu.h"
#include "generated/autograd/ops/unbind.h"
#include "generated/autograd/ops/unfold.h"
#include "generated/autograd/ops/unsafe_split.h"
#include "generated/autograd/ops/unsafe_split_with_sizes.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/view.h"
#include "generated/runtime/kernels_shape.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor view_jvp(const DimVector& size, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, view(self_t, size), false);
  return jvp;
}

Tensor reshape_jvp(const DimVector& shape, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, reshape(self_t, shape), false);
  return jvp;
}

Tensor permute_jvp(const DimVector& dims, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, permute(self_t, dims), false);
  return jvp;
}

Tensor transpose_jvp(int64_t dim0, int64_t dim1, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, transpose(self_t, dim0, dim1), false);
  return jvp;
}

Tensor t_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, t(self_t), false);
  return jvp;
}

Tensor squeeze_jvp(std::optional<int64_t> dim, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, squeeze(self_t, dim), false);
  return jvp;
}

Tensor unsqueeze_jvp(int64_t dim, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, unsqueeze(self_t, dim), false);
  return jvp;
}

Tensor expand_jvp(const DimVector& size, bool implicit, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, expand(self_t, size, implicit), false);
  return jvp;
}

Tensor slice_jvp(int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end, int64_t step, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, slice(self_t, dim, start, end, step), false);
  return jvp;
}

Tensor slice_backward_jvp(const DimVector& input_sizes, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end, int64_t step, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, slice_backward(grad_output_t, input_sizes, dim, start, end, step), false);
  return jvp;
}

Tensor select_jvp(int64_t dim, int64_t index, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, select(self_t, dim, index), false);
  return jvp;
}

Tensor select_backward_jvp(const DimVector& input_sizes, int64_t dim, int64_t index, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, select_backward(grad_output_t, input_sizes, dim, index), false);
  return jvp;
}

Tensor cat_jvp(int64_t dim, const std::vector<Tensor>& tensors_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(tensors_t)) autograd::add_jvp_term(jvp, cat(tensors_t, dim), false);
  return jvp;
}

std::vector<Tensor> split_jvp(int64_t split_size, int64_t dim, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  std::vector<Tensor> jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, split(self_t, split_size, dim), false);
  return jvp;
}

Tensor clone_jvp(std::optional<MemoryFormat> memory_format, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, clone(self_t, memory_format), false);
  return jvp;
}

Tensor alias_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, alias(self_t), false);
  return jvp;
}

Tensor to_jvp(ScalarType dtype, bool non_blocking, bool copy, std::optional<MemoryFormat> memory_format, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, to(self_t, dtype, non_blocking, copy, memory_format), false);
  return jvp;
}

Tensor flip_jvp(const DimVector& dims, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, flip(self_t, dims), false);
  return jvp;
}

Tensor repeat_jvp(const DimVector& repeats, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, repeat(self_t, repeats), false);
  return jvp;
}

Tensor tril_jvp(int64_t diagonal, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, tril(self_t, diagonal), false);
  return jvp;
}

Tensor triu_jvp(int64_t diagonal, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, triu(self_t, diagonal), false);
  return jvp;
}

std::vector<Tensor> unbind_jvp(int64_t dim, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  std::vector<Tensor> jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, unbind(self_t, dim), false);
  return jvp;
}

Tensor diagonal_jvp(int64_t offset, int64_t dim1, int64_t dim2, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, diagonal(self_t, offset, dim1, dim2), false);
  return jvp;
}

Tensor diagonal_backward_jvp(const DimVector& input_sizes, int64_t offset, int64_t dim1, int64_t dim2, const Tensor& grad_output_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(grad_output_t)) autograd::add_jvp_term(jvp, diagonal_backward(grad_output_t, input_sizes, offset, dim1, dim2), false);
  return jvp;
}

Tensor as_strided_jvp(const DimVector& size, const DimVector& stride, std::optional<int64_t> storage_offset, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, as_strided(self_t, size, stride, storage_offset), false);
  return jvp;
}

Tensor unfold_jvp(int64_t dimension, int64_t size, int64_t step, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, unfold(self_t, dimension, size, step), false);
  return jvp;
}

std::vector<Tensor> split_with_sizes_jvp(const DimVector& split_sizes, int64_t dim, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  std::vector<Tensor> jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, split_with_sizes(self_t, split_sizes, dim), false);
  return jvp;
}

std::vector<Tensor> unsafe_split_jvp(int64_t split_size, int64_t dim, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  std::vector<Tensor> jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, unsafe_split(self_t, split_size, dim), false);
  return jvp;
}

std::vector<Tensor> unsafe_split_with_sizes_jvp(const DimVector& split_sizes, int64_t dim, const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  std::vector<Tensor> jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, unsafe_split_with_sizes(self_t, split_sizes, dim), false);
  return jvp;
}

}  // namespace

Tensor view_dtype(const Tensor& self, ScalarType dtype) {
  if (names::any_named(self)) names::refuse("aten::view.dtype");
  return kernels::view_dtype(self, dtype);
}

Tensor view_copy_dtype(const Tensor& self, ScalarType dtype) {
  return yaten::clone(yaten::view_dtype(self, dtype), MemoryFormat::Contiguous);
}

Tensor view_copy_dtype_out(const Tensor& self, ScalarType dtype, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::view_copy.dtype");
  autograd::check_out_no_grad("view_copy", self, out);
  autograd::write_out(out, yaten::view_copy_dtype(self, dtype), "view_copy", autograd::OutDtype::any);
  return out;
}

Tensor view(const Tensor& self, const DimVector& size) {
  if (names::any_named(self)) names::refuse("aten::view");
  std::shared_ptr<autograd::ViewBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ViewBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
  }
  auto result = kernels::view(self, size);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, view_jvp(size, self_t));
    }
  }
  return result;
}

Tensor view_copy(const Tensor& self, const DimVector& size) {
  return yaten::clone(yaten::view(self, size), MemoryFormat::Contiguous);
}

Tensor view_copy_out(const Tensor& self, const DimVector& size, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::view_copy");
  autograd::check_out_no_grad("view_copy", self, out);
  autograd::write_out(out, yaten::view_copy(self, size), "view_copy", autograd::OutDtype::any);
  return out;
}

Tensor reshape(const Tensor& self, const DimVector& shape) {
  if (names::any_named(self)) names::refuse("aten::reshape");
  std::shared_ptr<autograd::ReshapeBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ReshapeBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
  }
  auto result = kernels::reshape(self, shape);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, reshape_jvp(shape, self_t));
    }
  }
  return result;
}

Tensor permute(const Tensor& self, const DimVector& dims) {
  if (names::any_named(self)) names::refuse("aten::permute");
  std::shared_ptr<autograd::PermuteBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::PermuteBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dims_ = dims;
  }
  auto result = kernels::permute(self, dims);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, permute_jvp(dims, self_t));
    }
  }
  return result;
}

Tensor permute_copy(const Tensor& self, const DimVector& dims) {
  return yaten::clone(yaten::permute(self, dims), MemoryFormat::Contiguous);
}

Tensor permute_copy_out(const Tensor& self, const DimVector& dims, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::permute_copy");
  autograd::check_out_no_grad("permute_copy", self, out);
  autograd::write_out(out, yaten::permute_copy(self, dims), "permute_copy", autograd::OutDtype::any);
  return out;
}

Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::transpose(self, dim0, dim1);
  std::shared_ptr<autograd::TransposeBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TransposeBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim0_ = dim0;
    grad_fn->dim1_ = dim1;
  }
  auto result = kernels::transpose(self, dim0, dim1);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, transpose_jvp(dim0, dim1, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor transpose_copy(const Tensor& self, int64_t dim0, int64_t dim1) {
  return yaten::clone(yaten::transpose(self, dim0, dim1), MemoryFormat::Contiguous);
}

Tensor transpose_copy_out(const Tensor& self, int64_t dim0, int64_t dim1, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::transpose_copy");
  autograd::check_out_no_grad("transpose_copy", self, out);
  autograd::write_out(out, yaten::transpose_copy(self, dim0, dim1), "transpose_copy", autograd::OutDtype::any);
  return out;
}

Tensor t(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::t(self);
  std::shared_ptr<autograd::TBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::t(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, t_jvp(self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor t_copy(const Tensor& self) {
  return yaten::clone(yaten::t(self), MemoryFormat::Contiguous);
}

Tensor t_copy_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::t_copy");
  autograd::check_out_no_grad("t_copy", self, out);
  autograd::write_out(out, yaten::t_copy(self), "t_copy", autograd::OutDtype::any);
  return out;
}

Tensor squeeze(const Tensor& self, std::optional<int64_t> dim) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::squeeze(self, dim);
  std::shared_ptr<autograd::SqueezeBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SqueezeBackward0>();
    if (dim.has_value()) grad_fn->name_ = "SqueezeBackward1";
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
  }
  auto result = kernels::squeeze(self, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, squeeze_jvp(dim, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor squeeze_copy(const Tensor& self, std::optional<int64_t> dim) {
  return yaten::clone(yaten::squeeze(self, dim), MemoryFormat::Contiguous);
}

Tensor squeeze_copy_out(const Tensor& self, std::optional<int64_t> dim, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::squeeze_copy");
  autograd::check_out_no_grad("squeeze_copy", self, out);
  autograd::write_out(out, yaten::squeeze_copy(self, dim), "squeeze_copy", autograd::OutDtype::any);
  return out;
}

Tensor unsqueeze(const Tensor& self, int64_t dim) {
  if (names::any_named(self)) names::refuse("aten::unsqueeze");
  std::shared_ptr<autograd::UnsqueezeBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::UnsqueezeBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::unsqueeze(self, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, unsqueeze_jvp(dim, self_t));
    }
  }
  return result;
}

Tensor unsqueeze_copy(const Tensor& self, int64_t dim) {
  return yaten::clone(yaten::unsqueeze(self, dim), MemoryFormat::Contiguous);
}

Tensor unsqueeze_copy_out(const Tensor& self, int64_t dim, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::unsqueeze_copy");
  autograd::check_out_no_grad("unsqueeze_copy", self, out);
  autograd::write_out(out, yaten::unsqueeze_copy(self, dim), "unsqueeze_copy", autograd::OutDtype::any);
  return out;
}

Tensor expand(const Tensor& self, const DimVector& size, bool implicit) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::expand(self, size.size());
  std::shared_ptr<autograd::ExpandBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ExpandBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
  }
  auto result = kernels::expand(self, size, implicit);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, expand_jvp(size, implicit, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor expand_copy(const Tensor& self, const DimVector& size, bool implicit) {
  return yaten::clone(yaten::expand(self, size, implicit), MemoryFormat::Contiguous);
}

Tensor expand_copy_out(const Tensor& self, const DimVector& size, bool implicit, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::expand_copy");
  autograd::check_out_no_grad("expand_copy", self, out);
  autograd::write_out(out, yaten::expand_copy(self, size, implicit), "expand_copy", autograd::OutDtype::any);
  return out;
}

Tensor slice(const Tensor& self, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end, int64_t step) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  std::shared_ptr<autograd::SliceBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SliceBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->start_ = start;
    grad_fn->end_ = end;
    grad_fn->step_ = step;
  }
  auto result = kernels::slice(self, dim, start, end, step);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, slice_jvp(dim, start, end, step, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor slice_copy(const Tensor& self, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end, int64_t step) {
  return yaten::clone(yaten::slice(self, dim, start, end, step), MemoryFormat::Contiguous);
}

Tensor slice_copy_out(const Tensor& self, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end, int64_t step, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::slice_copy");
  autograd::check_out_no_grad("slice_copy", self, out);
  autograd::write_out(out, yaten::slice_copy(self, dim, start, end, step), "slice_copy", autograd::OutDtype::any);
  return out;
}

Tensor slice_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end, int64_t step) {
  if (names::any_named(grad_output)) names::refuse("aten::slice_backward");
  std::shared_ptr<autograd::SliceBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output)) {
    grad_fn = std::make_shared<autograd::SliceBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output);
    grad_fn->dim_ = dim;
    grad_fn->start_ = start;
    grad_fn->end_ = end;
    grad_fn->step_ = step;
  }
  auto result = kernels::slice_backward(grad_output, input_sizes, dim, start, end, step);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    if (autograd::has_tangent(grad_output_t)) {
      autograd::set_tangent(result, slice_backward_jvp(input_sizes, dim, start, end, step, grad_output_t));
    }
  }
  return result;
}

Tensor select(const Tensor& self, int64_t dim, int64_t index) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::remove_dim(self, dim);
  std::shared_ptr<autograd::SelectBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SelectBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->index_ = index;
  }
  auto result = kernels::select(self, dim, index);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, select_jvp(dim, index, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor select_copy(const Tensor& self, int64_t dim, int64_t index) {
  return yaten::clone(yaten::select(self, dim, index), MemoryFormat::Contiguous);
}

Tensor select_copy_out(const Tensor& self, int64_t dim, int64_t index, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::select_copy");
  autograd::check_out_no_grad("select_copy", self, out);
  autograd::write_out(out, yaten::select_copy(self, dim, index), "select_copy", autograd::OutDtype::any);
  return out;
}

Tensor select_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t dim, int64_t index) {
  if (names::any_named(grad_output)) names::refuse("aten::select_backward");
  std::shared_ptr<autograd::SelectBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output)) {
    grad_fn = std::make_shared<autograd::SelectBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output);
    grad_fn->dim_ = dim;
    grad_fn->index_ = index;
  }
  auto result = kernels::select_backward(grad_output, input_sizes, dim, index);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    if (autograd::has_tangent(grad_output_t)) {
      autograd::set_tangent(result, select_backward_jvp(input_sizes, dim, index, grad_output_t));
    }
  }
  return result;
}

Tensor cat(const std::vector<Tensor>& tensors, int64_t dim) {
  Dimnames result_names;
  if (names::any_named(tensors)) result_names = names::unify(tensors);
  std::shared_ptr<autograd::CatBackward0> grad_fn;
  if (autograd::compute_requires_grad(tensors)) {
    grad_fn = std::make_shared<autograd::CatBackward0>();
    autograd::collect_edges(*grad_fn, tensors);
    grad_fn->tensors_size_ = tensors.size();
    grad_fn->tensors_sizes_ = autograd::list_sizes(tensors);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::cat(tensors, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    std::vector<Tensor> tensors_t = autograd::tangents_of(tensors);
    if (autograd::has_tangent(tensors_t)) {
      autograd::set_tangent(result, cat_jvp(dim, tensors_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor cat_out(const std::vector<Tensor>& tensors, int64_t dim, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(tensors)) {
    result_names = names::unify(tensors);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("cat", tensors, out);
  autograd::check_out_no_tangents("cat", tensors, out);
  autograd::write_out(out, kernels::cat(tensors, dim), "cat", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor stack(const std::vector<Tensor>& tensors, int64_t dim) {
  if (names::any_named(tensors)) names::refuse("aten::stack");
  return composite::stack(tensors, dim);
}

std::vector<Tensor> split(const Tensor& self, int64_t split_size, int64_t dim) {
  if (names::any_named(self)) names::refuse("aten::split");
  std::shared_ptr<autograd::SplitBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SplitBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::split(self, split_size, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  autograd::track_multi_output_views(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, split_jvp(split_size, dim, self_t));
    }
  }
  return result;
}

std::vector<Tensor> split_copy(const Tensor& self, int64_t split_size, int64_t dim) {
  auto views = yaten::split(self, split_size, dim);
  for (Tensor& view : views) view = yaten::clone(view, MemoryFormat::Contiguous);
  return views;
}

Tensor clone(const Tensor& self, std::optional<MemoryFormat> memory_format) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  std::shared_ptr<autograd::CloneBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CloneBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::clone(self, memory_format);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, clone_jvp(memory_format, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor detach(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  auto result = kernels::detach(self);
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor detach_copy(const Tensor& self) {
  return yaten::clone(yaten::detach(self), MemoryFormat::Contiguous);
}

Tensor detach_copy_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::detach_copy");
  autograd::check_out_no_grad("detach_copy", self, out);
  autograd::write_out(out, yaten::detach_copy(self), "detach_copy", autograd::OutDtype::any);
  return out;
}

Tensor alias(const Tensor& self) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  std::shared_ptr<autograd::AliasBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AliasBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::alias(self);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, alias_jvp(self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor alias_copy(const Tensor& self) {
  return yaten::clone(yaten::alias(self), MemoryFormat::Contiguous);
}

Tensor alias_copy_out(const Tensor& self, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::alias_copy");
  autograd::check_out_no_grad("alias_copy", self, out);
  autograd::write_out(out, yaten::alias_copy(self), "alias_copy", autograd::OutDtype::any);
  return out;
}

Tensor to(const Tensor& self, ScalarType dtype, bool non_blocking, bool copy, std::optional<MemoryFormat> memory_format) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  std::shared_ptr<autograd::ToBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ToBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::to(self, dtype, non_blocking, copy, memory_format);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, to_jvp(dtype, non_blocking, copy, memory_format, self_t));
    }
  }
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor flip(const Tensor& self, const DimVector& dims) {
  if (names::any_named(self)) names::refuse("aten::flip");
  std::shared_ptr<autograd::FlipBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::FlipBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dims_ = dims;
  }
  auto result = kernels::flip(self, dims);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, flip_jvp(dims, self_t));
    }
  }
  return result;
}

Tensor repeat(const Tensor& self, const DimVector& repeats) {
  if (names::any_named(self)) names::refuse("aten::repeat");
  std::shared_ptr<autograd::RepeatBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::RepeatBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->repeats_ = repeats;
  }
  auto result = kernels::repeat(self, repeats);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, repeat_jvp(repeats, self_t));
    }
  }
  return result;
}

Tensor tril(const Tensor& self, int64_t diagonal) {
  if (names::any_named(self)) names::refuse("aten::tril");
  std::shared_ptr<autograd::TrilBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TrilBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->diagonal_ = diagonal;
  }
  auto result = kernels::tril(self, diagonal);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, tril_jvp(diagonal, self_t));
    }
  }
  return result;
}

Tensor tril_(const Tensor& self, int64_t diagonal) {
  if (names::any_named(self)) names::refuse("aten::tril_");
  autograd::check_inplace(self, "tril_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::TrilBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TrilBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->diagonal_ = diagonal;
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::tril(self, diagonal), "tril_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, tril_jvp(diagonal, self_t));
  return result;
}

Tensor tril_out(const Tensor& self, int64_t diagonal, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::tril");
  autograd::check_out_no_grad("tril", self, out);
  autograd::check_out_no_tangents("tril", self, out);
  autograd::write_out(out, kernels::tril(self, diagonal), "tril", autograd::OutDtype::exact);
  return out;
}

Tensor triu(const Tensor& self, int64_t diagonal) {
  if (names::any_named(self)) names::refuse("aten::triu");
  std::shared_ptr<autograd::TriuBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TriuBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->diagonal_ = diagonal;
  }
  auto result = kernels::triu(self, diagonal);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, triu_jvp(diagonal, self_t));
    }
  }
  return result;
}

Tensor triu_(const Tensor& self, int64_t diagonal) {
  if (names::any_named(self)) names::refuse("aten::triu_");
  autograd::check_inplace(self, "triu_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::TriuBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::TriuBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->diagonal_ = diagonal;
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  autograd::write_inplace(self, kernels::triu(self, diagonal), "triu_");
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, triu_jvp(diagonal, self_t));
  return result;
}

Tensor triu_out(const Tensor& self, int64_t diagonal, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::triu");
  autograd::check_out_no_grad("triu", self, out);
  autograd::check_out_no_tangents("triu", self, out);
  autograd::write_out(out, kernels::triu(self, diagonal), "triu", autograd::OutDtype::exact);
  return out;
}

std::vector<Tensor> unbind(const Tensor& self, int64_t dim) {
  if (names::any_named(self)) names::refuse("aten::unbind");
  std::shared_ptr<autograd::UnbindBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::UnbindBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::unbind(self, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  autograd::track_multi_output_views(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, unbind_jvp(dim, self_t));
    }
  }
  return result;
}

std::vector<Tensor> unbind_copy(const Tensor& self, int64_t dim) {
  auto views = yaten::unbind(self, dim);
  for (Tensor& view : views) view = yaten::clone(view, MemoryFormat::Contiguous);
  return views;
}

Tensor repeat_interleave_Tensor(const Tensor& repeats, std::optional<int64_t> output_size) {
  if (names::any_named(repeats)) names::refuse("aten::repeat_interleave.Tensor");
  return kernels::repeat_interleave_Tensor(repeats, output_size);
}

Tensor diagonal(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2) {
  if (names::any_named(self)) names::refuse("aten::diagonal");
  std::shared_ptr<autograd::DiagonalBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::DiagonalBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->offset_ = offset;
    grad_fn->dim1_ = dim1;
    grad_fn->dim2_ = dim2;
  }
  auto result = kernels::diagonal(self, offset, dim1, dim2);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, diagonal_jvp(offset, dim1, dim2, self_t));
    }
  }
  return result;
}

Tensor diagonal_copy(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2) {
  return yaten::clone(yaten::diagonal(self, offset, dim1, dim2), MemoryFormat::Contiguous);
}

Tensor diagonal_copy_out(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::diagonal_copy");
  autograd::check_out_no_grad("diagonal_copy", self, out);
  autograd::write_out(out, yaten::diagonal_copy(self, offset, dim1, dim2), "diagonal_copy", autograd::OutDtype::any);
  return out;
}

Tensor diagonal_backward(const Tensor& grad_output, const DimVector& input_sizes, int64_t offset, int64_t dim1, int64_t dim2) {
  if (names::any_named(grad_output)) names::refuse("aten::diagonal_backward");
  std::shared_ptr<autograd::DiagonalBackwardBackward0> grad_fn;
  if (autograd::compute_requires_grad(grad_output)) {
    grad_fn = std::make_shared<autograd::DiagonalBackwardBackward0>();
    autograd::collect_edges(*grad_fn, grad_output);
    grad_fn->offset_ = offset;
    grad_fn->dim1_ = dim1;
    grad_fn->dim2_ = dim2;
  }
  auto result = kernels::diagonal_backward(grad_output, input_sizes, offset, dim1, dim2);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor grad_output_t = autograd::tangent_of(grad_output);
    if (autograd::has_tangent(grad_output_t)) {
      autograd::set_tangent(result, diagonal_backward_jvp(input_sizes, offset, dim1, dim2, grad_output_t));
    }
  }
  return result;
}

Tensor tril_indices(int64_t row, int64_t col, int64_t offset, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::tril_indices(row, col, offset, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor triu_indices(int64_t row, int64_t col, int64_t offset, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::triu_indices(row, col, offset, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor as_strided(const Tensor& self, const DimVector& size, const DimVector& stride, std::optional<int64_t> storage_offset) {
  if (names::any_named(self)) names::refuse("aten::as_strided");
  std::shared_ptr<autograd::AsStridedBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AsStridedBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->self_strides_ = self.strides();
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->size_ = size;
    grad_fn->stride_ = stride;
    grad_fn->storage_offset_ = storage_offset;
  }
  auto result = kernels::as_strided(self, size, stride, storage_offset);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, as_strided_jvp(size, stride, storage_offset, self_t));
    }
  }
  return result;
}

Tensor as_strided_copy(const Tensor& self, const DimVector& size, const DimVector& stride, std::optional<int64_t> storage_offset) {
  return yaten::clone(yaten::as_strided(self, size, stride, storage_offset), MemoryFormat::Contiguous);
}

Tensor as_strided_copy_out(const Tensor& self, const DimVector& size, const DimVector& stride, std::optional<int64_t> storage_offset, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::as_strided_copy");
  autograd::check_out_no_grad("as_strided_copy", self, out);
  autograd::write_out(out, yaten::as_strided_copy(self, size, stride, storage_offset), "as_strided_copy", autograd::OutDtype::any);
  return out;
}

Tensor unfold(const Tensor& self, int64_t dimension, int64_t size, int64_t step) {
  if (names::any_named(self)) names::refuse("aten::unfold");
  std::shared_ptr<autograd::UnfoldBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::UnfoldBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dimension_ = dimension;
    grad_fn->size_ = size;
    grad_fn->step_ = step;
  }
  auto result = kernels::unfold(self, dimension, size, step);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (!grad_fn) autograd::track_view_without_history(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, unfold_jvp(dimension, size, step, self_t));
    }
  }
  return result;
}

Tensor unfold_copy(const Tensor& self, int64_t dimension, int64_t size, int64_t step) {
  return yaten::clone(yaten::unfold(self, dimension, size, step), MemoryFormat::Contiguous);
}

Tensor unfold_copy_out(const Tensor& self, int64_t dimension, int64_t size, int64_t step, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::unfold_copy");
  autograd::check_out_no_grad("unfold_copy", self, out);
  autograd::write_out(out, yaten::unfold_copy(self, dimension, size, step), "unfold_copy", autograd::OutDtype::any);
  return out;
}

std::vector<Tensor> split_with_sizes(const Tensor& self, const DimVector& split_sizes, int64_t dim) {
  if (names::any_named(self)) names::refuse("aten::split_with_sizes");
  std::shared_ptr<autograd::SplitWithSizesBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SplitWithSizesBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::split_with_sizes(self, split_sizes, dim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  autograd::track_multi_output_views(result, self);
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, split_with_sizes_jvp(split_sizes, dim, self_t));
    }
  }
  return result;
}

std::vector<Tensor> split_with_sizes_copy(const Tensor& self, const DimVector& split_sizes, int64_t dim) {
  auto views = yaten::split_with_sizes(self, split_sizes, dim);
  for (Tensor& view : views) view = yaten::clone(view, MemoryFormat::Contiguous);
  return views;
}

std::vector<Tensor> unsafe_split(const Tensor& self, int64_t split_size, int64_t dim) {
  if (names::any_named(self)) names::refuse("aten::unsafe_split");
  std::shared_ptr<autograd::UnsafeSplitBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::UnsafeSplitBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::unsafe_split(self, split_size, dim);
  if (grad_fn) {
    autograd::set_history_unaliased(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, unsafe_split_jvp(split_size, dim, self_t));
    }
  }
  return result;
}

std::vector<Tensor> unsafe_split_with_sizes(const Tensor& self, const DimVector& split_sizes, int64_t dim) {
  if (names::any_named(self)) names::refuse("aten::unsafe_split_with_sizes");
  std::shared_ptr<autograd::UnsafeSplitWithSizesBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::UnsafeSplitWithSizesBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
  }
  auto result = kernels::unsafe_split_with_sizes(self, split_sizes, dim);
  if (grad_fn) {
    autograd::set_history_unaliased(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, unsafe_split_with_sizes_jvp(split_sizes, dim, self_t));
    }
  }
  return result;
}

}  // namespace yaten
