// Arithmetic operators over yaten tensors, for the backward formulas of
// ops.yaml and for C++ code above the runtime. A number becomes a wrapped
// number (Tensor::wrapped_number), so it takes part in type promotion as a
// Python number would. Every operator is a differentiable op call.
// Comparisons are not operators: formulas call gt/lt/eq/..., which accept a
// number on the right through the overloads below.
#pragma once

#include "runtime/scalar.h"
#include "runtime/tensor.h"
#include "generated/autograd/ops/add.h"
#include "generated/autograd/ops/div.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/ge.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/le.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/mul.h"
#include "generated/autograd/ops/ne.h"
#include "generated/autograd/ops/neg.h"
#include "generated/autograd/ops/sub.h"

namespace yaten {

inline Tensor operator-(const Tensor& a) { return yaten::neg(a); }

inline Tensor operator+(const Tensor& a, const Tensor& b) { return yaten::add(a, b, 1); }
inline Tensor operator-(const Tensor& a, const Tensor& b) { return yaten::sub(a, b, 1); }
inline Tensor operator*(const Tensor& a, const Tensor& b) { return yaten::mul(a, b); }
inline Tensor operator/(const Tensor& a, const Tensor& b) { return yaten::div(a, b); }

inline Tensor operator+(const Tensor& a, const Scalar& b) { return yaten::add(a, Tensor::wrapped_number(b), 1); }
inline Tensor operator-(const Tensor& a, const Scalar& b) { return yaten::sub(a, Tensor::wrapped_number(b), 1); }
inline Tensor operator*(const Tensor& a, const Scalar& b) { return yaten::mul(a, Tensor::wrapped_number(b)); }
inline Tensor operator/(const Tensor& a, const Scalar& b) { return yaten::div(a, Tensor::wrapped_number(b)); }

inline Tensor operator+(const Scalar& a, const Tensor& b) { return yaten::add(Tensor::wrapped_number(a), b, 1); }
inline Tensor operator-(const Scalar& a, const Tensor& b) { return yaten::sub(Tensor::wrapped_number(a), b, 1); }
inline Tensor operator*(const Scalar& a, const Tensor& b) { return yaten::mul(Tensor::wrapped_number(a), b); }
inline Tensor operator/(const Scalar& a, const Tensor& b) { return yaten::div(Tensor::wrapped_number(a), b); }

// gt(result, 0) and friends: a number on the right.
inline Tensor eq(const Tensor& a, const Scalar& b) { return yaten::eq(a, Tensor::wrapped_number(b)); }
inline Tensor ne(const Tensor& a, const Scalar& b) { return yaten::ne(a, Tensor::wrapped_number(b)); }
inline Tensor lt(const Tensor& a, const Scalar& b) { return yaten::lt(a, Tensor::wrapped_number(b)); }
inline Tensor le(const Tensor& a, const Scalar& b) { return yaten::le(a, Tensor::wrapped_number(b)); }
inline Tensor gt(const Tensor& a, const Scalar& b) { return yaten::gt(a, Tensor::wrapped_number(b)); }
inline Tensor ge(const Tensor& a, const Scalar& b) { return yaten::ge(a, Tensor::wrapped_number(b)); }

}  // namespace yaten
