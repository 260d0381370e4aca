// The per-target LSTM and GRU cell rows declared in cell_rows.h: this file is
// compiled once per CPU target (Highway's foreach_target).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "runtime/kernels/rnn/cell_rows.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <cstdint>

#include <hwy/highway.h>
#include "runtime/kernels/rnn/cell_rows.h"
#include "runtime/simd/row_ops-inl.h"
#include "runtime/simd/vector_math-inl.h"

HWY_BEFORE_NAMESPACE();
namespace yaten::kernels::rnn::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace vm = yaten::simd::HWY_NAMESPACE;

// Units [j, j + c) of a row's four LSTM gates, activated.
template <class D, class V = hn::Vec<D>>
struct LstmGates {
  V i, f, z, o;
  LstmGates(D d, const hn::TFromD<D>* a, int64_t H, int64_t j, size_t c)
      : i(vm::Sigmoid(d, vm::LoadSome(d, a + j, c))),
        f(vm::Sigmoid(d, vm::LoadSome(d, a + H + j, c))),
        z(vm::Tanh(d, vm::LoadSome(d, a + 2 * H + j, c))),
        o(vm::Sigmoid(d, vm::LoadSome(d, a + 3 * H + j, c))) {}
};

// Units [j, j + c) of a row's GRU reset and update gates and new-state candidate.
template <class D, class V = hn::Vec<D>>
struct GruGates {
  V r, u, m, b_new;
  GruGates(D d, const hn::TFromD<D>* a, const hn::TFromD<D>* b, int64_t H, int64_t j, size_t c)
      : r(vm::Sigmoid(d, hn::Add(vm::LoadSome(d, a + j, c), vm::LoadSome(d, b + j, c)))),
        u(vm::Sigmoid(d, hn::Add(vm::LoadSome(d, a + H + j, c), vm::LoadSome(d, b + H + j, c)))),
        m(hn::Zero(d)),
        b_new(vm::LoadSome(d, b + 2 * H + j, c)) {
    m = vm::Tanh(d, hn::MulAdd(r, b_new, vm::LoadSome(d, a + 2 * H + j, c)));
  }
};

template <class T>
void LstmRows(const T* gates, const T* cx, T* out, int64_t rows, int64_t H) {
  const hn::ScalableTag<T> d;
  for (int64_t n = 0; n < rows; ++n) {
    const T *a = gates + n * 4 * H, *c_row = cx + n * H;
    T* hy = out + n * 2 * H;
    vm::ForEachVector(d, H, [&](int64_t j, size_t c) {
      const LstmGates g(d, a, H, j, c);
      const auto cy = hn::MulAdd(g.f, vm::LoadSome(d, c_row + j, c), hn::Mul(g.i, g.z));
      vm::StoreSome(d, cy, hy + H + j, c);
      vm::StoreSome(d, hn::Mul(g.o, vm::Tanh(d, cy)), hy + j, c);
    });
  }
}

template <class T>
void LstmBackwardRows(const T* grad, const T* gates, const T* cx, const T* result, T* d_gates, T* d_cx, int64_t rows,
                      int64_t H) {
  const hn::ScalableTag<T> d;
  const auto one = hn::Set(d, T(1));
  for (int64_t n = 0; n < rows; ++n) {
    const T *a = gates + n * 4 * H, *c_row = cx + n * H, *dy = grad + n * 2 * H, *y = result + n * 2 * H;
    vm::ForEachVector(d, H, [&](int64_t j, size_t c) {
      const LstmGates g(d, a, H, j, c);
      const auto tc = vm::Tanh(d, vm::LoadSome(d, y + H + j, c));
      const auto dh = vm::LoadSome(d, dy + j, c);
      // d loss / d cy: through cy itself and through hy = o * tanh(cy).
      const auto dc = hn::MulAdd(hn::Mul(dh, g.o), hn::NegMulAdd(tc, tc, one), vm::LoadSome(d, dy + H + j, c));
      if (d_cx) vm::StoreSome(d, hn::Mul(dc, g.f), d_cx + n * H + j, c);
      if (!d_gates) return;
      T* dg = d_gates + n * 4 * H;
      vm::StoreSome(d, hn::Mul(hn::Mul(dc, g.z), hn::Mul(g.i, hn::Sub(one, g.i))), dg + j, c);
      vm::StoreSome(d, hn::Mul(hn::Mul(dc, vm::LoadSome(d, c_row + j, c)), hn::Mul(g.f, hn::Sub(one, g.f))),
                    dg + H + j, c);
      vm::StoreSome(d, hn::Mul(hn::Mul(dc, g.i), hn::NegMulAdd(g.z, g.z, one)), dg + 2 * H + j, c);
      vm::StoreSome(d, hn::Mul(hn::Mul(dh, tc), hn::Mul(g.o, hn::Sub(one, g.o))), dg + 3 * H + j, c);
    });
  }
}

