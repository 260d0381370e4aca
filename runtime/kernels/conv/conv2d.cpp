// conv2d and its two gradients, as im2col + one BLAS gemm per group and
// chunk of samples: the columns of a chunk sit side by side, so small images
// still make one product of useful size instead of one tiny one per sample.
#include <algorithm>
#include <climits>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "generated/runtime/kernels_conv.h"
#include "runtime/error.h"
#include "runtime/kernels/blas.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/conv/geometry.h"
#include "runtime/kernels/conv/onednn.h"
#include "runtime/kernels/reducers.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// Parameters beyond this are refused before any size arithmetic can overflow.
constexpr int64_t kMaxParam = int64_t{1} << 31;
// Elements of im2col buffer per chunk of samples (at least one sample).
constexpr int64_t kColumnBudget = int64_t{1} << 22;

struct ConvParams {
  DimVector stride, padding, dilation;
};

ConvParams check_params(const DimVector& stride_arg, const DimVector& padding_arg, const DimVector& dilation_arg,
                        int64_t groups, const char* op) {
  ConvParams p{expand_conv_param(stride_arg, 2, "stride", op), expand_conv_param(padding_arg, 2, "padding", op),
               expand_conv_param(dilation_arg, 2, "dilation", op)};
  for (int64_t s : p.stride) YATEN_CHECK(s > 0, op, ": non-positive stride is not supported");
  for (int64_t x : p.padding) YATEN_CHECK(x >= 0, op, ": negative padding is not supported");
  for (int64_t d : p.dilation) YATEN_CHECK(d > 0, op, ": dilation should be greater than zero");
  YATEN_CHECK(groups > 0, op, ": non-positive groups is not supported");
  for (const DimVector* v : {&p.stride, &p.padding, &p.dilation})
    for (int64_t x : *v) YATEN_CHECK(x < kMaxParam, op, ": stride, padding and dilation must be below 2^31, got ", x);
  return p;
}

// Checks input and weight sizes against each other and computes the output size.
ConvGeometry geometry(const DimVector& input, const DimVector& weight, const DimVector& stride,
                      const DimVector& padding, const DimVector& dilation, int64_t groups, const char* op) {
  const ConvParams p = check_params(stride, padding, dilation, groups, op);
  YATEN_CHECK(input.size() == 3 || input.size() == 4, op, ": Expected 3D (unbatched) or 4D (batched) input to conv2d, but got input of size: ",
              shape_str(input));
  YATEN_CHECK(weight.size() == 4, op, ": weight should have 4 dimensions (out_channels, in_channels / groups, kH, kW), got weight of size ",
              shape_str(weight));
  for (int64_t s : input) YATEN_CHECK(s < kMaxParam, op, ": input of size ", shape_str(input), " is too large");
  for (int64_t s : weight) YATEN_CHECK(s < kMaxParam, op, ": weight of size ", shape_str(weight), " is too large");
  YATEN_CHECK(groups < kMaxParam, op, ": groups must be below 2^31, got ", groups);
  ConvGeometry g;
  g.batched = input.size() == 4;
  size_t i = 0;
  g.n = g.batched ? input[i++] : 1;
  g.c = input[i++];
  g.h = input[i++];
  g.w = input[i];
  g.o = weight[0];
  g.kh = weight[2];
  g.kw = weight[3];
  g.sh = p.stride[0], g.sw = p.stride[1], g.ph = p.padding[0], g.pw = p.padding[1];
  g.dh = p.dilation[0], g.dw = p.dilation[1];
  g.groups = groups;
  YATEN_CHECK(g.o % groups == 0, op, ": Given groups=", groups, ", expected weight to be divisible by ", groups,
              " at dimension 0, but got weight of size ", shape_str(weight), " instead");
  YATEN_CHECK(weight[1] * groups == g.c, op, ": Given groups=", groups, ", weight of size ", shape_str(weight),
              ", expected input", shape_str(input), " to have ", weight[1] * groups, " channels, but got ", g.c,
              " channels instead");
  const int64_t padded_h = g.h + 2 * g.ph, padded_w = g.w + 2 * g.pw;
  const int64_t ext_h = g.dh * (g.kh - 1) + 1, ext_w = g.dw * (g.kw - 1) + 1;
  YATEN_CHECK(g.kh > 0 && g.kw > 0 && padded_h >= ext_h && padded_w >= ext_w, op,
              ": Calculated padded input size per channel: (", padded_h, " x ", padded_w, "). Kernel size: (", ext_h,
              " x ", ext_w, "). Kernel size can't be greater than actual input size");
  g.oh = (padded_h - ext_h) / g.sh + 1;
  g.ow = (padded_w - ext_w) / g.sw + 1;
  return g;
}

