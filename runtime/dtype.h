// Scalar types, their properties, type promotion and the one dtype switch.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>

#include "runtime/error.h"
#include "runtime/reduced_float.h"

namespace yaten {

// The one list of dtypes: X(enum value, C++ element type, yaten name, torch's
// message name, itemsize). Everything that lists dtypes (names, sizes, the
// dispatch categories below, the Python dtype objects) expands this.
#define YATEN_FORALL_SCALAR_TYPES(X)              \
  X(Bool, bool, "bool", "Bool")                   \
  X(UInt8, uint8_t, "uint8", "Byte")              \
  X(Int32, int32_t, "int32", "Int")               \
  X(Int64, int64_t, "int64", "Long")              \
  X(Float32, float, "float32", "Float")           \
  X(Float64, double, "float64", "Double")         \
  X(Int8, int8_t, "int8", "Char")                 \
  X(Int16, int16_t, "int16", "Short")             \
  X(Float16, ::yaten::Half, "float16", "Half")    \
  X(BFloat16, ::yaten::BFloat16, "bfloat16", "BFloat16")

// Values are appended, never reordered: they index the promotion table and
// cross the extension ABI.
#define YATEN_ENUM_ENTRY(name, cpp, yaten_name, torch_name) name,
enum class ScalarType : int8_t { YATEN_FORALL_SCALAR_TYPES(YATEN_ENUM_ENTRY) };
#undef YATEN_ENUM_ENTRY
constexpr int kNumScalarTypes = 10;

size_t itemsize(ScalarType t);
// "float32", "int64", ... as in `yaten.float32`.
const char* dtype_name(ScalarType t);
// "Float", "Long", ... as PyTorch's messages spell them ("not implemented for 'Long'").
const char* torch_dtype_name(ScalarType t);
// Refuses t when it is one of `refused`, the dtypes torch 1.13 has no CPU
// kernel of an op for, in torch's words ("topk_cpu" not implemented for 'Half').
void refuse_dtypes(ScalarType t, std::initializer_list<ScalarType> refused, const char* torch_kernel);
inline bool is_reduced_floating(ScalarType t) { return t == ScalarType::Float16 || t == ScalarType::BFloat16; }
inline bool is_floating(ScalarType t) {
  return t == ScalarType::Float32 || t == ScalarType::Float64 || is_reduced_floating(t);
}
inline bool is_integral(ScalarType t, bool include_bool) {
  return t == ScalarType::UInt8 || t == ScalarType::Int8 || t == ScalarType::Int16 || t == ScalarType::Int32 ||
         t == ScalarType::Int64 || (include_bool && t == ScalarType::Bool);
}
inline bool is_signed(ScalarType t) { return t != ScalarType::Bool && t != ScalarType::UInt8; }
// The dtype a kernel computes in for elements of dtype t (float32 for the
// 16-bit floats, as PyTorch's opmath type).
inline ScalarType compute_dtype(ScalarType t) { return is_reduced_floating(t) ? ScalarType::Float32 : t; }
// PyTorch's promoteTypes for the dtypes yaten has.
ScalarType promote_types(ScalarType a, ScalarType b);
ScalarType default_float_dtype();
void set_default_float_dtype(ScalarType t);

template <typename T> struct CppTypeToScalarType;
#define YATEN_CPP_TO_DTYPE(name, cpp, yaten_name, torch_name) \
  template <> struct CppTypeToScalarType<cpp> { static constexpr ScalarType value = ScalarType::name; };
YATEN_FORALL_SCALAR_TYPES(YATEN_CPP_TO_DTYPE)
#undef YATEN_CPP_TO_DTYPE

}  // namespace yaten

// Dtype categories, each written once as an X-macro list: X(enum value, C++
// type, extra...) per dtype, the extra arguments passed through. The
// generated pointwise kernels instantiate their rows over a category, and
// YATEN_DISPATCH_CASES turns one into switch cases, so a dtype added to a
// category reaches every kernel that names it. A kernel picks the union of
// categories torch 1.13 runs that op on, on CPU (float16 is the rarest).
#define YATEN_TYPES_BOOL(X, ...) X(Bool, bool, __VA_ARGS__)
#define YATEN_TYPES_INTEGRAL(X, ...)                                                                   \
  X(UInt8, uint8_t, __VA_ARGS__) X(Int8, int8_t, __VA_ARGS__) X(Int16, int16_t, __VA_ARGS__)          \
  X(Int32, int32_t, __VA_ARGS__) X(Int64, int64_t, __VA_ARGS__)
