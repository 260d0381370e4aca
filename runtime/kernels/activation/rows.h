// The activation family's row functions (functors-inl.h), compiled once per
// CPU target in rows.cpp: for a floating dtype, the running CPU's row of an
// activation, to hand to pointwise_unary (forward, x) or pointwise_binary
// (the *Backward ones, (grad_output, x)) with the functor's numbers.
#pragma once

#include "runtime/simd/row.h"

namespace yaten::kernels::activation {

// (functor, inputs, numbers): each functor of functors-inl.h once.
#define YATEN_ACTIVATION_ROWS(X) \
  X(GeluErf, 1, 0)               \
  X(GeluErfBackward, 2, 0)       \
  X(GeluTanh, 1, 0)              \
  X(GeluTanhBackward, 2, 0)      \
  X(Silu, 1, 0)                  \
  X(SiluBackward, 2, 0)          \
  X(Elu, 1, 3)                   \
  X(Softplus, 1, 2)              \
  X(Mish, 1, 0)                  \
  X(LogSigmoid, 1, 0)

YATEN_DECLARE_ROW_TABLE(YATEN_ACTIVATION_ROWS)

}  // namespace yaten::kernels::activation