// Output positions o in [0, out) whose input index o * stride - pad + offset
// lies in [0, in): one contiguous range, so the copy loops need no per-element test.
struct ValidRange {
  int64_t lo, hi;
};

ValidRange valid_range(int64_t out, int64_t in, int64_t stride, int64_t pad, int64_t offset) {
  const int64_t first = offset - pad;  // input index of output 0
  const int64_t lo = first >= 0 ? 0 : (-first + stride - 1) / stride;
  const int64_t hi = first >= in ? 0 : (in - 1 - first) / stride + 1;
  return {std::min(lo, out), std::clamp(hi, std::min(lo, out), out)};
}

// Small outputs go through a copy of each input plane with its padding
// written out as zeros: for each kernel tap (i, j) and output position, the
// offset it reads in that padded plane is in a table, and im2col is a gather
// without tests (col2im a scatter-add). Their rows are too short to copy in
// runs. No table when the outputs are large enough for runs.
struct TapOffsets {
  int64_t padded_h = 0, padded_w = 0;
  bool unit_steps = false;  // stride and dilation 1: each tap reads rows of ow in a row
  std::vector<int64_t> offsets;  // (kh * kw) x l
  bool empty() const { return offsets.empty(); }
  const int64_t* of_tap(int64_t t, int64_t l) const { return offsets.data() + t * l; }
};
constexpr int64_t kMaxTapOffsets = int64_t{1} << 16;

TapOffsets tap_offsets(const ConvGeometry& g) {
  TapOffsets taps;
  if (g.ow >= 16 || g.kh * g.kw * g.l() > kMaxTapOffsets) return taps;
  taps.padded_h = g.h + 2 * g.ph;
  taps.padded_w = g.w + 2 * g.pw;
  taps.unit_steps = g.sh == 1 && g.sw == 1 && g.dh == 1 && g.dw == 1;
  taps.offsets.reserve(static_cast<size_t>(g.kh * g.kw * g.l()));
  for (int64_t i = 0; i < g.kh; ++i)
    for (int64_t j = 0; j < g.kw; ++j)
      for (int64_t oy = 0; oy < g.oh; ++oy)
        for (int64_t ox = 0; ox < g.ow; ++ox)
          taps.offsets.push_back((oy * g.sh + i * g.dh) * taps.padded_w + ox * g.sw + j * g.dw);
  return taps;
}

struct Assign {
  template <typename T>
  void operator()(T& dst, T v) const { dst = v; }
};
struct Add {
  template <typename T>
  void operator()(T& dst, T v) const { dst += v; }
};

// dst[i] op= src[i] for a row of a small output: widths 4 and 8 (8x8 and
// 4x4 images) get loops of fixed length, which compile to a vector or two.
template <typename T, typename Op>
inline void short_run(const T* __restrict src, T* __restrict dst, int64_t n, Op op) {
  if (n == 4) {
    for (int k = 0; k < 4; ++k) op(dst[k], src[k]);
  } else if (n == 8) {
    for (int k = 0; k < 8; ++k) op(dst[k], src[k]);
  } else {
    for (int64_t k = 0; k < n; ++k) op(dst[k], src[k]);
  }
}

