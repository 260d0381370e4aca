// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'random' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_random.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_random.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/runtime/kernels_random.h"

namespace yaten {

// The jvp of each op: the output's tangent from its inputs' (ops.yaml
// `result:`). A term whose tangents are all undefined is zero and skipped.
namespace {

Tensor bernoulli_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor bernoulli_p_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor bernoulli__Tensor_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor bernoulli__float_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor normal_Tensor_float_jvp(const Tensor& mean_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(mean_t)) autograd::add_jvp_term(jvp, zeros_like(mean_t), false);
  return jvp;
}

Tensor normal_float_Tensor_jvp(const Tensor& std_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(std_t)) autograd::add_jvp_term(jvp, zeros_like(std_t), false);
  return jvp;
}

Tensor normal_Tensor_Tensor_jvp(const Tensor& mean_t, const Tensor& std_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(mean_t)) autograd::add_jvp_term(jvp, zeros_like(mean_t), false);
  if (autograd::has_tangent(std_t)) autograd::add_jvp_term(jvp, zeros_like(std_t), false);
  return jvp;
}

Tensor poisson_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor random__jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor random__to_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor random__from_jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor exponential__jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor geometric__jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor log_normal__jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor cauchy__jvp(const Tensor& self_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(self_t)) autograd::add_jvp_term(jvp, zeros_like(self_t), false);
  return jvp;
}

Tensor binomial_jvp(const Tensor& count_t, const Tensor& prob_t) {
  autograd::ForwardADGuard no_forward;
  Tensor jvp;
  if (autograd::has_tangent(count_t)) autograd::add_jvp_term(jvp, zeros_like(count_t), false);
  if (autograd::has_tangent(prob_t)) autograd::add_jvp_term(jvp, zeros_like(prob_t), false);
  return jvp;
}

}  // namespace

Tensor rand_like(const Tensor& self, std::optional<ScalarType> dtype, bool requires_grad, std::optional<MemoryFormat> memory_format) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  Tensor result = kernels::rand_like(self, dtype, memory_format);
  if (requires_grad) autograd::set_requires_grad(result, true);
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor randn_like(const Tensor& self, std::optional<ScalarType> dtype, bool requires_grad, std::optional<MemoryFormat> memory_format) {
  Dimnames result_names;
  if (names::any_named(self)) result_names = names::keep(self);
  Tensor result = kernels::randn_like(self, dtype, memory_format);
  if (requires_grad) autograd::set_requires_grad(result, true);
  if (result_names) {
    names::attach(result, result_names);
  }
  return result;
}

Tensor randint_like(const Tensor& self, int64_t high, std::optional<ScalarType> dtype, bool requires_grad, std::optional<MemoryFormat> memory_format) {
  if (names::any_named(self)) names::refuse("aten::randint_like");
  Tensor result = kernels::randint_like(self, high, dtype, memory_format);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor randint_like_low_dtype(const Tensor& self, int64_t low, int64_t high, std::optional<ScalarType> dtype, bool requires_grad, std::optional<MemoryFormat> memory_format) {
  if (names::any_named(self)) names::refuse("aten::randint_like.low_dtype");
  Tensor result = kernels::randint_like_low_dtype(self, low, high, dtype, memory_format);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor randperm(int64_t n, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::randperm(n, generator, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor randperm_out(int64_t n, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("randperm", out);
  autograd::write_out(out, kernels::randperm(n, generator, autograd::factory_out_dtype(dtype, out, "randperm")), "randperm", autograd::OutDtype::castable);
  return out;
}

Tensor bernoulli(const Tensor& self, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::bernoulli");
  std::shared_ptr<autograd::BernoulliBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::BernoulliBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::bernoulli(self, generator);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, bernoulli_jvp(self_t));
    }
  }
  return result;
}

Tensor bernoulli_out(const Tensor& self, const Generator& generator, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::bernoulli");
  autograd::check_out_no_grad("bernoulli", self, out);
  autograd::check_out_no_tangents("bernoulli", self, out);
  autograd::write_out(out, kernels::bernoulli(self, generator), "bernoulli", autograd::OutDtype::castable);
  return out;
}

Tensor bernoulli_p(const Tensor& self, double p, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::bernoulli.p");
  std::shared_ptr<autograd::BernoulliBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::BernoulliBackward1>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::bernoulli_p(self, p, generator);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, bernoulli_p_jvp(self_t));
    }
  }
  return result;
}

