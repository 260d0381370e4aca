// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'activation' ops: the files of runtime/kernels/activation/ define them.
#pragma once

#include "generated/runtime/kernels/gelu.h"
#include "generated/runtime/kernels/silu.h"
#include "generated/runtime/kernels/gelu_backward.h"
#include "generated/runtime/kernels/silu_backward.h"
