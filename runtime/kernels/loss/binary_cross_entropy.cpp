// binary_cross_entropy and binary_cross_entropy_with_logits, one pass each
// over input, target and the optional weights (the composites broadcast the
// weights to input's shape first), then the reduction: one backward node
// each, as torch's BinaryCrossEntropy(WithLogits)Backward0.
#include <algorithm>
#include <cmath>

#include "generated/runtime/kernels_loss.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/loss/reduce_loss.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// The operands as contiguous tensors of the compute dtype (float32 for the
// 16-bit floats), all of self's shape; an absent weight stays undefined.
struct LossOperands {
  ScalarType dtype;  // the result's
  Tensor self, target, weight, pos_weight;
};

LossOperands operands(const Tensor& self, const Tensor& target, const Tensor& weight, const Tensor& pos_weight,
                      const char* op) {
  for (const Tensor* t : {&target, &weight, &pos_weight}) {
    YATEN_CHECK(!t->defined() || t->sizes() == self.sizes(), op, ": expected every operand of shape ",
                shape_str(self.sizes()), ", got ", shape_str(t->sizes()), " (broadcast them first)");
  }
  const ScalarType dtype = result_type({&self, &target, &weight, &pos_weight});
  auto prepared = [&](const Tensor& t) { return t.defined() ? contiguous(widened(to_dtype(t, dtype))) : t; };
  return {dtype, prepared(self), prepared(target), prepared(weight), prepared(pos_weight)};
}

// out[i] = f(x, y, p) * w over every element (x self, y target, p
// pos_weight, w weight), the absent ones read as 1; out has the compute dtype.
template <typename T, typename F>
Tensor map_elements(const LossOperands& in, const F& f) {
  Tensor out = Tensor::empty(in.self.sizes(), in.self.dtype());
  const T* x = in.self.data<T>();
  const T* y = in.target.data<T>();
  const T* w = in.weight.defined() ? in.weight.data<T>() : nullptr;
  const T* p = in.pos_weight.defined() ? in.pos_weight.data<T>() : nullptr;
  T* o = out.data<T>();
  parallel_for(0, out.numel(), kGrainSize, [&](int64_t lo, int64_t hi) {
    for (int64_t i = lo; i < hi; ++i) o[i] = f(x[i], y[i], p ? p[i] : T(1)) * (w ? w[i] : T(1));
  });
  return out;
}

}  // namespace

Tensor binary_cross_entropy_reduced(const Tensor& self, const Tensor& target, const Tensor& weight,
                                    int64_t reduction) {
  const LossOperands in = operands(self, target, weight, Tensor(), "binary_cross_entropy");
  // torch 1.13's CPU kernel has float32 and float64.
  YATEN_CHECK(in.dtype == ScalarType::Float32 || in.dtype == ScalarType::Float64,
              "\"binary_cross_entropy\" not implemented for '", torch_dtype_name(in.dtype), "'");
  // Checked before anything is computed, as torch's kernel refuses it.
  bool in_range = true;
  YATEN_DISPATCH_FLOATING(in.dtype, "binary_cross_entropy", [&] {
    const scalar_t* x = in.self.data<scalar_t>();
    for (int64_t i = 0; i < in.self.numel() && in_range; ++i) in_range = x[i] >= 0 && x[i] <= 1;
  });
  YATEN_CHECK(in_range, "binary_cross_entropy: all elements of input should be between 0 and 1");
  Tensor losses;
  YATEN_DISPATCH_FLOATING(in.dtype, "binary_cross_entropy", [&] {
    using T = scalar_t;
    // -(y log x + (1 - y) log(1 - x)), each log at least -100, as torch's.
    losses = map_elements<T>(in, [](T x, T y, T) {
      return (y - T(1)) * std::max(T(std::log1p(-x)), T(-100)) - y * std::max(T(std::log(x)), T(-100));
    });
  });
  return reduce_loss(losses, reduction);
}

Tensor binary_cross_entropy_with_logits_reduced(const Tensor& self, const Tensor& target, const Tensor& weight,
                                                const Tensor& pos_weight, int64_t reduction) {
  const LossOperands in = operands(self, target, weight, pos_weight, "binary_cross_entropy_with_logits");
  YATEN_CHECK(is_floating(in.dtype), "binary_cross_entropy_with_logits: expected a floating point input, got ",
              dtype_name(in.dtype));
  // torch 1.13's composite clamps in float16, which its clamp_min refuses.
  YATEN_CHECK(in.dtype != ScalarType::Float16, "\"clamp_min_cpu\" not implemented for 'Half'");
  const bool weighs_positives = pos_weight.defined();
  Tensor losses;
  YATEN_DISPATCH_FLOATING(in.self.dtype(), "binary_cross_entropy_with_logits", [&] {
    using T = scalar_t;
    // (1 - y) x + softplus(-x) (times (p - 1) y + 1 with pos_weight), the
    // softplus written so that exp cannot overflow, in torch's two forms.
    losses = map_elements<T>(in, [weighs_positives](T x, T y, T p) {
      if (weighs_positives) {
        const T log_weight = (p - T(1)) * y + T(1);
        return (T(1) - y) * x + log_weight * (T(std::log1p(std::exp(-std::abs(x)))) + std::max(-x, T(0)));
      }
      const T max_val = std::max(-x, T(0));
      return (T(1) - y) * x + max_val + T(std::log(std::exp(-max_val) + std::exp(-x - max_val)));
    });
  });
  return reduce_loss(to_dtype(losses, in.dtype), reduction);
}

}  // namespace yaten::kernels
