// dtype properties and PyTorch's promotion lattice.
#include "runtime/dtype.h"

namespace yaten {

size_t itemsize(ScalarType t) {
#define YATEN_SIZE(name, cpp, yaten_name, torch_name) sizeof(cpp),
  static constexpr size_t sizes[kNumScalarTypes] = {YATEN_FORALL_SCALAR_TYPES(YATEN_SIZE)};
#undef YATEN_SIZE
  return sizes[static_cast<int>(t)];
}

const char* dtype_name(ScalarType t) {
#define YATEN_NAME(name, cpp, yaten_name, torch_name) yaten_name,
  static constexpr const char* names[kNumScalarTypes] = {YATEN_FORALL_SCALAR_TYPES(YATEN_NAME)};
#undef YATEN_NAME
  return names[static_cast<int>(t)];
}

const char* torch_dtype_name(ScalarType t) {
#define YATEN_TORCH_NAME(name, cpp, yaten_name, torch_name) torch_name,
  static constexpr const char* names[kNumScalarTypes] = {YATEN_FORALL_SCALAR_TYPES(YATEN_TORCH_NAME)};
#undef YATEN_TORCH_NAME
  return names[static_cast<int>(t)];
}

void refuse_dtypes(ScalarType t, std::initializer_list<ScalarType> refused, const char* torch_kernel) {
  for (ScalarType r : refused)
    YATEN_CHECK(t != r, "\"", torch_kernel, "\" not implemented for '", torch_dtype_name(t), "'");
}

ScalarType promote_types(ScalarType a, ScalarType b) {
  using S = ScalarType;
  constexpr S b1 = S::Bool, u1 = S::UInt8, i4 = S::Int32, i8 = S::Int64, f4 = S::Float32, f8 = S::Float64,
              i1 = S::Int8, i2 = S::Int16, f2 = S::Float16, bf = S::BFloat16;
  // Rows and columns follow the enum order; this is PyTorch's table restricted
  // to yaten's dtypes: uint8 with a signed int promotes to the signed one
  // (int16 for int8), and float16 with bfloat16 to float32.
  static constexpr S table[kNumScalarTypes][kNumScalarTypes] = {
      //        b1  u1  i4  i8  f4  f8  i1  i2  f2  bf
      /* b1 */ {b1, u1, i4, i8, f4, f8, i1, i2, f2, bf},
      /* u1 */ {u1, u1, i4, i8, f4, f8, i2, i2, f2, bf},
      /* i4 */ {i4, i4, i4, i8, f4, f8, i4, i4, f2, bf},
      /* i8 */ {i8, i8, i8, i8, f4, f8, i8, i8, f2, bf},
      /* f4 */ {f4, f4, f4, f4, f4, f8, f4, f4, f4, f4},
      /* f8 */ {f8, f8, f8, f8, f8, f8, f8, f8, f8, f8},
      /* i1 */ {i1, i2, i4, i8, f4, f8, i1, i2, f2, bf},
      /* i2 */ {i2, i2, i4, i8, f4, f8, i2, i2, f2, bf},
      /* f2 */ {f2, f2, f2, f2, f4, f8, f2, f2, f2, f4},
      /* bf */ {bf, bf, bf, bf, f4, f8, bf, bf, f4, bf},
  };
  return table[static_cast<int>(a)][static_cast<int>(b)];
}

namespace {
ScalarType g_default_float = ScalarType::Float32;
}

ScalarType default_float_dtype() { return g_default_float; }

void set_default_float_dtype(ScalarType t) {
  YATEN_CHECK_TYPE(is_floating(t), "set_default_dtype: only floating-point types are supported as the default type");
  g_default_float = t;
}

}  // namespace yaten
