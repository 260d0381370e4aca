// The per-target batch_norm loops declared in batch_norm_rows.h: this file is
// compiled once per CPU target (Highway's foreach_target).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/normalization/batch_norm_rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <algorithm>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

#include <hwy/aligned_allocator.h>
#include <hwy/cache_control.h>
#include <hwy/highway.h>
#include "runtime/kernels/normalization/batch_norm_rows.h"
#include "runtime/simd/row_ops-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::normalization::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

// Columns a block holds in registers: this many vectors (sums: 2 per vector
// plus the centre; affine: up to 4 coefficients per vector).
constexpr int kBlockVectors = 4;

// Rows a float column sum runs over before it goes into the double sum: long
// enough that the widening costs little, short enough that float keeps the
// precision of the few dozen values it holds.
constexpr int64_t kRowsPerRun = 64;

// Rows a block walks down before the next block: the block's registers are
// loaded and stored once per tile, and a tile's rows (a few hundred KB for
// rows of 1000 floats) stay in the core's L2 cache while the blocks sweep
// across them. Measured on (4096, 1000) float32, one thread, process CPU
// time (bench/README.md, session 12): tiles of 64 rows against 8, channel
// sums of the backward 1080 against 1420 us, the statistics 690 against 840,
// the training backward 2500 against 3200 (torch 2700); tiles of 2 and 4
// rows were slower still.
constexpr int64_t kTileRows = kRowsPerRun;
template <SumPair P, class V>
HWY_INLINE void Accumulate(V x, V centre, V g, V& a, V& b) {
  const V dev = hn::Sub(x, centre);
  if constexpr (P == SumPair::Moments) {
    a = hn::Add(a, dev);
    b = hn::MulAdd(dev, dev, b);
  } else {
    a = hn::Add(a, g);
    b = hn::MulAdd(g, dev, b);
  }
}

template <bool kPartial, class D>
HWY_INLINE hn::Vec<D> LoadColumns(D d, const hn::TFromD<D>* p, size_t count) {
  if constexpr (kPartial) return vm::LoadSome(d, p, count);
  else return hn::LoadU(d, p);
}

// acc[0, count) += v's first count lanes, widened to double.
template <class D>
HWY_INLINE void AddToDoubles(D d, hn::Vec<D> v, double* acc, size_t count) {
  const hn::ScalableTag<double> dd;
  if constexpr (std::is_same_v<hn::TFromD<D>, double>) {
    vm::StoreSome(dd, hn::Add(vm::LoadSome(dd, acc, count), v), acc, count);
  } else {
    const hn::Rebind<float, decltype(dd)> half;
    const size_t step = hn::Lanes(dd);
    alignas(64) float lanes[hn::MaxLanes(d)];
    hn::Store(v, d, lanes);
    for (size_t k = 0; k < count; k += step) {
      const size_t n = std::min(step, count - k);
      const auto wide = hn::PromoteTo(dd, hn::LoadU(half, lanes + k));
      vm::StoreSome(dd, hn::Add(vm::LoadSome(dd, acc + k, n), wide), acc + k, n);
    }
  }
}