Tensor bernoulli__Tensor(const Tensor& self, const Tensor& p, const Generator& generator) {
  if (names::any_named(self, p)) names::refuse("aten::bernoulli_.Tensor");
  autograd::check_inplace(self, "bernoulli_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::BernoulliBackward2> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::BernoulliBackward2>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::bernoulli__Tensor(self, p, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, bernoulli__Tensor_jvp(self_t));
  return result;
}

Tensor bernoulli__float(const Tensor& self, double p, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::bernoulli_.float");
  autograd::check_inplace(self, "bernoulli_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::BernoulliBackward3> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::BernoulliBackward3>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::bernoulli__float(self, p, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, bernoulli__float_jvp(self_t));
  return result;
}

Tensor multinomial(const Tensor& self, int64_t num_samples, bool replacement, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::multinomial");
  return kernels::multinomial(self, num_samples, replacement, generator);
}

Tensor multinomial_out(const Tensor& self, int64_t num_samples, bool replacement, const Generator& generator, const Tensor& out) {
  if (names::any_named(self)) names::refuse("aten::multinomial");
  autograd::check_out_no_grad("multinomial", self, out);
  autograd::write_out(out, kernels::multinomial(self, num_samples, replacement, generator), "multinomial", autograd::OutDtype::castable);
  return out;
}

Tensor normal_float_float(double mean, double std, const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad) {
  Tensor result = kernels::normal_float_float(mean, std, size, generator, dtype);
  if (requires_grad) autograd::set_requires_grad(result, true);
  return result;
}

Tensor normal_float_float_out(double mean, double std, const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype, bool requires_grad, const Tensor& out) {
  autograd::check_out_no_grad("normal", out);
  autograd::write_out(out, kernels::normal_float_float(mean, std, size, generator, autograd::factory_out_dtype(dtype, out, "normal")), "normal", autograd::OutDtype::castable);
  return out;
}

Tensor normal_Tensor_float(const Tensor& mean, double std, const Generator& generator) {
  if (names::any_named(mean)) names::refuse("aten::normal.Tensor_float");
  std::shared_ptr<autograd::NormalBackward1> grad_fn;
  if (autograd::compute_requires_grad(mean)) {
    grad_fn = std::make_shared<autograd::NormalBackward1>();
    autograd::collect_edges(*grad_fn, mean);
  }
  auto result = kernels::normal_Tensor_float(mean, std, generator);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor mean_t = autograd::tangent_of(mean);
    if (autograd::has_tangent(mean_t)) {
      autograd::set_tangent(result, normal_Tensor_float_jvp(mean_t));
    }
  }
  return result;
}

Tensor normal_Tensor_float_out(const Tensor& mean, double std, const Generator& generator, const Tensor& out) {
  if (names::any_named(mean)) names::refuse("aten::normal.Tensor_float");
  autograd::check_out_no_grad("normal", mean, out);
  autograd::check_out_no_tangents("normal", mean, out);
  autograd::write_out(out, kernels::normal_Tensor_float(mean, std, generator), "normal", autograd::OutDtype::castable);
  return out;
}

Tensor normal_float_Tensor(double mean, const Tensor& std, const Generator& generator) {
  if (names::any_named(std)) names::refuse("aten::normal.float_Tensor");
  std::shared_ptr<autograd::NormalBackward2> grad_fn;
  if (autograd::compute_requires_grad(std)) {
    grad_fn = std::make_shared<autograd::NormalBackward2>();
    autograd::collect_edges(*grad_fn, std);
  }
  auto result = kernels::normal_float_Tensor(mean, std, generator);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor std_t = autograd::tangent_of(std);
    if (autograd::has_tangent(std_t)) {
      autograd::set_tangent(result, normal_float_Tensor_jvp(std_t));
    }
  }
  return result;
}

Tensor normal_float_Tensor_out(double mean, const Tensor& std, const Generator& generator, const Tensor& out) {
  if (names::any_named(std)) names::refuse("aten::normal.float_Tensor");
  autograd::check_out_no_grad("normal", std, out);
  autograd::check_out_no_tangents("normal", std, out);
  autograd::write_out(out, kernels::normal_float_Tensor(mean, std, generator), "normal", autograd::OutDtype::castable);
  return out;
}

Tensor normal_Tensor_Tensor(const Tensor& mean, const Tensor& std, const Generator& generator) {
  if (names::any_named(mean, std)) names::refuse("aten::normal.Tensor_Tensor");
  std::shared_ptr<autograd::NormalBackward3> grad_fn;
  if (autograd::compute_requires_grad(mean, std)) {
    grad_fn = std::make_shared<autograd::NormalBackward3>();
    autograd::collect_edges(*grad_fn, mean, std);
  }
  auto result = kernels::normal_Tensor_Tensor(mean, std, generator);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor mean_t = autograd::tangent_of(mean);
    Tensor std_t = autograd::tangent_of(std);
    if (autograd::has_tangent(mean_t) || autograd::has_tangent(std_t)) {
      autograd::set_tangent(result, normal_Tensor_Tensor_jvp(mean_t, std_t));
    }
  }
  return result;
}

