// 2-D pooling over (N, C, H, W) or (C, H, W) inputs: max_pool2d (with the
// flat H * W index of each maximum, from which its gradient is scattered),
// avg_pool2d and adaptive_avg_pool2d with their gradients. Each (n, c)
// plane is independent, so planes are the unit of parallel work.
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>

#include "generated/runtime/kernels_pooling.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

constexpr int64_t kMaxParam = int64_t{1} << 31;

struct PoolGeometry {
  bool batched = true;
  int64_t planes = 0, h = 0, w = 0, oh = 0, ow = 0;
  int64_t kh = 1, kw = 1, sh = 1, sw = 1, ph = 0, pw = 0, dh = 1, dw = 1;
  DimVector output_sizes;
};

// A list argument of 1 or 2 ints as (height, width).
std::pair<int64_t, int64_t> pair_of(const DimVector& v, const char* op, const char* what) {
  YATEN_CHECK(v.size() == 1 || v.size() == 2, op, ": ", what);
  for (int64_t x : v) YATEN_CHECK(x > -kMaxParam && x < kMaxParam, op, ": argument ", x, " is out of range");
  return {v[0], v.size() == 2 ? v[1] : v[0]};
}

int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

// PyTorch's pooling_output_shape.
int64_t pooled_size(int64_t in, int64_t k, int64_t pad, int64_t stride, int64_t dilation, bool ceil_mode) {
  int64_t out = floor_div(in + 2 * pad - dilation * (k - 1) - 1 + (ceil_mode ? stride - 1 : 0), stride) + 1;
  if (ceil_mode && (out - 1) * stride >= in + pad) --out;
  return out;
}

void check_input(const Tensor& input, const char* op) {
  bool ok = input.dim() == 3 || input.dim() == 4;
  for (int64_t d = input.dim() - 3; ok && d < input.dim(); ++d) ok = input.sizes()[d] != 0;
  YATEN_CHECK(ok, op, ": Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for input, but got: ",
              shape_str(input.sizes()));
}

PoolGeometry pool_geometry(const DimVector& in, const DimVector& kernel_size, const std::optional<DimVector>& stride,
                           const DimVector& padding, const DimVector& dilation, bool ceil_mode, const char* op) {
  auto [kh, kw] = pair_of(kernel_size, op, "kernel_size must either be a single int, or a tuple of two ints");
  std::pair<int64_t, int64_t> st{kh, kw};
  if (stride && !stride->empty())
    st = pair_of(*stride, op, "stride must either be omitted, a single int, or a tuple of two ints");
  auto [ph, pw] = pair_of(padding, op, "padding must either be a single int, or a tuple of two ints");
  auto [dh, dw] = pair_of(dilation, op, "dilation must be either a single int, or a tuple of two ints");
  PoolGeometry g;
  g.kh = kh, g.kw = kw, g.sh = st.first, g.sw = st.second, g.ph = ph, g.pw = pw, g.dh = dh, g.dw = dw;
  YATEN_CHECK(kh > 0 && kw > 0, op, ": kernel size should be greater than zero, but got kH: ", kh, " kW: ", kw);
  YATEN_CHECK(g.sh > 0 && g.sw > 0, op, ": stride should be greater than zero, but got dH: ", g.sh, " dW: ", g.sw);
  YATEN_CHECK(dh > 0 && dw > 0, op, ": dilation should be greater than zero, but got dilationH: ", dh,
              " dilationW: ", dw);
  YATEN_CHECK(ph >= 0 && pw >= 0, op, ": pad must be non-negative, but got padH: ", ph, " padW: ", pw);
  const bool h_ok = ph <= kh / 2;
  YATEN_CHECK(h_ok && pw <= kw / 2, op, ": pad should be at most half of kernel size, but got pad=", h_ok ? pw : ph,
              " and kernel_size=", h_ok ? kw : kh);
  const size_t nd = in.size();
  g.batched = nd == 4;
  g.planes = nd == 4 ? in[0] * in[1] : in[0];
  g.h = in[nd - 2];
  g.w = in[nd - 1];
  g.oh = pooled_size(g.h, kh, ph, g.sh, dh, ceil_mode);
  g.ow = pooled_size(g.w, kw, pw, g.sw, dw, ceil_mode);
  YATEN_CHECK(g.oh >= 1 && g.ow >= 1, op, ": Given input size: (", in[nd - 3], "x", g.h, "x", g.w,
              "). Calculated output size: (", in[nd - 3], "x", g.oh, "x", g.ow, "). Output size is too small");
  g.output_sizes = in;
  g.output_sizes[nd - 2] = g.oh;
  g.output_sizes[nd - 1] = g.ow;
  return g;
}

