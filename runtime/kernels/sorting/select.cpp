// Order statistics along a dim: kthvalue, median, nanmedian and mode, one
// lane at a time (lanes in parallel), with the index each value came from.
#include <algorithm>
#include <tuple>
#include <vector>

#include "generated/runtime/kernels/kthvalue.h"
#include "generated/runtime/kernels/median.h"
#include "generated/runtime/kernels/mode.h"
#include "generated/runtime/kernels/nanmedian.h"
#include "runtime/error.h"
#include "runtime/kernels/sorting/lanes.h"
#include "runtime/kernels/sorting/radix.h"
#include "runtime/parallel.h"

namespace yaten::kernels {
namespace {

// The sizes of a reduction over dim: dim kept as 1 or dropped.
DimVector reduced_sizes(const Tensor& self, int64_t dim, bool keepdim) {
  DimVector out;
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (d != dim) out.push_back(self.size(d));
    else if (keepdim) out.push_back(1);
  }
  return out;
}

// Runs pick(lane, n, &value, &index) on every lane of self along dim.
template <typename Pick>
std::tuple<Tensor, Tensor> per_lane(const Tensor& self, int64_t dim, bool keepdim, const char* op_name,
                                    const Pick& pick) {
  dim = wrap_dim(dim, std::max<int64_t>(self.dim(), 1), op_name);
  const int64_t n = self.dim() == 0 ? 1 : self.size(dim);
  YATEN_CHECK_INDEX(n > 0, op_name, "(): Expected reduction dim ", dim, " to have non-zero size.");
  Lanes in = lanes_of(self, dim);
  DimVector sizes = reduced_sizes(self, dim, keepdim);
  Tensor values = Tensor::empty(sizes, self.dtype()), indices = Tensor::empty(sizes, ScalarType::Int64);
  YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    const scalar_t* x = in.data.data<scalar_t>();
    scalar_t* v = values.data<scalar_t>();
    int64_t* ix = indices.data<int64_t>();
    parallel_for(0, in.rows, std::max<int64_t>(1, kGrainSize / n), [&](int64_t lo, int64_t hi) {
      std::vector<std::pair<radix_key_t<scalar_t>, int64_t>> scratch;
      for (int64_t r = lo; r < hi; ++r) pick(x + r * n, n, v + r, ix + r, scratch);
    });
  });
  return {values, indices};
}

// Moves the k-th smallest key of a (keys with their lane indices) to
// position k by quickselect, comparing keys only, with torch's CPU steps: the
// pivot is the median of the first, middle and last keys, then a two-ended
// scan swaps keys across it. Which of several equal keys lands at k depends
// on those steps alone, so kthvalue and median answer torch's index among
// ties.
template <typename Key>
void quickselect_as_torch(std::vector<std::pair<Key, int64_t>>& a, int64_t k) {
  const auto greater = [&](int64_t i, int64_t j) { return a[i].first > a[j].first; };
  int64_t left = 0, right = static_cast<int64_t>(a.size()) - 1;
  while (right > left) {
    if (right == left + 1) {
      if (greater(left, right)) std::swap(a[left], a[right]);
      return;
    }
    std::swap(a[left + (right - left) / 2], a[left + 1]);
    if (greater(left + 1, right)) std::swap(a[left + 1], a[right]);
    if (greater(left, right)) std::swap(a[left], a[right]);
    if (greater(left + 1, left)) std::swap(a[left + 1], a[left]);
    // Now a[left + 1] <= a[left] <= a[right]: the scans below stop at them.
    const Key pivot = a[left].first;
    int64_t i = left + 1, j = right;
    for (;;) {
      do ++i; while (pivot > a[i].first);
      do --j; while (a[j].first > pivot);
      if (j < i) break;
      std::swap(a[i], a[j]);
    }
    std::swap(a[left], a[j]);
    if (j <= k) left = i;
    if (j >= k) right = j - 1;
  }
}

// How the k-th key is found, which decides the index among equal keys as
// torch's: kthvalue by its quickselect; median and nanmedian take the k-th
// in (key, index) order, the smallest index at the rank among ties.
enum class Selection { kQuickselect, kByKeyThenIndex };

