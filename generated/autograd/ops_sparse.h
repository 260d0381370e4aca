// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'sparse' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/embedding.h"
#include "generated/autograd/ops/embedding_grad_scale.h"
#include "generated/autograd/ops/bilinear.h"
#include "generated/autograd/ops/embedding_renorm_.h"
#include "generated/autograd/ops/embedding_bag.h"
#include "generated/autograd/ops/_embedding_bag.h"