// Zero-padded copies of a block of planes. Each plane is written whole
// before any is read: a load that partly overlaps a store still in flight
// (the padded rows are read at shifts of one element) waits for that store,
// and a block puts many planes between a plane's writes and its reads.
template <typename T>
class PaddedPlanes {
 public:
  static constexpr int64_t kBlock = 64;
  PaddedPlanes(const ConvGeometry& g, const TapOffsets& taps)
      : g_(g), w_(taps.padded_w), size_(taps.padded_h * taps.padded_w), data_(static_cast<size_t>(kBlock * size_)) {}
  void zero(int64_t count) { std::fill(data_.begin(), data_.begin() + count * size_, T(0)); }
  T* plane(int64_t q) { return data_.data() + q * size_; }
  void load(int64_t q, const T* src) {
    for (int64_t y = 0; y < g_.h; ++y) short_run(src + y * g_.w, interior(q, y), g_.w, Assign{});
  }
  void store(int64_t q, T* dst) {
    for (int64_t y = 0; y < g_.h; ++y) short_run(interior(q, y), dst + y * g_.w, g_.w, Assign{});
  }

 private:
  T* interior(int64_t q, int64_t y) { return plane(q) + (y + g_.ph) * w_ + g_.pw; }
  const ConvGeometry& g_;
  int64_t w_, size_;
  std::vector<T> data_;
};

// Plane q of a chunk (sample n0 + q / cg, channel q % cg of group gi): its
// offset in an (n, c, h, w) tensor, and in the chunk's columns.
int64_t plane_offset(const ConvGeometry& g, int64_t n0, int64_t gi, int64_t q) {
  return ((n0 + q / g.cg()) * g.c + gi * g.cg() + q % g.cg()) * g.h * g.w;
}
int64_t cols_offset(const ConvGeometry& g, int64_t row_len, int64_t q) {
  return (q % g.cg()) * g.kh * g.kw * row_len + (q / g.cg()) * g.l();
}

// Runs f(first, count) over the planes [lo, hi) a block at a time.
template <typename F>
void by_blocks(int64_t lo, int64_t hi, int64_t block, const F& f) {
  for (int64_t first = lo; first < hi; first += block) f(first, std::min(block, hi - first));
}

// cols (k x nb * l) for samples [n0, n0 + nb) of group gi; x is contiguous (n, c, h, w).
template <typename T>
void im2col(const T* x, T* cols, const ConvGeometry& g, const TapOffsets& taps, int64_t n0, int64_t nb, int64_t gi) {
  const int64_t l = g.l(), row_len = nb * l;
  if (!taps.empty()) {
    const int64_t per_plane = std::max<int64_t>(1, g.kh * g.kw * l);
    parallel_for(0, nb * g.cg(), std::max<int64_t>(1, kGrainSize / per_plane), [&](int64_t lo, int64_t hi) {
      PaddedPlanes<T> padded(g, taps);
      by_blocks(lo, hi, PaddedPlanes<T>::kBlock, [&](int64_t first, int64_t count) {
        padded.zero(count);
        for (int64_t q = 0; q < count; ++q) padded.load(q, x + plane_offset(g, n0, gi, first + q));
        for (int64_t q = 0; q < count; ++q) {
          const T* in = padded.plane(q);
          T* out = cols + cols_offset(g, row_len, first + q);
          if (taps.unit_steps) {  // each tap's window is a block of rows: copy them
            for (int64_t i = 0; i < g.kh; ++i)
              for (int64_t j = 0; j < g.kw; ++j, out += row_len)
                for (int64_t oy = 0; oy < g.oh; ++oy)
                  short_run(in + (i + oy) * taps.padded_w + j, out + oy * g.ow, g.ow, Assign{});
            continue;
          }
          for (int64_t t = 0; t < g.kh * g.kw; ++t, out += row_len) {
            const int64_t* tap = taps.of_tap(t, l);
            for (int64_t p = 0; p < l; ++p) out[p] = in[tap[p]];
          }
        }
      });
    });
    return;
  }
  parallel_for(0, g.k(), std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, row_len)), [&](int64_t lo, int64_t hi) {
    for (int64_t r = lo; r < hi; ++r) {
      const int64_t j = r % g.kw, i = (r / g.kw) % g.kh, ci = r / (g.kw * g.kh) + gi * g.cg();
      const ValidRange ys = valid_range(g.oh, g.h, g.sh, g.ph, i * g.dh);
      const ValidRange xs = valid_range(g.ow, g.w, g.sw, g.pw, j * g.dw);
      T* dst = cols + r * row_len;
      for (int64_t s = 0; s < nb; ++s) {
        const T* plane = x + ((n0 + s) * g.c + ci) * g.h * g.w;
        T* out = dst + s * l;
        std::fill(out, out + ys.lo * g.ow, T(0));
        for (int64_t oy = ys.lo; oy < ys.hi; ++oy) {
          T* row = out + oy * g.ow;
          std::fill(row, row + xs.lo, T(0));
          std::fill(row + xs.hi, row + g.ow, T(0));
          if (xs.lo == xs.hi) continue;
          const T* src = plane + (oy * g.sh - g.ph + i * g.dh) * g.w + (xs.lo * g.sw - g.pw + j * g.dw);
          if (g.sw == 1) {
            std::copy(src, src + (xs.hi - xs.lo), row + xs.lo);
          } else {
            for (int64_t ox = xs.lo; ox < xs.hi; ++ox) row[ox] = src[(ox - xs.lo) * g.sw];
          }
        }
        std::fill(out + ys.hi * g.ow, out + l, T(0));
      }
    }
  });
}

