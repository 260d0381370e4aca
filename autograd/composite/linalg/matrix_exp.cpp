// matrix_exp (torch's and Tensor's name of linalg.matrix_exp) and the
// derivative of the exponential: exp of the block matrix [[A, E], [0, A]]
// holds the derivative of exp at A in direction E in its upper-right block.
// Made of differentiable ops, so the derivative has derivatives too.
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/linalg_matrix_exp.h"
#include "generated/autograd/ops/linalg_matrix_exp_differential.h"
#include "generated/autograd/ops/matrix_exp.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten {

Tensor matrix_exp(const Tensor& self) { return yaten::linalg_matrix_exp(self); }

Tensor linalg_matrix_exp_differential(const Tensor& self, const Tensor& direction) {
  const int64_t n = self.sizes().back();
  const Tensor upper = yaten::cat({self, direction}, -1);
  const Tensor lower = yaten::cat({yaten::zeros_like(self, std::nullopt, false), self}, -1);
  const Tensor block = yaten::linalg_matrix_exp(yaten::cat({upper, lower}, -2));
  return yaten::narrow(yaten::narrow(block, -2, 0, n), -1, n, n);
}

}  // namespace yaten
