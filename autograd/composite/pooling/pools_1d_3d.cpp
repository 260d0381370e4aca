// The 1-D and 3-D pools over the 2-D kernels. A 1-D pool is the 2-D one on
// a height-1 image. The 3-D pools are separable: pooling each depth's (H, W)
// plane, then along D over the pooled planes, takes the same windows (a box
// is the product of its sides; averages divide by the product of the per-dim
// counts; maxima keep the first, or last NaN, in (d, h, w) order).
#include <functional>
#include <tuple>

#include "autograd/composite/pooling/arguments.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/adaptive_avg_pool1d.h"
#include "generated/autograd/ops/adaptive_avg_pool2d.h"
#include "generated/autograd/ops/adaptive_avg_pool3d.h"
#include "generated/autograd/ops/adaptive_max_pool1d_with_indices.h"
#include "generated/autograd/ops/adaptive_max_pool2d_with_indices.h"
#include "generated/autograd/ops/adaptive_max_pool3d_with_indices.h"
#include "generated/autograd/ops/avg_pool1d.h"
#include "generated/autograd/ops/avg_pool2d.h"
#include "generated/autograd/ops/avg_pool3d.h"
#include "generated/autograd/ops/div.h"
#include "generated/autograd/ops/floor_divide.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/max_pool1d_with_indices.h"
#include "generated/autograd/ops/max_pool2d_with_indices.h"
#include "generated/autograd/ops/max_pool3d_with_indices.h"
#include "generated/autograd/ops/nan_to_num.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/round.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

using pooling::per_dim;
using pooling::stride_or_kernel;

// input (N, C, L) or (C, L) as a height-1 image.
Tensor as_image(const Tensor& input, const char* op) {
  YATEN_CHECK(input.dim() == 2 || input.dim() == 3, op,
              ": Expected 2D or 3D (batch mode) tensor with optional 0 dim batch size for input, but got: ",
              shape_str(input.sizes()));
  return yaten::unsqueeze(input, -2);
}

Tensor drop_height(const Tensor& t) { return yaten::squeeze(t, -2); }

std::tuple<Tensor, Tensor> drop_height(const std::tuple<Tensor, Tensor>& pair) {
  return {drop_height(std::get<0>(pair)), drop_height(std::get<1>(pair))};
}

// input (N, C, D, H, W) or (C, D, H, W) as (planes, D, H, W), and the
// leading sizes to restore.
struct Planes {
  Tensor planes;
  DimVector lead;
};

Planes as_planes(const Tensor& input, const char* op) {
  YATEN_CHECK(input.dim() == 4 || input.dim() == 5, op,
              ": Expected 4D or 5D (batch mode) tensor with optional 0 dim batch size for input, but got: ",
              shape_str(input.sizes()));
  const DimVector& s = input.sizes();
  Planes p;
  int64_t count = 1;
  for (int64_t d = 0; d + 3 < input.dim(); ++d) {
    p.lead.push_back(s[d]);
    count *= s[d];
  }
  const int64_t n = input.dim();
  p.planes = yaten::reshape(input, DimVector{count, s[n - 3], s[n - 2], s[n - 1]});
  return p;
}

DimVector with_lead(const DimVector& lead, int64_t d, int64_t h, int64_t w) {
  DimVector shape = lead;
  shape.push_back(d);
  shape.push_back(h);
  shape.push_back(w);
  return shape;
}

DimVector tail(const DimVector& v) { return DimVector{v[1], v[2]}; }

// The second stage of a separable 3-D max pool: the maxima of the pooled
// planes (planes, D, H', W') along D (pool_rows pools (planes, 1, D, H' * W')
// rows), and each one's flat D * H * W index.
std::tuple<Tensor, Tensor> max_over_depth(const Tensor& planes, const Tensor& plane_index, const DimVector& lead,
                                          int64_t plane_size,
                                          const std::function<std::tuple<Tensor, Tensor>(const Tensor&)>& pool_rows) {
  const int64_t count = planes.sizes()[0], out_h = planes.sizes()[2], out_w = planes.sizes()[3];
  auto [values, depth_index] = pool_rows(yaten::reshape(planes, DimVector{count, 1, planes.sizes()[1], out_h * out_w}));
  // depth_index is flat over (D, H' * W'): the chosen depth, and the position it was chosen at.
  const int64_t out_d = values.sizes()[2];
  const DimVector flat{count, 1, out_d * out_h * out_w};
  const Tensor chosen_depth = yaten::floor_divide(depth_index, Tensor::wrapped_number(Scalar(out_h * out_w)));
  const Tensor within_plane = yaten::gather(yaten::reshape(plane_index, DimVector{count, 1, -1}), 2,
                                            yaten::reshape(depth_index, flat), false);
  const Tensor index = yaten::reshape(chosen_depth, flat) * Scalar(plane_size) + within_plane;
  const DimVector shape = with_lead(lead, out_d, out_h, out_w);
  return {yaten::reshape(values, shape), yaten::reshape(index, shape)};
}

}  // namespace