// V vectors of columns down the rows of a tile, the last vector `last` lanes
// wide, adding to the sums in run_a and run_b (and writing g * scale when
// kWrite; x, g and write.out share their layout).
template <SumPair P, int V, bool kPartial, bool kWrite, class T>
void TileBlockSums(const T* x, const T* g, const T* centre, int64_t rows, int64_t stride, size_t last, T* run_a,
                   T* run_b, ScaledGrad<T> write) {
  const hn::ScalableTag<T> d;
  const size_t lanes = hn::Lanes(d);
  const auto count = [&](int v) { return v == V - 1 ? last : lanes; };
  hn::Vec<decltype(d)> c[V], a[V], b[V], s[V];
  for (int v = 0; v < V; ++v) {
    c[v] = LoadColumns<kPartial>(d, centre + v * lanes, count(v));
    a[v] = LoadColumns<kPartial>(d, run_a + v * lanes, count(v));
    b[v] = LoadColumns<kPartial>(d, run_b + v * lanes, count(v));
    s[v] = kWrite ? LoadColumns<kPartial>(d, write.scale + v * lanes, count(v)) : hn::Zero(d);
  }
  for (int64_t r = 0; r < rows; ++r) {
    for (int v = 0; v < V; ++v) {
      const int64_t i = r * stride + static_cast<int64_t>(v * lanes);
      const auto gv = P == SumPair::GradMoments ? LoadColumns<kPartial>(d, g + i, count(v)) : hn::Zero(d);
      Accumulate<P>(LoadColumns<kPartial>(d, x + i, count(v)), c[v], gv, a[v], b[v]);
      if constexpr (kWrite) {
        if constexpr (kPartial) vm::StoreSome(d, hn::Mul(gv, s[v]), write.out + i, count(v));
        else hn::StoreU(hn::Mul(gv, s[v]), d, write.out + i);
      }
    }
  }
  for (int v = 0; v < V; ++v) {
    vm::StoreSome(d, a[v], run_a + v * lanes, count(v));
    vm::StoreSome(d, b[v], run_b + v * lanes, count(v));
  }
}

// Calls block(j, V, last) (as template arguments V and kPartial) for the
// blocks of columns of [0, width): blocks of kBlockVectors vectors, then
// single vectors, then a partial one.
template <class T, class F>
HWY_INLINE void ForEachColumnBlock(int64_t width, const F& block) {
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(hn::ScalableTag<T>()));
  int64_t j = 0;
  for (; j + kBlockVectors * lanes <= width; j += kBlockVectors * lanes)
    block(j, std::integral_constant<int, kBlockVectors>(), std::false_type(), static_cast<size_t>(lanes));
  for (; j + lanes <= width; j += lanes)
    block(j, std::integral_constant<int, 1>(), std::false_type(), static_cast<size_t>(lanes));
  if (j < width) block(j, std::integral_constant<int, 1>(), std::true_type(), static_cast<size_t>(width - j));
}

// Tiles of rows, each swept block by block; float sums go into the double
// ones every kRowsPerRun rows (double sums add into them directly).
template <SumPair P, bool kWrite, class T>
void ColumnSums(const T* x, const T* g, const T* centre, int64_t rows, int64_t width, int64_t stride, double* acc_a,
                double* acc_b, ScaledGrad<T> write) {
  constexpr bool kFloat = std::is_same_v<T, float>;
  std::vector<T> runs(kFloat ? static_cast<size_t>(2 * width) : 0);
  T* run_a = kFloat ? runs.data() : reinterpret_cast<T*>(acc_a);
  T* run_b = kFloat ? runs.data() + width : reinterpret_cast<T*>(acc_b);
  const int64_t per_run = kFloat ? kRowsPerRun : rows;
  for (int64_t r0 = 0; r0 < rows; r0 += per_run) {
    const int64_t r1 = std::min(rows, r0 + per_run);
    for (int64_t t0 = r0; t0 < r1; t0 += kTileRows) {
      const int64_t tile = std::min(kTileRows, r1 - t0);
      ForEachColumnBlock<T>(width, [&](int64_t j, auto v, auto partial, size_t last) {
        const int64_t at = t0 * stride + j;
        const ScaledGrad<T> block_write{kWrite ? write.scale + j : nullptr, kWrite ? write.out + at : nullptr};
        TileBlockSums<P, decltype(v)::value, decltype(partial)::value, kWrite>(
            x + at, P == SumPair::GradMoments ? g + at : nullptr, centre + j, tile, stride, last, run_a + j, run_b + j,
            block_write);
      });
    }
    if constexpr (kFloat) {
      const hn::ScalableTag<T> d;
      vm::ForEachVector(d, width, [&](int64_t j, size_t count) {
        AddToDoubles(d, vm::LoadSome(d, run_a + j, count), acc_a + j, count);
        AddToDoubles(d, vm::LoadSome(d, run_b + j, count), acc_b + j, count);
      });
      std::fill(runs.begin(), runs.end(), T(0));
    }
  }
}

