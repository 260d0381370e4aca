// linalg functions of a matrix's spectrum or built from products: the matrix
// and general norms, cond, pinv, matrix_rank, lstsq (on its LAPACK kernel), the
// integer matrix power, vecdot, and the aliases orgqr, pinverse and linalg.diagonal. All composite.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <string_view>

#include "autograd/composite/linalg/matrix_helpers.h"
#include "autograd/composite/math/composite_writes.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_linalg_lstsq.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/amax.h"
#include "generated/autograd/ops/amin.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/detach.h"
#include "generated/autograd/ops/diagonal.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/full.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/linalg_cond.h"
#include "generated/autograd/ops/linalg_diagonal.h"
#include "generated/autograd/ops/linalg_eigh.h"
#include "generated/autograd/ops/linalg_eigvalsh.h"
#include "generated/autograd/ops/linalg_householder_product.h"
#include "generated/autograd/ops/linalg_inv.h"
#include "generated/autograd/ops/linalg_inv_ex.h"
#include "generated/autograd/ops/linalg_lstsq.h"
#include "generated/autograd/ops/linalg_matrix_norm.h"
#include "generated/autograd/ops/linalg_matrix_power.h"
#include "generated/autograd/ops/linalg_matrix_rank.h"
#include "generated/autograd/ops/linalg_norm.h"
#include "generated/autograd/ops/linalg_pinv.h"
#include "generated/autograd/ops/linalg_svd.h"
#include "generated/autograd/ops/linalg_svdvals.h"
#include "generated/autograd/ops/linalg_vecdot.h"
#include "generated/autograd/ops/linalg_vector_norm.h"
#include "generated/autograd/ops/matmul.h"
#include "generated/autograd/ops/matrix_power.h"
#include "generated/autograd/ops/maximum.h"
#include "generated/autograd/ops/movedim.h"
#include "generated/autograd/ops/orgqr.h"
#include "generated/autograd/ops/pinverse.h"
#include "generated/autograd/ops/reciprocal.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/squeeze.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"
#include "runtime/error.h"
#include "runtime/kernels/linalg/lapack_batches.h"
#include "runtime/shape.h"

namespace yaten {

using linalg_helpers::identity;
using linalg_helpers::mT;

namespace {

int64_t rows_of(const Tensor& t) { return t.sizes()[t.sizes().size() - 2]; }

// The two matrix dims, wrapped and checked as torch does.
std::pair<int64_t, int64_t> matrix_dims(const Tensor& A, const DimVector& dim, const char* op_name) {
  YATEN_CHECK(A.dim() >= 2, op_name, ": The input tensor A must have at least 2 dimensions.");
  YATEN_CHECK(dim.size() == 2, op_name, ": dim must be a 2-tuple. Got ", shape_str(dim));
  const int64_t d0 = wrap_dim(dim[0], A.dim(), op_name), d1 = wrap_dim(dim[1], A.dim(), op_name);
  YATEN_CHECK(d0 != d1, op_name, ": dims must be different. Got (", dim[0], ", ", dim[1], ")");
  return {d0, d1};
}

Tensor in_dtype(const Tensor& A, std::optional<ScalarType> dtype) {
  return dtype && *dtype != A.dtype() ? yaten::to(A, *dtype, false, false) : A;
}

// Singular values of the matrices over (d0, d1), reduced by amax / amin, the dims kept if asked.
Tensor spectral_norm(const Tensor& A, int64_t d0, int64_t d1, bool largest, bool keepdim) {
  Tensor s = yaten::linalg_svdvals(yaten::movedim(A, DimVector{d0, d1}, DimVector{-2, -1}), std::nullopt);
  Tensor out = largest ? yaten::amax(s, DimVector{-1}, false) : yaten::amin(s, DimVector{-1}, false);
  if (keepdim) {
    out = yaten::unsqueeze(out, std::min(d0, d1));
    out = yaten::unsqueeze(out, std::max(d0, d1));
  }
  return out;
}

}  // namespace

Tensor linalg_matrix_norm(const Tensor& self, const Scalar& ord, const DimVector& dim, bool keepdim,
                          std::optional<ScalarType> dtype) {
  kernels::linalg::check_matrices(self, "linalg.matrix_norm");
  auto [d0, d1] = matrix_dims(self, dim, "linalg.matrix_norm");
  const double p = ord.to_double();
  const bool inf = std::isinf(p);
  YATEN_CHECK(inf || p == 1 || p == -1 || p == 2 || p == -2, "linalg.matrix_norm: Order ", ord.to_double(), " not supported.");
  Tensor A = in_dtype(self, dtype);
  if (p == 2 || p == -2) return spectral_norm(A, d0, d1, p > 0, keepdim);
  // 1: the largest column sum of |A| (sum over rows); inf: the largest row sum.
  const int64_t summed = inf ? d1 : d0, reduced = inf ? d0 : d1;
  Tensor sums = yaten::sum(yaten::abs(A), DimVector{summed}, true, std::nullopt);
  Tensor out = p > 0 ? yaten::amax(sums, DimVector{reduced}, true) : yaten::amin(sums, DimVector{reduced}, true);
  if (!keepdim) out = yaten::squeeze(yaten::squeeze(out, std::max(d0, d1)), std::min(d0, d1));
  return out;
}

Tensor linalg_matrix_norm_out(const Tensor& self, const Scalar& ord, const DimVector& dim, bool keepdim,
                              std::optional<ScalarType> dtype, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_matrix_norm", out_dtype::linalg_matrix_norm,
                              [&] { return linalg_matrix_norm(self, ord, dim, keepdim, dtype); });
}

