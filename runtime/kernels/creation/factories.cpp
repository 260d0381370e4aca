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

namespace {

// torch 1.13's CPU linspace, value for value. It fills from both ends (start +
// step*i in the first half, end - step*(steps-1-i) in the second) in blocks
// of two 32-byte vectors: each vector's first value by that formula, as one
// fused multiply-add, the vector's others as its first plus j*step; the tail
// too short for two vectors by the formula alone. Integers step in double;
// the 16-bit floats round after every operation, as their arithmetic does.
template <typename T>
struct LinspaceSteps {
  static constexpr bool kRounds = is_reduced_floating_type_v<T>;
  using Step = std::conditional_t<std::is_integral_v<T>, double, std::conditional_t<kRounds, float, T>>;
  static constexpr int64_t kVectorWidth = 32 / static_cast<int64_t>(sizeof(T));

  Step first, last, step;
  int64_t steps, half;

  LinspaceSteps(T start, T end, int64_t n)
      : first(static_cast<Step>(start)), last(static_cast<Step>(end)), steps(n), half(n / 2) {
    step = kRounds ? rounded(rounded(last - first) / rounded(static_cast<Step>(n - 1)))
                   : (last - first) / static_cast<Step>(n - 1);
  }

  static Step rounded(Step v) {
    if constexpr (kRounds) return static_cast<float>(T(v));
    return v;
  }

  T at(int64_t i) const {
    const bool from_start = i < half;
    const Step count = static_cast<Step>(from_start ? i : steps - 1 - i);
    if constexpr (kRounds) {
      const Step offset = rounded(step * rounded(count));
      return T(from_start ? first + offset : last - offset);
    } else {
      return static_cast<T>(from_start ? std::fma(step, count, first) : std::fma(-step, count, last));
    }
  }

  // Kept apart so that no compiler fuses the lane's multiply and add, which
  // torch's vector constructor does not.
  [[gnu::optimize("fp-contract=off")]] T lane(T base, int64_t j) const {
    return T(static_cast<Step>(base) + rounded(rounded(static_cast<Step>(j)) * step));
  }

  // Fills p[begin, end) block by block.
  void fill(T* p, int64_t begin, int64_t end) const {
    int64_t i = begin;
    for (; i + 2 * kVectorWidth <= end; i += 2 * kVectorWidth) {
      for (int64_t v = i; v < i + 2 * kVectorWidth; v += kVectorWidth) {
        const T base = at(v);
        p[v] = base;
        for (int64_t j = 1; j < kVectorWidth; ++j) p[v + j] = lane(base, j);
      }
    }
    for (; i < end; ++i) p[i] = at(i);
  }
};

}  // namespace

Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype) {
  YATEN_CHECK(steps >= 0, "linspace: number of steps must be non-negative");
  ScalarType t = dtype.value_or(default_float_dtype());
  YATEN_CHECK(t != ScalarType::Bool, "\"linspace_cpu\" not implemented for 'Bool'");
  Tensor out = Tensor::empty({steps}, t);
  YATEN_DISPATCH_ALL(t, "linspace", [&] {
    // As torch: the ends are read as the element type, checked (an integer
    // dtype's ends as the integers they become).
    const scalar_t first = start.to<scalar_t>(), last = end.to<scalar_t>();
    scalar_t* p = out.data<scalar_t>();
    if (steps == 1) {
      p[0] = first;
      return;
    }
    if (steps == 0) return;
    // One range from 0, as torch fills it on one thread (its default here):
    // its threads would each start their blocks at their own part's start,
    // so torch's last bits depend on its thread count, yaten's do not.
    LinspaceSteps<scalar_t>(first, last, steps).fill(p, 0, steps);
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