template <class T>
void GruRows(const T* ig, const T* hg, const T* hx, T* out, int64_t rows, int64_t H) {
  const hn::ScalableTag<T> d;
  for (int64_t n = 0; n < rows; ++n) {
    const T *a = ig + n * 3 * H, *b = hg + n * 3 * H, *h = hx + n * H;
    vm::ForEachVector(d, H, [&](int64_t j, size_t c) {
      const GruGates g(d, a, b, H, j, c);
      vm::StoreSome(d, hn::MulAdd(g.u, hn::Sub(vm::LoadSome(d, h + j, c), g.m), g.m), out + n * H + j, c);
    });
  }
}

template <class T>
void GruBackwardRows(const T* grad, const T* ig, const T* hg, const T* hx, T* d_ig, T* d_hg, T* d_hx, int64_t rows,
                     int64_t H) {
  const hn::ScalableTag<T> d;
  const auto one = hn::Set(d, T(1));
  for (int64_t n = 0; n < rows; ++n) {
    const T *a = ig + n * 3 * H, *b = hg + n * 3 * H, *h = hx + n * H, *dy = grad + n * H;
    vm::ForEachVector(d, H, [&](int64_t j, size_t c) {
      const GruGates g(d, a, b, H, j, c);
      const auto dh = vm::LoadSome(d, dy + j, c);
      if (d_hx) vm::StoreSome(d, hn::Mul(dh, g.u), d_hx + n * H + j, c);
      if (!d_ig && !d_hg) return;
      // Pre-activation gradients of the new gate, the reset gate and the update gate.
      const auto dm = hn::Mul(hn::Mul(dh, hn::Sub(one, g.u)), hn::NegMulAdd(g.m, g.m, one));
      const auto dr = hn::Mul(hn::Mul(dm, g.b_new), hn::Mul(g.r, hn::Sub(one, g.r)));
      const auto du =
          hn::Mul(hn::Mul(dh, hn::Sub(vm::LoadSome(d, h + j, c), g.m)), hn::Mul(g.u, hn::Sub(one, g.u)));
      const auto store = [&](T* dg, hn::Vec<decltype(d)> d_new) {
        dg += n * 3 * H;
        vm::StoreSome(d, dr, dg + j, c);
        vm::StoreSome(d, du, dg + H + j, c);
        vm::StoreSome(d, d_new, dg + 2 * H + j, c);
      };
      if (d_ig) store(d_ig, dm);
      if (d_hg) store(d_hg, hn::Mul(dm, g.r));  // the hidden side's new gate enters times r
    });
  }
}

