// dtype properties and promotion, checked against PyTorch 1.13's values.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "runtime/dtype.h"

using namespace yaten;

namespace {

constexpr ScalarType kAllDtypes[kNumScalarTypes] = {
    ScalarType::Bool,    ScalarType::UInt8, ScalarType::Int32, ScalarType::Int64,   ScalarType::Float32,
    ScalarType::Float64, ScalarType::Int8,  ScalarType::Int16, ScalarType::Float16, ScalarType::BFloat16};

struct DefaultFloatGuard {
  ScalarType saved = default_float_dtype();
  ~DefaultFloatGuard() { set_default_float_dtype(saved); }
};

}  // namespace

TEST_CASE("dtype: promote_types matches torch.promote_types for every pair", "[runtime][dtype]") {
  using S = ScalarType;
  // Printed by torch.promote_types(a, b), rows a and columns b in enum order.
  const S expected[kNumScalarTypes][kNumScalarTypes] = {
      {S::Bool, S::UInt8, S::Int32, S::Int64, S::Float32, S::Float64, S::Int8, S::Int16, S::Float16, S::BFloat16},
      {S::UInt8, S::UInt8, S::Int32, S::Int64, S::Float32, S::Float64, S::Int16, S::Int16, S::Float16, S::BFloat16},
      {S::Int32, S::Int32, S::Int32, S::Int64, S::Float32, S::Float64, S::Int32, S::Int32, S::Float16, S::BFloat16},
      {S::Int64, S::Int64, S::Int64, S::Int64, S::Float32, S::Float64, S::Int64, S::Int64, S::Float16, S::BFloat16},
      {S::Float32, S::Float32, S::Float32, S::Float32, S::Float32, S::Float64, S::Float32, S::Float32, S::Float32, S::Float32},
      {S::Float64, S::Float64, S::Float64, S::Float64, S::Float64, S::Float64, S::Float64, S::Float64, S::Float64, S::Float64},
      {S::Int8, S::Int16, S::Int32, S::Int64, S::Float32, S::Float64, S::Int8, S::Int16, S::Float16, S::BFloat16},
      {S::Int16, S::Int16, S::Int32, S::Int64, S::Float32, S::Float64, S::Int16, S::Int16, S::Float16, S::BFloat16},
      {S::Float16, S::Float16, S::Float16, S::Float16, S::Float32, S::Float64, S::Float16, S::Float16, S::Float16, S::Float32},
      {S::BFloat16, S::BFloat16, S::BFloat16, S::BFloat16, S::Float32, S::Float64, S::BFloat16, S::BFloat16, S::Float32, S::BFloat16},
  };
  for (int a = 0; a < kNumScalarTypes; ++a) {
    for (int b = 0; b < kNumScalarTypes; ++b) {
      INFO(dtype_name(kAllDtypes[a]) << " with " << dtype_name(kAllDtypes[b]));
      CHECK(promote_types(kAllDtypes[a], kAllDtypes[b]) == expected[a][b]);
    }
  }
}

TEST_CASE("dtype: promotion is symmetric and idempotent", "[runtime][dtype]") {
  for (ScalarType a : kAllDtypes) {
    CHECK(promote_types(a, a) == a);
    for (ScalarType b : kAllDtypes) CHECK(promote_types(a, b) == promote_types(b, a));
  }
}

TEST_CASE("dtype: itemsize matches the C++ type and torch's element_size", "[runtime][dtype]") {
  CHECK(itemsize(ScalarType::Bool) == 1);
  CHECK(itemsize(ScalarType::UInt8) == 1);
  CHECK(itemsize(ScalarType::Int32) == 4);
  CHECK(itemsize(ScalarType::Int64) == 8);
  CHECK(itemsize(ScalarType::Float32) == 4);
  CHECK(itemsize(ScalarType::Float64) == 8);
  CHECK(itemsize(ScalarType::Int8) == 1);
  CHECK(itemsize(ScalarType::Int16) == 2);
  CHECK(itemsize(ScalarType::Float16) == 2);
  CHECK(itemsize(ScalarType::BFloat16) == 2);
  for (ScalarType t : kAllDtypes) {
    size_t cpp_size = YATEN_DISPATCH_ALL(t, "itemsize test", [] { return sizeof(scalar_t); });
    CHECK(itemsize(t) == cpp_size);
  }
}

TEST_CASE("dtype: names are torch's attribute names", "[runtime][dtype]") {
  CHECK(std::string(dtype_name(ScalarType::Bool)) == "bool");
  CHECK(std::string(dtype_name(ScalarType::UInt8)) == "uint8");
  CHECK(std::string(dtype_name(ScalarType::Int32)) == "int32");
  CHECK(std::string(dtype_name(ScalarType::Int64)) == "int64");
  CHECK(std::string(dtype_name(ScalarType::Float32)) == "float32");
  CHECK(std::string(dtype_name(ScalarType::Float64)) == "float64");
  CHECK(std::string(dtype_name(ScalarType::Float16)) == "float16");
  CHECK(std::string(torch_dtype_name(ScalarType::Float16)) == "Half");
  CHECK(std::string(torch_dtype_name(ScalarType::Int8)) == "Char");
}

