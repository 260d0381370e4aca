// conv1d: conv2d over inputs of height 1.
#include <string>

#include "generated/autograd/ops.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// (1, v[0]): the height dim of the 2-D convolution is trivial.
DimVector with_unit_height(const DimVector& v, int64_t height_value, const char* name) {
  YATEN_CHECK(v.size() == 1, "conv1d: expected ", name,
              " to be a single integer value or a list of 1 values to match the convolution dimensions, but got ",
              name, "=", shape_str(v));
  return DimVector{height_value, v[0]};
}

}  // namespace

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
