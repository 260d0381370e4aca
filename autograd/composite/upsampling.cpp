// Resampling of the spatial dims (all dims after N and C) for
// nn.functional.interpolate: nearest, nearest-exact, linear (bi-, tri-) and
// bicubic, each separable, applied one dim at a time as a weighted sum of
// index_selects, and differentiated through those ops. Source positions are
// computed in the input's precision, as torch's kernels do, so that the
// same elements are picked.
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/upsample_bicubic.h"
#include "generated/autograd/ops/upsample_linear.h"
#include "generated/autograd/ops/upsample_nearest.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// One resampling along one dim: out = sum over taps of x[index[tap]] * weight[tap].
struct Taps {
  std::vector<std::vector<int64_t>> index;
  std::vector<std::vector<double>> weight;  // empty for nearest (a single tap of weight 1)
};

Tensor index_tensor(const std::vector<int64_t>& values) {
  Tensor t = Tensor::empty(DimVector{static_cast<int64_t>(values.size())}, ScalarType::Int64);
  std::copy(values.begin(), values.end(), t.data<int64_t>());
  return t;
}

// weights as a tensor of dtype that broadcasts along dim of an ndim tensor.
Tensor weight_tensor(const std::vector<double>& values, ScalarType dtype, int64_t dim, int64_t ndim) {
  Tensor t = Tensor::empty(DimVector{static_cast<int64_t>(values.size())}, ScalarType::Float64);
  std::copy(values.begin(), values.end(), t.data<double>());
  DimVector shape(static_cast<size_t>(ndim), 1);
  shape[static_cast<size_t>(dim)] = static_cast<int64_t>(values.size());
  return yaten::reshape(dtype == ScalarType::Float64 ? t : yaten::to(t, dtype, false, false), shape);
}

Tensor apply_taps(const Tensor& x, int64_t dim, const Taps& taps) {
  if (taps.weight.empty()) return yaten::index_select(x, dim, index_tensor(taps.index[0]));
  Tensor out;
  for (size_t k = 0; k < taps.index.size(); ++k) {
    Tensor term = yaten::index_select(x, dim, index_tensor(taps.index[k])) *
                  weight_tensor(taps.weight[k], x.dtype(), dim, x.dim());
    out = out.defined() ? out + term : term;
  }
  return out;
}

// torch's area_pixel_compute_scale: input positions per output position.
template <typename T>
T pixel_scale(int64_t in, int64_t out, bool align_corners, std::optional<double> scale) {
  if (align_corners) return out > 1 ? static_cast<T>(in - 1) / static_cast<T>(out - 1) : T(0);
  return scale && *scale > 0 ? static_cast<T>(1.0 / *scale) : static_cast<T>(in) / static_cast<T>(out);
}

// torch's area_pixel_compute_source_index.
template <typename T>
T source_position(T scale, int64_t dst, bool align_corners, bool cubic) {
  if (align_corners) return scale * static_cast<T>(dst);
  const T src = scale * (static_cast<T>(dst) + T(0.5)) - T(0.5);
  return !cubic && src < 0 ? T(0) : src;
}

Taps nearest_taps(int64_t in, int64_t out, std::optional<double> scale, bool exact) {
  // In float, as torch's nearest_idx, so that rounding picks the same source.
  const float s = scale && *scale > 0 ? static_cast<float>(1.0 / *scale) : static_cast<float>(in) / out;
  std::vector<int64_t> index(static_cast<size_t>(out));
  for (int64_t o = 0; o < out; ++o) {
    const float position = exact ? (static_cast<float>(o) + 0.5f) * s : static_cast<float>(o) * s;
    index[static_cast<size_t>(o)] = std::min(static_cast<int64_t>(std::floor(position)), in - 1);
  }
  return Taps{{index}, {}};
}

template <typename T>
Taps linear_taps(int64_t in, int64_t out, bool align_corners, std::optional<double> scale) {
  const T s = pixel_scale<T>(in, out, align_corners, scale);
  Taps taps{std::vector<std::vector<int64_t>>(2, std::vector<int64_t>(static_cast<size_t>(out))),
            std::vector<std::vector<double>>(2, std::vector<double>(static_cast<size_t>(out)))};
  for (int64_t o = 0; o < out; ++o) {
    const T src = source_position<T>(s, o, align_corners, false);
    const int64_t lo = static_cast<int64_t>(src);
    const T frac = src - static_cast<T>(lo);
    const size_t i = static_cast<size_t>(o);
    taps.index[0][i] = lo;
    taps.index[1][i] = lo < in - 1 ? lo + 1 : lo;
    taps.weight[0][i] = static_cast<double>(T(1) - frac);
    taps.weight[1][i] = static_cast<double>(frac);
  }
  return taps;
}

// Keys' cubic convolution with A = -0.75, as torch's bicubic.
template <typename T>
void cubic_coefficients(T t, T out[4]) {
  constexpr T A = T(-0.75);
  auto near = [](T x) { return ((A + 2) * x - (A + 3)) * x * x + 1; };
  auto far = [](T x) { return ((A * x - 5 * A) * x + 8 * A) * x - 4 * A; };
  out[0] = far(t + 1);
  out[1] = near(t);
  out[2] = near(1 - t);
  out[3] = far(2 - t);
}

