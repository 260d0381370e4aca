// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'padding' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/pad.h"
#include "generated/autograd/ops/constant_pad_nd.h"
#include "generated/autograd/ops/constant_pad.h"
#include "generated/autograd/ops/constant_pad_backward.h"