TEST_CASE("dtype: 16-bit float conversions round to nearest even and keep specials", "[runtime][dtype]") {
  CHECK(float_to_half_bits(1.0f) == 0x3c00);
  CHECK(float_to_half_bits(65504.0f) == 0x7bff);
  CHECK(float_to_half_bits(65520.0f) == 0x7c00);  // the halfway point to the next power rounds up to inf
  CHECK(float_to_half_bits(-0.0f) == 0x8000);
  CHECK(float_to_half_bits(5.9604644775390625e-08f) == 0x0001);  // the smallest subnormal
  CHECK(float_to_half_bits(2.98023223876953125e-08f) == 0x0000);  // half of it ties to even: zero
  CHECK(float_to_half_bits(1.0f + 1.0f / 2048) == 0x3c00);        // tie to even, down
  CHECK(float_to_half_bits(1.0f + 3.0f / 2048) == 0x3c02);        // tie to even, up
  CHECK(half_bits_to_float(0x0001) == 5.9604644775390625e-08f);
  CHECK(std::isnan(half_bits_to_float(0x7e00)));
  CHECK(float_to_bfloat16_bits(1.0f) == 0x3f80);
  CHECK(float_to_bfloat16_bits(float_from_bits(0x3f808000)) == 0x3f80);  // tie to even, down
  CHECK(float_to_bfloat16_bits(float_from_bits(0x3f818000)) == 0x3f82);  // tie to even, up
  CHECK(bfloat16_bits_to_float(0xff80) == -std::numeric_limits<float>::infinity());
  CHECK(static_cast<float>(Half(0.1f) + Half(0.2f)) == static_cast<float>(Half(0.1f)) + static_cast<float>(Half(0.2f)));
}

TEST_CASE("dtype: floating and integral classification", "[runtime][dtype]") {
  CHECK(is_floating(ScalarType::Float32));
  CHECK(is_floating(ScalarType::Float64));
  CHECK_FALSE(is_floating(ScalarType::Int64));
  CHECK_FALSE(is_floating(ScalarType::Bool));
  CHECK(is_integral(ScalarType::UInt8, false));
  CHECK(is_integral(ScalarType::Int32, false));
  CHECK(is_integral(ScalarType::Int64, false));
  CHECK(is_integral(ScalarType::Int8, false));
  CHECK(is_integral(ScalarType::Int16, false));
  CHECK(is_floating(ScalarType::Float16));
  CHECK(is_floating(ScalarType::BFloat16));
  CHECK_FALSE(is_integral(ScalarType::Bool, false));
  CHECK(is_integral(ScalarType::Bool, true));
  CHECK_FALSE(is_integral(ScalarType::Float32, true));
}

TEST_CASE("dtype: C++ types map onto their ScalarType", "[runtime][dtype]") {
  STATIC_REQUIRE(CppTypeToScalarType<bool>::value == ScalarType::Bool);
  STATIC_REQUIRE(CppTypeToScalarType<uint8_t>::value == ScalarType::UInt8);
  STATIC_REQUIRE(CppTypeToScalarType<int32_t>::value == ScalarType::Int32);
  STATIC_REQUIRE(CppTypeToScalarType<int64_t>::value == ScalarType::Int64);
  STATIC_REQUIRE(CppTypeToScalarType<float>::value == ScalarType::Float32);
  STATIC_REQUIRE(CppTypeToScalarType<double>::value == ScalarType::Float64);
}

TEST_CASE("dtype: the default float dtype takes only floating types", "[runtime][dtype]") {
  DefaultFloatGuard guard;
  CHECK(default_float_dtype() == ScalarType::Float32);
  set_default_float_dtype(ScalarType::Float64);
  CHECK(default_float_dtype() == ScalarType::Float64);
  CHECK_THROWS_AS(set_default_float_dtype(ScalarType::Int64), TypeError);
  CHECK(default_float_dtype() == ScalarType::Float64);
}

TEST_CASE("dtype: the narrow dispatches refuse other dtypes by name", "[runtime][dtype]") {
  CHECK_THROWS_WITH(YATEN_DISPATCH_FLOATING(ScalarType::Int64, "erf", [] { return sizeof(scalar_t); }),
                    "\"erf\" not implemented for 'Long'");
  CHECK_THROWS_WITH(YATEN_DISPATCH_NUMERIC(ScalarType::Bool, "neg", [] { return sizeof(scalar_t); }),
                    "\"neg\" not implemented for 'Bool'");
  CHECK(YATEN_DISPATCH_NUMERIC(ScalarType::Int32, "neg", [] { return int(sizeof(scalar_t)); }) == 4);
}
