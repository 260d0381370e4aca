// The derivatives of linalg.householder_product (declared in
// formula_helpers.h), in differentiable yaten ops so that they can be
// differentiated again. With 0-based reflectors, Q = H_0 ... H_{k-1} E,
// H_j = I - tau_j v_j v_j^T and E the first n columns of I; S_j = H_j ...
// H_{k-1} E (S_k = E) and G_j = H_{j-1} ... H_0 gQ (G_0 = gQ).
#include <cstdint>
#include <vector>

#include "autograd/composite/linalg/matrix_helpers.h"
#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/matmul.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/ones.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/tril.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/zeros_like.h"

namespace yaten {

using linalg_helpers::identity;
using linalg_helpers::mT;

namespace {

int64_t rows(const Tensor& t) { return t.sizes()[t.sizes().size() - 2]; }

// 1 strictly below the diagonal of an m x n matrix, 0 elsewhere: where input holds the vectors.
Tensor below_diagonal(const Tensor& input) {
  return yaten::tril(yaten::ones(DimVector{rows(input), input.sizes().back()}, input.dtype(), false), -1);
}

Tensor first_columns_of_identity(const Tensor& input) {
  return yaten::narrow(identity(rows(input), input.dtype()), -1, 0, input.sizes().back());
}

// Column j of each matrix, (..., m, 1), and tau_j as (..., 1, 1).
Tensor column(const Tensor& v, int64_t j) { return yaten::narrow(v, -1, j, 1); }
Tensor scale(const Tensor& tau, int64_t j) { return yaten::unsqueeze(yaten::narrow(tau, -1, j, 1), -1); }

// H x = x - tau v (v^T x).
Tensor reflect(const Tensor& x, const Tensor& v, const Tensor& t) { return x - t * yaten::matmul(v, yaten::matmul(mT(v), x)); }

struct HouseholderGradients {
  Tensor input, tau;
};

// dQ = sum_j Pre_j dH_j S_{j+1}, so the gradient of H_j is G_j S_{j+1}^T;
// dH_j = -dtau v v^T - tau (dv v^T + v dv^T) gives
// gtau_j = -(v^T G_j)(v^T S_{j+1})^T and gv_j = -tau (G_j S_{j+1}^T v + S_{j+1} G_j^T v).
HouseholderGradients householder_gradients(const Tensor& grad, const Tensor& input, const Tensor& tau) {
  const int64_t k = tau.sizes().back(), n = input.sizes().back();
  Tensor v = input * below_diagonal(input) + first_columns_of_identity(input);
  std::vector<Tensor> suffix(static_cast<size_t>(k + 1));
  suffix[static_cast<size_t>(k)] = first_columns_of_identity(input);
  for (int64_t j = k; j-- > 0;) suffix[static_cast<size_t>(j)] = reflect(suffix[static_cast<size_t>(j + 1)], column(v, j), scale(tau, j));
  std::vector<Tensor> g_tau, g_v;
  Tensor G = grad;
  for (int64_t j = 0; j < k; ++j) {
    Tensor vj = column(v, j), tj = scale(tau, j), S = suffix[static_cast<size_t>(j + 1)];
    Tensor vG = yaten::matmul(mT(vj), G), vS = yaten::matmul(mT(vj), S);  // (..., 1, n)
    g_tau.push_back(-yaten::sum(vG * vS, DimVector{-1}, false, std::nullopt));  // (..., 1)
    g_v.push_back(-tj * (yaten::matmul(G, mT(vS)) + yaten::matmul(S, mT(vG))));
    G = reflect(G, vj, tj);
  }
  // Columns k..n of input hold no reflector.
  if (k < n) g_v.push_back(yaten::zeros_like(yaten::narrow(input, -1, k, n - k), std::nullopt, false));
  HouseholderGradients out;
  out.input = g_v.empty() ? yaten::zeros_like(input, std::nullopt, false) : yaten::cat(g_v, -1) * below_diagonal(input);
  out.tau = k == 0 ? yaten::zeros_like(tau, std::nullopt, false) : yaten::cat(g_tau, -1);
  return out;
}

}  // namespace

Tensor householder_product_backward_input(const Tensor& grad, const Tensor& input, const Tensor& tau) {
  return householder_gradients(grad, input, tau).input;
}

Tensor householder_product_backward_tau(const Tensor& grad, const Tensor& input, const Tensor& tau) {
  return householder_gradients(grad, input, tau).tau;
}

// S_j = H_j S_{j+1}, so dS_j = dH_j S_{j+1} + H_j dS_{j+1}, from dS_k = 0; dQ = dS_0.
Tensor householder_product_jvp(const Tensor& input_t, const Tensor& tau_t, const Tensor& input, const Tensor& tau) {
  const int64_t k = tau.sizes().back();
  Tensor mask = below_diagonal(input);
  Tensor v = input * mask + first_columns_of_identity(input), dv_all = input_t * mask;
  Tensor S = first_columns_of_identity(input);
  Tensor dS = yaten::zeros_like(input_t, std::nullopt, false);
  for (int64_t j = k; j-- > 0;) {
    Tensor vj = column(v, j), tj = scale(tau, j), dv = column(dv_all, j), dt = scale(tau_t, j);
    Tensor vS = yaten::matmul(mT(vj), S);
    Tensor dH_S = -(dt * yaten::matmul(vj, vS)) - tj * (yaten::matmul(dv, vS) + yaten::matmul(vj, yaten::matmul(mT(dv), S)));
    dS = dH_S + reflect(dS, vj, tj);
    S = reflect(S, vj, tj);
  }
  return dS;
}

}  // namespace yaten
