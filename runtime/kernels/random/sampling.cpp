// Random ops that make a new tensor: the *_like factories, randperm,
// bernoulli, normal, poisson, binomial and multinomial.
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

#include "generated/runtime/kernels/bernoulli.h"
#include "generated/runtime/kernels/binomial.h"
#include "generated/runtime/kernels/multinomial.h"
#include "generated/runtime/kernels/normal.h"
#include "generated/runtime/kernels/poisson.h"
#include "generated/runtime/kernels/rand_like.h"
#include "generated/runtime/kernels/randint_like.h"
#include "generated/runtime/kernels/randn_like.h"
#include "generated/runtime/kernels/randperm.h"
#include "runtime/error.h"
#include "runtime/kernels/random/draw.h"
#include "runtime/memory_format.h"
#include "runtime/shape.h"

namespace yaten::kernels {
namespace {

Tensor like(const Tensor& self, std::optional<ScalarType> dtype, std::optional<MemoryFormat> memory_format) {
  return empty_in_format(self, dtype.value_or(self.dtype()), memory_format.value_or(MemoryFormat::Preserve));
}

// `t` as contiguous float64 values of `sizes` (broadcast), for reading parameters.
Tensor parameters(const Tensor& t, const DimVector& sizes) {
  Tensor out = Tensor::empty(sizes, ScalarType::Float64);
  copy_into(out, t);
  return out;
}

// out[i] = draw(stream, i, a[i], b[i]) over a new tensor of `sizes` and `dtype`.
template <typename Draw>
Tensor sample_elementwise(const DimVector& sizes, ScalarType dtype, const Generator& generator, uint64_t draws,
                          const char* op_name, const Draw& draw) {
  Tensor out = Tensor::empty(sizes, dtype);
  return fill_random_any(out, op_name, generator, draws, draw);
}

// Knuth's product of uniforms for small rates; Hormann's transformed
// rejection (PTRS) above, whose cost does not grow with the rate.
double poisson_draw(RandomCursor& c, double rate) {
  if (rate == 0) return 0;
  if (rate < 10) {
    const double limit = std::exp(-rate);
    double product = c.uniform_open_low();
    int64_t k = 0;
    while (product > limit) product *= c.uniform_open_low(), ++k;
    return static_cast<double>(k);
  }
  const double slam = std::sqrt(rate), loglam = std::log(rate);
  const double b = 0.931 + 2.53 * slam, a = -0.059 + 0.02483 * b;
  const double inv_alpha = 1.1239 + 1.1328 / (b - 3.4), vr = 0.9277 - 3.6224 / (b - 2);
  while (true) {
    const double u = c.uniform() - 0.5, v = c.uniform_open_low();
    const double us = 0.5 - std::fabs(u);
    const double k = std::floor((2 * a / us + b) * u + rate + 0.43);
    if (us >= 0.07 && v <= vr) return k;
    if (k < 0 || (us < 0.013 && v > us)) continue;
    if (std::log(v) + std::log(inv_alpha) - std::log(a / (us * us) + b) <= -rate + k * loglam - std::lgamma(k + 1))
      return k;
  }
}


// log(k!) minus its Stirling approximation, tabulated for small k.
double stirling_tail(double k) {
  static const double table[] = {0.08106146679532726, 0.04134069595540929, 0.02767792568499834,
                                 0.02079067210376509, 0.01664469118982119, 0.01387612882307075,
                                 0.01189670994589177, 0.01041126526197209, 0.009255462182712733,
                                 0.008330563433362871};
  if (k <= 9) return table[static_cast<int>(k)];
  const double k1 = k + 1, k2 = k1 * k1;
  return (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / k2) / k2) / k1;
}

// A binomial draw with p <= 0.5: by counting geometric waiting times for a
// small mean, else by Hormann's transformed rejection (BTRS).
double binomial_draw_low_p(RandomCursor& c, double n, double p) {
  if (n * p < 10) {
    const double log_q = std::log1p(-p);
    double waited = 0, successes = 0;
    while (true) {
      waited += std::ceil(std::log(c.uniform_open_low()) / log_q);
      if (waited > n) return successes;
      ++successes;
    }
  }
  const double spread = std::sqrt(n * p * (1 - p));
  const double b = 1.15 + 2.53 * spread, a = -0.0873 + 0.0248 * b + 0.01 * p, center = n * p + 0.5;
  const double v_r = 0.92 - 4.2 / b, r = p / (1 - p), alpha = (2.83 + 5.1 / b) * spread;
  const double m = std::floor((n + 1) * p);
  while (true) {
    const double u = c.uniform() - 0.5, us = 0.5 - std::fabs(u);
    double v = c.uniform();
    const double k = std::floor((2 * a / us + b) * u + center);
    if (k < 0 || k > n) continue;
    if (us >= 0.07 && v <= v_r) return k;
    v = std::log(v * alpha / (a / (us * us) + b));
    const double bound = (m + 0.5) * std::log((m + 1) / (r * (n - m + 1))) + (n + 1) * std::log((n - m + 1) / (n - k + 1)) +
                         (k + 0.5) * std::log(r * (n - k + 1) / (k + 1)) + stirling_tail(m) + stirling_tail(n - m) -
                         stirling_tail(k) - stirling_tail(n - k);
    if (v <= bound) return k;
  }
}

// torch's edges: no trials or no chance give 0, certainty gives count.
double binomial_draw(RandomCursor& c, double n, double p) {
  if (std::isnan(n) || std::isnan(p)) return std::numeric_limits<double>::quiet_NaN();
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  return p <= 0.5 ? binomial_draw_low_p(c, n, p) : n - binomial_draw_low_p(c, n, 1 - p);
}
}  // namespace

