// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'loss' ops: runtime/kernels/ defines each one.
#pragma once

#include "generated/runtime/kernels/nll_loss.h"
#include "generated/runtime/kernels/nll_loss_backward.h"
