// The only index arithmetic in the kernels: walks N operands of one shape
// (broadcast inputs carry stride 0) and hands each innermost run to the
// caller's functor, with a tight contiguous path the compiler vectorises.
#pragma once

#include <algorithm>

#include <array>
#include <cstdint>
#include <utility>

#include "runtime/parallel.h"
#include "runtime/simd/row.h"
#include "runtime/tensor.h"

namespace yaten::kernels {

// Strides (in elements) that read `t` as if broadcast to `shape`.
DimVector broadcast_strides(const Tensor& t, const DimVector& shape);

// Shape and per-operand strides with mergeable adjacent dims collapsed, so a
// contiguous or simply transposed walk has as few levels as possible.
template <size_t N>
struct StridedWalk {
  DimVector shape;
  std::array<DimVector, N> strides;  // in elements, one per operand
};

template <size_t N>
StridedWalk<N> coalesce(const DimVector& shape, std::array<DimVector, N> strides) {
  StridedWalk<N> w;
  // No elements: one empty dim (an outer dim of size 0 would be a divisor).
  if (std::find(shape.begin(), shape.end(), 0) != shape.end()) {
    w.shape.push_back(0);
    for (size_t k = 0; k < N; ++k) w.strides[k].push_back(0);
    return w;
  }
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 1) continue;
    bool merge = !w.shape.empty();
    for (size_t k = 0; merge && k < N; ++k)
      merge = w.strides[k].back() == strides[k][d] * shape[d];
    if (merge) {
      w.shape[w.shape.size() - 1] *= shape[d];
      for (size_t k = 0; k < N; ++k) w.strides[k][w.strides[k].size() - 1] = strides[k][d];
    } else {
      w.shape.push_back(shape[d]);
      for (size_t k = 0; k < N; ++k) w.strides[k].push_back(strides[k][d]);
    }
  }
  if (w.shape.empty()) {
    w.shape.push_back(1);
    for (size_t k = 0; k < N; ++k) w.strides[k].push_back(0);
  }
  return w;
}

// Calls row(ptrs, n, inner_strides) for every innermost run of rows
// [row_begin, row_end) of the walk, where rows count over all outer dims.
template <size_t N, typename Row>
void walk_rows(const StridedWalk<N>& w, std::array<char*, N> base, std::array<int64_t, N> elsize,
               int64_t row_begin, int64_t row_end, const Row& row) {
  const size_t nd = w.shape.size();
  const int64_t inner = w.shape[nd - 1];
  std::array<int64_t, N> inner_stride;
  for (size_t k = 0; k < N; ++k) inner_stride[k] = w.strides[k][nd - 1];
  DimVector index(nd - 1);
  int64_t rem = row_begin;
  for (size_t d = nd - 1; d-- > 0;) {
    index[d] = rem % w.shape[d];
    rem /= w.shape[d];
  }
  for (int64_t r = row_begin; r < row_end; ++r) {
    std::array<char*, N> p = base;
    for (size_t d = 0; d + 1 < nd; ++d)
      for (size_t k = 0; k < N; ++k) p[k] += index[d] * w.strides[k][d] * elsize[k];
    row(p, inner, inner_stride);
    for (size_t d = nd - 1; d-- > 0;) {
      if (++index[d] < w.shape[d]) break;
      index[d] = 0;
    }
  }
}

// One run of n elements. Contiguous operands and stride-0 (broadcast scalar)
// inputs get loops without index arithmetic. f is taken by value: a copy
// whose address never escapes cannot alias the output, so the loop need not
// reload what f captured (alpha of add) after every store, and vectorises.
template <typename Out, typename... In, typename F, size_t... I, size_t N = sizeof...(In) + 1>
inline void apply_row(std::array<char*, N> p, int64_t n, std::array<int64_t, N> st, const F f,
                      std::index_sequence<I...>) {
  Out* o = reinterpret_cast<Out*>(p[0]);
  std::tuple<const In*...> in{reinterpret_cast<const In*>(p[I + 1])...};
  bool all_contiguous = st[0] == 1 && ((st[I + 1] == 1) && ...);
  if (all_contiguous) {
    for (int64_t i = 0; i < n; ++i) o[i] = f(std::get<I>(in)[i]...);
    return;
  }
  if constexpr (sizeof...(In) == 1) {
    // A broadcast copy (x.expand(...).contiguous(), the ones that start
    // every .sum().backward()): one value for the whole run.
    if (st[0] == 1 && st[1] == 0) {
      const auto v = f(*std::get<0>(in));
      std::fill(o, o + n, v);
      return;
    }
  }
  if constexpr (sizeof...(In) == 2) {
    if (st[0] == 1 && st[1] == 1 && st[2] == 0) {
      const auto b = *std::get<1>(in);
      const auto* a = std::get<0>(in);
      for (int64_t i = 0; i < n; ++i) o[i] = f(a[i], b);
      return;
    }
    if (st[0] == 1 && st[1] == 0 && st[2] == 1) {
      const auto a = *std::get<0>(in);
      const auto* b = std::get<1>(in);
      for (int64_t i = 0; i < n; ++i) o[i] = f(a, b[i]);
      return;
    }
  }
  for (int64_t i = 0; i < n; ++i) o[i * st[0]] = f(std::get<I>(in)[i * st[I + 1]]...);
}