Tensor avg_pool1d(const Tensor& input, const DimVector& kernel_size, const std::optional<DimVector>& stride,
                  const DimVector& padding, bool ceil_mode, bool count_include_pad) {
  const char* op = "avg_pool1d";
  const Tensor image = as_image(input, op);
  const DimVector k = per_dim(kernel_size, 1, op, "kernel_size"), s = stride_or_kernel(stride, k, op);
  const DimVector p = per_dim(padding, 1, op, "padding");
  return drop_height(yaten::avg_pool2d(image, DimVector{1, k[0]}, DimVector{1, s[0]}, DimVector{0, p[0]}, ceil_mode,
                                       count_include_pad, std::nullopt));
}

std::tuple<Tensor, Tensor> max_pool1d_with_indices(const Tensor& input, const DimVector& kernel_size,
                                                   const std::optional<DimVector>& stride, const DimVector& padding,
                                                   const DimVector& dilation, bool ceil_mode) {
  // On a height-1 image the flat H * W index of a maximum is its index along L.
  const char* op = "max_pool1d";
  const Tensor image = as_image(input, op);
  const DimVector k = per_dim(kernel_size, 1, op, "kernel_size"), s = stride_or_kernel(stride, k, op);
  const DimVector p = per_dim(padding, 1, op, "padding"), d = per_dim(dilation, 1, op, "dilation");
  return drop_height(yaten::max_pool2d_with_indices(image, DimVector{1, k[0]}, DimVector{1, s[0]}, DimVector{0, p[0]},
                                                    DimVector{1, d[0]}, ceil_mode));
}

Tensor adaptive_avg_pool1d(const Tensor& input, const DimVector& output_size) {
  const char* op = "adaptive_avg_pool1d";
  return drop_height(
      yaten::adaptive_avg_pool2d(as_image(input, op), DimVector{1, per_dim(output_size, 1, op, "output_size")[0]}));
}

std::tuple<Tensor, Tensor> adaptive_max_pool1d_with_indices(const Tensor& input, const DimVector& output_size) {
  const char* op = "adaptive_max_pool1d";
  return drop_height(yaten::adaptive_max_pool2d_with_indices(
      as_image(input, op), DimVector{1, per_dim(output_size, 1, op, "output_size")[0]}));
}

namespace {

// avg_pool3d of floating input, separably: each (H, W) plane, then along D.
Tensor float_avg_pool3d(const Tensor& input, const DimVector& kernel, const std::optional<DimVector>& stride,
                        const DimVector& pad, bool ceil_mode, bool count_include_pad,
                        std::optional<int64_t> divisor_override) {
  refuse_dtypes(input.dtype(), {ScalarType::BFloat16}, "avg_pool3d_out_frame");
  const char* op = "avg_pool3d";
  YATEN_CHECK(!divisor_override || *divisor_override != 0, "avg_pool3d: divisor must be not zero");
  const Planes p = as_planes(input, op);
  const DimVector kernel_size = per_dim(kernel, 3, op, "kernel_size"), s = stride_or_kernel(stride, kernel_size, op);
  const DimVector padding = per_dim(pad, 3, op, "padding");
  // With a divisor, each stage sums and the end divides once.
  const std::optional<int64_t> divisor = divisor_override ? std::optional<int64_t>(1) : std::nullopt;
  const Tensor planes =
      yaten::avg_pool2d(p.planes, tail(kernel_size), tail(s), tail(padding), ceil_mode, count_include_pad, divisor);
  const int64_t count = planes.sizes()[0], h = planes.sizes()[2], w = planes.sizes()[3];
  const Tensor rows = yaten::reshape(planes, DimVector{count, 1, planes.sizes()[1], h * w});
  const Tensor out = yaten::avg_pool2d(rows, DimVector{kernel_size[0], 1}, DimVector{s[0], 1},
                                       DimVector{padding[0], 0}, ceil_mode, count_include_pad, divisor);
  const Tensor shaped = yaten::reshape(out, with_lead(p.lead, out.sizes()[2], h, w));
  return divisor_override && *divisor_override != 1 ? shaped / Scalar(*divisor_override) : shaped;
}

// int64 input, as torch's: each window's sum divided once, in integers
// (truncated), by the divisor of its 3-D window; two stages each dividing
// would truncate twice. The divisors come from pooling ones in float64
// (their sums over their means), a window wholly in padding dividing by 1.
Tensor integer_avg_pool3d(const Tensor& input, const DimVector& kernel, const std::optional<DimVector>& stride,
                          const DimVector& pad, bool ceil_mode, bool count_include_pad,
                          std::optional<int64_t> divisor_override) {
  const auto pool = [&](const Tensor& x, std::optional<int64_t> divisor) {
    return float_avg_pool3d(x, kernel, stride, pad, ceil_mode, count_include_pad, divisor);
  };
  const Tensor sums = pool(input, 1);
  Tensor divisor;
  if (divisor_override) {
    YATEN_CHECK(*divisor_override != 0, "avg_pool3d: divisor must be not zero");
    divisor = Tensor::wrapped_number(Scalar(*divisor_override));
  } else {
    const Tensor ones = yaten::ones_like(input, ScalarType::Float64);
    divisor = yaten::to(yaten::nan_to_num(yaten::round(pool(ones, 1) / pool(ones, std::nullopt)), 1.0),
                        ScalarType::Int64);
  }
  return yaten::div_Tensor_mode(sums, divisor, "trunc");
}

}  // namespace