Tensor rand_like(const Tensor& self, std::optional<ScalarType> dtype, std::optional<MemoryFormat> memory_format) {
  Tensor out = like(self, dtype, memory_format);
  YATEN_CHECK(is_floating(out.dtype()), "\"check_uniform_bounds\" not implemented for '", torch_dtype_name(out.dtype()), "'");
  return fill_random_floating(out, "rand_like", Generator(), 1, [](auto* tag, const RandomStream& s, uint64_t i) {
    return uniform_of<std::remove_pointer_t<decltype(tag)>>(s, i);
  });
}

Tensor randn_like(const Tensor& self, std::optional<ScalarType> dtype, std::optional<MemoryFormat> memory_format) {
  Tensor out = like(self, dtype, memory_format);
  YATEN_CHECK(is_floating(out.dtype()), "\"normal_kernel_cpu\" not implemented for '", torch_dtype_name(out.dtype()), "'");
  return fill_random_floating(out, "randn_like", Generator(), 2, [](auto* tag, const RandomStream& s, uint64_t i) {
    return static_cast<std::remove_pointer_t<decltype(tag)>>(s.normal(i));
  });
}

Tensor randint_like_low_dtype(const Tensor& self, int64_t low, int64_t high, std::optional<ScalarType> dtype,
                              std::optional<MemoryFormat> memory_format) {
  YATEN_CHECK(low < high, "random_ expects 'from' to be less than 'to', but got from=", low, " >= to=", high);
  Tensor out = like(self, dtype, memory_format);
  fill_integers(out, low, static_cast<uint64_t>(high) - static_cast<uint64_t>(low), Generator(), "randint_like");
  return out;
}

Tensor randint_like(const Tensor& self, int64_t high, std::optional<ScalarType> dtype,
                    std::optional<MemoryFormat> memory_format) {
  return randint_like_low_dtype(self, 0, high, dtype, memory_format);
}

