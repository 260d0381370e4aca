// CTC loss: the alpha recursion (forward) and beta recursion (backward) over
// the target with blanks between and around its labels, in log space. Both
// passes read one validated view of the arguments (CtcArgs), so they agree
// on where each sample's target starts and what its lengths are.
#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>
#include <vector>

#include "generated/runtime/kernels/_ctc_loss.h"
#include "generated/runtime/kernels/_ctc_loss_backward.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// log_probs as a contiguous (T, N, C) block, targets as contiguous int64,
// and where sample b's labels start in targets.
struct CtcArgs {
  Tensor log_probs, targets;
  int64_t max_time = 0, batch = 0, classes = 0, max_target = 0, blank = 0;
  std::vector<int64_t> target_start;
  const DimVector* input_lengths = nullptr;
  const DimVector* target_lengths = nullptr;

  int64_t states() const { return 2 * max_target + 1; }
  // The label of state s of sample b: blanks at the even states.
  int64_t label(int64_t b, int64_t s) const {
    return s % 2 == 0 ? blank : targets.data<int64_t>()[target_start[b] + s / 2];
  }
};

void check_lengths(const DimVector& lengths, int64_t batch, const char* what, const char* op_name) {
  YATEN_CHECK(static_cast<int64_t>(lengths.size()) == batch, op_name, ": ", what, " must be of size batch_size (",
              batch, "), got ", lengths.size(), " values");
  for (int64_t v : lengths) YATEN_CHECK(v >= 0, op_name, ": ", what, " must be non-negative, got ", v);
}

CtcArgs check_args(const Tensor& log_probs, const Tensor& targets, const DimVector& input_lengths,
                   const DimVector& target_lengths, int64_t blank, const char* op_name) {
  CtcArgs a;
  YATEN_CHECK(log_probs.dim() == 3, op_name, ": expected log_probs of 3 dimensions (T, N, C), got shape ",
              shape_str(log_probs.sizes()));
  YATEN_CHECK(is_floating(log_probs.dtype()), op_name, ": expected floating point log_probs, got ",
              dtype_name(log_probs.dtype()));
  a.max_time = log_probs.sizes()[0];
  a.batch = log_probs.sizes()[1];
  a.classes = log_probs.sizes()[2];
  a.blank = blank;
  YATEN_CHECK(blank >= 0 && blank < a.classes, op_name, ": blank must be in label range");
  check_lengths(input_lengths, a.batch, "input_lengths", op_name);
  check_lengths(target_lengths, a.batch, "target_lengths", op_name);
  for (int64_t v : input_lengths)
    YATEN_CHECK(v <= a.max_time, op_name, ": Expected input_lengths to have value at most ", a.max_time,
                ", but got value ", v);
  a.input_lengths = &input_lengths;
  a.target_lengths = &target_lengths;
  a.target_start.resize(a.batch);
  for (int64_t v : target_lengths) a.max_target = std::max(a.max_target, v);
  if (targets.dim() == 1) {  // concatenated: each sample's labels follow the previous one's
    int64_t total = 0;
    for (int64_t b = 0; b < a.batch; ++b) {
      a.target_start[b] = total;
      total += target_lengths[b];
    }
    YATEN_CHECK(targets.sizes()[0] == total, op_name, ": Expected targets to have size ", total,
                " (the sum of target_lengths) at dimension 0, but got size ", targets.sizes()[0]);
  } else {
    YATEN_CHECK(targets.dim() == 2 && targets.sizes()[0] == a.batch, op_name,
                ": expected targets of shape (N, S) with N = ", a.batch, " or concatenated 1-D, got shape ",
                shape_str(targets.sizes()));
    YATEN_CHECK(targets.sizes()[1] >= a.max_target, op_name, ": Expected targets to have size at least ",
                a.max_target, " at dimension 1, but got size ", targets.sizes()[1]);
    for (int64_t b = 0; b < a.batch; ++b) a.target_start[b] = b * targets.sizes()[1];
  }
  a.log_probs = contiguous(log_probs);
  a.targets = contiguous(to_dtype(targets, ScalarType::Int64));
  const int64_t* t = a.targets.data<int64_t>();
  for (int64_t b = 0; b < a.batch; ++b)
    for (int64_t i = 0; i < target_lengths[b]; ++i) {
      const int64_t label = t[a.target_start[b] + i];
      YATEN_CHECK_INDEX(label >= 0 && label < a.classes, op_name, ": target ", label, " is out of bounds for ",
                        a.classes, " classes");
    }
  return a;
}