// The adjoint of im2col: adds cols into dx (contiguous (n, c, h, w), zeroed).
template <typename T>
void col2im(const T* cols, T* dx, const ConvGeometry& g, const TapOffsets& taps, int64_t n0, int64_t nb, int64_t gi) {
  const int64_t l = g.l(), row_len = nb * l;
  // Parallel over (sample, channel) planes: each writes only its own plane.
  const int64_t per_plane = std::max<int64_t>(1, g.kh * g.kw * l);
  if (!taps.empty()) {
    parallel_for(0, nb * g.cg(), std::max<int64_t>(1, kGrainSize / per_plane), [&](int64_t lo, int64_t hi) {
      PaddedPlanes<T> padded(g, taps);
      by_blocks(lo, hi, PaddedPlanes<T>::kBlock, [&](int64_t first, int64_t count) {
        padded.zero(count);
        // Plane after plane for each tap, so that a plane's sums, added to at
        // a shift of one element by the next tap, are not still in flight.
        for (int64_t t = 0; t < g.kh * g.kw; ++t) {
          const int64_t i = t / g.kw, j = t % g.kw;
          for (int64_t q = 0; q < count; ++q) {
            T* sums = padded.plane(q);
            const T* src = cols + cols_offset(g, row_len, first + q) + t * row_len;
            if (taps.unit_steps) {
              for (int64_t oy = 0; oy < g.oh; ++oy)
                short_run(src + oy * g.ow, sums + (i + oy) * taps.padded_w + j, g.ow, Add{});
              continue;
            }
            const int64_t* tap = taps.of_tap(t, l);
            for (int64_t p = 0; p < l; ++p) sums[tap[p]] += src[p];
          }
        }
        for (int64_t q = 0; q < count; ++q) padded.store(q, dx + plane_offset(g, n0, gi, first + q));  // planes no other q writes
      });
    });
    return;
  }
  parallel_for(0, nb * g.cg(), std::max<int64_t>(1, kGrainSize / per_plane), [&](int64_t lo, int64_t hi) {
    for (int64_t p = lo; p < hi; ++p) {
      const int64_t s = p / g.cg(), cl = p % g.cg();
      T* plane = dx + plane_offset(g, n0, gi, p);
      for (int64_t i = 0; i < g.kh; ++i) {
        const ValidRange ys = valid_range(g.oh, g.h, g.sh, g.ph, i * g.dh);
        for (int64_t j = 0; j < g.kw; ++j) {
          const ValidRange xs = valid_range(g.ow, g.w, g.sw, g.pw, j * g.dw);
          if (xs.lo == xs.hi) continue;
          const T* src = cols + ((cl * g.kh + i) * g.kw + j) * row_len + s * l;
          for (int64_t oy = ys.lo; oy < ys.hi; ++oy) {
            T* row = plane + (oy * g.sh - g.ph + i * g.dh) * g.w + (xs.lo * g.sw - g.pw + j * g.dw);
            const T* in = src + oy * g.ow;
            for (int64_t ox = xs.lo; ox < xs.hi; ++ox) row[(ox - xs.lo) * g.sw] += in[ox];
          }
        }
      }
    }
  });
}

