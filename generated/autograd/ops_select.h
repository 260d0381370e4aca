// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'select' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/where.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/masked_fill.h"
