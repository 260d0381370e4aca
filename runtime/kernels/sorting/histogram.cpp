// Counting kernels: histc and histogram (equal-width or given bin edges,
// weighted, as a density) and bincount.
#include <algorithm>
#include <cmath>
#include <tuple>
#include <vector>

#include "generated/runtime/kernels/bincount.h"
#include "generated/runtime/kernels/histc.h"
#include "generated/runtime/kernels/histogram.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/scalar_range.h"

namespace yaten::kernels {
namespace {

// The [min, max] of the elements that are not NaN (0, 0 when there are none).
std::pair<double, double> data_range(const Tensor& x) {
  double lo = INFINITY, hi = -INFINITY;
  YATEN_DISPATCH_CASES(x.dtype(), "histogram_cpu", YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    const scalar_t* p = x.data<scalar_t>();
    for (int64_t i = 0; i < x.numel(); ++i) {
      if (std::isnan(p[i])) continue;
      lo = std::min<double>(lo, p[i]);
      hi = std::max<double>(hi, p[i]);
    }
  });
  if (x.numel() == 0) lo = hi = 0;
  return {lo, hi};
}

int64_t count_nan(const Tensor& x) {
  return YATEN_DISPATCH_CASES(x.dtype(), "histc", YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    const scalar_t* p = x.data<scalar_t>();
    return static_cast<int64_t>(std::count_if(p, p + x.numel(), [](scalar_t v) { return std::isnan(v); }));
  });
}

// Adds weight (or 1) into hist[b] for each element that falls into the bins
// given by `edges` (increasing, bins + 1 of them): the last bin holds its
// right edge; elements outside and NaN count nowhere.
template <typename T>
void count_into(const T* x, int64_t n, const double* edges, int64_t bins, const T* weight, double* hist) {
  if (bins <= 0) return;
  const double left = edges[0], right = edges[bins];
  for (int64_t i = 0; i < n; ++i) {
    const double v = x[i];
    if (!(v >= left && v <= right)) continue;
    int64_t b = std::upper_bound(edges, edges + bins + 1, v) - edges - 1;
    b = std::min(b, bins - 1);
    hist[b] += weight ? static_cast<double>(weight[i]) : 1.0;
  }
}

std::vector<double> linear_edges(double lo, double hi, int64_t bins) {
  std::vector<double> edges(bins + 1);
  for (int64_t i = 0; i <= bins; ++i) edges[i] = lo + (hi - lo) * static_cast<double>(i) / static_cast<double>(bins);
  edges[bins] = hi;
  return edges;
}

std::tuple<Tensor, Tensor> histogram_over(const Tensor& self, const std::vector<double>& edges, const Tensor& weight,
                                          bool density) {
  YATEN_CHECK(is_floating(self.dtype()), "\"histogramdd\" not implemented for '", torch_dtype_name(self.dtype()), "'");
  if (weight.defined()) {
    YATEN_CHECK(weight.sizes() == self.sizes(), "torch.histogramdd(): if weight tensor is provided it should have the same shape as the input tensor excluding its innermost dimension");
    YATEN_CHECK(weight.dtype() == self.dtype(), "torch.histogramdd(): if weight tensor is provided, input tensor and weight tensor should have the same dtype");
  }
  const int64_t bins = static_cast<int64_t>(edges.size()) - 1;
  std::vector<double> hist(std::max<int64_t>(bins, 0), 0.0);
  const Tensor x = contiguous(self);
  const Tensor w = weight.defined() ? contiguous(weight) : Tensor();
  Tensor out_hist = Tensor::empty({std::max<int64_t>(bins, 0)}, self.dtype());
  Tensor out_edges = Tensor::empty({static_cast<int64_t>(edges.size())}, self.dtype());
  YATEN_DISPATCH_CASES(self.dtype(), "histogram_cpu", YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    count_into(x.data<scalar_t>(), x.numel(), edges.data(), bins, w.defined() ? w.data<scalar_t>() : nullptr,
               hist.data());
    if (density) {
      double total = 0;
      for (double h : hist) total += h;
      for (int64_t b = 0; b < bins; ++b) hist[b] /= total * (edges[b + 1] - edges[b]);
    }
    for (int64_t b = 0; b < bins; ++b) out_hist.data<scalar_t>()[b] = static_cast<scalar_t>(hist[b]);
    for (size_t e = 0; e < edges.size(); ++e) out_edges.data<scalar_t>()[e] = static_cast<scalar_t>(edges[e]);
  });
  return {out_hist, out_edges};
}

}  // namespace