Tensor linalg_matrix_norm_str_ord(const Tensor& self, std::string_view ord, const DimVector& dim, bool keepdim,
                                  std::optional<ScalarType> dtype) {
  kernels::linalg::check_matrices(self, "linalg.matrix_norm");
  auto [d0, d1] = matrix_dims(self, dim, "linalg.matrix_norm");
  YATEN_CHECK(ord == "fro" || ord == "nuc", "linalg.matrix_norm: Order ", ord, " not supported.");
  Tensor A = in_dtype(self, dtype);
  if (ord == "fro") return yaten::linalg_vector_norm(A, Scalar(2.0), DimVector{d0, d1}, keepdim, std::nullopt);
  Tensor nuclear = yaten::sum(yaten::linalg_svdvals(yaten::movedim(A, DimVector{d0, d1}, DimVector{-2, -1}), std::nullopt), DimVector{-1},
                              false, std::nullopt);
  if (keepdim) {
    nuclear = yaten::unsqueeze(nuclear, std::min(d0, d1));
    nuclear = yaten::unsqueeze(nuclear, std::max(d0, d1));
  }
  return nuclear;
}

Tensor linalg_matrix_norm_str_ord_out(const Tensor& self, std::string_view ord, const DimVector& dim, bool keepdim,
                                      std::optional<ScalarType> dtype, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_matrix_norm", out_dtype::linalg_matrix_norm_str_ord,
                              [&] { return linalg_matrix_norm_str_ord(self, ord, dim, keepdim, dtype); });
}

Tensor linalg_norm(const Tensor& self, const std::optional<Scalar>& ord, const std::optional<DimVector>& dim, bool keepdim,
                   std::optional<ScalarType> dtype) {
  if (dim && dim->size() == 2) {
    return ord ? yaten::linalg_matrix_norm(self, *ord, *dim, keepdim, dtype)
               : yaten::linalg_matrix_norm_str_ord(self, "fro", *dim, keepdim, dtype);
  }
  if (!dim && ord) {
    YATEN_CHECK(self.dim() == 1 || self.dim() == 2, "linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got ",
                self.dim(), "D.");
    if (self.dim() == 2) return yaten::linalg_matrix_norm(self, *ord, DimVector{-2, -1}, keepdim, dtype);
  }
  return yaten::linalg_vector_norm(self, ord.value_or(Scalar(2.0)), dim, keepdim, dtype);
}

Tensor linalg_norm_out(const Tensor& self, const std::optional<Scalar>& ord, const std::optional<DimVector>& dim, bool keepdim,
                       std::optional<ScalarType> dtype, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_norm", out_dtype::linalg_norm, [&] { return linalg_norm(self, ord, dim, keepdim, dtype); });
}

Tensor linalg_norm_ord_str(const Tensor& self, std::string_view ord, const std::optional<DimVector>& dim, bool keepdim,
                           std::optional<ScalarType> dtype) {
  YATEN_CHECK(dim ? dim->size() == 2 : self.dim() == 2, "linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got ",
              self.dim(), "D.");
  return yaten::linalg_matrix_norm_str_ord(self, ord, dim.value_or(DimVector{-2, -1}), keepdim, dtype);
}

