// batch_norm's kernels over an input seen as (N, C, S) (S the product of the
// dims after the channels): the per-channel statistics, the normalisation
// with its affine folded into one scale and shift per channel, and the two
// backward kernels. Each pass reads every element once (the loops of
// batch_norm_rows.h keep a block of channels' sums or coefficients in
// registers, or their sums in L1); a channel's sums add blocks of samples in
// block order, so results do not depend on how threads share the work. The
// statistics are one pass; the fused backward gives the input, weight and
// bias gradients from one pass of channel sums and one of the input's
// gradient.
#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>
#include <vector>

#include "generated/runtime/kernels/batch_norm_backward.h"
#include "generated/runtime/kernels/batch_norm_stats.h"
#include "generated/runtime/kernels/native_batch_norm.h"
#include "generated/runtime/kernels/native_batch_norm_backward.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/normalization/batch_norm_rows.h"
#include "runtime/parallel.h"
#include "runtime/simd/row.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

struct Layout {
  int64_t n, c, s;
  int64_t count() const { return n * s; }  // elements per channel
};

Layout layout_of(const Tensor& input, const char* op) {
  YATEN_CHECK(input.dim() >= 2, op, ": expected input of at least 2 dims (N, C, ...), got input of size ",
              shape_str(input.sizes()));
  YATEN_CHECK(is_floating(input.dtype()), op, ": expected a floating point input, got ",
              torch_dtype_name(input.dtype()));
  Layout l{input.sizes()[0], input.sizes()[1], 1};
  for (int64_t d = 2; d < input.dim(); ++d) l.s *= input.sizes()[d];
  return l;
}

// Planes at least this long are walked as planes; shorter ones (S == 1 is a
// (N, C) input) as columns of a (N, C * S) matrix, per-channel values repeated
// over a channel's S columns (batch_norm_rows.h).
constexpr int64_t kPlaneMin = 64;

bool as_columns(const Layout& l) { return l.s < kPlaneMin; }

// v[c] repeated s times each, or v itself when s == 1 (nullptr stays nullptr).
template <typename T>
const T* per_column(const T* v, const Layout& l, std::vector<T>& storage) {
  if (v == nullptr || l.s == 1) return v;
  storage.resize(static_cast<size_t>(l.c * l.s));
  for (int64_t c = 0; c < l.c; ++c) std::fill_n(storage.begin() + c * l.s, l.s, v[c]);
  return storage.data();
}

// The coefficients of column k % (C * S) at k, for k < C * S +
// kPeriodicPad (normalization::affine_flat's layout); nullptr stays nullptr,
// and so does v when rows have no columns (nothing reads it then).
template <typename T>
const T* periodic_columns(const T* v, const Layout& l, std::vector<T>& storage) {
  const int64_t width = l.c * l.s;
  if (v == nullptr || width == 0) return v;
  storage.resize(static_cast<size_t>(width + normalization::kPeriodicPad));
  for (int64_t k = 0; k < width + normalization::kPeriodicPad; ++k) storage[k] = v[k % width / l.s];
  return storage.data();
}