// c (m x n) = op(a) @ op(b) (+ c when accumulate), all contiguous row-major.
template <typename T>
void gemm(bool ta, bool tb, int64_t m, int64_t n, int64_t k, const T* a, const T* b, T* c, bool accumulate) {
  if (m == 0 || n == 0) return;
  if (k == 0) {
    if (!accumulate) std::fill(c, c + m * n, T(0));
    return;
  }
  YATEN_CHECK(m <= INT_MAX && n <= INT_MAX && k <= INT_MAX, "conv2d: matrix too large for BLAS");
  blas::gemm(ta, tb, m, n, k, T(1), a, ta ? m : k, b, tb ? k : n, accumulate ? T(1) : T(0), c, n);
}

// Scratch that is written before it is read: no zero fill as std::vector's.
template <typename T>
std::unique_ptr<T[]> scratch(int64_t n) {
  return std::unique_ptr<T[]>(new T[static_cast<size_t>(n)]);
}

// Runs f(lo, hi, chunk) over the samples [0, n): f works through its samples
// chunk at a time, one gemm per chunk and group. Where one sample's product
// is small, the samples are split across our threads and a chunk is kept
// small enough that OpenBLAS computes it on the calling thread: its thread
// pool and ours would otherwise spin against each other on the same cores.
// A larger sample runs on this thread with OpenBLAS threading each product.
template <typename F>
void over_samples(const ConvGeometry& g, const F& f) {
  const int64_t per_sample = std::max<int64_t>(1, g.og() * g.k() * g.l());  // multiply-adds of one gemm
  const int64_t by_columns = kColumnBudget / std::max<int64_t>(1, g.k() * g.l());
  if (per_sample > blas::kSingleThreadedGemmVolume) {
    f(int64_t{0}, g.n, std::clamp<int64_t>(by_columns, 1, g.n));
    return;
  }
  const int64_t chunk = std::clamp<int64_t>(std::min(blas::kSingleThreadedGemmVolume / per_sample, by_columns), 1, g.n);
  const int64_t grain = std::max<int64_t>(chunk, kGrainSize * 4 / per_sample);
  parallel_for(0, g.n, grain, [&](int64_t lo, int64_t hi) { f(lo, hi, chunk); });
}

template <typename T>
void conv_forward(const ConvGeometry& g, const T* x, const T* w, const T* bias, T* y) {
  const int64_t l = g.l(), og = g.og(), k = g.k();
  const TapOffsets taps = tap_offsets(g);
  over_samples(g, [&](int64_t lo, int64_t hi, int64_t chunk) {
    auto cols = scratch<T>(k * chunk * l), prod = scratch<T>(og * chunk * l);
    for (int64_t n0 = lo; n0 < hi; n0 += chunk) {
      const int64_t nb = std::min(chunk, hi - n0);
      for (int64_t gi = 0; gi < g.groups; ++gi) {
        im2col(x, cols.get(), g, taps, n0, nb, gi);
        gemm<T>(false, false, og, nb * l, k, w + gi * og * k, cols.get(), prod.get(), false);
        for (int64_t s = 0; s < nb; ++s)
          for (int64_t oc = 0; oc < og; ++oc) {
            T* dst = y + ((n0 + s) * g.o + gi * og + oc) * l;
            const T* src = prod.get() + oc * nb * l + s * l;
            const T b = bias ? bias[gi * og + oc] : T(0);
            for (int64_t p = 0; p < l; ++p) dst[p] = src[p] + b;
          }
      }
    }
  });
}

// gy of samples [n0, n0 + nb), group gi, as a (og x nb * l) matrix.
template <typename T>
void gather_grad(const T* gy, T* dst, const ConvGeometry& g, int64_t n0, int64_t nb, int64_t gi) {
  const int64_t l = g.l(), og = g.og();
  for (int64_t oc = 0; oc < og; ++oc)
    for (int64_t s = 0; s < nb; ++s)
      std::memcpy(dst + oc * nb * l + s * l, gy + ((n0 + s) * g.o + gi * og + oc) * l, sizeof(T) * l);
}

