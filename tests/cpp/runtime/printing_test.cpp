// format_tensor against PyTorch 1.13's repr. printing_cases.inc holds the
// tensors and the text torch printed for them; gen_printing_cases.py writes it
// (rerun it with /usr/bin/python3 after adding a case).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "runtime/printing.h"
#include "runtime/tensor.h"

using namespace yaten;

namespace {

// k = (i*a + c) % m - h; floats get k / div * mul, integers k.
struct PrintGen {
  int64_t n, a, c, m, h;
  double div, mul;
};

struct PrintCase {
  const char* name;
  ScalarType dtype;
  std::vector<double> floats;
  std::vector<int64_t> ints;
  PrintGen gen;
  std::vector<int64_t> sizes, strides;
  int64_t offset;
  bool default_double;
  std::vector<std::string> suffixes;
  const char* expected;
};

const PrintCase kPrintCases[] = {
#include "tests/cpp/runtime/printing_cases.inc"
};

// The storage element i of a case, as its dtype.
template <typename T>
T storage_value(const PrintCase& c, int64_t i) {
  if (c.gen.n > 0) {
    int64_t k = (i * c.gen.a + c.gen.c) % c.gen.m - c.gen.h;
    if constexpr (std::is_floating_point_v<T>) {
      return static_cast<T>(static_cast<double>(k) / c.gen.div * c.gen.mul);
    } else {
      return static_cast<T>(k);
    }
  }
  if constexpr (std::is_floating_point_v<T>) {
    return static_cast<T>(c.floats[static_cast<size_t>(i)]);
  } else {
    return static_cast<T>(c.ints[static_cast<size_t>(i)]);
  }
}

Tensor make_storage_tensor(const PrintCase& c) {
  int64_t n = c.gen.n > 0 ? c.gen.n : static_cast<int64_t>(is_floating(c.dtype) ? c.floats.size() : c.ints.size());
  Tensor base = Tensor::empty({n}, c.dtype);
  YATEN_DISPATCH_ALL(c.dtype, "make_storage_tensor", [&] {
    for (int64_t i = 0; i < n; ++i) base.data<scalar_t>()[i] = storage_value<scalar_t>(c, i);
  });
  return base;
}

// Restores the default float dtype when a test ends, failed or not.
struct DefaultDtypeGuard {
  ScalarType saved = default_float_dtype();
  ~DefaultDtypeGuard() { set_default_float_dtype(saved); }
};

Tensor from_floats(const std::vector<double>& v, const DimVector& sizes, ScalarType dtype) {
  Tensor t = Tensor::empty(sizes, dtype);
  YATEN_DISPATCH_ALL(dtype, "from_floats", [&] {
    for (size_t i = 0; i < v.size(); ++i) t.data<scalar_t>()[i] = static_cast<scalar_t>(v[i]);
  });
  return t;
}

}  // namespace

TEST_CASE("printing: matches PyTorch 1.13's repr on every generated case", "[runtime][printing]") {
  DefaultDtypeGuard guard;
  size_t checked = 0;
  for (const PrintCase& c : kPrintCases) {
    set_default_float_dtype(c.default_double ? ScalarType::Float64 : ScalarType::Float32);
    Tensor view = make_storage_tensor(c).view_as_strided(c.sizes, c.strides, c.offset);
    std::string got = format_tensor(view, c.suffixes);
    INFO("case: " << c.name);
    CHECK(got == std::string(c.expected));
    ++checked;
  }
  CHECK(checked > 100);
}

TEST_CASE("printing: the spellings of the common cases", "[runtime][printing]") {
  CHECK(format_tensor(from_floats({1, 2, 3, 4}, {2, 2}, ScalarType::Float32), {}) ==
        "tensor([[1., 2.],\n        [3., 4.]])");
  CHECK(format_tensor(from_floats({1.5, 2}, {2}, ScalarType::Float32), {}) == "tensor([1.5000, 2.0000])");
  CHECK(format_tensor(from_floats({1e10, 1}, {2}, ScalarType::Float32), {}) ==
        "tensor([1.0000e+10, 1.0000e+00])");
  CHECK(format_tensor(from_floats({3}, {}, ScalarType::Float32), {}) == "tensor(3.)");
  CHECK(format_tensor(from_floats({1, 0}, {2}, ScalarType::Bool), {}) == "tensor([ True, False])");
  CHECK(format_tensor(from_floats({1, 2, 3}, {3}, ScalarType::Int64), {}) == "tensor([1, 2, 3])");
  CHECK(format_tensor(from_floats({1, 2}, {2}, ScalarType::Float64), {"requires_grad=True"}) ==
        "tensor([1., 2.], dtype=yaten.float64, requires_grad=True)");
  CHECK(format_tensor(Tensor::empty({0}, ScalarType::Float32), {}) == "tensor([])");
  CHECK(format_tensor(Tensor::empty({0, 3}, ScalarType::Float32), {}) == "tensor([], size=(0, 3))");
  CHECK(format_tensor(Tensor::empty({0}, ScalarType::Int64), {}) == "tensor([], dtype=yaten.int64)");
  CHECK(format_tensor(from_floats({NAN, INFINITY, -INFINITY}, {3}, ScalarType::Float32), {}) ==
        "tensor([nan, inf, -inf])");
}

TEST_CASE("printing: a negative NaN prints as nan, as Python spells it", "[runtime][printing]") {
  Tensor t = from_floats({-std::nan(""), 1.5}, {2}, ScalarType::Float64);
  CHECK(format_tensor(t, {}) == "tensor([   nan, 1.5000], dtype=yaten.float64)");
}

TEST_CASE("printing: print options change threshold and precision", "[runtime][printing]") {
  PrintOptions saved = print_options();
  struct Restore {
    PrintOptions saved;
    ~Restore() { print_options() = saved; }
  } restore{saved};

  std::vector<double> v;
  for (int i = 0; i < 10; ++i) v.push_back(i);
  Tensor t = from_floats(v, {10}, ScalarType::Int64);
  print_options().threshold = 5;
  CHECK(format_tensor(t, {}) == "tensor([0, 1, 2,  ..., 7, 8, 9])");
  print_options() = saved;
  print_options().precision = 2;
  CHECK(format_tensor(from_floats({1.12345}, {1}, ScalarType::Float32), {}) == "tensor([1.12])");
  print_options().sci_mode = 0;
  CHECK(format_tensor(from_floats({1e-5, 1}, {2}, ScalarType::Float64), {}) ==
        "tensor([    0.00,     1.00], dtype=yaten.float64)");
}
