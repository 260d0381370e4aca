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

template <class T>
void ForwardBlocks(const T* x, const T* w, const T* b, T* y, T* mean_out, T* rstd_out, const GroupBlocks& s,
                   int64_t first, int64_t last, T eps) {
  const hn::ScalableTag<T> d;
  const int64_t n = s.per_group * s.hw;
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
    T* yb = y + blk * n;
    if (s.hw == 1) {  // one element per channel: the factors as vectors beside x
      const auto rstd = hn::Set(d, rstd_r);
      vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
        const auto a = w ? hn::Mul(rstd, vm::LoadSome(d, w + c0 + i, c)) : rstd;
        const auto shift = hn::NegMulAdd(mean, a, b ? vm::LoadSome(d, b + c0 + i, c) : hn::Zero(d));
        vm::StoreSome(d, hn::MulAdd(vm::LoadSome(d, xb + i, c), a, shift), yb + i, c);
      });
      continue;
    }
    for (int64_t k = 0; k < s.per_group; ++k) {
      const T a = w ? rstd_r * w[c0 + k] : rstd_r;
      const auto av = hn::Set(d, a), shift = hn::Set(d, (b ? b[c0 + k] : T(0)) - mean_r * a);
      const T* xk = xb + k * s.hw;
      T* yk = yb + k * s.hw;
      vm::ForEachVector(d, s.hw, [&](int64_t i, size_t c) {
        vm::StoreSome(d, hn::MulAdd(vm::LoadSome(d, xk + i, c), av, shift), yk + i, c);
      });
    }
  }
}

// One block's input gradient: gx = rstd * w[c] * g + p * x + q, the
// per-block p and q from the weighted sums wg = sum(w g), wgx = sum(w g (x - mean)):
// gx = rstd * (w g - mean(w g) - xhat * mean(w g xhat)).
template <class T>
struct BlockTerms {
  T p, q;
  BlockTerms(T mean, T rstd, T wg, T wgx, int64_t n)
      : p(-rstd * rstd * rstd * wgx / T(n)), q(-rstd * wg / T(n) - p * mean) {}
};

// A block with one element per channel (an (N, C) input): the channels are
// one row, worked as vectors with the weight and the gradient accumulators
// loaded alongside.
template <class T>
void BackwardRowBlock(const T* gb, const T* xb, T m, T r, const T* w, const GroupNormGrads<T>& out, int64_t c0,
                      int64_t n, T* gxb) {
  const hn::ScalableTag<T> d;
  const auto mv = hn::Set(d, m), rv = hn::Set(d, r), one = hn::Set(d, T(1));
  auto weight = [&](int64_t i, size_t c) { return w ? vm::LoadSome(d, w + c0 + i, c) : one; };
  auto wg = hn::Zero(d), wgx = hn::Zero(d);
  vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
    const auto gv = vm::LoadSome(d, gb + i, c);  // 0 past the end: adds nothing
    const auto gdev = hn::Mul(gv, hn::Sub(vm::LoadSome(d, xb + i, c), mv));
    const auto wv = weight(i, c);
    wg = hn::MulAdd(wv, gv, wg);
    wgx = hn::MulAdd(wv, gdev, wgx);
    if (out.acc_w) {
      T* aw = out.acc_w + c0 + i;
      vm::StoreSome(d, hn::MulAdd(rv, gdev, vm::LoadSome(d, aw, c)), aw, c);
    }
    if (out.acc_b) {
      T* ab = out.acc_b + c0 + i;
      vm::StoreSome(d, hn::Add(gv, vm::LoadSome(d, ab, c)), ab, c);
    }
  });
  if (!gxb) return;
  const BlockTerms<T> t(m, r, hn::GetLane(hn::SumOfLanes(d, wg)), hn::GetLane(hn::SumOfLanes(d, wgx)), n);
  const auto pv = hn::Set(d, t.p), qv = hn::Set(d, t.q);
  vm::ForEachVector(d, n, [&](int64_t i, size_t c) {
    const auto affine = hn::MulAdd(vm::LoadSome(d, xb + i, c), pv, qv);
    vm::StoreSome(d, hn::MulAdd(vm::LoadSome(d, gb + i, c), hn::Mul(rv, weight(i, c)), affine), gxb + i, c);
  });
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
    const int64_t c0 = (blk % s.groups) * s.per_group;
    T* gxb = out.gx ? out.gx + blk * n : nullptr;
    if (s.hw == 1) {
      BackwardRowBlock(gb, xb, m, r, w, out, c0, n, gxb);
      continue;
    }
    // Per channel: sum(g) and sum(g * (x - mean)), in one sweep of the block.
    const auto mv = hn::Set(d, m);
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
    T weighted_g = 0, weighted_gx = 0;
    for (int64_t k = 0; k < s.per_group; ++k) {
      const T wk = w ? w[c0 + k] : T(1);
      weighted_g += wk * sum_g[k];
      weighted_gx += wk * sum_gx[k];
      coef[k] = r * wk;
      if (out.acc_w) out.acc_w[c0 + k] += r * sum_gx[k];
      if (out.acc_b) out.acc_b[c0 + k] += sum_g[k];
    }
    if (!gxb) continue;
    const BlockTerms<T> t(m, r, weighted_g, weighted_gx, n);
    const auto pv = hn::Set(d, t.p), qv = hn::Set(d, t.q);
    for (int64_t k = 0; k < s.per_group; ++k) {
      const auto cv = hn::Set(d, coef[k]);
      const T *gk = gb + k * s.hw, *xk = xb + k * s.hw;
      T* out_k = gxb + k * s.hw;
      vm::ForEachVector(d, s.hw, [&](int64_t i, size_t c) {
        const auto affine = hn::MulAdd(vm::LoadSome(d, xk + i, c), pv, qv);
        vm::StoreSome(d, hn::MulAdd(vm::LoadSome(d, gk + i, c), cv, affine), out_k + i, c);
      });
    }
  }
}

void ForwardF(const float* x, const float* w, const float* b, float* y, float* mean, float* rstd,
              const GroupBlocks& s, int64_t first, int64_t last, double eps) {
  ForwardBlocks(x, w, b, y, mean, rstd, s, first, last, static_cast<float>(eps));
}
void ForwardD(const double* x, const double* w, const double* b, double* y, double* mean, double* rstd,
              const GroupBlocks& s, int64_t first, int64_t last, double eps) {
  ForwardBlocks(x, w, b, y, mean, rstd, s, first, last, eps);
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
                       const GroupBlocks& s, int64_t first, int64_t last, double eps) {
  HWY_DYNAMIC_DISPATCH(ForwardF)(x, w, b, y, mean, rstd, s, first, last, eps);
}
void group_norm_blocks(const double* x, const double* w, const double* b, double* y, double* mean, double* rstd,
                       const GroupBlocks& s, int64_t first, int64_t last, double eps) {
  HWY_DYNAMIC_DISPATCH(ForwardD)(x, w, b, y, mean, rstd, s, first, last, eps);
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
