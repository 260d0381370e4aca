// Range checks for numbers stored into a tensor of a given dtype.
#include "runtime/scalar_range.h"

#include <cfloat>
#include <cmath>
#include <cstdint>

#include "runtime/error.h"

namespace yaten {

namespace {

// [lowest, highest] an integer dtype takes from a Python int.
void int_bounds(ScalarType dtype, int64_t& lowest, int64_t& highest) {
  switch (dtype) {
    case ScalarType::UInt8: lowest = -255; highest = 255; return;
    case ScalarType::Int8: lowest = INT8_MIN; highest = INT8_MAX; return;
    case ScalarType::Int16: lowest = INT16_MIN; highest = INT16_MAX; return;
    case ScalarType::Int32: lowest = INT32_MIN; highest = INT32_MAX; return;
    default: lowest = INT64_MIN; highest = INT64_MAX; return;
  }
}

// [lowest, highest) as doubles, exact: a double converts to the integer dtype
// without undefined behaviour exactly when it lies in this range.
bool double_fits_integer(double v, ScalarType dtype) {
  if (std::isnan(v)) return false;
  switch (dtype) {
    case ScalarType::UInt8: return v >= 0.0 && v <= 255.0;
    case ScalarType::Int8: return v >= -128.0 && v <= 127.0;
    case ScalarType::Int16: return v >= -32768.0 && v <= 32767.0;
    case ScalarType::Int32: return v >= -2147483648.0 && v <= 2147483647.0;
    default: return v >= -9223372036854775808.0 && v < 9223372036854775808.0;
  }
}

const char* cpp_type_name(ScalarType dtype) {
  switch (dtype) {
    case ScalarType::Bool: return "bool";
    case ScalarType::UInt8: return "uint8_t";
    case ScalarType::Int32: return "int";
    case ScalarType::Int64: return "int64_t";
    case ScalarType::Float32: return "float";
    case ScalarType::Float64: return "double";
    case ScalarType::Int8: return "int8_t";
    case ScalarType::Int16: return "int16_t";
    case ScalarType::Float16: return "at::Half";
    case ScalarType::BFloat16: return "at::BFloat16";
  }
  return "?";
}

}  // namespace

bool scalar_fits(const Scalar& value, ScalarType dtype, bool check_floating) {
  if (dtype == ScalarType::Bool || dtype == ScalarType::Float64 || value.is_bool()) return true;
  if (is_floating(dtype)) {
    if (!check_floating) return true;
    double v = value.to_double();
    double highest = dtype == ScalarType::Float32   ? static_cast<double>(FLT_MAX)
                     : dtype == ScalarType::Float16 ? static_cast<double>(std::numeric_limits<Half>::max())
                                                    : static_cast<double>(std::numeric_limits<BFloat16>::max());
    return !std::isfinite(v) || std::fabs(v) <= highest;
  }
  if (value.is_floating()) return double_fits_integer(value.to_double(), dtype);
  int64_t lowest = 0, highest = 0;
  int_bounds(dtype, lowest, highest);
  int64_t v = value.to_int();
  return v >= lowest && v <= highest;
}

void check_scalar_fits(const Scalar& value, ScalarType dtype, const char* type_name, bool check_floating) {
  YATEN_CHECK(scalar_fits(value, dtype, check_floating), "value cannot be converted to type ",
              type_name ? type_name : cpp_type_name(dtype), " without overflow");
}

}  // namespace yaten