// A full run of rows walked as K parts side by side (element t of each in
// the same column), so one load and store of the run sums serves K vectors.
// When writing, each part is a multiple of 16 rows, so that the parts'
// outputs share their alignment and stream alike.
template <SumPair P, bool kWrite, int K, class D, class T>
void WalkParts(D d, const T* x, const T* g, const T* centre, int64_t width, int64_t begin, int64_t count, T* run_a,
               T* run_b, ScaledGrad<T> write) {
  const int64_t part = count / K;
  const int64_t lanes_all = static_cast<int64_t>(hn::Lanes(d));
  int64_t j = 0;
  const auto step = [&](int64_t t, size_t lanes, bool streamed) {
    const auto c = vm::LoadSome(d, centre + j, lanes);
    auto a = vm::LoadSome(d, run_a + j, lanes), b = vm::LoadSome(d, run_b + j, lanes);
    hn::Vec<D> gv[K];
    for (int k = 0; k < K; ++k) {
      const int64_t i = begin + t + k * part;
      gv[k] = P == SumPair::GradMoments ? vm::LoadSome(d, g + i, lanes) : hn::Zero(d);
      Accumulate<P>(vm::LoadSome(d, x + i, lanes), c, gv[k], a, b);
    }
    vm::StoreSome(d, a, run_a + j, lanes);
    vm::StoreSome(d, b, run_b + j, lanes);
    if constexpr (kWrite) {
      const auto scale = vm::LoadSome(d, write.scale + j, lanes);
      for (int k = 0; k < K; ++k) {
        T* o = write.out + begin + t + k * part;
        if (streamed) hn::Stream(hn::Mul(gv[k], scale), d, o);
        else vm::StoreSome(d, hn::Mul(gv[k], scale), o, lanes);
      }
    }
    for (j += static_cast<int64_t>(lanes); j >= width;) j -= width;
  };
  int64_t t = 0;
  const bool stream = kWrite && write.stream;
  if (stream) {  // whole vectors streamed from the first aligned one
    const int64_t misaligned = static_cast<int64_t>(reinterpret_cast<uintptr_t>(write.out + begin) %
                                                    static_cast<uintptr_t>(lanes_all * sizeof(T))) /
                               static_cast<int64_t>(sizeof(T));
    if (misaligned != 0) {
      t = std::min(part, lanes_all - misaligned);
      step(0, static_cast<size_t>(t), false);
    }
  }
  for (; t + lanes_all <= part; t += lanes_all) step(t, static_cast<size_t>(lanes_all), stream);
  if (t < part) step(t, static_cast<size_t>(part - t), false);
}

