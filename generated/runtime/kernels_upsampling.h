// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'upsampling' ops: the files of runtime/kernels/upsampling/ define them.
#pragma once

#include "generated/runtime/kernels/upsample_nearest.h"
#include "generated/runtime/kernels/upsample_linear.h"
#include "generated/runtime/kernels/upsample_bicubic.h"
#include "generated/runtime/kernels/upsample_nearest_backward.h"
#include "generated/runtime/kernels/upsample_linear_backward.h"
#include "generated/runtime/kernels/upsample_bicubic_backward.h"
