// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'activation' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/gelu.h"
#include "generated/autograd/ops/silu.h"
#include "generated/autograd/ops/dropout.h"
#include "generated/autograd/ops/gelu_backward.h"
#include "generated/autograd/ops/silu_backward.h"
