// scalar_fits: torch's checked_convert rule, value by value.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <limits>

#include "runtime/error.h"
#include "runtime/scalar_range.h"

using namespace yaten;

TEST_CASE("scalar_range: integers against integer dtypes", "[runtime][scalar_range]") {
  CHECK(scalar_fits(Scalar(int64_t{255}), ScalarType::UInt8, true));
  CHECK(scalar_fits(Scalar(int64_t{-255}), ScalarType::UInt8, true));  // wraps, as torch allows
  CHECK_FALSE(scalar_fits(Scalar(int64_t{256}), ScalarType::UInt8, true));
  CHECK_FALSE(scalar_fits(Scalar(int64_t{-256}), ScalarType::UInt8, true));
  CHECK(scalar_fits(Scalar(int64_t{INT32_MIN}), ScalarType::Int32, true));
  CHECK_FALSE(scalar_fits(Scalar(int64_t{1} << 31), ScalarType::Int32, true));
  CHECK(scalar_fits(Scalar(std::numeric_limits<int64_t>::max()), ScalarType::Int64, true));
  CHECK(scalar_fits(Scalar(int64_t{1000}), ScalarType::Bool, true));
}

TEST_CASE("scalar_range: doubles against integer and float dtypes", "[runtime][scalar_range]") {
  const double nan = std::nan(""), inf = std::numeric_limits<double>::infinity();
  CHECK_FALSE(scalar_fits(Scalar(nan), ScalarType::Int64, true));
  CHECK_FALSE(scalar_fits(Scalar(inf), ScalarType::Int32, true));
  CHECK_FALSE(scalar_fits(Scalar(-1.0), ScalarType::UInt8, true));
  CHECK_FALSE(scalar_fits(Scalar(9223372036854775808.0), ScalarType::Int64, true));
  CHECK(scalar_fits(Scalar(-9223372036854775808.0), ScalarType::Int64, true));
  CHECK(scalar_fits(Scalar(inf), ScalarType::Float32, true));
  CHECK(scalar_fits(Scalar(nan), ScalarType::Float32, true));
  CHECK_FALSE(scalar_fits(Scalar(1e300), ScalarType::Float32, true));
  CHECK(scalar_fits(Scalar(1e300), ScalarType::Float32, false));
  CHECK(scalar_fits(Scalar(1e300), ScalarType::Float64, true));
}

TEST_CASE("scalar_range: the message names torch's C++ type", "[runtime][scalar_range]") {
  CHECK_THROWS_WITH(check_scalar_fits(Scalar(int64_t{300}), ScalarType::UInt8),
                    "value cannot be converted to type uint8_t without overflow");
  CHECK_THROWS_WITH(check_scalar_fits(Scalar(int64_t{300}), ScalarType::UInt8, "uint8"),
                    "value cannot be converted to type uint8 without overflow");
  CHECK_THROWS_AS(check_scalar_fits(Scalar(std::nan("")), ScalarType::Int32), RuntimeError);
}

TEST_CASE("scalar_range: Scalar::to<T> refuses what does not fit T", "[runtime][scalar_range]") {
  CHECK(Scalar(int64_t{-1}).to<uint8_t>() == 255);  // wraps, as torch allows
  CHECK_THROWS_WITH(Scalar(int64_t{300}).to<int8_t>(), "value cannot be converted to type int8_t without overflow");
  CHECK_THROWS_WITH(Scalar(int64_t{70000}).to<Half>(), "value cannot be converted to type at::Half without overflow");
  CHECK_THROWS_WITH(Scalar(1e300).to<BFloat16>(), "value cannot be converted to type at::BFloat16 without overflow");
  CHECK_THROWS_WITH(Scalar(1e300).to<float>(), "value cannot be converted to type float without overflow");
  CHECK_THROWS_WITH(Scalar(std::nan("")).to<int64_t>(), "value cannot be converted to type int64_t without overflow");
  CHECK(std::isinf(Scalar(std::numeric_limits<double>::infinity()).to<float>()));
  CHECK(std::isnan(Scalar(std::nan("")).to<float>()));
  CHECK(Scalar(1e300).to<double>() == 1e300);
  CHECK(Scalar(int64_t{70000}).to<float>() == 70000.0f);
  CHECK(Scalar(1e300).to<bool>());  // bool takes anything
  CHECK(Scalar(true).to<int8_t>() == 1);
  CHECK(Scalar(-127.9).to<int8_t>() == -127);  // truncated toward zero, in range
  CHECK_THROWS_AS(Scalar(-128.5).to<int8_t>(), RuntimeError);
  CHECK_THROWS_AS(Scalar(128.0).to<int8_t>(), RuntimeError);
  CHECK(std::isinf(Scalar(1e300).to_unchecked<float>()));  // torch.tensor(data)'s conversion
}