template <typename T>
Taps cubic_taps(int64_t in, int64_t out, bool align_corners, std::optional<double> scale) {
  const T s = pixel_scale<T>(in, out, align_corners, scale);
  Taps taps{std::vector<std::vector<int64_t>>(4, std::vector<int64_t>(static_cast<size_t>(out))),
            std::vector<std::vector<double>>(4, std::vector<double>(static_cast<size_t>(out)))};
  for (int64_t o = 0; o < out; ++o) {
    const T src = source_position<T>(s, o, align_corners, true);
    const int64_t base = static_cast<int64_t>(std::floor(src));
    T coefficients[4];
    cubic_coefficients<T>(src - static_cast<T>(base), coefficients);
    for (size_t k = 0; k < 4; ++k) {
      // Taps past the border read the border, as torch's upsample_get_value_bounded.
      const int64_t at = std::min(std::max<int64_t>(base - 1 + static_cast<int64_t>(k), 0), in - 1);
      taps.index[k][static_cast<size_t>(o)] = at;
      taps.weight[k][static_cast<size_t>(o)] = static_cast<double>(coefficients[k]);
    }
  }
  return taps;
}

void check_sizes(const Tensor& input, const DimVector& output_size, const char* op) {
  YATEN_CHECK(input.dim() == static_cast<int64_t>(output_size.size()) + 2 && output_size.size() <= 3, op,
              ": expected an input of ", output_size.size() + 2, " dims (N, C, spatial...), got ",
              shape_str(input.sizes()));
  for (size_t k = 0; k < output_size.size(); ++k) {
    YATEN_CHECK(input.sizes()[k + 2] > 0 && output_size[k] > 0, "Input and output sizes should be greater than 0, "
                "but got input (", shape_str(input.sizes()), ") and output (", shape_str(output_size), ")");
  }
  YATEN_CHECK(input.dim() < 2 || input.sizes()[1] > 0 || input.numel() == 0, op, ": empty channel dim");
}

// The scale that belongs to spatial dim k of n: the last n of (d, h, w).
std::optional<double> scale_of(size_t k, size_t n, std::optional<double> d, std::optional<double> h,
                               std::optional<double> w) {
  const std::optional<double> all[3] = {d, h, w};
  return all[3 - n + k];
}

template <typename MakeTaps>
Tensor resample(const Tensor& input, const DimVector& output_size, const MakeTaps& make_taps) {
  Tensor out = input;
  for (size_t k = 0; k < output_size.size(); ++k) {
    const int64_t dim = static_cast<int64_t>(k) + 2;
    out = apply_taps(out, dim, make_taps(k, input.sizes()[static_cast<size_t>(dim)], output_size[k]));
  }
  return out;
}

void check_floating(const Tensor& input, const char* op) {
  YATEN_CHECK(is_floating(input.dtype()), op, ": \"", op, "\" not implemented for '",
              torch_dtype_name(input.dtype()), "'");
}

}  // namespace

Tensor upsample_nearest(const Tensor& input, const DimVector& output_size, std::optional<double> scales_d,
                        std::optional<double> scales_h, std::optional<double> scales_w, bool exact) {
  check_sizes(input, output_size, "upsample_nearest");
  const size_t n = output_size.size();
  return resample(input, output_size, [&](size_t k, int64_t in, int64_t out) {
    return nearest_taps(in, out, scale_of(k, n, scales_d, scales_h, scales_w), exact);
  });
}

Tensor upsample_linear(const Tensor& input, const DimVector& output_size, bool align_corners,
                       std::optional<double> scales_d, std::optional<double> scales_h,
                       std::optional<double> scales_w) {
  check_sizes(input, output_size, "upsample_linear");
  check_floating(input, "upsample_linear");
  const size_t n = output_size.size();
  const bool single = input.dtype() == ScalarType::Float32;
  return resample(input, output_size, [&](size_t k, int64_t in, int64_t out) {
    const auto scale = scale_of(k, n, scales_d, scales_h, scales_w);
    return single ? linear_taps<float>(in, out, align_corners, scale) : linear_taps<double>(in, out, align_corners, scale);
  });
}

Tensor upsample_bicubic(const Tensor& input, const DimVector& output_size, bool align_corners,
                        std::optional<double> scales_d, std::optional<double> scales_h,
                        std::optional<double> scales_w) {
  check_sizes(input, output_size, "upsample_bicubic");
  check_floating(input, "upsample_bicubic");
  const size_t n = output_size.size();
  const bool single = input.dtype() == ScalarType::Float32;
  return resample(input, output_size, [&](size_t k, int64_t in, int64_t out) {
    const auto scale = scale_of(k, n, scales_d, scales_h, scales_w);
    return single ? cubic_taps<float>(in, out, align_corners, scale) : cubic_taps<double>(in, out, align_corners, scale);
  });
}

}  // namespace yaten
