// conv1d (conv2d over inputs of height 1), and the 'valid' / 'same' string
// paddings of both.
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

// Unchecked: conv2d_same hands what it cannot read to conv2d, which reports it.
DimVector expand_pair(const DimVector& v) { return v.size() == 1 ? DimVector{v[0], v[0]} : v; }

// padding='same' for conv2d: stride 1, and padding d * (k - 1) split evenly;
// an odd total puts the extra row or column on the far side, as PyTorch does.
Tensor conv2d_same(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
                   const DimVector& dilation, int64_t groups, const char* op) {
  const DimVector s = expand_pair(stride), d = expand_pair(dilation);
  bool plain = (input.dim() == 3 || input.dim() == 4) && weight.dim() == 4 && s.size() == 2 && d.size() == 2;
  for (size_t i = 0; plain && i < 2; ++i) plain = d[i] > 0 && d[i] < (int64_t{1} << 30) && s[i] > 0;
  // Anything conv2d refuses, it reports.
  if (!plain) return yaten::conv2d(input, weight, bias, stride, DimVector{0}, dilation, groups);
  YATEN_CHECK(s[0] == 1 && s[1] == 1, op, ": padding='same' is not supported for strided convolutions");
  DimVector left(2, 0);
  Tensor x = input;
  for (int64_t i = 0; i < 2; ++i) {
    const int64_t total = d[i] * (weight.sizes()[2 + i] - 1);
    left[i] = total / 2;
    if (total % 2 != 0) {
      DimVector extra = x.sizes();
      const int64_t dim = x.dim() - 2 + i;
      extra[dim] = 1;
      x = yaten::cat({x, yaten::zeros(extra, x.dtype(), false)}, dim);
    }
  }
  return yaten::conv2d(x, weight, bias, stride, left, dilation, groups);
}

Tensor conv2d_string_padding(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
                             std::string_view padding, const DimVector& dilation, int64_t groups, const char* op) {
  if (padding == "valid") return yaten::conv2d(input, weight, bias, stride, DimVector{0}, dilation, groups);
  YATEN_CHECK(padding == "same", op, ": Invalid padding string: '", std::string(padding), "'");
  return conv2d_same(input, weight, bias, stride, dilation, groups, op);
}

}  // namespace

Tensor conv2d_padding(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
                      std::string_view padding, const DimVector& dilation, int64_t groups) {
  return conv2d_string_padding(input, weight, bias, stride, padding, dilation, groups, "conv2d");
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
