// The recurrent layers and cells (torch.lstm, gru, rnn_tanh, rnn_relu and
// their *_cell), in yaten ops: per layer and direction one matrix product
// for the input side of every step, then per step one addmm for the hidden
// side and the fused cell (_lstm_cell_fused, _gru_cell_fused); the input
// side is cut into its steps by one unsafe_split_with_sizes, whose gradient
// is one cat. Padded input runs as a packed sequence whose every step has
// the whole batch.
#include <string>
#include <tuple>
#include <vector>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/_gru_cell_fused.h"
#include "generated/autograd/ops/_lstm_cell_fused.h"
#include "generated/autograd/ops/addmm.h"
#include "generated/autograd/ops/cat.h"
#include "generated/autograd/ops/dropout.h"
#include "generated/autograd/ops/gru.h"
#include "generated/autograd/ops/gru_cell.h"
#include "generated/autograd/ops/lstm.h"
#include "generated/autograd/ops/lstm_cell.h"
#include "generated/autograd/ops/mm.h"
#include "generated/autograd/ops/narrow.h"
#include "generated/autograd/ops/relu.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/rnn_relu.h"
#include "generated/autograd/ops/rnn_relu_cell.h"
#include "generated/autograd/ops/rnn_tanh.h"
#include "generated/autograd/ops/rnn_tanh_cell.h"
#include "generated/autograd/ops/select.h"
#include "generated/autograd/ops/stack.h"
#include "generated/autograd/ops/t.h"
#include "generated/autograd/ops/unsafe_split_with_sizes.h"
#include "generated/autograd/ops/tanh.h"
#include "generated/autograd/ops/transpose.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

enum class Cell { Lstm, Gru, Tanh, Relu };

const char* cell_name(Cell cell) {
  switch (cell) {
    case Cell::Lstm: return "lstm";
    case Cell::Gru: return "gru";
    case Cell::Tanh: return "rnn_tanh";
    case Cell::Relu: return "rnn_relu";
  }
  return "rnn";
}

// One layer and direction's parameters; the biases and w_hr may be undefined.
struct Weights {
  Tensor w_ih, w_hh, b_ih, b_hh, w_hr;
};

// The recurrent state: h, and c for the LSTM.
struct State {
  Tensor h, c;
  State rows(int64_t begin, int64_t end) const {
    return {yaten::narrow(h, 0, begin, end - begin), c.defined() ? yaten::narrow(c, 0, begin, end - begin) : c};
  }
  State then(const State& more) const {
    return {yaten::cat({h, more.h}, 0), c.defined() ? yaten::cat({c, more.c}, 0) : c};
  }
};

std::vector<Weights> unpack_weights(const std::vector<Tensor>& params, bool has_biases, bool has_proj,
                                    int64_t layers, int64_t directions, const char* op) {
  const size_t per = 2 + (has_biases ? 2 : 0) + (has_proj ? 1 : 0);
  YATEN_CHECK(layers >= 1, op, ": expected num_layers of at least 1, got ", layers);
  YATEN_CHECK(params.size() == per * static_cast<size_t>(layers * directions), op, ": expected ",
              per * static_cast<size_t>(layers * directions), " parameter tensors (", per,
              " per layer and direction), got ", params.size());
  std::vector<Weights> out;
  for (size_t k = 0; k < params.size(); k += per) {
    Weights w{params[k], params[k + 1]};
    if (has_biases) {
      w.b_ih = params[k + 2];
      w.b_hh = params[k + 3];
    }
    if (has_proj) w.w_hr = params[k + per - 1];
    for (const Tensor* m : {&w.w_ih, &w.w_hh}) {
      YATEN_CHECK(m->dim() == 2, op, ": expected 2-D weights, got size ", shape_str(m->sizes()));
    }
    out.push_back(w);
  }
  return out;
}

// The input side of the gates for all rows of x at once: x W_ih^T + b_ih,
// plus b_hh where the cell adds it unchanged (all but the GRU, whose b_hh
// sits inside the reset gate's product).
Tensor input_gates(Cell cell, const Tensor& x, const Weights& w) {
  Tensor bias = w.b_ih;
  if (cell != Cell::Gru && w.b_hh.defined()) bias = bias.defined() ? bias + w.b_hh : w.b_hh;
  return bias.defined() ? yaten::addmm(bias, x, yaten::t(w.w_ih), 1, 1) : yaten::mm(x, yaten::t(w.w_ih));
}

