// conv_tbc: conv1d over the time-batch-channel layout (fairseq's), the input
// and weight permuted to conv1d's (N, C, T) and (C_out, C_in, k) as views.
#include <algorithm>

#include "generated/autograd/ops/contiguous.h"
#include "generated/autograd/ops/conv1d.h"
#include "generated/autograd/ops/conv_tbc.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/permute.h"
#include "runtime/error.h"

namespace yaten {

Tensor conv_tbc(const Tensor& self, const Tensor& weight, const Tensor& bias, int64_t pad) {
  YATEN_CHECK(self.dim() == 3, "conv_tbc: Input must have 3 dims: time, batch, in_channel");
  YATEN_CHECK(weight.dim() == 3, "conv_tbc: Weight tensor must have 3 dims: kernel_width, in_channels, out_channels.");
  YATEN_CHECK(bias.dim() == 1, "conv_tbc: Bias must be 1-D");
  YATEN_CHECK(self.sizes()[2] == weight.sizes()[1],
              "conv_tbc: Input dim 2 (input channels) is not == dim 1 in the weight tensor");
  YATEN_CHECK(weight.sizes()[2] == bias.sizes()[0],
              "conv_tbc: Bias size must equal dim 2 in the weight tensor (output channels).");
  const int64_t time = self.sizes()[0];
  const int64_t out_time = time + 2 * pad - weight.sizes()[0] + 1;
  YATEN_CHECK(out_time > 0, "conv_tbc: the output would have ", out_time, " time steps (input ", time,
              ", pad ", pad, ", kernel width ", weight.sizes()[0], ")");
  Tensor input = yaten::permute(self, {1, 2, 0});
  // A negative pad crops, as torch's conv_tbc reads it.
  if (pad < 0) input = yaten::narrow(input, 2, -pad, time + 2 * pad);
  const Tensor out = yaten::conv1d(input, yaten::permute(weight, {2, 1, 0}), bias, {1}, {std::max<int64_t>(pad, 0)},
                                   {1}, 1);
  return yaten::contiguous(yaten::permute(out, {2, 0, 1}));
}

}  // namespace yaten
