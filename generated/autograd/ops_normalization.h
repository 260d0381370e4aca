// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'normalization' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/batch_norm.h"
#include "generated/autograd/ops/layer_norm.h"
#include "generated/autograd/ops/layer_norm_backward.h"
#include "generated/autograd/ops/group_norm.h"
#include "generated/autograd/ops/batch_norm_stats.h"
#include "generated/autograd/ops/native_batch_norm.h"
#include "generated/autograd/ops/batch_norm_backward.h"
#include "generated/autograd/ops/instance_norm.h"
#include "generated/autograd/ops/local_response_norm.h"
#include "generated/autograd/ops/native_layer_norm.h"
#include "generated/autograd/ops/native_layer_norm_backward.h"
#include "generated/autograd/ops/native_batch_norm_backward.h"
#include "generated/autograd/ops/yaten_group_norm.h"
#include "generated/autograd/ops/yaten_instance_norm.h"
#include "generated/autograd/ops/yaten_layer_norm.h"
#include "generated/autograd/ops/native_group_norm.h"
#include "generated/autograd/ops/native_group_norm_backward.h"
