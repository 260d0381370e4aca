// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'pooling' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/max_pool2d_with_indices.h"
#include "generated/autograd/ops/max_pool2d_backward.h"
#include "generated/autograd/ops/avg_pool2d.h"
#include "generated/autograd/ops/avg_pool2d_backward.h"
#include "generated/autograd/ops/adaptive_avg_pool2d.h"
#include "generated/autograd/ops/adaptive_avg_pool2d_backward.h"
#include "generated/autograd/ops/adaptive_max_pool2d_with_indices.h"