// One time step from the input side of its gates.
State step(Cell cell, const Tensor& igates, const State& s, const Weights& w) {
  switch (cell) {
    case Cell::Lstm: {
      const Tensor both = yaten::_lstm_cell_fused(yaten::addmm(igates, s.h, yaten::t(w.w_hh), 1, 1), s.c);
      const int64_t H = s.c.sizes()[1];
      Tensor h = yaten::narrow(both, 1, 0, H);
      if (w.w_hr.defined()) h = yaten::mm(h, yaten::t(w.w_hr));
      return {h, yaten::narrow(both, 1, H, H)};
    }
    case Cell::Gru: {
      const Tensor hgates = w.b_hh.defined() ? yaten::addmm(w.b_hh, s.h, yaten::t(w.w_hh), 1, 1)
                                             : yaten::mm(s.h, yaten::t(w.w_hh));
      return {yaten::_gru_cell_fused(igates, hgates, s.h), Tensor()};
    }
    case Cell::Tanh: return {yaten::tanh(yaten::addmm(igates, s.h, yaten::t(w.w_hh), 1, 1)), Tensor()};
    case Cell::Relu: return {yaten::relu(yaten::addmm(igates, s.h, yaten::t(w.w_hh), 1, 1)), Tensor()};
  }
  return s;
}

// One direction of one layer over packed steps (step t: the first
// batch_sizes[t] rows of the batch, at rows offset_t... of igates): the
// outputs in packed order and the final state of every sequence.
std::pair<Tensor, State> run_direction(Cell cell, const Tensor& igates, const std::vector<int64_t>& batch_sizes,
                                       const State& initial, const Weights& w, bool reverse) {
  const size_t steps = batch_sizes.size();
  const std::vector<Tensor> step_gates = yaten::unsafe_split_with_sizes(igates, DimVector(batch_sizes), 0);
  std::vector<Tensor> outputs(steps);
  if (!reverse) {
    // Sequences end as the batch shrinks: their states are final then, the longest ones last.
    State s = initial;
    int64_t live = batch_sizes[0];
    std::vector<State> ended;
    for (size_t t = 0; t < steps; ++t) {
      const int64_t b = batch_sizes[t];
      if (b < live) {
        ended.push_back(s.rows(b, live));
        s = s.rows(0, b);
        live = b;
      }
      s = step(cell, step_gates[t], s, w);
      outputs[t] = s.h;
    }
    for (auto it = ended.rbegin(); it != ended.rend(); ++it) s = s.then(*it);
    return {yaten::cat(outputs, 0), s};
  }
  // Backwards in time, sequences join as the batch grows, each from its initial state.
  int64_t live = batch_sizes[steps - 1];
  State s = initial.rows(0, live);
  for (size_t k = steps; k-- > 0;) {
    const int64_t b = batch_sizes[k];
    if (b > live) {
      s = s.then(initial.rows(live, b));
      live = b;
    }
    s = step(cell, step_gates[k], s, w);
    outputs[k] = s.h;
  }
  return {yaten::cat(outputs, 0), s};
}

void check_hidden(const Tensor& h, int64_t layers_dirs, int64_t batch, const char* what, const char* op) {
  YATEN_CHECK(h.dim() == 3 && h.sizes()[0] == layers_dirs && h.sizes()[1] == batch, op, ": expected ", what,
              " of size [", layers_dirs, ", ", batch, ", *], got ", shape_str(h.sizes()));
}

