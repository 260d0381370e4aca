// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'activation' ops: the files of runtime/kernels/activation/ define them.
#pragma once

#include "generated/runtime/kernels/gelu.h"
#include "generated/runtime/kernels/silu.h"
#include "generated/runtime/kernels/gelu_backward.h"
#include "generated/runtime/kernels/silu_backward.h"
#include "generated/runtime/kernels/leaky_relu.h"
#include "generated/runtime/kernels/elu.h"
#include "generated/runtime/kernels/hardtanh.h"
#include "generated/runtime/kernels/hardsigmoid.h"
#include "generated/runtime/kernels/hardswish.h"
#include "generated/runtime/kernels/softplus.h"
#include "generated/runtime/kernels/mish.h"
#include "generated/runtime/kernels/logsigmoid.h"
#include "generated/runtime/kernels/softshrink.h"
#include "generated/runtime/kernels/hardshrink.h"
#include "generated/runtime/kernels/threshold.h"
#include "generated/runtime/kernels/leaky_relu_backward.h"
#include "generated/runtime/kernels/hardtanh_backward.h"
#include "generated/runtime/kernels/hardsigmoid_backward.h"
#include "generated/runtime/kernels/shrink_backward.h"
