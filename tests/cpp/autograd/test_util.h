// Small helpers shared by the autograd tests: float32 tensors from values and
// back, without going through any op.
#pragma once

#include <initializer_list>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::test {

inline Tensor make_tensor(std::initializer_list<float> values, DimVector sizes = {}) {
  if (sizes.empty() && values.size() != 1) sizes = DimVector{static_cast<int64_t>(values.size())};
  Tensor t = Tensor::empty(sizes, ScalarType::Float32);
  float* p = t.data<float>();
  for (float v : values) *p++ = v;
  return t;
}

inline Tensor filled(const DimVector& sizes, float value) {
  Tensor t = Tensor::empty(sizes, ScalarType::Float32);
  for (int64_t i = 0; i < t.numel(); ++i) t.data<float>()[i] = value;
  return t;
}

// Values of a contiguous float32 tensor.
inline std::vector<float> values(const Tensor& t) {
  Tensor c = t;
  std::vector<float> out;
  for (int64_t i = 0; i < c.numel(); ++i) out.push_back(c.data<float>()[i]);
  return out;
}

// A new contiguous float32 tensor with every element of g multiplied by f.
inline Tensor scaled(const Tensor& g, float f) {
  Tensor out = Tensor::empty(g.sizes(), ScalarType::Float32);
  for (int64_t i = 0; i < g.numel(); ++i) out.data<float>()[i] = g.data<float>()[i] * f;
  return out;
}

}  // namespace yaten::test
