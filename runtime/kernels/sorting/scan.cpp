// Running extremes with their indices (cummax, cummin) and the running
// log-sum-exp (logcumsumexp), lane by lane.
#include <cmath>
#include <limits>
#include <tuple>

#include "generated/runtime/kernels/aminmax.h"
#include "generated/runtime/kernels/amax.h"
#include "generated/runtime/kernels/amin.h"
#include "generated/runtime/kernels/cummax.h"
#include "generated/runtime/kernels/cummin.h"
#include "generated/runtime/kernels/logcumsumexp.h"
#include "runtime/error.h"
#include "runtime/kernels/sorting/lanes.h"
#include "runtime/parallel.h"

namespace yaten::kernels {
namespace {

// Each element is the extreme so far (NaN, once seen, stays), with the index
// where it was reached: the last among equal values, as torch's.
template <bool Max>
std::tuple<Tensor, Tensor> running_extreme(const Tensor& self, int64_t dim, const char* op_name) {
  dim = wrap_dim(dim, std::max<int64_t>(self.dim(), 1), op_name);
  Lanes in = lanes_of(self, dim);
  LaneOutput values = lane_output(self, dim, in.n, self.dtype());
  LaneOutput indices = lane_output(self, dim, in.n, ScalarType::Int64);
  Tensor vblock = lane_block(values), iblock = lane_block(indices);
  const int64_t n = in.n;
  YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    const scalar_t* x = in.data.data<scalar_t>();
    scalar_t* v = vblock.data<scalar_t>();
    int64_t* ix = iblock.data<int64_t>();
    parallel_for(0, in.rows, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(n, 1)), [&](int64_t lo, int64_t hi) {
      for (int64_t r = lo; r < hi; ++r) {
        const scalar_t* a = x + r * n;
        scalar_t best = a[0];
        int64_t at = 0;
        for (int64_t i = 0; i < n; ++i) {
          const bool better = Max ? a[i] >= best : a[i] <= best;
          if (is_nan_value(a[i]) || (!is_nan_value(best) && better)) best = a[i], at = i;
          v[r * n + i] = best;
          ix[r * n + i] = at;
        }
      }
    });
  });
  store_lanes(values, vblock);
  store_lanes(indices, iblock);
  return {values.result, indices.result};
}

}  // namespace

std::tuple<Tensor, Tensor> cummax(const Tensor& self, int64_t dim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "cummax_cpu");
  return running_extreme<true>(self, dim, "cummax");
}

std::tuple<Tensor, Tensor> cummin(const Tensor& self, int64_t dim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "cummin_cpu");
  return running_extreme<false>(self, dim, "cummin");
}

Tensor logcumsumexp(const Tensor& self, int64_t dim) {
  YATEN_CHECK(is_floating(self.dtype()) && self.dtype() != ScalarType::Float16,
              "\"logcumsumexp_out_cpu\" not implemented for '", torch_dtype_name(self.dtype()), "'");
  dim = wrap_dim(dim, std::max<int64_t>(self.dim(), 1), "logcumsumexp");
  Lanes in = lanes_of(self, dim);
  LaneOutput out = lane_output(self, dim, in.n, self.dtype());
  Tensor block = lane_block(out);
  const int64_t n = in.n;
  YATEN_DISPATCH_CASES(self.dtype(), "logcumsumexp", YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    const scalar_t* x = in.data.data<scalar_t>();
    scalar_t* o = block.data<scalar_t>();
    parallel_for(0, in.rows, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(n, 1)), [&](int64_t lo, int64_t hi) {
      for (int64_t r = lo; r < hi; ++r) {
        double acc = -std::numeric_limits<double>::infinity();
        for (int64_t i = 0; i < n; ++i) {
          const double a = x[r * n + i];
          // log(exp(acc) + exp(a)) around the larger of the two; -inf and
          // inf pass through, NaN propagates.
          const double hi_v = std::max(acc, a), lo_v = std::min(acc, a);
          if (std::isnan(a) || std::isnan(acc)) acc = std::nan("");
          else if (std::isinf(hi_v) && hi_v < 0) acc = hi_v;
          else if (std::isinf(hi_v)) acc = hi_v;
          else acc = hi_v + std::log1p(std::exp(lo_v - hi_v));
          o[r * n + i] = static_cast<scalar_t>(acc);
        }
      }
    });
  });
  store_lanes(out, block);
  return out.result;
}

std::tuple<Tensor, Tensor> aminmax(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "aminmax_cpu");
  if (dim) {
    refuse_dtypes(self.dtype(), {ScalarType::BFloat16}, "aminmax_cpu");  // torch's per-dim kernel only
    YATEN_CHECK(self.dim() == 0 || self.size(wrap_dim(*dim, self.dim(), "aminmax")) > 0,
                "aminmax(): cannot compute aminmax over an empty dimension as the operation has no identity.");
  } else {
    YATEN_CHECK(self.numel() > 0, "aminmax(): cannot compute aminmax over an empty dimension as the operation has no identity.");
  }
  DimVector dims;
  if (dim) dims.push_back(*dim);
  const bool keep = dim ? keepdim : false;
  Tensor lo = amin(self, dims, keep), hi = amax(self, dims, keep);
  if (!dim && keepdim) {
    DimVector ones(self.dim(), 1);
    lo = lo.view_as_strided(ones, DimVector(self.dim(), 1), lo.storage_offset());
    hi = hi.view_as_strided(ones, DimVector(self.dim(), 1), hi.storage_offset());
  }
  return {lo, hi};
}

}  // namespace yaten::kernels
