// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'loss' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/linear.h"
#include "generated/autograd/ops/mse_loss.h"
#include "generated/autograd/ops/nll_loss.h"
#include "generated/autograd/ops/nll_loss_backward.h"
#include "generated/autograd/ops/cross_entropy.h"
#include "generated/autograd/ops/l1_loss.h"
#include "generated/autograd/ops/binary_cross_entropy.h"
#include "generated/autograd/ops/binary_cross_entropy_with_logits.h"
