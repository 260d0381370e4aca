// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'conv' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/conv2d.h"
#include "generated/autograd/ops/conv2d_backward_input.h"
#include "generated/autograd/ops/conv2d_backward_weight.h"
#include "generated/autograd/ops/conv2d_backward_bias.h"
#include "generated/autograd/ops/conv1d.h"
#include "generated/autograd/ops/conv_transpose2d.h"
#include "generated/autograd/ops/conv_transpose1d.h"
#include "generated/autograd/ops/conv3d.h"
#include "generated/autograd/ops/conv_transpose3d.h"
#include "generated/autograd/ops/conv_tbc.h"
#include "generated/autograd/ops/conv2d_backward.h"