// Every layer and direction over packed rows x (sum(batch_sizes), I):
// (output rows, h_n, c_n); c0 is undefined except for the LSTM.
std::tuple<Tensor, Tensor, Tensor> run_layers(Cell cell, const Tensor& x, const std::vector<int64_t>& batch_sizes,
                                              const Tensor& h0, const Tensor& c0, const std::vector<Tensor>& params,
                                              bool has_biases, int64_t num_layers, double dropout, bool train,
                                              bool bidirectional) {
  const char* op = cell_name(cell);
  const int64_t directions = bidirectional ? 2 : 1;
  const bool has_proj = c0.defined() && h0.dim() == 3 && c0.dim() == 3 && h0.sizes()[2] != c0.sizes()[2];
  const std::vector<Weights> weights = unpack_weights(params, has_biases, has_proj, num_layers, directions, op);
  YATEN_CHECK(x.dim() == 2, op, ": expected input rows of 2 dims, got size ", shape_str(x.sizes()));
  const int64_t batch = batch_sizes.empty() ? 0 : batch_sizes[0];
  check_hidden(h0, num_layers * directions, batch, "hx", op);
  if (c0.defined()) check_hidden(c0, num_layers * directions, batch, "cx", op);
  YATEN_CHECK(!batch_sizes.empty(), op, ": expected a sequence of at least one step");
  std::vector<Tensor> h_n, c_n;
  Tensor layer_input = x;
  for (int64_t layer = 0; layer < num_layers; ++layer) {
    std::vector<Tensor> outputs;
    for (int64_t d = 0; d < directions; ++d) {
      const int64_t k = layer * directions + d;
      const Weights& w = weights[static_cast<size_t>(k)];
      const State initial{yaten::select(h0, 0, k), c0.defined() ? yaten::select(c0, 0, k) : Tensor()};
      auto [output, final_state] =
          run_direction(cell, input_gates(cell, layer_input, w), batch_sizes, initial, w, d == 1);
      outputs.push_back(output);
      h_n.push_back(final_state.h);
      if (c0.defined()) c_n.push_back(final_state.c);
    }
    layer_input = directions == 1 ? outputs[0] : yaten::cat(outputs, 1);
    if (dropout > 0 && train && layer + 1 < num_layers) layer_input = yaten::dropout(layer_input, dropout, true);
  }
  return {layer_input, yaten::stack(h_n, 0), c0.defined() ? yaten::stack(c_n, 0) : Tensor()};
}

// Padded input (T, N, I) (or (N, T, I)): as packed steps of N rows each.
std::tuple<Tensor, Tensor, Tensor> run_padded(Cell cell, const Tensor& input, const Tensor& h0, const Tensor& c0,
                                              const std::vector<Tensor>& params, bool has_biases, int64_t num_layers,
                                              double dropout, bool train, bool bidirectional, bool batch_first) {
  const char* op = cell_name(cell);
  YATEN_CHECK(input.dim() == 3, op, ": expected input of 3 dims (seq_len, batch, input_size), got size ",
              shape_str(input.sizes()));
  const Tensor time_major = batch_first ? yaten::transpose(input, 0, 1) : input;
  const int64_t steps = time_major.sizes()[0], batch = time_major.sizes()[1];
  YATEN_CHECK(steps > 0 && batch > 0, op, ": expected a non-empty input, got size ", shape_str(input.sizes()));
  const std::vector<int64_t> batch_sizes(static_cast<size_t>(steps), batch);
  auto [rows, h_n, c_n] = run_layers(cell, yaten::reshape(time_major, {steps * batch, time_major.sizes()[2]}),
                                     batch_sizes, h0, c0, params, has_biases, num_layers, dropout, train,
                                     bidirectional);
  Tensor output = yaten::reshape(rows, {steps, batch, rows.sizes()[1]});
  return {batch_first ? yaten::transpose(output, 0, 1) : output, h_n, c_n};
}

std::vector<int64_t> packed_batch_sizes(const Tensor& data, const Tensor& batch_sizes, const char* op) {
  YATEN_CHECK(batch_sizes.dim() == 1 && batch_sizes.dtype() == ScalarType::Int64, op,
              ": expected batch_sizes to be a 1-D int64 tensor, got ", torch_dtype_name(batch_sizes.dtype()),
              " of size ", shape_str(batch_sizes.sizes()));
  std::vector<int64_t> sizes(static_cast<size_t>(batch_sizes.numel()));
  int64_t total = 0;
  for (size_t t = 0; t < sizes.size(); ++t) {
    sizes[t] = batch_sizes.data<int64_t>()[static_cast<int64_t>(t) * batch_sizes.strides()[0]];
    YATEN_CHECK(sizes[t] > 0 && (t == 0 || sizes[t] <= sizes[t - 1]), op,
                ": expected batch_sizes to be positive and non-increasing, got ", sizes[t], " at step ", t);
    total += sizes[t];
  }
  YATEN_CHECK(data.dim() == 2 && data.sizes()[0] == total, op, ": expected packed data of ", total,
              " rows (the sum of batch_sizes) and 2 dims, got size ", shape_str(data.sizes()));
  return sizes;
}