// The two per-channel sums of `pair` (see batch_norm_rows.h) over the whole
// input, centre per channel, g the gradient for GradMoments (then, given
// write.out, writing g * write.scale per channel in the same pass). Blocks of
// samples sum into their own buffers, added in block order at the end, so
// the result does not depend on how threads share the blocks.
template <typename T>
std::array<std::vector<double>, 2> channel_sums(const Layout& l, normalization::SumPair pair, const T* x, const T* g,
                                                const T* centre, normalization::ScaledGrad<T> write = {}) {
  const int64_t width = as_columns(l) ? l.c * l.s : l.c;  // sums kept per block
  const int64_t blocks =
      std::clamp<int64_t>(l.n * l.c * l.s / kGrainSize, 1, std::min<int64_t>(std::max<int64_t>(l.n, 1), 16));
  const int64_t per = (l.n + blocks - 1) / blocks;
  std::vector<double> partial(static_cast<size_t>(blocks * 2 * width), 0.0);
  std::vector<T> centre_storage, scale_storage;
  // The statistics, and a pass that writes, walk the input flat
  // (batch_norm_rows.h's add_flat_column_sums; the output's lines written
  // whole and in order); the backward's sums alone walk tiles, which read
  // them a little faster (one thread, (4096, 1000) float32, under load:
  // 940-1015 us against 1030-1065 flat).
  const bool flat = as_columns(l) && (write.out != nullptr || pair == normalization::SumPair::Moments);
  const T* centres = !as_columns(l) ? centre
                     : flat         ? periodic_columns(centre, l, centre_storage)
                                    : per_column(centre, l, centre_storage);
  const T* scales = flat ? periodic_columns(write.scale, l, scale_storage) : write.scale;
  const bool stream = l.n * l.c * l.s * static_cast<int64_t>(sizeof(T)) >= simd::kStreamBytes;
  parallel_for(0, blocks, 1, [&](int64_t lo, int64_t hi) {
    for (int64_t blk = lo; blk < hi; ++blk) {
      const int64_t n0 = blk * per, n1 = std::min(l.n, n0 + per);
      double* acc = partial.data() + blk * 2 * width;
      if (n0 >= n1) continue;
      if (flat) {
        const int64_t at = n0 * width;
        normalization::add_flat_column_sums(pair, x + at, g ? g + at : nullptr, centres, n1 - n0, width, acc,
                                            acc + width, {scales, write.out ? write.out + at : nullptr, stream});
      } else if (as_columns(l)) {
        const int64_t at = n0 * l.c * l.s;
        normalization::add_column_sums(pair, x + at, g ? g + at : nullptr, centres, n1 - n0, width, width, acc,
                                       acc + width);
      } else {
        normalization::add_plane_sums(pair, x, g, centre, {l.c, l.s}, n0, n1, acc, acc + width, {scales, write.out});
      }
    }
  });
  std::array<std::vector<double>, 2> out;
  for (int64_t j = 0; j < 2; ++j) {
    out[j].assign(static_cast<size_t>(l.c), 0.0);
    for (int64_t blk = 0; blk < blocks; ++blk) {
      const double* acc = partial.data() + (blk * 2 + j) * width;
      for (int64_t k = 0; k < width; ++k) out[j][width == l.c ? k : k / l.s] += acc[k];
    }
  }
  return out;
}

// out = u * a + (x - m) * b + c per channel (see batch_norm_rows.h), in
// parallel over samples (columns) or planes.
template <typename T>
void combine_all(const Layout& l, const T* u, const T* x, const normalization::Affine<T>& k, T* out) {
  if (!as_columns(l)) {
    parallel_for(0, l.n * l.c, std::max<int64_t>(1, kGrainSize / l.s), [&](int64_t lo, int64_t hi) {
      normalization::affine_planes(u, x, k, out, {l.c, l.s}, lo, hi);
    });
    return;
  }
  std::array<std::vector<T>, 4> storage;
  const normalization::Affine<T> columns{periodic_columns(k.a, l, storage[0]), periodic_columns(k.m, l, storage[1]),
                                         periodic_columns(k.b, l, storage[2]), periodic_columns(k.c, l, storage[3])};
  const int64_t total = l.n * l.c * l.s;
  // Large outputs past the caches (simd/row.h): on (4096, 1000) float32, one
  // thread, CPU time (bench/README.md, session 12), the training backward
  // 2420 -> 2030 us, the forward's normalisation 790 -> 690.
  const bool stream = total * static_cast<int64_t>(sizeof(T)) >= simd::kStreamBytes;
  // Chunks of whole cache lines, so that threads never write the same line.
  constexpr int64_t kLine = 64 / static_cast<int64_t>(sizeof(T));
  parallel_for(0, (total + kLine - 1) / kLine, std::max<int64_t>(1, kGrainSize / kLine), [&](int64_t lo, int64_t hi) {
    normalization::affine_flat(u, x, columns, out, lo * kLine, std::min(total, hi * kLine), l.c * l.s, stream);
  });
}

// A per-channel vector (mean, var, weight) as contiguous values of dtype dt.
Tensor channel_vector(const Tensor& v, const Layout& l, ScalarType dt, const char* name, const char* op) {
  if (!v.defined()) return Tensor();
  YATEN_CHECK(v.numel() == l.c, op, ": ", name, " should contain ", l.c, " elements not ", v.numel());
  return contiguous(to_dtype(v, dt));
}

template <typename T>
std::vector<T> inverse_std(const Tensor& var, int64_t c, double eps) {
  std::vector<T> out(static_cast<size_t>(c));
  const T* v = var.data<T>();
  for (int64_t i = 0; i < c; ++i) out[i] = T(1) / std::sqrt(v[i] + T(eps));
  return out;
}

template <typename T>
const T* data_or_null(const Tensor& t) {
  return t.defined() ? t.data<T>() : nullptr;
}

// The checked, contiguous operands of the two backward kernels.
struct BackwardOperands {
  Layout l;
  Tensor g, x, m, v;
};

BackwardOperands backward_operands(const Tensor& grad_output, const Tensor& input, const Tensor& mean,
                                   const Tensor& var, const char* op) {
  const Layout l = layout_of(input, op);
  YATEN_CHECK(grad_output.sizes() == input.sizes(), op, ": expected grad_output of size ", shape_str(input.sizes()),
              ", got ", shape_str(grad_output.sizes()));
  const ScalarType dt = input.dtype();
  return {l, contiguous(to_dtype(grad_output, dt)), contiguous(input), channel_vector(mean, l, dt, "mean", op),
          channel_vector(var, l, dt, "var", op)};
}

}  // namespace