Tensor avg_pool3d(const Tensor& input, const DimVector& kernel, const std::optional<DimVector>& stride,
                  const DimVector& pad, bool ceil_mode, bool count_include_pad,
                  std::optional<int64_t> divisor_override) {
  if (input.dtype() == ScalarType::Int64)
    return integer_avg_pool3d(input, kernel, stride, pad, ceil_mode, count_include_pad, divisor_override);
  return float_avg_pool3d(input, kernel, stride, pad, ceil_mode, count_include_pad, divisor_override);
}

std::tuple<Tensor, Tensor> max_pool3d_with_indices(const Tensor& input, const DimVector& kernel,
                                                   const std::optional<DimVector>& stride, const DimVector& pad,
                                                   const DimVector& dilate, bool ceil_mode) {
  refuse_dtypes(input.dtype(), {ScalarType::BFloat16}, "max_pool3d_with_indices_cpu");
  const char* op = "max_pool3d";
  const Planes p = as_planes(input, op);
  const DimVector kernel_size = per_dim(kernel, 3, op, "kernel_size"), s = stride_or_kernel(stride, kernel_size, op);
  const DimVector padding = per_dim(pad, 3, op, "padding"), dilation = per_dim(dilate, 3, op, "dilation");
  auto [planes, plane_index] =
      yaten::max_pool2d_with_indices(p.planes, tail(kernel_size), tail(s), tail(padding), tail(dilation), ceil_mode);
  const int64_t plane_size = p.planes.sizes()[2] * p.planes.sizes()[3];
  return max_over_depth(planes, plane_index, p.lead, plane_size, [&](const Tensor& rows) {
    return yaten::max_pool2d_with_indices(rows, DimVector{kernel_size[0], 1}, DimVector{s[0], 1},
                                          DimVector{padding[0], 0}, DimVector{dilation[0], 1}, ceil_mode);
  });
}

Tensor adaptive_avg_pool3d(const Tensor& input, const DimVector& size) {
  refuse_dtypes(input.dtype(), {ScalarType::BFloat16}, "adaptive_avg_pool3d_cpu");
  if (input.dtype() == ScalarType::Float16)  // torch runs this one on float16; the 2-d pools it is made of do not
    return yaten::to(adaptive_avg_pool3d(yaten::to(input, ScalarType::Float32, false, false), size), ScalarType::Float16,
                     false, false);
  const char* op = "adaptive_avg_pool3d";
  const Planes p = as_planes(input, op);
  const DimVector output_size = per_dim(size, 3, op, "output_size");
  const Tensor planes = yaten::adaptive_avg_pool2d(p.planes, tail(output_size));
  const int64_t count = planes.sizes()[0], h = output_size[1], w = output_size[2];
  const Tensor rows = yaten::adaptive_avg_pool2d(yaten::reshape(planes, DimVector{count, 1, planes.sizes()[1], h * w}),
                                                 DimVector{output_size[0], h * w});
  return yaten::reshape(rows, with_lead(p.lead, output_size[0], h, w));
}

std::tuple<Tensor, Tensor> adaptive_max_pool3d_with_indices(const Tensor& input, const DimVector& size) {
  refuse_dtypes(input.dtype(), {ScalarType::BFloat16}, "adaptive_max_pool3d_cpu");
  const char* op = "adaptive_max_pool3d";
  const Planes p = as_planes(input, op);
  const DimVector output_size = per_dim(size, 3, op, "output_size");
  auto [planes, plane_index] = yaten::adaptive_max_pool2d_with_indices(p.planes, tail(output_size));
  const int64_t plane_size = p.planes.sizes()[2] * p.planes.sizes()[3];
  return max_over_depth(planes, plane_index, p.lead, plane_size, [&](const Tensor& rows) {
    return yaten::adaptive_max_pool2d_with_indices(rows, DimVector{output_size[0], rows.sizes()[3]});
  });
}

}  // namespace yaten
