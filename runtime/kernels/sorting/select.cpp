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

// The rank-th (from 0) smallest of keys, which it reorders: radix selection
// on 12-bit digits from the top narrows the keys to those sharing the
// answer's leading digits, then nth_element finishes on the few left.
template <typename K>
K kth_smallest_key(std::vector<K>& keys, int64_t rank) {
  constexpr int kDigit = 12;
  for (int shift = static_cast<int>(sizeof(K) * 8) - kDigit; keys.size() > 4096; shift -= kDigit) {
    const int s = std::max(shift, 0);
    int64_t counts[1 << kDigit] = {};
    for (const K k : keys) ++counts[(k >> s) & ((1 << kDigit) - 1)];
    K digit = 0;
    while (rank >= counts[digit]) rank -= counts[digit++];
    if (counts[digit] != static_cast<int64_t>(keys.size()))
      keys.erase(std::remove_if(keys.begin(), keys.end(),
                                [&](K k) { return ((k >> s) & ((1 << kDigit) - 1)) != digit; }),
                 keys.end());
    if (s == 0) break;
  }
  std::nth_element(keys.begin(), keys.begin() + rank, keys.end());
  return keys[rank];
}

// median and nanmedian of every element, with torch's answer bit for bit:
// the first NaN (median), NaN when every element is NaN (nanmedian), else
// the lower median of the rest. Keys tell every value apart but -0.0 from
// 0.0; when the median is a zero, torch's own steps (nth_element over the
// values, after partitioning NaN away for nanmedian) say which zero.
template <typename T>
T median_of(const T* x, int64_t n, bool skip_nan) {
  using K = radix_key_t<T>;
  int64_t nans = 0;
  for (int64_t i = 0; i < n; ++i) nans += is_nan_value(x[i]);
  if (nans > 0 && !skip_nan) return *std::find_if(x, x + n, [](T a) { return is_nan_value(a); });
  if (nans == n) return static_cast<T>(std::nan(""));
  const int64_t rank = (n - nans - 1) / 2;
  std::vector<K> keys(n);
  for (int64_t i = 0; i < n; ++i) keys[i] = radix_key(x[i], false);
  const K key = kth_smallest_key(keys, rank);
  if (key != radix_key(T(0), false)) {
    for (int64_t i = 0;; ++i)
      if (radix_key(x[i], false) == key) return x[i];
  }
  std::vector<T> values(x, x + n);
  auto last = skip_nan ? std::partition(values.begin(), values.end(), [](T a) { return !is_nan_value(a); })
                       : values.end();
  std::nth_element(values.begin(), values.begin() + rank, last);
  return values[rank];
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
  Tensor result = Tensor::empty({}, self.dtype());
  YATEN_DISPATCH_ALL(self.dtype(), op_name,
                     [&] { *result.data<scalar_t>() = median_of(dense.data<scalar_t>(), self.numel(), skip_nan); });
  return result;
}

}  // namespace

std::tuple<Tensor, Tensor> kthvalue(const Tensor& self, int64_t k, int64_t dim, bool keepdim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16, ScalarType::Bool}, "kthvalue_cpu");
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
  refuse_dtypes(self.dtype(), {ScalarType::Float16, ScalarType::Bool}, "median_cpu");
  return median_all(self, false, "median");
}

std::tuple<Tensor, Tensor> median_dim(const Tensor& self, int64_t dim, bool keepdim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16, ScalarType::Bool}, "median_out");
  return median_lanes(self, dim, keepdim, false, "median");
}

Tensor nanmedian(const Tensor& self) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16, ScalarType::Bool}, "median_cpu");
  return median_all(self, true, "nanmedian");
}

std::tuple<Tensor, Tensor> nanmedian_dim(const Tensor& self, int64_t dim, bool keepdim) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16, ScalarType::Bool}, "median_out");
  return median_lanes(self, dim, keepdim, true, "nanmedian");
}

std::tuple<Tensor, Tensor> mode(const Tensor& self, int64_t dim, bool keepdim) {
  // Torch's steps, so that its index comes out among ties: the lane's
  // (value, index) pairs std::sort-ed by value alone, then the first of the
  // longest runs of equal values (NaN, equal to nothing, runs alone); its
  // index is that of the run's last pair.
  return per_lane(self, dim, keepdim, "mode", [&](const auto* x, int64_t n, auto* v, int64_t* ix, auto&) {
    using T = std::remove_const_t<std::remove_pointer_t<decltype(x)>>;
    std::vector<std::pair<T, int64_t>> pairs(n);
    for (int64_t i = 0; i < n; ++i) pairs[i] = {x[i], i};
    std::sort(pairs.begin(), pairs.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    int64_t best_len = 0, best_end = 0, run = 0;
    for (int64_t i = 0; i < n; ++i) {
      ++run;
      if (i == n - 1 || pairs[i].first != pairs[i + 1].first) {
        if (run > best_len) best_len = run, best_end = i;
        run = 0;
      }
    }
    *ix = pairs[best_end].second;
    *v = pairs[best_end].first;
  });
}

}  // namespace yaten::kernels
