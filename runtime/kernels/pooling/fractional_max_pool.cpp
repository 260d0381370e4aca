// fractional_max_pool_indices: where each window of a 2-D or 3-D fractional
// max pooling takes its maximum. Each (n, c) plane gets its own window
// starts along every spatial dim from one random sample u in [0, 1), torch's
// sequence floor((i + u) * alpha) - floor(u * alpha) with
// alpha = (in - k) / (out - 1) computed in the input's dtype, and the last
// window flush with the end. The pooled values are gathered at these indices
// (autograd/composite/pooling/fractional_max_pool.cpp).
#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include "generated/runtime/kernels_pooling.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

constexpr size_t kMaxDims = 3;

struct FractionalGeometry {
  size_t dims = 2;
  int64_t batch = 1, planes = 1;
  std::array<int64_t, kMaxDims> in{1, 1, 1}, out{1, 1, 1}, kernel{1, 1, 1};
  int64_t in_count = 1, out_count = 1;  // elements of one input / output plane
};

// The index along one dim where each of the `out` windows starts.
template <typename T>
std::vector<int64_t> window_starts(T sample, int64_t in, int64_t out, int64_t kernel) {
  std::vector<int64_t> starts(static_cast<size_t>(out));
  if (out > 1) {
    const T alpha = static_cast<T>(in - kernel) / static_cast<T>(out - 1);
    for (int64_t i = 0; i + 1 < out; ++i)
      starts[i] = static_cast<int64_t>((static_cast<T>(i) + sample) * alpha) - static_cast<int64_t>(sample * alpha);
  }
  if (out > 0) starts[out - 1] = in - kernel;
  return starts;
}

FractionalGeometry fractional_geometry(const Tensor& input, const DimVector& kernel_size, const DimVector& output_size,
                                       const Tensor& random_samples, const char* op) {
  FractionalGeometry g;
  g.dims = kernel_size.size();
  YATEN_CHECK(g.dims == 2 || g.dims == 3, "fractional_max_pool_indices: expected 2 or 3 kernel sizes, got ",
              shape_str(kernel_size));
  YATEN_CHECK(output_size.size() == g.dims, op, ": output_size must have ", g.dims, " elements, got ",
              shape_str(output_size));
  const int64_t nd = input.dim(), spatial = static_cast<int64_t>(g.dims);
  YATEN_CHECK(nd == spatial + 1 || nd == spatial + 2, op, ": Expected ", spatial + 1, "D or ", spatial + 2,
              "D tensor, but got: ", shape_str(input.sizes()));
  const DimVector& s = input.sizes();
  g.batch = nd == spatial + 2 ? s[0] : 1;
  g.planes = s[nd - spatial - 1];
  static const char* const kNames[2][3] = {{"height", "width", ""}, {"time", "height", "width"}};
  for (size_t d = 0; d < g.dims; ++d) {
    g.in[d] = s[nd - spatial + static_cast<int64_t>(d)];
    g.kernel[d] = kernel_size[d];
    g.out[d] = output_size[d];
    YATEN_CHECK(g.kernel[d] > 0, op, " kernel_size must be greater than zero, but got ", shape_str(kernel_size));
    YATEN_CHECK(g.out[d] >= 0, op, ": output_size must be non-negative, but got ", shape_str(output_size));
    const char* name = kNames[g.dims - 2][d];
    // torch 1.13's 3-D check is strict: the last window may not end flush with the input.
    const bool fits = g.dims == 2 ? g.out[d] + g.kernel[d] - 1 <= g.in[d] : g.out[d] + g.kernel[d] - 1 < g.in[d];
    YATEN_CHECK(fits, op, ": pool ", name, " ", g.kernel[d], " too large relative to input ", name, " ", g.in[d]);
    g.in_count *= g.in[d];
    g.out_count *= g.out[d];
  }
  YATEN_CHECK(random_samples.dtype() == input.dtype(), "expected scalar type ", torch_dtype_name(input.dtype()),
              " but found ", torch_dtype_name(random_samples.dtype()));
  YATEN_CHECK(random_samples.numel() >= g.batch * g.planes * spatial, op, ": expected random_samples of size (",
              g.batch, ", ", g.planes, ", ", spatial, "), got ", shape_str(random_samples.sizes()));
  return g;
}

