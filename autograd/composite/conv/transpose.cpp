// conv_transpose2d and conv_transpose1d: the gradient of conv2d with respect
// to its input (conv2d_backward_input, whose own derivatives give these
// theirs), for the output size the transposed geometry asks for, plus bias.
#include "generated/autograd/ops/conv2d_backward_input.h"
#include "generated/autograd/ops/conv_transpose1d.h"
#include "generated/autograd/ops/conv_transpose2d.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "autograd/tensor_operators.h"
#include "runtime/error.h"
#include "runtime/kernels/conv/geometry.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

Tensor transposed_conv2d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride_arg,
                         const DimVector& padding_arg, const DimVector& output_padding_arg, int64_t groups,
                         const DimVector& dilation_arg, const char* op) {
  YATEN_CHECK(input.dim() == 3 || input.dim() == 4, op, ": Expected 3D (unbatched) or 4D (batched) input to ", op,
              ", but got input of size: ", shape_str(input.sizes()));
  YATEN_CHECK(weight.dim() == 4, op, ": weight should have 4 dimensions (in_channels, out_channels / groups, kH, kW), "
              "got weight of size ", shape_str(weight.sizes()));
  YATEN_CHECK(groups > 0, op, ": non-positive groups is not supported");
  const DimVector stride = kernels::expand_conv_param(stride_arg, 2, "stride", op),
                  padding = kernels::expand_conv_param(padding_arg, 2, "padding", op),
                  output_padding = kernels::expand_conv_param(output_padding_arg, 2, "output_padding", op),
                  dilation = kernels::expand_conv_param(dilation_arg, 2, "dilation", op);
  const Tensor x = input.dim() == 3 ? yaten::unsqueeze(input, 0) : input;
  YATEN_CHECK(x.sizes()[1] == weight.sizes()[0], op, ": expected input with ", weight.sizes()[0],
              " channels (weight's first dim), got input of size ", shape_str(input.sizes()));
  DimVector out_size{x.sizes()[0], weight.sizes()[1] * groups, 0, 0};
  for (size_t i = 0; i < 2; ++i) {
    YATEN_CHECK(stride[i] > 0 && dilation[i] > 0 && padding[i] >= 0, op,
                ": expected positive stride and dilation and non-negative padding, got stride=", shape_str(stride),
                " padding=", shape_str(padding), " dilation=", shape_str(dilation));
    YATEN_CHECK(output_padding[i] >= 0 && (output_padding[i] < stride[i] || output_padding[i] < dilation[i]), op,
                ": output padding must be smaller than either stride or dilation, but got output_padding=",
                shape_str(output_padding), " stride=", shape_str(stride), " dilation=", shape_str(dilation));
    out_size[2 + i] = (x.sizes()[2 + i] - 1) * stride[i] - 2 * padding[i] + dilation[i] * (weight.sizes()[2 + i] - 1) +
                      output_padding[i] + 1;
    YATEN_CHECK(out_size[2 + i] > 0, op, ": the output of input size ", shape_str(input.sizes()),
                " would be empty (", out_size[2 + i], " along dim ", 2 + i, ")");
  }
  Tensor out = yaten::conv2d_backward_input(x, weight, out_size, stride, padding, dilation, groups);
  if (bias.defined()) {
    YATEN_CHECK(bias.dim() == 1 && bias.sizes()[0] == out_size[1], op, ": expected bias of size [", out_size[1],
                "], got ", shape_str(bias.sizes()));
    out = out + yaten::reshape(bias, {1, out_size[1], 1, 1});
  }
  return input.dim() == 3 ? yaten::squeeze(out, 0) : out;
}

}  // namespace

Tensor conv_transpose2d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
                        const DimVector& padding, const DimVector& output_padding, int64_t groups,
                        const DimVector& dilation) {
  return transposed_conv2d(input, weight, bias, stride, padding, output_padding, groups, dilation,
                           "conv_transpose2d");
}

Tensor conv_transpose1d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride,
                        const DimVector& padding, const DimVector& output_padding, int64_t groups,
                        const DimVector& dilation) {
  const char* op = "conv_transpose1d";
  YATEN_CHECK(input.dim() == 2 || input.dim() == 3, op, ": Expected 2D (unbatched) or 3D (batched) input to ", op,
              ", but got input of size: ", shape_str(input.sizes()));
  YATEN_CHECK(weight.dim() == 3, op, ": weight should have 3 dimensions (in_channels, out_channels / groups, k), "
              "got weight of size ", shape_str(weight.sizes()));
  // A height-1 image: (1, v) for each per-dim argument.
  auto unit_height = [&](const DimVector& v, int64_t height, const char* name) {
    const DimVector w = kernels::expand_conv_param(v, 1, name, op);
    return DimVector{height, w[0]};
  };
  Tensor out = transposed_conv2d(yaten::unsqueeze(input, -2), yaten::unsqueeze(weight, 2), bias,
                                 unit_height(stride, 1, "stride"), unit_height(padding, 0, "padding"),
                                 unit_height(output_padding, 0, "output_padding"), groups,
                                 unit_height(dilation, 1, "dilation"), op);
  return yaten::squeeze(out, -2);
}

}  // namespace yaten