Tensor randperm(int64_t n, const Generator& generator, std::optional<ScalarType> dtype) {
  YATEN_CHECK(n >= 0, "Trying to create tensor with negative dimension ", n, ": [", n, "]");
  const ScalarType t = dtype.value_or(ScalarType::Int64);
  YATEN_CHECK(t != ScalarType::Bool || n <= 2, "randperm: n is too large for result tensor type: 'bool'");
  // Fisher-Yates from one substream: sequential, so the same for any thread count.
  std::vector<int64_t> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  RandomCursor cursor{reserve_draws(generator, 1).substream(0)};
  for (int64_t i = n - 1; i > 0; --i) std::swap(perm[i], perm[cursor.below(static_cast<uint64_t>(i) + 1)]);
  Tensor out = Tensor::empty({n}, t);
  YATEN_DISPATCH_ALL(t, "randperm", [&] {
    scalar_t* p = out.data<scalar_t>();
    for (int64_t i = 0; i < n; ++i) p[i] = static_cast<scalar_t>(perm[i]);
  });
  return out;
}

Tensor bernoulli(const Tensor& self, const Generator& generator) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "bernoulli_tensor_cpu_self_");
  YATEN_CHECK(is_floating(self.dtype()), "\"bernoulli_tensor_cpu_p_\" not implemented for '", torch_dtype_name(self.dtype()), "'");
  const Tensor p = parameters(self, self.sizes());
  const double* q = p.data<double>();
  for (int64_t i = 0; i < p.numel(); ++i)
    YATEN_CHECK(q[i] >= 0 && q[i] <= 1, "Expected p_in >= 0 && p_in <= 1 to be true, but got false.");
  return sample_elementwise(self.sizes(), self.dtype(), generator, 1, "bernoulli",
                            [q](const RandomStream& s, uint64_t i) { return s.uniform(i) < q[i] ? 1.0 : 0.0; });
}

Tensor bernoulli_p(const Tensor& self, double p, const Generator& generator) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "bernoulli_scalar_cpu_");
  YATEN_CHECK(p >= 0 && p <= 1, "bernoulli_ expects p to be in [0, 1], but got p=", p);
  return sample_elementwise(self.sizes(), self.dtype(), generator, 1, "bernoulli",
                            [p](const RandomStream& s, uint64_t i) { return s.uniform(i) < p ? 1.0 : 0.0; });
}

Tensor normal_float_float(double mean, double std, const DimVector& size, const Generator& generator,
                          std::optional<ScalarType> dtype) {
  YATEN_CHECK(std >= 0, "normal expects std >= 0.0, but found std ", std);
  const ScalarType t = dtype.value_or(default_float_dtype());
  YATEN_CHECK(is_floating(t), "\"normal_kernel_cpu\" not implemented for '", torch_dtype_name(t), "'");
  return sample_elementwise(size, t, generator, 2, "normal",
                            [=](const RandomStream& s, uint64_t i) { return mean + std * s.normal(i); });
}

Tensor normal_Tensor_Tensor(const Tensor& mean, const Tensor& std, const Generator& generator) {
  YATEN_CHECK(is_floating(mean.dtype()) && is_floating(std.dtype()), "\"normal_kernel_cpu\" not implemented for '",
              torch_dtype_name(is_floating(mean.dtype()) ? std.dtype() : mean.dtype()), "'");
  const DimVector sizes = broadcast_shapes(mean.sizes(), std.sizes(), "normal");
  const Tensor m = parameters(mean, sizes), sd = parameters(std, sizes);
  const double *mp = m.data<double>(), *sp = sd.data<double>();
  for (int64_t i = 0; i < sd.numel(); ++i) YATEN_CHECK(sp[i] >= 0, "normal expects all elements of std >= 0.0");
  const ScalarType dtype = mean.impl()->is_wrapped_number() ? std.dtype() : mean.dtype();
  return sample_elementwise(sizes, dtype, generator, 2, "normal",
                            [=](const RandomStream& s, uint64_t i) { return mp[i] + sp[i] * s.normal(i); });
}

Tensor normal_Tensor_float(const Tensor& mean, double std, const Generator& generator) {
  YATEN_CHECK(std >= 0, "normal expects std >= 0.0, but found std ", std);
  return normal_Tensor_Tensor(mean, Tensor::wrapped_number(std), generator);
}

