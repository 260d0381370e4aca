// The loss family's functors (its `pointwise:` ops in ops.yaml): the
// unreduced smooth L1 and Huber losses of a difference x = input - target
// and their gradients (grad_output, x), each one pass, in torch's order of
// operations; one scalar form and one vector form written once for any
// width (runtime/simd/rows-inl.h). Included once per CPU target by the
// generated generated/runtime/pointwise_loss.cpp. beta and delta are members.
#if defined(YATEN_KERNELS_LOSS_FUNCTORS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef YATEN_KERNELS_LOSS_FUNCTORS_INL_H_
#undef YATEN_KERNELS_LOSS_FUNCTORS_INL_H_
#else
#define YATEN_KERNELS_LOSS_FUNCTORS_INL_H_
#endif

#include <cmath>

#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// z = |x|: 0.5 * z * z / beta where z < beta, else z - 0.5 * beta.
template <class T>
struct SmoothL1 {
  static constexpr bool kVector = true;
  T beta;
  T scalar(T x) const {
    const T z = std::abs(x);
    return z < beta ? T(0.5) * z * z / beta : z - T(0.5) * beta;
  }
  template <class D, class V>
  V vector(D d, V x) const {
    const V z = hn::Abs(x), b = hn::Set(d, beta), half = hn::Set(d, T(0.5));
    return hn::IfThenElse(hn::Lt(z, b), hn::Div(hn::Mul(hn::Mul(half, z), z), b), hn::Sub(z, hn::Mul(half, b)));
  }
};

// -g where x <= -beta, g where x >= beta, else x * g / beta (NaN for a NaN x).
template <class T>
struct SmoothL1Backward {
  static constexpr bool kVector = true;
  T beta;
  T scalar(T g, T x) const { return x <= -beta ? -g : (x >= beta ? g : x * g / beta); }
  template <class D, class V>
  V vector(D d, V g, V x) const {
    const V b = hn::Set(d, beta);
    const V inside = hn::IfThenElse(hn::Ge(x, b), g, hn::Div(hn::Mul(x, g), b));
    return hn::IfThenElse(hn::Le(x, hn::Neg(b)), hn::Neg(g), inside);
  }
};

// z = |x|: 0.5 * z * z where z < delta, else delta * (z - 0.5 * delta).
template <class T>
struct Huber {
  static constexpr bool kVector = true;
  T delta;
  T scalar(T x) const {
    const T z = std::abs(x);
    return z < delta ? T(0.5) * z * z : delta * (z - T(0.5) * delta);
  }
  template <class D, class V>
  V vector(D d, V x) const {
    const V z = hn::Abs(x), dv = hn::Set(d, delta), half = hn::Set(d, T(0.5));
    return hn::IfThenElse(hn::Lt(z, dv), hn::Mul(hn::Mul(half, z), z), hn::Mul(dv, hn::Sub(z, hn::Mul(half, dv))));
  }
};

// -g * delta where x <= -delta, g * delta where x >= delta, else x * g.
template <class T>
struct HuberBackward {
  static constexpr bool kVector = true;
  T delta;
  T scalar(T g, T x) const { return x <= -delta ? -g * delta : (x >= delta ? g * delta : x * g); }
  template <class D, class V>
  V vector(D d, V g, V x) const {
    const V dv = hn::Set(d, delta);
    const V inside = hn::IfThenElse(hn::Ge(x, dv), hn::Mul(g, dv), hn::Mul(x, g));
    return hn::IfThenElse(hn::Le(x, hn::Neg(dv)), hn::Mul(hn::Neg(g), dv), inside);
  }
};

// The gradients of smooth_l1_loss and huber_loss with respect to self from
// (grad, self, target), the difference taken inline: one pass, where the
// binary forms above need the difference written out first.
template <class T>
struct SmoothL1LossBackward {
  static constexpr bool kVector = true;
  T beta;
  T scalar(T g, T self, T target) const { return SmoothL1Backward<T>{beta}.scalar(g, self - target); }
  template <class D, class V>
  V vector(D d, V g, V self, V target) const {
    return SmoothL1Backward<T>{beta}.vector(d, g, hn::Sub(self, target));
  }
};

template <class T>
struct HuberLossBackward {
  static constexpr bool kVector = true;
  T delta;
  T scalar(T g, T self, T target) const { return HuberBackward<T>{delta}.scalar(g, self - target); }
  template <class D, class V>
  V vector(D d, V g, V self, V target) const {
    return HuberBackward<T>{delta}.vector(d, g, hn::Sub(self, target));
  }
};

}  // namespace yaten::kernels::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
