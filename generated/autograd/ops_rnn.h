// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'rnn' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/_lstm_cell_fused.h"
#include "generated/autograd/ops/_lstm_cell_fused_backward.h"
#include "generated/autograd/ops/_gru_cell_fused.h"
#include "generated/autograd/ops/_gru_cell_fused_backward.h"
#include "generated/autograd/ops/lstm_cell.h"
#include "generated/autograd/ops/gru_cell.h"
#include "generated/autograd/ops/rnn_tanh_cell.h"
#include "generated/autograd/ops/rnn_relu_cell.h"
#include "generated/autograd/ops/lstm.h"
#include "generated/autograd/ops/gru.h"
#include "generated/autograd/ops/rnn_tanh.h"
#include "generated/autograd/ops/rnn_relu.h"
