// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'pooling' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/max_pool2d_with_indices.h"
#include "generated/autograd/ops/max_pool2d_backward.h"
#include "generated/autograd/ops/avg_pool2d.h"
#include "generated/autograd/ops/avg_pool2d_backward.h"
#include "generated/autograd/ops/adaptive_avg_pool2d.h"
#include "generated/autograd/ops/adaptive_avg_pool2d_backward.h"
#include "generated/autograd/ops/adaptive_max_pool2d_with_indices.h"
#include "generated/autograd/ops/avg_pool1d.h"
#include "generated/autograd/ops/max_pool1d_with_indices.h"
#include "generated/autograd/ops/adaptive_avg_pool1d.h"
#include "generated/autograd/ops/adaptive_max_pool1d_with_indices.h"
#include "generated/autograd/ops/avg_pool3d.h"
#include "generated/autograd/ops/max_pool3d_with_indices.h"
#include "generated/autograd/ops/adaptive_avg_pool3d.h"
#include "generated/autograd/ops/adaptive_max_pool3d_with_indices.h"
#include "generated/autograd/ops/lp_pool1d.h"
#include "generated/autograd/ops/lp_pool2d.h"
#include "generated/autograd/ops/max_unpool1d.h"
#include "generated/autograd/ops/max_unpool2d.h"
#include "generated/autograd/ops/max_unpool3d.h"
