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
// Lanes up to this long have topk's block bound (top_without_ties); on
// longer ones the heap's scan is as cheap.
constexpr int64_t kShortLane = 16384;

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

// topk's selections, in torch 1.13's order among ties. Torch selects the k
// best of a lane with std::partial_sort when k * 64 <= n, else with
// std::nth_element (then std::sort of the first k - 1 when sorted), comparing
// values only (NaN above every number). Keys compare as its comparator does
// (key = radix_key(x, largest), the best first), so the same standard
// algorithms over the same sequence put the same index first among ties.
template <typename T>
using KeyIndex = std::pair<radix_key_t<T>, int64_t>;

struct KeyFirst {
  template <typename P>
  bool operator()(const P& a, const P& b) const { return a.first < b.first; }
};

// Torch's heap selection (std::partial_sort's first phase) of the k best of
// x[begin, end): `heap` (k + 1 entries) gets the first k as a heap whose
// front is the worst of them; each later entry better than the front
// replaces it through the spare last slot, as partial_sort's pop of the
// front into the visited position does. Blocks of which no key beats the
// front are passed over in one vectorized min. Each entry that entered the
// heap, the first k included, is also handed to took(key, index).
template <typename T, typename Took>
void heap_select(const T* x, int64_t begin, int64_t end, int64_t k, bool largest, std::vector<KeyIndex<T>>& heap,
                 const Took& took) {
  using K = radix_key_t<T>;
  constexpr int64_t kBlock = 16;
  const int64_t head = std::min(end, begin + k);
  heap.resize(k + 1);
  for (int64_t i = begin; i < head; ++i) heap[i - begin] = {radix_key(x[i], largest), i}, took(heap[i - begin]);
  std::make_heap(heap.begin(), heap.begin() + (head - begin), KeyFirst{});
  const auto consider = [&](int64_t i) {
    const K key = radix_key(x[i], largest);
    if (key >= heap.front().first) return;
    heap[k] = {key, i};
    took(heap[k]);
    std::pop_heap(heap.begin(), heap.end(), KeyFirst{});
  };
  int64_t i = head;
  for (; i + kBlock <= end; i += kBlock) {
    K least = ~K{0};
    for (int64_t j = 0; j < kBlock; ++j) least = std::min(least, radix_key(x[i + j], largest));
    if (least >= heap.front().first) continue;
    for (int64_t j = 0; j < kBlock; ++j) consider(i + j);
  }
  for (; i < end; ++i) consider(i);
}

// Scratch a thread reuses from lane to lane.
template <typename T>
struct TopScratch {
  std::vector<KeyIndex<T>> items;
  std::vector<radix_key_t<T>> block_least, bounds;
};

// The k best of a lane when no two of the k + 1 best share a key: then
// every selection orders them alike, torch's included. The lane is cut in
// about 2k blocks; the k-th least of the blocks' least keys bounds the k-th
// best from above (k blocks hold a key at least that good), and only the
// few entries within the bound (about 1.4k on random data) are sorted.
// Returns false, writing nothing, when ties make torch's order matter.
template <typename T>
bool top_without_ties(const T* x, int64_t n, int64_t k, bool largest, T* v, int64_t* ix, TopScratch<T>& s) {
  using K = radix_key_t<T>;
  const int64_t block = std::max<int64_t>(16, n / (2 * k) / 16 * 16);
  const int64_t blocks = (n + block - 1) / block;
  s.block_least.resize(blocks);
  for (int64_t b = 0; b < blocks; ++b) {
    K least = ~K{0};
    for (int64_t i = b * block, e = std::min(n, i + block); i < e; ++i) least = std::min(least, radix_key(x[i], largest));
    s.block_least[b] = least;
  }
  s.bounds.assign(s.block_least.begin(), s.block_least.end());
  std::nth_element(s.bounds.begin(), s.bounds.begin() + (k - 1), s.bounds.end());
  const K bound = s.bounds[k - 1];
  s.items.clear();
  for (int64_t b = 0; b < blocks; ++b) {
    if (s.block_least[b] > bound) continue;
    for (int64_t i = b * block, e = std::min(n, i + block); i < e; ++i) {
      const K key = radix_key(x[i], largest);
      if (key <= bound) s.items.push_back({key, i});
    }
  }
  std::sort(s.items.begin(), s.items.end(), KeyFirst{});
  const int64_t told = std::min<int64_t>(k + 1, s.items.size());
  for (int64_t j = 1; j < told; ++j)
    if (s.items[j].first == s.items[j - 1].first) return false;
  for (int64_t j = 0; j < k; ++j) ix[j] = s.items[j].second, v[j] = x[s.items[j].second];
  return true;
}