std::tuple<Tensor, Tensor, Tensor> run_packed(Cell cell, const Tensor& data, const Tensor& batch_sizes,
                                              const Tensor& h0, const Tensor& c0, const std::vector<Tensor>& params,
                                              bool has_biases, int64_t num_layers, double dropout, bool train,
                                              bool bidirectional) {
  return run_layers(cell, data, packed_batch_sizes(data, batch_sizes, cell_name(cell)), h0, c0, params, has_biases,
                    num_layers, dropout, train, bidirectional);
}

std::pair<Tensor, Tensor> lstm_state(const std::vector<Tensor>& hx, const char* op) {
  YATEN_CHECK(hx.size() == 2, op, ": expected hx to hold two tensors (h, c), got ", hx.size());
  return {hx[0], hx[1]};
}

// A cell as a one-step, one-layer run: input (N, I), hx (N, H).
State cell_step(Cell cell, const Tensor& input, const State& s, const Tensor& w_ih, const Tensor& w_hh,
                const Tensor& b_ih, const Tensor& b_hh) {
  const char* op = cell == Cell::Lstm ? "lstm_cell" : cell == Cell::Gru ? "gru_cell" : "rnn_cell";
  YATEN_CHECK(input.dim() == 2 && s.h.dim() == 2 && (!s.c.defined() || s.c.dim() == 2), op,
              ": expected 2-D input and hidden state (batch, features), got sizes ", shape_str(input.sizes()),
              " and ", shape_str(s.h.sizes()));
  const Weights w{w_ih, w_hh, b_ih, b_hh, Tensor()};
  return step(cell, input_gates(cell, input, w), s, w);
}

}  // namespace

std::tuple<Tensor, Tensor, Tensor> lstm_input(const Tensor& input, const std::vector<Tensor>& hx,
                                              const std::vector<Tensor>& params, bool has_biases, int64_t num_layers,
                                              double dropout, bool train, bool bidirectional, bool batch_first) {
  auto [h0, c0] = lstm_state(hx, "lstm");
  return run_padded(Cell::Lstm, input, h0, c0, params, has_biases, num_layers, dropout, train, bidirectional,
                    batch_first);
}

std::tuple<Tensor, Tensor, Tensor> lstm_data(const Tensor& data, const Tensor& batch_sizes,
                                             const std::vector<Tensor>& hx, const std::vector<Tensor>& params,
                                             bool has_biases, int64_t num_layers, double dropout, bool train,
                                             bool bidirectional) {
  auto [h0, c0] = lstm_state(hx, "lstm");
  return run_packed(Cell::Lstm, data, batch_sizes, h0, c0, params, has_biases, num_layers, dropout, train,
                    bidirectional);
}

namespace {

// gru and the plain RNNs carry one state (no cell state): the three-result layer loop without its last result.
std::tuple<Tensor, Tensor> single_state_padded(Cell cell, const Tensor& input, const Tensor& hx,
                                               const std::vector<Tensor>& params, bool has_biases, int64_t num_layers,
                                               double dropout, bool train, bool bidirectional, bool batch_first) {
  auto [output, h_n, unused] = run_padded(cell, input, hx, Tensor(), params, has_biases, num_layers, dropout, train,
                                          bidirectional, batch_first);
  return {output, h_n};
}

std::tuple<Tensor, Tensor> single_state_packed(Cell cell, const Tensor& data, const Tensor& batch_sizes,
                                               const Tensor& hx, const std::vector<Tensor>& params, bool has_biases,
                                               int64_t num_layers, double dropout, bool train, bool bidirectional) {
  auto [output, h_n, unused] = run_packed(cell, data, batch_sizes, hx, Tensor(), params, has_biases, num_layers,
                                          dropout, train, bidirectional);
  return {output, h_n};
}

}  // namespace

