// grid_sampler (F.grid_sample's engine) and affine_grid_generator
// (F.affine_grid's), written in yaten ops: the gradients with respect to
// input (through gather) and grid (through the interpolation weights) are
// those of torch's kernels, floor and round passing none.
#include <string>
#include <vector>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/abs.h"
#include "generated/autograd/ops/affine_grid_generator.h"
#include "generated/autograd/ops/bmm.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/floor.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/ge.h"
#include "generated/autograd/ops/grid_sampler.h"
#include "generated/autograd/ops/isfinite.h"
#include "generated/autograd/ops/isnan.h"
#include "generated/autograd/ops/le.h"
#include "generated/autograd/ops/linspace.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/round.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/stack.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/transpose.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/zeros_like.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

enum class Interpolation { Bilinear = 0, Nearest = 1, Bicubic = 2 };
enum class Padding { Zeros = 0, Border = 1, Reflection = 2 };

Tensor number(double v) { return Tensor::wrapped_number(Scalar(v)); }

// Source coordinate in [0, size - 1] of the normalised position g in [-1, 1].
Tensor unnormalize(const Tensor& g, int64_t size, bool align_corners) {
  if (align_corners) return (g + 1.0) * (static_cast<double>(size - 1) / 2);
  return ((g + 1.0) * static_cast<double>(size) - 1.0) / 2;
}

// c clamped into [0, size - 1]; NaN (an infinite position reflected) goes to
// size - 1, as torch's kernel's min(size - 1, max(c, 0)) sends it.
Tensor clip(const Tensor& c, int64_t size) {
  const double last = static_cast<double>(size - 1);
  return yaten::where(yaten::isnan(c), number(last), yaten::clamp(c, Scalar(0.0), Scalar(last)));
}

// c mirrored at twice_low / 2 and twice_high / 2 until it lies between them.
Tensor reflect(const Tensor& c, int64_t twice_low, int64_t twice_high) {
  if (twice_low == twice_high) return yaten::zeros_like(c, std::nullopt, false);
  const double low = twice_low / 2.0, span = (twice_high - twice_low) / 2.0;
  const Tensor d = yaten::abs(c - low);
  const Tensor flips = yaten::floor(d / span);
  const Tensor extra = d - flips * span;
  const Tensor even = yaten::eq(yaten::floor(flips / 2.0) * 2.0, flips);
  return yaten::where(even, extra + low, (span + low) - extra);
}

Tensor pad_coordinate(const Tensor& c, int64_t size, Padding padding, bool align_corners) {
  if (padding == Padding::Border) return clip(c, size);
  if (padding == Padding::Reflection)
    return clip(align_corners ? reflect(c, 0, 2 * (size - 1)) : reflect(c, -1, 2 * size - 1), size);
  return c;
}

// input (N, C, P) flattened over its spatial dims, read at integral source
// coordinates (one (N, L) tensor per spatial axis, x first); positions
// outside the input read 0.
struct Reader {
  Tensor flat;
  DimVector sizes;  // spatial sizes, x first (W, H[, D])
  int64_t batch = 0, channels = 0;

  Tensor read(const std::vector<Tensor>& coords) const {
    Tensor inside, linear;
    int64_t stride = 1;
    for (size_t i = 0; i < coords.size(); ++i) {
      const Tensor ok = yaten::logical_and(yaten::ge(coords[i], number(0.0)),
                                           yaten::le(coords[i], number(static_cast<double>(sizes[i] - 1))));
      inside = inside.defined() ? yaten::logical_and(inside, ok) : ok;
      const Tensor term = coords[i] * static_cast<double>(stride);
      linear = linear.defined() ? linear + term : term;
      stride *= sizes[i];
    }
    const Tensor index = yaten::to(yaten::where(inside, linear, yaten::zeros_like(linear, std::nullopt, false)),
                                   ScalarType::Int64, false, false);
    const int64_t points = index.sizes()[1];
    const Tensor values = yaten::gather(
        flat, 2, yaten::expand(yaten::unsqueeze(index, 1), DimVector{batch, channels, points}), false);
    return yaten::where(yaten::unsqueeze(inside, 1), values, yaten::zeros_like(values, std::nullopt, false));
  }
};