// The k-th (from 0) smallest of a lane, NaN largest; among ties the one torch picks.
template <typename T>
void select_kth(const T* x, int64_t n, int64_t k, T* v, int64_t* ix,
                std::vector<std::pair<radix_key_t<T>, int64_t>>& scratch, Selection how) {
  scratch.resize(n);
  for (int64_t i = 0; i < n; ++i) scratch[i] = {radix_key(x[i], false), i};
  if (how == Selection::kQuickselect) {
    quickselect_as_torch(scratch, k);
  } else {
    std::nth_element(scratch.begin(), scratch.begin() + k, scratch.end());
  }
  *ix = scratch[k].second;
  *v = x[*ix];
}

template <typename T>
int64_t first_nan(const T* x, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    if (is_nan_value(x[i])) return i;
  return -1;
}

std::tuple<Tensor, Tensor> median_lanes(const Tensor& self, int64_t dim, bool keepdim, bool skip_nan,
                                        const char* op_name) {
  return per_lane(self, dim, keepdim, op_name, [&](const auto* x, int64_t n, auto* v, int64_t* ix, auto& scratch) {
    const int64_t nan_at = first_nan(x, n);
    if (nan_at >= 0 && !skip_nan) {  // median of a lane with NaN is NaN
      *v = x[nan_at];
      *ix = nan_at;
      return;
    }
    int64_t count = n;
    if (skip_nan && nan_at >= 0) count = n - std::count_if(x, x + n, [](auto a) { return is_nan_value(a); });
    if (count == 0) {  // all NaN
      *v = x[0];
      *ix = 0;
      return;
    }
    select_kth(x, n, (count - 1) / 2, v, ix, scratch, Selection::kByKeyThenIndex);
  });
}

Tensor median_all(const Tensor& self, bool skip_nan, const char* op_name) {
  if (self.numel() == 0) {  // torch's answer for no element: NaN
    YATEN_CHECK(is_floating(self.dtype()), op_name, "(): cannot take the median of an empty ", dtype_name(self.dtype()),
                " tensor");
    Tensor nan = Tensor::empty({}, self.dtype());
    fill_tensor(nan, Scalar(std::nan("")));
    return nan;
  }
  const Tensor dense = contiguous(self);
  Tensor flat = dense.view_as_strided({self.numel()}, {1}, dense.storage_offset());
  return std::get<0>(median_lanes(flat, 0, false, skip_nan, op_name));
}

}  // namespace

std::tuple<Tensor, Tensor> kthvalue(const Tensor& self, int64_t k, int64_t dim, bool keepdim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "kthvalue_cpu");
  const int64_t wrapped = wrap_dim(dim, std::max<int64_t>(self.dim(), 1), "kthvalue");
  const int64_t n = self.dim() == 0 ? 1 : self.size(wrapped);
  YATEN_CHECK(k >= 1 && k <= n, "kthvalue(): selected number k out of range for dimension ", wrapped,
                    " (k = ", k, ", size ", n, ")");
  return per_lane(self, dim, keepdim, "kthvalue",
                  [&](const auto* x, int64_t len, auto* v, int64_t* ix, auto& scratch) {
                    select_kth(x, len, k - 1, v, ix, scratch, Selection::kQuickselect);
                  });
}

Tensor median(const Tensor& self) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "median_cpu");
  return median_all(self, false, "median");
}

std::tuple<Tensor, Tensor> median_dim(const Tensor& self, int64_t dim, bool keepdim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "median_out");
  return median_lanes(self, dim, keepdim, false, "median");
}

Tensor nanmedian(const Tensor& self) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "median_cpu");
  return median_all(self, true, "nanmedian");
}

std::tuple<Tensor, Tensor> nanmedian_dim(const Tensor& self, int64_t dim, bool keepdim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "median_out");
  return median_lanes(self, dim, keepdim, true, "nanmedian");
}

std::tuple<Tensor, Tensor> mode(const Tensor& self, int64_t dim, bool keepdim) {
  // The longest run of equal values in the sorted lane; among equally long
  // runs the smallest value; its index is that of its last occurrence.
  return per_lane(self, dim, keepdim, "mode", [&](const auto* x, int64_t n, auto* v, int64_t* ix, auto& scratch) {
    scratch.resize(n);
    for (int64_t i = 0; i < n; ++i) scratch[i] = {radix_key(x[i], false), i};
    std::sort(scratch.begin(), scratch.end());
    int64_t best_len = 0, best_end = 0;
    for (int64_t i = 0; i < n;) {
      int64_t j = i;
      while (j < n && scratch[j].first == scratch[i].first) ++j;
      if (j - i > best_len) best_len = j - i, best_end = j - 1;
      i = j;
    }
    *ix = scratch[best_end].second;
    *v = x[*ix];
  });
}

}  // namespace yaten::kernels
