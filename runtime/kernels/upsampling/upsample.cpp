// upsample_nearest / _linear / _bicubic and their gradients over the 1 to 3
// spatial dims after (N, C). Each output row (fixed plane, depth and height)
// is one pass: the source rows it reads are resampled along the width by
// the taps of axis_taps.h (computed once per call; each source row once,
// kept for the next output rows), then blended (contiguous, vectorised),
// torch's order of the sums. Where the width's taps repeat (an integer
// factor) they run a phase at a time instead of gathering. The gradient
// runs the same taps backwards, scattering each row of grad_output (read
// in place, whatever its strides) into a row buffer and adding it to the
// source rows, a plane at a time so that planes run in parallel without
// atomics.
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

// The taps of depth, height and width; an axis the input lacks reads its
// one element. Each output row (od, oh) reads `rows` source rows: their
// offsets in the plane and weights (the depth's times the height's) from
// row_offset and row_weight at (od * out_h + oh) * rows, made once per call.
template <typename W>
struct Taps {
  AxisTaps<W> axis[3];
  int rows = 1;
  std::vector<int64_t> row_offset;
  std::vector<W> row_weight;
};

struct Options {
  Resample mode;
  bool align_corners;
  std::optional<double> scales[3];  // d, h, w
};

template <typename W>
W weight_at(const AxisTaps<W>& a, size_t at) {
  return a.weight.empty() ? W(1) : a.weight[at];
}

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
  const AxisTaps<W>&d = t.axis[0], &h = t.axis[1];
  t.rows = d.taps * h.taps;
  t.row_offset.reserve(static_cast<size_t>(g.out[0] * g.out[1] * t.rows));
  t.row_weight.reserve(t.row_offset.capacity());
  for (int64_t od = 0; od < g.out[0]; ++od)
    for (int64_t oh = 0; oh < g.out[1]; ++oh)
      for (int a = 0; a < d.taps; ++a)
        for (int b = 0; b < h.taps; ++b) {
          const size_t da = static_cast<size_t>(od * d.taps + a), hb = static_cast<size_t>(oh * h.taps + b);
          t.row_offset.push_back((d.index[da] * g.in[1] + h.index[hb]) * g.in[2]);
          t.row_weight.push_back(weight_at(d, da) * weight_at(h, hb));
        }
  return t;
}

constexpr int kMaxRows = 16;  // 4 x 4 for bicubic, 2 x 2 for trilinear

// y[o] = sum over the K taps of o of weight * row[index], o in [begin, end).
template <int K, typename S, typename T, typename W>
void gather_taps(const S* row, T* y, const AxisTaps<W>& w, int64_t begin, int64_t end) {
  const int64_t* index = w.index.data();
  const W* weight = w.weight.data();
  for (int64_t o = begin; o < end; ++o) {
    W sum = weight[o * K] * static_cast<W>(row[index[o * K]]);
    for (int c = 1; c < K; ++c) sum += weight[o * K + c] * static_cast<W>(row[index[o * K + c]]);
    y[o] = static_cast<T>(sum);
  }
}

// The periodic outputs of an x2 axis (period 2, step 1), both phases in one
// loop so that the stores are contiguous; the same sums as gather_taps.
template <int K, typename S, typename T, typename W>
void gather_doubled(const S* row, T* y, const AxisTaps<W>& w) {
  const int64_t begin = w.periodic_begin, pairs = (w.periodic_end - begin) / 2;
  const S *even[K], *odd[K];
  W even_weight[K], odd_weight[K];
  for (int c = 0; c < K; ++c) {
    const size_t at = static_cast<size_t>(begin * K + c), next = at + K;
    even[c] = row + w.index[at];
    odd[c] = row + w.index[next];
    even_weight[c] = w.weight[at];
    odd_weight[c] = w.weight[next];
  }
  T* out = y + begin;
  for (int64_t i = 0; i < pairs; ++i) {
    W first = even_weight[0] * static_cast<W>(even[0][i]), second = odd_weight[0] * static_cast<W>(odd[0][i]);
    for (int c = 1; c < K; ++c) {
      first += even_weight[c] * static_cast<W>(even[c][i]);
      second += odd_weight[c] * static_cast<W>(odd[c][i]);
    }
    out[2 * i] = static_cast<T>(first);
    out[2 * i + 1] = static_cast<T>(second);
  }
  gather_taps<K>(row, y, w, begin + 2 * pairs, w.periodic_end);
}

