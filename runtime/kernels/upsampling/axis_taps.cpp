// Source indices and weights per output position, by torch's rules:
// nearest's floor(o * scale) in float (with its exact shortcuts for equal
// and doubled sizes), nearest-exact's floor((o + 0.5) * scale),
// area_pixel_compute_source_index for linear and cubic, and Keys' cubic
// convolution with A = -0.75, its taps past the border reading the border.
#include "runtime/kernels/upsampling/axis_taps.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "runtime/reduced_float.h"

namespace yaten::kernels::upsampling {

namespace {

// torch's compute_scales_value: the inverse of a given positive factor, else in / out.
template <typename W>
W scale_value(std::optional<double> scale, int64_t in, int64_t out) {
  return scale && *scale > 0 ? static_cast<W>(1.0 / *scale) : static_cast<W>(in) / static_cast<W>(out);
}

// torch's area_pixel_compute_scale: input positions per output position.
template <typename W>
W pixel_scale(int64_t in, int64_t out, bool align_corners, std::optional<double> scale) {
  if (align_corners) return out > 1 ? static_cast<W>(in - 1) / static_cast<W>(out - 1) : W(0);
  return scale_value<W>(scale, in, out);
}

// torch's area_pixel_compute_source_index.
template <typename W>
W source_position(W scale, int64_t dst, bool align_corners, bool cubic) {
  if (align_corners) return scale * static_cast<W>(dst);
  const W src = scale * (static_cast<W>(dst) + W(0.5)) - W(0.5);
  return !cubic && src < 0 ? W(0) : src;
}

template <typename W>
void nearest(AxisTaps<W>& t, const Axis& a) {
  const int64_t in = a.in, out = a.out;
  const bool exact = a.mode == Resample::NearestExact;
  float s = scale_value<float>(a.scale, in, out);
  if (a.bfloat16_step) s = static_cast<float>(BFloat16(s));
  for (int64_t o = 0; o < out; ++o) {
    int64_t src;
    if (exact) {
      // As torch: the product in double, floored as a float.
      src = static_cast<int64_t>(std::floor(static_cast<float>((static_cast<double>(o) + 0.5) * s)));
    } else if (!a.backward) {
      src = static_cast<int64_t>(std::floor(static_cast<float>(o) * s));
    } else if (out == in) {
      src = o;  // torch's nearest_idx takes these two sizes exactly, whatever the scale
    } else if (out == 2 * in) {
      src = o >> 1;
    } else {
      src = static_cast<int64_t>(std::floor(static_cast<float>(o) * s));
    }
    t.index[static_cast<size_t>(o)] = std::min(src, in - 1);
  }
  if (out % in != 0) return;
  const int64_t r = out / in;
  for (int64_t o = 0; o < out; ++o) {
    if (t.index[static_cast<size_t>(o)] != o / r) return;
  }
  t.repeat = r;
}

template <typename W>
void linear(AxisTaps<W>& t, const Axis& a) {
  const int64_t in = a.in, out = a.out;
  const W s = pixel_scale<W>(in, out, a.align_corners, a.scale);
  for (int64_t o = 0; o < out; ++o) {
    // Equal sizes read the same position, whatever the scale, as torch's
    // compute_source_index_and_lambda. Away from the corners torch's
    // position (s * (o + 0.5) - 0.5) is a double even for a float scale,
    // and its fraction is taken before rounding: 1.00000006 keeps a weight of
    // 6e-8 on the next source (an inf there makes inf, not NaN).
    double src = static_cast<double>(o);
    if (in != out) {
      src = a.align_corners ? static_cast<double>(s * static_cast<W>(o))
                            : std::max(static_cast<double>(s) * (static_cast<double>(o) + 0.5) - 0.5, 0.0);
    }
    const int64_t lo = std::min(static_cast<int64_t>(src), in - 1);
    const W lambda = static_cast<W>(std::min(std::max(src - static_cast<double>(lo), 0.0), 1.0));
    const size_t at = static_cast<size_t>(2 * o);
    t.index[at] = lo;
    t.index[at + 1] = lo < in - 1 ? lo + 1 : lo;
    t.weight[at] = W(1) - lambda;
    t.weight[at + 1] = lambda;
  }
}

// Keys' cubic convolution, A = -0.75, at distances 1 + x, x, 1 - x, 2 - x.
template <typename W>
void cubic_coefficients(W x, W* out) {
  constexpr W A = W(-0.75);
  auto near = [](W d) { return ((A + 2) * d - (A + 3)) * d * d + 1; };
  auto far = [](W d) { return ((A * d - 5 * A) * d + 8 * A) * d - 4 * A; };
  out[0] = far(x + 1);
  out[1] = near(x);
  out[2] = near(1 - x);
  out[3] = far(2 - x);
}

template <typename W>
void cubic(AxisTaps<W>& t, const Axis& a) {
  const int64_t in = a.in, out = a.out;
  const W s = pixel_scale<W>(in, out, a.align_corners, a.scale);
  for (int64_t o = 0; o < out; ++o) {
    const W src = a.backward && in == out ? static_cast<W>(o) : source_position<W>(s, o, a.align_corners, true);
    const W base = std::floor(src);
    const size_t at = static_cast<size_t>(4 * o);
    cubic_coefficients<W>(src - base, &t.weight[at]);
    for (int64_t k = 0; k < 4; ++k) {
      t.index[at + static_cast<size_t>(k)] = std::clamp<int64_t>(static_cast<int64_t>(base) - 1 + k, 0, in - 1);
    }
  }
}

// Sets t's period: out / in in lowest terms, p outputs to q sources, when
// a run of outputs repeats its taps every p positions q sources on.
template <typename W>
void find_period(AxisTaps<W>& t, int64_t in, int64_t out) {
  const int64_t divisor = std::gcd(in, out), p = out / divisor, q = in / divisor;
  constexpr int64_t kLongestPeriod = 8;
  if (p > kLongestPeriod) return;
  const int64_t k = t.taps;
  auto repeats = [&](int64_t o) {
    for (int64_t c = 0; c < k; ++c) {
      const size_t at = static_cast<size_t>(o * k + c), before = static_cast<size_t>((o - p) * k + c);
      if (t.index[at] != t.index[before] + q || t.weight[at] != t.weight[before]) return false;
    }
    return true;
  };
  int64_t best_begin = 0, best_end = 0;
  for (int64_t o = p; o < out;) {
    if (!repeats(o)) {
      ++o;
      continue;
    }
    int64_t end = o;
    while (end < out && repeats(end)) ++end;
    if (end - o > best_end - best_begin) best_begin = o, best_end = end;
    o = end;
  }
  if (best_end - best_begin < 2 * p) return;  // too short to pay
  t.period = p;
  t.step = q;
  t.periodic_begin = best_begin - p;
  t.periodic_end = best_end;
}

}  // namespace

int taps_of(Resample mode) {
  return mode == Resample::Linear ? 2 : mode == Resample::Cubic ? 4 : 1;
}

template <typename W>
AxisTaps<W> axis_taps(const Axis& axis) {
  AxisTaps<W> t;
  t.taps = taps_of(axis.mode);
  t.index.resize(static_cast<size_t>(axis.out * t.taps));
  if (axis.mode == Resample::Nearest || axis.mode == Resample::NearestExact) {
    nearest(t, axis);
    return t;
  }
  t.weight.resize(t.index.size());
  if (axis.mode == Resample::Linear) {
    linear(t, axis);
  } else {
    cubic(t, axis);
  }
  find_period(t, axis.in, axis.out);
  return t;
}

template AxisTaps<float> axis_taps<float>(const Axis&);
template AxisTaps<double> axis_taps<double>(const Axis&);

}  // namespace yaten::kernels::upsampling
