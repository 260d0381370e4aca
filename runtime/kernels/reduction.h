// The one reduction engine behind sum, mean, max, argmax, var, norm, ...:
// splits self's dims into kept and reduced groups (each coalesced) and folds
// every output's reduced elements with a small "reducer" policy object.
//
// A reducer provides
//   using in_t, acc_t;
//   acc_t init() const;
//   void step(acc_t&, in_t x, int64_t i) const;  // i: row-major index among the reduced elements
//   acc_t run(const in_t* p, int64_t n, int64_t stride, int64_t i0, acc_t) const;  // n steps
//   void merge(acc_t& earlier, const acc_t& later) const;
// and the caller's emit(output_index, acc) writes the results, so one pass
// can fill several outputs (max.dim's values and indices).
#pragma once

#include <algorithm>
#include <array>
#include <memory>
#include <type_traits>
#include <vector>

#include "runtime/kernels/common.h"
#include "runtime/kernels/loops.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels::reduction {

struct Plan {
  DimVector out_sizes;   // the result's shape (reduced dims kept as 1 when keepdim)
  StridedWalk<1> keep;   // self's kept dims, in order, coalesced; strides in elements
  StridedWalk<1> red;    // self's reduced dims, in order, coalesced
  int64_t n_out = 1;
  int64_t n_red = 1;
};

inline Plan make_plan(const Tensor& self, const std::vector<bool>& mask, bool keepdim) {
  Plan plan;
  // x.sum(), x.max() of a contiguous x: one run of every element. Spelled out,
  // as the per-call cost of a small reduction is mostly this planning.
  if (self.numel() > 0 && self.is_contiguous() && std::find(mask.begin(), mask.end(), false) == mask.end()) {
    if (keepdim) plan.out_sizes = DimVector(static_cast<size_t>(self.dim()), 1);
    plan.keep.shape.push_back(1);
    plan.keep.strides[0].push_back(0);
    plan.red.shape.push_back(self.numel());
    plan.red.strides[0].push_back(1);
    plan.n_red = self.numel();
    return plan;
  }
  DimVector keep_sizes, keep_strides, red_sizes, red_strides;
  for (int64_t d = 0; d < self.dim(); ++d) {
    int64_t size = self.sizes()[d], stride = self.strides()[d];
    if (mask[d]) {
      red_sizes.push_back(size);
      red_strides.push_back(stride);
      plan.n_red *= size;
      if (keepdim) plan.out_sizes.push_back(1);
    } else {
      keep_sizes.push_back(size);
      keep_strides.push_back(stride);
      plan.n_out *= size;
      plan.out_sizes.push_back(size);
    }
  }
  plan.keep = coalesce<1>(keep_sizes, {keep_strides});
  plan.red = coalesce<1>(red_sizes, {red_strides});
  return plan;
}

// Element offset of the first element of row `row` (rows count over all but
// the innermost dim of the walk).
inline int64_t row_offset(const StridedWalk<1>& w, int64_t row) {
  int64_t offset = 0;
  for (size_t d = w.shape.size() - 1; d-- > 0;) {
    offset += (row % w.shape[d]) * w.strides[0][d];
    row /= w.shape[d];
  }
  return offset;
}

// Default run(): n plain steps. Reducers whose step vectorises badly behind
// an index (sums) override it.
template <typename R>
typename R::acc_t run_steps(const R& r, const typename R::in_t* p, int64_t n, int64_t stride, int64_t i0,
                            typename R::acc_t acc) {
  for (int64_t i = 0; i < n; ++i) r.step(acc, p[i * stride], i0 + i);
  return acc;
}

namespace detail {

// Folds reduced rows [row_lo, row_hi) of one output, or, when the reduced
// walk is a single row, its elements [row_lo, row_hi).
template <typename R>
typename R::acc_t fold(const R& r, const Plan& plan, const typename R::in_t* base, int64_t lo, int64_t hi,
                       typename R::acc_t acc) {
  using T = typename R::in_t;
  const int64_t rn = plan.red.shape.back();
  const int64_t rs = plan.red.strides[0].back();
  if (plan.red.shape.size() == 1) return r.run(base + lo * rs, hi - lo, rs, lo, acc);
  int64_t i = lo * rn;
  walk_rows<1>(plan.red, {reinterpret_cast<char*>(const_cast<T*>(base))}, {static_cast<int64_t>(sizeof(T))}, lo, hi,
               [&](std::array<char*, 1> p, int64_t n, std::array<int64_t, 1> st) {
                 acc = r.run(reinterpret_cast<const T*>(p[0]), n, st[0], i, acc);
                 i += n;
               });
  return acc;
}

// Whether a reducer has step_across(acc, x, w), a vector form of w steps
// across rows (the sums); the others step element by element.
template <typename R, typename = void>
struct HasStepAcross : std::false_type {};
template <typename R>
struct HasStepAcross<R, std::void_t<decltype(&R::step_across)>> : std::true_type {};

inline int64_t fold_units(const Plan& plan) {
  const int64_t rn = plan.red.shape.back();
  return plan.red.shape.size() == 1 ? rn : (rn == 0 ? 0 : plan.n_red / rn);
}

}  // namespace detail

