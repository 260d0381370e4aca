// Factories: empty, zeros, ones, full, arange, linspace, eye, the random
// ones and the *_like family.
#include <cmath>
#include <type_traits>

#include "generated/runtime/kernels_creation.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/memory_format.h"
#include "runtime/kernels/random/draw.h"

namespace yaten::kernels {

namespace {

Tensor filled(const DimVector& size, ScalarType dtype, const Scalar& value) {
  Tensor t = Tensor::empty(size, dtype);
  fill_tensor(t, value);
  return t;
}

ScalarType float_dtype(std::optional<ScalarType> dtype, const char* op_name) {
  ScalarType t = dtype.value_or(default_float_dtype());
  YATEN_CHECK(is_floating(t), op_name, ": expected a floating point dtype, got ", dtype_name(t));
  return t;
}

}  // namespace

Tensor empty(const DimVector& size, std::optional<ScalarType> dtype, std::optional<MemoryFormat> memory_format) {
  MemoryFormat format = memory_format.value_or(MemoryFormat::Contiguous);
  YATEN_CHECK(format != MemoryFormat::Preserve, "unsupported memory format Preserve");
  return Tensor::empty_dense(size, memory_format_strides(size, format), dtype.value_or(default_float_dtype()));
}

Tensor zeros(const DimVector& size, std::optional<ScalarType> dtype) {
  return filled(size, dtype.value_or(default_float_dtype()), Scalar(int64_t{0}));
}

Tensor ones(const DimVector& size, std::optional<ScalarType> dtype) {
  return filled(size, dtype.value_or(default_float_dtype()), Scalar(int64_t{1}));
}

Tensor full(const DimVector& size, const Scalar& fill_value, std::optional<ScalarType> dtype) {
  return filled(size, dtype.value_or(fill_value.default_dtype()), fill_value);
}

// As torch: the bounds and step are read as the dtype's accumulation type
// (int64 for integers, float for the 16-bit floats, double otherwise), which
// refuses what does not fit it, and each value is start + i * step computed
// in that type.
Tensor arange_start_step(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype) {
  bool integral = !start.is_floating() && !end.is_floating() && !step.is_floating();
  ScalarType t = dtype.value_or(integral ? ScalarType::Int64 : default_float_dtype());
  YATEN_CHECK(t != ScalarType::Bool, "\"arange_cpu\" not implemented for 'Bool'");
  Tensor out;
  YATEN_DISPATCH_ALL(t, "arange", [&] {
    using acc_t = std::conditional_t<std::is_integral_v<scalar_t>, int64_t,
                                     std::conditional_t<is_reduced_floating_type_v<scalar_t>, float, double>>;
    const acc_t xs = start.to<acc_t>(), xe = end.to<acc_t>(), xst = step.to<acc_t>();
    YATEN_CHECK(xst > 0 || xst < 0, "arange: step must be nonzero");
    YATEN_CHECK(std::isfinite(static_cast<double>(xs)) && std::isfinite(static_cast<double>(xe)),
                "arange: unsupported range: ", xs, " -> ", xe);
    YATEN_CHECK((xst > 0 && xe >= xs) || (xst < 0 && xe <= xs), "arange: upper bound and larger bound inconsistent with step sign");
    const double n = std::is_same_v<scalar_t, int64_t>
                         ? std::ceil(static_cast<double>(xe - xs) / static_cast<double>(xst))
                         : std::ceil((end.to_double() - start.to_double()) / step.to_double());
    YATEN_CHECK(n < 9.0e15, "arange: too many elements");
    out = Tensor::empty({static_cast<int64_t>(n)}, t);
    scalar_t* p = out.data<scalar_t>();
    for (int64_t i = 0; i < out.numel(); ++i)
      p[i] = static_cast<scalar_t>(xs + xst * static_cast<acc_t>(i));
  });
  return out;
}

Tensor arange(const Scalar& end, std::optional<ScalarType> dtype) {
  return arange_start_step(Scalar(int64_t{0}), end, Scalar(int64_t{1}), dtype);
}

Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype) {
  YATEN_CHECK(steps >= 0, "linspace: number of steps must be non-negative");
  ScalarType t = dtype.value_or(default_float_dtype());
  YATEN_CHECK(t != ScalarType::Bool, "\"linspace_cpu\" not implemented for 'Bool'");
  // As torch: the ends are read as the element type, checked (an integer
  // dtype's ends as the integers they become).
  double s = start.to_double(), e = end.to_double();
  YATEN_DISPATCH_ALL(t, "linspace", [&] {
    [[maybe_unused]] const scalar_t first = start.to<scalar_t>(), last = end.to<scalar_t>();
    if constexpr (std::is_integral_v<scalar_t>) s = static_cast<double>(first), e = static_cast<double>(last);
  });
  Tensor out = Tensor::empty({steps}, t);
  double step = steps > 1 ? (e - s) / static_cast<double>(steps - 1) : 0.0;
  YATEN_DISPATCH_ALL(t, "linspace", [&] {
    scalar_t* p = out.data<scalar_t>();
    // Fill from both ends, as torch does, so the last value is exactly end
    // (and a single step is start).
    int64_t half = steps == 1 ? 1 : steps / 2;
    for (int64_t i = 0; i < steps; ++i) {
      double v = i < half ? s + step * static_cast<double>(i) : e - step * static_cast<double>(steps - 1 - i);
      p[i] = static_cast<scalar_t>(v);
    }
  });
  return out;
}

