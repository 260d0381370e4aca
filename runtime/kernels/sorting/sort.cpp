// sort, argsort and topk: each lane sorted (or its top k selected) by
// radix keys, lanes in parallel; one long lane is split in parallel chunks.
#include <algorithm>
#include <tuple>
#include <vector>

#include "generated/runtime/kernels/argsort.h"
#include "generated/runtime/kernels/sort.h"
#include "generated/runtime/kernels/topk.h"
#include "runtime/error.h"
#include "runtime/kernels/sorting/lanes.h"
#include "runtime/kernels/sorting/radix.h"
#include "runtime/parallel.h"

namespace yaten::kernels {
namespace {

constexpr int64_t kRadixMinLength = 64;

// Sorts one lane: idx gets the permutation, vals (when given) the values.
template <typename T>
void sort_lane(const T* x, int64_t n, bool descending, T* vals, int64_t* idx) {
  using K = radix_key_t<T>;
  std::vector<K> keys(n), tmp_keys(n);
  for (int64_t i = 0; i < n; ++i) keys[i] = radix_key(x[i], descending), idx[i] = i;
  if (n < kRadixMinLength) {
    std::vector<int64_t> order(idx, idx + n);
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return keys[a] < keys[b]; });
    std::copy(order.begin(), order.end(), idx);
  } else {
    std::vector<int64_t> tmp_idx(n);
    radix_sort(keys.data(), idx, n, tmp_keys.data(), tmp_idx.data());
  }
  if (vals)
    for (int64_t i = 0; i < n; ++i) vals[i] = x[idx[i]];
}

// One long lane: chunks radix-sorted in parallel, then merged pairwise
// (left chunk first among equal keys, so the sort stays stable).
template <typename T>
void sort_long_lane(const T* x, int64_t n, bool descending, T* vals, int64_t* idx) {
  using K = radix_key_t<T>;
  std::vector<K> keys(n), tmp_keys(n);
  std::vector<int64_t> tmp_idx(n);
  const int64_t chunks = std::max<int64_t>(1, std::min<int64_t>(num_threads(), n / 65536));
  const int64_t per = (n + chunks - 1) / chunks;
  parallel_for(0, chunks, 1, [&](int64_t lo, int64_t hi) {
    for (int64_t c = lo; c < hi; ++c) {
      const int64_t b = c * per, e = std::min(n, b + per);
      for (int64_t i = b; i < e; ++i) keys[i] = radix_key(x[i], descending), idx[i] = i;
      radix_sort(keys.data() + b, idx + b, e - b, tmp_keys.data() + b, tmp_idx.data() + b);
    }
  });
  for (int64_t width = per; width < n; width *= 2) {
    const int64_t pairs = (n + 2 * width - 1) / (2 * width);
    parallel_for(0, pairs, 1, [&](int64_t lo, int64_t hi) {
      for (int64_t p = lo; p < hi; ++p) {
        const int64_t b = p * 2 * width, m = std::min(n, b + width), e = std::min(n, b + 2 * width);
        int64_t i = b, j = m, o = b;
        while (i < m && j < e) {
          const bool right = keys[j] < keys[i];
          tmp_keys[o] = right ? keys[j] : keys[i];
          tmp_idx[o++] = right ? idx[j++] : idx[i++];
        }
        for (; i < m; ++i, ++o) tmp_keys[o] = keys[i], tmp_idx[o] = idx[i];
        for (; j < e; ++j, ++o) tmp_keys[o] = keys[j], tmp_idx[o] = idx[j];
        std::copy(tmp_keys.begin() + b, tmp_keys.begin() + e, keys.begin() + b);
        std::copy(tmp_idx.begin() + b, tmp_idx.begin() + e, idx + b);
      }
    });
  }
  if (vals)
    parallel_for(0, n, kGrainSize, [&](int64_t lo, int64_t hi) {
      for (int64_t i = lo; i < hi; ++i) vals[i] = x[idx[i]];
    });
}

// Sorts every lane of self along dim; values is skipped for argsort.
std::tuple<Tensor, Tensor> sort_lanes(const Tensor& self, int64_t dim, bool descending, bool want_values,
                                      const char* op_name) {
  dim = wrap_dim(dim, std::max<int64_t>(self.dim(), 1), op_name);
  Lanes in = lanes_of(self, dim);
  LaneOutput values = lane_output(self, dim, in.n, self.dtype());
  LaneOutput indices = lane_output(self, dim, in.n, ScalarType::Int64);
  Tensor vblock = want_values ? lane_block(values) : Tensor();
  Tensor iblock = lane_block(indices);
  YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    const scalar_t* x = in.data.data<scalar_t>();
    scalar_t* v = want_values ? vblock.data<scalar_t>() : nullptr;
    int64_t* ix = iblock.data<int64_t>();
    const int64_t n = in.n;
    if (in.rows == 1 && n >= 4 * 65536) {
      sort_long_lane(x, n, descending, v, ix);
      return;
    }
    parallel_for(0, in.rows, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(n, 1)), [&](int64_t lo, int64_t hi) {
      for (int64_t r = lo; r < hi; ++r) sort_lane(x + r * n, n, descending, v ? v + r * n : nullptr, ix + r * n);
    });
  });
  if (want_values) store_lanes(values, vblock);
  store_lanes(indices, iblock);
  return {values.result, indices.result};
}

