// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'index' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/index.h"
#include "generated/autograd/ops/index_put.h"
#include "generated/autograd/ops/nonzero.h"
#include "generated/autograd/ops/argwhere.h"
#include "generated/autograd/ops/index_add.h"
#include "generated/autograd/ops/gather.h"
#include "generated/autograd/ops/scatter_add.h"
#include "generated/autograd/ops/masked_select.h"
#include "generated/autograd/ops/masked_scatter.h"
#include "generated/autograd/ops/take.h"
#include "generated/autograd/ops/take_along_dim.h"
#include "generated/autograd/ops/put.h"
#include "generated/autograd/ops/index_fill.h"
#include "generated/autograd/ops/index_copy.h"
#include "generated/autograd/ops/scatter.h"
#include "generated/autograd/ops/scatter_reduce.h"
#include "generated/autograd/ops/index_reduce.h"
