// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'activation' ops: runtime/kernels/ defines each one.
#pragma once

#include "generated/runtime/kernels/gelu.h"
#include "generated/runtime/kernels/silu.h"
#include "generated/runtime/kernels/gelu_backward.h"
#include "generated/runtime/kernels/silu_backward.h"
