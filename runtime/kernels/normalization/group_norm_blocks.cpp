// The per-target group_norm blocks declared in group_norm_blocks.h: this file
// is compiled once per CPU target (Highway's foreach_target). A block with
// one element per channel (an (N, C) input) is worked as one row with the
// per-channel factors loaded as vectors; otherwise channel by channel with
// the factors broadcast.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/normalization/group_norm_blocks.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <cmath>
#include <cstdint>

#include <hwy/highway.h>
#include "runtime/kernels/normalization/group_norm_blocks.h"
#include "runtime/simd/row_ops-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::normalization::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

// Writes out = f(in-vector at offset i, factor a, factor b) over a block:
// a[k], b[k] per channel k of s.per_group.
template <class D, class F>
HWY_INLINE void ForEachChannelVector(D d, const GroupBlocks& s, const hn::TFromD<D>* a, const hn::TFromD<D>* b,
                                     const F& f) {
  if (s.hw == 1) {
    vm::ForEachVector(d, s.per_group, [&](int64_t i, size_t c) {
      f(i, c, vm::LoadSome(d, a + i, c), vm::LoadSome(d, b + i, c));
    });
    return;
  }
  for (int64_t k = 0; k < s.per_group; ++k) {
    const auto av = hn::Set(d, a[k]), bv = hn::Set(d, b[k]);
    vm::ForEachVector(d, s.hw, [&](int64_t i, size_t c) { f(k * s.hw + i, c, av, bv); });
  }
}

template <class T>
void ForwardBlocks(const T* x, const T* w, const T* b, T* y, T* mean_out, T* rstd_out, const GroupBlocks& s,
                   int64_t first, int64_t last, T eps, T* scratch) {
  const hn::ScalableTag<T> d;
  const int64_t n = s.per_group * s.hw;
  T *scale = scratch, *shift = scratch + s.per_group;
  for (int64_t blk = first; blk < last; ++blk) {
    const T* xb = x + blk * n;
    // An empty block's mean is 0 and its rstd nan, as torch's.
    const T mean_r =
        n == 0 ? T(0) : vm::SumOverRow(d, n, [&](int64_t i, size_t c) { return vm::LoadSome(d, xb + i, c); }) / T(n);
    const auto mean = hn::Set(d, mean_r);
    const T var = vm::SumOverRow(d, n, [&](int64_t i, size_t c) {
                    const auto dev = hn::Sub(vm::LoadSome(d, xb + i, c), mean);
                    return hn::Mul(dev, dev);
                  }) / T(n);
    const T rstd_r = T(1) / std::sqrt(var + eps);
    mean_out[blk] = mean_r;
    rstd_out[blk] = rstd_r;
    if (!y) continue;
    const int64_t c0 = (blk % s.groups) * s.per_group;
    for (int64_t k = 0; k < s.per_group; ++k) {
      scale[k] = w ? rstd_r * w[c0 + k] : rstd_r;
      shift[k] = (b ? b[c0 + k] : T(0)) - mean_r * scale[k];
    }
    T* yb = y + blk * n;
    ForEachChannelVector(d, s, scale, shift, [&](int64_t i, size_t c, auto av, auto bv) {
      vm::StoreSome(d, hn::MulAdd(vm::LoadSome(d, xb + i, c), av, bv), yb + i, c);
    });
  }
}

