// upsample_nearest / _linear / _bicubic and their gradients over the 1 to 3
// spatial dims after (N, C). Each output row (fixed plane, depth and height)
// is one pass: the source rows it reads are blended into a row of the input
// width (contiguous, vectorised), then gathered along the width by the taps
// of axis_taps.h, computed once per call. The gradient runs the same taps
// backwards, scattering each row of grad_output into a row buffer and adding
// it to the source rows, a plane at a time so that planes run in parallel
// without atomics.
#include <algorithm>
#include <optional>
#include <type_traits>
#include <vector>

#include "generated/runtime/kernels_upsampling.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/upsampling/axis_taps.h"
#include "runtime/memory_format.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

using upsampling::AxisTaps;
using upsampling::axis_taps;
using upsampling::Resample;

// Planes (N * C) and the (depth, height, width) sizes in and out, the dims
// an input lacks being 1.
struct Geometry {
  int64_t planes = 0;
  int64_t in[3] = {1, 1, 1};
  int64_t out[3] = {1, 1, 1};
  size_t spatial = 0;
};

Geometry geometry_of(const DimVector& input_size, const DimVector& output_size) {
  Geometry g;
  g.spatial = output_size.size();
  g.planes = input_size[0] * input_size[1];
  for (size_t k = 0; k < g.spatial; ++k) {
    g.in[3 - g.spatial + k] = input_size[k + 2];
    g.out[3 - g.spatial + k] = output_size[k];
  }
  return g;
}

// The type the positions and weights are computed in: the input's for
// float64, float for the rest (as torch's opmath).
template <typename T>
using weight_t = std::conditional_t<std::is_same_v<T, double>, double, float>;

// The taps of depth, height and width; an axis the input lacks reads its one element.
template <typename W>
struct Taps {
  AxisTaps<W> axis[3];
};

struct Options {
  Resample mode;
  bool align_corners;
  std::optional<double> scales[3];  // d, h, w
};

// The taps for the forward kernel or (backward) its gradient, for an input of `dtype`.
template <typename W>
Taps<W> taps_of(const Geometry& g, const Options& o, bool backward, ScalarType dtype) {
  // torch's bicubic gradient copies when no size changes (and only then).
  bool same_sizes = true;
  for (size_t k = 0; k < 3; ++k) same_sizes = same_sizes && g.in[k] == g.out[k];
  const bool exact_sizes = backward && (o.mode != Resample::Cubic || same_sizes);
  Taps<W> t;
  for (size_t k = 0; k < 3; ++k) {
    const bool present = k >= 3 - g.spatial;
    const upsampling::Axis axis{present ? o.mode : Resample::Nearest, g.in[k], g.out[k], o.align_corners,
                                o.scales[k], exact_sizes, !backward && dtype == ScalarType::BFloat16};
    t.axis[k] = axis_taps<W>(axis);
  }
  return t;
}

template <typename W>
W weight_at(const AxisTaps<W>& a, size_t at) {
  return a.weight.empty() ? W(1) : a.weight[at];
}

// The source rows output row (od, oh) reads, as offsets in the plane, with their weights.
template <typename W>
int source_rows(const Taps<W>& t, const Geometry& g, int64_t od, int64_t oh, int64_t* offset, W* weight) {
  const AxisTaps<W>&d = t.axis[0], &h = t.axis[1];
  int rows = 0;
  for (int a = 0; a < d.taps; ++a) {
    const size_t da = static_cast<size_t>(od * d.taps + a);
    for (int b = 0; b < h.taps; ++b) {
      const size_t hb = static_cast<size_t>(oh * h.taps + b);
      offset[rows] = (d.index[da] * g.in[1] + h.index[hb]) * g.in[2];
      weight[rows] = weight_at(d, da) * weight_at(h, hb);
      ++rows;
    }
  }
  return rows;
}

constexpr int kMaxRows = 16;  // 4 x 4 for bicubic, 2 x 2 for trilinear