Tensor batch_norm_stats(const Tensor& input) {
  refuse_dtypes(input.dtype(), {ScalarType::Float16}, "batch_norm");
  if (is_reduced_floating(input.dtype()))  // computed in float32, rounded once
    return to_dtype(batch_norm_stats(widened(input)), input.dtype());
  const Layout l = layout_of(input, "batch_norm_stats");
  const ScalarType dt = input.dtype();
  Tensor x = contiguous(input);
  Tensor out = Tensor::empty(DimVector{2, l.c}, dt);
  YATEN_DISPATCH_FLOATING(dt, "batch_norm_stats", [&] {
    const scalar_t* xp = x.data<scalar_t>();
    scalar_t* o = out.data<scalar_t>();
    const double count = static_cast<double>(l.count());
    // One pass: the sums of d = x - shift and of d^2, shift a sample of the
    // channel (near its mean, so d^2's sum does not swamp the variance; 0
    // when it is not finite, so an inf element gives torch's inf mean).
    using normalization::SumPair;
    std::vector<scalar_t> shift(static_cast<size_t>(l.c), scalar_t(0));
    if (l.n > 0)
      for (int64_t c = 0; c < l.c; ++c) {
        const scalar_t first = l.s > 0 ? xp[c * l.s] : scalar_t(0);
        shift[c] = std::isfinite(first) ? first : scalar_t(0);
      }
    const auto [sum_d, sum_d2] = channel_sums<scalar_t>(l, SumPair::Moments, xp, nullptr, shift.data());
    std::vector<double> mean(static_cast<size_t>(l.c)), var(static_cast<size_t>(l.c));
    for (int64_t c = 0; c < l.c; ++c) {
      const double d = sum_d[c] / count;
      mean[c] = shift[c] + d;
      const double m2 = sum_d2[c] - sum_d[c] * d;
      var[c] = m2 < 0 ? 0.0 : m2;  // rounding can take it below 0; NaN stays
    }
    for (int64_t i = 0; i < l.c; ++i) {
      o[i] = static_cast<scalar_t>(mean[i]);
      o[l.c + i] = static_cast<scalar_t>(var[i] / count);
    }
  });
  return out;
}

Tensor native_batch_norm(const Tensor& input, const Tensor& mean, const Tensor& var, const Tensor& weight,
                             const Tensor& bias, bool training, double eps) {
  refuse_dtypes(input.dtype(), {ScalarType::Float16}, "batch_norm");
  if (is_reduced_floating(input.dtype()))  // computed in float32, rounded once
    return to_dtype(native_batch_norm(widened(input), widened(mean), widened(var), widened(weight), widened(bias), training, eps), input.dtype());
  (void)training;  // the forward is the same; the backward differs
  const char* op = "batch_norm";
  const Layout l = layout_of(input, op);
  const ScalarType dt = input.dtype();
  Tensor m = channel_vector(mean, l, dt, "running_mean", op), v = channel_vector(var, l, dt, "running_var", op);
  Tensor w = channel_vector(weight, l, dt, "weight", op), b = channel_vector(bias, l, dt, "bias", op);
  YATEN_CHECK(m.defined() && v.defined(), op, ": running_mean and running_var must be defined in evaluation mode");
  Tensor x = contiguous(input);
  Tensor out = Tensor::empty(input.sizes(), dt);
  YATEN_DISPATCH_FLOATING(dt, op, [&] {
    // y = x * scale + shift, scale = w / sqrt(var + eps), shift = b - mean * scale.
    std::vector<scalar_t> scale = inverse_std<scalar_t>(v, l.c, eps), shift(static_cast<size_t>(l.c));
    const scalar_t *mp = m.data<scalar_t>(), *wp = data_or_null<scalar_t>(w), *bp = data_or_null<scalar_t>(b);
    for (int64_t c = 0; c < l.c; ++c) {
      if (wp) scale[c] *= wp[c];
      shift[c] = (bp ? bp[c] : scalar_t(0)) - mp[c] * scale[c];
    }
    const scalar_t* xp = x.data<scalar_t>();
    scalar_t* yp = out.data<scalar_t>();
    combine_all<scalar_t>(l, xp, nullptr, {scale.data(), nullptr, nullptr, shift.data()}, yp);
  });
  return out;
}