constexpr double kNegInf = -std::numeric_limits<double>::infinity();

// log(exp(x) + exp(y) + exp(z)), exact when all are -inf.
template <typename T>
T log_sum_exp3(T x, T y, T z) {
  T m = std::max(x, std::max(y, z));
  if (m == T(kNegInf)) return m;
  return std::log(std::exp(x - m) + std::exp(y - m) + std::exp(z - m)) + m;
}

template <typename T>
struct CtcKernel {
  const CtcArgs& a;
  const T* lp;  // (T, N, C)

  explicit CtcKernel(const CtcArgs& args) : a(args), lp(args.log_probs.data<T>()) {}

  T log_prob(int64_t t, int64_t b, int64_t c) const { return lp[(t * a.batch + b) * a.classes + c]; }

  // Fills sample b's log_alpha rows (T, S) and returns its negative log likelihood.
  T forward(int64_t b, T* alpha) const {
    const int64_t len = (*a.input_lengths)[b], tlen = (*a.target_lengths)[b], S = a.states();
    const T ninf = T(kNegInf);
    std::fill(alpha, alpha + a.max_time * S, ninf);
    if (len == 0) return tlen == 0 ? T(0) : T(-kNegInf);
    alpha[0] = log_prob(0, b, a.blank);
    if (tlen > 0) alpha[1] = log_prob(0, b, a.label(b, 1));
    for (int64_t t = 1; t < len; ++t) {
      const T* prev = alpha + (t - 1) * S;
      T* cur = alpha + t * S;
      for (int64_t s = 0; s <= 2 * tlen; ++s) {
        const int64_t l = a.label(b, s);
        const T skip = s > 1 && a.label(b, s - 2) != l ? prev[s - 2] : ninf;
        cur[s] = log_sum_exp3(prev[s], s > 0 ? prev[s - 1] : ninf, skip) + log_prob(t, b, l);
      }
    }
    const T* last = alpha + (len - 1) * S;
    return -log_sum_exp3(last[2 * tlen], tlen > 0 ? last[2 * tlen - 1] : ninf, ninf);
  }

  // Writes sample b's gradient rows into grad (T, N, C), given its alpha.
  void backward(int64_t b, T nll, T grad_out, const T* alpha, bool zero_infinity, bool through_log_softmax,
                T* grad) const {
    const int64_t len = (*a.input_lengths)[b], tlen = (*a.target_lengths)[b], S = a.states(), C = a.classes;
    auto row = [&](int64_t t) { return grad + (t * a.batch + b) * C; };
    const T ninf = T(kNegInf);
    if (zero_infinity && std::isinf(nll)) {
      for (int64_t t = 0; t < a.max_time; ++t) std::fill(row(t), row(t) + C, T(0));
      return;
    }
    // log of the summed alpha * beta of the states of each label, per step.
    std::vector<T> beta(2 * S, ninf), log_ab(C);
    for (int64_t t = len - 1; t >= 0; --t) {
      T* cur = beta.data() + (t % 2) * S;
      const T* next = beta.data() + ((t + 1) % 2) * S;
      std::fill(log_ab.begin(), log_ab.end(), ninf);
      for (int64_t s = 2 * tlen; s >= 0; --s) {
        const int64_t l = a.label(b, s);
        if (t == len - 1) {
          cur[s] = s >= 2 * tlen - 1 ? log_prob(t, b, l) : ninf;
        } else {
          const T skip = s < 2 * tlen - 1 && a.label(b, s + 2) != l ? next[s + 2] : ninf;
          cur[s] = log_sum_exp3(next[s], s < 2 * tlen ? next[s + 1] : ninf, skip) + log_prob(t, b, l);
        }
        log_ab[l] = log_sum_exp3(log_ab[l], alpha[t * S + s] + cur[s], ninf);
      }
      T* g = row(t);
      for (int64_t c = 0; c < C; ++c) {
        const T x = log_prob(t, b, c);
        const T occupancy = std::exp(log_ab[c] + nll - x);
        g[c] = ((through_log_softmax ? std::exp(x) : T(0)) - occupancy) * grad_out;
      }
    }
    for (int64_t t = std::max<int64_t>(len, 0); t < a.max_time; ++t) std::fill(row(t), row(t) + C, T(0));
  }
};

}  // namespace

