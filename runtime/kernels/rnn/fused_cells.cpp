// The fused LSTM and GRU cells and their gradients: the elementwise gate
// math of one time step in one pass over memory, as torch's fused cells
// (the matrix products stay outside, in addmm).
#include <algorithm>
#include <cstdint>

#include "generated/runtime/kernels_rnn.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/rnn/cell_rows.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// Checks that every tensor is a floating (rows, width) matrix of gates's dtype.
struct Matrix {
  const Tensor* t;
  const char* name;
  int64_t width;
};

int64_t check_cell_matrices(const char* op, std::initializer_list<Matrix> matrices) {
  const Tensor& first = *matrices.begin()->t;
  YATEN_CHECK(is_floating(first.dtype()), op, ": expected floating point tensors, got ",
              torch_dtype_name(first.dtype()));
  const int64_t rows = first.dim() == 2 ? first.sizes()[0] : -1;
  for (const Matrix& m : matrices) {
    YATEN_CHECK(m.t->dtype() == first.dtype(), op, ": expected ", m.name, " of dtype ",
                torch_dtype_name(first.dtype()), ", got ", torch_dtype_name(m.t->dtype()));
    YATEN_CHECK(m.t->dim() == 2 && m.t->sizes()[0] == rows && m.t->sizes()[1] == m.width, op, ": expected ",
                m.name, " of size [", rows, ", ", m.width, "], got ", shape_str(m.t->sizes()));
  }
  return rows;
}

// Rows [begin, end) of an (N, width) computation, a few thousand elements per task.
template <typename F>
void for_rows(int64_t rows, int64_t width, const F& f) {
  parallel_for(0, rows, std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, width)), f);
}

int64_t lstm_hidden_size(const Tensor& cx, const char* op) {
  YATEN_CHECK(cx.dim() == 2, op, ": expected cx of 2 dims (N, H), got size ", shape_str(cx.sizes()));
  return cx.sizes()[1];
}

}  // namespace

Tensor _lstm_cell_fused(const Tensor& gates, const Tensor& cx) {
  if (is_reduced_floating(gates.dtype()))  // computed in float32, rounded once
    return to_dtype(_lstm_cell_fused(widened(gates), widened(cx)), gates.dtype());
  const char* op = "_lstm_cell_fused";
  const int64_t H = lstm_hidden_size(cx, op);
  const int64_t N = check_cell_matrices(op, {{&gates, "gates", 4 * H}, {&cx, "cx", H}});
  const Tensor g = contiguous(gates), c = contiguous(cx);
  Tensor out = Tensor::empty({N, 2 * H}, gates.dtype());
  YATEN_DISPATCH_FLOATING(gates.dtype(), op, [&] {
    const scalar_t* gp = g.data<scalar_t>();
    const scalar_t* cp = c.data<scalar_t>();
    scalar_t* op_ = out.data<scalar_t>();
    for_rows(N, 4 * H, [&](int64_t begin, int64_t end) {
      rnn::lstm_cell_rows(gp + begin * 4 * H, cp + begin * H, op_ + begin * 2 * H, end - begin, H);
    });
    return 0;
  });
  return out;
}

Tensor _lstm_cell_fused_backward(const Tensor& grad, const Tensor& gates, const Tensor& cx, const Tensor& result,
                                 int64_t wrt) {
  if (is_reduced_floating(gates.dtype()))  // computed in float32, rounded once
    return to_dtype(_lstm_cell_fused_backward(widened(grad), widened(gates), widened(cx), widened(result), wrt), gates.dtype());
  const char* op = "_lstm_cell_fused_backward";
  YATEN_CHECK(wrt == 0 || wrt == 1, op, ": wrt must be 0 (gates) or 1 (cx), got ", wrt);
  const int64_t H = lstm_hidden_size(cx, op);
  const int64_t N = check_cell_matrices(
      op, {{&gates, "gates", 4 * H}, {&cx, "cx", H}, {&grad, "grad", 2 * H}, {&result, "result", 2 * H}});
  const Tensor g = contiguous(gates), c = contiguous(cx), dy = contiguous(grad), y = contiguous(result);
  Tensor out = Tensor::empty({N, wrt == 0 ? 4 * H : H}, gates.dtype());
  YATEN_DISPATCH_FLOATING(gates.dtype(), op, [&] {
    const scalar_t *gp = g.data<scalar_t>(), *cp = c.data<scalar_t>(), *dyp = dy.data<scalar_t>(),
                   *yp = y.data<scalar_t>();
    scalar_t* dp = out.data<scalar_t>();
    for_rows(N, 4 * H, [&](int64_t begin, int64_t end) {
      rnn::lstm_cell_backward_rows(dyp + begin * 2 * H, gp + begin * 4 * H, cp + begin * H, yp + begin * 2 * H,
                                   wrt == 0 ? dp + begin * 4 * H : nullptr, wrt == 1 ? dp + begin * H : nullptr,
                                   end - begin, H);
    });
    return 0;
  });
  return out;
}

