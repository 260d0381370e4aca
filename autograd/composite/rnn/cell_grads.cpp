// The formula helpers of the fused RNN cells: their gradients (the native
// one-pass kernel, or under create_graph the same math in yaten ops, which
// is differentiable again) and their jvps, in yaten ops.
#include "autograd/formula_helpers.h"
#include "autograd/grad_mode.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_gru_cell_fused_backward.h"
#include "generated/autograd/ops/_lstm_cell_fused_backward.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/chunk.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/sigmoid.h"
#include "generated/autograd/ops/tanh.h"

namespace yaten {

namespace {

// The LSTM's four gates, activated: input, forget, cell candidate, output.
struct LstmGates {
  Tensor i, f, z, o;
  explicit LstmGates(const Tensor& gates) {
    std::vector<Tensor> a = yaten::chunk(gates, 4, 1);
    i = yaten::sigmoid(a[0]);
    f = yaten::sigmoid(a[1]);
    z = yaten::tanh(a[2]);
    o = yaten::sigmoid(a[3]);
  }
};

// The GRU's reset and update gates and its new-state candidate, with the
// hidden side of the candidate's pre-activation (r multiplies it).
struct GruGates {
  Tensor r, u, m, hidden_new;
  GruGates(const Tensor& input_gates, const Tensor& hidden_gates) {
    std::vector<Tensor> a = yaten::chunk(input_gates, 3, 1), b = yaten::chunk(hidden_gates, 3, 1);
    r = yaten::sigmoid(a[0] + b[0]);
    u = yaten::sigmoid(a[1] + b[1]);
    hidden_new = b[2];
    m = yaten::tanh(a[2] + r * b[2]);
  }
};

Tensor sigmoid_slope(const Tensor& s) { return s * (1.0 - s); }
Tensor tanh_slope(const Tensor& t) { return 1.0 - t * t; }

}  // namespace

Tensor lstm_cell_fused_grad(const Tensor& grad, const Tensor& gates, const Tensor& cx, const Tensor& result,
                            int64_t wrt) {
  if (!autograd::GradMode::is_enabled()) return yaten::_lstm_cell_fused_backward(grad, gates, cx, result, wrt);
  const int64_t H = cx.sizes()[1];
  const LstmGates g(gates);
  const Tensor tc = yaten::tanh(g.f * cx + g.i * g.z);
  const Tensor dh = yaten::narrow(grad, 1, 0, H);
  const Tensor dc = yaten::narrow(grad, 1, H, H) + dh * g.o * tanh_slope(tc);
  if (wrt == 1) return dc * g.f;
  return yaten::cat({dc * g.z * sigmoid_slope(g.i), dc * cx * sigmoid_slope(g.f), dc * g.i * tanh_slope(g.z),
                     dh * tc * sigmoid_slope(g.o)},
                    1);
}

Tensor lstm_cell_fused_jvp(const Tensor& gates_t, const Tensor& cx_t, const Tensor& gates, const Tensor& cx) {
  const LstmGates g(gates);
  std::vector<Tensor> t = yaten::chunk(gates_t, 4, 1);
  const Tensor tc = yaten::tanh(g.f * cx + g.i * g.z);
  const Tensor dc = sigmoid_slope(g.f) * t[1] * cx + g.f * cx_t + sigmoid_slope(g.i) * t[0] * g.z +
                    g.i * tanh_slope(g.z) * t[2];
  const Tensor dh = sigmoid_slope(g.o) * t[3] * tc + g.o * tanh_slope(tc) * dc;
  return yaten::cat({dh, dc}, 1);
}

Tensor gru_cell_fused_grad(const Tensor& grad, const Tensor& input_gates, const Tensor& hidden_gates,
                           const Tensor& hx, int64_t wrt) {
  if (!autograd::GradMode::is_enabled()) {
    return yaten::_gru_cell_fused_backward(grad, input_gates, hidden_gates, hx, wrt);
  }
  const GruGates g(input_gates, hidden_gates);
  if (wrt == 2) return grad * g.u;
  const Tensor dm = grad * (1.0 - g.u) * tanh_slope(g.m);
  const Tensor dr = dm * g.hidden_new * sigmoid_slope(g.r);
  const Tensor du = grad * (hx - g.m) * sigmoid_slope(g.u);
  return yaten::cat({dr, du, wrt == 0 ? dm : dm * g.r}, 1);
}

Tensor gru_cell_fused_jvp(const Tensor& input_gates_t, const Tensor& hidden_gates_t, const Tensor& hx_t,
                          const Tensor& input_gates, const Tensor& hidden_gates, const Tensor& hx) {
  const GruGates g(input_gates, hidden_gates);
  std::vector<Tensor> a = yaten::chunk(input_gates_t, 3, 1), b = yaten::chunk(hidden_gates_t, 3, 1);
  const Tensor dr = sigmoid_slope(g.r) * (a[0] + b[0]);
  const Tensor du = sigmoid_slope(g.u) * (a[1] + b[1]);
  const Tensor dm = tanh_slope(g.m) * (a[2] + dr * g.hidden_new + g.r * b[2]);
  return dm * (1.0 - g.u) + du * (hx - g.m) + g.u * hx_t;
}

}  // namespace yaten
