// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'pooling' ops: the files of runtime/kernels/pooling/ define them.
#pragma once

#include "generated/runtime/kernels/max_pool2d_with_indices.h"
#include "generated/runtime/kernels/max_pool2d_backward.h"
#include "generated/runtime/kernels/avg_pool2d.h"
#include "generated/runtime/kernels/avg_pool2d_backward.h"
#include "generated/runtime/kernels/adaptive_avg_pool2d.h"
#include "generated/runtime/kernels/adaptive_avg_pool2d_backward.h"
#include "generated/runtime/kernels/adaptive_max_pool2d_with_indices.h"
#include "generated/runtime/kernels/fractional_max_pool_indices.h"
