// The sizes and parameters of one 2-D convolution, checked once (conv2d.cpp)
// and shared by its kernels: the own im2col path and the oneDNN one.
#pragma once
#include <cstdint>

#include "runtime/shape.h"

namespace yaten::kernels {

struct ConvGeometry {
  bool batched = true;
  int64_t n = 0, c = 0, h = 0, w = 0;      // input
  int64_t o = 0, kh = 0, kw = 0;           // weight (o, c / groups, kh, kw)
  int64_t oh = 0, ow = 0;                  // output
  int64_t sh = 1, sw = 1, ph = 0, pw = 0, dh = 1, dw = 1, groups = 1;
  int64_t cg() const { return c / groups; }
  int64_t og() const { return o / groups; }
  int64_t k() const { return cg() * kh * kw; }       // rows of the column matrix
  int64_t l() const { return oh * ow; }              // output positions per sample
  DimVector input_sizes() const { return batched ? DimVector{n, c, h, w} : DimVector{c, h, w}; }
  DimVector output_sizes() const { return batched ? DimVector{n, o, oh, ow} : DimVector{o, oh, ow}; }
};

}  // namespace yaten::kernels
