// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'linalg' ops: the files of runtime/kernels/linalg/ define them.
#pragma once

#include "generated/runtime/kernels/mm.h"
#include "generated/runtime/kernels/bmm.h"
#include "generated/runtime/kernels/addmm.h"
#include "generated/runtime/kernels/mv.h"
#include "generated/runtime/kernels/dot.h"