Tensor linalg_norm_ord_str_out(const Tensor& self, std::string_view ord, const std::optional<DimVector>& dim, bool keepdim,
                               std::optional<ScalarType> dtype, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_norm", out_dtype::linalg_norm_ord_str, [&] { return linalg_norm_ord_str(self, ord, dim, keepdim, dtype); });
}

Tensor linalg_cond(const Tensor& self, const std::optional<Scalar>& p) {
  kernels::linalg::check_matrices(self, "linalg.cond");
  const double order = p ? p->to_double() : 2.0;
  if (order == 2 || order == -2) {
    Tensor s = yaten::linalg_svdvals(self, std::nullopt);
    const int64_t k = s.sizes().back();
    Tensor largest = yaten::select(s, -1, 0), smallest = yaten::select(s, -1, k - 1);
    return order > 0 ? largest / smallest : smallest / largest;
  }
  kernels::linalg::check_square(self, "linalg.cond");
  // A singular matrix has an infinite condition number, not an error.
  Tensor inverse = std::get<0>(yaten::linalg_inv_ex(self, false));
  return yaten::linalg_matrix_norm(self, *p, DimVector{-2, -1}, false, std::nullopt) *
         yaten::linalg_matrix_norm(inverse, *p, DimVector{-2, -1}, false, std::nullopt);
}

Tensor linalg_cond_out(const Tensor& self, const std::optional<Scalar>& p, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_cond", out_dtype::linalg_cond, [&] { return linalg_cond(self, p); });
}

Tensor linalg_cond_p_str(const Tensor& self, std::string_view p) {
  kernels::linalg::check_square(self, "linalg.cond");
  Tensor inverse = std::get<0>(yaten::linalg_inv_ex(self, false));
  return yaten::linalg_matrix_norm_str_ord(self, p, DimVector{-2, -1}, false, std::nullopt) *
         yaten::linalg_matrix_norm_str_ord(inverse, p, DimVector{-2, -1}, false, std::nullopt);
}

Tensor linalg_cond_p_str_out(const Tensor& self, std::string_view p, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_cond", out_dtype::linalg_cond_p_str, [&] { return linalg_cond_p_str(self, p); });
}

namespace {

double epsilon(ScalarType dtype) {
  return dtype == ScalarType::Float32 ? static_cast<double>(std::numeric_limits<float>::epsilon())
                                      : std::numeric_limits<double>::epsilon();
}

Tensor as_tolerance(double value) { return yaten::full({}, Scalar(value), ScalarType::Float64, false); }
Tensor as_tolerance(std::optional<double> value) { return value ? as_tolerance(*value) : Tensor(); }

// torch's default rtol: eps * max(m, n) when neither tolerance is given, 0
// where atol is given and positive (elementwise for a tensor atol).
Tensor relative_tolerance(const Tensor& A, const Tensor& atol, const Tensor& rtol) {
  if (rtol.defined()) return rtol;
  Tensor fallback = as_tolerance(epsilon(A.dtype()) * static_cast<double>(std::max(rows_of(A), A.sizes().back())));
  if (!atol.defined()) return fallback;
  return yaten::where(yaten::gt(atol, Scalar(0)), as_tolerance(0.0), fallback);
}

// max(atol, rtol * the largest of `values`) per matrix: tensor tolerances
// broadcast against the batch dims of `values` (..., k), as torch's do.
Tensor cutoff(const Tensor& values, const Tensor& atol, const Tensor& rtol) {
  Tensor absolute = atol.defined() ? atol : as_tolerance(0.0);
  return yaten::maximum(yaten::unsqueeze(absolute, -1),
                        yaten::unsqueeze(rtol, -1) * yaten::amax(values, DimVector{-1}, true));
}

}  // namespace

Tensor linalg_pinv_atol_rtol_tensor(const Tensor& self, const Tensor& atol, const Tensor& rtol, bool hermitian) {
  kernels::linalg::check_matrices(self, "linalg.pinv");
  const Tensor r = relative_tolerance(self, atol, rtol);
  if (hermitian) {
    auto [values, vectors] = yaten::linalg_eigh(self, "L");
    Tensor magnitude = yaten::abs(values);
    Tensor inverted = yaten::where(yaten::gt(magnitude, cutoff(magnitude, atol, r)), yaten::reciprocal(values),
                                   yaten::zeros_like(values, std::nullopt, false));
    return yaten::matmul(vectors * yaten::unsqueeze(inverted, -2), mT(vectors));
  }
  auto [u, s, vh] = yaten::linalg_svd(self, false, std::nullopt);
  Tensor inverted = yaten::where(yaten::gt(s, cutoff(s, atol, r)), yaten::reciprocal(s), yaten::zeros_like(s, std::nullopt, false));
  return yaten::matmul(mT(vh) * yaten::unsqueeze(inverted, -2), mT(u));
}

