// conv_transpose3d as conv_transpose2d: the input depths folded into the
// batch, one conv_transpose2d per kernel depth kd with weight[:, :, kd], and
// each result spread along depth to the output planes it reaches
// (kd * dilation + d * stride for input depth d) and summed; then padding
// cropped and output_padding added at the far end. The same products as a
// direct 3-D transposed convolution, on conv_transpose2d's kernels.
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/conv_transpose2d.h"
#include "generated/autograd/ops/conv_transpose3d.h"
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

const char* const kOp = "conv_transpose3d";

// x with `before` and `after` zero planes along dim 2 (depth).
Tensor pad_depth(const Tensor& x, int64_t before, int64_t after) {
  std::vector<Tensor> parts;
  DimVector plane = x.sizes();
  if (before > 0) {
    plane[2] = before;
    parts.push_back(yaten::zeros(plane, x.dtype(), false));
  }
  parts.push_back(x);
  if (after > 0) {
    plane[2] = after;
    parts.push_back(yaten::zeros(plane, x.dtype(), false));
  }
  return parts.size() == 1 ? x : yaten::cat(parts, 2);
}

// x (N, C, D, H, W) with stride - 1 zero planes between its depths.
Tensor spread_depth(const Tensor& x, int64_t stride) {
  if (stride == 1 || x.sizes()[2] == 1) return x;
  const DimVector s = x.sizes();
  const Tensor planes = yaten::unsqueeze(x, 3);  // (N, C, D, 1, H, W)
  DimVector gap_size = planes.sizes();
  gap_size[3] = stride - 1;
  const Tensor spaced = yaten::cat({planes, yaten::zeros(gap_size, x.dtype(), false)}, 3);
  return yaten::slice(yaten::reshape(spaced, {s[0], s[1], s[2] * stride, s[3], s[4]}), 2, 0,
                      (s[2] - 1) * stride + 1, 1);
}

}  // namespace

Tensor conv_transpose3d(const Tensor& input, const Tensor& weight, const Tensor& bias, const DimVector& stride_arg,
                        const DimVector& padding_arg, const DimVector& output_padding_arg, int64_t groups,
                        const DimVector& dilation_arg) {
  YATEN_CHECK(input.dim() == 4 || input.dim() == 5, kOp, ": Expected 4D (unbatched) or 5D (batched) input to ", kOp,
              ", but got input of size: ", shape_str(input.sizes()));
  YATEN_CHECK(weight.dim() == 5, kOp, ": weight should have 5 dimensions (in_channels, out_channels / groups, kD, kH, "
              "kW), got weight of size ", shape_str(weight.sizes()));
  const DimVector stride = kernels::expand_conv_param(stride_arg, 3, "stride", kOp),
                  padding = kernels::expand_conv_param(padding_arg, 3, "padding", kOp),
                  output_padding = kernels::expand_conv_param(output_padding_arg, 3, "output_padding", kOp),
                  dilation = kernels::expand_conv_param(dilation_arg, 3, "dilation", kOp);
  YATEN_CHECK(stride[0] > 0 && dilation[0] > 0 && padding[0] >= 0, kOp,
              ": expected positive stride and dilation and non-negative padding, got stride=", shape_str(stride),
              " padding=", shape_str(padding), " dilation=", shape_str(dilation));
  YATEN_CHECK(output_padding[0] >= 0 && (output_padding[0] < stride[0] || output_padding[0] < dilation[0]), kOp,
              ": output padding must be smaller than either stride or dilation, but got output_padding=",
              shape_str(output_padding), " stride=", shape_str(stride), " dilation=", shape_str(dilation));
  const Tensor x = input.dim() == 4 ? yaten::unsqueeze(input, 0) : input;
  YATEN_CHECK(x.sizes()[1] == weight.sizes()[0], kOp, ": expected input with ", weight.sizes()[0],
              " channels (weight's first dim), got input of size ", shape_str(input.sizes()));
  const int64_t batch = x.sizes()[0], depth = x.sizes()[2], kernel_depth = weight.sizes()[2];
  const int64_t full_depth = (depth - 1) * stride[0] + dilation[0] * (kernel_depth - 1) + 1;
  const int64_t out_depth = full_depth - 2 * padding[0] + output_padding[0];
  YATEN_CHECK(kernel_depth > 0 && out_depth > 0, kOp, ": the output of input size ", shape_str(input.sizes()),
              " would be empty (", out_depth, " along dim 2)");
  const Tensor folded = yaten::reshape(yaten::permute(x, {0, 2, 1, 3, 4}),
                                       {batch * depth, x.sizes()[1], x.sizes()[3], x.sizes()[4]});
  const DimVector plane_stride{stride[1], stride[2]}, plane_padding{padding[1], padding[2]},
                  plane_output_padding{output_padding[1], output_padding[2]}, plane_dilation{dilation[1], dilation[2]};
  Tensor full;
  for (int64_t kd = 0; kd < kernel_depth; ++kd) {
    const Tensor planes = yaten::conv_transpose2d(folded, yaten::select(weight, 2, kd), Tensor(), plane_stride,
                                                  plane_padding, plane_output_padding, groups, plane_dilation);
    const DimVector p = planes.sizes();
    const Tensor reached =
        spread_depth(yaten::permute(yaten::reshape(planes, {batch, depth, p[1], p[2], p[3]}), {0, 2, 1, 3, 4}),
                     stride[0]);
    const int64_t first = kd * dilation[0];
    const Tensor part = pad_depth(reached, first, full_depth - first - reached.sizes()[2]);
    full = full.defined() ? full + part : part;
  }
  Tensor out = yaten::slice(pad_depth(full, 0, output_padding[0]), 2, padding[0], padding[0] + out_depth, 1);
  if (bias.defined()) {
    YATEN_CHECK(bias.dim() == 1 && bias.sizes()[0] == out.sizes()[1], kOp, ": expected bias of size [", out.sizes()[1],
                "], got ", shape_str(bias.sizes()));
    out = out + yaten::reshape(bias, {1, out.sizes()[1], 1, 1, 1});
  }
  return input.dim() == 4 ? yaten::squeeze(out, 0) : out;
}

}  // namespace yaten
