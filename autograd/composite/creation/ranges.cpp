// Factories of evenly spaced values beyond arange and linspace: logspace,
// the deprecated end-inclusive range, and scalar_tensor.
#include <cmath>

#include "autograd/autograd_meta.h"
#include "autograd/composite/math/composite_writes.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/arange.h"
#include "generated/autograd/ops/full.h"
#include "generated/autograd/ops/logspace.h"
#include "generated/autograd/ops/range.h"
#include "generated/autograd/ops/scalar_tensor.h"
#include "generated/autograd/ops/to.h"
#include "runtime/warning.h"

namespace yaten {

namespace {

// A factory's result as a leaf that requires grad when asked.
Tensor as_leaf(const Tensor& t, bool requires_grad) {
  if (requires_grad) autograd::set_requires_grad(t, true);
  return t;
}

// torch 1.13's logspace, value for value: base ** (start + step*i) in the
// first half and base ** (end - step*(steps-1-i)) in the second, raised in
// double, with start, end and end - start taken in dtype first (integer
// dtypes raise base as a float32); one step is base ** start, start read as
// a double. The powers are then stored in dtype.
Tensor logspace_values(const Scalar& start, const Scalar& end, int64_t steps, double base, ScalarType dtype) {
  YATEN_CHECK(steps >= 0, "number of steps must be non-negative");
  // A single power is a fill, checked against dtype's range as torch's is.
  if (steps == 1) return yaten::full({1}, Scalar(std::pow(base, start.to_double())), dtype, false);
  Tensor powers = Tensor::empty({steps}, ScalarType::Float64);
  double* p = powers.data<double>();
  if (steps > 1) {
    YATEN_DISPATCH_CASES(dtype, "logspace_cpu", YATEN_TYPES_NUMERIC_AND_BFLOAT16, [&] {
      const scalar_t first = start.to<scalar_t>(), last = end.to<scalar_t>();
      const double raised = std::is_integral_v<scalar_t> ? static_cast<double>(static_cast<float>(base)) : base;
      double span = 0;
      if constexpr (std::is_integral_v<scalar_t>)
        span = static_cast<double>(last) - static_cast<double>(first);
      else
        span = static_cast<double>(static_cast<scalar_t>(last - first));
      const double step = span / static_cast<double>(steps - 1);
      const int64_t half = steps / 2;
      for (int64_t i = 0; i < steps; ++i)
        p[i] = std::pow(raised, i < half ? static_cast<double>(first) + step * static_cast<double>(i)
                                         : static_cast<double>(last) - step * static_cast<double>(steps - 1 - i));
    });
  }
  return yaten::to(powers, dtype, false, false);
}

// torch.range's values start + i * step for i up to (end - start) / step,
// computed in float64 (int64 for integer dtypes) and then stored in dtype.
Tensor range_values(const Scalar& start, const Scalar& end, const Scalar& step, ScalarType dtype) {
  YATEN_WARN("torch.range is deprecated and will be removed in a future release because its behavior is "
             "inconsistent with Python's range builtin. Instead, use torch.arange, which produces values in "
             "[start, end).");
  const bool integral = !is_floating(dtype);
  const double first = integral ? static_cast<double>(start.to<int64_t>()) : start.to_double();
  const double last = integral ? static_cast<double>(end.to<int64_t>()) : end.to_double();
  const double stride = integral ? static_cast<double>(step.to<int64_t>()) : step.to_double();
  YATEN_CHECK(stride > 0 || stride < 0, "step must be nonzero");
  YATEN_CHECK(std::isfinite(first) && std::isfinite(last), "unsupported range: ", first, " -> ", last);
  YATEN_CHECK((stride > 0 && last >= first) || (stride < 0 && last <= first),
              "upper bound and larger bound inconsistent with step sign");
  const auto count = static_cast<int64_t>((last - first) / stride + 1);
  const ScalarType compute = integral ? ScalarType::Int64 : ScalarType::Float64;
  const Tensor index = yaten::arange(Scalar(count), compute, false);
  const Tensor values = integral ? index * Scalar(static_cast<int64_t>(stride)) + Scalar(static_cast<int64_t>(first))
                                 : index * Scalar(stride) + Scalar(first);
  return yaten::to(values, dtype, false, false);
}

}  // namespace

Tensor logspace(const Scalar& start, const Scalar& end, int64_t steps, double base, std::optional<ScalarType> dtype,
                bool requires_grad) {
  return as_leaf(logspace_values(start, end, steps, base, dtype.value_or(default_float_dtype())), requires_grad);
}
Tensor logspace_out(const Scalar& start, const Scalar& end, int64_t steps, double base, std::optional<ScalarType> dtype,
                    bool, const Tensor& out) {
  return composite::write_out(out, {}, "logspace", out_dtype::logspace,
                              [&] { return logspace_values(start, end, steps, base, dtype.value_or(out.dtype())); });
}

Tensor scalar_tensor(const Scalar& s, std::optional<ScalarType> dtype, bool requires_grad) {
  return yaten::full({}, s, dtype.value_or(default_float_dtype()), requires_grad);
}
Tensor scalar_tensor_out(const Scalar& s, std::optional<ScalarType> dtype, bool, const Tensor& out) {
  return composite::write_out(out, {}, "scalar_tensor", out_dtype::scalar_tensor, [&] { return yaten::full({}, s, dtype.value_or(out.dtype()), false); });
}

Tensor range(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype,
             bool requires_grad) {
  return as_leaf(range_values(start, end, step, dtype.value_or(default_float_dtype())), requires_grad);
}
Tensor range_out(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, bool,
                 const Tensor& out) {
  return composite::write_out(out, {}, "range", out_dtype::range, [&] { return range_values(start, end, step, dtype.value_or(out.dtype())); });
}

}  // namespace yaten