// The flat form of the column sums: the rows walked as one sequential
// stream (x, g and the written g * scale alike, the output streamed when
// write.stream), column i % width of element i summed into run arrays of
// width + kPeriodicPad values (a vector crossing a row's end adds its next
// row's columns past width, folded back at the end of each run of rows).
// centre and write.scale hold width + kPeriodicPad values, value k column
// k % width's (see batch_norm_rows.h). The output's lines are written whole
// and in order, past the caches; the tiles of ColumnSums wrote pieces of
// many rows at a time through the caches. Each full run goes through
// WalkParts. On (4096, 1000) float32, one thread, CPU time
// (bench/nn_kernel_parts.py, session 16, loaded machine), against the
// tiles: the evaluation backward 0.81-0.86 of torch's time -> 0.60-0.62,
// the statistics 0.68-0.80 -> 0.57-0.59.
template <SumPair P, bool kWrite, class T>
void FlatColumnSums(const T* x, const T* g, const T* centre, int64_t rows, int64_t width, double* acc_a,
                    double* acc_b, ScaledGrad<T> write) {
  if (width == 0) return;  // planes of no elements: nothing to sum or write
  const hn::ScalableTag<T> d;
  const int64_t padded = width + kPeriodicPad;
  // Aligned, and apart by a number of lines that is no multiple of 4 KiB
  // (hwy's allocator), so their stores do not alias the loads of x and g.
  auto run_a_storage = hwy::AllocateAligned<T>(static_cast<size_t>(padded));
  auto run_b_storage = hwy::AllocateAligned<T>(static_cast<size_t>(padded));
  T *run_a = run_a_storage.get(), *run_b = run_b_storage.get();
  std::fill(run_a, run_a + padded, T(0));
  std::fill(run_b, run_b + padded, T(0));
  // (Doubles keep the runs too, which WalkParts needs.)
  const int64_t per_run = kRowsPerRun;
  for (int64_t r0 = 0; r0 < rows; r0 += per_run) {
    const int64_t begin = r0 * width, count = (std::min(rows, r0 + per_run) - r0) * width;
    int64_t j = 0;  // the next vector's first column, kept without a division per vector
    const auto add = [&](int64_t offset, size_t lanes) {
      const int64_t i = begin + offset;
      const auto gv = P == SumPair::GradMoments ? vm::LoadSome(d, g + i, lanes) : hn::Zero(d);
      auto a = vm::LoadSome(d, run_a + j, lanes), b = vm::LoadSome(d, run_b + j, lanes);
      Accumulate<P>(vm::LoadSome(d, x + i, lanes), vm::LoadSome(d, centre + j, lanes), gv, a, b);
      vm::StoreSome(d, a, run_a + j, lanes);
      vm::StoreSome(d, b, run_b + j, lanes);
      const int64_t at = j;
      for (j += static_cast<int64_t>(lanes); j >= width;) j -= width;
      if constexpr (kWrite) return hn::Mul(gv, vm::LoadSome(d, write.scale + at, lanes));
      else return gv;
    };
    if (count == kRowsPerRun * width) {
      // Parts of 32 rows when writing (whole lines of the output in each
      // part, streamed), of 8 when only summing. In-process A/B on (4096,
      // 1000) float32, one thread, under load, against one part: the
      // evaluation backward 1364 -> 1297 us (2 parts; 4 read 1270-1300),
      // the statistics 700 -> 535 (8 parts; 4 read 575, the tiles 700).
      constexpr int kParts = kWrite ? 2 : 8;
      WalkParts<P, kWrite, kParts>(d, x, g, centre, width, begin, count, run_a, run_b, write);
    } else if constexpr (kWrite) {
      vm::StoreEachVector(d, write.out + begin, count, write.stream, add);
    } else {
      vm::ForEachVector(d, count, add);
    }
    for (int64_t k = width; k < padded; ++k) {
      run_a[k % width] += run_a[k];
      run_b[k % width] += run_b[k];
    }
    if constexpr (std::is_same_v<T, float>) {
      vm::ForEachVector(d, width, [&](int64_t k, size_t lanes) {
        AddToDoubles(d, vm::LoadSome(d, run_a + k, lanes), acc_a + k, lanes);
        AddToDoubles(d, vm::LoadSome(d, run_b + k, lanes), acc_b + k, lanes);
      });
    } else {
      for (int64_t k = 0; k < width; ++k) {
        acc_a[k] += run_a[k];
        acc_b[k] += run_b[k];
      }
    }
    std::fill(run_a, run_a + padded, T(0));
    std::fill(run_b, run_b + padded, T(0));
  }
  if (kWrite && write.stream) hwy::FlushStream();
}

// The lanes of v added pairwise into a vector of doubles (half as many lanes).
template <class D>
HWY_INLINE hn::Vec<hn::ScalableTag<double>> Widened(D d, hn::Vec<D> v) {
  if constexpr (std::is_same_v<hn::TFromD<D>, double>) {
    return v;
  } else {
    const hn::ScalableTag<double> dd;
    const hn::Rebind<float, decltype(dd)> half;
    alignas(64) float lanes[hn::MaxLanes(d)];
    hn::Store(v, d, lanes);
    return hn::Add(hn::PromoteTo(dd, hn::LoadU(half, lanes)), hn::PromoteTo(dd, hn::LoadU(half, lanes + hn::Lanes(dd))));
  }
}

