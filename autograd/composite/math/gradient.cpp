// torch.gradient: the derivative of sampled values along each asked dim,
// second-order central differences inside and one-sided differences of
// edge_order (1 or 2) at both ends, with the samples a uniform step apart or
// at given coordinates (numpy.gradient's formulas, as torch's).
#include <algorithm>
#include <optional>
#include <variant>
#include <vector>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/gradient.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/view.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// How the samples along one dim are spaced: a uniform step, or coordinates.
using Spacing = std::variant<double, Tensor>;

Tensor part(const Tensor& x, int64_t dim, int64_t start, int64_t length) { return yaten::narrow(x, dim, start, length); }

// Coefficients (1-D, along the dim) broadcast against x's slices.
Tensor along(const Tensor& coefficient, int64_t dim, int64_t ndim) {
  DimVector shape(static_cast<size_t>(ndim), 1);
  shape[static_cast<size_t>(dim)] = coefficient.numel();
  return yaten::view(coefficient, shape);
}

Tensor uniform_gradient(const Tensor& x, int64_t dim, double h, int64_t edge_order) {
  const int64_t n = x.size(dim);
  const Tensor center = (part(x, dim, 2, n - 2) - part(x, dim, 0, n - 2)) / Scalar(2 * h);
  Tensor first, last;
  if (edge_order == 1) {
    first = (part(x, dim, 1, 1) - part(x, dim, 0, 1)) / Scalar(h);
    last = (part(x, dim, n - 1, 1) - part(x, dim, n - 2, 1)) / Scalar(h);
  } else {
    first = (part(x, dim, 0, 1) * Scalar(-1.5) + part(x, dim, 1, 1) * Scalar(2.0) - part(x, dim, 2, 1) * Scalar(0.5)) /
            Scalar(h);
    last = (part(x, dim, n - 3, 1) * Scalar(0.5) - part(x, dim, n - 2, 1) * Scalar(2.0) +
            part(x, dim, n - 1, 1) * Scalar(1.5)) / Scalar(h);
  }
  return yaten::cat({first, center, last}, dim);
}

Tensor coordinate_gradient(const Tensor& x, int64_t dim, const Tensor& coordinates, int64_t edge_order) {
  const int64_t n = x.size(dim), nd = x.dim();
  YATEN_CHECK(coordinates.dim() == 1 && coordinates.size(0) == n,
              "torch.gradient expected each tensor to be 1-D with as many elements as the dimension it spaces, but "
              "got one of shape ", shape_str(coordinates.sizes()), " for a dimension of size ", n);
  const Tensor steps = part(coordinates, 0, 1, n - 1) - part(coordinates, 0, 0, n - 1);
  const Tensor dx1 = part(steps, 0, 0, n - 2), dx2 = part(steps, 0, 1, n - 2);
  const Tensor a = -dx2 / (dx1 * (dx1 + dx2)), b = (dx2 - dx1) / (dx1 * dx2), c = dx1 / (dx2 * (dx1 + dx2));
  const Tensor center = along(a, dim, nd) * part(x, dim, 0, n - 2) + along(b, dim, nd) * part(x, dim, 1, n - 2) +
                        along(c, dim, nd) * part(x, dim, 2, n - 2);
  const Tensor s0 = yaten::select(steps, 0, 0), s1 = yaten::select(steps, 0, std::min<int64_t>(1, n - 2));
  const Tensor t1 = yaten::select(steps, 0, -1), t0 = yaten::select(steps, 0, std::max<int64_t>(-2, -(n - 1)));
  Tensor first, last;
  if (edge_order == 1) {
    first = (part(x, dim, 1, 1) - part(x, dim, 0, 1)) / s0;
    last = (part(x, dim, n - 1, 1) - part(x, dim, n - 2, 1)) / t1;
  } else {
    first = part(x, dim, 0, 1) * (-(s0 * Scalar(2.0) + s1) / (s0 * (s0 + s1))) +
            part(x, dim, 1, 1) * ((s0 + s1) / (s0 * s1)) + part(x, dim, 2, 1) * (-s0 / (s1 * (s0 + s1)));
    last = part(x, dim, n - 3, 1) * (t1 / (t0 * (t1 + t0))) + part(x, dim, n - 2, 1) * (-(t1 + t0) / (t1 * t0)) +
           part(x, dim, n - 1, 1) * ((t1 * Scalar(2.0) + t0) / (t1 * (t1 + t0)));
  }
  return yaten::cat({first, center, last}, dim);
}