// Calls row(ptrs, n, strides) for every innermost run of N operands read at
// out's shape through `strides` (operand 0 is out), in parallel: split by rows
// when there are many, else by columns of the one row.
// Dims are walked in the order of out's strides (largest outermost; ties by
// the inputs'), as TensorIterator does, so a transposed but dense result
// (x.t().exp()) is one contiguous run and takes the same vector form as x.exp().
template <size_t N>
StridedWalk<N> coalesce_in_memory_order(const DimVector& shape, const std::array<DimVector, N>& strides) {
  const size_t nd = shape.size();
  DimVector order(nd);
  for (size_t d = 0; d < nd; ++d) order[d] = static_cast<int64_t>(d);
  // Whether dim b belongs outside dim a: the first operand whose strides differ says.
  auto outer = [&](int64_t a, int64_t b) {
    if (shape[a] == 1 || shape[b] == 1) return false;
    for (size_t k = 0; k < N; ++k) {
      const int64_t sa = std::abs(strides[k][a]), sb = std::abs(strides[k][b]);
      if (sa != sb) return sb > sa;
    }
    return false;
  };
  // Insertion sort: a handful of dims, already in order in the common case.
  for (size_t i = 1; i < nd; ++i)
    for (size_t j = i; j > 0 && outer(order[j - 1], order[j]); --j) std::swap(order[j - 1], order[j]);
  DimVector sorted_shape(nd);
  std::array<DimVector, N> sorted;
  for (size_t k = 0; k < N; ++k) sorted[k] = DimVector(nd);
  for (size_t d = 0; d < nd; ++d) {
    sorted_shape[d] = shape[order[d]];
    for (size_t k = 0; k < N; ++k) sorted[k][d] = strides[k][order[d]];
  }
  return coalesce<N>(sorted_shape, sorted);
}

// Calls row over `inner` elements read with the given strides (one run),
// split by columns between the pool's threads.
template <size_t N, typename Row>
void for_one_run(int64_t inner, const std::array<int64_t, N>& st, const std::array<char*, N>& base,
                 const std::array<int64_t, N>& elsize, bool stream, const Row& row) {
  parallel_for(0, inner, kGrainSize, [&](int64_t lo, int64_t hi) {
    const simd::StreamRowsScope streaming(stream);
    std::array<char*, N> p = base;
    for (size_t k = 0; k < N; ++k) p[k] += lo * st[k] * elsize[k];
    row(p, hi - lo, st);
  });
}

// Whether every operand is read through out's own strides and out is
// contiguous: the whole walk is then one run of unit stride, and the sort and
// merge of dims (a fifth of a 100-element add's time) can be skipped.
template <size_t N>
bool one_contiguous_run(const Tensor& out, const std::array<DimVector, N>& strides) {
  if (!out.is_contiguous()) return false;
  for (size_t k = 1; k < N; ++k)
    if (!(strides[k] == strides[0])) return false;
  return strides[0] == out.strides();
}

template <size_t N, typename Row>
void for_each_run(const Tensor& out, const std::array<DimVector, N>& strides, const std::array<char*, N>& base,
                  const std::array<int64_t, N>& elsize, const Row& row) {
  if (out.numel() == 0) return;
  const bool stream = out.numel() * elsize[0] >= simd::kStreamBytes;
  if (one_contiguous_run<N>(out, strides)) {
    std::array<int64_t, N> unit;
    unit.fill(1);
    for_one_run<N>(out.numel(), unit, base, elsize, stream, row);
    return;
  }
  StridedWalk<N> w = coalesce_in_memory_order<N>(out.sizes(), strides);
  const int64_t inner = w.shape.back();
  int64_t rows = out.numel() / (inner == 0 ? 1 : inner);
  if (rows > 1) {
    int64_t grain = std::max<int64_t>(1, kGrainSize / inner);
    parallel_for(0, rows, grain, [&](int64_t lo, int64_t hi) {
      const simd::StreamRowsScope streaming(stream);
      walk_rows<N>(w, base, elsize, lo, hi, row);
    });
  } else {
    std::array<int64_t, N> st;
    for (size_t k = 0; k < N; ++k) st[k] = w.strides[k][0];
    for_one_run<N>(inner, st, base, elsize, stream, row);
  }
}

// Applies f elementwise: out[i] = f(in0[i], in1[i], ...); f is pure (a run whose
// one input is broadcast calls it once and fills). Every input must
// already have out's dtype-converted element type and be readable at out's
// shape through `strides` (see broadcast_strides).
template <typename Out, typename... In, typename F, size_t N = sizeof...(In) + 1>
void map_elementwise(const Tensor& out, const std::array<DimVector, N>& strides,
                     const std::array<char*, N>& base, const F& f) {
  std::array<int64_t, N> elsize{static_cast<int64_t>(sizeof(Out)), static_cast<int64_t>(sizeof(In))...};
  for_each_run<N>(out, strides, base, elsize, [&](std::array<char*, N> p, int64_t n, std::array<int64_t, N> st) {
    apply_row<Out, In...>(p, n, st, f, std::make_index_sequence<N - 1>{});
  });
}

}  // namespace yaten::kernels