#define YATEN_TYPES_FLOATING(X, ...) X(Float32, float, __VA_ARGS__) X(Float64, double, __VA_ARGS__)
#define YATEN_TYPES_HALF(X, ...) X(Float16, ::yaten::Half, __VA_ARGS__)
#define YATEN_TYPES_BFLOAT16(X, ...) X(BFloat16, ::yaten::BFloat16, __VA_ARGS__)

#define YATEN_TYPES_REDUCED_FLOATING(X, ...) YATEN_TYPES_HALF(X, __VA_ARGS__) YATEN_TYPES_BFLOAT16(X, __VA_ARGS__)
#define YATEN_TYPES_INTEGRAL_AND_BOOL(X, ...) YATEN_TYPES_BOOL(X, __VA_ARGS__) YATEN_TYPES_INTEGRAL(X, __VA_ARGS__)
#define YATEN_TYPES_NUMERIC(X, ...) YATEN_TYPES_INTEGRAL(X, __VA_ARGS__) YATEN_TYPES_FLOATING(X, __VA_ARGS__)
// bool, the integers, float32 and float64: torch's "all types".
#define YATEN_TYPES_STANDARD(X, ...) YATEN_TYPES_BOOL(X, __VA_ARGS__) YATEN_TYPES_NUMERIC(X, __VA_ARGS__)
// Every dtype, the 16-bit floats included (copies, fills, comparisons).
#define YATEN_TYPES_ALL(X, ...) YATEN_TYPES_STANDARD(X, __VA_ARGS__) YATEN_TYPES_REDUCED_FLOATING(X, __VA_ARGS__)
#define YATEN_TYPES_ALL_AND_BFLOAT16(X, ...) YATEN_TYPES_STANDARD(X, __VA_ARGS__) YATEN_TYPES_BFLOAT16(X, __VA_ARGS__)
#define YATEN_TYPES_STANDARD_AND_HALF(X, ...) YATEN_TYPES_STANDARD(X, __VA_ARGS__) YATEN_TYPES_HALF(X, __VA_ARGS__)
#define YATEN_TYPES_NUMERIC_AND_BFLOAT16(X, ...) YATEN_TYPES_NUMERIC(X, __VA_ARGS__) YATEN_TYPES_BFLOAT16(X, __VA_ARGS__)
#define YATEN_TYPES_NUMERIC_AND_REDUCED(X, ...) \
  YATEN_TYPES_NUMERIC(X, __VA_ARGS__) YATEN_TYPES_REDUCED_FLOATING(X, __VA_ARGS__)
#define YATEN_TYPES_FLOATING_AND_BFLOAT16(X, ...) \
  YATEN_TYPES_FLOATING(X, __VA_ARGS__) YATEN_TYPES_BFLOAT16(X, __VA_ARGS__)
#define YATEN_TYPES_FLOATING_AND_REDUCED(X, ...) \
  YATEN_TYPES_FLOATING(X, __VA_ARGS__) YATEN_TYPES_REDUCED_FLOATING(X, __VA_ARGS__)

// The single place that turns a runtime dtype into a C++ type: the body is a
// lambda that sees `scalar_t`.
#define YATEN_DTYPE_CASE(enum_value, cpp_type, ...) \
  case ::yaten::ScalarType::enum_value: {           \
    using scalar_t = cpp_type;                      \
    return __VA_ARGS__();                           \
  }

// A switch over the dtypes of the category TYPES (a YATEN_TYPES_* list); any
// other dtype is torch's "not implemented for 'Half'" error.
#define YATEN_DISPATCH_CASES(dtype, op_name, TYPES, ...)                                         \
  [&] {                                                                                          \
    switch (dtype) {                                                                             \
      TYPES(YATEN_DTYPE_CASE, __VA_ARGS__)                                                       \
      default: break;                                                                            \
    }                                                                                            \
    throw ::yaten::RuntimeError(std::string("\"") + (op_name) + "\" not implemented for '" +     \
                                ::yaten::torch_dtype_name(dtype) + "'");                         \
  }()

#define YATEN_DISPATCH_ALL(dtype, op_name, ...) YATEN_DISPATCH_CASES(dtype, op_name, YATEN_TYPES_ALL, __VA_ARGS__)
#define YATEN_DISPATCH_STANDARD(dtype, op_name, ...) \
  YATEN_DISPATCH_CASES(dtype, op_name, YATEN_TYPES_STANDARD, __VA_ARGS__)
// The integers, float32 and float64.
#define YATEN_DISPATCH_NUMERIC(dtype, op_name, ...) \
  YATEN_DISPATCH_CASES(dtype, op_name, YATEN_TYPES_NUMERIC, __VA_ARGS__)
// float32 and float64.
#define YATEN_DISPATCH_FLOATING(dtype, op_name, ...) \
  YATEN_DISPATCH_CASES(dtype, op_name, YATEN_TYPES_FLOATING, __VA_ARGS__)
