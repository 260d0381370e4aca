// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'creation' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_creation.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_creation.h"
#include "generated/runtime/kernels_creation.h"

namespace yaten {

Tensor empty(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad, std::optional<MemoryFormat> memory_format) {
  Tensor result = kernels::empty(size, dtype, memory_format);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor empty_out(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad, std::optional<MemoryFormat> memory_format, const Tensor& out) {
  autograd::check_out_no_grad("empty", out);
  autograd::write_out(out, kernels::empty(size, autograd::factory_out_dtype(dtype, out, "empty"), memory_format), "empty", autograd::OutDtype::castable);
  return out;
}

Tensor zeros(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::zeros(size, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor zeros_out(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("zeros", out);
  autograd::write_out(out, kernels::zeros(size, autograd::factory_out_dtype(dtype, out, "zeros")), "zeros", autograd::OutDtype::castable);
  return out;
}

Tensor ones(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::ones(size, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor ones_out(const DimVector& size, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("ones", out);
  autograd::write_out(out, kernels::ones(size, autograd::factory_out_dtype(dtype, out, "ones")), "ones", autograd::OutDtype::castable);
  return out;
}

Tensor full(const DimVector& size, const Scalar& fill_value, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::full(size, fill_value, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor full_out(const DimVector& size, const Scalar& fill_value, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("full", out);
  autograd::write_out(out, kernels::full(size, fill_value, autograd::factory_out_dtype(dtype, out, "full")), "full", autograd::OutDtype::castable);
  return out;
}

Tensor arange(const Scalar& end, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::arange(end, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor arange_out(const Scalar& end, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("arange", out);
  autograd::write_out(out, kernels::arange(end, autograd::factory_out_dtype(dtype, out, "arange")), "arange", autograd::OutDtype::castable);
  return out;
}

Tensor arange_start_step(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::arange_start_step(start, end, step, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor arange_start_step_out(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("arange", out);
  autograd::write_out(out, kernels::arange_start_step(start, end, step, autograd::factory_out_dtype(dtype, out, "arange")), "arange", autograd::OutDtype::castable);
  return out;
}

Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::linspace(start, end, steps, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor linspace_out(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("linspace", out);
  autograd::write_out(out, kernels::linspace(start, end, steps, autograd::factory_out_dtype(dtype, out, "linspace")), "linspace", autograd::OutDtype::castable);
  return out;
}

Tensor eye(int64_t n, std::optional<int64_t> m, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::eye(n, m, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor eye_out(int64_t n, std::optional<int64_t> m, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("eye", out);
  autograd::write_out(out, kernels::eye(n, m, autograd::factory_out_dtype(dtype, out, "eye")), "eye", autograd::OutDtype::castable);
  return out;
}

Tensor rand(const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::rand(size, generator, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor rand_out(const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("rand", out);
  autograd::write_out(out, kernels::rand(size, generator, autograd::factory_out_dtype(dtype, out, "rand")), "rand", autograd::OutDtype::castable);
  return out;
}

Tensor randn(const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::randn(size, generator, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor randn_out(const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("randn", out);
  autograd::write_out(out, kernels::randn(size, generator, autograd::factory_out_dtype(dtype, out, "randn")), "randn", autograd::OutDtype::castable);
  return out;
}

Tensor randint(int64_t high, const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::randint(high, size, generator, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor randint_out(int64_t high, const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("randint", out);
  autograd::write_out(out, kernels::randint(high, size, generator, autograd::factory_out_dtype(dtype, out, "randint")), "randint", autograd::OutDtype::castable);
  return out;
}

Tensor randint_low(int64_t low, int64_t high, const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::randint_low(low, high, size, generator, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor randint_low_out(int64_t low, int64_t high, const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("randint", out);
  autograd::write_out(out, kernels::randint_low(low, high, size, generator, autograd::factory_out_dtype(dtype, out, "randint")), "randint", autograd::OutDtype::castable);
  return out;
}

void manual_seed(int64_t seed) {
  kernels::manual_seed(seed);
}

Tensor zeros_like(const Tensor& self, std::optional<ScalarType> dtype, bool requires_grad, std::optional<MemoryFormat> memory_format) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  Tensor result = kernels::zeros_like(self, dtype, memory_format);
  if (requires_grad) autograd::set_requires_grad(result, true);
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor ones_like(const Tensor& self, std::optional<ScalarType> dtype, bool requires_grad, std::optional<MemoryFormat> memory_format) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  Tensor result = kernels::ones_like(self, dtype, memory_format);
  if (requires_grad) autograd::set_requires_grad(result, true);
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor empty_like(const Tensor& self, std::optional<ScalarType> dtype, bool requires_grad, std::optional<MemoryFormat> memory_format) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  Tensor result = kernels::empty_like(self, dtype, memory_format);
  if (requires_grad) autograd::set_requires_grad(result, true);
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor full_like(const Tensor& self, const Scalar& fill_value, std::optional<ScalarType> dtype, bool requires_grad, std::optional<MemoryFormat> memory_format) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  Tensor result = kernels::full_like(self, fill_value, dtype, memory_format);
  if (requires_grad) autograd::set_requires_grad(result, true);
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

}  // namespace yaten
