// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'fill' ops: the files of runtime/kernels/fill/ define them.
#pragma once

#include "generated/runtime/kernels/fill_.h"
#include "generated/runtime/kernels/zero_.h"
#include "generated/runtime/kernels/uniform_.h"
#include "generated/runtime/kernels/normal_.h"
#include "generated/runtime/kernels/copy_.h"