// The periodic outputs, a phase at a time: y[o + period * i] reads
// row[index(o) + step * i] with o's weights.
template <int K, typename S, typename T, typename W>
void gather_phases(const S* row, T* y, const AxisTaps<W>& w) {
  const int64_t p = w.period, q = w.step;
  for (int64_t o = w.periodic_begin; o < w.periodic_begin + p; ++o) {
    const S* source[K];
    W weight[K];
    for (int c = 0; c < K; ++c) {
      source[c] = row + w.index[static_cast<size_t>(o * K + c)];
      weight[c] = w.weight[static_cast<size_t>(o * K + c)];
    }
    for (int64_t i = 0, n = (w.periodic_end - o + p - 1) / p; i < n; ++i) {
      W sum = weight[0] * static_cast<W>(source[0][q * i]);
      for (int c = 1; c < K; ++c) sum += weight[c] * static_cast<W>(source[c][q * i]);
      y[o + p * i] = static_cast<T>(sum);
    }
  }
}

template <int K, typename S, typename T, typename W>
void gather_row(const S* row, T* y, const AxisTaps<W>& w, int64_t width) {
  if (w.period == 0) return gather_taps<K>(row, y, w, 0, width);
  gather_taps<K>(row, y, w, 0, w.periodic_begin);
  if (w.period == 2 && w.step == 1) {
    gather_doubled<K>(row, y, w);
  } else {
    gather_phases<K>(row, y, w);
  }
  gather_taps<K>(row, y, w, w.periodic_end, width);
}

