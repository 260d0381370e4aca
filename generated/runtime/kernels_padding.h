// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'padding' ops: the files of runtime/kernels/padding/ define them.
#pragma once

#include "generated/runtime/kernels/constant_pad.h"
#include "generated/runtime/kernels/constant_pad_backward.h"
