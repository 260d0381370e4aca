// conv1d (conv2d over inputs of height 1), and the 'valid' / 'same' string
// paddings of conv1d, conv2d and conv3d.
#include <string>

#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/zeros.h"
#include "generated/autograd/ops_conv.h"
#include "runtime/error.h"
#include "runtime/kernels/conv/geometry.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// (1, v[0]): the height dim of the 2-D convolution is trivial.
DimVector with_unit_height(const DimVector& v, int64_t height_value, const char* name) {
  return DimVector{height_value, kernels::expand_conv_param(v, 1, name, "conv1d")[0]};
}

// Unchecked: same_padded hands what it cannot read to the convolution, which reports it.
DimVector expand_to(const DimVector& v, int64_t n) { return v.size() == 1 ? DimVector(n, v[0]) : v; }

// padding='same' for a convolution over `spatial` dims, run as conv(x, padding):
// stride 1, and padding d * (k - 1) split evenly; an odd total puts the extra
// row (column, plane) on the far side, as PyTorch does.
template <typename Conv>
Tensor same_padded(const Tensor& input, const Tensor& weight, const DimVector& stride, const DimVector& dilation,
                   int64_t spatial, const char* op, const Conv& conv) {
  const DimVector s = expand_to(stride, spatial), d = expand_to(dilation, spatial);
  const auto n = static_cast<size_t>(spatial);
  bool plain = (input.dim() == spatial + 1 || input.dim() == spatial + 2) && weight.dim() == spatial + 2 &&
               s.size() == n && d.size() == n;
  for (size_t i = 0; plain && i < n; ++i) plain = d[i] > 0 && d[i] < (int64_t{1} << 30) && s[i] > 0;
  // Anything the convolution refuses, it reports.
  if (!plain) return conv(input, DimVector{0});
  for (size_t i = 0; i < n; ++i)
    YATEN_CHECK(s[i] == 1, op, ": padding='same' is not supported for strided convolutions");
  DimVector left(n, 0);
  Tensor x = input;
  for (int64_t i = 0; i < spatial; ++i) {
    const int64_t total = d[i] * (weight.sizes()[2 + i] - 1);
    left[i] = total / 2;
    if (total % 2 != 0) {
      DimVector extra = x.sizes();
      const int64_t dim = x.dim() - spatial + i;
      extra[dim] = 1;
      x = yaten::cat({x, yaten::zeros(extra, x.dtype(), false)}, dim);
    }
  }
  return conv(x, left);
}

Tensor conv2d_string_padding(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
                             std::string_view padding, const DimVector& dilation, int64_t groups, const char* op) {
  if (padding == "valid") return yaten::conv2d(input, weight, bias, stride, DimVector{0}, dilation, groups);
  YATEN_CHECK(padding == "same", op, ": Invalid padding string: '", std::string(padding), "'");
  return same_padded(input, weight, stride, dilation, 2, op, [&](const Tensor& x, const DimVector& pad) {
    return yaten::conv2d(x, weight, bias, stride, pad, dilation, groups);
  });
}

}  // namespace

Tensor conv2d_padding(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
                      std::string_view padding, const DimVector& dilation, int64_t groups) {
  return conv2d_string_padding(input, weight, bias, stride, padding, dilation, groups, "conv2d");
}

Tensor conv3d_padding(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
                      std::string_view padding, const DimVector& dilation, int64_t groups) {
  if (padding == "valid") return yaten::conv3d(input, weight, bias, stride, DimVector{0}, dilation, groups);
  YATEN_CHECK(padding == "same", "conv3d: Invalid padding string: '", std::string(padding), "'");
  return same_padded(input, weight, stride, dilation, 3, "conv3d", [&](const Tensor& x, const DimVector& pad) {
    return yaten::conv3d(x, weight, bias, stride, pad, dilation, groups);
  });
}

Tensor conv1d_padding(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
                      std::string_view padding, const DimVector& dilation, int64_t groups) {
  YATEN_CHECK(input.dim() == 2 || input.dim() == 3,
              "conv1d: Expected 2D (unbatched) or 3D (batched) input to conv1d, but got input of size: ",
              shape_str(input.sizes()));
  YATEN_CHECK(weight.dim() == 3, "conv1d: weight should have 3 dimensions (out_channels, in_channels / groups, kW), got weight of size ",
              shape_str(weight.sizes()));
  Tensor out = conv2d_string_padding(yaten::unsqueeze(input, -2), yaten::unsqueeze(weight, 2), bias,
                                     with_unit_height(stride, 1, "stride"), padding,
                                     with_unit_height(dilation, 1, "dilation"), groups, "conv1d");
  return yaten::squeeze(out, -2);
}

Tensor conv1d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
              const DimVector& padding, const DimVector& dilation, int64_t groups) {
  YATEN_CHECK(input.dim() == 2 || input.dim() == 3,
              "conv1d: Expected 2D (unbatched) or 3D (batched) input to conv1d, but got input of size: ",
              shape_str(input.sizes()));
  YATEN_CHECK(weight.dim() == 3, "conv1d: weight should have 3 dimensions (out_channels, in_channels / groups, kW), got weight of size ",
              shape_str(weight.sizes()));
  Tensor out = yaten::conv2d(yaten::unsqueeze(input, -2), yaten::unsqueeze(weight, 2), bias,
                             with_unit_height(stride, 1, "stride"), with_unit_height(padding, 0, "padding"),
                             with_unit_height(dilation, 1, "dilation"), groups);
  return yaten::squeeze(out, -2);
}

}  // namespace yaten