// Planes per parallel chunk: about kGrainSize reads of the input each.
int64_t plane_grain(const PoolGeometry& g) {
  const int64_t per_plane = std::max<int64_t>(1, std::max(g.h * g.w, g.oh * g.ow * g.kh * g.kw));
  return std::max<int64_t>(1, kGrainSize / per_plane);
}

// Folds v (at index i) into the running maximum: the largest value, or the last NaN, as PyTorch's.
template <typename T>
void take_max(T v, int64_t i, T& best, int64_t& best_i) {
  const bool take = (v > best) | (v != v);
  best = take ? v : best;
  best_i = take ? i : best_i;
}

// One row of 2x2 windows. Branches on the comparisons (a coin toss on real
// data) took a trained CNN's pool 5x the time they take on a ReLU output
// half of zeros, and the compiler branches on any chain of selects; so the
// maximum is taken as max instructions, its offset in the window (0, 1, w,
// w + 1: the first equal to it, as PyTorch's strict comparison keeps) in
// integer arithmetic, and a row holding a NaN (PyTorch's answer: the last
// NaN) is done again the slow way. Returns false for such a row.
template <typename T>
bool max_pool_2x2_row(const T* top, const T* bottom, T* y, int64_t* idx, int64_t ow, int64_t first, int64_t w) {
  int nan = 0;
  for (int64_t ox = 0; ox < ow; ++ox) {
    const T a = top[2 * ox], b = top[2 * ox + 1], c = bottom[2 * ox], d = bottom[2 * ox + 1];
    const T ab = a < b ? b : a, cd = c < d ? d : c, m = ab < cd ? cd : ab;
    nan |= (a != a) | (b != b) | (c != c) | (d != d);
    const int64_t not_a = a != m, not_b = b != m, not_c = c != m;
    // not a: 1 unless b, then w unless c, then w + 1.
    const int64_t after_b = w + not_c;
    const int64_t at = 2 * ox + not_a * (1 + not_b * (after_b - 1));
    y[ox] = top[at];  // m, or the zero of the sign the first maximum has
    idx[ox] = first + at;
  }
  return nan == 0;
}

template <typename T>
void max_pool_2x2_plane(const T* plane, T* y, int64_t* idx, const PoolGeometry& g) {
  for (int64_t oy = 0; oy < g.oh; ++oy) {
    const int64_t top = 2 * oy * g.w, bottom = top + g.w;
    T* y_row = y + oy * g.ow;
    int64_t* idx_row = idx + oy * g.ow;
    if (max_pool_2x2_row(plane + top, plane + bottom, y_row, idx_row, g.ow, top, g.w)) continue;
    for (int64_t ox = 0; ox < g.ow; ++ox) {
      const int64_t left = 2 * ox;
      T best = -std::numeric_limits<T>::infinity();
      int64_t best_i = top + left;
      take_max(plane[top + left], top + left, best, best_i);
      take_max(plane[top + left + 1], top + left + 1, best, best_i);
      take_max(plane[bottom + left], bottom + left, best, best_i);
      take_max(plane[bottom + left + 1], bottom + left + 1, best, best_i);
      y_row[ox] = best;
      idx_row[ox] = best_i;
    }
  }
}

