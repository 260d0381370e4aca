// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'fill' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_fill.h"

#include "autograd/function_support.h"
#include "generated/autograd/nodes_fill.h"
#include "generated/autograd/ops.h"
#include "generated/runtime/kernels_fill.h"

namespace yaten {

Tensor fill_(const Tensor& self, const Scalar& value) {
  autograd::check_inplace(self, "fill_");
  std::shared_ptr<autograd::FillBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::FillBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  kernels::fill_(self, value);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor zero_(const Tensor& self) {
  autograd::check_inplace(self, "zero_");
  std::shared_ptr<autograd::ZeroBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ZeroBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  kernels::zero_(self);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor uniform_(const Tensor& self, double from, double to) {
  autograd::check_inplace(self, "uniform_");
  std::shared_ptr<autograd::UniformBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::UniformBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  kernels::uniform_(self, from, to);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor normal_(const Tensor& self, double mean, double std) {
  autograd::check_inplace(self, "normal_");
  std::shared_ptr<autograd::NormalBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::NormalBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  kernels::normal_(self, mean, std);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

Tensor copy_(const Tensor& self, const Tensor& src) {
  autograd::check_inplace(self, "copy_");
  std::shared_ptr<autograd::CopyBackward0> grad_fn;
  if (autograd::compute_requires_grad(self, src)) {
    grad_fn = std::make_shared<autograd::CopyBackward0>();
    autograd::collect_edges(*grad_fn, self, src);
  }
  kernels::copy_(self, src);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  return result;
}

}  // namespace yaten