// y[o] = sum over the K taps of o of weight * row[index].
template <int K, typename S, typename T, typename W>
void gather_row(const S* row, T* y, const int64_t* index, const W* weight, int64_t width) {
  for (int64_t o = 0; o < width; ++o) {
    W sum = 0;
    for (int c = 0; c < K; ++c) sum += weight[o * K + c] * static_cast<W>(row[index[o * K + c]]);
    y[o] = static_cast<T>(sum);
  }
}

template <typename S, typename T, typename W>
void gather_row(const S* row, T* y, const AxisTaps<W>& w, int64_t width) {
  if (w.taps == 2) {
    gather_row<2>(row, y, w.index.data(), w.weight.data(), width);
  } else {
    gather_row<4>(row, y, w.index.data(), w.weight.data(), width);
  }
}

// One output row of nearest: the previous output row again when it read
// the same source row, runs of `repeat` copies for an integer factor, else
// a gather.
template <typename T, typename W>
void nearest_row(const T* row, T* out, const AxisTaps<W>& w, int64_t width, const T* same_as) {
  if (same_as != nullptr) {
    std::copy(same_as, same_as + width, out);
  } else if (w.repeat == 2) {
    for (int64_t i = 0; i < width / 2; ++i) out[2 * i] = out[2 * i + 1] = row[i];
  } else if (w.repeat > 0) {
    for (int64_t i = 0; i < width / w.repeat; ++i) std::fill(out + i * w.repeat, out + (i + 1) * w.repeat, row[i]);
  } else {
    for (int64_t o = 0; o < width; ++o) out[o] = row[w.index[static_cast<size_t>(o)]];
  }
}

template <typename T, typename W>
void forward_rows(const T* x, T* y, const Geometry& g, const Taps<W>& t, int64_t begin, int64_t end) {
  const AxisTaps<W>& w = t.axis[2];
  const bool nearest = w.weight.empty();
  std::vector<W> blended(nearest ? 0 : static_cast<size_t>(g.in[2]));
  int64_t offset[kMaxRows];
  W weight[kMaxRows];
  const int64_t in_plane = g.in[0] * g.in[1] * g.in[2];
  int64_t previous_offset = -1;
  for (int64_t r = begin; r < end; ++r) {
    const int64_t plane = r / (g.out[0] * g.out[1]), od = r / g.out[1] % g.out[0], oh = r % g.out[1];
    if (oh == 0 && od == 0) previous_offset = -1;  // a new plane
    const T* source = x + plane * in_plane;
    T* out = y + r * g.out[2];
    const int rows = source_rows(t, g, od, oh, offset, weight);
    if (nearest) {  // one source row, copied element by element: any dtype
      nearest_row(source + offset[0], out, w, g.out[2], r > begin && offset[0] == previous_offset ? out - g.out[2] : nullptr);
      previous_offset = offset[0];
      continue;
    }
    if (rows == 1 && weight[0] == W(1)) {  // 1-D: the source row itself
      gather_row(source + offset[0], out, w, g.out[2]);
      continue;
    }
    W* b = blended.data();
    for (int64_t i = 0; i < g.in[2]; ++i) b[i] = weight[0] * static_cast<W>(source[offset[0] + i]);
    for (int k = 1; k < rows; ++k) {
      const T* row = source + offset[k];
      const W wk = weight[k];
      for (int64_t i = 0; i < g.in[2]; ++i) b[i] += wk * static_cast<W>(row[i]);
    }
    gather_row(static_cast<const W*>(b), out, w, g.out[2]);
  }
}

// buffer[index] += weight * g over the K taps of each o.
template <int K, typename T, typename W>
void scatter_row(const T* gy, W* buffer, const int64_t* index, const W* weight, int64_t width) {
  for (int64_t o = 0; o < width; ++o) {
    const W g = static_cast<W>(gy[o]);
    for (int c = 0; c < K; ++c) buffer[index[o * K + c]] += weight[o * K + c] * g;
  }
}

