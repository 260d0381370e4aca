// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'normalization' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/batch_norm.h"
#include "generated/autograd/ops/layer_norm.h"
#include "generated/autograd/ops/instance_norm.h"
