// dtype properties and promotion, checked against PyTorch 1.13's values.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

#include "runtime/dtype.h"

using namespace yaten;

namespace {

constexpr ScalarType kAllDtypes[kNumScalarTypes] = {ScalarType::Bool,  ScalarType::UInt8,   ScalarType::Int32,
                                                    ScalarType::Int64, ScalarType::Float32, ScalarType::Float64};

struct DefaultFloatGuard {
  ScalarType saved = default_float_dtype();
  ~DefaultFloatGuard() { set_default_float_dtype(saved); }
};

}  // namespace

TEST_CASE("dtype: promote_types matches torch.promote_types for every pair", "[runtime][dtype]") {
  using S = ScalarType;
  // Printed by torch.promote_types(a, b), rows a and columns b in enum order.
  const S expected[kNumScalarTypes][kNumScalarTypes] = {
      {S::Bool, S::UInt8, S::Int32, S::Int64, S::Float32, S::Float64},
      {S::UInt8, S::UInt8, S::Int32, S::Int64, S::Float32, S::Float64},
      {S::Int32, S::Int32, S::Int32, S::Int64, S::Float32, S::Float64},
      {S::Int64, S::Int64, S::Int64, S::Int64, S::Float32, S::Float64},
      {S::Float32, S::Float32, S::Float32, S::Float32, S::Float32, S::Float64},
      {S::Float64, S::Float64, S::Float64, S::Float64, S::Float64, S::Float64},
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
}

TEST_CASE("dtype: floating and integral classification", "[runtime][dtype]") {
  CHECK(is_floating(ScalarType::Float32));
  CHECK(is_floating(ScalarType::Float64));
  CHECK_FALSE(is_floating(ScalarType::Int64));
  CHECK_FALSE(is_floating(ScalarType::Bool));
  CHECK(is_integral(ScalarType::UInt8, false));
  CHECK(is_integral(ScalarType::Int32, false));
  CHECK(is_integral(ScalarType::Int64, false));
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
                    "erf: not implemented for 'int64'");
  CHECK_THROWS_WITH(YATEN_DISPATCH_NUMERIC(ScalarType::Bool, "neg", [] { return sizeof(scalar_t); }),
                    "neg: not implemented for 'bool'");
  CHECK(YATEN_DISPATCH_NUMERIC(ScalarType::Int32, "neg", [] { return int(sizeof(scalar_t)); }) == 4);
}
