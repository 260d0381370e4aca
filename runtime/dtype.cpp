// dtype properties and PyTorch's promotion lattice.
#include "runtime/dtype.h"

namespace yaten {

size_t itemsize(ScalarType t) {
  static constexpr size_t sizes[kNumScalarTypes] = {1, 1, 4, 8, 4, 8};
  return sizes[static_cast<int>(t)];
}

const char* dtype_name(ScalarType t) {
  static constexpr const char* names[kNumScalarTypes] = {"bool",  "uint8",   "int32",
                                                         "int64", "float32", "float64"};
  return names[static_cast<int>(t)];
}

const char* torch_dtype_name(ScalarType t) {
  static constexpr const char* names[kNumScalarTypes] = {"Bool", "Byte", "Int", "Long", "Float", "Double"};
  return names[static_cast<int>(t)];
}

ScalarType promote_types(ScalarType a, ScalarType b) {
  using S = ScalarType;
  constexpr S b1 = S::Bool, u1 = S::UInt8, i4 = S::Int32, i8 = S::Int64, f4 = S::Float32,
              f8 = S::Float64;
  // Rows and columns follow the enum order; this is PyTorch's table restricted
  // to yaten's dtypes (uint8 with a signed int promotes to the signed one).
  static constexpr S table[kNumScalarTypes][kNumScalarTypes] = {
      /* b1 */ {b1, u1, i4, i8, f4, f8},
      /* u1 */ {u1, u1, i4, i8, f4, f8},
      /* i4 */ {i4, i4, i4, i8, f4, f8},
      /* i8 */ {i8, i8, i8, i8, f4, f8},
      /* f4 */ {f4, f4, f4, f4, f4, f8},
      /* f8 */ {f8, f8, f8, f8, f8, f8},
  };
  return table[static_cast<int>(a)][static_cast<int>(b)];
}

namespace {
ScalarType g_default_float = ScalarType::Float32;
}

ScalarType default_float_dtype() { return g_default_float; }

void set_default_float_dtype(ScalarType t) {
  YATEN_CHECK_TYPE(is_floating(t), "set_default_dtype: only floating-point types are supported, got ",
                   dtype_name(t));
  g_default_float = t;
}

}  // namespace yaten