// The dims asked for (every dim when none), wrapped, each long enough for edge_order.
DimVector checked_dims(const Tensor& self, const std::optional<DimVector>& dims, int64_t edge_order) {
  YATEN_CHECK(edge_order == 1 || edge_order == 2, "torch.gradient only supports edge_order=1 and edge_order=2.");
  YATEN_CHECK(self.dtype() != ScalarType::UInt8, "torch.gradient does not support uint8 input.");
  DimVector out;
  if (dims) {
    for (int64_t d : *dims) out.push_back(wrap_dim(d, self.dim(), "gradient"));
  } else {
    for (int64_t d = 0; d < self.dim(); ++d) out.push_back(d);
  }
  for (int64_t d : out)
    YATEN_CHECK(self.size(d) >= edge_order + 1, "torch.gradient expected each dimension size to be at least edge_order+1");
  return out;
}

template <typename T>
void check_spacing_length(const std::vector<T>& spacing, const Tensor& self, const std::optional<DimVector>& dims) {
  if (dims) {
    YATEN_CHECK(spacing.size() == dims->size(), "torch.gradient expected spacing to be unspecified, a scalar or it's "
                "spacing and dim arguments to have the same length, but got a spacing argument of length ",
                spacing.size(), " and a dim argument of length ", dims->size(), ".");
  } else {
    YATEN_CHECK(static_cast<int64_t>(spacing.size()) == self.dim(), "torch.gradient expected spacing to be "
                "unspecified, a scalar or a list of length equal to 'self.dim() = ", self.dim(),
                "', since dim argument was not given, but got a list of length ", spacing.size());
  }
}

// One derivative per dim, dims[i] spaced as spacing(i) says.
template <typename SpacingOf>
std::vector<Tensor> gradients(const Tensor& self, const std::optional<DimVector>& dims, int64_t edge_order,
                              const SpacingOf& spacing_of) {
  std::vector<Tensor> out;
  const DimVector ds = checked_dims(self, dims, edge_order);
  for (size_t i = 0; i < ds.size(); ++i) {
    const Spacing s = spacing_of(i);
    out.push_back(std::holds_alternative<double>(s) ? uniform_gradient(self, ds[i], std::get<double>(s), edge_order)
                                                    : coordinate_gradient(self, ds[i], std::get<Tensor>(s), edge_order));
  }
  return out;
}

std::optional<DimVector> one_dim(std::optional<int64_t> dim) {
  return dim ? std::optional<DimVector>(DimVector{*dim}) : std::nullopt;
}

}  // namespace

std::vector<Tensor> gradient_scalarint(const Tensor& self, const std::optional<Scalar>& spacing,
                                       std::optional<int64_t> dim, int64_t edge_order) {
  const double h = spacing ? spacing->to_double() : 1.0;
  return gradients(self, one_dim(dim), edge_order, [&](size_t) { return Spacing(h); });
}

std::vector<Tensor> gradient_scalararray(const Tensor& self, const Scalar& spacing, const DimVector& dim,
                                         int64_t edge_order) {
  return gradients(self, dim, edge_order, [&](size_t) { return Spacing(spacing.to_double()); });
}

std::vector<Tensor> gradient_array(const Tensor& self, const DimVector& dim, int64_t edge_order) {
  return gradients(self, dim, edge_order, [](size_t) { return Spacing(1.0); });
}

std::vector<Tensor> gradient_scalarrayint(const Tensor& self, const std::vector<Scalar>& spacing,
                                          std::optional<int64_t> dim, int64_t edge_order) {
  check_spacing_length(spacing, self, one_dim(dim));
  return gradients(self, one_dim(dim), edge_order, [&](size_t i) { return Spacing(spacing[i].to_double()); });
}

std::vector<Tensor> gradient_scalarrayarray(const Tensor& self, const std::vector<Scalar>& spacing,
                                            const DimVector& dim, int64_t edge_order) {
  check_spacing_length(spacing, self, dim);
  return gradients(self, dim, edge_order, [&](size_t i) { return Spacing(spacing[i].to_double()); });
}

std::vector<Tensor> gradient_tensorarrayint(const Tensor& self, const std::vector<Tensor>& spacing,
                                            std::optional<int64_t> dim, int64_t edge_order) {
  check_spacing_length(spacing, self, one_dim(dim));
  return gradients(self, one_dim(dim), edge_order, [&](size_t i) { return Spacing(spacing[i]); });
}

std::vector<Tensor> gradient_tensorarray(const Tensor& self, const std::vector<Tensor>& spacing, const DimVector& dim,
                                         int64_t edge_order) {
  check_spacing_length(spacing, self, dim);
  return gradients(self, dim, edge_order, [&](size_t i) { return Spacing(spacing[i]); });
}

}  // namespace yaten
