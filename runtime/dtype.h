// Scalar types, their properties, type promotion and the one dtype switch.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "runtime/error.h"

namespace yaten {

// Order matters: promote_types indexes a table by these values.
enum class ScalarType : int8_t { Bool, UInt8, Int32, Int64, Float32, Float64 };
constexpr int kNumScalarTypes = 6;

size_t itemsize(ScalarType t);
// "float32", "int64", ... as in `yaten.float32`.
const char* dtype_name(ScalarType t);
// "Float", "Long", ... as PyTorch's messages spell them ("not implemented for 'Long'").
const char* torch_dtype_name(ScalarType t);
inline bool is_floating(ScalarType t) { return t == ScalarType::Float32 || t == ScalarType::Float64; }
inline bool is_integral(ScalarType t, bool include_bool) {
  return t == ScalarType::UInt8 || t == ScalarType::Int32 || t == ScalarType::Int64 ||
         (include_bool && t == ScalarType::Bool);
}
// PyTorch's promoteTypes for the dtypes yaten has.
ScalarType promote_types(ScalarType a, ScalarType b);
ScalarType default_float_dtype();
void set_default_float_dtype(ScalarType t);

template <typename T> struct CppTypeToScalarType;
template <> struct CppTypeToScalarType<bool> { static constexpr ScalarType value = ScalarType::Bool; };
template <> struct CppTypeToScalarType<uint8_t> { static constexpr ScalarType value = ScalarType::UInt8; };
template <> struct CppTypeToScalarType<int32_t> { static constexpr ScalarType value = ScalarType::Int32; };
template <> struct CppTypeToScalarType<int64_t> { static constexpr ScalarType value = ScalarType::Int64; };
template <> struct CppTypeToScalarType<float> { static constexpr ScalarType value = ScalarType::Float32; };
template <> struct CppTypeToScalarType<double> { static constexpr ScalarType value = ScalarType::Float64; };

// What a kernel computes an element of T in: T itself, except that the
// reduced-precision floats (float16, bfloat16) compute in float32 and round
// once on the store, as PyTorch's opmath_type does. Their specialisations go
// beside the types.
template <typename T> struct ComputeType { using type = T; };
template <typename T> using compute_t = typename ComputeType<T>::type;

}  // namespace yaten

// Dtype categories, each written once as an X-macro list of (enum value, C++
// type): the generated pointwise kernels instantiate and dispatch over these,
// so a dtype added to a category reaches every op that accepts the category.
// The reduced-precision floats join YATEN_TYPES_FLOATING.
#define YATEN_TYPES_FLOATING(X) X(Float32, float) X(Float64, double)
#define YATEN_TYPES_INTEGRAL(X) X(UInt8, uint8_t) X(Int32, int32_t) X(Int64, int64_t)
#define YATEN_TYPES_INTEGRAL_AND_BOOL(X) X(Bool, bool) YATEN_TYPES_INTEGRAL(X)
#define YATEN_TYPES_NUMERIC(X) YATEN_TYPES_INTEGRAL(X) YATEN_TYPES_FLOATING(X)
#define YATEN_TYPES_ALL(X) X(Bool, bool) YATEN_TYPES_NUMERIC(X)

// The single place that turns a runtime dtype into a C++ type: the body is a
// generic lambda-like block that sees `scalar_t`.
#define YATEN_DTYPE_CASE(enum_value, cpp_type, ...) \
  case ::yaten::ScalarType::enum_value: {           \
    using scalar_t = cpp_type;                      \
    return __VA_ARGS__();                           \
  }

#define YATEN_DISPATCH_ALL(dtype, op_name, ...)                               \
  [&] {                                                                       \
    switch (dtype) {                                                          \
      YATEN_DTYPE_CASE(Bool, bool, __VA_ARGS__)                               \
      YATEN_DTYPE_CASE(UInt8, uint8_t, __VA_ARGS__)                           \
      YATEN_DTYPE_CASE(Int32, int32_t, __VA_ARGS__)                           \
      YATEN_DTYPE_CASE(Int64, int64_t, __VA_ARGS__)                           \
      YATEN_DTYPE_CASE(Float32, float, __VA_ARGS__)                           \
      YATEN_DTYPE_CASE(Float64, double, __VA_ARGS__)                          \
    }                                                                         \
    throw ::yaten::RuntimeError(std::string(op_name) + ": unsupported dtype"); \
  }()

#define YATEN_DISPATCH_NUMERIC(dtype, op_name, ...)                            \
  [&] {                                                                        \
    switch (dtype) {                                                           \
      YATEN_DTYPE_CASE(UInt8, uint8_t, __VA_ARGS__)                            \
      YATEN_DTYPE_CASE(Int32, int32_t, __VA_ARGS__)                            \
      YATEN_DTYPE_CASE(Int64, int64_t, __VA_ARGS__)                            \
      YATEN_DTYPE_CASE(Float32, float, __VA_ARGS__)                            \
      YATEN_DTYPE_CASE(Float64, double, __VA_ARGS__)                           \
      default: break;                                                          \
    }                                                                          \
    throw ::yaten::RuntimeError(std::string(op_name) + ": not implemented for '" + \
                                ::yaten::dtype_name(dtype) + "'");             \
  }()

#define YATEN_DISPATCH_FLOATING(dtype, op_name, ...)                           \
  [&] {                                                                        \
    switch (dtype) {                                                           \
      YATEN_DTYPE_CASE(Float32, float, __VA_ARGS__)                            \
      YATEN_DTYPE_CASE(Float64, double, __VA_ARGS__)                           \
      default: break;                                                          \
    }                                                                          \
    throw ::yaten::RuntimeError(std::string(op_name) + ": not implemented for '" + \
                                ::yaten::dtype_name(dtype) + "'");             \
  }()