// Channel by channel, its planes in samples [n0, n1) one after another: a
// plane's vector sums go into double vectors, reduced once per channel
// (writing g * scale[channel] as it goes when kWrite).
template <SumPair P, bool kWrite, class T>
void PlaneSums(const T* x, const T* g, const T* centre, const Planes& p, int64_t n0, int64_t n1, double* acc_a,
               double* acc_b, ScaledGrad<T> write) {
  const hn::ScalableTag<T> d;
  const hn::ScalableTag<double> dd;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d)), s = p.size;
  for (int64_t ch = 0; ch < p.channels; ++ch) {
    const auto c = hn::Set(d, centre[ch]);
    const auto scale = hn::Set(d, kWrite ? write.scale[ch] : T(0));
    auto sum_a = hn::Zero(dd), sum_b = hn::Zero(dd);
    for (int64_t n = n0; n < n1; ++n) {
      const int64_t base = (n * p.channels + ch) * s;
      const T* xp = x + base;
      const T* gp = P == SumPair::GradMoments ? g + base : nullptr;
      T* op = kWrite ? write.out + base : nullptr;
      auto a0 = hn::Zero(d), b0 = hn::Zero(d), a1 = hn::Zero(d), b1 = hn::Zero(d);
      int64_t i = 0;
      const auto gv = [&](int64_t at) {
        const auto v = gp ? hn::LoadU(d, gp + at) : hn::Zero(d);
        if constexpr (kWrite) hn::StoreU(hn::Mul(v, scale), d, op + at);
        return v;
      };
      for (; i + 2 * lanes <= s; i += 2 * lanes) {
        Accumulate<P>(hn::LoadU(d, xp + i), c, gv(i), a0, b0);
        Accumulate<P>(hn::LoadU(d, xp + i + lanes), c, gv(i + lanes), a1, b1);
      }
      for (; i + lanes <= s; i += lanes) Accumulate<P>(hn::LoadU(d, xp + i), c, gv(i), a0, b0);
      if (i < s) {  // the partial vector's extra lanes must add nothing
        const size_t count = static_cast<size_t>(s - i);
        auto ta = hn::Zero(d), tb = hn::Zero(d);
        const auto gs = gp ? vm::LoadSome(d, gp + i, count) : hn::Zero(d);
        if constexpr (kWrite) vm::StoreSome(d, hn::Mul(gs, scale), op + i, count);
        Accumulate<P>(vm::LoadSome(d, xp + i, count), c, gs, ta, tb);
        a1 = hn::Add(a1, vm::KeepSome(d, ta, count));
        b1 = hn::Add(b1, vm::KeepSome(d, tb, count));
      }
      sum_a = hn::Add(sum_a, Widened(d, hn::Add(a0, a1)));
      sum_b = hn::Add(sum_b, Widened(d, hn::Add(b0, b1)));
    }
    acc_a[ch] += hn::GetLane(hn::SumOfLanes(dd, sum_a));
    acc_b[ch] += hn::GetLane(hn::SumOfLanes(dd, sum_b));
  }
}

// out = u * a (+ (x - m) * b) (+ c) for one vector, coefficients given.
template <bool kX, bool kC, class V>
HWY_INLINE V AffineOf(V u, V x, V a, V m, V b, V c) {
  V v = kC ? hn::MulAdd(u, a, c) : hn::Mul(u, a);
  if constexpr (kX) v = hn::MulAdd(hn::Sub(x, m), b, v);
  return v;
}

