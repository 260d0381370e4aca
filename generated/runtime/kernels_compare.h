// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'compare' ops: the files of runtime/kernels/compare/ define them.
#pragma once

#include "generated/runtime/kernels/eq.h"
#include "generated/runtime/kernels/ne.h"
#include "generated/runtime/kernels/lt.h"
#include "generated/runtime/kernels/le.h"
#include "generated/runtime/kernels/gt.h"
#include "generated/runtime/kernels/ge.h"
