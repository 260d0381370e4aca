// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'normalization' ops: the files of runtime/kernels/normalization/ define them.
#pragma once

#include "generated/runtime/kernels/layer_norm_backward.h"
#include "generated/runtime/kernels/batch_norm_stats.h"
#include "generated/runtime/kernels/native_batch_norm.h"
#include "generated/runtime/kernels/batch_norm_backward.h"
#include "generated/runtime/kernels/native_layer_norm.h"
#include "generated/runtime/kernels/native_layer_norm_backward.h"
#include "generated/runtime/kernels/native_batch_norm_backward.h"
#include "generated/runtime/kernels/native_group_norm.h"
#include "generated/runtime/kernels/native_group_norm_backward.h"