template <typename S, typename T, typename W>
void gather_row(const S* row, T* y, const AxisTaps<W>& w, int64_t width) {
  if (w.taps == 2) {
    gather_row<2>(row, y, w, width);
  } else {
    gather_row<4>(row, y, w, width);
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

// Source rows resampled along the width, a few kept by the plane address
// they came from: consecutive output rows read mostly the same source rows
// (an x2 upsampling reads each twice), so each is resampled once. The width
// first, then the rows blended, is torch's order of the sums too.
template <typename W>
class WidthResampledRows {
 public:
  WidthResampledRows(int slots, int64_t width)
      : source_(static_cast<size_t>(slots), nullptr), last_use_(static_cast<size_t>(slots), 0),
        data_(static_cast<size_t>(slots * width)), width_(width) {}

  // The row at source resampled by the width taps w; the least recently
  // used slot makes room, never one the current output row still reads
  // (there are more slots than rows an output row reads).
  template <typename T>
  const W* row(const T* source, const AxisTaps<W>& w) {
    ++clock_;
    size_t victim = 0;
    for (size_t s = 0; s < source_.size(); ++s) {
      if (source_[s] == source) {
        last_use_[s] = clock_;
        return data_.data() + s * static_cast<size_t>(width_);
      }
      if (last_use_[s] < last_use_[victim]) victim = s;
    }
    source_[victim] = source;
    last_use_[victim] = clock_;
    W* resampled = data_.data() + victim * static_cast<size_t>(width_);
    gather_row(source, resampled, w, width_);
    return resampled;
  }

 private:
  std::vector<const void*> source_;
  std::vector<uint64_t> last_use_;
  std::vector<W> data_;
  int64_t width_;
  uint64_t clock_ = 0;
};

// out[o] = sum over the K rows of weight[k] * rows[k][o].
template <int K, typename T, typename W>
void blend_rows(const W* const* rows, const W* weight, T* out, int64_t width) {
  for (int64_t o = 0; o < width; ++o) {
    W sum = rows[0][o] * weight[0];
    for (int k = 1; k < K; ++k) sum += rows[k][o] * weight[k];
    out[o] = static_cast<T>(sum);
  }
}

template <typename T, typename W>
void blend_rows(const W* const* rows, const W* weight, int count, T* out, int64_t width) {
  if (count == 2) return blend_rows<2>(rows, weight, out, width);
  if (count == 4) return blend_rows<4>(rows, weight, out, width);
  for (int64_t o = 0; o < width; ++o) {
    W sum = rows[0][o] * weight[0];
    for (int k = 1; k < count; ++k) sum += rows[k][o] * weight[k];
    out[o] = static_cast<T>(sum);
  }
}

template <typename T, typename W>
void forward_rows(const T* x, T* y, const Geometry& g, const Taps<W>& t, int64_t begin, int64_t end) {
  const AxisTaps<W>& w = t.axis[2];
  const bool nearest = w.weight.empty();
  const int source_count = t.axis[0].taps * t.axis[1].taps;
  WidthResampledRows<W> resampled(nearest ? 0 : 2 * source_count, nearest ? 0 : g.out[2]);
  const W* rows_read[kMaxRows];
  const int64_t in_plane = g.in[0] * g.in[1] * g.in[2], plane_rows = g.out[0] * g.out[1];
  const int rows = t.rows;
  int64_t previous_offset = -1;
  for (int64_t r = begin; r < end; ++r) {
    const int64_t plane = r / plane_rows, row_in_plane = r - plane * plane_rows;
    if (row_in_plane == 0) previous_offset = -1;  // a new plane
    const T* source = x + plane * in_plane;
    T* out = y + r * g.out[2];
    const int64_t* offset = t.row_offset.data() + row_in_plane * rows;
    const W* weight = t.row_weight.data() + row_in_plane * rows;
    if (nearest) {  // one source row, copied element by element: any dtype
      nearest_row(source + offset[0], out, w, g.out[2], r > begin && offset[0] == previous_offset ? out - g.out[2] : nullptr);
      previous_offset = offset[0];
      continue;
    }
    if (rows == 1 && weight[0] == W(1)) {  // 1-D: the source row itself
      gather_row(source + offset[0], out, w, g.out[2]);
      continue;
    }
    for (int k = 0; k < rows; ++k) rows_read[k] = resampled.row(source + offset[k], w);
    blend_rows(rows_read, weight, rows, out, g.out[2]);
  }
}

// buffer[index] += weight * g over the K taps of each o in [begin, end).
template <int K, typename T, typename W>
void scatter_taps(const T* gy, W* buffer, const AxisTaps<W>& w, int64_t begin, int64_t end) {
  const int64_t* index = w.index.data();
  const W* weight = w.weight.data();
  for (int64_t o = begin; o < end; ++o) {
    const W g = static_cast<W>(gy[o]);
    for (int c = 0; c < K; ++c) buffer[index[o * K + c]] += weight[o * K + c] * g;
  }
}

// The periodic outputs' share, a phase and a tap at a time: no two outputs
// of one pass add to the same source, so the passes are plain loops.
// P and Q: the period and step when known at compile time (x2), else 0.
template <int K, int64_t P, int64_t Q, typename T, typename W>
void scatter_phases(const T* gy, W* buffer, const AxisTaps<W>& w) {
  const int64_t p = P != 0 ? P : w.period, q = Q != 0 ? Q : w.step;
  for (int64_t o = w.periodic_begin; o < w.periodic_begin + p; ++o) {
    const int64_t n = (w.periodic_end - o + p - 1) / p;
    for (int c = 0; c < K; ++c) {
      W* sums = buffer + w.index[static_cast<size_t>(o * K + c)];
      const W weight = w.weight[static_cast<size_t>(o * K + c)];
      for (int64_t i = 0; i < n; ++i) sums[q * i] += weight * static_cast<W>(gy[o + p * i]);
    }
  }
}

template <int K, typename T, typename W>
void scatter_row(const T* gy, W* buffer, const AxisTaps<W>& w, int64_t width) {
  if (w.period == 0) return scatter_taps<K>(gy, buffer, w, 0, width);
  scatter_taps<K>(gy, buffer, w, 0, w.periodic_begin);
  if (w.period == 2 && w.step == 1) {
    scatter_phases<K, 2, 1>(gy, buffer, w);
  } else {
    scatter_phases<K, 0, 0>(gy, buffer, w);
  }
  scatter_taps<K>(gy, buffer, w, w.periodic_end, width);
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

// grad_output's rows read where they lie: a gradient that is a broadcast
// (every `.sum().backward()` starts with one) or a view is not first copied
// whole; a row that is not contiguous is copied into a row buffer.
template <typename T>
struct GradRows {
  const T* data;
  int64_t channels, stride_n, stride_c, stride_d, stride_h, stride_w;

  GradRows(const Tensor& grad_output, size_t spatial) : data(grad_output.data<T>()), channels(grad_output.sizes()[1]) {
    const DimVector& s = grad_output.strides();
    int64_t at[3] = {0, 0, 0};
    for (size_t k = 0; k < spatial; ++k) at[3 - spatial + k] = s[k + 2];
    stride_n = s[0], stride_c = s[1], stride_d = at[0], stride_h = at[1], stride_w = at[2];
  }
  const T* plane(int64_t p) const { return data + p / channels * stride_n + p % channels * stride_c; }
  const T* row(const T* plane, int64_t od, int64_t oh, int64_t width, T* buffer) const {
    const T* start = plane + od * stride_d + oh * stride_h;
    if (stride_w == 1) return start;
    if (stride_w == 0) {
      std::fill(buffer, buffer + width, *start);
      return buffer;
    }
    for (int64_t o = 0; o < width; ++o) buffer[o] = start[o * stride_w];
    return buffer;
  }
};

template <typename T, typename W>
void backward_planes(const GradRows<T>& gy, T* gx, const Geometry& g, const Taps<W>& t, int64_t begin, int64_t end) {
  const AxisTaps<W>& w = t.axis[2];
  const int64_t in_plane = g.in[0] * g.in[1] * g.in[2];
  constexpr bool in_place = std::is_same_v<T, W>;
  std::vector<W> plane_sums(in_place ? 0 : static_cast<size_t>(in_plane));
  std::vector<W> scattered(static_cast<size_t>(g.in[2]));
  std::vector<T> gy_buffer(static_cast<size_t>(g.out[2]));
  const int rows = t.rows;
  for (int64_t p = begin; p < end; ++p) {
    W* sums;
    if constexpr (in_place) {
      sums = gx + p * in_plane;
    } else {
      sums = plane_sums.data();
    }
    std::fill(sums, sums + in_plane, W(0));
    const T* gy_plane = gy.plane(p);
    for (int64_t od = 0; od < g.out[0]; ++od)
      for (int64_t oh = 0; oh < g.out[1]; ++oh) {
        const T* gy_row = gy.row(gy_plane, od, oh, g.out[2], gy_buffer.data());
        const int64_t* offset = t.row_offset.data() + (od * g.out[1] + oh) * rows;
        const W* weight = t.row_weight.data() + (od * g.out[1] + oh) * rows;
        if (w.weight.empty()) {  // nearest: one source row, weight 1, summed into directly
          nearest_row_backward(gy_row, sums + offset[0], w, g.out[2]);
          continue;
        }
        W* b = scattered.data();
        std::fill(b, b + g.in[2], W(0));
        if (w.taps == 2) {
          scatter_row<2>(gy_row, b, w, g.out[2]);
        } else {
          scatter_row<4>(gy_row, b, w, g.out[2]);
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
    const GradRows<scalar_t> gy(grad_output, g.spatial);
    scalar_t* gxp = gx.data<scalar_t>();
    const int64_t per_plane = g.out[0] * g.out[1] * (g.out[2] * t.axis[2].taps + g.in[2]);
    parallel_for(0, g.planes, grain_of(per_plane), [&](int64_t lo, int64_t hi) {
      backward_planes(gy, gxp, g, t, lo, hi);
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
