// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'binary' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/add.h"
#include "generated/autograd/ops/sub.h"
#include "generated/autograd/ops/mul.h"
#include "generated/autograd/ops/div.h"
#include "generated/autograd/ops/pow.h"
#include "generated/autograd/ops/maximum.h"
#include "generated/autograd/ops/minimum.h"
#include "generated/autograd/ops/atan2.h"
#include "generated/autograd/ops/hypot.h"
#include "generated/autograd/ops/remainder.h"
#include "generated/autograd/ops/fmod.h"
#include "generated/autograd/ops/lerp.h"
#include "generated/autograd/ops/threshold_backward.h"
#include "generated/autograd/ops/logical_and.h"
#include "generated/autograd/ops/logical_or.h"
