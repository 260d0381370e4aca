// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'rearrange' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/pixel_shuffle.h"
#include "generated/autograd/ops/pixel_unshuffle.h"
#include "generated/autograd/ops/channel_shuffle.h"
#include "generated/autograd/ops/one_hot.h"