template <typename T>
void max_pool_planes(const T* x, T* y, int64_t* idx, const PoolGeometry& geometry) {
  // A copy in locals: idx is an int64_t*, so through a reference every
  // store to it could change the geometry, and the compiler reloads it all.
  const PoolGeometry g = geometry;
  const int64_t per_plane = g.oh * g.ow * g.kh * g.kw;
  // MaxPool2d(2), the common case: every window inside the plane, unrolled.
  const bool plain_2x2 = g.kh == 2 && g.kw == 2 && g.sh == 2 && g.sw == 2 && g.ph == 0 && g.pw == 0 && g.dh == 1 &&
                         g.dw == 1 && 2 * g.oh <= g.h && 2 * g.ow <= g.w;
  parallel_for(0, g.planes, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, per_plane)), [&x, &y, &idx, g, plain_2x2](int64_t lo, int64_t hi) {
    for (int64_t p = lo; p < hi; ++p) {
      const T* plane = x + p * g.h * g.w;
      T* y_plane = y + p * g.oh * g.ow;
      int64_t* idx_plane = idx + p * g.oh * g.ow;
      if (plain_2x2) {
        max_pool_2x2_plane(plane, y_plane, idx_plane, g);
        continue;
      }
      for (int64_t oy = 0; oy < g.oh; ++oy)
        for (int64_t ox = 0; ox < g.ow; ++ox) {
          int64_t ys = oy * g.sh - g.ph, xs = ox * g.sw - g.pw;
          const int64_t ye = std::min(ys + (g.kh - 1) * g.dh + 1, g.h), xe = std::min(xs + (g.kw - 1) * g.dw + 1, g.w);
          while (ys < 0) ys += g.dh;
          while (xs < 0) xs += g.dw;
          int64_t best_i = ys * g.w + xs;
          T best = -std::numeric_limits<T>::infinity();
          // As PyTorch's: the largest value, or the last NaN. Selects, not
          // branches: on real data the comparison is a coin toss.
          for (int64_t yy = ys; yy < ye; yy += g.dh)
            for (int64_t xx = xs; xx < xe; xx += g.dw) {
              take_max(plane[yy * g.w + xx], yy * g.w + xx, best, best_i);
            }
          y_plane[oy * g.ow + ox] = best;
          idx_plane[oy * g.ow + ox] = best_i;
        }
    }
  });
}

// The window of output (oy, ox) clipped to the input, and its divisor.
struct AvgWindow {
  int64_t ys, ye, xs, xe, divisor;
};

AvgWindow avg_window(const PoolGeometry& g, int64_t oy, int64_t ox, bool count_include_pad,
                     std::optional<int64_t> divisor_override) {
  int64_t ys = oy * g.sh - g.ph, xs = ox * g.sw - g.pw;
  int64_t ye = std::min(ys + g.kh, g.h + g.ph), xe = std::min(xs + g.kw, g.w + g.pw);
  const int64_t pool_size = (ye - ys) * (xe - xs);
  ys = std::max<int64_t>(ys, 0), xs = std::max<int64_t>(xs, 0);
  ye = std::min(ye, g.h), xe = std::min(xe, g.w);
  int64_t divisor = divisor_override ? *divisor_override : count_include_pad ? pool_size : (ye - ys) * (xe - xs);
  return {ys, ye, xs, xe, divisor};
}

struct AvgArgs {
  PoolGeometry g;
  bool count_include_pad;
  std::optional<int64_t> divisor_override;
};

AvgArgs avg_args(const DimVector& in, const DimVector& kernel_size, const std::optional<DimVector>& stride,
                 const DimVector& padding, bool ceil_mode, bool count_include_pad,
                 std::optional<int64_t> divisor_override, const char* op) {
  YATEN_CHECK(!divisor_override || *divisor_override != 0, op, ": divisor must be not zero");
  return {pool_geometry(in, kernel_size, stride, padding, DimVector{1}, ceil_mode, op), count_include_pad,
          divisor_override};
}

