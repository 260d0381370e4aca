// The sizes and parameters of one 2-D convolution, checked once (conv2d.cpp)
// and shared by its kernels: the own im2col path and the oneDNN one.
#pragma once
#include <cstdint>

#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten::kernels {

// A convolution's stride, padding, dilation ... as one value per spatial dim:
// a list of 1 stands for every dim, as in PyTorch's expand_param_if_needed,
// and any other length but `dims` is refused with its message.
inline DimVector expand_conv_param(const DimVector& v, size_t dims, const char* name, const char* op) {
  YATEN_CHECK(v.size() == 1 || v.size() == dims, op, ": expected ", name, " to be a single integer value or a list of ",
              dims, " values to match the convolution dimensions, but got ", name, "=", shape_str(v));
  return v.size() == 1 ? DimVector(dims, v[0]) : v;
}

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