Tensor linalg_pinv_atol_rtol_tensor_out(const Tensor& self, const Tensor& atol, const Tensor& rtol, bool hermitian,
                                        const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_pinv", out_dtype::linalg_pinv_atol_rtol_tensor,
                              [&] { return linalg_pinv_atol_rtol_tensor(self, atol, rtol, hermitian); });
}

Tensor linalg_pinv_atol_rtol_float(const Tensor& self, std::optional<double> atol, std::optional<double> rtol, bool hermitian) {
  return linalg_pinv_atol_rtol_tensor(self, as_tolerance(atol), as_tolerance(rtol), hermitian);
}

Tensor linalg_pinv_atol_rtol_float_out(const Tensor& self, std::optional<double> atol, std::optional<double> rtol,
                                       bool hermitian, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_pinv", out_dtype::linalg_pinv_atol_rtol_float,
                              [&] { return linalg_pinv_atol_rtol_float(self, atol, rtol, hermitian); });
}

Tensor linalg_pinv(const Tensor& self, double rcond, bool hermitian) {
  return linalg_pinv_atol_rtol_tensor(self, as_tolerance(0.0), as_tolerance(rcond), hermitian);
}

Tensor linalg_pinv_out(const Tensor& self, double rcond, bool hermitian, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_pinv", out_dtype::linalg_pinv, [&] { return linalg_pinv(self, rcond, hermitian); });
}

Tensor linalg_pinv_rcond_tensor(const Tensor& self, const Tensor& rcond, bool hermitian) {
  return linalg_pinv_atol_rtol_tensor(self, as_tolerance(0.0), rcond, hermitian);
}

Tensor linalg_pinv_rcond_tensor_out(const Tensor& self, const Tensor& rcond, bool hermitian, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_pinv", out_dtype::linalg_pinv_rcond_tensor,
                              [&] { return linalg_pinv_rcond_tensor(self, rcond, hermitian); });
}

Tensor linalg_matrix_rank_atol_rtol_tensor(const Tensor& self, const Tensor& atol, const Tensor& rtol, bool hermitian) {
  kernels::linalg::check_matrices(self, "torch.linalg.matrix_rank");
  const Tensor r = relative_tolerance(self, atol, rtol);
  Tensor values = hermitian ? yaten::abs(yaten::linalg_eigvalsh(self, "L")) : yaten::linalg_svdvals(self, std::nullopt);
  return yaten::sum(yaten::gt(values, cutoff(values, atol, r)), DimVector{-1}, false, ScalarType::Int64);
}

Tensor linalg_matrix_rank_atol_rtol_tensor_out(const Tensor& self, const Tensor& atol, const Tensor& rtol, bool hermitian,
                                               const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_matrix_rank", out_dtype::linalg_matrix_rank_atol_rtol_tensor,
                              [&] { return linalg_matrix_rank_atol_rtol_tensor(self, atol, rtol, hermitian); });
}

Tensor linalg_matrix_rank_atol_rtol_float(const Tensor& self, std::optional<double> atol, std::optional<double> rtol,
                                          bool hermitian) {
  return linalg_matrix_rank_atol_rtol_tensor(self, as_tolerance(atol), as_tolerance(rtol), hermitian);
}

Tensor linalg_matrix_rank_atol_rtol_float_out(const Tensor& self, std::optional<double> atol, std::optional<double> rtol,
                                              bool hermitian, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_matrix_rank", out_dtype::linalg_matrix_rank_atol_rtol_float,
                              [&] { return linalg_matrix_rank_atol_rtol_float(self, atol, rtol, hermitian); });
}

Tensor linalg_matrix_rank(const Tensor& self, double tol, bool hermitian) {
  return linalg_matrix_rank_atol_rtol_tensor(self, as_tolerance(tol), as_tolerance(0.0), hermitian);
}

Tensor linalg_matrix_rank_out(const Tensor& self, double tol, bool hermitian, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_matrix_rank", out_dtype::linalg_matrix_rank, [&] { return linalg_matrix_rank(self, tol, hermitian); });
}

