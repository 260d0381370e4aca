// torch's deprecated symeig still computes, through linalg.eigh, with torch's
// deprecation warning from ops.yaml. (solve, lstsq, eig and matrix_rank, which
// torch 1.13 names only to refuse, are Python functions there and here:
// python/yaten/_removed.py.)
#include <tuple>

#include "generated/autograd/ops/empty.h"
#include "generated/autograd/ops/linalg_eigh.h"
#include "generated/autograd/ops/linalg_eigvalsh.h"
#include "generated/autograd/ops/symeig.h"

namespace yaten {

std::tuple<Tensor, Tensor> symeig(const Tensor& self, bool eigenvectors, bool upper) {
  const char* uplo = upper ? "U" : "L";
  if (eigenvectors) return yaten::linalg_eigh(self, uplo);
  return {yaten::linalg_eigvalsh(self, uplo), yaten::empty({0}, self.dtype(), false)};
}

}  // namespace yaten