// Adds one row of grad_output to the source row of nearest: runs of
// `repeat` summed for an integer factor, else a scatter.
template <typename T, typename W>
void nearest_row_backward(const T* gy, W* row, const AxisTaps<W>& w, int64_t width) {
  if (w.repeat == 2) {
    for (int64_t i = 0; i < width / 2; ++i) row[i] += static_cast<W>(gy[2 * i]) + static_cast<W>(gy[2 * i + 1]);
  } else if (w.repeat > 0) {
    for (int64_t i = 0; i < width / w.repeat; ++i) {
      W sum = 0;
      for (int64_t k = 0; k < w.repeat; ++k) sum += static_cast<W>(gy[i * w.repeat + k]);
      row[i] += sum;
    }
  } else {
    for (int64_t o = 0; o < width; ++o) row[w.index[static_cast<size_t>(o)]] += static_cast<W>(gy[o]);
  }
}

template <typename T, typename W>
void backward_planes(const T* gy, T* gx, const Geometry& g, const Taps<W>& t, int64_t begin, int64_t end) {
  const AxisTaps<W>& w = t.axis[2];
  const int64_t in_plane = g.in[0] * g.in[1] * g.in[2], out_plane = g.out[0] * g.out[1] * g.out[2];
  constexpr bool in_place = std::is_same_v<T, W>;
  std::vector<W> plane_sums(in_place ? 0 : static_cast<size_t>(in_plane));
  std::vector<W> scattered(static_cast<size_t>(g.in[2]));
  int64_t offset[kMaxRows];
  W weight[kMaxRows];
  for (int64_t p = begin; p < end; ++p) {
    W* sums;
    if constexpr (in_place) {
      sums = gx + p * in_plane;
    } else {
      sums = plane_sums.data();
    }
    std::fill(sums, sums + in_plane, W(0));
    for (int64_t od = 0; od < g.out[0]; ++od)
      for (int64_t oh = 0; oh < g.out[1]; ++oh) {
        const T* gy_row = gy + p * out_plane + (od * g.out[1] + oh) * g.out[2];
        const int rows = source_rows(t, g, od, oh, offset, weight);
        if (w.weight.empty()) {  // nearest: one source row, weight 1, summed into directly
          nearest_row_backward(gy_row, sums + offset[0], w, g.out[2]);
          continue;
        }
        W* b = scattered.data();
        std::fill(b, b + g.in[2], W(0));
        if (w.taps == 2) {
          scatter_row<2>(gy_row, b, w.index.data(), w.weight.data(), g.out[2]);
        } else {
          scatter_row<4>(gy_row, b, w.index.data(), w.weight.data(), g.out[2]);
        }
        for (int k = 0; k < rows; ++k) {
          W* row = sums + offset[k];
          const W wk = weight[k];
          for (int64_t i = 0; i < g.in[2]; ++i) row[i] += wk * b[i];
        }
      }
    if constexpr (!in_place) {
      T* out = gx + p * in_plane;
      for (int64_t i = 0; i < in_plane; ++i) out[i] = static_cast<T>(sums[i]);
    }
  }
}

const char* forward_name(Resample mode) {
  return mode == Resample::Linear ? "upsample_linear"
         : mode == Resample::Cubic ? "upsample_bicubic"
                                   : "upsample_nearest";
}

// torch's names in its "not implemented for" message: the functions that compute the taps.
const char* dtype_error_name(Resample mode) {
  return mode == Resample::Linear ? "compute_indices_weights_linear"
         : mode == Resample::Cubic ? "compute_indices_weights_cubic"
                                   : "compute_indices_weights_nearest";
}