Tensor linalg_matrix_rank_tol_tensor(const Tensor& self, const Tensor& tol, bool hermitian) {
  return linalg_matrix_rank_atol_rtol_tensor(self, tol, as_tolerance(0.0), hermitian);
}

Tensor linalg_matrix_rank_tol_tensor_out(const Tensor& self, const Tensor& tol, bool hermitian, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_matrix_rank", out_dtype::linalg_matrix_rank_tol_tensor,
                              [&] { return linalg_matrix_rank_tol_tensor(self, tol, hermitian); });
}

std::tuple<Tensor, Tensor, Tensor, Tensor> linalg_lstsq(const Tensor& self, const Tensor& b, std::optional<double> rcond,
                                                        std::optional<std::string_view> driver) {
  // gelsy is torch's default on the CPU.
  auto [solution, residuals, rank, singular_values] = yaten::_linalg_lstsq(self, b, rcond, driver.value_or("gelsy"));
  // Only the solution is differentiable, as in torch.
  return {solution, yaten::detach(residuals), rank, yaten::detach(singular_values)};
}

namespace {

// Powers 0 and 1 are copied into out (the identity, self) where the result
// casts to it, as torch's; the others are products, whose out= takes the op's rule.
autograd::OutDtype matrix_power_rule(int64_t n, autograd::OutDtype product_rule) {
  return n == 0 || n == 1 ? autograd::OutDtype::castable : product_rule;
}

}  // namespace

Tensor linalg_matrix_power(const Tensor& self, int64_t n) {
  kernels::linalg::check_square(self, "linalg.matrix_power");
  if (n == 0) return yaten::clone(yaten::expand(identity(self.sizes().back(), self.dtype()), self.sizes()));
  Tensor base = n < 0 ? yaten::linalg_inv(self) : self;
  uint64_t power = n < 0 ? static_cast<uint64_t>(-(n + 1)) + 1 : static_cast<uint64_t>(n);
  // Repeated squaring: the product of base^(2^i) over the set bits of power.
  Tensor result;
  for (Tensor square = base; power > 0; power >>= 1) {
    if (power & 1) result = result.defined() ? yaten::matmul(result, square) : square;
    if (power > 1) square = yaten::matmul(square, square);
  }
  return result.is_same(self) ? yaten::clone(self) : result;
}

Tensor linalg_matrix_power_out(const Tensor& self, int64_t n, const Tensor& out) {
  return composite::write_out(out, {self}, "linalg_matrix_power", matrix_power_rule(n, out_dtype::linalg_matrix_power),
                              [&] { return linalg_matrix_power(self, n); });
}

Tensor matrix_power(const Tensor& self, int64_t n) { return yaten::linalg_matrix_power(self, n); }

Tensor matrix_power_out(const Tensor& self, int64_t n, const Tensor& out) {
  return composite::write_out(out, {self}, "matrix_power", matrix_power_rule(n, out_dtype::matrix_power),
                              [&] { return matrix_power(self, n); });
}

Tensor linalg_vecdot(const Tensor& x, const Tensor& y, int64_t dim) {
  YATEN_CHECK(x.dtype() == y.dtype(), "linalg.vecdot: Expected x and y to have the same dtype, but found x of type ",
              torch_dtype_name(x.dtype()), " and y of type ", torch_dtype_name(y.dtype()), " instead");
  return yaten::sum(x * y, DimVector{dim}, false, std::nullopt);
}

Tensor linalg_vecdot_out(const Tensor& x, const Tensor& y, int64_t dim, const Tensor& out) {
  return composite::write_out(out, {x, y}, "linalg_vecdot", out_dtype::linalg_vecdot, [&] { return linalg_vecdot(x, y, dim); });
}

Tensor pinverse(const Tensor& self, double rcond) { return yaten::linalg_pinv(self, rcond, false); }

Tensor linalg_diagonal(const Tensor& A, int64_t offset, int64_t dim1, int64_t dim2) {
  return yaten::diagonal(A, offset, dim1, dim2);
}

Tensor orgqr(const Tensor& self, const Tensor& input2) { return yaten::linalg_householder_product(self, input2); }

Tensor orgqr_out(const Tensor& self, const Tensor& input2, const Tensor& out) {
  return yaten::linalg_householder_product_out(self, input2, out);
}

}  // namespace yaten
