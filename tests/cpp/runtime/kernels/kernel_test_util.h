// Helpers for the kernel tests: tensors from literal values and back, read
// through their strides so views can be checked without another op.
#pragma once

#include <initializer_list>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::test {

template <typename T>
Tensor tensor_of(std::initializer_list<T> values, DimVector sizes = {}) {
  if (sizes.empty() && values.size() != 1) sizes = DimVector{static_cast<int64_t>(values.size())};
  Tensor t = Tensor::empty(sizes, CppTypeToScalarType<T>::value);
  T* p = t.data<T>();
  for (T v : values) *p++ = v;
  return t;
}

inline Tensor floats(std::initializer_list<float> values, DimVector sizes = {}) { return tensor_of<float>(values, sizes); }
inline Tensor longs(std::initializer_list<int64_t> values, DimVector sizes = {}) {
  return tensor_of<int64_t>(values, sizes);
}

// Elements of t in row-major order of its sizes, honouring its strides.
template <typename T>
std::vector<T> values_of(const Tensor& t) {
  std::vector<T> out;
  const int64_t nd = t.dim();
  DimVector pos(nd, 0);
  for (int64_t e = 0; e < t.numel(); ++e) {
    int64_t off = 0;
    for (int64_t d = 0; d < nd; ++d) off += pos[d] * t.strides()[d];
    out.push_back(t.data<T>()[off]);
    for (int64_t d = nd - 1; d >= 0; --d) {
      if (++pos[d] < t.sizes()[d]) break;
      pos[d] = 0;
    }
  }
  return out;
}

}  // namespace yaten::test