std::tuple<Tensor, Tensor, Tensor> native_batch_norm_backward(const Tensor& grad_out, const Tensor& input,
                                                              const Tensor& mean, const Tensor& var,
                                                              const Tensor& weight, bool training, double eps,
                                                              bool input_grad, bool weight_grad, bool bias_grad) {
  refuse_dtypes(input.dtype(), {ScalarType::Float16}, "batch_norm");
  if (is_reduced_floating(input.dtype())) {  // computed in float32, rounded once
    auto [gx, gw, gb] = native_batch_norm_backward(widened(grad_out), widened(input), widened(mean), widened(var),
                                                   widened(weight), training, eps, input_grad, weight_grad, bias_grad);
    const auto narrowed = [&](const Tensor& t) { return t.defined() ? to_dtype(t, input.dtype()) : t; };
    return {narrowed(gx), narrowed(gw), narrowed(gb)};
  }
  const char* op = "batch_norm_backward";
  const auto [l, g, x, m, v] = backward_operands(grad_out, input, mean, var, op);
  const ScalarType dt = input.dtype();
  Tensor w = channel_vector(weight, l, dt, "weight", op);
  weight_grad = weight_grad && w.defined();
  Tensor gx = input_grad ? Tensor::empty(input.sizes(), dt) : Tensor();
  Tensor gw = weight_grad ? Tensor::empty(DimVector{l.c}, dt) : Tensor();
  Tensor gb = bias_grad ? Tensor::empty(DimVector{l.c}, dt) : Tensor();
  YATEN_DISPATCH_FLOATING(dt, op, [&] {
    const std::vector<scalar_t> rstd = inverse_std<scalar_t>(v, l.c, eps);
    const scalar_t *gp = g.data<scalar_t>(), *xp = x.data<scalar_t>(), *mp = m.data<scalar_t>();
    const scalar_t* wp = data_or_null<scalar_t>(w);
    std::vector<scalar_t> scale(static_cast<size_t>(l.c));
    for (int64_t c = 0; c < l.c; ++c) scale[c] = rstd[c] * (wp ? wp[c] : scalar_t(1));
    // The channel sums of g and g * (x - mean), in one pass, when a result
    // needs them; in evaluation mode that pass also writes gx = g * scale
    // (the running statistics are constants), so g is read once.
    const bool sums_needed = weight_grad || bias_grad || (input_grad && training);
    const bool gx_with_sums = sums_needed && input_grad && !training;
    scalar_t* gxp = input_grad ? gx.data<scalar_t>() : nullptr;
    const auto [sum_g, sum_gx] =
        sums_needed ? channel_sums<scalar_t>(l, normalization::SumPair::GradMoments, xp, gp, mp,
                                             {scale.data(), gx_with_sums ? gxp : nullptr})
                    : std::array<std::vector<double>, 2>{};
    // An empty batch has no statistics (nan) but its sums are zero, as torch's.
    if (weight_grad)
      for (int64_t c = 0; c < l.c; ++c)
        gw.data<scalar_t>()[c] = l.count() == 0 ? scalar_t(0) : static_cast<scalar_t>(sum_gx[c]) * rstd[c];
    if (bias_grad)
      for (int64_t c = 0; c < l.c; ++c) gb.data<scalar_t>()[c] = static_cast<scalar_t>(sum_g[c]);
    if (!input_grad || gx_with_sums) return;
    if (!training) {  // the running statistics are constants
      combine_all<scalar_t>(l, gp, nullptr, {scale.data(), nullptr, nullptr, nullptr}, gxp);
      return;
    }
    // gx = w * rstd * (g - mean(g) - xhat * mean(g * xhat)), means over the
    // channel, as scale * g + (x - mean) * slope + shift: slope = -scale *
    // proj, where (x - mean) * proj = xhat * mean(g * xhat), and shift =
    // -scale * mean(g).
    std::vector<scalar_t> slope(static_cast<size_t>(l.c)), shift(static_cast<size_t>(l.c));
    const double count = static_cast<double>(l.count());
    for (int64_t c = 0; c < l.c; ++c) {
      const scalar_t proj = static_cast<scalar_t>(sum_gx[c] / count) * rstd[c] * rstd[c];
      slope[c] = -scale[c] * proj;
      shift[c] = -scale[c] * static_cast<scalar_t>(sum_g[c] / count);
    }
    combine_all<scalar_t>(l, gp, xp, {scale.data(), mp, slope.data(), shift.data()}, gxp);
  });
  return {gx, gw, gb};
}

Tensor batch_norm_backward(const Tensor& grad_output, const Tensor& input, const Tensor& mean, const Tensor& var,
                           const Tensor& weight, bool training, double eps) {
  return std::get<0>(
      native_batch_norm_backward(grad_output, input, mean, var, weight, training, eps, true, false, false));
}

}  // namespace yaten::kernels