void LstmF(const float* gates, const float* cx, float* out, int64_t rows, int64_t H) {
  LstmRows(gates, cx, out, rows, H);
}
void LstmD(const double* gates, const double* cx, double* out, int64_t rows, int64_t H) {
  LstmRows(gates, cx, out, rows, H);
}
void LstmBackwardF(const float* grad, const float* gates, const float* cx, const float* result, float* d_gates,
                   float* d_cx, int64_t rows, int64_t H) {
  LstmBackwardRows(grad, gates, cx, result, d_gates, d_cx, rows, H);
}
void LstmBackwardD(const double* grad, const double* gates, const double* cx, const double* result, double* d_gates,
                   double* d_cx, int64_t rows, int64_t H) {
  LstmBackwardRows(grad, gates, cx, result, d_gates, d_cx, rows, H);
}
void GruF(const float* ig, const float* hg, const float* hx, float* out, int64_t rows, int64_t H) {
  GruRows(ig, hg, hx, out, rows, H);
}
void GruD(const double* ig, const double* hg, const double* hx, double* out, int64_t rows, int64_t H) {
  GruRows(ig, hg, hx, out, rows, H);
}
void GruBackwardF(const float* grad, const float* ig, const float* hg, const float* hx, float* d_ig, float* d_hg,
                  float* d_hx, int64_t rows, int64_t H) {
  GruBackwardRows(grad, ig, hg, hx, d_ig, d_hg, d_hx, rows, H);
}
void GruBackwardD(const double* grad, const double* ig, const double* hg, const double* hx, double* d_ig,
                  double* d_hg, double* d_hx, int64_t rows, int64_t H) {
  GruBackwardRows(grad, ig, hg, hx, d_ig, d_hg, d_hx, rows, H);
}

}  // namespace yaten::kernels::rnn::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace yaten::kernels::rnn {

HWY_EXPORT(LstmF);
HWY_EXPORT(LstmD);
HWY_EXPORT(LstmBackwardF);
HWY_EXPORT(LstmBackwardD);
HWY_EXPORT(GruF);
HWY_EXPORT(GruD);
HWY_EXPORT(GruBackwardF);
HWY_EXPORT(GruBackwardD);

void lstm_cell_rows(const float* gates, const float* cx, float* out, int64_t rows, int64_t H) {
  HWY_DYNAMIC_DISPATCH(LstmF)(gates, cx, out, rows, H);
}
void lstm_cell_rows(const double* gates, const double* cx, double* out, int64_t rows, int64_t H) {
  HWY_DYNAMIC_DISPATCH(LstmD)(gates, cx, out, rows, H);
}
void lstm_cell_backward_rows(const float* grad, const float* gates, const float* cx, const float* result,
                             float* d_gates, float* d_cx, int64_t rows, int64_t H) {
  HWY_DYNAMIC_DISPATCH(LstmBackwardF)(grad, gates, cx, result, d_gates, d_cx, rows, H);
}
void lstm_cell_backward_rows(const double* grad, const double* gates, const double* cx, const double* result,
                             double* d_gates, double* d_cx, int64_t rows, int64_t H) {
  HWY_DYNAMIC_DISPATCH(LstmBackwardD)(grad, gates, cx, result, d_gates, d_cx, rows, H);
}
void gru_cell_rows(const float* input_gates, const float* hidden_gates, const float* hx, float* out, int64_t rows,
                   int64_t H) {
  HWY_DYNAMIC_DISPATCH(GruF)(input_gates, hidden_gates, hx, out, rows, H);
}
void gru_cell_rows(const double* input_gates, const double* hidden_gates, const double* hx, double* out,
                   int64_t rows, int64_t H) {
  HWY_DYNAMIC_DISPATCH(GruD)(input_gates, hidden_gates, hx, out, rows, H);
}
void gru_cell_backward_rows(const float* grad, const float* input_gates, const float* hidden_gates, const float* hx,
                            float* d_input_gates, float* d_hidden_gates, float* d_hx, int64_t rows, int64_t H) {
  HWY_DYNAMIC_DISPATCH(GruBackwardF)(grad, input_gates, hidden_gates, hx, d_input_gates, d_hidden_gates, d_hx, rows, H);
}
void gru_cell_backward_rows(const double* grad, const double* input_gates, const double* hidden_gates,
                            const double* hx, double* d_input_gates, double* d_hidden_gates, double* d_hx,
                            int64_t rows, int64_t H) {
  HWY_DYNAMIC_DISPATCH(GruBackwardD)(grad, input_gates, hidden_gates, hx, d_input_gates, d_hidden_gates, d_hx, rows, H);
}

}  // namespace yaten::kernels::rnn
#endif  // HWY_ONCE
