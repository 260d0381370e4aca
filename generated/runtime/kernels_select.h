// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'select' ops: the files of runtime/kernels/select/ define them.
#pragma once

#include "generated/runtime/kernels/where.h"
#include "generated/runtime/kernels/clamp.h"
#include "generated/runtime/kernels/masked_fill.h"