// Writes the k best of lane x[0, n) into v and ix, as torch's selection
// orders them.
template <typename T>
void top_of_lane(const T* x, int64_t n, int64_t k, bool largest, bool sorted, T* v, int64_t* ix, TopScratch<T>& s) {
  const bool heap_path = k * 64 <= n;
  if ((heap_path || sorted) && k * 16 <= n && n <= kShortLane && top_without_ties(x, n, k, largest, v, ix, s)) return;
  std::vector<KeyIndex<T>>& items = s.items;
  if (heap_path) {
    heap_select(x, 0, n, k, largest, items, [](const KeyIndex<T>&) {});
    std::sort_heap(items.begin(), items.begin() + k, KeyFirst{});
  } else {
    items.resize(n);
    for (int64_t i = 0; i < n; ++i) items[i] = {radix_key(x[i], largest), i};
    std::nth_element(items.begin(), items.begin() + (k - 1), items.end(), KeyFirst{});
    if (sorted) std::sort(items.begin(), items.begin() + (k - 1), KeyFirst{});
  }
  for (int64_t j = 0; j < k; ++j) ix[j] = items[j].second, v[j] = x[items[j].second];
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
  refuse_dtypes(self.dtype(), {ScalarType::Float16, ScalarType::Bool}, "topk_cpu");
  dim = wrap_dim(dim, std::max<int64_t>(self.dim(), 1), "topk");
  const int64_t size = self.dim() == 0 ? 1 : self.size(dim);
  YATEN_CHECK(k >= 0 && k <= size, "topk: selected index k out of range (k = ", k, ", size along dim ", dim, " is ",
              size, ")");
  Lanes in = lanes_of(self, dim);
  LaneOutput values = lane_output(self, dim, k, self.dtype());
  LaneOutput indices = lane_output(self, dim, k, ScalarType::Int64);
  Tensor vblock = lane_block(values), iblock = lane_block(indices);
  YATEN_DISPATCH_ALL(self.dtype(), "topk", [&] {
    using Item = KeyIndex<scalar_t>;
    const scalar_t* x = in.data.data<scalar_t>();
    scalar_t* v = vblock.data<scalar_t>();
    int64_t* ix = iblock.data<int64_t>();
    const int64_t n = in.n;
    if (k == 0) return;
    // One long lane: each chunk runs its own heap selection and keeps the
    // entries that entered its heap (a chunk's k-th best so far is never
    // better than the lane's, so they include every entry the lane's
    // selection would take), then partial_sort over them all, in lane order,
    // gives what it gives over the whole lane. The
    // scan costs a fraction of a nanosecond an element, so below 4M elements
    // a second thread gains little alone and loses much when another
    // library's threads hold the cores.
    if (in.rows == 1 && n >= (int64_t{1} << 22) && k * 64 <= n) {
      const int64_t chunks = std::max<int64_t>(1, std::min<int64_t>(num_threads() * 2, n / kGrainSize));
      const int64_t per = (n + chunks - 1) / chunks;
      std::vector<std::vector<Item>> candidates(chunks);
      parallel_for(0, chunks, 1, [&](int64_t lo, int64_t hi) {
        std::vector<Item> heap;
        for (int64_t c = lo; c < hi; ++c)
          heap_select(x, c * per, std::min(n, (c + 1) * per), k, largest, heap,
                      [&](const Item& item) { candidates[c].push_back(item); });
      });
      std::vector<Item> all;
      for (auto& c : candidates) all.insert(all.end(), c.begin(), c.end());
      std::partial_sort(all.begin(), all.begin() + k, all.end(), KeyFirst{});
      for (int64_t j = 0; j < k; ++j) ix[j] = all[j].second, v[j] = x[all[j].second];
      return;
    }
    parallel_for(0, in.rows, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(n, 1)), [&](int64_t lo, int64_t hi) {
      TopScratch<scalar_t> scratch;
      for (int64_t r = lo; r < hi; ++r) top_of_lane(x + r * n, n, k, largest, sorted, v + r * k, ix + r * k, scratch);
    });
  });
  store_lanes(values, vblock);
  store_lanes(indices, iblock);
  return {values.result, indices.result};
}

}  // namespace yaten::kernels