Tensor normal_float_Tensor(double mean, const Tensor& std, const Generator& generator) {
  return normal_Tensor_Tensor(Tensor::wrapped_number(mean), std, generator);
}

Tensor poisson(const Tensor& self, const Generator& generator) {
  refuse_dtypes(self.dtype(), {ScalarType::Float16}, "poisson_cpu");
  YATEN_CHECK(is_floating(self.dtype()), "\"poisson_cpu\" not implemented for '", torch_dtype_name(self.dtype()), "'");
  const Tensor rates = parameters(self, self.sizes());
  const double* r = rates.data<double>();
  for (int64_t i = 0; i < rates.numel(); ++i)
    YATEN_CHECK(r[i] >= 0, "invalid Poisson rate, expected rate to be non-negative");
  // Each element draws as many values as its rejection loop needs, from a substream of its own.
  return sample_elementwise(self.sizes(), self.dtype(), generator, 1, "poisson", [r](const RandomStream& s, uint64_t i) {
    RandomCursor cursor{s.substream(i)};
    return poisson_draw(cursor, r[i]);
  });
}

Tensor multinomial(const Tensor& self, int64_t num_samples, bool replacement, const Generator& generator) {
  YATEN_CHECK(self.dim() == 1 || self.dim() == 2, "prob_dist must be 1 or 2 dim");
  YATEN_CHECK(is_floating(self.dtype()), "multinomial only supports floating-point dtypes for input, got: ",
              torch_dtype_name(self.dtype()));
  YATEN_CHECK(num_samples > 0, "cannot sample n_sample <= 0 samples");
  const int64_t categories = self.size(-1);
  YATEN_CHECK(replacement || num_samples <= categories,
              "cannot sample n_sample > prob_dist.size(-1) samples without replacement");
  YATEN_CHECK(categories <= (int64_t{1} << 24), "number of categories cannot exceed 2^24");
  const int64_t rows = self.dim() == 1 ? 1 : self.size(0);
  const Tensor w = contiguous(self);
  Tensor out = Tensor::empty(self.dim() == 1 ? DimVector{num_samples} : DimVector{rows, num_samples}, ScalarType::Int64);
  // Each row's weights summed by blocks, in one vectorized pass that also
  // checks them: every row is checked before any is drawn.
  constexpr int64_t kBlock = 256;
  const int64_t blocks = (categories + kBlock - 1) / kBlock;
  std::vector<double> block_ends(rows * blocks);  // running sums at each block's end
  // Both passes are bound by memory: a second thread gained nothing at
  // (64, 50257) and lost much when another library's threads held the
  // cores, so rows split across threads only beyond 4M weights.
  const int64_t row_grain = std::max<int64_t>(1, (int64_t{1} << 22) / std::max<int64_t>(categories, 1));
  YATEN_DISPATCH_CASES(self.dtype(), "multinomial", YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    const scalar_t* p = w.data<scalar_t>();
    parallel_for(0, rows, row_grain, [&](int64_t lo, int64_t hi) {
      for (int64_t r = lo; r < hi; ++r) {
        const scalar_t* row = p + r * categories;
        double running = 0;
        bool valid = true;
        for (int64_t b = 0; b < blocks; ++b) {
          const int64_t end = std::min(categories, (b + 1) * kBlock);
          scalar_t partial = 0;
          for (int64_t c = b * kBlock; c < end; ++c) {
            valid &= (row[c] >= 0) & (row[c] <= std::numeric_limits<scalar_t>::max());
            partial += row[c];
          }
          running += partial;
          block_ends[r * blocks + b] = running;
        }
        YATEN_CHECK(valid, "probability tensor contains either `inf`, `nan` or element < 0");
        YATEN_CHECK(running > 0, "invalid multinomial distribution (sum of probabilities <= 0)");
      }
    });
    const RandomStream stream = reserve_draws(generator, static_cast<uint64_t>(rows));
    int64_t* o = out.data<int64_t>();
    parallel_for(0, rows, row_grain, [&](int64_t lo, int64_t hi) {
      std::vector<std::pair<double, int64_t>> keys;
      std::vector<double> cdf;
      for (int64_t r = lo; r < hi; ++r) {
        const scalar_t* row = p + r * categories;
        const double* ends = block_ends.data() + r * blocks;
        RandomCursor cursor{stream.substream(static_cast<uint64_t>(r))};
        if ((replacement || num_samples == 1) && num_samples * kBlock > 16 * categories) {
          // Many draws from one row (word2vec's negative samples): the
          // whole cumulative distribution once, then a binary search per
          // draw instead of a walk of up to a block. The first running sum
          // past x is a category of nonzero weight.
          cdf.resize(static_cast<size_t>(categories));
          double run = 0;
          for (int64_t c = 0; c < categories; ++c) cdf[c] = run += row[c];
          int64_t last_nonzero = categories - 1;
          while (row[last_nonzero] == 0) --last_nonzero;  // the row sums to more than 0
          for (int64_t j = 0; j < num_samples; ++j) {
            const double x = cursor.uniform() * ends[blocks - 1];
            const int64_t pick = std::upper_bound(cdf.begin(), cdf.end(), x) - cdf.begin();
            // Rounding may leave x at or past the last running sum: the last nonzero category then.
            o[r * num_samples + j] = std::min(pick, last_nonzero);
          }
        } else if (replacement || num_samples == 1) {
          // Inverse of the cumulative distribution (one draw without
          // replacement is one with it): the block by binary search over
          // the block sums, then a walk inside it.
          for (int64_t j = 0; j < num_samples; ++j) {
            const double x = cursor.uniform() * ends[blocks - 1];
            const int64_t b = std::min<int64_t>(std::upper_bound(ends, ends + blocks, x) - ends, blocks - 1);
            double run = b > 0 ? ends[b - 1] : 0.0;
            int64_t pick = -1;
            for (int64_t c = b * kBlock, end = std::min(categories, (b + 1) * kBlock); c < end; ++c) {
              if (row[c] > 0) pick = c;
              run += row[c];
              if (run > x && row[c] > 0) break;
            }
            // Rounding may leave x past the block's last weight: its last nonzero category then.
            for (int64_t c = b * kBlock - 1; pick < 0 && c >= 0; --c)
              if (row[c] > 0) pick = c;
            o[r * num_samples + j] = pick;
          }
        } else {
          // Exponential races: the num_samples smallest E/w are a weighted
          // draw without replacement; zero weights come last, by index.
          keys.resize(categories);
          for (int64_t c = 0; c < categories; ++c)
            keys[c] = {row[c] > 0 ? -std::log(cursor.uniform_open_low()) / row[c] : INFINITY, c};
          std::partial_sort(keys.begin(), keys.begin() + num_samples, keys.end());
          for (int64_t j = 0; j < num_samples; ++j) o[r * num_samples + j] = keys[j].second;
        }
      }
    });
  });
  return out;
}

Tensor binomial(const Tensor& count, const Tensor& prob, const Generator& generator) {
  YATEN_CHECK(count.dtype() == prob.dtype(), "Found dtype ", torch_dtype_name(prob.dtype()), " but expected ",
              torch_dtype_name(count.dtype()));
  YATEN_CHECK(count.dtype() == ScalarType::Float32 || count.dtype() == ScalarType::Float64,
              "\"binomial_cpu\" not implemented for '", torch_dtype_name(count.dtype()), "'");
  const DimVector sizes = broadcast_shapes(count.sizes(), prob.sizes(), "binomial");
  const Tensor counts = parameters(count, sizes), probs = parameters(prob, sizes);
  const double* n = counts.data<double>();
  const double* p = probs.data<double>();
  // Each element draws as many values as its loop needs, from a substream of its own.
  return sample_elementwise(sizes, count.dtype(), generator, 1, "binomial", [n, p](const RandomStream& s, uint64_t i) {
    RandomCursor cursor{s.substream(i)};
    return binomial_draw(cursor, n[i], p[i]);
  });
}

}  // namespace yaten::kernels