// The indices of one plane's maxima, from its samples (one per spatial dim, in torch's order).
template <typename T>
void plane_indices(const T* x, const T* samples, int64_t* idx, const FractionalGeometry& g) {
  std::array<std::vector<int64_t>, kMaxDims> starts;
  for (size_t d = 0; d < g.dims; ++d) {
    // 2-D samples are (width, height); 3-D ones (time, height, width).
    const size_t sample = g.dims == 2 ? 1 - d : d;
    starts[d] = window_starts<T>(samples[sample], g.in[d], g.out[d], g.kernel[d]);
  }
  if (g.dims == 2) {  // a unit leading dim, so that one loop serves both
    starts[2] = std::move(starts[1]);
    starts[1] = std::move(starts[0]);
    starts[0] = {0};
  }
  const std::array<int64_t, kMaxDims> in = g.dims == 2 ? std::array<int64_t, kMaxDims>{1, g.in[0], g.in[1]} : g.in;
  const std::array<int64_t, kMaxDims> k = g.dims == 2 ? std::array<int64_t, kMaxDims>{1, g.kernel[0], g.kernel[1]}
                                                      : g.kernel;
  for (int64_t a : starts[0]) {
    for (int64_t b : starts[1]) {
      for (int64_t c : starts[2]) {
        T best = -std::numeric_limits<T>::infinity();
        int64_t best_i = (a * in[1] + b) * in[2] + c;
        for (int64_t i = a; i < a + k[0]; ++i)
          for (int64_t j = b; j < b + k[1]; ++j)
            for (int64_t l = c; l < c + k[2]; ++l) {
              const int64_t at = (i * in[1] + j) * in[2] + l;
              const T v = x[at];
              if (v > best || std::isnan(v)) {
                best = v;
                best_i = at;
              }
            }
        *idx++ = best_i;
      }
    }
  }
}

}  // namespace

Tensor fractional_max_pool_indices(const Tensor& input, const DimVector& kernel_size, const DimVector& output_size,
                                   const Tensor& random_samples) {
  const bool volumes = kernel_size.size() == 3;
  const char* op = volumes ? "fractional_max_pool3d_out()" : "fractional_max_pool2d()";
  const FractionalGeometry g = fractional_geometry(input, kernel_size, output_size, random_samples, op);
  DimVector out_sizes = input.sizes();
  for (size_t d = 0; d < g.dims; ++d) out_sizes[out_sizes.size() - g.dims + d] = g.out[d];
  Tensor indices = Tensor::empty(out_sizes, ScalarType::Int64);
  if (indices.numel() == 0) return indices;
  const Tensor x = contiguous(input), samples = contiguous(random_samples);
  const char* torch_kernel = volumes ? "fractional_max_pool3d_out_frame" : "fractional_max_pool2d_out_frame";
  YATEN_DISPATCH_CASES(input.dtype(), torch_kernel, YATEN_TYPES_FLOATING, [&] {
    const scalar_t* xp = x.data<scalar_t>();
    const scalar_t* sp = samples.data<scalar_t>();
    int64_t* ip = indices.data<int64_t>();
    const int64_t spatial = static_cast<int64_t>(g.dims);
    const int64_t grain = std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, g.in_count));
    parallel_for(0, g.batch * g.planes, grain, [&](int64_t lo, int64_t hi) {
      for (int64_t p = lo; p < hi; ++p)
        plane_indices<scalar_t>(xp + p * g.in_count, sp + p * spatial, ip + p * g.out_count, g);
    });
  });
  return indices;
}

}  // namespace yaten::kernels