void check_sizes(const DimVector& input_size, const DimVector& output_size, const char* op) {
  YATEN_CHECK(input_size.size() == output_size.size() + 2 && !output_size.empty() && output_size.size() <= 3, op,
              ": expected an input of ", output_size.size() + 2, " dims (N, C, spatial...), got ",
              shape_str(input_size));
  for (size_t k = 0; k < output_size.size(); ++k) {
    YATEN_CHECK(input_size[k + 2] > 0 && output_size[k] > 0, "Input and output sizes should be greater than 0, "
                "but got input (", shape_str(input_size), ") and output (", shape_str(output_size), ")");
  }
  for (int64_t s : input_size) YATEN_CHECK(s >= 0, op, ": invalid input size ", shape_str(input_size));
  // An empty batch passes, empty channels do not, as torch's upsample_*_shape_check.
  YATEN_CHECK(input_size[1] != 0, "Non-empty ", input_size.size(),
              "D data tensor expected but got a tensor with sizes ", shape_str(input_size));
}

DimVector output_shape(const DimVector& input_size, const DimVector& output_size) {
  DimVector shape{input_size[0], input_size[1]};
  for (int64_t s : output_size) shape.push_back(s);
  return shape;
}

// The channels-last format of t when torch keeps it for this mode (every
// one but bicubic), Contiguous otherwise.
MemoryFormat kept_format(const Tensor& t, Resample mode) {
  if (mode == Resample::Cubic || is_contiguous_as(t, MemoryFormat::Contiguous)) return MemoryFormat::Contiguous;
  if (t.dim() == 4 && is_contiguous_as(t, MemoryFormat::ChannelsLast)) return MemoryFormat::ChannelsLast;
  if (t.dim() == 5 && is_contiguous_as(t, MemoryFormat::ChannelsLast3d)) return MemoryFormat::ChannelsLast3d;
  return MemoryFormat::Contiguous;
}

// result, laid out in format.
Tensor in_format(const Tensor& result, MemoryFormat format) {
  if (format == MemoryFormat::Contiguous) return result;
  Tensor laid = Tensor::empty_dense(result.sizes(), memory_format_strides(result.sizes(), format), result.dtype());
  copy_into(laid, result);
  return laid;
}

// Runs body<scalar_t>() on the dtypes torch 1.13 resamples in `mode` on the
// CPU: float32, float64, bfloat16 (not for nearest-exact), and uint8 for the nearest modes.
template <typename Body>
void dispatch(ScalarType dtype, Resample mode, const Body& body) {
  const char* name = dtype_error_name(mode);
  if (mode == Resample::NearestExact) {
    if (dtype == ScalarType::UInt8) return body(uint8_t{});
    return YATEN_DISPATCH_CASES(dtype, name, YATEN_TYPES_FLOATING, [&] { body(scalar_t{}); });
  }
  if (mode == Resample::Nearest && dtype == ScalarType::UInt8) return body(uint8_t{});
  YATEN_DISPATCH_CASES(dtype, name, YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] { body(scalar_t{}); });
}

// Rows per parallel chunk: about kGrainSize reads each.
int64_t grain_of(int64_t work_per_unit) { return std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, work_per_unit)); }

Tensor resample(const Tensor& self, const DimVector& output_size, const Options& o) {
  const char* op = forward_name(o.mode);
  check_sizes(self.sizes(), output_size, op);
  Tensor out = Tensor::empty(output_shape(self.sizes(), output_size), self.dtype());
  const MemoryFormat format = kept_format(self, o.mode);
  dispatch(self.dtype(), o.mode, [&](auto element) {
    using T = decltype(element);
    using W = weight_t<T>;
    if (out.numel() == 0) return;
    const Geometry g = geometry_of(self.sizes(), output_size);
    const Taps<W> t = taps_of<W>(g, o, false, self.dtype());
    const Tensor x = contiguous(self);
    const T* xp = x.data<T>();
    T* yp = out.data<T>();
    const int64_t rows = g.planes * g.out[0] * g.out[1];
    parallel_for(0, rows, grain_of(g.out[2] * t.axis[2].taps + g.in[2]), [&](int64_t lo, int64_t hi) {
      forward_rows(xp, yp, g, t, lo, hi);
    });
  });
  return in_format(out, format);
}