Tensor normal_Tensor_Tensor_out(const Tensor& mean, const Tensor& std, const Generator& generator, const Tensor& out) {
  if (names::any_named(mean, std)) names::refuse("aten::normal.Tensor_Tensor");
  autograd::check_out_no_grad("normal", mean, std, out);
  autograd::check_out_no_tangents("normal", mean, std, out);
  autograd::write_out(out, kernels::normal_Tensor_Tensor(mean, std, generator), "normal", autograd::OutDtype::castable);
  return out;
}

Tensor poisson(const Tensor& self, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::poisson");
  std::shared_ptr<autograd::PoissonBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::PoissonBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  auto result = kernels::poisson(self, generator);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor self_t = autograd::tangent_of(self);
    if (autograd::has_tangent(self_t)) {
      autograd::set_tangent(result, poisson_jvp(self_t));
    }
  }
  return result;
}

Tensor random_(const Tensor& self, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::random_");
  autograd::check_inplace(self, "random_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::RandomBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::RandomBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::random_(self, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, random__jvp(self_t));
  return result;
}

Tensor random__to(const Tensor& self, int64_t to, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::random_.to");
  autograd::check_inplace(self, "random_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::RandomBackward1> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::RandomBackward1>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::random__to(self, to, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, random__to_jvp(self_t));
  return result;
}

Tensor random__from(const Tensor& self, int64_t from, std::optional<int64_t> to, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::random_.from");
  autograd::check_inplace(self, "random_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::RandomBackward2> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::RandomBackward2>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::random__from(self, from, to, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, random__from_jvp(self_t));
  return result;
}

Tensor exponential_(const Tensor& self, double lambd, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::exponential_");
  autograd::check_inplace(self, "exponential_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::ExponentialBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::ExponentialBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::exponential_(self, lambd, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, exponential__jvp(self_t));
  return result;
}

Tensor geometric_(const Tensor& self, double p, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::geometric_");
  autograd::check_inplace(self, "geometric_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::GeometricBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::GeometricBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::geometric_(self, p, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, geometric__jvp(self_t));
  return result;
}

Tensor log_normal_(const Tensor& self, double mean, double std, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::log_normal_");
  autograd::check_inplace(self, "log_normal_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::LogNormalBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::LogNormalBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::log_normal_(self, mean, std, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, log_normal__jvp(self_t));
  return result;
}

Tensor cauchy_(const Tensor& self, double median, double sigma, const Generator& generator) {
  if (names::any_named(self)) names::refuse("aten::cauchy_");
  autograd::check_inplace(self, "cauchy_", self);
  const autograd::InplaceTargetScope inplace_target(self);
  std::shared_ptr<autograd::CauchyBackward0> grad_fn;
  if (autograd::compute_requires_grad(self)) {
    grad_fn = std::make_shared<autograd::CauchyBackward0>();
    autograd::collect_edges(*grad_fn, self);
  }
  Tensor self_t;
  bool forward_grad = false;
  if (autograd::forward_ad_enabled()) {
    self_t = autograd::tangent_of(self);
    forward_grad = autograd::has_tangent(self_t);
  }
  kernels::cauchy_(self, median, sigma, generator);
  self.bump_version();
  Tensor result = self;
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (forward_grad) autograd::update_tangent_inplace(self, cauchy__jvp(self_t));
  return result;
}

Tensor binomial(const Tensor& count, const Tensor& prob, const Generator& generator) {
  if (names::any_named(count, prob)) names::refuse("aten::binomial");
  std::shared_ptr<autograd::BinomialBackward0> grad_fn;
  if (autograd::compute_requires_grad(count, prob)) {
    grad_fn = std::make_shared<autograd::BinomialBackward0>();
    autograd::collect_edges(*grad_fn, count, prob);
  }
  auto result = kernels::binomial(count, prob, generator);
  if (grad_fn) {
    autograd::set_history_all(result, grad_fn);
  }
  if (autograd::forward_ad_enabled()) {
    Tensor count_t = autograd::tangent_of(count);
    Tensor prob_t = autograd::tangent_of(prob);
    if (autograd::has_tangent(count_t) || autograd::has_tangent(prob_t)) {
      autograd::set_tangent(result, binomial_jvp(count_t, prob_t));
    }
  }
  return result;
}

}  // namespace yaten