template <typename T>
void avg_pool_planes(const T* x, T* y, const AvgArgs& a) {
  const PoolGeometry& g = a.g;
  parallel_for(0, g.planes, plane_grain(g), [&](int64_t lo, int64_t hi) {
    for (int64_t p = lo; p < hi; ++p) {
      const T* plane = x + p * g.h * g.w;
      for (int64_t oy = 0; oy < g.oh; ++oy)
        for (int64_t ox = 0; ox < g.ow; ++ox) {
          AvgWindow win = avg_window(g, oy, ox, a.count_include_pad, a.divisor_override);
          T sum = 0;
          for (int64_t yy = win.ys; yy < win.ye; ++yy)
            for (int64_t xx = win.xs; xx < win.xe; ++xx) sum += plane[yy * g.w + xx];
          y[(p * g.oh + oy) * g.ow + ox] =
              win.ys >= win.ye || win.xs >= win.xe ? T(0) : static_cast<T>(sum / static_cast<T>(win.divisor));
        }
    }
  });
}

template <typename T>
void avg_pool_backward_planes(const T* gy, T* gx, const AvgArgs& a) {
  const PoolGeometry& g = a.g;
  parallel_for(0, g.planes, plane_grain(g), [&](int64_t lo, int64_t hi) {
    for (int64_t p = lo; p < hi; ++p) {
      T* plane = gx + p * g.h * g.w;
      std::fill(plane, plane + g.h * g.w, T(0));
      for (int64_t oy = 0; oy < g.oh; ++oy)
        for (int64_t ox = 0; ox < g.ow; ++ox) {
          AvgWindow win = avg_window(g, oy, ox, a.count_include_pad, a.divisor_override);
          if (win.ys >= win.ye || win.xs >= win.xe) continue;
          const T share = gy[(p * g.oh + oy) * g.ow + ox] / static_cast<T>(win.divisor);
          for (int64_t yy = win.ys; yy < win.ye; ++yy)
            for (int64_t xx = win.xs; xx < win.xe; ++xx) plane[yy * g.w + xx] += share;
        }
    }
  });
}

void check_floating(const Tensor& t, const char* op) {
  YATEN_CHECK(is_floating(t.dtype()), op, ": not implemented for '", dtype_name(t.dtype()), "'");
}

void check_input_size(const DimVector& in, const char* op) {
  YATEN_CHECK(in.size() == 3 || in.size() == 4, op, ": expected an input size of 3 or 4 dims, got ", shape_str(in));
  for (int64_t s : in) YATEN_CHECK(s >= 0 && s < kMaxParam, op, ": invalid input size ", shape_str(in));
  YATEN_CHECK(in[in.size() - 1] > 0 && in[in.size() - 2] > 0, op, ": invalid input size ", shape_str(in));
}

// Adaptive pooling bins: [floor(i * in / out), ceil((i + 1) * in / out)).
int64_t bin_start(int64_t i, int64_t out, int64_t in) { return (i * in) / out; }
int64_t bin_end(int64_t i, int64_t out, int64_t in) { return ((i + 1) * in + out - 1) / out; }

PoolGeometry adaptive_geometry(const DimVector& in, const DimVector& output_size, const char* op) {
  YATEN_CHECK(output_size.size() == 1 || output_size.size() == 2, op, ": output_size must be 2");
  const DimVector out_hw = output_size.size() == 2 ? output_size : DimVector{output_size[0], output_size[0]};
  for (int64_t s : out_hw)
    YATEN_CHECK(s >= 0 && s < kMaxParam, op, ": elements of output_size must be non-negative, got ",
                shape_str(output_size));
  PoolGeometry g;
  const size_t nd = in.size();
  g.batched = nd == 4;
  g.planes = nd == 4 ? in[0] * in[1] : in[0];
  g.h = in[nd - 2], g.w = in[nd - 1], g.oh = out_hw[0], g.ow = out_hw[1];
  g.output_sizes = in;
  g.output_sizes[nd - 2] = g.oh;
  g.output_sizes[nd - 1] = g.ow;
  return g;
}

