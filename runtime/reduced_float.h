// The 16-bit floating types, float16 (IEEE binary16) and bfloat16 (the top
// half of a float32): storage types that compute in float32. Conversions
// round to nearest even and keep signed zeros, infinities, NaN and
// subnormals, bit for bit as PyTorch's.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

namespace yaten {

inline uint32_t float_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

inline float float_from_bits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

// float32 -> binary16 bits. Works on the magnitude in integer arithmetic:
// normals rebias the exponent and round away the 13 low mantissa bits,
// magnitudes below 2^-14 become subnormals by a right shift with rounding.
inline uint16_t float_to_half_bits(float f) {
  const uint32_t x = float_bits(f);
  const uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000u);
  const uint32_t magnitude = x & 0x7fffffffu;
  if (magnitude > 0x7f800000u) return sign | 0x7e00u;  // NaN: the quiet NaN, sign kept
  if (magnitude >= 0x477ff000u) return sign | 0x7c00u;  // >= 65520 (or inf) rounds to inf
  auto round_shift = [](uint32_t value, unsigned shift) {
    const uint32_t kept = value >> shift, rest = value & ((1u << shift) - 1u), half = 1u << (shift - 1u);
    return kept + ((rest > half || (rest == half && (kept & 1u))) ? 1u : 0u);
  };
  if (magnitude >= 0x38800000u)  // a normal half: exponent rebiased from 127 to 15
    return sign | static_cast<uint16_t>(round_shift(magnitude - 0x38000000u, 13));
  if (magnitude <= 0x33000000u) return sign;  // <= 2^-25: ties to the even zero
  const uint32_t exponent = magnitude >> 23;  // 102..112
  const uint32_t mantissa = (magnitude & 0x7fffffu) | 0x800000u;
  return sign | static_cast<uint16_t>(round_shift(mantissa, 126u - exponent));  // units of 2^-24
}

inline float half_bits_to_float(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t exponent = (h >> 10) & 0x1fu, mantissa = h & 0x3ffu;
  // Infinity, or NaN with its payload kept and quieted (as the hardware conversion PyTorch uses does).
  if (exponent == 0x1f) return float_from_bits(sign | 0x7f800000u | (mantissa << 13) | (mantissa ? 0x400000u : 0u));
  if (exponent == 0) {
    const float magnitude = static_cast<float>(mantissa) * 5.9604644775390625e-08f;  // 2^-24, exact
    return sign ? -magnitude : magnitude;
  }
  return float_from_bits(sign | ((exponent + 112u) << 23) | (mantissa << 13));
}

// float32 -> bfloat16 bits: the top 16 bits, rounded to nearest even; NaN
// becomes the positive quiet NaN, as PyTorch's scalar conversion gives (its
// vectorised float32 path gives 0xffff, another NaN).
inline uint16_t float_to_bfloat16_bits(float f) {
  const uint32_t x = float_bits(f);
  if ((x & 0x7fffffffu) > 0x7f800000u) return 0x7fc0u;
  const uint32_t round_half_to_even = 0x7fffu + ((x >> 16) & 1u);
  return static_cast<uint16_t>((x + round_half_to_even) >> 16);
}

inline float bfloat16_bits_to_float(uint16_t b) { return float_from_bits(static_cast<uint32_t>(b) << 16); }

// A value stored in 16 bits that reads as a float: arithmetic on it is float
// arithmetic, and storing a float back rounds it once.
template <uint16_t (*ToBits)(float), float (*FromBits)(uint16_t)>
struct Float16Storage {
  uint16_t bits;

  Float16Storage() = default;
  Float16Storage(float f) : bits(ToBits(f)) {}  // NOLINT: implicit, as a float is
  explicit Float16Storage(double d) : bits(ToBits(static_cast<float>(d))) {}
  template <typename I, typename = std::enable_if_t<std::is_integral_v<I>>>
  Float16Storage(I i) : bits(ToBits(static_cast<float>(i))) {}  // NOLINT
  operator float() const { return FromBits(bits); }            // NOLINT

  Float16Storage operator-() const { return from_bits(bits ^ 0x8000u); }
  template <typename U>
  Float16Storage& operator+=(U v) { return *this = Float16Storage(static_cast<float>(*this) + v); }
  template <typename U>
  Float16Storage& operator-=(U v) { return *this = Float16Storage(static_cast<float>(*this) - v); }
  template <typename U>
  Float16Storage& operator*=(U v) { return *this = Float16Storage(static_cast<float>(*this) * v); }
  template <typename U>
  Float16Storage& operator/=(U v) { return *this = Float16Storage(static_cast<float>(*this) / v); }

  static Float16Storage from_bits(uint16_t b) {
    Float16Storage v;
    v.bits = b;
    return v;
  }
};

using Half = Float16Storage<float_to_half_bits, half_bits_to_float>;
using BFloat16 = Float16Storage<float_to_bfloat16_bits, bfloat16_bits_to_float>;

template <typename T>
inline constexpr bool is_reduced_floating_type_v = std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>;

// Floating types in yaten's sense (std::is_floating_point_v is false for the
// 16-bit ones).
template <typename T>
inline constexpr bool is_floating_type_v =
    std::is_floating_point_v<T> || is_reduced_floating_type_v<T>;

// The type a kernel computes in for elements of type T (PyTorch's opmath):
// the 16-bit floats compute in float32.
template <typename T>
struct compute_type {
  using type = T;
};
template <>
struct compute_type<Half> {
  using type = float;
};
template <>
struct compute_type<BFloat16> {
  using type = float;
};
template <typename T>
using compute_t = typename compute_type<T>::type;

}  // namespace yaten

namespace std {

// What kernels ask of their element type's limits (infinity for max/min
// starts, lowest, epsilon for printing and finfo).
template <uint16_t (*ToBits)(float), float (*FromBits)(uint16_t)>
class numeric_limits<yaten::Float16Storage<ToBits, FromBits>> {
  using T = yaten::Float16Storage<ToBits, FromBits>;
  static constexpr bool kHalf = ToBits == yaten::float_to_half_bits;

 public:
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = false;
  static constexpr bool is_exact = false;
  static constexpr bool has_infinity = true;
  static constexpr bool has_quiet_NaN = true;
  static constexpr int digits = kHalf ? 11 : 8;
  static constexpr int radix = 2;
  static T min() { return T::from_bits(kHalf ? 0x0400 : 0x0080); }
  static T max() { return T::from_bits(kHalf ? 0x7bff : 0x7f7f); }
  static T lowest() { return T::from_bits(kHalf ? 0xfbff : 0xff7f); }
  static T epsilon() { return T::from_bits(kHalf ? 0x1400 : 0x3c00); }
  static T infinity() { return T::from_bits(kHalf ? 0x7c00 : 0x7f80); }
  static T quiet_NaN() { return T::from_bits(kHalf ? 0x7e00 : 0x7fc0); }
  static T denorm_min() { return T::from_bits(0x0001); }
};

}  // namespace std
