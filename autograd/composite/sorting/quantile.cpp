// quantile and nanquantile: each lane sorted, the rank of each q found in
// it, the nearest elements gathered and interpolated; written in yaten ops,
// so the gradient flows back through the gather and the sort.
#include <optional>
#include <string>
#include <string_view>
#include <tuple>

#include "autograd/composite/math/composite_writes.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/any.h"
#include "generated/autograd/ops/ceil.h"
#include "generated/autograd/ops/clamp_min.h"
#include "generated/autograd/ops/floor.h"
#include "generated/autograd/ops/full_like.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/isnan.h"
#include "generated/autograd/ops/lerp.h"
#include "generated/autograd/ops/logical_not.h"
#include "generated/autograd/ops/movedim.h"
#include "generated/autograd/ops/nanquantile.h"
#include "generated/autograd/ops/quantile.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/round.h"
#include "generated/autograd/ops/sort.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/where.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

enum class Interpolation { Linear, Lower, Higher, Midpoint, Nearest };

Interpolation interpolation_named(std::string_view name) {
  if (name == "linear") return Interpolation::Linear;
  if (name == "lower") return Interpolation::Lower;
  if (name == "higher") return Interpolation::Higher;
  if (name == "midpoint") return Interpolation::Midpoint;
  YATEN_CHECK(name == "nearest",
              "quantile() interpolation must be one of linear, lower, higher, midpoint or nearest, but got ",
              std::string(name));
  return Interpolation::Nearest;
}

void check_quantile_input(const Tensor& self, const Tensor& q) {
  YATEN_CHECK(self.numel() > 0, "quantile() input tensor must be non-empty");
  YATEN_CHECK(q.dim() <= 1, "quantile() q must be a scalar or 1D tensor");
  YATEN_CHECK(self.dtype() == ScalarType::Float32 || self.dtype() == ScalarType::Float64,
              "quantile() input tensor must be either float or double dtype");
  YATEN_CHECK(self.dtype() == q.dtype(), "quantile() q tensor must be same dtype as the input tensor");
  Tensor plain_q = kernels::contiguous(q);
  YATEN_DISPATCH_FLOATING(q.dtype(), "quantile", [&] {
    const scalar_t* p = plain_q.data<scalar_t>();
    for (int64_t i = 0; i < plain_q.numel(); ++i)
      YATEN_CHECK(p[i] >= 0 && p[i] <= 1, "quantile() q values must be in the range [0, 1]");
  });
}

// The shape torch gives the result: self's without dim (kept as 1 when
// keepdim; every dim when dim is None), a 1-D q's length first.
DimVector quantile_shape(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim) {
  DimVector shape;
  if (dim && self.dim() > 0) {
    const int64_t d = wrap_dim(*dim, self.dim(), "quantile");
    shape = self.sizes();
    if (keepdim) shape[static_cast<size_t>(d)] = 1;
    else shape.erase(static_cast<size_t>(d));
  } else {
    if (dim) wrap_dim(*dim, self.dim(), "quantile");
    if (keepdim) shape = DimVector(static_cast<size_t>(self.dim()), 1);
  }
  if (q.dim() > 0) shape.insert(0, q.numel());
  return shape;
}

Tensor quantiles(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim,
                 std::string_view interpolation, bool ignore_nan) {
  const Interpolation mode = interpolation_named(interpolation);
  check_quantile_input(self, q);
  const DimVector shape = quantile_shape(self, q, dim, keepdim);
  // Lanes along the last dim, (..., n), sorted with NaN last.
  Tensor lanes = dim && self.dim() > 0 ? yaten::movedim(self, DimVector{*dim}, DimVector{-1})
                                       : yaten::reshape(self, DimVector{-1});
  Tensor sorted = std::get<0>(yaten::sort(lanes, -1, false, false));
  const int64_t last = sorted.size(-1) - 1;
  Tensor qs = yaten::reshape(q, DimVector{-1});
  Tensor nan = yaten::isnan(sorted);
  // Where in its lane each q falls, (..., Q): among the numbers when NaN is
  // ignored (0 when there are none), else at the NaN of a lane holding one.
  Tensor ranks = ignore_nan
                     ? yaten::clamp_min(
                           qs * (yaten::sum(yaten::logical_not(nan), DimVector{-1}, true, std::nullopt) - 1), 0)
                     : yaten::where(yaten::any(nan, -1, true), Tensor::wrapped_number(last), qs * last);
  auto element = [&](const Tensor& at) {
    return yaten::gather(sorted, -1, yaten::to(at, ScalarType::Int64, false, false), false);
  };
  Tensor result;
  switch (mode) {
    case Interpolation::Lower: result = element(yaten::floor(ranks)); break;
    case Interpolation::Higher: result = element(yaten::ceil(ranks)); break;
    case Interpolation::Nearest: result = element(yaten::round(ranks)); break;
    default: {
      Tensor below = yaten::floor(ranks);
      Tensor weight = mode == Interpolation::Linear ? ranks - below : yaten::full_like(ranks, 0.5, std::nullopt, false);
      result = yaten::lerp_Tensor(element(below), element(yaten::ceil(ranks)), weight);
    }
  }
  return yaten::reshape(yaten::movedim(result, DimVector{-1}, DimVector{0}), shape);
}

Tensor q_tensor(const Tensor& self, double q) {
  YATEN_CHECK(q >= 0 && q <= 1, "quantile() q must be in the range [0, 1] but got ", q);
  return Tensor::scalar_tensor(Scalar(q), self.dtype());
}

Tensor quantiles_out(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim,
                     std::string_view interpolation, bool ignore_nan, const Tensor& out, autograd::OutDtype rule) {
  YATEN_CHECK(out.dtype() == self.dtype(), "quantile() out tensor must be same dtype as the input tensor");
  return composite::write_out(out, {self, q}, ignore_nan ? "nanquantile" : "quantile", rule,
                              [&] { return quantiles(self, q, dim, keepdim, interpolation, ignore_nan); });
}

}  // namespace

Tensor quantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim,
                std::string_view interpolation) {
  return quantiles(self, q, dim, keepdim, interpolation, false);
}

Tensor quantile_out(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim,
                    std::string_view interpolation, const Tensor& out) {
  return quantiles_out(self, q, dim, keepdim, interpolation, false, out, out_dtype::quantile);
}

Tensor quantile_scalar(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim,
                       std::string_view interpolation) {
  return quantiles(self, q_tensor(self, q), dim, keepdim, interpolation, false);
}

Tensor quantile_scalar_out(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim,
                           std::string_view interpolation, const Tensor& out) {
  return quantiles_out(self, q_tensor(self, q), dim, keepdim, interpolation, false, out, out_dtype::quantile_scalar);
}

Tensor nanquantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim,
                   std::string_view interpolation) {
  return quantiles(self, q, dim, keepdim, interpolation, true);
}

Tensor nanquantile_out(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim,
                       std::string_view interpolation, const Tensor& out) {
  return quantiles_out(self, q, dim, keepdim, interpolation, true, out, out_dtype::nanquantile);
}

Tensor nanquantile_scalar(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim,
                          std::string_view interpolation) {
  return quantiles(self, q_tensor(self, q), dim, keepdim, interpolation, true);
}

Tensor nanquantile_scalar_out(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim,
                              std::string_view interpolation, const Tensor& out) {
  return quantiles_out(self, q_tensor(self, q), dim, keepdim, interpolation, true, out, out_dtype::nanquantile_scalar);
}

}  // namespace yaten