Tensor sample_bilinear(const Reader& r, const std::vector<Tensor>& coords) {
  const size_t k = coords.size();
  std::vector<Tensor> low(k), frac(k);
  for (size_t i = 0; i < k; ++i) {
    low[i] = yaten::floor(coords[i]);
    frac[i] = coords[i] - low[i];
  }
  Tensor out;
  for (int corner = 0; corner < (1 << k); ++corner) {
    std::vector<Tensor> at(k);
    Tensor weight;
    for (size_t i = 0; i < k; ++i) {
      const bool high = (corner >> i) & 1;
      at[i] = high ? low[i] + 1.0 : low[i];
      const Tensor w = high ? frac[i] : 1.0 - frac[i];
      weight = weight.defined() ? weight * w : w;
    }
    const Tensor term = r.read(at) * yaten::unsqueeze(weight, 1);
    out = out.defined() ? out + term : term;
  }
  return out;
}

// The cubic convolution weights (A = -0.75) of the four taps around a point
// at fraction t past the second.
std::vector<Tensor> cubic_weights(const Tensor& t) {
  constexpr double A = -0.75;
  auto near = [&](const Tensor& x) { return ((A + 2) * x - (A + 3)) * x * x + 1.0; };
  auto far = [&](const Tensor& x) { return ((A * x - 5 * A) * x + 8 * A) * x - 4 * A; };
  return {far(t + 1.0), near(t), near(1.0 - t), far(2.0 - t)};
}

Tensor sample_bicubic(const Reader& r, const std::vector<Tensor>& coords, Padding padding, bool align_corners) {
  const Tensor x0 = yaten::floor(coords[0]), y0 = yaten::floor(coords[1]);
  const std::vector<Tensor> wx = cubic_weights(coords[0] - x0), wy = cubic_weights(coords[1] - y0);
  Tensor out;
  for (int j = 0; j < 4; ++j) {
    const Tensor y = pad_coordinate(y0 + static_cast<double>(j - 1), r.sizes[1], padding, align_corners);
    for (int i = 0; i < 4; ++i) {
      const Tensor x = pad_coordinate(x0 + static_cast<double>(i - 1), r.sizes[0], padding, align_corners);
      const Tensor term = r.read({x, y}) * yaten::unsqueeze(wx[i] * wy[j], 1);
      out = out.defined() ? out + term : term;
    }
  }
  return out;
}

void check_grid_sampler(const Tensor& input, const Tensor& grid, int64_t interpolation_mode, int64_t padding_mode) {
  YATEN_CHECK(input.dtype() == grid.dtype(), "grid_sampler(): expected input and grid to have same dtype, but input has ",
              torch_dtype_name(input.dtype()), " and grid has ", torch_dtype_name(grid.dtype()));
  YATEN_CHECK(is_floating(input.dtype()), "grid_sampler(): expected floating point input and grid, got ",
              torch_dtype_name(input.dtype()));
  YATEN_CHECK((input.dim() == 4 || input.dim() == 5) && input.dim() == grid.dim(),
              "grid_sampler(): expected 4D or 5D input and grid with same number of dimensions, but got input with "
              "sizes ", shape_str(input.sizes()), " and grid with sizes ", shape_str(grid.sizes()));
  YATEN_CHECK(input.sizes()[0] == grid.sizes()[0],
              "grid_sampler(): expected grid and input to have same batch size, but got input with sizes ",
              shape_str(input.sizes()), " and grid with sizes ", shape_str(grid.sizes()));
  YATEN_CHECK(grid.sizes()[grid.dim() - 1] == input.dim() - 2, "grid_sampler(): expected grid to have size ",
              input.dim() - 2, " in last dimension, but got grid with sizes ", shape_str(grid.sizes()));
  for (int64_t d = 2; d < input.dim(); ++d)
    YATEN_CHECK(input.sizes()[d] > 0, "grid_sampler(): expected input to have non-empty spatial dimensions, but "
                "input has sizes ", shape_str(input.sizes()), " with dimension ", d, " being empty");
  YATEN_CHECK(interpolation_mode >= 0 && interpolation_mode <= 2, "grid_sampler(): unknown interpolation_mode ",
              interpolation_mode);
  YATEN_CHECK(padding_mode >= 0 && padding_mode <= 2, "grid_sampler(): unknown padding_mode ", padding_mode);
  YATEN_CHECK(interpolation_mode != static_cast<int64_t>(Interpolation::Bicubic) || input.dim() == 4,
              "grid_sampler(): bicubic interpolation only supports 4D input");
}

}  // namespace

