// In-place fills from distributions: random_, bernoulli_, exponential_,
// geometric_, log_normal_, cauchy_.
#include <cmath>
#include <limits>

#include "generated/runtime/kernels/bernoulli_.h"
#include "generated/runtime/kernels/cauchy_.h"
#include "generated/runtime/kernels/exponential_.h"
#include "generated/runtime/kernels/geometric_.h"
#include "generated/runtime/kernels/log_normal_.h"
#include "generated/runtime/kernels/random_.h"
#include "runtime/error.h"
#include "runtime/kernels/random/draw.h"

namespace yaten::kernels {
namespace {

// The largest integer random_ draws for a dtype: every integer up to it is
// exact in it (2^mantissa digits for floats), as torch's.
int64_t random_bound(ScalarType dtype) {
  switch (dtype) {
    case ScalarType::Bool: return 1;
    case ScalarType::UInt8: return 255;
    case ScalarType::Int8: return std::numeric_limits<int8_t>::max();
    case ScalarType::Int16: return std::numeric_limits<int16_t>::max();
    case ScalarType::Int32: return std::numeric_limits<int32_t>::max();
    case ScalarType::Int64: return std::numeric_limits<int64_t>::max();
    case ScalarType::Float32: return int64_t{1} << 24;
    case ScalarType::Float64: return int64_t{1} << 53;
    // Every integer up to 2^(mantissa digits) is exact.
    case ScalarType::Float16: return int64_t{1} << 11;
    case ScalarType::BFloat16: return int64_t{1} << 8;
  }
  return 0;
}

int64_t dtype_min(ScalarType dtype) {
  switch (dtype) {
    case ScalarType::Int8: return std::numeric_limits<int8_t>::min();
    case ScalarType::Int16: return std::numeric_limits<int16_t>::min();
    case ScalarType::Int32: return std::numeric_limits<int32_t>::min();
    case ScalarType::Int64: return std::numeric_limits<int64_t>::min();
    case ScalarType::Float32: return -(int64_t{1} << 24);
    case ScalarType::Float64: return -(int64_t{1} << 53);
    case ScalarType::Float16: return -(int64_t{1} << 11);
    case ScalarType::BFloat16: return -(int64_t{1} << 8);
    default: return 0;
  }
}

// torch_kernel: the name torch's refusal gives ("exponential_cpu").
void check_floating(const Tensor& self, const char* torch_kernel) {
  YATEN_CHECK(is_floating(self.dtype()), "\"", torch_kernel, "\" not implemented for '", torch_dtype_name(self.dtype()), "'");
}

}  // namespace

Tensor random_(const Tensor& self, const Generator& generator) {
  fill_integers(self, 0, static_cast<uint64_t>(random_bound(self.dtype())) + 1, generator, "random_");
  return self;
}

Tensor random__to(const Tensor& self, int64_t to, const Generator& generator) {
  return random__from(self, 0, to, generator);
}

Tensor random__from(const Tensor& self, int64_t from, std::optional<int64_t> to, const Generator& generator) {
  const int64_t bound = random_bound(self.dtype());
  if (to) {
    YATEN_CHECK(from < *to, "random_ expects 'from' to be less than 'to', but got from=", from, " >= to=", *to);
    YATEN_CHECK(from >= dtype_min(self.dtype()) && from <= bound, "from is out of bounds for ", dtype_name(self.dtype()));
    YATEN_CHECK(*to - 1 >= dtype_min(self.dtype()) && *to - 1 <= bound, "to - 1 is out of bounds for ",
                dtype_name(self.dtype()));
    fill_integers(self, from, static_cast<uint64_t>(*to) - static_cast<uint64_t>(from), generator, "random_");
  } else {
    YATEN_CHECK(from >= dtype_min(self.dtype()) && from <= bound, "from is out of bounds for ", dtype_name(self.dtype()));
    // Up to the dtype's bound inclusive; the full int64 range is 2^64 (range 0).
    fill_integers(self, from, static_cast<uint64_t>(bound) - static_cast<uint64_t>(from) + 1, generator, "random_");
  }
  return self;
}

Tensor bernoulli__float(const Tensor& self, double p, const Generator& generator) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "bernoulli_scalar_cpu_");
  YATEN_CHECK(p >= 0 && p <= 1, "bernoulli_ expects p to be in [0, 1], but got p=", p);
  return fill_random_any(self, "bernoulli_", generator, 1,
                         [p](const RandomStream& s, uint64_t i) { return s.uniform(i) < p ? 1.0 : 0.0; });
}

Tensor bernoulli__Tensor(const Tensor& self, const Tensor& p, const Generator& generator) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "bernoulli_tensor_cpu_self_");
  YATEN_CHECK(is_floating(p.dtype()), "\"bernoulli_tensor_cpu_p_\" not implemented for '", torch_dtype_name(p.dtype()), "'");
  // p broadcast to self's size, read in self's element order.
  Tensor probs = Tensor::empty(self.sizes(), ScalarType::Float64);
  copy_into(probs, p);
  const double* q = probs.data<double>();
  for (int64_t i = 0; i < probs.numel(); ++i)
    YATEN_CHECK(q[i] >= 0 && q[i] <= 1, "Expected p_in >= 0 && p_in <= 1 to be true, but got false.");
  return fill_random_any(self, "bernoulli_", generator, 1,
                         [q](const RandomStream& s, uint64_t i) { return s.uniform(i) < q[i] ? 1.0 : 0.0; });
}

Tensor exponential_(const Tensor& self, double lambd, const Generator& generator) {
  YATEN_CHECK(lambd >= 0, "exponential_ expects lambda >= 0.0, but found lambda=", lambd);
  check_floating(self, "exponential_cpu");
  return fill_random_any(self, "exponential_", generator, 1,
                         [lambd](const RandomStream& s, uint64_t i) { return -std::log(s.uniform_open_low(i)) / lambd; });
}

Tensor geometric_(const Tensor& self, double p, const Generator& generator) {
  YATEN_CHECK(p > 0 && p < 1, "geometric_ expects p to be in (0, 1), but got p=", p);
  const double log_q = std::log1p(-p);
  return fill_random_any(self, "geometric_", generator, 1, [log_q](const RandomStream& s, uint64_t i) {
    return std::max(1.0, std::ceil(std::log(s.uniform_open_low(i)) / log_q));
  });
}

Tensor log_normal_(const Tensor& self, double mean, double std, const Generator& generator) {
  YATEN_CHECK(std > 0, "log_normal_ expects std > 0.0, but found std=", std);
  check_floating(self, "log_normal_cpu");
  return fill_random_any(self, "log_normal_", generator, 2,
                         [=](const RandomStream& s, uint64_t i) { return std::exp(mean + std * s.normal(i)); });
}

Tensor cauchy_(const Tensor& self, double median, double sigma, const Generator& generator) {
  check_floating(self, "cauchy_cpu");
  return fill_random_any(self, "cauchy_", generator, 1, [=](const RandomStream& s, uint64_t i) {
    return median + sigma * std::tan(3.141592653589793 * (s.uniform(i) - 0.5));
  });
}

}  // namespace yaten::kernels
