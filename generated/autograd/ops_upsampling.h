// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'upsampling' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/upsample_nearest.h"
#include "generated/autograd/ops/upsample_linear.h"
#include "generated/autograd/ops/upsample_bicubic.h"
#include "generated/autograd/ops/grid_sampler.h"
#include "generated/autograd/ops/affine_grid_generator.h"
#include "generated/autograd/ops/upsample_nearest_backward.h"
#include "generated/autograd/ops/upsample_linear_backward.h"
#include "generated/autograd/ops/upsample_bicubic_backward.h"
