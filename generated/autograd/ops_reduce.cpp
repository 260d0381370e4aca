// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'reduce' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_reduce.h"

#include "autograd/function_support.h"
#include "generated/autograd/nodes_reduce.h"
#include "generated/autograd/ops.h"
#include "generated/runtime/kernels_reduce.h"

namespace yaten {

Tensor sum(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype) {
  std::shared_ptr<autograd::SumBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::SumBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::sum(self, dim, keepdim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor sum_out(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor& out) {
  autograd::check_out_no_grad("sum", self, out);
  autograd::write_out(out, kernels::sum(self, dim, keepdim, dtype), "sum");
  return out;
}

Tensor mean(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype) {
  std::shared_ptr<autograd::MeanBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::MeanBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
  }
  auto result = kernels::mean(self, dim, keepdim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor mean_out(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor& out) {
  autograd::check_out_no_grad("mean", self, out);
  autograd::write_out(out, kernels::mean(self, dim, keepdim, dtype), "mean");
  return out;
}

Tensor prod(const Tensor& self, std::optional<int64_t> dim, bool keepdim, std::optional<ScalarType> dtype) {
  std::shared_ptr<autograd::ProdBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ProdBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::prod(self, dim, keepdim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  return result;
}

Tensor amax(const Tensor& self, const DimVector& dim, bool keepdim) {
  std::shared_ptr<autograd::AmaxBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AmaxBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::amax(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  return result;
}

Tensor amax_out(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& out) {
  autograd::check_out_no_grad("amax", self, out);
  autograd::write_out(out, kernels::amax(self, dim, keepdim), "amax");
  return out;
}

Tensor amin(const Tensor& self, const DimVector& dim, bool keepdim) {
  std::shared_ptr<autograd::AminBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::AminBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::amin(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  return result;
}

Tensor amin_out(const Tensor& self, const DimVector& dim, bool keepdim, const Tensor& out) {
  autograd::check_out_no_grad("amin", self, out);
  autograd::write_out(out, kernels::amin(self, dim, keepdim), "amin");
  return out;
}

Tensor max(const Tensor& self) {
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
  return result;
}

std::tuple<Tensor, Tensor> max_dim(const Tensor& self, int64_t dim, bool keepdim) {
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
  return result;
}

Tensor max_other(const Tensor& self, const Tensor& other) {
  std::shared_ptr<autograd::MaxBackward2> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::MaxBackward2>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->other_ = autograd::SavedVariable(other, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::max_other(self, other);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor min(const Tensor& self) {
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
  return result;
}

std::tuple<Tensor, Tensor> min_dim(const Tensor& self, int64_t dim, bool keepdim) {
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
  return result;
}

Tensor min_other(const Tensor& self, const Tensor& other) {
  std::shared_ptr<autograd::MinBackward2> grad_fn;
  if (autograd::compute_requires_grad(self, other)) {
    grad_fn = std::make_shared<autograd::MinBackward2>();
    autograd::collect_edges(*grad_fn, self, other);
    grad_fn->other_ = autograd::SavedVariable(other, false);
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::min_other(self, other);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor argmax(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return kernels::argmax(self, dim, keepdim);
}

Tensor argmin(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return kernels::argmin(self, dim, keepdim);
}

Tensor var(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim) {
  std::shared_ptr<autograd::VarBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::VarBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->unbiased_ = unbiased;
  }
  auto result = kernels::var(self, dim, unbiased, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor std(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim) {
  std::shared_ptr<autograd::StdBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::StdBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
    grad_fn->self_ = autograd::SavedVariable(self, false);
    grad_fn->unbiased_ = unbiased;
  }
  auto result = kernels::std(self, dim, unbiased, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  return result;
}

Tensor all(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return kernels::all(self, dim, keepdim);
}

Tensor any(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return kernels::any(self, dim, keepdim);
}

Tensor logsumexp(const Tensor& self, const DimVector& dim, bool keepdim) {
  std::shared_ptr<autograd::LogsumexpBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LogsumexpBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->self_sizes_ = self.sizes();
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::logsumexp(self, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  return result;
}

Tensor softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
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
  return result;
}

Tensor log_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
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
  return result;
}

Tensor cumsum(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
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
  return result;
}

Tensor cumprod(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  std::shared_ptr<autograd::CumprodBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CumprodBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::cumprod(self, dim, dtype);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  return result;
}

Tensor norm(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim) {
  std::shared_ptr<autograd::NormBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::NormBackward0>();
    autograd::collect_edges(*grad_fn, self);
    grad_fn->dim_ = dim;
    grad_fn->keepdim_ = keepdim;
    grad_fn->p_ = p;
    grad_fn->self_ = autograd::SavedVariable(self, false);
  }
  auto result = kernels::norm(self, p, dim, keepdim);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
    grad_fn->result_ = autograd::SavedVariable(result, true);
  }
  return result;
}

}  // namespace yaten
