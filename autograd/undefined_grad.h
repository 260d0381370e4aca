// An identity whose backward sends no gradient at all (an undefined one), so
// gradcheck can check that every node copes with gradients that are missing
// for some of its outputs, as PyTorch's UndefinedGrad does.
#pragma once

#include "runtime/tensor.h"

namespace yaten::autograd {

// A tensor sharing t's memory; when t requires grad, its grad_fn
// (UndefinedGradBackward) passes an undefined gradient on to t's history.
Tensor undefined_grad(const Tensor& t);

}  // namespace yaten::autograd