Tensor _gru_cell_fused(const Tensor& input_gates, const Tensor& hidden_gates, const Tensor& hx) {
  if (is_reduced_floating(input_gates.dtype()))  // computed in float32, rounded once
    return to_dtype(_gru_cell_fused(widened(input_gates), widened(hidden_gates), widened(hx)), input_gates.dtype());
  const char* op = "_gru_cell_fused";
  YATEN_CHECK(hx.dim() == 2, op, ": expected hx of 2 dims (N, H), got size ", shape_str(hx.sizes()));
  const int64_t H = hx.sizes()[1];
  const int64_t N = check_cell_matrices(
      op, {{&input_gates, "input_gates", 3 * H}, {&hidden_gates, "hidden_gates", 3 * H}, {&hx, "hx", H}});
  const Tensor ig = contiguous(input_gates), hg = contiguous(hidden_gates), h = contiguous(hx);
  Tensor out = Tensor::empty({N, H}, hx.dtype());
  YATEN_DISPATCH_FLOATING(hx.dtype(), op, [&] {
    const scalar_t *ip = ig.data<scalar_t>(), *hp = hg.data<scalar_t>(), *xp = h.data<scalar_t>();
    scalar_t* yp = out.data<scalar_t>();
    for_rows(N, 3 * H, [&](int64_t begin, int64_t end) {
      rnn::gru_cell_rows(ip + begin * 3 * H, hp + begin * 3 * H, xp + begin * H, yp + begin * H, end - begin, H);
    });
    return 0;
  });
  return out;
}

Tensor _gru_cell_fused_backward(const Tensor& grad, const Tensor& input_gates, const Tensor& hidden_gates,
                                const Tensor& hx, int64_t wrt) {
  if (is_reduced_floating(input_gates.dtype()))  // computed in float32, rounded once
    return to_dtype(_gru_cell_fused_backward(widened(grad), widened(input_gates), widened(hidden_gates), widened(hx), wrt), input_gates.dtype());
  const char* op = "_gru_cell_fused_backward";
  YATEN_CHECK(wrt >= 0 && wrt <= 2, op, ": wrt must be 0 (input_gates), 1 (hidden_gates) or 2 (hx), got ", wrt);
  YATEN_CHECK(hx.dim() == 2, op, ": expected hx of 2 dims (N, H), got size ", shape_str(hx.sizes()));
  const int64_t H = hx.sizes()[1];
  const int64_t N = check_cell_matrices(op, {{&input_gates, "input_gates", 3 * H},
                                             {&hidden_gates, "hidden_gates", 3 * H}, {&hx, "hx", H},
                                             {&grad, "grad", H}});
  const Tensor ig = contiguous(input_gates), hg = contiguous(hidden_gates), h = contiguous(hx),
               dy = contiguous(grad);
  Tensor out = Tensor::empty({N, wrt == 2 ? H : 3 * H}, hx.dtype());
  YATEN_DISPATCH_FLOATING(hx.dtype(), op, [&] {
    const scalar_t *ip = ig.data<scalar_t>(), *hp = hg.data<scalar_t>(), *xp = h.data<scalar_t>(),
                   *dyp = dy.data<scalar_t>();
    scalar_t* dp = out.data<scalar_t>();
    for_rows(N, 3 * H, [&](int64_t begin, int64_t end) {
      rnn::gru_cell_backward_rows(dyp + begin * H, ip + begin * 3 * H, hp + begin * 3 * H, xp + begin * H,
                                  wrt == 0 ? dp + begin * 3 * H : nullptr, wrt == 1 ? dp + begin * 3 * H : nullptr,
                                  wrt == 2 ? dp + begin * H : nullptr, end - begin, H);
    });
    return 0;
  });
  return out;
}

}  // namespace yaten::kernels