std::tuple<Tensor, Tensor> gru_input(const Tensor& input, const Tensor& hx, const std::vector<Tensor>& params,
                                     bool has_biases, int64_t num_layers, double dropout, bool train,
                                     bool bidirectional, bool batch_first) {
  return single_state_padded(Cell::Gru, input, hx, params, has_biases, num_layers, dropout, train, bidirectional,
                             batch_first);
}

std::tuple<Tensor, Tensor> gru_data(const Tensor& data, const Tensor& batch_sizes, const Tensor& hx,
                                    const std::vector<Tensor>& params, bool has_biases, int64_t num_layers,
                                    double dropout, bool train, bool bidirectional) {
  return single_state_packed(Cell::Gru, data, batch_sizes, hx, params, has_biases, num_layers, dropout, train,
                             bidirectional);
}

std::tuple<Tensor, Tensor> rnn_tanh_input(const Tensor& input, const Tensor& hx, const std::vector<Tensor>& params,
                                          bool has_biases, int64_t num_layers, double dropout, bool train,
                                          bool bidirectional, bool batch_first) {
  return single_state_padded(Cell::Tanh, input, hx, params, has_biases, num_layers, dropout, train, bidirectional,
                             batch_first);
}

std::tuple<Tensor, Tensor> rnn_tanh_data(const Tensor& data, const Tensor& batch_sizes, const Tensor& hx,
                                         const std::vector<Tensor>& params, bool has_biases, int64_t num_layers,
                                         double dropout, bool train, bool bidirectional) {
  return single_state_packed(Cell::Tanh, data, batch_sizes, hx, params, has_biases, num_layers, dropout, train,
                             bidirectional);
}

std::tuple<Tensor, Tensor> rnn_relu_input(const Tensor& input, const Tensor& hx, const std::vector<Tensor>& params,
                                          bool has_biases, int64_t num_layers, double dropout, bool train,
                                          bool bidirectional, bool batch_first) {
  return single_state_padded(Cell::Relu, input, hx, params, has_biases, num_layers, dropout, train, bidirectional,
                             batch_first);
}

std::tuple<Tensor, Tensor> rnn_relu_data(const Tensor& data, const Tensor& batch_sizes, const Tensor& hx,
                                         const std::vector<Tensor>& params, bool has_biases, int64_t num_layers,
                                         double dropout, bool train, bool bidirectional) {
  return single_state_packed(Cell::Relu, data, batch_sizes, hx, params, has_biases, num_layers, dropout, train,
                             bidirectional);
}

std::tuple<Tensor, Tensor> lstm_cell(const Tensor& input, const std::vector<Tensor>& hx, const Tensor& w_ih,
                                     const Tensor& w_hh, const Tensor& b_ih, const Tensor& b_hh) {
  auto [h, c] = lstm_state(hx, "lstm_cell");
  const State s = cell_step(Cell::Lstm, input, {h, c}, w_ih, w_hh, b_ih, b_hh);
  return {s.h, s.c};
}

Tensor gru_cell(const Tensor& input, const Tensor& hx, const Tensor& w_ih, const Tensor& w_hh, const Tensor& b_ih,
                const Tensor& b_hh) {
  return cell_step(Cell::Gru, input, {hx, Tensor()}, w_ih, w_hh, b_ih, b_hh).h;
}

Tensor rnn_tanh_cell(const Tensor& input, const Tensor& hx, const Tensor& w_ih, const Tensor& w_hh,
                     const Tensor& b_ih, const Tensor& b_hh) {
  return cell_step(Cell::Tanh, input, {hx, Tensor()}, w_ih, w_hh, b_ih, b_hh).h;
}

Tensor rnn_relu_cell(const Tensor& input, const Tensor& hx, const Tensor& w_ih, const Tensor& w_hh,
                     const Tensor& b_ih, const Tensor& b_hh) {
  return cell_step(Cell::Relu, input, {hx, Tensor()}, w_ih, w_hh, b_ih, b_hh).h;
}

}  // namespace yaten