Tensor eye(int64_t n, std::optional<int64_t> m, std::optional<ScalarType> dtype) {
  int64_t cols = m.value_or(n);
  YATEN_CHECK(n >= 0 && cols >= 0, "eye: n and m must be non-negative, got ", n, " and ", cols);
  Tensor out = zeros({n, cols}, dtype);
  YATEN_DISPATCH_CASES(out.dtype(), "eye", YATEN_TYPES_STANDARD_AND_HALF, [&] {
    scalar_t* p = out.data<scalar_t>();
    for (int64_t i = 0; i < std::min(n, cols); ++i) p[i * cols + i] = static_cast<scalar_t>(1);
  });
  return out;
}

Tensor rand(const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype) {
  Tensor t = Tensor::empty(size, float_dtype(dtype, "rand"));
  return fill_random_floating(t, "rand", generator, 1,
                              [](auto* tag, const RandomStream& s, uint64_t i) { return uniform_of<std::remove_pointer_t<decltype(tag)>>(s, i); });
}

Tensor randn(const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype) {
  Tensor t = Tensor::empty(size, float_dtype(dtype, "randn"));
  return fill_random_floating(t, "randn", generator, 2, [](auto* tag, const RandomStream& s, uint64_t i) {
    return static_cast<std::remove_pointer_t<decltype(tag)>>(s.normal(i));
  });
}

Tensor randint_low(int64_t low, int64_t high, const DimVector& size, const Generator& generator,
                   std::optional<ScalarType> dtype) {
  YATEN_CHECK(low < high, "randint: random_ expects 'from' to be less than 'to', but got from=", low, " >= to=", high);
  Tensor t = Tensor::empty(size, dtype.value_or(ScalarType::Int64));
  fill_integers(t, low, static_cast<uint64_t>(high) - static_cast<uint64_t>(low), generator, "randint");
  return t;
}

Tensor randint(int64_t high, const DimVector& size, const Generator& generator, std::optional<ScalarType> dtype) {
  return randint_low(0, high, size, generator, dtype);
}

void manual_seed(int64_t seed) { seed_random(static_cast<uint64_t>(seed)); }

// The *_like results are laid out as self unless memory_format says otherwise, as torch's.
Tensor empty_like(const Tensor& self, std::optional<ScalarType> dtype, std::optional<MemoryFormat> memory_format) {
  return empty_in_format(self, dtype.value_or(self.dtype()), memory_format.value_or(MemoryFormat::Preserve));
}

Tensor full_like(const Tensor& self, const Scalar& fill_value, std::optional<ScalarType> dtype,
                 std::optional<MemoryFormat> memory_format) {
  Tensor t = empty_like(self, dtype, memory_format);
  fill_tensor(t, fill_value);
  return t;
}

Tensor zeros_like(const Tensor& self, std::optional<ScalarType> dtype, std::optional<MemoryFormat> memory_format) {
  return full_like(self, Scalar(int64_t{0}), dtype, memory_format);
}

Tensor ones_like(const Tensor& self, std::optional<ScalarType> dtype, std::optional<MemoryFormat> memory_format) {
  return full_like(self, Scalar(int64_t{1}), dtype, memory_format);
}

}  // namespace yaten::kernels
