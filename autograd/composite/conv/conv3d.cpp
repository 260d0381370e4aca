// conv3d as conv2d: for each kernel depth kd, the input depths that kernel
// slice meets at every output depth (a strided slice), folded into the batch,
// convolved in 2-D with weight[:, :, kd], and the kD results summed. The
// same products as a direct 3-D convolution, on conv2d's kernels.
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/conv2d.h"
#include "generated/autograd/ops/conv3d.h"
#include "generated/autograd/ops/permute.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/slice.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/zeros.h"
#include "runtime/error.h"
#include "runtime/kernels/conv/geometry.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// x with `pad` zero planes before and after along dim 2 (depth).
Tensor pad_depth(const Tensor& x, int64_t pad) {
  if (pad == 0) return x;
  DimVector plane = x.sizes();
  plane[2] = pad;
  const Tensor zeros = yaten::zeros(plane, x.dtype(), false);
  return yaten::cat({zeros, x, zeros}, 2);
}

}  // namespace

Tensor conv3d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride_arg,
              const DimVector& padding_arg, const DimVector& dilation_arg, int64_t groups) {
  YATEN_CHECK(input.dim() == 4 || input.dim() == 5,
              "conv3d: Expected 4D (unbatched) or 5D (batched) input to conv3d, but got input of size: ",
              shape_str(input.sizes()));
  YATEN_CHECK(weight.dim() == 5, "conv3d: weight should have 5 dimensions (out_channels, in_channels / groups, kD, "
              "kH, kW), got weight of size ", shape_str(weight.sizes()));
  const DimVector stride = kernels::expand_conv_param(stride_arg, 3, "stride", "conv3d"),
                  padding = kernels::expand_conv_param(padding_arg, 3, "padding", "conv3d"),
                  dilation = kernels::expand_conv_param(dilation_arg, 3, "dilation", "conv3d");
  YATEN_CHECK(stride[0] > 0 && dilation[0] > 0 && padding[0] >= 0,
              "conv3d: expected positive stride and dilation and non-negative padding, got stride=", shape_str(stride),
              " padding=", shape_str(padding), " dilation=", shape_str(dilation));
  const Tensor x = pad_depth(input.dim() == 4 ? yaten::unsqueeze(input, 0) : input, padding[0]);
  const int64_t batch = x.sizes()[0], channels = x.sizes()[1], depth = x.sizes()[2];
  const int64_t kernel_depth = weight.sizes()[2];
  const int64_t reach = dilation[0] * (kernel_depth - 1) + 1;
  YATEN_CHECK(kernel_depth > 0 && depth >= reach, "conv3d: Calculated padded input size per channel: (", depth, " x ",
              x.sizes()[3], " x ", x.sizes()[4], "). Kernel size: (", reach, " x ", weight.sizes()[3], " x ",
              weight.sizes()[4], "). Kernel size can't be greater than actual input size");
  const int64_t out_depth = (depth - reach) / stride[0] + 1;
  const DimVector plane_stride{stride[1], stride[2]}, plane_padding{padding[1], padding[2]},
                  plane_dilation{dilation[1], dilation[2]};
  Tensor sum;
  for (int64_t kd = 0; kd < kernel_depth; ++kd) {
    const int64_t first = kd * dilation[0];
    const Tensor planes = yaten::slice(x, 2, first, first + stride[0] * (out_depth - 1) + 1, stride[0]);
    const Tensor folded = yaten::reshape(yaten::permute(planes, {0, 2, 1, 3, 4}),
                                         {batch * out_depth, channels, x.sizes()[3], x.sizes()[4]});
    // The bias goes in once, with the first slice (conv2d's bias gradient keeps its history under create_graph).
    const Tensor part = yaten::conv2d(folded, yaten::select(weight, 2, kd), kd == 0 ? bias : Tensor(), plane_stride,
                                      plane_padding, plane_dilation, groups);
    sum = sum.defined() ? sum + part : part;
  }
  const DimVector plane = sum.sizes();
  const Tensor out =
      yaten::permute(yaten::reshape(sum, {batch, out_depth, plane[1], plane[2], plane[3]}), {0, 2, 1, 3, 4});
  return input.dim() == 4 ? yaten::squeeze(out, 0) : out;
}

}  // namespace yaten
