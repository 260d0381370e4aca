// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'distance' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/pairwise_distance.h"
#include "generated/autograd/ops/cosine_similarity.h"
#include "generated/autograd/ops/cdist.h"
#include "generated/autograd/ops/pdist.h"
#include "generated/autograd/ops/dist.h"
