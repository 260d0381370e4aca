// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// Every differentiable entry point (namespace yaten), by op family.
#pragma once

#include "generated/autograd/ops_creation.h"
#include "generated/autograd/ops_fill.h"
#include "generated/autograd/ops_unary.h"
#include "generated/autograd/ops_binary.h"
#include "generated/autograd/ops_compare.h"
#include "generated/autograd/ops_select.h"
#include "generated/autograd/ops_reduce.h"
#include "generated/autograd/ops_shape.h"
#include "generated/autograd/ops_index.h"
#include "generated/autograd/ops_linalg.h"
#include "generated/autograd/ops_loss.h"
#include "generated/autograd/ops_conv.h"
#include "generated/autograd/ops_pooling.h"
#include "generated/autograd/ops_activation.h"
#include "generated/autograd/ops_normalization.h"
#include "generated/autograd/ops_sparse.h"
#include "generated/autograd/ops_math.h"
#include "generated/autograd/ops_special.h"