template <typename T>
void adaptive_avg_planes(const T* x, T* y, const PoolGeometry& g) {
  parallel_for(0, g.planes, plane_grain(g), [&](int64_t lo, int64_t hi) {
    for (int64_t p = lo; p < hi; ++p) {
      const T* plane = x + p * g.h * g.w;
      for (int64_t oy = 0; oy < g.oh; ++oy) {
        const int64_t ys = bin_start(oy, g.oh, g.h), ye = bin_end(oy, g.oh, g.h);
        for (int64_t ox = 0; ox < g.ow; ++ox) {
          const int64_t xs = bin_start(ox, g.ow, g.w), xe = bin_end(ox, g.ow, g.w);
          T sum = 0;
          for (int64_t yy = ys; yy < ye; ++yy)
            for (int64_t xx = xs; xx < xe; ++xx) sum += plane[yy * g.w + xx];
          y[(p * g.oh + oy) * g.ow + ox] = sum / static_cast<T>((ye - ys) * (xe - xs));
        }
      }
    }
  });
}

template <typename T>
void adaptive_avg_backward_planes(const T* gy, T* gx, const PoolGeometry& g) {
  parallel_for(0, g.planes, plane_grain(g), [&](int64_t lo, int64_t hi) {
    for (int64_t p = lo; p < hi; ++p) {
      T* plane = gx + p * g.h * g.w;
      std::fill(plane, plane + g.h * g.w, T(0));
      for (int64_t oy = 0; oy < g.oh; ++oy) {
        const int64_t ys = bin_start(oy, g.oh, g.h), ye = bin_end(oy, g.oh, g.h);
        for (int64_t ox = 0; ox < g.ow; ++ox) {
          const int64_t xs = bin_start(ox, g.ow, g.w), xe = bin_end(ox, g.ow, g.w);
          const T share = gy[(p * g.oh + oy) * g.ow + ox] / static_cast<T>((ye - ys) * (xe - xs));
          for (int64_t yy = ys; yy < ye; ++yy)
            for (int64_t xx = xs; xx < xe; ++xx) plane[yy * g.w + xx] += share;
        }
      }
    }
  });
}

template <typename T>
void adaptive_max_planes(const T* x, T* y, int64_t* idx, const PoolGeometry& g) {
  parallel_for(0, g.planes, plane_grain(g), [&](int64_t lo, int64_t hi) {
    for (int64_t p = lo; p < hi; ++p) {
      const T* plane = x + p * g.h * g.w;
      for (int64_t oy = 0; oy < g.oh; ++oy) {
        const int64_t ys = bin_start(oy, g.oh, g.h), ye = bin_end(oy, g.oh, g.h);
        for (int64_t ox = 0; ox < g.ow; ++ox) {
          const int64_t xs = bin_start(ox, g.ow, g.w), xe = bin_end(ox, g.ow, g.w);
          T best = plane[ys * g.w + xs];
          int64_t best_i = ys * g.w + xs;
          for (int64_t yy = ys; yy < ye; ++yy)
            for (int64_t xx = xs; xx < xe; ++xx) take_max(plane[yy * g.w + xx], yy * g.w + xx, best, best_i);
          y[(p * g.oh + oy) * g.ow + ox] = best;
          idx[(p * g.oh + oy) * g.ow + ox] = best_i;
        }
      }
    }
  });
}

// The adaptive pools' input: 3-D or 4-D, floating, with non-empty planes
// (`but_got`: how torch's message for each op goes on).
void check_adaptive_input(const Tensor& input, const char* op, const char* but_got) {
  YATEN_CHECK(input.dim() == 3 || input.dim() == 4, op, "(): Expected 3D or 4D tensor", but_got,
              shape_str(input.sizes()));
  for (int64_t d = input.dim() - 2; d < input.dim(); ++d)
    YATEN_CHECK(input.sizes()[d] > 0, op, "(): Expected input to have non-zero size for non-batch dimensions, but input has sizes ",
                shape_str(input.sizes()), " with dimension ", d, " being empty");
  check_floating(input, op);
}

void check_grad_output(const Tensor& grad_output, const DimVector& expected, const char* op) {
  YATEN_CHECK(grad_output.sizes() == expected, op, ": expected grad_output of size ", shape_str(expected), ", got ",
              shape_str(grad_output.sizes()));
  check_floating(grad_output, op);
}

}  // namespace

