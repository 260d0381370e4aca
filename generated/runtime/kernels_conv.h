// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'conv' ops: the files of runtime/kernels/conv/ define them.
#pragma once

#include "generated/runtime/kernels/conv2d.h"
#include "generated/runtime/kernels/conv2d_backward_input.h"
#include "generated/runtime/kernels/conv2d_backward_weight.h"
#include "generated/runtime/kernels/conv2d_backward_bias.h"
#include "generated/runtime/kernels/conv2d_backward.h"
