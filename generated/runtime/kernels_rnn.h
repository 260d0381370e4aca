// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'rnn' ops: the files of runtime/kernels/rnn/ define them.
#pragma once

#include "generated/runtime/kernels/_lstm_cell_fused.h"
#include "generated/runtime/kernels/_lstm_cell_fused_backward.h"
#include "generated/runtime/kernels/_gru_cell_fused.h"
#include "generated/runtime/kernels/_gru_cell_fused_backward.h"