template <typename T>
void conv_backward_input(const ConvGeometry& g, const T* gy, const T* w, T* dx) {
  const int64_t l = g.l(), og = g.og(), k = g.k(), plane = g.c * g.h * g.w;
  const TapOffsets taps = tap_offsets(g);
  over_samples(g, [&](int64_t lo, int64_t hi, int64_t chunk) {
    auto cols = scratch<T>(k * chunk * l), grad = scratch<T>(og * chunk * l);
    std::fill(dx + lo * plane, dx + hi * plane, T(0));
    for (int64_t n0 = lo; n0 < hi; n0 += chunk) {
      const int64_t nb = std::min(chunk, hi - n0);
      for (int64_t gi = 0; gi < g.groups; ++gi) {
        gather_grad(gy, grad.get(), g, n0, nb, gi);
        gemm<T>(true, false, k, nb * l, og, w + gi * og * k, grad.get(), cols.get(), false);
        col2im(cols.get(), dx, g, taps, n0, nb, gi);
      }
    }
  });
}

// Each range of samples sums its own partial weight gradient; the partials
// are added in sample order, so the result does not depend on thread timing.
template <typename T>
void conv_backward_weight(const ConvGeometry& g, const T* gy, const T* x, T* dw) {
  const int64_t l = g.l(), og = g.og(), k = g.k(), size = g.o * k;
  std::mutex partials_mutex;
  std::vector<std::pair<int64_t, std::vector<T>>> partials;
  const TapOffsets taps = tap_offsets(g);
  over_samples(g, [&](int64_t lo, int64_t hi, int64_t chunk) {
    auto cols = scratch<T>(k * chunk * l), grad = scratch<T>(og * chunk * l);
    std::vector<T> partial(static_cast<size_t>(size), T(0));
    for (int64_t n0 = lo; n0 < hi; n0 += chunk) {
      const int64_t nb = std::min(chunk, hi - n0);
      for (int64_t gi = 0; gi < g.groups; ++gi) {
        gather_grad(gy, grad.get(), g, n0, nb, gi);
        im2col(x, cols.get(), g, taps, n0, nb, gi);
        gemm<T>(false, true, og, k, nb * l, grad.get(), cols.get(), partial.data() + gi * og * k, true);
      }
    }
    std::lock_guard<std::mutex> lock(partials_mutex);
    partials.emplace_back(lo, std::move(partial));
  });
  std::sort(partials.begin(), partials.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::fill(dw, dw + size, T(0));
  for (const auto& [lo, partial] : partials)
    for (int64_t i = 0; i < size; ++i) dw[i] += partial[i];
}

void check_same_dtype(const Tensor& a, const Tensor& b, const char* op) {
  YATEN_CHECK(a.dtype() == b.dtype(), op, ": expected scalar type ", torch_dtype_name(a.dtype()), " but found ",
              torch_dtype_name(b.dtype()));
}

void check_floating(const Tensor& t, const char* op) {
  YATEN_CHECK(is_floating(t.dtype()), op, ": \"slow_conv2d_cpu\" not implemented for '", torch_dtype_name(t.dtype()),
              "'");
}

void check_grad_output(const Tensor& grad_output, const ConvGeometry& g, const char* op) {
  YATEN_CHECK(grad_output.sizes() == g.output_sizes(), op, ": expected grad_output of size ",
              shape_str(g.output_sizes()), ", got ", shape_str(grad_output.sizes()));
}

// bfloat16 convolutions compute in float32 (through BLAS) and round once, as
// PyTorch's CPU gemm accumulates them in float.
Tensor as_float32(const Tensor& t) { return t.defined() ? to_dtype(t, ScalarType::Float32) : t; }
Tensor as_bfloat16(const Tensor& t) { return to_dtype(t, ScalarType::BFloat16); }

}  // namespace

