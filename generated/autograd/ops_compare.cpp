// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'compare' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_compare.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_compare.h"
#include "generated/runtime/kernels_compare.h"

namespace yaten {

Tensor eq(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::eq(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor eq_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "eq_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::eq(self, other, self), "eq_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor eq_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("eq", self, other, out);
  autograd::write_out(out, kernels::eq(self, other, out), "eq", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor ne(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::ne(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor ne_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "ne_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::ne(self, other, self), "ne_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor ne_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("ne", self, other, out);
  autograd::write_out(out, kernels::ne(self, other, out), "ne", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor lt(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::lt(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor lt_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "lt_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::lt(self, other, self), "lt_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor lt_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("lt", self, other, out);
  autograd::write_out(out, kernels::lt(self, other, out), "lt", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor le(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::le(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor le_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "le_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::le(self, other, self), "le_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor le_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("le", self, other, out);
  autograd::write_out(out, kernels::le(self, other, out), "le", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor gt(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::gt(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor gt_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "gt_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::gt(self, other, self), "gt_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor gt_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("gt", self, other, out);
  autograd::write_out(out, kernels::gt(self, other, out), "gt", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

Tensor ge(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) result_names = names::unify(self, other);
  auto result = kernels::ge(self, other, Tensor());
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor ge_(const Tensor& self, const Tensor& other) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(self, result_names);
  }
  autograd::check_inplace(self, "ge_");
  const autograd::InplaceTargetScope inplace_target(self);
  autograd::write_inplace(self, kernels::ge(self, other, self), "ge_");
  Tensor result = self;
  if (result_names) {
    names::attach(self, result_names);
  }
  return result;
}

Tensor ge_out(const Tensor& self, const Tensor& other, const Tensor& out) {
  Dimnames result_names;
  if (names::any_named(self, other)) {
    result_names = names::unify(self, other);
    names::check_target(out, result_names);
  }
  autograd::check_out_no_grad("ge", self, other, out);
  autograd::write_out(out, kernels::ge(self, other, out), "ge", autograd::OutDtype::castable);
  if (result_names) {
    names::attach(out, result_names);
  }
  return out;
}

}  // namespace yaten