Tensor grid_sampler(const Tensor& input, const Tensor& grid, int64_t interpolation_mode, int64_t padding_mode,
                    bool align_corners) {
  // torch's messages for its 2-d and 3-d kernels differ in quoting.
  YATEN_CHECK(input.dtype() != ScalarType::BFloat16 && input.dtype() != ScalarType::Float16,
              input.dim() == 5 ? "\"grid_sampler3d_cpu\" not implemented for '" : "grid_sampler_2d_cpu not implemented for ",
              torch_dtype_name(input.dtype()), input.dim() == 5 ? "'" : "");
  check_grid_sampler(input, grid, interpolation_mode, padding_mode);
  const auto mode = static_cast<Interpolation>(interpolation_mode);
  const auto padding = static_cast<Padding>(padding_mode);
  const int64_t k = input.dim() - 2, n = input.sizes()[0], c = input.sizes()[1];
  Reader r;
  r.batch = n;
  r.channels = c;
  int64_t points = 1, inner = 1;
  for (int64_t i = 0; i < k; ++i) {
    r.sizes.push_back(input.sizes()[input.dim() - 1 - i]);
    points *= grid.sizes()[1 + i];
    inner *= input.sizes()[2 + i];
  }
  r.flat = yaten::reshape(input, DimVector{n, c, inner});
  const Tensor flat_grid = yaten::reshape(grid, DimVector{n, points, k});
  std::vector<Tensor> coords(static_cast<size_t>(k));
  for (int64_t i = 0; i < k; ++i) {
    const Tensor source = unnormalize(yaten::select(flat_grid, 2, i), r.sizes[i], align_corners);
    // Bicubic pads each tap's integral coordinate instead of the point.
    coords[i] = mode == Interpolation::Bicubic ? source : pad_coordinate(source, r.sizes[i], padding, align_corners);
  }
  Tensor out;
  if (mode == Interpolation::Bilinear) {
    out = sample_bilinear(r, coords);
  } else if (mode == Interpolation::Nearest) {
    for (Tensor& coord : coords) coord = yaten::round(coord);
    // A weight of exactly 1 (an infinite or NaN position too) that keeps
    // grid in the graph: torch gives it a zero gradient in nearest mode, not none.
    const Tensor finite = yaten::where(yaten::isfinite(coords[0]), coords[0], yaten::zeros_like(coords[0], std::nullopt, false));
    out = r.read(coords) * yaten::unsqueeze(finite * 0.0 + 1.0, 1);
  } else {
    out = sample_bicubic(r, coords, padding, align_corners);
  }
  DimVector shape{n, c};
  for (int64_t i = 0; i < k; ++i) shape.push_back(grid.sizes()[1 + i]);
  return yaten::reshape(out, shape);
}

Tensor affine_grid_generator(const Tensor& theta, const DimVector& size, bool align_corners) {
  YATEN_CHECK(size.size() == 4 || size.size() == 5, "affine_grid_generator: expected a size of 4 or 5 dims, got ",
              shape_str(size));
  const int64_t k = static_cast<int64_t>(size.size()) - 2, n = size[0];
  YATEN_CHECK(theta.dim() == 3 && theta.sizes()[0] == n && theta.sizes()[1] == k && theta.sizes()[2] == k + 1,
              "affine_grid_generator: expected theta of shape (", n, ", ", k, ", ", k + 1, "), got ",
              shape_str(theta.sizes()));
  // The base grid (*spatial, k + 1): x, y[, z] at each output position, then 1.
  DimVector spatial;
  for (size_t d = 2; d < size.size(); ++d) spatial.push_back(size[d]);
  std::vector<Tensor> columns;
  for (int64_t i = 0; i < k; ++i) {
    const int64_t steps = spatial[static_cast<size_t>(k - 1 - i)];
    Tensor line = yaten::linspace(Scalar(-1.0), Scalar(1.0), steps, theta.dtype(), false);
    if (steps == 1) line = yaten::zeros_like(line, std::nullopt, false);
    else if (!align_corners) line = line * (static_cast<double>(steps - 1) / static_cast<double>(steps));
    DimVector shape(static_cast<size_t>(k), 1);
    shape[static_cast<size_t>(k - 1 - i)] = steps;
    columns.push_back(yaten::expand(yaten::reshape(line, shape), spatial));
  }
  columns.push_back(yaten::ones_like(columns[0], std::nullopt, false));
  int64_t points = 1;
  for (int64_t s : spatial) points *= s;
  const Tensor base = yaten::expand(yaten::reshape(yaten::stack(columns, -1), DimVector{1, points, k + 1}),
                                    DimVector{n, points, k + 1});
  DimVector out_shape{n};
  for (int64_t s : spatial) out_shape.push_back(s);
  out_shape.push_back(k);
  return yaten::reshape(yaten::bmm(base, yaten::transpose(theta, 1, 2)), out_shape);
}

}  // namespace yaten
