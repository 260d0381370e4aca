// Factories of evenly spaced values beyond arange and linspace: logspace,
// the deprecated end-inclusive range, and scalar_tensor.
#include <cmath>

#include "autograd/autograd_meta.h"
#include "autograd/composite/math/composite_writes.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/arange.h"
#include "generated/autograd/ops/full.h"
#include "generated/autograd/ops/linspace.h"
#include "generated/autograd/ops/logspace.h"
#include "generated/autograd/ops/pow.h"
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

// base ** linspace(start, end, steps): in float64 for float64 and the
// integer dtypes (whose start and end are read as int64 first, checked, as
// torch's integer kernel reads them), else in float32, then in dtype.
Tensor logspace_values(const Scalar& start, const Scalar& end, int64_t steps, double base, ScalarType dtype) {
  YATEN_CHECK(steps >= 0, "number of steps must be non-negative");
  const bool integral = !is_floating(dtype);
  const ScalarType compute = integral || dtype == ScalarType::Float64 ? ScalarType::Float64 : ScalarType::Float32;
  const Scalar from = integral ? Scalar(start.to<int64_t>()) : start;
  const Scalar to = integral ? Scalar(end.to<int64_t>()) : end;
  const Tensor exponents = yaten::linspace(from, to, steps, compute, false);
  return yaten::to(yaten::pow(Tensor::scalar_tensor(Scalar(base), compute), exponents), dtype, false, false);
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