// The k first (key, index) pairs of a lane, in order: a max-heap of k
// entries scanned over the lane, so k << n costs about one compare per element.
template <typename T>
void top_of_lane(const T* x, int64_t begin, int64_t end, int64_t k, bool largest,
                 std::vector<std::pair<radix_key_t<T>, int64_t>>& heap) {
  using K = radix_key_t<T>;
  constexpr int64_t kBlock = 256;
  heap.clear();
  for (int64_t b = begin; b < end; b += kBlock) {
    const int64_t e = std::min(end, b + kBlock);
    if (static_cast<int64_t>(heap.size()) == k) {
      // Most blocks hold nothing better than the k-th best so far: their
      // smallest key says so in one vectorized pass.
      K least = ~K{0};
      for (int64_t i = b; i < e; ++i) least = std::min(least, radix_key(x[i], largest));
      if (least > heap.front().first) continue;
    }
    for (int64_t i = b; i < e; ++i) {
      std::pair<K, int64_t> item{radix_key(x[i], largest), i};
      if (static_cast<int64_t>(heap.size()) < k) {
        heap.push_back(item);
        std::push_heap(heap.begin(), heap.end());
      } else if (item < heap.front()) {
        std::pop_heap(heap.begin(), heap.end());
        heap.back() = item;
        std::push_heap(heap.begin(), heap.end());
      }
    }
  }
}

}  // namespace

std::tuple<Tensor, Tensor> sort(const Tensor& self, int64_t dim, bool descending, std::optional<bool> stable) {
  (void)stable;  // every sort here is stable
  return sort_lanes(self, dim, descending, true, "sort");
}

Tensor argsort(const Tensor& self, int64_t dim, bool descending, bool stable) {
  (void)stable;
  return std::get<1>(sort_lanes(self, dim, descending, false, "argsort"));
}

std::tuple<Tensor, Tensor> topk(const Tensor& self, int64_t k, int64_t dim, bool largest, bool sorted) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "topk_cpu");
  (void)sorted;  // the selection comes out in order anyway
  dim = wrap_dim(dim, std::max<int64_t>(self.dim(), 1), "topk");
  const int64_t size = self.dim() == 0 ? 1 : self.size(dim);
  YATEN_CHECK(k >= 0 && k <= size, "topk: selected index k out of range (k = ", k, ", size along dim ", dim, " is ",
              size, ")");
  Lanes in = lanes_of(self, dim);
  LaneOutput values = lane_output(self, dim, k, self.dtype());
  LaneOutput indices = lane_output(self, dim, k, ScalarType::Int64);
  Tensor vblock = lane_block(values), iblock = lane_block(indices);
  YATEN_DISPATCH_ALL(self.dtype(), "topk", [&] {
    using Item = std::pair<radix_key_t<scalar_t>, int64_t>;
    const scalar_t* x = in.data.data<scalar_t>();
    scalar_t* v = vblock.data<scalar_t>();
    int64_t* ix = iblock.data<int64_t>();
    const int64_t n = in.n;
    auto emit = [&](std::vector<Item>& best, int64_t r) {
      std::sort(best.begin(), best.end());
      for (int64_t j = 0; j < k; ++j) ix[r * k + j] = best[j].second, v[r * k + j] = x[r * n + best[j].second];
    };
    if (k == 0) return;
    // One long lane: each chunk keeps its own top k, then the union is cut to
    // k. The scan costs about a nanosecond an element, so below 4M elements
    // a second thread gained little alone and lost much when another
    // library's threads held the cores (bench/sorting.py: 1.7x torch against 0.75x).
    if (in.rows == 1 && n >= (int64_t{1} << 22) && k <= n / 64) {
      const int64_t chunks = std::max<int64_t>(1, std::min<int64_t>(num_threads() * 2, n / kGrainSize));
      const int64_t per = (n + chunks - 1) / chunks;
      std::vector<std::vector<Item>> tops(chunks);
      parallel_for(0, chunks, 1, [&](int64_t lo, int64_t hi) {
        for (int64_t c = lo; c < hi; ++c) top_of_lane(x, c * per, std::min(n, (c + 1) * per), k, largest, tops[c]);
      });
      std::vector<Item> all;
      for (auto& t : tops) all.insert(all.end(), t.begin(), t.end());
      std::partial_sort(all.begin(), all.begin() + k, all.end());
      all.resize(k);
      emit(all, 0);
      return;
    }
    parallel_for(0, in.rows, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(n, 1)), [&](int64_t lo, int64_t hi) {
      std::vector<Item> heap;
      heap.reserve(k);
      for (int64_t r = lo; r < hi; ++r) {
        if (k * 8 > n) {
          // A large share of the lane: a full selection beats the heap.
          heap.resize(n);
          for (int64_t i = 0; i < n; ++i) heap[i] = {radix_key(x[r * n + i], largest), i};
          std::nth_element(heap.begin(), heap.begin() + (k - 1), heap.end());
          heap.resize(k);
        } else {
          top_of_lane(x + r * n, 0, n, k, largest, heap);
        }
        emit(heap, r);
      }
    });
  });
  store_lanes(values, vblock);
  store_lanes(indices, iblock);
  return {values.result, indices.result};
}

}  // namespace yaten::kernels
