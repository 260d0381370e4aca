// The fused LSTM and GRU cells' gate math on rows of a batch, compiled per
// CPU target in cell_rows.cpp: sigmoid and tanh a vector at a time (SLEEF),
// as torch's vectorised cells, instead of libm element by element.
#pragma once

#include <cstdint>

namespace yaten::kernels::rnn {

// LSTM, rows [0, rows) of gates (rows, 4H: i, f, g, o pre-activations) and
// cx (rows, H): out (rows, 2H) holds hy in its first H columns and cy after.
void lstm_cell_rows(const float* gates, const float* cx, float* out, int64_t rows, int64_t H);
void lstm_cell_rows(const double* gates, const double* cx, double* out, int64_t rows, int64_t H);

// The LSTM cell's gradients from grad (rows, 2H: d hy, d cy) and the forward's
// result (rows, 2H): d_gates (rows, 4H) and d_cx (rows, H), each skipped when
// nullptr.
void lstm_cell_backward_rows(const float* grad, const float* gates, const float* cx, const float* result,
                             float* d_gates, float* d_cx, int64_t rows, int64_t H);
void lstm_cell_backward_rows(const double* grad, const double* gates, const double* cx, const double* result,
                             double* d_gates, double* d_cx, int64_t rows, int64_t H);

// GRU, rows of input-side and hidden-side pre-activations (rows, 3H: reset,
// update, new) and hx (rows, H): out (rows, H) = m + u * (hx - m).
void gru_cell_rows(const float* input_gates, const float* hidden_gates, const float* hx, float* out, int64_t rows,
                   int64_t H);
void gru_cell_rows(const double* input_gates, const double* hidden_gates, const double* hx, double* out,
                   int64_t rows, int64_t H);

// The GRU cell's gradients from grad (rows, H): d_input_gates and
// d_hidden_gates (rows, 3H; they differ only in the new gate's columns, r
// times the other) and d_hx (rows, H), each skipped when nullptr.
void gru_cell_backward_rows(const float* grad, const float* input_gates, const float* hidden_gates, const float* hx,
                            float* d_input_gates, float* d_hidden_gates, float* d_hx, int64_t rows, int64_t H);
void gru_cell_backward_rows(const double* grad, const double* input_gates, const double* hidden_gates,
                            const double* hx, double* d_input_gates, double* d_hidden_gates, double* d_hx,
                            int64_t rows, int64_t H);

}  // namespace yaten::kernels::rnn