// The flat form: element i of the input's row-major (rows, width) layout
// takes column i % width's coefficients, from arrays of width + lanes values
// (see batch_norm_rows.h), so the loop is one sequential stream per tensor
// and a vector may cross a row's end. Large outputs are written with
// streaming stores: they skip the read a cached store makes of every line it
// writes (a third of a pass's traffic for y = f(x)).
template <bool kX, bool kC, class T>
void AffineFlat(const T* u, const T* x, const Affine<T>& k, T* out, int64_t begin, int64_t end, int64_t width,
                bool stream) {
  const hn::ScalableTag<T> d;
  int64_t j = begin % width;  // the next vector's first column, kept without a division per vector
  vm::StoreEachVector(d, out + begin, end - begin, stream, [&](int64_t offset, size_t count) {
    const int64_t i = begin + offset;
    const auto coefficient = [&](const T* p) { return p ? hn::LoadU(d, p + j) : hn::Zero(d); };
    const auto xv = kX ? vm::LoadSome(d, x + i, count) : hn::Zero(d);
    const auto y = AffineOf<kX, kC>(vm::LoadSome(d, u + i, count), xv, coefficient(k.a), coefficient(kX ? k.m : nullptr),
                                    coefficient(kX ? k.b : nullptr), coefficient(kC ? k.c : nullptr));
    for (j += static_cast<int64_t>(count); j >= width;) j -= width;
    return y;
  });
  if (stream) hwy::FlushStream();
}

template <bool kX, bool kC, class T>
void AffinePlanes(const T* u, const T* x, const Affine<T>& k, T* out, const Planes& p, int64_t p0, int64_t p1) {
  const hn::ScalableTag<T> d;
  for (int64_t plane = p0; plane < p1; ++plane) {
    const int64_t ch = plane % p.channels, base = plane * p.size;
    const auto a = hn::Set(d, k.a[ch]), c = hn::Set(d, kC ? k.c[ch] : T(0));
    const auto m = hn::Set(d, kX ? k.m[ch] : T(0)), b = hn::Set(d, kX ? k.b[ch] : T(0));
    vm::ForEachVector(d, p.size, [&](int64_t i, size_t count) {
      const auto xv = kX ? vm::LoadSome(d, x + base + i, count) : hn::Zero(d);
      vm::StoreSome(d, AffineOf<kX, kC>(vm::LoadSome(d, u + base + i, count), xv, a, m, b, c), out + base + i, count);
    });
  }
}

// The instantiation for the pair and whether g * scale is written (only
// with GradMoments, which reads g).
template <template <SumPair, bool> class Run, class T, class... A>
void WithSumTerms(SumPair pair, ScaledGrad<T> write, A&&... args) {
  if (pair == SumPair::Moments) return Run<SumPair::Moments, false>::Go(args..., write);
  if (write.out != nullptr) return Run<SumPair::GradMoments, true>::Go(args..., write);
  Run<SumPair::GradMoments, false>::Go(args..., write);
}

template <SumPair P, bool kWrite>
struct RunColumnSums {
  template <class T>
  static void Go(const T* x, const T* g, const T* centre, int64_t rows, int64_t width, int64_t stride, double* acc_a,
                 double* acc_b, ScaledGrad<T> write) {
    ColumnSums<P, kWrite>(x, g, centre, rows, width, stride, acc_a, acc_b, write);
  }
};

template <SumPair P, bool kWrite>
struct RunFlatColumnSums {
  template <class T>
  static void Go(const T* x, const T* g, const T* centre, int64_t rows, int64_t width, double* acc_a, double* acc_b,
                 ScaledGrad<T> write) {
    FlatColumnSums<P, kWrite>(x, g, centre, rows, width, acc_a, acc_b, write);
  }
};

template <SumPair P, bool kWrite>
struct RunPlaneSums {
  template <class T>
  static void Go(const T* x, const T* g, const T* centre, const Planes& p, int64_t n0, int64_t n1, double* acc_a,
                 double* acc_b, ScaledGrad<T> write) {
    PlaneSums<P, kWrite>(x, g, centre, p, n0, n1, acc_a, acc_b, write);
  }
};