template <class T>
void BackwardBlocks(const T* g, const T* x, const T* mean, const T* rstd, const T* w, const GroupNormGrads<T>& out,
                    const GroupBlocks& s, int64_t first, int64_t last, T* scratch) {
  const hn::ScalableTag<T> d;
  const int64_t n = s.per_group * s.hw;
  T *sum_g = scratch, *sum_gx = scratch + s.per_group, *coef = scratch + 2 * s.per_group;
  if (n == 0) {  // empty blocks: nothing to write; weight's gradient is rstd (nan) times an empty sum, as torch's
    for (int64_t blk = first; blk < last && out.acc_w; ++blk)
      for (int64_t k = 0; k < s.per_group; ++k) out.acc_w[(blk % s.groups) * s.per_group + k] += rstd[blk] * T(0);
    return;
  }
  for (int64_t blk = first; blk < last; ++blk) {
    const T *gb = g + blk * n, *xb = x + blk * n;
    const T m = mean[blk], r = rstd[blk];
    const auto mv = hn::Set(d, m);
    // Per channel: sum(g) and sum(g * (x - mean)), in one sweep of the block.
    if (s.hw == 1) {
      vm::ForEachVector(d, s.per_group, [&](int64_t i, size_t c) {
        const auto gv = vm::LoadSome(d, gb + i, c);
        vm::StoreSome(d, gv, sum_g + i, c);
        vm::StoreSome(d, hn::Mul(gv, hn::Sub(vm::LoadSome(d, xb + i, c), mv)), sum_gx + i, c);
      });
    } else {
      for (int64_t k = 0; k < s.per_group; ++k) {
        const T *gk = gb + k * s.hw, *xk = xb + k * s.hw;
        auto acc_g = hn::Zero(d), acc_gx = hn::Zero(d);
        vm::ForEachVector(d, s.hw, [&](int64_t i, size_t c) {
          const auto gv = vm::LoadSome(d, gk + i, c);  // 0 past the end: adds nothing
          acc_g = hn::Add(acc_g, gv);
          acc_gx = hn::MulAdd(gv, hn::Sub(vm::LoadSome(d, xk + i, c), mv), acc_gx);
        });
        sum_g[k] = hn::GetLane(hn::SumOfLanes(d, acc_g));
        sum_gx[k] = hn::GetLane(hn::SumOfLanes(d, acc_gx));
      }
    }
    const int64_t c0 = (blk % s.groups) * s.per_group;
    T weighted_g = 0, weighted_gx = 0;
    for (int64_t k = 0; k < s.per_group; ++k) {
      const T wk = w ? w[c0 + k] : T(1);
      weighted_g += wk * sum_g[k];
      weighted_gx += wk * sum_gx[k];
      coef[k] = r * wk;
      if (out.acc_w) out.acc_w[c0 + k] += r * sum_gx[k];
      if (out.acc_b) out.acc_b[c0 + k] += sum_g[k];
    }
    if (!out.gx) continue;
    // gx = rstd * (w g - mean(w g) - xhat * mean(w g xhat)) = coef[c] g + p x + q.
    const T p = -r * r * r * weighted_gx / T(n), q = -r * weighted_g / T(n) - p * m;
    const auto pv = hn::Set(d, p), qv = hn::Set(d, q);
    T* gxb = out.gx + blk * n;
    ForEachChannelVector(d, s, coef, coef, [&](int64_t i, size_t c, auto cv, auto) {
      const auto affine = hn::MulAdd(vm::LoadSome(d, xb + i, c), pv, qv);
      vm::StoreSome(d, hn::MulAdd(vm::LoadSome(d, gb + i, c), cv, affine), gxb + i, c);
    });
  }
}

void ForwardF(const float* x, const float* w, const float* b, float* y, float* mean, float* rstd,
              const GroupBlocks& s, int64_t first, int64_t last, double eps, float* scratch) {
  ForwardBlocks(x, w, b, y, mean, rstd, s, first, last, static_cast<float>(eps), scratch);
}
void ForwardD(const double* x, const double* w, const double* b, double* y, double* mean, double* rstd,
              const GroupBlocks& s, int64_t first, int64_t last, double eps, double* scratch) {
  ForwardBlocks(x, w, b, y, mean, rstd, s, first, last, eps, scratch);
}
void BackwardF(const float* g, const float* x, const float* mean, const float* rstd, const float* w,
               const GroupNormGrads<float>& out, const GroupBlocks& s, int64_t first, int64_t last, float* scratch) {
  BackwardBlocks(g, x, mean, rstd, w, out, s, first, last, scratch);
}
void BackwardD(const double* g, const double* x, const double* mean, const double* rstd, const double* w,
               const GroupNormGrads<double>& out, const GroupBlocks& s, int64_t first, int64_t last,
               double* scratch) {
  BackwardBlocks(g, x, mean, rstd, w, out, s, first, last, scratch);
}

}  // namespace yaten::kernels::normalization::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::normalization {

HWY_EXPORT(ForwardF);
HWY_EXPORT(ForwardD);
HWY_EXPORT(BackwardF);
HWY_EXPORT(BackwardD);

void group_norm_blocks(const float* x, const float* w, const float* b, float* y, float* mean, float* rstd,
                       const GroupBlocks& s, int64_t first, int64_t last, double eps, float* scratch) {
  HWY_DYNAMIC_DISPATCH(ForwardF)(x, w, b, y, mean, rstd, s, first, last, eps, scratch);
}
void group_norm_blocks(const double* x, const double* w, const double* b, double* y, double* mean, double* rstd,
                       const GroupBlocks& s, int64_t first, int64_t last, double eps, double* scratch) {
  HWY_DYNAMIC_DISPATCH(ForwardD)(x, w, b, y, mean, rstd, s, first, last, eps, scratch);
}
void group_norm_backward_blocks(const float* g, const float* x, const float* mean, const float* rstd, const float* w,
                                const GroupNormGrads<float>& out, const GroupBlocks& s, int64_t first, int64_t last,
                                float* scratch) {
  HWY_DYNAMIC_DISPATCH(BackwardF)(g, x, mean, rstd, w, out, s, first, last, scratch);
}
void group_norm_backward_blocks(const double* g, const double* x, const double* mean, const double* rstd,
                                const double* w, const GroupNormGrads<double>& out, const GroupBlocks& s,
                                int64_t first, int64_t last, double* scratch) {
  HWY_DYNAMIC_DISPATCH(BackwardD)(g, x, mean, rstd, w, out, s, first, last, scratch);
}

}  // namespace yaten::kernels::normalization
#endif  // HWY_ONCE
