// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'reduce' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/mean.h"
#include "generated/autograd/ops/prod.h"
#include "generated/autograd/ops/amax.h"
#include "generated/autograd/ops/amin.h"
#include "generated/autograd/ops/max.h"
#include "generated/autograd/ops/min.h"
#include "generated/autograd/ops/argmax.h"
#include "generated/autograd/ops/argmin.h"
#include "generated/autograd/ops/var.h"
#include "generated/autograd/ops/std.h"
#include "generated/autograd/ops/all.h"
#include "generated/autograd/ops/any.h"
#include "generated/autograd/ops/logsumexp.h"
#include "generated/autograd/ops/softmax.h"
#include "generated/autograd/ops/log_softmax.h"
#include "generated/autograd/ops/cumsum.h"
#include "generated/autograd/ops/cumprod.h"
#include "generated/autograd/ops/norm.h"
