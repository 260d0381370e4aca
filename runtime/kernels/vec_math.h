// Branch-free float math the compiler can vectorise: std::expf is a libm
// call per element, which keeps exp on large tensors well behind torch's
// SIMD (Sleef) kernels. Accurate to about 1 ulp over float's whole range,
// denormal results included.
#pragma once

#include <cstdint>
#include <cstring>
#include <limits>

namespace yaten::kernels {

namespace vec_math_detail {

// 2^k for k in [-126, 127], built from the exponent bits.
inline float exp2_int(int32_t k) {
  int32_t bits = (k + 127) << 23;
  float out;
  std::memcpy(&out, &bits, sizeof out);
  return out;
}

}  // namespace vec_math_detail

// exp(x) = 2^n * exp(r), n = round(x / ln 2), |r| <= ln 2 / 2, with the
// Cephes minimax polynomial for exp(r); the scale is applied in two halves
// so results down to the smallest denormal (n = -150) stay exact.
inline float exp_float(float x) {
  constexpr float kOverflow = 88.72283935546875f;    // above: +inf
  constexpr float kUnderflow = -103.97208404541016f;  // below: 0
  constexpr float kLog2e = 1.44269504088896341f;
  constexpr float kLn2Hi = 0.693359375f;
  constexpr float kLn2Lo = -2.12194440e-4f;
  constexpr float kRoundMagic = 12582912.0f;  // 1.5 * 2^23: adding it rounds to an integer
  // NaN and out-of-range inputs compute on a safe value; the result is chosen at the end.
  float xc = x > kOverflow ? kOverflow : (x < kUnderflow ? kUnderflow : x);
  xc = x == x ? xc : 0.0f;
  float n = (xc * kLog2e + kRoundMagic) - kRoundMagic;
  float r = xc - n * kLn2Hi - n * kLn2Lo;
  float p = 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  float y = p * r * r + r + 1.0f;
  int32_t k = static_cast<int32_t>(n);
  int32_t half = k / 2;
  y = y * vec_math_detail::exp2_int(half) * vec_math_detail::exp2_int(k - half);
  y = x > kOverflow ? std::numeric_limits<float>::infinity() : y;
  y = x < kUnderflow ? 0.0f : y;
  return x == x ? y : x;
}

// tanh(x): Cephes' odd polynomial below |x| = 0.625, where 1 - 2 / (e^2x + 1)
// would cancel; that form above it (1 at float's saturation, NaN kept).
inline float tanh_float(float x) {
  float a = x < 0 ? -x : x;
  float z = x * x;
  float p = -5.70498872745e-3f;
  p = p * z + 2.06390887954e-2f;
  p = p * z - 5.37397155531e-2f;
  p = p * z + 1.33314422036e-1f;
  p = p * z - 3.33332819422e-1f;
  float small = x == 0.0f ? x : p * z * x + x;  // keeps the sign of -0
  float large = 1.0f - 2.0f / (exp_float(2.0f * a) + 1.0f);
  large = x < 0 ? -large : large;
  return a < 0.625f ? small : large;
}

inline float sigmoid_float(float x) { return 1.0f / (1.0f + exp_float(-x)); }

}  // namespace yaten::kernels

namespace yaten::kernels {

// The contiguous float loops of exp, tanh, sigmoid and sum, compiled twice (AVX2 + FMA and
// the x86-64-v2 baseline) and picked at load time for the running CPU, as
// torch does for its own SIMD kernels.
void exp_float_contiguous(const float* in, float* out, int64_t n);
void tanh_float_contiguous(const float* in, float* out, int64_t n);
void sigmoid_float_contiguous(const float* in, float* out, int64_t n);

// Sum of n contiguous floats: float SIMD lanes within blocks of 1024
// elements (each lane adds only 16 of them), block totals carried in double,
// so the relative error stays near float's epsilon however long the tensor
// (a float running sum's grows with n), at the speed of float vectors.
double sum_float_contiguous(const float* p, int64_t n);

}  // namespace yaten::kernels
