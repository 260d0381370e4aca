// float32 convolutions on oneDNN (the library PyTorch's CPU convolution runs
// on), when yaten is built with it (meson feature `dnnl`). Each function
// returns false, having written nothing, when oneDNN cannot take the
// convolution (not built in, or no implementation for it): the caller then
// runs yaten's own im2col kernel. Tensors are contiguous: x, dx (n, c, h, w),
// w, dw (o, c / groups, kh, kw), y, gy (n, o, oh, ow).
#pragma once

#include "runtime/kernels/conv/geometry.h"

namespace yaten::kernels::onednn {

// True when this build has oneDNN.
bool available();

bool conv_forward(const ConvGeometry& g, const float* x, const float* w, const float* bias, float* y);
bool conv_backward_input(const ConvGeometry& g, const float* gy, const float* w, float* dx);
bool conv_backward_weight(const ConvGeometry& g, const float* gy, const float* x, float* dw);
// The input's, the weight's and (db not null) the bias's gradients at once:
// each chunk of gy is reordered once for both primitives, and the bias's
// sums come from the weight gradient's pass over it.
bool conv_backward(const ConvGeometry& g, const float* gy, const float* x, const float* w, float* dx, float* dw,
                   float* db);

}  // namespace yaten::kernels::onednn
