// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'compare' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/ne.h"
#include "generated/autograd/ops/lt.h"
#include "generated/autograd/ops/le.h"
#include "generated/autograd/ops/gt.h"
#include "generated/autograd/ops/ge.h"