std::tuple<Tensor, Tensor> max_pool2d_with_indices(const Tensor& input, const DimVector& kernel_size,
                                                   const std::optional<DimVector>& stride, const DimVector& padding,
                                                   const DimVector& dilation, bool ceil_mode) {
  const char* op = "max_pool2d";
  check_input(input, op);
  check_floating(input, op);
  PoolGeometry g = pool_geometry(input.sizes(), kernel_size, stride, padding, dilation, ceil_mode, op);
  Tensor out = Tensor::empty(g.output_sizes, input.dtype());
  Tensor indices = Tensor::empty(g.output_sizes, ScalarType::Int64);
  if (out.numel() == 0) return {out, indices};
  Tensor x = contiguous(input);
  YATEN_DISPATCH_CASES(input.dtype(), op, YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    max_pool_planes<scalar_t>(x.data<scalar_t>(), out.data<scalar_t>(), indices.data<int64_t>(), g);
  });
  return {out, indices};
}

Tensor max_pool2d_backward(const Tensor& grad_output, const Tensor& input, const Tensor& indices) {
  const char* op = "max_pool2d_backward";
  check_input_size(input.sizes(), op);
  const DimVector& in = input.sizes();
  const DimVector& gs = grad_output.sizes();
  bool same_planes = gs.size() == in.size();
  for (size_t d = 0; same_planes && d + 2 < in.size(); ++d) same_planes = gs[d] == in[d];
  YATEN_CHECK(same_planes, op, ": grad_output of size ", shape_str(gs), " does not match input of size ", shape_str(in));
  YATEN_CHECK(indices.sizes() == gs && indices.dtype() == ScalarType::Int64, op,
              ": expected int64 indices of the size of grad_output ", shape_str(gs), ", got ",
              dtype_name(indices.dtype()), " ", shape_str(indices.sizes()));
  check_floating(grad_output, op);
  const int64_t pixels = in[in.size() - 1] * in[in.size() - 2];
  Tensor idx = contiguous(indices);
  const int64_t* ip = idx.data<int64_t>();
  for (int64_t i = 0; i < idx.numel(); ++i)
    YATEN_CHECK_INDEX(ip[i] >= 0 && ip[i] < pixels, op, ": index ", ip[i], " is out of bounds for a plane of ", pixels,
                      " elements");
  Tensor gx = Tensor::empty(in, grad_output.dtype());
  fill_tensor(gx, Scalar(0.0));
  if (gx.numel() == 0 || idx.numel() == 0) return gx;
  Tensor gy = contiguous(grad_output);
  const int64_t per_plane = gs[gs.size() - 1] * gs[gs.size() - 2], planes = gx.numel() / pixels;
  YATEN_DISPATCH_CASES(grad_output.dtype(), op, YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    const scalar_t* g = gy.data<scalar_t>();
    scalar_t* out = gx.data<scalar_t>();
    parallel_for(0, planes, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, per_plane)), [&](int64_t lo, int64_t hi) {
      for (int64_t p = lo; p < hi; ++p)
        for (int64_t k = p * per_plane; k < (p + 1) * per_plane; ++k) out[p * pixels + ip[k]] += g[k];
    });
  });
  return gx;
}

#define AVG_POOL2D_TYPES(X, ...) YATEN_TYPES_FLOATING_AND_BFLOAT16(X, __VA_ARGS__) X(Int64, int64_t, __VA_ARGS__)

Tensor avg_pool2d(const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride,
                  const DimVector& padding, bool ceil_mode, bool count_include_pad,
                  std::optional<int64_t> divisor_override) {
  const char* op = "avg_pool2d";
  check_input(input, op);
  // int64 too, as torch's: each window's sum divided in integers (truncated).
  YATEN_CHECK(is_floating(input.dtype()) || input.dtype() == ScalarType::Int64, "\"", op, "\" not implemented for '",
              torch_dtype_name(input.dtype()), "'");
  AvgArgs a = avg_args(input.sizes(), kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, op);
  Tensor out = Tensor::empty(a.g.output_sizes, input.dtype());
  if (out.numel() == 0) return out;
  Tensor x = contiguous(input);
  YATEN_DISPATCH_CASES(input.dtype(), op, AVG_POOL2D_TYPES,
                          [&] { avg_pool_planes<scalar_t>(x.data<scalar_t>(), out.data<scalar_t>(), a); });
  return out;
}