Tensor conv2d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
              const DimVector& padding, const DimVector& dilation, int64_t groups) {
  ConvGeometry g = geometry(input.sizes(), weight.sizes(), stride, padding, dilation, groups, "conv2d");
  check_floating(input, "conv2d");
  check_same_dtype(input, weight, "conv2d");
  if (bias.defined()) {
    YATEN_CHECK(bias.dim() == 1 && bias.numel() == g.o, "conv2d: Given weight of size ", shape_str(weight.sizes()),
                ", expected bias to be 1-dimensional with ", g.o, " elements, but got bias of size ",
                shape_str(bias.sizes()), " instead");
    check_same_dtype(input, bias, "conv2d");
  }
  if (input.dtype() == ScalarType::BFloat16)
    return as_bfloat16(conv2d(as_float32(input), as_float32(weight), as_float32(bias), stride, padding, dilation, groups));
  Tensor out = Tensor::empty(g.output_sizes(), input.dtype());
  if (out.numel() == 0) return out;
  Tensor x = contiguous(input), w = contiguous(weight), b = bias.defined() ? contiguous(bias) : Tensor();
  if (input.dtype() == ScalarType::Float32 &&
      onednn::conv_forward(g, x.data<float>(), w.data<float>(), b.defined() ? b.data<float>() : nullptr,
                           out.data<float>()))
    return out;
  YATEN_DISPATCH_FLOATING(input.dtype(), "conv2d", [&] {
    conv_forward<scalar_t>(g, x.data<scalar_t>(), w.data<scalar_t>(), b.defined() ? b.data<scalar_t>() : nullptr,
                           out.data<scalar_t>());
  });
  return out;
}

Tensor conv2d_backward_input(const Tensor& grad_output, const Tensor& weight, const DimVector& input_size,
                             const DimVector& stride, const DimVector& padding, const DimVector& dilation,
                             int64_t groups) {
  const char* op = "conv2d_backward_input";
  for (int64_t s : input_size) YATEN_CHECK(s >= 0, op, ": negative input size ", shape_str(input_size));
  ConvGeometry g = geometry(input_size, weight.sizes(), stride, padding, dilation, groups, op);
  check_grad_output(grad_output, g, op);
  check_floating(grad_output, op);
  check_same_dtype(grad_output, weight, op);
  if (grad_output.dtype() == ScalarType::BFloat16)
    return as_bfloat16(conv2d_backward_input(as_float32(grad_output), as_float32(weight), input_size, stride, padding,
                                             dilation, groups));
  Tensor dx = Tensor::empty(g.input_sizes(), grad_output.dtype());
  if (dx.numel() == 0) return dx;
  Tensor gy = contiguous(grad_output), w = contiguous(weight);
  if (grad_output.dtype() == ScalarType::Float32 &&
      onednn::conv_backward_input(g, gy.data<float>(), w.data<float>(), dx.data<float>()))
    return dx;
  YATEN_DISPATCH_FLOATING(grad_output.dtype(), op, [&] {
    conv_backward_input<scalar_t>(g, gy.data<scalar_t>(), w.data<scalar_t>(), dx.data<scalar_t>());
  });
  return dx;
}

Tensor conv2d_backward_weight(const Tensor& grad_output, const Tensor& input, const DimVector& weight_size,
                              const DimVector& stride, const DimVector& padding, const DimVector& dilation,
                              int64_t groups) {
  const char* op = "conv2d_backward_weight";
  for (int64_t s : weight_size) YATEN_CHECK(s >= 0, op, ": negative weight size ", shape_str(weight_size));
  ConvGeometry g = geometry(input.sizes(), weight_size, stride, padding, dilation, groups, op);
  check_grad_output(grad_output, g, op);
  check_floating(grad_output, op);
  check_same_dtype(grad_output, input, op);
  if (grad_output.dtype() == ScalarType::BFloat16)
    return as_bfloat16(conv2d_backward_weight(as_float32(grad_output), as_float32(input), weight_size, stride, padding,
                                              dilation, groups));
  Tensor dw = Tensor::empty(weight_size, grad_output.dtype());
  if (dw.numel() == 0) return dw;
  Tensor gy = contiguous(grad_output), x = contiguous(input);
  if (grad_output.dtype() == ScalarType::Float32 &&
      onednn::conv_backward_weight(g, gy.data<float>(), x.data<float>(), dw.data<float>()))
    return dw;
  YATEN_DISPATCH_FLOATING(grad_output.dtype(), op, [&] {
    conv_backward_weight<scalar_t>(g, gy.data<scalar_t>(), x.data<scalar_t>(), dw.data<scalar_t>());
  });
  return dw;
}

