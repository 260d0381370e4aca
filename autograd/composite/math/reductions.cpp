// Composite reductions and differences of the math family, written in other
// yaten ops and differentiated through them: diff, nansum, nanmean,
// var_mean, std_mean, trapezoid, cumulative_trapezoid.
#include <algorithm>

#include "autograd/composite/math/composite_writes.h"
#include "autograd/formula_helpers.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/cumsum.h"
#include "generated/autograd/ops/cumulative_trapezoid.h"
#include "generated/autograd/ops/diff.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/isnan.h"
#include "generated/autograd/ops/logical_not.h"
#include "generated/autograd/ops/logical_xor.h"
#include "generated/autograd/ops/mean.h"
#include "generated/autograd/ops/nanmean.h"
#include "generated/autograd/ops/nansum.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/std.h"
#include "generated/autograd/ops/std_mean.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/trapezoid.h"
#include "generated/autograd/ops/var.h"
#include "generated/autograd/ops/var_mean.h"
#include "generated/autograd/ops/where.h"

namespace yaten {

namespace {

int64_t size_at(const Tensor& t, int64_t dim) { return t.sizes()[static_cast<size_t>(dim)]; }

// t[1:] - t[:-1] along dim (logical XOR for bool, as torch's).
Tensor first_difference(const Tensor& t, int64_t dim) {
  int64_t n = std::max<int64_t>(size_at(t, dim) - 1, 0);
  Tensor later = yaten::narrow(t, dim, std::min<int64_t>(1, size_at(t, dim)), n);
  Tensor earlier = yaten::narrow(t, dim, 0, n);
  return t.dtype() == ScalarType::Bool ? yaten::logical_xor(later, earlier) : later - earlier;
}

// prepend / append as diff takes them: the input's number of dims, or 0-d
// (then broadcast to the input's shape with one entry along dim).
Tensor diff_operand(const Tensor& extra, const Tensor& self, int64_t dim) {
  if (extra.dim() == 0) {
    DimVector shape = self.sizes();
    shape[static_cast<size_t>(dim)] = 1;
    return yaten::expand(extra, shape);
  }
  YATEN_CHECK(extra.dim() == self.dim(), "diff expects prepend or append to be the same dimension as input");
  return extra;
}

Tensor nth_difference(const Tensor& self, int64_t n, int64_t dim, const Tensor& prepend, const Tensor& append) {
  YATEN_CHECK(self.dim() >= 1, "diff expects input to be at least one-dimensional");
  int64_t d = wrap_dim(dim, self.dim(), "diff");
  Tensor x = self;
  if (prepend.defined() || append.defined()) {
    std::vector<Tensor> parts;
    if (prepend.defined()) parts.push_back(diff_operand(prepend, self, d));
    parts.push_back(self);
    if (append.defined()) parts.push_back(diff_operand(append, self, d));
    x = yaten::cat(parts, d);
  }
  for (int64_t i = 0; i < n && size_at(x, d) > 0; ++i) x = first_difference(x, d);  // n <= 0: x itself, as torch's
  return x;
}

Tensor zero_nans(const Tensor& self) { return yaten::where(yaten::isnan(self), zeros_like(self), self); }

Tensor nan_mean(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype) {
  YATEN_CHECK(is_floating(self.dtype()), "nanmean(): expected input to have floating point dtype but got ",
              torch_dtype_name(self.dtype()));
  Tensor count = yaten::sum(yaten::logical_not(yaten::isnan(self)), dim, keepdim, std::nullopt);
  return yaten::sum(zero_nans(self), dim, keepdim, dtype) / count;
}

}  // namespace

Tensor diff(const Tensor& self, int64_t n, int64_t dim, const Tensor& prepend, const Tensor& append) {
  return nth_difference(self, n, dim, prepend, append);
}
Tensor diff_out(const Tensor& self, int64_t n, int64_t dim, const Tensor& prepend, const Tensor& append, const Tensor& out) {
  return composite::write_out(out, {self, prepend, append}, "diff", out_dtype::diff, [&] { return nth_difference(self, n, dim, prepend, append); });
}

Tensor nansum(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype) {
  return yaten::sum(zero_nans(self), dim, keepdim, dtype);
}
Tensor nansum_out(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype,
                  const Tensor& out) {
  return composite::write_out(out, {self}, "nansum", out_dtype::nansum,
                              [&] { return nansum(self, dim, keepdim, dtype.value_or(out.dtype())); });
}
Tensor nanmean(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype) {
  return nan_mean(self, dim, keepdim, dtype);
}
Tensor nanmean_out(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype,
                   const Tensor& out) {
  return composite::write_out(out, {self}, "nanmean", out_dtype::nanmean, [&] { return nan_mean(self, dim, keepdim, dtype); });
}

std::tuple<Tensor, Tensor> var_mean(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim) {
  return {yaten::var(self, dim, unbiased, keepdim), yaten::mean(self, dim, keepdim, std::nullopt)};
}
std::tuple<Tensor, Tensor> var_mean_correction(const Tensor& self, const std::optional<DimVector>& dim,
                                               std::optional<int64_t> correction, bool keepdim) {
  return {yaten::var_correction(self, dim, correction, keepdim), yaten::mean(self, dim, keepdim, std::nullopt)};
}
std::tuple<Tensor, Tensor> std_mean(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim) {
  return {yaten::std(self, dim, unbiased, keepdim), yaten::mean(self, dim, keepdim, std::nullopt)};
}
std::tuple<Tensor, Tensor> std_mean_correction(const Tensor& self, const std::optional<DimVector>& dim,
                                               std::optional<int64_t> correction, bool keepdim) {
  return {yaten::std_correction(self, dim, correction, keepdim), yaten::mean(self, dim, keepdim, std::nullopt)};
}
std::tuple<Tensor, Tensor> var_mean_unbiased(const Tensor& self, bool unbiased) {
  return var_mean(self, std::nullopt, unbiased, false);
}
std::tuple<Tensor, Tensor> std_mean_unbiased(const Tensor& self, bool unbiased) {
  return std_mean(self, std::nullopt, unbiased, false);
}

namespace {

// The widths between sample points along dim, shaped to broadcast against y.
Tensor sample_spacing(const Tensor& y, const Tensor& x, int64_t dim, const char* op_name) {
  if (x.dim() == 1) {
    YATEN_CHECK(size_at(x, 0) == size_at(y, dim), op_name, ": There must be one `x` value for each sample point");
    DimVector shape(static_cast<size_t>(y.dim()), 1);
    shape[static_cast<size_t>(dim)] = std::max<int64_t>(size_at(x, 0) - 1, 0);
    return yaten::reshape(first_difference(x, 0), shape);
  }
  return first_difference(x, x.dim() == y.dim() ? dim : wrap_dim(dim - y.dim() + x.dim(), x.dim(), op_name));
}

// y[1:] + y[:-1] along dim.
Tensor pair_sums(const Tensor& y, int64_t dim) {
  int64_t n = std::max<int64_t>(size_at(y, dim) - 1, 0);
  return yaten::narrow(y, dim, std::min<int64_t>(1, size_at(y, dim)), n) + yaten::narrow(y, dim, 0, n);
}

// No samples along dim: zeros of y's dtype, as torch's.
Tensor empty_integral(const Tensor& y, int64_t dim) {
  return zeros_like(yaten::to(yaten::sum(y, DimVector{dim}, false, std::nullopt), y.dtype(), false, false));
}

}  // namespace

Tensor trapezoid_x(const Tensor& y, const Tensor& x, int64_t dim) {
  int64_t d = wrap_dim(dim, y.dim(), "trapezoid");
  if (size_at(y, d) == 0) return empty_integral(y, d);
  return yaten::sum(sample_spacing(y, x, d, "trapezoid") * pair_sums(y, d), DimVector{d}, false, std::nullopt) / 2.0;
}
Tensor trapezoid_dx(const Tensor& y, const Scalar& dx, int64_t dim) {
  YATEN_CHECK(y.dtype() != ScalarType::Bool, "trapezoid: received a bool input for `y`, but bool is not supported");
  int64_t d = wrap_dim(dim, y.dim(), "trapezoid");
  if (size_at(y, d) == 0) return empty_integral(y, d);
  Tensor ends = yaten::select(y, d, 0) + yaten::select(y, d, -1);
  // dx as a double, as torch's (a wrapped number: an int dx never wraps in y's dtype).
  return (yaten::sum(y, DimVector{d}, false, std::nullopt) - ends * 0.5) * dx.to_double();
}
Tensor cumulative_trapezoid_x(const Tensor& y, const Tensor& x, int64_t dim) {
  int64_t d = wrap_dim(dim, y.dim(), "cumulative_trapezoid");
  return yaten::cumsum(sample_spacing(y, x, d, "cumulative_trapezoid") * pair_sums(y, d), d, std::nullopt) / 2.0;
}
Tensor cumulative_trapezoid_dx(const Tensor& y, const Scalar& dx, int64_t dim) {
  YATEN_CHECK(y.dtype() != ScalarType::Bool, "cumulative_trapezoid: received a bool input for `y`, but bool is not supported");
  int64_t d = wrap_dim(dim, y.dim(), "cumulative_trapezoid");
  return (dx.to_double() / 2.0) * yaten::cumsum(pair_sums(y, d), d, std::nullopt);
}

}  // namespace yaten