// Reduces `self` (whose dtype must be R::in_t) as `plan` says and calls
// emit(o, acc) once for every output o in [0, plan.n_out).
template <typename R, typename Emit>
void reduce(const Tensor& self, const Plan& plan, const R& r, const Emit& emit) {
  using T = typename R::in_t;
  using Acc = typename R::acc_t;
  if (plan.n_out == 0) return;
  const T* in = self.data<T>();
  const int64_t units = plan.n_red == 0 ? 0 : detail::fold_units(plan);

  // One output over many elements: fold fixed chunks in parallel, then merge
  // them in order, so the result does not depend on the thread count.
  if (plan.n_out == 1 && plan.n_red > 2 * kGrainSize) {
    const int64_t per_unit = std::max<int64_t>(1, plan.n_red / std::max<int64_t>(units, 1));
    const int64_t chunk = std::max<int64_t>(1, kGrainSize / per_unit);
    const int64_t n_chunks = (units + chunk - 1) / chunk;
    // Not std::vector: vector<bool> packs bits, and threads write neighbours.
    std::unique_ptr<Acc[]> partial = std::make_unique<Acc[]>(n_chunks);
    parallel_for(0, n_chunks, 1, [&](int64_t lo, int64_t hi) {
      for (int64_t c = lo; c < hi; ++c)
        partial[c] = detail::fold(r, plan, in, c * chunk, std::min(units, (c + 1) * chunk), r.init());
    });
    Acc acc = partial[0];
    for (int64_t c = 1; c < n_chunks; ++c) r.merge(acc, partial[c]);
    emit(0, acc);
    return;
  }

  const int64_t kn = plan.keep.shape.back();
  const int64_t ks = plan.keep.strides[0].back();
  const int64_t rs = plan.red.strides[0].back();
  // Reducing across rows of a row-major block: walk the reduced elements once
  // and update a contiguous strip of accumulators, instead of striding
  // through memory once per output.
  const bool vertical = ks == 1 && kn > 1 && rs != 1 && plan.n_red > 1;
  const int64_t grain = std::max<int64_t>(1, kGrainSize / std::max<int64_t>(plan.n_red, 1));
  parallel_for(0, plan.n_out, grain, [&](int64_t lo, int64_t hi) {
    std::unique_ptr<Acc[]> strip;
    for (int64_t o = lo; o < hi;) {
      const int64_t row = o / kn;
      const int64_t j0 = o % kn;
      const int64_t j1 = std::min(kn, j0 + (hi - o));
      const T* row_base = in + row_offset(plan.keep, row);
      if (vertical) {
        const int64_t w = j1 - j0;
        strip = std::make_unique<Acc[]>(w);
        Acc* acc = strip.get();
        for (int64_t j = 0; j < w; ++j) acc[j] = r.init();
        const T* seg = row_base + j0;
        const int64_t rn = plan.red.shape.back();
        int64_t i = 0;
        walk_rows<1>(plan.red, {reinterpret_cast<char*>(const_cast<T*>(seg))}, {static_cast<int64_t>(sizeof(T))}, 0,
                     rn == 0 ? 0 : plan.n_red / rn,
                     [&](std::array<char*, 1> p, int64_t n, std::array<int64_t, 1> st) {
                       const T* x = reinterpret_cast<const T*>(p[0]);
                       for (int64_t e = 0; e < n; ++e, ++i, x += st[0]) {
                         if constexpr (detail::HasStepAcross<R>::value) r.step_across(acc, x, w);
                         else for (int64_t j = 0; j < w; ++j) r.step(acc[j], x[j], i);
                       }
                     });
        for (int64_t j = 0; j < w; ++j) emit(o + j, acc[j]);
      } else {
        for (int64_t j = j0; j < j1; ++j)
          emit(o + (j - j0), detail::fold(r, plan, row_base + j * ks, 0, units, r.init()));
      }
      o += j1 - j0;
    }
  });
}

}  // namespace yaten::kernels::reduction
