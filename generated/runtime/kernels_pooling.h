// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'pooling' ops: runtime/kernels/ defines each one.
#pragma once

#include "generated/runtime/kernels/max_pool2d_with_indices.h"
#include "generated/runtime/kernels/max_pool2d_backward.h"
#include "generated/runtime/kernels/avg_pool2d.h"
#include "generated/runtime/kernels/avg_pool2d_backward.h"
#include "generated/runtime/kernels/adaptive_avg_pool2d.h"
#include "generated/runtime/kernels/adaptive_avg_pool2d_backward.h"
#include "generated/runtime/kernels/adaptive_max_pool2d_with_indices.h"