Tensor conv2d_backward_bias(const Tensor& grad_output, const Tensor& input, const Tensor& weight) {
  const char* op = "conv2d_backward_bias";
  YATEN_CHECK(grad_output.dim() == 3 || grad_output.dim() == 4, op, ": expected grad_output of 3 or 4 dims, got ",
              shape_str(grad_output.sizes()));
  YATEN_CHECK(input.dim() == grad_output.dim() && weight.dim() == 4 &&
                  weight.sizes()[0] == grad_output.sizes()[grad_output.dim() - 3],
              op, ": grad_output of size ", shape_str(grad_output.sizes()), " does not match input of size ",
              shape_str(input.sizes()), " and weight of size ", shape_str(weight.sizes()));
  check_floating(grad_output, op);
  const bool batched = grad_output.dim() == 4;
  const DimVector& s = grad_output.sizes();
  const int64_t n = batched ? s[0] : 1, c = s[s.size() - 3], l = s[s.size() - 1] * s[s.size() - 2];
  Tensor db = Tensor::empty({c}, grad_output.dtype());
  if (c == 0) return db;
  Tensor gy = contiguous(grad_output);
  YATEN_DISPATCH_CASES(grad_output.dtype(), op, YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    const scalar_t* g = gy.data<scalar_t>();
    scalar_t* out = db.data<scalar_t>();
    const reduction::SumReducer<scalar_t> plane_sum;
    parallel_for(0, c, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, n * l)), [&](int64_t lo, int64_t hi) {
      for (int64_t ch = lo; ch < hi; ++ch) {
        double sum = 0;
        for (int64_t i = 0; i < n; ++i) sum = plane_sum.run(g + (i * c + ch) * l, l, 1, 0, sum);
        out[ch] = static_cast<scalar_t>(sum);
      }
    });
  });
  return db;
}

// float32 gradients of both the input and the weight go through oneDNN in
// one pass per chunk (one reorder of grad_output for both primitives, the
// bias summed by the weight's); anything else, each kernel above on its own.
std::tuple<Tensor, Tensor, Tensor> conv2d_backward(const Tensor& grad_output, const Tensor& input, const Tensor& weight,
                                                   const DimVector& stride, const DimVector& padding,
                                                   const DimVector& dilation, int64_t groups, bool input_grad,
                                                   bool weight_grad, bool bias_grad) {
  const auto is_float32 = [](const Tensor& t) { return t.dtype() == ScalarType::Float32; };
  if (input_grad && weight_grad && onednn::available() && is_float32(grad_output) && is_float32(input) &&
      is_float32(weight)) {
    const char* op = "conv2d_backward";
    const ConvGeometry g = geometry(input.sizes(), weight.sizes(), stride, padding, dilation, groups, op);
    check_grad_output(grad_output, g, op);
    Tensor dx = Tensor::empty(g.input_sizes(), ScalarType::Float32), dw = Tensor::empty(weight.sizes(), ScalarType::Float32);
    Tensor db = bias_grad ? Tensor::empty({g.o}, ScalarType::Float32) : Tensor();
    if (dx.numel() > 0 && dw.numel() > 0 && grad_output.numel() > 0) {
      Tensor gy = contiguous(grad_output), x = contiguous(input), w = contiguous(weight);
      if (onednn::conv_backward(g, gy.data<float>(), x.data<float>(), w.data<float>(), dx.data<float>(),
                                dw.data<float>(), bias_grad ? db.data<float>() : nullptr))
        return {dx, dw, db};
    }
  }
  return {input_grad ? conv2d_backward_input(grad_output, weight, input.sizes(), stride, padding, dilation, groups)
                     : Tensor(),
          weight_grad ? conv2d_backward_weight(grad_output, input, weight.sizes(), stride, padding, dilation, groups)
                      : Tensor(),
          bias_grad ? conv2d_backward_bias(grad_output, input, weight) : Tensor()};
}

}  // namespace yaten::kernels
