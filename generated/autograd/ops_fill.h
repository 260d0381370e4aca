// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'fill' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/fill_.h"
#include "generated/autograd/ops/zero_.h"
#include "generated/autograd/ops/uniform_.h"
#include "generated/autograd/ops/normal_.h"
#include "generated/autograd/ops/copy_.h"
#include "generated/autograd/ops/fill.h"
