// searchsorted and bucketize: binary search of each value in a sorted
// innermost lane (searchsorted's lanes pair up with the values' leading dims).
#include <algorithm>
#include <string>

#include "generated/runtime/kernels/bucketize.h"
#include "generated/runtime/kernels/searchsorted.h"
#include "runtime/error.h"
#include "runtime/kernels/sorting/lanes.h"
#include "runtime/parallel.h"

namespace yaten::kernels {
namespace {

std::string sizes_text(const DimVector& s) {
  std::string out = "[";
  for (size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + std::to_string(s[i]);
  return out + "]";
}

// For each value of `values`, the insertion index into its lane of `seq`
// (the one lane when seq is 1-D), read through `sorter` when given.
Tensor search(const Tensor& seq, const Tensor& values, bool right, bool out_int32, const Tensor& sorter) {
  const ScalarType common = result_type({&seq, &values});
  const Tensor s = contiguous(to_dtype(seq, common)), v = contiguous(to_dtype(values, common));
  const Tensor order = sorter.defined() ? contiguous(to_dtype(sorter, ScalarType::Int64)) : Tensor();
  const int64_t n = seq.dim() == 0 ? 1 : seq.size(-1);
  const int64_t per_lane = seq.dim() <= 1 ? v.numel() : (values.dim() == 0 ? 1 : values.size(-1));
  Tensor out = Tensor::empty(values.sizes(), out_int32 ? ScalarType::Int32 : ScalarType::Int64);
  YATEN_DISPATCH_CASES(common, "searchsorted", YATEN_TYPES_NUMERIC_AND_REDUCED, [&] {
    const scalar_t* sp = s.data<scalar_t>();
    const scalar_t* vp = v.data<scalar_t>();
    const int64_t* op = order.defined() ? order.data<int64_t>() : nullptr;
    parallel_for(0, v.numel(), kGrainSize / 16, [&](int64_t lo, int64_t hi) {
      for (int64_t i = lo; i < hi; ++i) {
        const int64_t lane = per_lane == 0 ? 0 : (seq.dim() <= 1 ? 0 : i / per_lane);
        const scalar_t* base = sp + lane * n;
        const int64_t* perm = op ? op + lane * n : nullptr;
        const scalar_t x = vp[i];
        int64_t a = 0, b = n;
        while (a < b) {
          const int64_t mid = (a + b) / 2;
          const scalar_t m = perm ? base[perm[mid]] : base[mid];
          // torch's tests, NaN included: a NaN boundary sends every value
          // right, a NaN value goes past every boundary.
          const bool go_right = right ? !(m > x) : !(m >= x);
          if (go_right) a = mid + 1;
          else b = mid;
        }
        if (out_int32) out.data<int32_t>()[i] = static_cast<int32_t>(a);
        else out.data<int64_t>()[i] = a;
      }
    });
  });
  return out;
}

// Torch searches in the two tensors' common dtype, and has no Bool kernel.
void refuse_bool_search(const Tensor& seq, const Tensor& values) {
  YATEN_CHECK(result_type({&seq, &values}) != ScalarType::Bool, "\"searchsorted_out_cpu\" not implemented for 'Bool'");
}

}  // namespace

Tensor searchsorted(const Tensor& sorted_sequence, const Tensor& self, bool out_int32, bool right,
                    std::optional<std::string_view> side, const Tensor& sorter) {
  if (side) {
    YATEN_CHECK(*side == "left" || *side == "right", "torch.searchsorted(): side can only be 'left' or 'right' but got ",
                *side);
    YATEN_CHECK(!(right && *side == "left"),
                "torch.searchsorted(): side and right can't be set to opposites, got side of left while right was True");
    right = *side == "right";
  }
  const bool one_d = sorted_sequence.dim() == 1;
  bool leading_match = !one_d && sorted_sequence.dim() == self.dim() && self.dim() > 0;
  for (int64_t d = 0; leading_match && d + 1 < self.dim(); ++d)
    leading_match = sorted_sequence.size(d) == self.size(d);
  YATEN_CHECK(one_d || leading_match,
              "torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 dimensions of boundaries "
              "tensor and input value tensor must match, but we got boundaries tensor ",
              sizes_text(sorted_sequence.sizes()), " and input value tensor ", sizes_text(self.sizes()));
  if (sorter.defined()) {
    YATEN_CHECK(sorter.sizes() == sorted_sequence.sizes(),
                "torch.searchsorted(): boundary and sorter must have the same size, but got boundary tensor ",
                sizes_text(sorted_sequence.sizes()), "and got sorter tensor ", sizes_text(sorter.sizes()));
    YATEN_CHECK(sorter.dtype() == ScalarType::Int64, "torch.searchsorted(): sorter must be a tensor of long dtype but got ",
                dtype_name(sorter.dtype()));
    const Tensor sc = contiguous(sorter);
    const int64_t n = sorted_sequence.size(-1);
    for (int64_t i = 0; i < sc.numel(); ++i) {
      const int64_t k = sc.data<int64_t>()[i];
      YATEN_CHECK(k >= 0 && k < n, "torch.searchsorted(): sorter index out of range");
    }
  }
  refuse_bool_search(sorted_sequence, self);
  return search(sorted_sequence, self, right, out_int32, sorter);
}

Tensor bucketize(const Tensor& self, const Tensor& boundaries, bool out_int32, bool right) {
  YATEN_CHECK(boundaries.dim() == 1, "boundaries tensor must be 1 dimension, but got dim(", boundaries.dim(), ")");
  refuse_bool_search(boundaries, self);
  return search(boundaries, self, right, out_int32, Tensor());
}

}  // namespace yaten::kernels