Tensor resample_backward(const Tensor& grad_output, const DimVector& output_size, const DimVector& input_size,
                         const Options& o) {
  const std::string op = std::string(forward_name(o.mode)) + "_backward";
  check_sizes(input_size, output_size, op.c_str());
  const DimVector expected = output_shape(input_size, output_size);
  YATEN_CHECK(grad_output.sizes() == expected, op, ": expected grad_output of size ", shape_str(expected), ", got ",
              shape_str(grad_output.sizes()));
  YATEN_CHECK(is_floating(grad_output.dtype()), op, ": \"", op, "\" not implemented for '",
              torch_dtype_name(grad_output.dtype()), "'");
  Tensor gx = Tensor::empty(input_size, grad_output.dtype());
  const MemoryFormat format = kept_format(grad_output, o.mode);
  YATEN_DISPATCH_CASES(grad_output.dtype(), op, YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    using W = weight_t<scalar_t>;
    if (gx.numel() == 0) return;
    const Geometry g = geometry_of(input_size, output_size);
    const Taps<W> t = taps_of<W>(g, o, true, grad_output.dtype());
    const Tensor gy = contiguous(grad_output);
    const scalar_t* gyp = gy.data<scalar_t>();
    scalar_t* gxp = gx.data<scalar_t>();
    const int64_t per_plane = g.out[0] * g.out[1] * (g.out[2] * t.axis[2].taps + g.in[2]);
    parallel_for(0, g.planes, grain_of(per_plane), [&](int64_t lo, int64_t hi) {
      backward_planes(gyp, gxp, g, t, lo, hi);
    });
  });
  return in_format(gx, format);
}

Options options(Resample mode, bool align_corners, std::optional<double> d, std::optional<double> h,
                std::optional<double> w) {
  return Options{mode, align_corners, {d, h, w}};
}

Resample nearest_mode(bool exact) { return exact ? Resample::NearestExact : Resample::Nearest; }

}  // namespace

Tensor upsample_nearest(const Tensor& self, const DimVector& output_size, std::optional<double> scales_d,
                        std::optional<double> scales_h, std::optional<double> scales_w, bool exact) {
  return resample(self, output_size, options(nearest_mode(exact), false, scales_d, scales_h, scales_w));
}

Tensor upsample_linear(const Tensor& self, const DimVector& output_size, bool align_corners,
                       std::optional<double> scales_d, std::optional<double> scales_h,
                       std::optional<double> scales_w) {
  return resample(self, output_size, options(Resample::Linear, align_corners, scales_d, scales_h, scales_w));
}

Tensor upsample_bicubic(const Tensor& self, const DimVector& output_size, bool align_corners,
                        std::optional<double> scales_d, std::optional<double> scales_h,
                        std::optional<double> scales_w) {
  return resample(self, output_size, options(Resample::Cubic, align_corners, scales_d, scales_h, scales_w));
}

Tensor upsample_nearest_backward(const Tensor& grad_output, const DimVector& output_size,
                                 const DimVector& input_size, std::optional<double> scales_d,
                                 std::optional<double> scales_h, std::optional<double> scales_w, bool exact) {
  return resample_backward(grad_output, output_size, input_size,
                           options(nearest_mode(exact), false, scales_d, scales_h, scales_w));
}

Tensor upsample_linear_backward(const Tensor& grad_output, const DimVector& output_size, const DimVector& input_size,
                                bool align_corners, std::optional<double> scales_d, std::optional<double> scales_h,
                                std::optional<double> scales_w) {
  return resample_backward(grad_output, output_size, input_size,
                           options(Resample::Linear, align_corners, scales_d, scales_h, scales_w));
}

Tensor upsample_bicubic_backward(const Tensor& grad_output, const DimVector& output_size,
                                 const DimVector& input_size, bool align_corners, std::optional<double> scales_d,
                                 std::optional<double> scales_h, std::optional<double> scales_w) {
  return resample_backward(grad_output, output_size, input_size,
                           options(Resample::Cubic, align_corners, scales_d, scales_h, scales_w));
}

}  // namespace yaten::kernels
