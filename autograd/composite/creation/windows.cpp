// The window functions of signal processing (hann, hamming, blackman,
// bartlett, kaiser), computed in the requested floating dtype as torch
// computes them. A periodic window is the first window_length points of the
// symmetric window one point longer.
#include <cmath>

#include "autograd/autograd_meta.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/arange.h"
#include "generated/autograd/ops/bartlett_window.h"
#include "generated/autograd/ops/blackman_window.h"
#include "generated/autograd/ops/cos.h"
#include "generated/autograd/ops/hamming_window.h"
#include "generated/autograd/ops/hann_window.h"
#include "generated/autograd/ops/i0.h"
#include "generated/autograd/ops/kaiser_window.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/ones.h"
#include "generated/autograd/ops/sqrt.h"
#include "generated/autograd/ops/where.h"
#include "runtime/error.h"

namespace yaten {

namespace {

constexpr double kPi = 3.14159265358979323846;

// The window's dtype, after torch's checks of the arguments.
ScalarType window_dtype(const char* name, int64_t window_length, std::optional<ScalarType> dtype) {
  const ScalarType t = dtype.value_or(default_float_dtype());
  YATEN_CHECK(is_floating(t), name, " expects floating point dtypes, got: ", torch_dtype_name(t));
  YATEN_CHECK(window_length >= 0, name, " requires non-negative window_length, got window_length=", window_length);
  return t;
}

// `shape(n, t)` gives the symmetric window of n points; lengths 0 and 1 are
// empty and [1]; a periodic window drops the last of window_length + 1.
template <typename Shape>
Tensor window(const char* name, int64_t window_length, bool periodic, std::optional<ScalarType> dtype,
              bool requires_grad, const Shape& shape) {
  const ScalarType t = window_dtype(name, window_length, dtype);
  Tensor w;
  if (window_length <= 1) {
    w = yaten::ones({window_length}, t, false);
  } else {
    const int64_t n = periodic ? window_length + 1 : window_length;
    w = shape(n, t);
    if (periodic) w = yaten::narrow(w, 0, 0, window_length);
  }
  if (requires_grad) autograd::set_requires_grad(w, true);
  return w;
}

Tensor points(int64_t n, ScalarType t) { return yaten::arange(Scalar(n), t, false); }

Tensor hamming(int64_t n, ScalarType t, double alpha, double beta) {
  return Scalar(alpha) - Scalar(beta) * yaten::cos(points(n, t) * Scalar(2 * kPi / static_cast<double>(n - 1)));
}

// The shapes, over the symmetric window of n points.
Tensor blackman(int64_t n, ScalarType t) {
  const Tensor x = points(n, t) * Scalar(kPi / static_cast<double>(n - 1));
  return yaten::cos(x * Scalar(4.0)) * Scalar(0.08) - yaten::cos(x * Scalar(2.0)) * Scalar(0.5) + Scalar(0.42);
}

// Rises linearly from 0 to 1 over the first half and falls back after it.
Tensor bartlett(int64_t n, ScalarType t) {
  const Tensor x = points(n, t) * Scalar(2.0 / static_cast<double>(n - 1));
  const int64_t first_half = ((n - 1) >> 1) + 1;
  return yaten::where(yaten::lt(points(n, ScalarType::Int64), Scalar(first_half)), x, Scalar(2.0) - x);
}

Tensor kaiser(int64_t n, ScalarType t, double beta) {
  const double alpha = static_cast<double>(n - 1) / 2.0;
  const Tensor ratio = (points(n, t) - Scalar(alpha)) / Scalar(alpha);
  const Tensor arg = yaten::sqrt(Scalar(1.0) - ratio * ratio) * Scalar(beta);
  return yaten::i0(arg) / yaten::i0(Tensor::scalar_tensor(Scalar(beta), t));
}

constexpr double kHammingAlpha = 0.54, kHammingBeta = 0.46, kKaiserBeta = 12.0;

}  // namespace

Tensor hann_window(int64_t window_length, std::optional<ScalarType> dtype, bool requires_grad) {
  return hann_window_periodic(window_length, true, dtype, requires_grad);
}
Tensor hann_window_periodic(int64_t window_length, bool periodic, std::optional<ScalarType> dtype, bool requires_grad) {
  return window("hann_window", window_length, periodic, dtype, requires_grad,
                [](int64_t n, ScalarType t) { return hamming(n, t, 0.5, 0.5); });
}

Tensor hamming_window(int64_t window_length, std::optional<ScalarType> dtype, bool requires_grad) {
  return hamming_window_periodic(window_length, true, dtype, requires_grad);
}
Tensor hamming_window_periodic(int64_t window_length, bool periodic, std::optional<ScalarType> dtype,
                               bool requires_grad) {
  return hamming_window_periodic_alpha_beta(window_length, periodic, kHammingAlpha, kHammingBeta, dtype, requires_grad);
}
Tensor hamming_window_periodic_alpha(int64_t window_length, bool periodic, double alpha,
                                     std::optional<ScalarType> dtype, bool requires_grad) {
  return hamming_window_periodic_alpha_beta(window_length, periodic, alpha, kHammingBeta, dtype, requires_grad);
}
Tensor hamming_window_periodic_alpha_beta(int64_t window_length, bool periodic, double alpha, double beta,
                                          std::optional<ScalarType> dtype, bool requires_grad) {
  return window("hamming_window", window_length, periodic, dtype, requires_grad,
                [&](int64_t n, ScalarType t) { return hamming(n, t, alpha, beta); });
}

Tensor blackman_window(int64_t window_length, std::optional<ScalarType> dtype, bool requires_grad) {
  return blackman_window_periodic(window_length, true, dtype, requires_grad);
}
Tensor blackman_window_periodic(int64_t window_length, bool periodic, std::optional<ScalarType> dtype,
                                bool requires_grad) {
  return window("blackman_window", window_length, periodic, dtype, requires_grad, blackman);
}

Tensor bartlett_window(int64_t window_length, std::optional<ScalarType> dtype, bool requires_grad) {
  return bartlett_window_periodic(window_length, true, dtype, requires_grad);
}
Tensor bartlett_window_periodic(int64_t window_length, bool periodic, std::optional<ScalarType> dtype,
                                bool requires_grad) {
  return window("bartlett_window", window_length, periodic, dtype, requires_grad, bartlett);
}

Tensor kaiser_window(int64_t window_length, std::optional<ScalarType> dtype, bool requires_grad) {
  return kaiser_window_beta(window_length, true, kKaiserBeta, dtype, requires_grad);
}
Tensor kaiser_window_periodic(int64_t window_length, bool periodic, std::optional<ScalarType> dtype,
                              bool requires_grad) {
  return kaiser_window_beta(window_length, periodic, kKaiserBeta, dtype, requires_grad);
}
Tensor kaiser_window_beta(int64_t window_length, bool periodic, double beta, std::optional<ScalarType> dtype,
                          bool requires_grad) {
  return window("kaiser_window", window_length, periodic, dtype, requires_grad,
                [&](int64_t n, ScalarType t) { return kaiser(n, t, beta); });
}

}  // namespace yaten
