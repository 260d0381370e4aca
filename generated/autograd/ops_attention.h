// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'attention' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/scaled_dot_product_attention.h"