// The instantiation for which of x and c are given.
template <template <bool, bool> class Run, class... A>
void WithAffineTerms(bool has_x, bool has_c, A&&... args) {
  if (has_x && has_c) return Run<true, true>::Go(args...);
  if (has_x) return Run<true, false>::Go(args...);
  if (has_c) return Run<false, true>::Go(args...);
  Run<false, false>::Go(args...);
}

template <bool kX, bool kC>
struct RunAffineFlat {
  template <class T>
  static void Go(const T* u, const T* x, const Affine<T>& k, T* out, int64_t begin, int64_t end, int64_t width,
                 bool stream) {
    AffineFlat<kX, kC>(u, x, k, out, begin, end, width, stream);
  }
};

template <bool kX, bool kC>
struct RunAffinePlanes {
  template <class T>
  static void Go(const T* u, const T* x, const Affine<T>& k, T* out, const Planes& p, int64_t p0, int64_t p1) {
    AffinePlanes<kX, kC>(u, x, k, out, p, p0, p1);
  }
};

void ColumnSumsF(SumPair pair, const float* x, const float* g, const float* centre, int64_t rows, int64_t width,
                 int64_t stride, double* acc_a, double* acc_b, ScaledGrad<float> write) {
  WithSumTerms<RunColumnSums>(pair, write, x, g, centre, rows, width, stride, acc_a, acc_b);
}
void ColumnSumsD(SumPair pair, const double* x, const double* g, const double* centre, int64_t rows, int64_t width,
                 int64_t stride, double* acc_a, double* acc_b, ScaledGrad<double> write) {
  WithSumTerms<RunColumnSums>(pair, write, x, g, centre, rows, width, stride, acc_a, acc_b);
}
void FlatColumnSumsF(SumPair pair, const float* x, const float* g, const float* centre, int64_t rows, int64_t width,
                     double* acc_a, double* acc_b, ScaledGrad<float> write) {
  WithSumTerms<RunFlatColumnSums>(pair, write, x, g, centre, rows, width, acc_a, acc_b);
}
void FlatColumnSumsD(SumPair pair, const double* x, const double* g, const double* centre, int64_t rows,
                     int64_t width, double* acc_a, double* acc_b, ScaledGrad<double> write) {
  WithSumTerms<RunFlatColumnSums>(pair, write, x, g, centre, rows, width, acc_a, acc_b);
}
void PlaneSumsF(SumPair pair, const float* x, const float* g, const float* centre, const Planes& p, int64_t n0,
                int64_t n1, double* acc_a, double* acc_b, ScaledGrad<float> write) {
  WithSumTerms<RunPlaneSums>(pair, write, x, g, centre, p, n0, n1, acc_a, acc_b);
}
void PlaneSumsD(SumPair pair, const double* x, const double* g, const double* centre, const Planes& p, int64_t n0,
                int64_t n1, double* acc_a, double* acc_b, ScaledGrad<double> write) {
  WithSumTerms<RunPlaneSums>(pair, write, x, g, centre, p, n0, n1, acc_a, acc_b);
}
void AffineFlatF(const float* u, const float* x, const Affine<float>& k, float* out, int64_t begin, int64_t end,
                 int64_t width, bool stream) {
  WithAffineTerms<RunAffineFlat>(x != nullptr, k.c != nullptr, u, x, k, out, begin, end, width, stream);
}
void AffineFlatD(const double* u, const double* x, const Affine<double>& k, double* out, int64_t begin, int64_t end,
                 int64_t width, bool stream) {
  WithAffineTerms<RunAffineFlat>(x != nullptr, k.c != nullptr, u, x, k, out, begin, end, width, stream);
}
void AffinePlanesF(const float* u, const float* x, const Affine<float>& k, float* out, const Planes& p, int64_t p0,
                   int64_t p1) {
  WithAffineTerms<RunAffinePlanes>(x != nullptr, k.c != nullptr, u, x, k, out, p, p0, p1);
}
void AffinePlanesD(const double* u, const double* x, const Affine<double>& k, double* out, const Planes& p,
                   int64_t p0, int64_t p1) {
  WithAffineTerms<RunAffinePlanes>(x != nullptr, k.c != nullptr, u, x, k, out, p, p0, p1);
}

}  // namespace yaten::kernels::normalization::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::normalization {