Tensor avg_pool2d_backward(const Tensor& grad_output, const Tensor& input, const DimVector& kernel_size,
                           const std::optional<DimVector>& stride, const DimVector& padding, bool ceil_mode,
                           bool count_include_pad, std::optional<int64_t> divisor_override) {
  const char* op = "avg_pool2d_backward";
  const DimVector& input_size = input.sizes();
  check_input_size(input_size, op);
  AvgArgs a = avg_args(input_size, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, op);
  check_grad_output(grad_output, a.g.output_sizes, op);
  Tensor gx = Tensor::empty(input_size, grad_output.dtype());
  if (gx.numel() == 0) return gx;
  Tensor gy = contiguous(grad_output);
  YATEN_DISPATCH_CASES(grad_output.dtype(), op, YATEN_TYPES_FLOATING_AND_BFLOAT16,
                          [&] { avg_pool_backward_planes<scalar_t>(gy.data<scalar_t>(), gx.data<scalar_t>(), a); });
  return gx;
}

Tensor adaptive_avg_pool2d(const Tensor& input, const DimVector& output_size) {
  const char* op = "adaptive_avg_pool2d";
  check_adaptive_input(input, op, ", but got ");
  PoolGeometry g = adaptive_geometry(input.sizes(), output_size, op);
  Tensor out = Tensor::empty(g.output_sizes, input.dtype());
  if (out.numel() == 0) return out;
  Tensor x = contiguous(input);
  YATEN_DISPATCH_CASES(input.dtype(), op, YATEN_TYPES_FLOATING_AND_BFLOAT16,
                          [&] { adaptive_avg_planes<scalar_t>(x.data<scalar_t>(), out.data<scalar_t>(), g); });
  return out;
}

Tensor adaptive_avg_pool2d_backward(const Tensor& grad_output, const Tensor& input) {
  const char* op = "adaptive_avg_pool2d_backward";
  const DimVector& input_size = input.sizes();
  check_input_size(input_size, op);
  YATEN_CHECK(grad_output.dim() == static_cast<int64_t>(input_size.size()), op, ": expected grad_output of ",
              input_size.size(), " dims, got ", shape_str(grad_output.sizes()));
  const DimVector& gs = grad_output.sizes();
  PoolGeometry g = adaptive_geometry(input_size, DimVector{gs[gs.size() - 2], gs[gs.size() - 1]}, op);
  check_grad_output(grad_output, g.output_sizes, op);
  Tensor gx = Tensor::empty(input_size, grad_output.dtype());
  if (gx.numel() == 0) return gx;
  Tensor gy = contiguous(grad_output);
  YATEN_DISPATCH_CASES(grad_output.dtype(), op, YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    adaptive_avg_backward_planes<scalar_t>(gy.data<scalar_t>(), gx.data<scalar_t>(), g);
  });
  return gx;
}

std::tuple<Tensor, Tensor> adaptive_max_pool2d_with_indices(const Tensor& input, const DimVector& output_size) {
  const char* op = "adaptive_max_pool2d";
  check_adaptive_input(input, op, ", but got: ");
  PoolGeometry g = adaptive_geometry(input.sizes(), output_size, op);
  Tensor out = Tensor::empty(g.output_sizes, input.dtype());
  Tensor indices = Tensor::empty(g.output_sizes, ScalarType::Int64);
  if (out.numel() == 0) return {out, indices};
  Tensor x = contiguous(input);
  YATEN_DISPATCH_CASES(input.dtype(), op, YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    adaptive_max_planes<scalar_t>(x.data<scalar_t>(), out.data<scalar_t>(), indices.data<int64_t>(), g);
  });
  return {out, indices};
}

}  // namespace yaten::kernels
