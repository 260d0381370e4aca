// torch's pre-1.9 linear algebra names. symeig still computes (through
// linalg.eigh, with torch's deprecation warning from ops.yaml); solve,
// lstsq, eig and matrix_rank were removed and raise torch 1.13's errors,
// whose text names the torch.linalg function to use instead (two of them
// print a Python tuple, as torch's do).
#include <string>
#include <tuple>

#include "generated/autograd/ops/eig.h"
#include "generated/autograd/ops/empty.h"
#include "generated/autograd/ops/linalg_eigh.h"
#include "generated/autograd/ops/linalg_eigvalsh.h"
#include "generated/autograd/ops/lstsq.h"
#include "generated/autograd/ops/matrix_rank.h"
#include "generated/autograd/ops/solve.h"
#include "generated/autograd/ops/symeig.h"
#include "runtime/error.h"

namespace yaten {

namespace {

const char* const kRemoved = "This function was deprecated since version 1.9 and is now removed.";

[[noreturn]] void removed(const char* replacement, bool as_tuple) {
  const std::string use = std::string("Please use the `torch.linalg.") + replacement + "` function instead.";
  if (as_tuple) throw RuntimeError(std::string("('") + kRemoved + "', '" + use + "')");
  throw RuntimeError(std::string(kRemoved) + " " + use);
}

}  // namespace

std::tuple<Tensor, Tensor> symeig(const Tensor& self, bool eigenvectors, bool upper) {
  const char* uplo = upper ? "U" : "L";
  if (eigenvectors) return yaten::linalg_eigh(self, uplo);
  return {yaten::linalg_eigvalsh(self, uplo), yaten::empty({0}, self.dtype(), false)};
}

std::tuple<Tensor, Tensor> solve(const Tensor&, const Tensor&) { removed("solve", false); }
std::tuple<Tensor, Tensor> lstsq(const Tensor&, const Tensor&) { removed("lstsq", true); }
std::tuple<Tensor, Tensor> eig(const Tensor&, bool) { removed("eig", false); }
Tensor matrix_rank(const Tensor&, std::optional<double>, bool) { removed("matrix_rank", true); }

}  // namespace yaten