HWY_EXPORT(ColumnSumsF);
HWY_EXPORT(ColumnSumsD);
HWY_EXPORT(FlatColumnSumsF);
HWY_EXPORT(FlatColumnSumsD);
HWY_EXPORT(PlaneSumsF);
HWY_EXPORT(PlaneSumsD);
HWY_EXPORT(AffineFlatF);
HWY_EXPORT(AffineFlatD);
HWY_EXPORT(AffinePlanesF);
HWY_EXPORT(AffinePlanesD);

void add_column_sums(SumPair pair, const float* x, const float* g, const float* centre, int64_t rows, int64_t width,
                     int64_t stride, double* acc_a, double* acc_b, ScaledGrad<float> write) {
  HWY_DYNAMIC_DISPATCH(ColumnSumsF)(pair, x, g, centre, rows, width, stride, acc_a, acc_b, write);
}
void add_column_sums(SumPair pair, const double* x, const double* g, const double* centre, int64_t rows,
                     int64_t width, int64_t stride, double* acc_a, double* acc_b, ScaledGrad<double> write) {
  HWY_DYNAMIC_DISPATCH(ColumnSumsD)(pair, x, g, centre, rows, width, stride, acc_a, acc_b, write);
}
void add_flat_column_sums(SumPair pair, const float* x, const float* g, const float* centre, int64_t rows,
                          int64_t width, double* acc_a, double* acc_b, ScaledGrad<float> write) {
  HWY_DYNAMIC_DISPATCH(FlatColumnSumsF)(pair, x, g, centre, rows, width, acc_a, acc_b, write);
}
void add_flat_column_sums(SumPair pair, const double* x, const double* g, const double* centre, int64_t rows,
                          int64_t width, double* acc_a, double* acc_b, ScaledGrad<double> write) {
  HWY_DYNAMIC_DISPATCH(FlatColumnSumsD)(pair, x, g, centre, rows, width, acc_a, acc_b, write);
}
void add_plane_sums(SumPair pair, const float* x, const float* g, const float* centre, const Planes& p, int64_t n0,
                    int64_t n1, double* acc_a, double* acc_b, ScaledGrad<float> write) {
  HWY_DYNAMIC_DISPATCH(PlaneSumsF)(pair, x, g, centre, p, n0, n1, acc_a, acc_b, write);
}
void add_plane_sums(SumPair pair, const double* x, const double* g, const double* centre, const Planes& p,
                    int64_t n0, int64_t n1, double* acc_a, double* acc_b, ScaledGrad<double> write) {
  HWY_DYNAMIC_DISPATCH(PlaneSumsD)(pair, x, g, centre, p, n0, n1, acc_a, acc_b, write);
}
void affine_flat(const float* u, const float* x, const Affine<float>& k, float* out, int64_t begin, int64_t end,
                 int64_t width, bool stream) {
  HWY_DYNAMIC_DISPATCH(AffineFlatF)(u, x, k, out, begin, end, width, stream);
}
void affine_flat(const double* u, const double* x, const Affine<double>& k, double* out, int64_t begin, int64_t end,
                 int64_t width, bool stream) {
  HWY_DYNAMIC_DISPATCH(AffineFlatD)(u, x, k, out, begin, end, width, stream);
}
void affine_planes(const float* u, const float* x, const Affine<float>& k, float* out, const Planes& p, int64_t p0,
                   int64_t p1) {
  HWY_DYNAMIC_DISPATCH(AffinePlanesF)(u, x, k, out, p, p0, p1);
}
void affine_planes(const double* u, const double* x, const Affine<double>& k, double* out, const Planes& p,
                   int64_t p0, int64_t p1) {
  HWY_DYNAMIC_DISPATCH(AffinePlanesD)(u, x, k, out, p, p0, p1);
}

}  // namespace yaten::kernels::normalization
#endif  // HWY_ONCE
