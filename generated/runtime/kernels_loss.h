// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'loss' ops: the files of runtime/kernels/loss/ define them.
#pragma once

#include "generated/runtime/kernels/mse_loss.h"
#include "generated/runtime/kernels/nll_loss.h"
#include "generated/runtime/kernels/nll_loss_backward.h"
#include "generated/runtime/kernels/binary_cross_entropy.h"
#include "generated/runtime/kernels/binary_cross_entropy_with_logits.h"
#include "generated/runtime/kernels/smooth_l1_loss.h"
#include "generated/runtime/kernels/huber_loss.h"
#include "generated/runtime/kernels/_ctc_loss.h"
#include "generated/runtime/kernels/_ctc_loss_backward.h"
#include "generated/runtime/kernels/smooth_l1.h"
#include "generated/runtime/kernels/smooth_l1_backward.h"
#include "generated/runtime/kernels/huber.h"
#include "generated/runtime/kernels/huber_backward.h"
#include "generated/runtime/kernels/smooth_l1_loss_backward.h"
#include "generated/runtime/kernels/huber_loss_backward.h"