std::tuple<Tensor, Tensor> _ctc_loss(const Tensor& log_probs, const Tensor& targets, const DimVector& input_lengths,
                                     const DimVector& target_lengths, int64_t blank, bool zero_infinity) {
  (void)zero_infinity;  // the infinities are zeroed by the caller (ctc_loss) and in the backward pass
  const CtcArgs a = check_args(log_probs, targets, input_lengths, target_lengths, blank, "ctc_loss");
  const ScalarType dt = log_probs.dtype();
  Tensor nll = Tensor::empty({a.batch}, dt);
  Tensor alpha = Tensor::empty({a.batch, a.max_time, a.states()}, dt);
  YATEN_DISPATCH_FLOATING(dt, "ctc_loss", [&] {
    const CtcKernel<scalar_t> k(a);
    scalar_t* out = nll.data<scalar_t>();
    scalar_t* al = alpha.data<scalar_t>();
    parallel_for(0, a.batch, 1, [&](int64_t lo, int64_t hi) {
      for (int64_t b = lo; b < hi; ++b) out[b] = k.forward(b, al + b * a.max_time * a.states());
    });
  });
  return {nll, alpha};
}

Tensor _ctc_loss_backward(const Tensor& grad, const Tensor& log_probs, const Tensor& targets,
                          const DimVector& input_lengths, const DimVector& target_lengths,
                          const Tensor& neg_log_likelihood, const Tensor& log_alpha, int64_t blank, bool zero_infinity,
                          bool through_log_softmax) {
  const char* op_name = "ctc_loss_backward";
  const CtcArgs a = check_args(log_probs, targets, input_lengths, target_lengths, blank, op_name);
  const ScalarType dt = log_probs.dtype();
  YATEN_CHECK(neg_log_likelihood.sizes() == DimVector{a.batch} && grad.numel() == a.batch, op_name,
              ": expected grad and neg_log_likelihood of shape (", a.batch, ")");
  YATEN_CHECK(log_alpha.sizes() == (DimVector{a.batch, a.max_time, a.states()}), op_name,
              ": log_alpha has shape ", shape_str(log_alpha.sizes()));
  const Tensor g = contiguous(to_dtype(grad, dt)), nll = contiguous(to_dtype(neg_log_likelihood, dt));
  const Tensor alpha = contiguous(to_dtype(log_alpha, dt));
  Tensor out = Tensor::empty(a.log_probs.sizes(), dt);
  YATEN_DISPATCH_FLOATING(dt, op_name, [&] {
    const CtcKernel<scalar_t> k(a);
    const scalar_t* go = g.data<scalar_t>();
    const scalar_t* nl = nll.data<scalar_t>();
    const scalar_t* al = alpha.data<scalar_t>();
    scalar_t* gi = out.data<scalar_t>();
    parallel_for(0, a.batch, 1, [&](int64_t lo, int64_t hi) {
      for (int64_t b = lo; b < hi; ++b)
        k.backward(b, nl[b], go[b], al + b * a.max_time * a.states(), zero_infinity, through_log_softmax, gi);
    });
  });
  return out;
}

}  // namespace yaten::kernels