Tensor histc(const Tensor& self, int64_t bins, const Scalar& min, const Scalar& max) {
  YATEN_CHECK(bins > 0, "torch.histogram(): bins must be > 0, but got ", bins, " for dimension 0");
  double lo = min.to_double(), hi = max.to_double();
  YATEN_CHECK(!(lo > hi), "torch.histc: max must be larger than min");
  const bool has_kernel = is_floating(self.dtype()) && self.dtype() != ScalarType::Float16;
  const auto refuse = [&] {
    YATEN_CHECK(has_kernel, "\"histogram_cpu\" not implemented for '", torch_dtype_name(self.dtype()), "'");
  };
  if (lo == hi) refuse();  // the range then comes from the data, which fits its dtype
  const Tensor x = contiguous(self);
  const int64_t nans = has_kernel ? count_nan(x) : 0;
  if (lo == hi && x.numel() > 0) {
    // torch takes the range from min() and max(), which a NaN makes NaN.
    YATEN_CHECK(nans == 0, "torch.histc: range of [nan, nan] is not finite");
    std::tie(lo, hi) = data_range(x);
  }
  if (lo == hi) lo -= 1, hi += 1;
  YATEN_CHECK(std::isfinite(lo) && std::isfinite(hi), "torch.histc: range of [", lo, ", ", hi, "] is not finite");
  // torch writes the bin edges into a tensor of self's dtype before it looks
  // for a kernel of that dtype: a range beyond the dtype is refused as such.
  check_scalar_fits(Scalar(lo), self.dtype());
  check_scalar_fits(Scalar(hi), self.dtype());
  refuse();
  Tensor hist = std::get<0>(histogram_over(self, linear_edges(lo, hi, bins), Tensor(), false));
  // torch 1.13's histc counts each NaN into the first bin (histogram does not).
  YATEN_DISPATCH_CASES(hist.dtype(), "histc", YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] { hist.data<scalar_t>()[0] += static_cast<scalar_t>(nans); });
  return hist;
}

std::tuple<Tensor, Tensor> histogram_bin_ct(const Tensor& self, int64_t bins, const std::optional<std::vector<double>>& range,
                                            const Tensor& weight, bool density) {
  // torch finds a missing range with a kernel that has no 16-bit float loop (histc's has bfloat16's).
  if (!range) refuse_dtypes(self.dtype(), {ScalarType::BFloat16, ScalarType::Float16}, "histogramdd");
  YATEN_CHECK(is_floating(self.dtype()), "\"histogramdd\" not implemented for '", torch_dtype_name(self.dtype()), "'");
  YATEN_CHECK(bins > 0, "torch.histogram(): bins must be > 0, but got ", bins, " for dimension 0");
  double lo, hi;
  if (range) {
    YATEN_CHECK(range->size() == 2, "torch.histogram(): range should have 2 elements, but got ", range->size());
    lo = (*range)[0], hi = (*range)[1];
    YATEN_CHECK(lo <= hi, "torch.histogramdd: min should not exceed max, but got min ", lo, " max ", hi,
                " for dimension 0");
  } else {
    std::tie(lo, hi) = data_range(contiguous(self));
  }
  YATEN_CHECK(std::isfinite(lo) && std::isfinite(hi), "torch.histogramdd: dimension 0's range [", lo, ", ", hi,
              "] is not finite");
  if (lo == hi) lo -= 0.5, hi += 0.5;
  return histogram_over(self, linear_edges(lo, hi, bins), weight, density);
}

std::tuple<Tensor, Tensor> histogram_bins_tensor(const Tensor& self, const Tensor& bins, const Tensor& weight,
                                                 bool density) {
  YATEN_CHECK(bins.dim() == 1, "torch.histogramdd(): bins tensor should have one dimension, but got ", bins.dim());
  YATEN_CHECK(bins.dtype() == self.dtype(), "torch.histogramdd(): input tensor and bins tensors should have the same dtype");
  std::vector<double> edges(bins.numel());
  const Tensor b = contiguous(bins);
  YATEN_DISPATCH_CASES(b.dtype(), "histogram_cpu", YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    for (int64_t i = 0; i < b.numel(); ++i) edges[i] = b.data<scalar_t>()[i];
  });
  YATEN_CHECK(!edges.empty(), "torch.histogramdd(): bins tensor should have at least 1 element");
  auto [hist, _] = histogram_over(self, edges, weight, density);
  return {hist, contiguous_copy(bins)};
}

Tensor bincount(const Tensor& self, const Tensor& weights, int64_t minlength) {
  YATEN_CHECK(minlength >= 0, "minlength should be >= 0");
  YATEN_CHECK(is_integral(self.dtype(), false), "\"bincount_cpu\" not implemented for '", torch_dtype_name(self.dtype()),
              "'");
  YATEN_CHECK(self.dim() == 1, "bincount only supports 1-d non-negative integral inputs.");
  const Tensor x = contiguous(to_dtype(self, ScalarType::Int64));
  const int64_t* p = x.data<int64_t>();
  int64_t top = -1;
  for (int64_t i = 0; i < x.numel(); ++i) {
    YATEN_CHECK(p[i] >= 0, "bincount only supports 1-d non-negative integral inputs.");
    top = std::max(top, p[i]);
  }
  if (weights.defined())
    YATEN_CHECK(weights.dim() == 1 && weights.numel() == x.numel(),
                "weights should be 1-d and have the same length as input");
  const int64_t length = std::max(minlength, top + 1);
  // Weighted counts come out as float32 for float32 weights and float64 otherwise, as torch's.
  const ScalarType out_dtype = !weights.defined() ? ScalarType::Int64
                               : weights.dtype() == ScalarType::Float32 ? ScalarType::Float32
                                                                        : ScalarType::Float64;
  Tensor out = Tensor::empty({length}, out_dtype);
  fill_tensor(out, Scalar(int64_t{0}));
  if (!weights.defined()) {
    for (int64_t i = 0; i < x.numel(); ++i) ++out.data<int64_t>()[p[i]];
    return out;
  }
  const Tensor w = contiguous(to_dtype(weights, out_dtype));
  YATEN_DISPATCH_FLOATING(out_dtype, "bincount", [&] {
    for (int64_t i = 0; i < x.numel(); ++i) out.data<scalar_t>()[p[i]] += w.data<scalar_t>()[i];
  });
  return out;
}

}  // namespace yaten::kernels
